import { useBook } from '../book-context';
import { useI18n } from '../i18n';

export function BookHeader() {
  const { t, money } = useI18n();
  const { loggedIn, balanceMinor, askLogin } = useBook();
  return (
    <header className="book-header">
      <h1 className="book-title">{t('book.title')}</h1>
      {loggedIn ? (
        <p className="book-balance">
          <span className="book-muted">{t('book.balance')}</span> <strong>{balanceMinor === null ? '…' : money(balanceMinor)}</strong>
        </p>
      ) : (
        <button type="button" className="book-button book-button-primary" onClick={askLogin}>
          {t('book.login')}
        </button>
      )}
    </header>
  );
}

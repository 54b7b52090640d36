import { useI18n } from '../i18n';
import { usePlay } from './play-context';
import styles from './play-app.module.css';

export function FrameHeader() {
  const { t, money } = useI18n();
  const { session, balanceMinor } = usePlay();
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{session.game.name}</h1>
      <p className={styles.balance}>
        <span className={styles.balanceLabel}>{t('frame.balance')}</span>{' '}
        <strong className={styles.balanceValue}>{money(balanceMinor)}</strong>
      </p>
    </header>
  );
}

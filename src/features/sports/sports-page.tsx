import type { MessageKey } from '../../i18n/runtime';
import { useBootstrap, useLocale, useT } from '../../app/hooks';
import { useAuthData, useOpenDialog } from '../../app/session-hooks';
import { Spinner } from '../../ui/spinner';
import { bookPageAlias, previewUrlOf, type BookPage } from './book-pages';
import { useSportsFrame, type SportsFrameOptions } from './use-sports-frame';
import styles from './sports-page.module.css';

interface SportsPageProps {
  titleKey: MessageKey;
  /** Which page of the book the route opens. */
  book?: BookPage;
  /** The betting-partner (Betco) sportsbook rather than the main one (Betsy). */
  partner?: boolean;
}

/** /spor, /livespor, their fcg pages and /spor/betco: the partner's book in a frame; guests get a preview with Login and Register. */
export function SportsPage({ titleKey, book = 'main', partner = false }: SportsPageProps) {
  const t = useT();
  const locale = useLocale();
  const authData = useAuthData();
  const bootstrap = useBootstrap();
  const openDialog = useOpenDialog();
  const options: SportsFrameOptions = {
    partner: partner ? 'betco' : 'betsy',
    page: bookPageAlias(book, bootstrap),
    locale,
    usercode: authData?.usercode ?? null,
    previewUrl: previewUrlOf(bootstrap),
  };
  return (
    <main className={styles.page}>
      <div className={styles.head}>
        <h1>{t(titleKey)}</h1>
        {!authData && (
          <div className={styles.guest}>
            <p>{t('sports.guest')}</p>
            <button type="button" className={styles.primary} onClick={() => openDialog({ name: 'login' })}>
              {t('header.login')}
            </button>
            <button type="button" className={styles.secondary} onClick={() => openDialog({ name: 'register' })}>
              {t('header.register')}
            </button>
          </div>
        )}
      </div>
      {/* A new player, language or page is a new frame with its own machine. */}
      <SportsFrame key={Object.values(options).join('|')} title={t('sports.frameTitle', { title: t(titleKey) })} options={options} />
    </main>
  );
}

function SportsFrame({ title, options }: { title: string; options: SportsFrameOptions }) {
  const t = useT();
  const frame = useSportsFrame(options);
  if (frame.state === 'failed') {
    return (
      <div className={styles.failed} role="alert">
        <p>{t('sports.failed')}</p>
        {frame.error && <p className={styles.reason}>{frame.error}</p>}
        <button type="button" className={styles.primary} onClick={frame.retry}>
          {t('sports.retry')}
        </button>
      </div>
    );
  }
  return (
    <div className={styles.frameBox} data-sized={frame.frameHeight !== null}>
      {frame.state === 'loading' && (
        <div className={styles.loading}>
          <Spinner label={t('sports.loading')} />
        </div>
      )}
      {frame.frameUrl && (
        <iframe
          key={frame.loads}
          ref={frame.frameRef}
          className={styles.frame}
          src={frame.frameUrl}
          title={title}
          // The book reports its height: the page scrolls, never the frame.
          scrolling="no"
          style={frame.frameHeight !== null ? { height: `${frame.frameHeight}px` } : undefined}
          onLoad={frame.loaded}
          allow="fullscreen"
        />
      )}
    </div>
  );
}

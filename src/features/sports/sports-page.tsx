import type { MessageKey } from '../../i18n/runtime';
import { useSystemActor, useT } from '../../app/hooks';
import { useAuthData, useOpenDialog } from '../../app/session-hooks';
import { useSiteOption } from '../../app/site-options';
import { Icon } from '../../ui/icon';
import styles from './sports-page.module.css';

interface SportsPageProps {
  titleKey: MessageKey;
  /** The betting-partner (betco) sportsbook rather than the default one. */
  partner?: boolean;
}

const POINTS = ['sports.point.prematch', 'sports.point.live', 'sports.point.wallet'] as const;

/** Sports betting opens on the betting partner's platform once the player is logged in. */
export function SportsPage({ titleKey, partner = false }: SportsPageProps) {
  const t = useT();
  const authData = useAuthData();
  const openDialog = useOpenDialog();
  const sideMenu = useSystemActor('sideMenu');
  const chatUrl = useSiteOption('livechat');
  const platformUrl = partner ? authData?.betcoUrl : authData?.betsyUrl;

  return (
    <main className={styles.page}>
      <section className={styles.hero}>
        <Icon name={titleKey.startsWith('route.live') ? 'live-ball' : 'ball'} size={44} className={styles.heroIcon} />
        <h1>{t(titleKey)}</h1>
        <p className={styles.lead}>{t('sports.lead')}</p>
        <p className={styles.text}>{t('sports.text')}</p>
        <ul className={styles.points}>
          {POINTS.map((key) => (
            <li key={key}>
              <Icon name="check" size={18} />
              {t(key)}
            </li>
          ))}
        </ul>
        {!authData && (
          <div className={styles.actions}>
            <p>{t('sports.guest')}</p>
            <button type="button" className={styles.primary} onClick={() => openDialog({ name: 'login' })}>
              {t('header.login')}
            </button>
            <button type="button" className={styles.secondary} onClick={() => openDialog({ name: 'register' })}>
              {t('header.register')}
            </button>
          </div>
        )}
        {authData && platformUrl && (
          <div className={styles.actions}>
            <a href={platformUrl} target="_blank" rel="noopener noreferrer" className={styles.primary}>
              <Icon name="external" size={18} />
              {t('sports.open')}
            </a>
            <p className={styles.note}>{t('sports.newTab')}</p>
          </div>
        )}
        {authData && !platformUrl && (
          <div className={styles.actions}>
            <p>{t('sports.unavailable')}</p>
            <button type="button" className={styles.secondary} onClick={() => sideMenu.send({ type: 'chat.toggled', url: chatUrl })}>
              <Icon name="chat" size={18} />
              {t('header.liveChat')}
            </button>
          </div>
        )}
      </section>
    </main>
  );
}

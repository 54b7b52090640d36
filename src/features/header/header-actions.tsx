import { Link } from 'wouter';
import { useSystemActor, useT } from '../../app/hooks';
import { useOpenDialog } from '../../app/session-hooks';
import { useSiteOption } from '../../app/site-options';
import { Icon } from '../../ui/icon';
import styles from './header.module.css';

export function ChatButton({ className = '' }: { className?: string }) {
  const t = useT();
  const sideMenu = useSystemActor('sideMenu');
  const chatUrl = useSiteOption('livechat');
  return (
    <button
      type="button"
      className={`${styles.iconButton} ${styles.mobileOnly} ${className}`}
      aria-label={t('header.liveChat')}
      onClick={() => sideMenu.send({ type: 'chat.toggled', url: chatUrl })}
    >
      <Icon name="chat" size={22} />
    </button>
  );
}

/** Guest: Register and Login everywhere; Promotions and Claim Reward from 992 px up. */
export function GuestActions({ onLogin }: { onLogin: () => void }) {
  const t = useT();
  const openDialog = useOpenDialog();
  return (
    <nav className={styles.end} aria-label={t('header.account')}>
      <Link href="/promotions" className={`${styles.ghost} ${styles.desktopOnly}`}>
        <Icon name="gift" />
        {t('header.promotions')}
      </Link>
      <button type="button" className={`${styles.ghost} ${styles.desktopOnly}`} onClick={onLogin}>
        <Icon name="trophy" />
        {t('header.claimReward')}
      </button>
      <ChatButton className={styles.guestChat} />
      <button type="button" className={styles.secondary} onClick={() => openDialog({ name: 'signUp' })}>
        {t('header.register')}
      </button>
      <button type="button" className={styles.primary} onClick={onLogin}>
        {t('header.login')}
      </button>
    </nav>
  );
}

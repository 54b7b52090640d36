import { Link } from 'wouter';
import { useSystemActor, useSystemSelector, useT } from '../../app/hooks';
import { useOpenDialog } from '../../app/session-hooks';
import { useSiteOption } from '../../app/site-options';
import { Icon } from '../../ui/icon';
import styles from './header.module.css';

/** The phone's Live Chat button; its badge counts support's messages that arrived while the window was closed. */
export function ChatButton({ className = '' }: { className?: string }) {
  const t = useT();
  const sideMenu = useSystemActor('sideMenu');
  const chatUrl = useSiteOption('livechat');
  const unread = useSystemSelector('chat', (s) => s.context.unread);
  const open = useSystemSelector('chat', (s) => !s.matches('closed'));
  return (
    <button
      type="button"
      className={`${styles.iconButton} ${styles.chatButton} ${styles.mobileOnly} ${className}`}
      aria-label={unread > 0 ? `${t('header.liveChat')}, ${t('header.chatUnread', { count: unread })}` : t('header.liveChat')}
      aria-pressed={open}
      onClick={() => sideMenu.send({ type: 'chat.toggled', url: chatUrl })}
    >
      <Icon name="chat" size={22} />
      {unread > 0 && (
        <span className={styles.chatBadge} aria-hidden="true">
          {unread > 9 ? '9+' : unread}
        </span>
      )}
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

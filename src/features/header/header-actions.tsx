import { Link } from 'wouter';
import { useLocale, useSystemActor, useT } from '../../app/hooks';
import { useAuthData, useBalance, useLogout, useOpenDialog } from '../../app/session-hooks';
import { useSiteOption } from '../../app/site-options';
import { Icon } from '../../ui/icon';
import styles from './header.module.css';

function ChatButton() {
  const t = useT();
  const sideMenu = useSystemActor('sideMenu');
  const chatUrl = useSiteOption('livechat');
  return (
    <button
      type="button"
      className={`${styles.iconButton} ${styles.mobileOnly}`}
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
      <ChatButton />
      <button type="button" className={styles.secondary} onClick={() => openDialog({ name: 'register' })}>
        {t('header.register')}
      </button>
      <button type="button" className={styles.primary} onClick={onLogin}>
        {t('header.login')}
      </button>
    </nav>
  );
}

/** Logged in: Claim Reward, Deposit, Promotions, account and Logout; on mobile account, balance and Deposit. */
export function PlayerActions() {
  const t = useT();
  const locale = useLocale();
  const authData = useAuthData();
  const balance = useBalance();
  const logout = useLogout();
  const money = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(balance);
  return (
    <nav className={styles.end} aria-label={t('header.account')} lang={locale}>
      <Link href="/dashboard/bonuses" className={`${styles.ghost} ${styles.desktopOnly}`}>
        <Icon name="trophy" />
        {t('header.claimReward')}
      </Link>
      <Link href="/promotions" className={`${styles.ghost} ${styles.desktopOnly}`}>
        <Icon name="gift" />
        {t('header.promotions')}
      </Link>
      <span className={styles.balance}>
        <span className="visually-hidden">{t('header.balance')}: </span>
        {money}
      </span>
      <Link href="/dashboard/deposit" className={styles.primary}>
        {t('header.deposit')}
      </Link>
      <Link href="/dashboard" className={styles.account} aria-label={t('header.myAccount')}>
        <Icon name="user" />
        <span className={styles.desktopOnly}>{authData?.username}</span>
      </Link>
      <ChatButton />
      <button type="button" className={`${styles.iconButton} ${styles.desktopOnly}`} aria-label={t('header.logout')} onClick={logout}>
        <Icon name="logout" />
      </button>
    </nav>
  );
}

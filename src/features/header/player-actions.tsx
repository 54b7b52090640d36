import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useLocale, useT } from '../../app/hooks';
import { useAuthData, useBalance, useLogout } from '../../app/session-hooks';
import { Icon } from '../../ui/icon';
import { formatLiraIn } from '../../ui/lira';
import { ChatButton } from './header-actions';
import styles from './header.module.css';

/**
 * Logged in (product §2). Desktop: Claim Reward, Deposit, Promotions, the username with My Account, the bell and
 * Logout. Mobile: live chat, account, notifications, and the balance over Deposit (the CSS orders them). The app hands in
 * the notifications (another feature).
 */
export function PlayerActions({ notifications }: { notifications?: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  const authData = useAuthData();
  const balance = useBalance();
  const logout = useLogout();
  return (
    <nav className={styles.end} aria-label={t('header.account')} lang={locale}>
      <Link href="/dashboard/bonuses" className={`${styles.ghost} ${styles.desktopOnly}`}>
        <Icon name="trophy" />
        {t('header.claimReward')}
      </Link>
      {/* On a phone the balance sits over a compact Deposit, so the bar fits 360 px (issue 26). */}
      <span className={styles.wallet}>
        <span className={`${styles.balance} ${styles.mobileBalance}`}>
          <span className="visually-hidden">{t('header.balance')}: </span>
          {formatLiraIn(balance, locale)}
        </span>
        <Link href="/dashboard/deposit" className={`${styles.primary} ${styles.walletDeposit}`}>
          {t('header.deposit')}
        </Link>
      </span>
      <Link href="/promotions" className={`${styles.ghost} ${styles.desktopOnly}`}>
        <Icon name="gift" />
        {t('header.promotions')}
      </Link>
      <Link href="/dashboard" className={`${styles.account} ${styles.mobileAccount}`}>
        <Icon name="user" />
        <span className={styles.accountText}>
          <span className={styles.accountName}>{authData?.username}</span>{' '}
          <span className={styles.accountLabel}>{t('header.myAccount')}</span>
        </span>
      </Link>
      {notifications && <span className={styles.notifications}>{notifications}</span>}
      <button type="button" className={`${styles.iconButton} ${styles.desktopOnly}`} aria-label={t('header.logout')} onClick={logout}>
        <Icon name="logout" />
      </button>
      <ChatButton className={styles.mobileChat} />
    </nav>
  );
}

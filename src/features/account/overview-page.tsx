import { Link } from 'wouter';
import { useLocale, useSystemSelector, useT } from '../../app/hooks';
import { useAuthData, useBalance, useOpenDialog } from '../../app/session-hooks';
import { Icon } from '../../ui/icon';
import { formatLiraIn } from '../../ui/lira';
import { formatPhone } from '../../../contracts/phone';
import styles from './account.module.css';

const shortcuts = [
  { href: '/dashboard/deposit', key: 'dashboard.deposit', icon: 'arrow-up' },
  { href: '/dashboard/withdraw', key: 'dashboard.withdraw', icon: 'arrow-down' },
  { href: '/dashboard/bonuses', key: 'route.bonuses', icon: 'gift' },
  { href: '/dashboard/account', key: 'route.account', icon: 'user' },
  { href: '/dashboard/session-history', key: 'route.sessionHistory', icon: 'clock' },
  { href: '/dashboard/sports-bets', key: 'route.sportsBets', icon: 'ball' },
] as const;

/** /dashboard: balance (cash and bonus), username, phone verification state and shortcuts. */
export function OverviewPage() {
  const t = useT();
  const locale = useLocale();
  const lira = { format: (amount: number) => formatLiraIn(amount, locale) };
  const authData = useAuthData();
  const balance = useBalance();
  const wallet = useSystemSelector('session', (s) => s.context.wallet);
  const openDialog = useOpenDialog();
  const verified = authData?.smsVerified ?? false;
  return (
    <div className={styles.stack}>
      <div className={styles.cards}>
        <div className={`${styles.card} ${styles.total}`}>
          <p className={styles.cardLabel}>{t('dashboard.balance')}</p>
          <p className={styles.amount}>{lira.format(balance)}</p>
        </div>
        <div className={styles.card}>
          <p className={styles.cardLabel}>{t('dashboard.cash')}</p>
          <p className={styles.amount}>{lira.format(wallet?.cash ?? balance)}</p>
        </div>
        <div className={styles.card}>
          <p className={styles.cardLabel}>{t('dashboard.bonus')}</p>
          <p className={styles.amount}>{lira.format(wallet?.bonus ?? 0)}</p>
        </div>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('dashboard.username')}</dt>
          <dd>{authData?.username}</dd>
        </div>
        <div>
          <dt>{t('dashboard.phone')}</dt>
          <dd className={styles.phoneFact}>
            {authData?.phone ? formatPhone(authData.phone) : t('profile.none')}
            <span className={styles.badge} data-verified={verified}>
              {t(verified ? 'phoneVerification.verified' : 'phoneVerification.notVerified')}
            </span>
            {!verified && (
              <button type="button" className={styles.inlineButton} onClick={() => openDialog({ name: 'smsVerify' })}>
                {t('dashboard.verifyPhone')}
              </button>
            )}
          </dd>
        </div>
      </dl>
      <nav aria-label={t('dashboard.shortcuts')}>
        <ul className={styles.shortcuts}>
          {shortcuts.map((item) => (
            <li key={item.href}>
              <Link href={item.href}>
                <Icon name={item.icon} size={22} />
                {t(item.key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

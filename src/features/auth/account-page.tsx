import { Link, useLocation } from 'wouter';
import type { MessageKey } from '../../i18n/dictionaries';
import { accountRoutes } from '../../app/route-table';
import { useT } from '../../app/hooks';
import { useAuthData, useLogout, useOpenDialog } from '../../app/session-hooks';
import { Icon } from '../../ui/icon';
import styles from './account-page.module.css';

/** The account area's frame: its menu (routes plus Change Password and Log out) beside the page. */
export function AccountPage({ titleKey }: { titleKey: MessageKey }) {
  const t = useT();
  const [location] = useLocation();
  const authData = useAuthData();
  const openDialog = useOpenDialog();
  const logout = useLogout();
  return (
    <main className={styles.page}>
      <nav className={styles.menu} aria-label={t('account.menu')}>
        <p className={styles.greeting}>{t('account.greeting', { username: authData?.username ?? '' })}</p>
        <ul>
          {accountRoutes.map((route) => (
            <li key={route.id}>
              <Link href={route.path} aria-current={route.path === location ? 'page' : undefined}>
                {t(route.titleKey)}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" onClick={() => openDialog({ name: 'changePassword' })}>
              <Icon name="lock" size={18} />
              {t('account.changePassword')}
            </button>
          </li>
          <li>
            <button type="button" onClick={logout}>
              <Icon name="logout" size={18} />
              {t('account.logout')}
            </button>
          </li>
        </ul>
      </nav>
      <section className={styles.content}>
        <h1>{t(titleKey)}</h1>
      </section>
    </main>
  );
}

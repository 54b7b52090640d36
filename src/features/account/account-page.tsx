import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import type { MessageKey } from '../../i18n/runtime';
import { accountRoutes, type RouteId } from '../../app/route-table';
import { useT } from '../../app/hooks';
import { useAuthData, useLogout, useOpenDialog } from '../../app/session-hooks';
import { Icon } from '../../ui/icon';
import { BonusesPage } from './bonuses-page';
import { DetailsPage } from './details-page';
import { FinancialActivitiesPage } from './financial-activities-page';
import { GameHistoryPage } from './game-history-page';
import { OverviewPage } from './overview-page';
import { DepositPage, WithdrawPage } from './payment-methods-page';
import { SessionHistoryPage } from './session-history-page';
import { SportsBetsPage } from './sports-bets-page';
import { ResponsibleGamingPage } from './responsible-gaming-page';
import styles from './account.module.css';

const pages: Partial<Record<RouteId, () => ReactNode>> = {
  dashboard: () => <OverviewPage />,
  account: () => <DetailsPage />,
  sessionHistory: () => <SessionHistoryPage />,
  deposit: () => <DepositPage />,
  withdraw: () => <WithdrawPage />,
  financialActivities: () => <FinancialActivitiesPage />,
  bonuses: () => <BonusesPage />,
  gameHistory: () => <GameHistoryPage />,
  sportsBets: () => <SportsBetsPage />,
  responsibleGaming: () => <ResponsibleGamingPage />,
};

/** The account area: its menu (routes plus Change Password and Log out) beside the page of the route. */
export function AccountPage({ routeId, titleKey }: { routeId: RouteId; titleKey: MessageKey }) {
  const t = useT();
  const [location] = useLocation();
  const authData = useAuthData();
  const openDialog = useOpenDialog();
  const logout = useLogout();
  const menu = useRef<HTMLElement>(null);
  // On narrow screens the menu is one scrolling row: keep the current page's entry in view.
  useEffect(() => {
    menu.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [location]);
  return (
    <main className={styles.page}>
      <nav className={styles.menu} aria-label={t('account.areaMenu')} ref={menu}>
        <div className={styles.who}>
          <p className={styles.greeting}>{t('account.greeting', { username: authData?.username ?? '' })}</p>
          {/* On a phone the menu row scrolls sideways: Log out stays in sight beside the greeting. */}
          <button type="button" className={styles.quickLogout} onClick={logout}>
            <Icon name="logout" size={18} />
            {t('account.logout')}
          </button>
        </div>
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
          <li className={styles.menuLogout}>
            <button type="button" onClick={logout}>
              <Icon name="logout" size={18} />
              {t('account.logout')}
            </button>
          </li>
        </ul>
      </nav>
      <section className={styles.content} aria-labelledby="account-title">
        <h1 id="account-title">{t(titleKey)}</h1>
        {pages[routeId]?.()}
      </section>
    </main>
  );
}

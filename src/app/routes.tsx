import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Switch, useParams } from 'wouter';
import { HomePage } from '../features/home/home-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { Spinner } from '../ui/spinner';
import { useBootstrap, useT } from './hooks';
import { Guarded } from './route-guards';
import { isCasinoSlug, routeTable, type RouteId } from './route-table';
import styles from '../features/layout/layout.module.css';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each page has its own props
const named = <K extends string>(load: () => Promise<Record<K, ComponentType<any>>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

const CasinoPage = named(() => import('../features/casino/casino-page'), 'CasinoPage');
const PromotionsPage = named(() => import('../features/promotions/promotions-page'), 'PromotionsPage');
const PagesIndex = named(() => import('../features/pages/pages-page'), 'PagesIndex');
const PageView = named(() => import('../features/pages/pages-page'), 'PageView');
const SportsPage = named(() => import('../features/sports/sports-page'), 'SportsPage');
const AccountPage = named(() => import('../features/account/account-page'), 'AccountPage');
const GamePage = named(() => import('../features/layout/game-page'), 'GamePage');

function CasinoRoute() {
  const { slug = '' } = useParams<{ slug: string }>();
  const { casinoCategoryList } = useBootstrap();
  return isCasinoSlug(slug, casinoCategoryList) ? <CasinoPage /> : <NotFoundPage />;
}

const account = (id: RouteId) => <AccountPage routeId={id} titleKey={routeTable.find((r) => r.id === id)!.titleKey} />;

const views: Record<RouteId, () => ReactNode> = {
  home: () => <HomePage />,
  play: () => <GamePage />,
  casino: () => <CasinoRoute />,
  liveSports: () => <SportsPage titleKey="route.liveSports" />,
  liveSportsFcg: () => <SportsPage titleKey="route.liveSportsFcg" />,
  sports: () => <SportsPage titleKey="route.sports" />,
  sportsFcg: () => <SportsPage titleKey="route.sportsFcg" />,
  partnerSports: () => <SportsPage titleKey="route.partnerSports" partner />,
  promotions: () => <PromotionsPage />,
  pages: () => <PagesIndex />,
  page: () => <PageView />,
  dashboard: () => account('dashboard'),
  deposit: () => account('deposit'),
  withdraw: () => account('withdraw'),
  gameHistory: () => account('gameHistory'),
  bonuses: () => account('bonuses'),
  financialActivities: () => account('financialActivities'),
  sessionHistory: () => account('sessionHistory'),
  account: () => account('account'),
};

function Pending() {
  const t = useT();
  return (
    <div className={styles.pending}>
      <Spinner label={t('common.loading')} />
    </div>
  );
}

/** Every route of SPEC §2 with its guard, and a 404 page for anything else. */
export function AppRoutes() {
  return (
    <Suspense fallback={<Pending />}>
      <Switch>
        {routeTable.map((route) => (
          <Route key={route.id} path={route.path}>
            <Guarded guard={route.guard}>{views[route.id]()}</Guarded>
          </Route>
        ))}
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </Suspense>
  );
}

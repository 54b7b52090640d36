import { Suspense, type ReactNode } from 'react';
import { Route, Switch, useParams } from 'wouter';
import { Spinner } from '../ui/spinner';
import { HomePage } from './home/home-page';
import { useBootstrap, useT } from './hooks';
import {
  AccountPage, CallRequestPage, Carousel, CasinoPage, GamePage, JackpotBanners, NotFoundPage, PagesIndex, PageView, PromotionsPage, SportsPage,
  layoutStyles as styles,
} from './registry';
import { Guarded } from './route-guards';
import { isCasinoSlug, routeTable, type RouteId } from './route-table';

/** Above every casino lobby its slider; above the slot lobby also the jackpots. */
const casinoBanners = (_slug: string, isSlotLobby: boolean) => (
  <>
    <Carousel slider="casino" />
    {isSlotLobby && <JackpotBanners />}
  </>
);

function CasinoRoute() {
  const { slug = '' } = useParams<{ slug: string }>();
  const { casinoCategoryList } = useBootstrap();
  return isCasinoSlug(slug, casinoCategoryList) ? <CasinoPage banners={casinoBanners} /> : <NotFoundPage />;
}

const account = (id: RouteId) => <AccountPage routeId={id} titleKey={routeTable.find((r) => r.id === id)!.titleKey} />;

const views: Record<RouteId, () => ReactNode> = {
  home: () => <HomePage />,
  play: () => <GamePage />,
  casino: () => <CasinoRoute />,
  liveSports: () => <SportsPage titleKey="route.liveSports" book="live" />,
  liveSportsFcg: () => <SportsPage titleKey="route.liveSportsFcg" book="fcg" />,
  sports: () => <SportsPage titleKey="route.sports" book="main" />,
  sportsFcg: () => <SportsPage titleKey="route.sportsFcg" book="fcg" />,
  partnerSports: () => <SportsPage titleKey="route.partnerSports" partner />,
  promotions: () => <PromotionsPage />,
  pages: () => <PagesIndex />,
  page: () => <PageView />,
  callRequest: () => <CallRequestPage />,
  dashboard: () => account('dashboard'),
  deposit: () => account('deposit'),
  withdraw: () => account('withdraw'),
  gameHistory: () => account('gameHistory'),
  sportsBets: () => account('sportsBets'),
  bonuses: () => account('bonuses'),
  financialActivities: () => account('financialActivities'),
  sessionHistory: () => account('sessionHistory'),
  responsibleGaming: () => account('responsibleGaming'),
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

/** Every route of product §2 with its guard, and a 404 page for anything else. */
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

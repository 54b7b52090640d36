import type { MessageKey } from '../i18n/runtime';

export type RouteGuard = 'loggedIn' | 'betco';

export type RouteId =
  | 'home' | 'play' | 'casino' | 'liveSports' | 'liveSportsFcg' | 'sports' | 'sportsFcg' | 'partnerSports'
  | 'promotions' | 'pages' | 'page' | 'dashboard' | 'deposit' | 'withdraw' | 'gameHistory' | 'bonuses'
  | 'financialActivities' | 'sessionHistory' | 'account' | 'sportsBets' | 'responsibleGaming' | 'callRequest';

export interface RouteData {
  id: RouteId;
  path: string;
  titleKey: MessageKey;
  /** The breadcrumb parent (a route id); every trail starts at home. */
  parent?: RouteId;
  guard?: RouteGuard;
}

/** product §2 routes, in match order; the data drives the breadcrumbs and the guards. */
export const routeTable: readonly RouteData[] = [
  { id: 'home', path: '/', titleKey: 'route.home' },
  { id: 'play', path: '/casino/play/:data', titleKey: 'route.play', parent: 'home', guard: 'loggedIn' },
  { id: 'casino', path: '/casino/:slug', titleKey: 'route.casino', parent: 'home' },
  { id: 'liveSports', path: '/livespor', titleKey: 'route.liveSports', parent: 'home' },
  { id: 'liveSportsFcg', path: '/livespor/fcg', titleKey: 'route.liveSportsFcg', parent: 'liveSports' },
  { id: 'sports', path: '/spor', titleKey: 'route.sports', parent: 'home' },
  { id: 'sportsFcg', path: '/spor/fcg', titleKey: 'route.sportsFcg', parent: 'sports' },
  { id: 'partnerSports', path: '/spor/betco', titleKey: 'route.partnerSports', parent: 'sports', guard: 'betco' },
  { id: 'promotions', path: '/promotions', titleKey: 'route.promotions', parent: 'home' },
  { id: 'pages', path: '/pages', titleKey: 'route.pages', parent: 'home' },
  { id: 'page', path: '/pages/:id', titleKey: 'route.pages', parent: 'pages' },
  { id: 'callRequest', path: '/call-request', titleKey: 'route.callRequest', parent: 'home' },
  { id: 'dashboard', path: '/dashboard', titleKey: 'route.dashboard', parent: 'home', guard: 'loggedIn' },
  { id: 'deposit', path: '/dashboard/deposit', titleKey: 'route.deposit', parent: 'dashboard', guard: 'loggedIn' },
  { id: 'withdraw', path: '/dashboard/withdraw', titleKey: 'route.withdraw', parent: 'dashboard', guard: 'loggedIn' },
  { id: 'gameHistory', path: '/dashboard/game-history', titleKey: 'route.gameHistory', parent: 'dashboard', guard: 'loggedIn' },
  { id: 'sportsBets', path: '/dashboard/sports-bets', titleKey: 'route.sportsBets', parent: 'dashboard', guard: 'loggedIn' },
  { id: 'bonuses', path: '/dashboard/bonuses', titleKey: 'route.bonuses', parent: 'dashboard', guard: 'loggedIn' },
  {
    id: 'financialActivities',
    path: '/dashboard/financial-activities',
    titleKey: 'route.financialActivities',
    parent: 'dashboard',
    guard: 'loggedIn',
  },
  { id: 'sessionHistory', path: '/dashboard/session-history', titleKey: 'route.sessionHistory', parent: 'dashboard', guard: 'loggedIn' },
  { id: 'responsibleGaming', path: '/dashboard/responsible-gaming', titleKey: 'route.responsibleGaming', parent: 'dashboard', guard: 'loggedIn' },
  { id: 'account', path: '/dashboard/account', titleKey: 'route.account', parent: 'dashboard', guard: 'loggedIn' },
];

/** The casino lobbies of product §2; other slugs are unknown pages. */
export const CASINO_SLUGS = ['slot', 'live', 'popular-games', 'games', 'tvbets'] as const;

export const isCasinoSlug = (slug: string, categories: ReadonlyArray<{ slugList: string[] }>) =>
  (CASINO_SLUGS as readonly string[]).includes(slug) || categories.some((c) => c.slugList.includes(slug));

export const routeById = (id: RouteId) => routeTable.find((route) => route.id === id)!;

/** The account area's sub-pages, in menu order. */
export const accountRoutes = routeTable.filter((route) => route.parent === 'dashboard');

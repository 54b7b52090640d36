import type { ComponentType } from 'react';
import { lazyPart } from './lazy-part';

/*
 * With registry-actors.ts, the only modules of src/app that import src/features: here the shell and the pages;
 * there the features' provided machines and the dialogs with their flows (loaded on first open). Split so the
 * page's start-up evaluates the machines and the views in separate tasks (src/main.tsx). Features never import
 * each other; the app composes them here.
 */

// The shell and what the home page composes (in the first page's script).
export { DialogHost } from '../features/dialogs/dialog-host';
export { Footer } from '../features/footer/footer';
export { Header } from '../features/header/header';
export { HeaderNotifications } from '../features/notifications/header-notifications';
export { AppLayout } from '../features/layout/app-layout';
export { default as layoutStyles } from '../features/layout/layout.module.css';
export { PromoPopup } from '../features/popup/promo-popup';
export { TopBanner } from '../features/top-banner/top-banner';
export { DemoNotice } from '../features/demo-notice/demo-notice';
export { ChatHost } from '../features/chat/chat-host';
export { NotFoundPage } from '../features/not-found/not-found-page';
export { Carousel } from '../features/carousel/carousel';
export { JackpotBanners } from '../features/jackpots/jackpot-banners';
export { GameRow } from '../features/casino/game-row';
export { RecentGamesRow } from '../features/casino/recent-row';
export { PromotionCard } from '../features/promotions/promotion-card';
export { useOpenPromotion } from '../features/promotions/use-open-promotion';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each page has its own props
const named = <K extends string>(load: () => Promise<Record<K, ComponentType<any>>>, name: K) => lazyPart(() => load().then((module) => module[name]));

// Pages loaded on first visit.
export const SideMenu = named(() => import('../features/side-menu/side-menu'), 'SideMenu');
export const CasinoPage = named(() => import('../features/casino/casino-page'), 'CasinoPage');
export const PromotionsPage = named(() => import('../features/promotions/promotions-page'), 'PromotionsPage');
export const PagesIndex = named(() => import('../features/pages/pages-page'), 'PagesIndex');
export const PageView = named(() => import('../features/pages/pages-page'), 'PageView');
export const SportsPage = named(() => import('../features/sports/sports-page'), 'SportsPage');
export const CallRequestPage = named(() => import('../features/support/call-request-page'), 'CallRequestPage');
export const AccountPage = named(() => import('../features/account/account-page'), 'AccountPage');
/** The game page, with the game launch flow and the payments feature's deposit form (for the Deposit sheet). */
export const GamePage = lazyPart(() =>
  Promise.all([
    import('../features/game-play/game-page'),
    import('./registry-actors').then((m) => m.loadGameLaunch()),
    import('../features/payments/payment-dialog'),
  ]).then(
    ([page, machine, payments]) =>
      function GamePageWithFlow() {
        return <page.GamePage machine={machine} PaymentForm={payments.PaymentFlowView} />;
      },
  ),
);

import { lazy, type ComponentType } from 'react';
import type { DialogName, DialogPropsMap } from '../../machines/dialogs.machine';
import type { DialogFlowMachines, DialogFlowName } from './dialog-flow';

/*
 * The one module of src/app that imports src/features: the shell, the pages, the dialogs and their flows,
 * and the features' provided machines. Features never import each other; the app composes them here.
 */

// The shell and what the home page composes (in the first page's script).
export { DialogHost } from '../features/dialogs/dialog-host';
export { Footer } from '../features/footer/footer';
export { Header } from '../features/header/header';
export { AppLayout } from '../features/layout/app-layout';
export { default as layoutStyles } from '../features/layout/layout.module.css';
export { PromoPopup } from '../features/popup/promo-popup';
export { TopBanner } from '../features/top-banner/top-banner';
export { NotFoundPage } from '../features/not-found/not-found-page';
export { Carousel } from '../features/carousel/carousel';
export { JackpotBanners } from '../features/jackpots/jackpot-banners';
export { GameRow } from '../features/casino/game-row';
export { PromotionCard } from '../features/promotions/promotion-card';
export { useOpenPromotion } from '../features/promotions/use-open-promotion';

// The root actor's children, with their effects provided.
export { providedSessionMachine, storedAuthData } from '../features/auth/provide';
export { providedSideMenuMachine } from '../features/side-menu/provide';
export { providedLobbyMachine } from '../features/casino/provide';
export { providedPopupMachine, storedPopupSeen } from '../features/popup/provide';
export { providedTopBannerMachine, storedTopNotifyRead } from '../features/top-banner/provide';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each page has its own props
const named = <K extends string>(load: () => Promise<Record<K, ComponentType<any>>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

// Pages loaded on first visit.
export const SideMenu = named(() => import('../features/side-menu/side-menu'), 'SideMenu');
export const CasinoPage = named(() => import('../features/casino/casino-page'), 'CasinoPage');
export const PromotionsPage = named(() => import('../features/promotions/promotions-page'), 'PromotionsPage');
export const PagesIndex = named(() => import('../features/pages/pages-page'), 'PagesIndex');
export const PageView = named(() => import('../features/pages/pages-page'), 'PageView');
export const SportsPage = named(() => import('../features/sports/sports-page'), 'SportsPage');
export const AccountPage = named(() => import('../features/account/account-page'), 'AccountPage');
export const GamePage = named(() => import('../features/layout/game-page'), 'GamePage');

type DialogView<N extends DialogName> = ComponentType<NonNullable<DialogPropsMap[N]> extends never ? object : NonNullable<DialogPropsMap[N]>>;

/** The views the dialog host can show, loaded on first open. */
export const dialogViews: { [N in DialogName]?: DialogView<N> } = {
  login: lazy(() => import('../features/auth/login-dialog').then((m) => ({ default: m.LoginDialog }))),
  promotion: lazy(() => import('../features/promotions/promotion-dialog').then((m) => ({ default: m.PromotionDialog }))),
  recovery: lazy(() => import('../features/auth/recovery-dialog').then((m) => ({ default: m.RecoveryDialog }))),
  changePassword: lazy(() => import('../features/auth/change-password-dialog').then((m) => ({ default: m.ChangePasswordDialog }))),
  phoneVerification: lazy(() => import('../features/auth/phone-verification-dialog').then((m) => ({ default: m.PhoneVerificationDialog }))),
  smsVerify: lazy(() => import('../features/auth/sms-verify-dialog').then((m) => ({ default: m.SmsVerifyDialog }))),
  register: lazy(() => import('../features/signup/register-dialog').then((m) => ({ default: m.RegisterDialog }))),
  signUp: lazy(() => import('../features/signup/sign-up-dialog').then((m) => ({ default: m.SignUpDialog }))),
};

/** Flow machines, loaded together with their views on first open (see the dialogs machine's loadingFlow). */
export const dialogFlows: { [N in DialogFlowName]: () => Promise<DialogFlowMachines[N]> } = {
  login: () => import('../features/auth/login-flow').then((m) => m.providedLoginMachine),
  recovery: () => import('../features/auth/recovery-flow').then((m) => m.providedRecoveryMachine),
  changePassword: () => import('../features/auth/change-password-flow').then((m) => m.providedChangePasswordMachine),
  phoneVerification: () => import('../features/auth/phone-flows').then((m) => m.providedPhoneVerificationMachine),
  smsVerify: () => import('../features/auth/phone-flows').then((m) => m.providedSmsVerifyMachine),
  register: () => import('../features/signup/register-flow').then((m) => m.providedRegisterMachine),
  signUp: () => import('../features/signup/register-flow').then((m) => m.providedRegisterMachine),
};


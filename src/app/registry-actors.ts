import { createElement, type ComponentType } from 'react';
import type { DialogName, DialogPropsMap } from '../../machines/dialogs.machine';
import type { DialogFlowMachines, DialogFlowName } from './dialog-flow';
import { lazyPart } from './lazy-part';

/*
 * The features' provided machines (the root actor's children) and the dialogs with their flows, loaded on first
 * open. With registry.tsx (the views), the only modules of src/app that import src/features.
 */

// The root actor's children, with their effects provided.
export { providedSessionMachine, storedAuthData } from '../features/auth/provide';
export { providedSideMenuMachine } from '../features/side-menu/provide';
export { providedFavoritesMachine, providedLobbyMachine, providedRecentGamesMachine } from '../features/casino/provide';
export { isMobileScreen } from '../features/game-play/device';
export { providedPopupMachine, storedPopupSeen } from '../features/popup/provide';
export { providedTopBannerMachine, storedTopNotifyRead } from '../features/top-banner/provide';
export { providedNotificationsMachine } from '../features/notifications/provide';
export { providedSessionLimitMachine } from '../features/play-time/provide';
export { providedChatMachine } from '../features/chat/provide';

/** The game launch flow with its effects; its deposit sheet holds the payments feature's deposit flow. */
export const loadGameLaunch = () =>
  Promise.all([
    import('../features/game-play/provide'),
    import('../features/payments/payment-flow'),
    import('../features/account/provide-payment-methods'),
  ]).then(([game, payments, account]) =>
    game.provideGameLaunch({ methods: account.providedPaymentMethodsMachine, payment: payments.providedPaymentMachine }),
  );

type DialogView<N extends DialogName> = ComponentType<NonNullable<DialogPropsMap[N]> extends never ? object : NonNullable<DialogPropsMap[N]>>;

/** The views the dialog host can show, loaded on first open. */
export const dialogViews: { [N in DialogName]?: DialogView<N> } = {
  login: lazyPart(() => import('../features/auth/login-dialog').then((m) => m.LoginDialog)),
  promotion: lazyPart(() => import('../features/promotions/promotion-dialog').then((m) => m.PromotionDialog)),
  recovery: lazyPart(() => import('../features/auth/recovery-dialog').then((m) => m.RecoveryDialog)),
  changePassword: lazyPart(() => import('../features/auth/change-password-dialog').then((m) => m.ChangePasswordDialog)),
  phoneVerification: lazyPart(() => import('../features/auth/phone-verification-dialog').then((m) => m.PhoneVerificationDialog)),
  smsVerify: lazyPart(() => import('../features/auth/sms-verify-dialog').then((m) => m.SmsVerifyDialog)),
  register: lazyPart(() => import('../features/signup/register-dialog').then((m) => m.RegisterDialog)),
  signUp: lazyPart(() => import('../features/signup/sign-up-dialog').then((m) => m.SignUpDialog)),
  deposit: lazyPart(() => import('../features/payments/payment-dialog').then((m) => m.DepositDialog)),
  withdraw: lazyPart(() => import('../features/payments/payment-dialog').then((m) => m.WithdrawDialog)),
  excluded: lazyPart(() => import('../features/auth/excluded-dialog').then((m) => m.ExcludedDialog)),
  game: lazyPart(() =>
    Promise.all([import('../features/game-play/game-dialog'), import('../features/payments/payment-dialog')]).then(
      ([game, payments]) => () => createElement(game.GameDialog, { PaymentForm: payments.PaymentFlowView }),
    ),
  ),
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
  deposit: () => import('../features/payments/payment-flow').then((m) => m.providedPaymentMachine),
  withdraw: () => import('../features/payments/payment-flow').then((m) => m.providedPaymentMachine),
  game: loadGameLaunch,
};


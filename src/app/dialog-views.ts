import { lazy, type ComponentType } from 'react';
import type { AnyActorLogic } from 'xstate';
import type { DialogName, DialogPropsMap } from '../../machines/dialogs.machine';

type DialogView<N extends DialogName> = ComponentType<NonNullable<DialogPropsMap[N]> extends never ? object : NonNullable<DialogPropsMap[N]>>;

/**
 * The views the dialog host can show, loaded on first open. A dialog without a view here does not open
 * (the dialog manager's canOpen guard reads this list).
 */
export const dialogViews: { [N in DialogName]?: DialogView<N> } = {
  login: lazy(() => import('../features/auth/login-dialog').then((m) => ({ default: m.LoginDialog }))),
  promotion: lazy(() => import('../features/promotions/promotion-dialog').then((m) => ({ default: m.PromotionDialog }))),
};

export const hasDialogView = (name: DialogName) => dialogViews[name] !== undefined;

/** Flow machines, loaded together with their views on first open (see the dialogs machine's loadingFlow). */
const dialogFlows: { [N in DialogName]?: () => Promise<AnyActorLogic> } = {
  login: () => import('../features/auth/login-flow').then((m) => m.providedLoginMachine),
};

export async function loadDialogFlow(name: DialogName): Promise<AnyActorLogic | null> {
  return (await dialogFlows[name]?.()) ?? null;
}

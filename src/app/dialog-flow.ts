import type { ActorRefFrom } from 'xstate';
import type { changePasswordMachine } from '../../machines/change-password.machine';
import type { gameLaunchMachine } from '../../machines/game-launch.machine';
import type { loginMachine } from '../../machines/login.machine';
import type { paymentMachine } from '../../machines/payment.machine';
import type { phoneVerificationMachine } from '../../machines/phone-verification.machine';
import type { recoveryMachine } from '../../machines/recovery.machine';
import type { registerMachine } from '../../machines/register.machine';
import type { smsVerifyMachine } from '../../machines/sms-verify.machine';
import { useSystemSelector } from './hooks';

/** The flow machine each dialog runs (dialog-views.ts loads exactly these). */
export interface DialogFlowMachines {
  login: typeof loginMachine;
  recovery: typeof recoveryMachine;
  changePassword: typeof changePasswordMachine;
  phoneVerification: typeof phoneVerificationMachine;
  smsVerify: typeof smsVerifyMachine;
  register: typeof registerMachine;
  signUp: typeof registerMachine;
  deposit: typeof paymentMachine;
  withdraw: typeof paymentMachine;
  game: typeof gameLaunchMachine;
}

export type DialogFlowName = keyof DialogFlowMachines;
export type DialogFlowRef<N extends DialogFlowName> = ActorRefFrom<DialogFlowMachines[N]>;

/** The flow actor of dialog `name` while that dialog is the open one (null while its flow loads). */
export function useDialogFlow<N extends DialogFlowName>(name: N): DialogFlowRef<N> | null {
  // The dialog manager spawns the flow dialog-views.ts loaded for the open dialog's name.
  return useSystemSelector('dialogs', (s) => (s.context.name === name ? (s.context.flow as DialogFlowRef<N> | null) : null));
}

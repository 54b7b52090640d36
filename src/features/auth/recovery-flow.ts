import { recoveryMachine } from '../../../machines/recovery.machine';
import { callActor } from '../../api/call';
import { showToast } from '../../ui/toast';
import { checkResetCode, resetPassword, sendResetCode } from './api/recovery';

export const providedRecoveryMachine = recoveryMachine.provide({
  actors: { sendResetCode: callActor(sendResetCode), checkResetCode: callActor(checkResetCode), changePassword: callActor(resetPassword) },
  actions: { toast: showToast },
});

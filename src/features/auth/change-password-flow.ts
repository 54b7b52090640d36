import { changePasswordMachine } from '../../../machines/change-password.machine';
import { callActor } from '../../api/call';
import { showToast } from '../../ui/toast';
import { changePassword } from './api/change-password';

export const providedChangePasswordMachine = changePasswordMachine.provide({
  actors: { changePassword: callActor(changePassword) },
  actions: { toast: showToast },
});

import type { ChangePasswordPayload } from '../../../contracts/recovery';
import { changePasswordMachine } from '../../../machines/change-password.machine';
import { showToast } from '../../ui/toast';
import { postAck } from './recovery-flow';

export const providedChangePasswordMachine = changePasswordMachine.provide({
  actors: { changePassword: postAck<ChangePasswordPayload>('customer/changepassword') },
  actions: { toast: showToast },
});

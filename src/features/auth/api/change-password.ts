import type { ChangePasswordPayload } from '../../../../contracts/recovery';
import { postAck } from '../../../api/call';
import { api } from '../../../app/services';

/** POST customer/changepassword: old, new and confirmed password of the logged-in player. */
export const changePassword = postAck<ChangePasswordPayload>(api, 'customer/changepassword');

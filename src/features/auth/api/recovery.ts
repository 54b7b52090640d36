import type { ChangePasswordWithCodePayload, CheckResetCodePayload, SendResetPayload } from '../../../../contracts/recovery';
import { postAck } from '../../../api/call';
import { api } from '../../../app/services';

/** POST auth/sendresetpassword: a reset code goes to the account's e-mail. */
export const sendResetCode = postAck<SendResetPayload>(api, 'auth/sendresetpassword');
/** POST auth/checkresetcode. */
export const checkResetCode = postAck<CheckResetCodePayload>(api, 'auth/checkresetcode');
/** POST auth/changepasswordwithcode: the new password, proved by the code. */
export const resetPassword = postAck<ChangePasswordWithCodePayload>(api, 'auth/changepasswordwithcode');

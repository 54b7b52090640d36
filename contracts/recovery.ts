import * as z from 'zod';
import { mustMatch, password, recoveryCode, recoveryUsername } from './fields';

export const sendResetPayload = z.object({ username: recoveryUsername });
export type SendResetPayload = z.infer<typeof sendResetPayload>;

export const checkResetCodePayload = z.object({ username: recoveryUsername, code: recoveryCode });
export type CheckResetCodePayload = z.infer<typeof checkResetCodePayload>;

export const changePasswordWithCodePayload = z
  .object({ username: recoveryUsername, code: recoveryCode, password, password2: password })
  .check(mustMatch('password', 'password2'));
export type ChangePasswordWithCodePayload = z.infer<typeof changePasswordWithCodePayload>;

/** The recovery step 3 form holds only the two passwords; username and code come from earlier steps. */
export const newPasswordFormValues = z
  .object({ password, password2: password })
  .check(mustMatch('password', 'password2'));
export type NewPasswordFormValues = z.infer<typeof newPasswordFormValues>;

export const changePasswordPayload = z
  .object({ oldPassword: password, password, confirmPassword: password })
  .check(mustMatch('password', 'confirmPassword'));
export type ChangePasswordPayload = z.infer<typeof changePasswordPayload>;

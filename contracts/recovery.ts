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

const differsFromOld = z.superRefine<{ oldPassword: string; password: string }>(
  (value, ctx) => {
    if (value.password === value.oldPassword) {
      ctx.addIssue({ code: 'custom', message: 'validation.sameAsOld', path: ['password'], input: value.password });
    }
  },
  { when: ({ value }) => typeof value === 'object' && value !== null && 'password' in value && typeof value.password === 'string' },
);

export const changePasswordPayload = z
  .object({ oldPassword: password, password, confirmPassword: password })
  .check(mustMatch('password', 'confirmPassword'))
  .check(differsFromOld);
export type ChangePasswordPayload = z.infer<typeof changePasswordPayload>;

import * as z from 'zod';
import { phone, phoneCode } from './fields';
import { exclusionState } from './limits';

/** Local storage key authData; the data of a successful login or register answer. */
export const authData = z.object({
  token: z.string().min(1),
  balance: z.number(),
  username: z.string(),
  usercode: z.string(),
  betsyCid: z.string().nullable(),
  betsyUrl: z.string().nullable(),
  betsyToken: z.string().nullable(),
  betcoToken: z.string().nullable(),
  betcoUrl: z.string().nullable(),
  smsVerified: z.boolean(),
  phone: z.string().nullable(),
  fingerprint: z.string().nullable(),
  /**
   * Ours, beside the spec's fields: a time-out or self-exclusion in force at login. The player may then only withdraw
   * and read their history (the server refuses deposits, games and bets; the site says why).
   */
  exclusion: exclusionState.nullable().optional(),
});
export type AuthData = z.infer<typeof authData>;

export { hasBetcoAccess } from './stored-auth';

export const balanceResponse = z.object({ balance: z.number() });
export type BalanceResponse = z.infer<typeof balanceResponse>;

/** POST customer/updatephone: step 1 asks for an SMS code, step 2 sends it back. */
export const phoneValidationPayload = z.discriminatedUnion('step', [
  z.object({ step: z.literal(1), phone }),
  z.object({ step: z.literal(2), phone, code: phoneCode }),
]);
export type PhoneValidationPayload = z.infer<typeof phoneValidationPayload>;

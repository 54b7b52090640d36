import * as z from 'zod';
import { idNumber } from './fields';

/** GET customer/profile: what the account page shows. */
export const profile = z.object({
  username: z.string(),
  usercode: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  phone: z.string(),
  smsVerified: z.boolean(),
  country: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  currencyId: z.number().int(),
  birthDate: z.string().nullable(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof profile>;

/** GET customer/sessions: newest first; `current` is the session making the call. Times are ISO-8601 UTC. */
export const sessionItem = z.object({
  id: z.number().int(),
  ip: z.string(),
  userAgent: z.string(),
  startedAt: z.string(),
  lastSeenAt: z.string(),
  endedAt: z.string().nullable(),
  endReason: z.string().nullable(),
  active: z.boolean(),
  current: z.boolean(),
});
export type SessionItem = z.infer<typeof sessionItem>;

/** POST customer/sessions/end: ends another session of the same player. */
export const endSessionPayload = z.object({ id: idNumber() });
export type EndSessionPayload = z.infer<typeof endSessionPayload>;

/** GET user/balance in full: `balance` (cash + bonus) plus each part, in lira. */
export const walletBalance = z.object({ balance: z.number(), cash: z.number(), bonus: z.number() });
export type WalletBalance = z.infer<typeof walletBalance>;

/** GET bonus/definetrialbonus: the amount credited to the bonus account, in lira (the message says it formatted). */
export const trialBonusCredit = z.object({ amount: z.number().positive() });
export type TrialBonusCredit = z.infer<typeof trialBonusCredit>;

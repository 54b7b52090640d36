import * as z from 'zod';

/*
 * Responsible gambling (/api/rg): the player's deposit, net-loss and wager limits per rolling day (24 h), week
 * (7 × 24 h) and month (30 × 24 h), and time-outs and self-exclusions. Amounts are kuruş here, times ISO-8601 UTC.
 */

export const limitKind = z.enum(['deposit', 'loss', 'wager'], { error: 'validation.invalid' });
export type LimitKind = z.infer<typeof limitKind>;
export const limitPeriod = z.enum(['day', 'week', 'month'], { error: 'validation.invalid' });
export type LimitPeriod = z.infer<typeof limitPeriod>;

const kurus = z.number({ error: 'validation.invalid' }).int('validation.invalid').min(0, 'validation.invalid').max(100_000_000_000, 'validation.invalid');

/** POST rg/limits: a first limit or a lower one applies at once; a higher one or none (null) waits, then needs confirming. */
export const setLimitPayload = z.object({ kind: limitKind, period: limitPeriod, amountMinor: kurus.nullable() });
export type SetLimitPayload = z.infer<typeof setLimitPayload>;

/** POST rg/limits/confirm: takes a waiting increase or removal once its time has come. */
export const confirmLimitPayload = z.object({ kind: limitKind, period: limitPeriod });

/** One limit as GET rg/limits answers it: what is in force, what waits, and what is used of it now. */
export const playerLimit = z.object({
  kind: limitKind,
  period: limitPeriod,
  /** In force; null: none. */
  amountMinor: z.number().int().nullable(),
  /** A waiting increase (a number) or removal (`pendingRemoval`). */
  pendingAmountMinor: z.number().int().nullable(),
  pendingRemoval: z.boolean(),
  /** From when the waiting change may be confirmed. */
  pendingFrom: z.string().nullable(),
  usedMinor: z.number().int(),
  /** What may still go in this window; null without a limit. */
  remainingMinor: z.number().int().nullable(),
});
export type PlayerLimit = z.infer<typeof playerLimit>;

export const exclusionKind = z.enum(['timeout', 'self_exclusion'], { error: 'validation.invalid' });
export type ExclusionKind = z.infer<typeof exclusionKind>;

/** A time-out lasts 24 h, 7 or 30 days; a self-exclusion 6 months, 1 or 5 years, or for good. */
export const TIMEOUT_DURATIONS = ['24h', '7d', '30d'] as const;
export const SELF_EXCLUSION_DURATIONS = ['6m', '1y', '5y', 'indefinite'] as const;

export const exclusionPayload = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('timeout'), duration: z.enum(TIMEOUT_DURATIONS, { error: 'validation.invalid' }) }),
  z.object({ kind: z.literal('self_exclusion'), duration: z.enum(SELF_EXCLUSION_DURATIONS, { error: 'validation.invalid' }) }),
]);
export type ExclusionPayload = z.infer<typeof exclusionPayload>;

/** The `until` of an indefinite self-exclusion. */
export const EXCLUSION_INDEFINITE = '9999-12-31T23:59:59.999Z';

export const exclusionState = z.object({ kind: exclusionKind.nullable(), until: z.string() });
export type ExclusionState = z.infer<typeof exclusionState>;

/** GET rg/limits: every kind × period (9 rows), and the exclusion in force, if any. */
export const limitsAnswer = z.object({ limits: z.array(playerLimit), exclusion: exclusionState.nullable() });
export type LimitsAnswer = z.infer<typeof limitsAnswer>;

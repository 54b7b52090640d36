import * as z from 'zod';

/*
 * Responsible gambling (/api/rg): the player's deposit, net-loss and wager limits per rolling day (24 h), week
 * (7 × 24 h) and month (30 × 24 h), and time-outs and self-exclusions. Amounts are kuruş here, times ISO-8601 UTC.
 */

/** `session`: minutes logged in per window (its amounts are minutes, not kuruş). */
export const limitKind = z.enum(['deposit', 'loss', 'wager', 'session'], { error: 'validation.invalid' });
export type LimitKind = z.infer<typeof limitKind>;
export const limitPeriod = z.enum(['day', 'week', 'month'], { error: 'validation.invalid' });
export type LimitPeriod = z.infer<typeof limitPeriod>;

const kurus = z.number({ error: 'validation.invalid' }).int('validation.invalid').min(0, 'validation.invalid').max(100_000_000_000, 'validation.invalid');

/** The minutes in each window: a session-time limit is at least 1 minute and at most the whole window. */
export const PERIOD_MINUTES: Record<LimitPeriod, number> = { day: 24 * 60, week: 7 * 24 * 60, month: 30 * 24 * 60 };

/** POST rg/limits: a first limit or a lower one applies at once; a higher one or none (null) waits, then needs confirming. */
export const setLimitPayload = z
  .object({ kind: limitKind, period: limitPeriod, amountMinor: kurus.nullable() })
  .check((ctx) => {
    const { kind, period, amountMinor } = ctx.value;
    if (kind === 'session' && amountMinor !== null && (amountMinor < 1 || amountMinor > PERIOD_MINUTES[period])) {
      ctx.issues.push({ code: 'custom', message: 'validation.invalid', path: ['amountMinor'], input: amountMinor });
    }
  });
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
  /** Of `usedMinor`, deposits not credited yet (created or pending): they hold their room until they end. */
  reservedMinor: z.number().int().optional(),
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

/** How often the reality check interrupts play (minutes); the player chooses, 60 unless they did. */
export const REALITY_CHECK_CHOICES = [15, 30, 45, 60, 90, 120] as const;
export const REALITY_CHECK_DEFAULT = 60;
export const realityCheckPayload = z.object({
  minutes: z.number({ error: 'validation.invalid' }).refine((n) => (REALITY_CHECK_CHOICES as readonly number[]).includes(n), { error: 'validation.invalid' }),
});
export type RealityCheckPayload = z.infer<typeof realityCheckPayload>;

/** GET rg/limits: every kind × period (12 rows), the exclusion in force, if any, and the reality-check interval. */
export const limitsAnswer = z.object({ limits: z.array(playerLimit), exclusion: exclusionState.nullable(), realityCheckMinutes: z.number().int() });
export type LimitsAnswer = z.infer<typeof limitsAnswer>;

/**
 * GET rg/session: the session the call is made in, for the reality check and the game's bar: when it started, what
 * play has taken or paid since (net, kuruş: wins − stakes), what was staked, when a session-time limit ends it.
 */
export const playSession = z.object({
  startedAt: z.string(),
  /** Since the start, and until the limit's end (null: none), by the server's clock (the player's may be off). */
  elapsedMs: z.number().int(),
  endsAt: z.string().nullable(),
  msLeft: z.number().int().nullable(),
  netMinor: z.number().int(),
  wageredMinor: z.number().int(),
  realityCheckMinutes: z.number().int(),
});
export type PlaySession = z.infer<typeof playSession>;

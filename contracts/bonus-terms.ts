import * as z from 'zod';

/**
 * A bonus's terms, as data (bonus_definitions.terms, copied onto each granted bonus so that the terms a player took
 * stay theirs): what each stake counts towards the wagering, what it may not be, how often the bonus may be taken.
 * Every field has a default, so `{}` is a complete (and strict) set of terms.
 */

/** Where a stake is placed: our engines' families, live casino (any engine), and sports. */
export const WAGER_CATEGORIES = ['slots', 'table', 'dice', 'crash', 'live', 'sports'] as const;
export type WagerCategory = (typeof WAGER_CATEGORIES)[number];

export const BONUS_FREQUENCIES = ['once', 'daily', 'weekly', 'per_deposit'] as const;
export type BonusFrequency = (typeof BONUS_FREQUENCIES)[number];

const percent = z.number().int().min(0).max(100);
const minor = z.number().int().min(0).max(1_000_000_000);

export const bonusTerms = z.object({
  /** Percent of a stake that counts towards the wagering, by category. */
  contributions: z
    .object({
      slots: percent.default(100),
      table: percent.default(10),
      dice: percent.default(0),
      crash: percent.default(0),
      live: percent.default(10),
      sports: percent.default(100),
    })
    .default({ slots: 100, table: 10, dice: 0, crash: 0, live: 10, sports: 100 }),
  /** Per game (games.id as text): overrides its category's percent. */
  games: z.record(z.string().regex(/^\d{1,9}$/), percent).default({}),
  /** Games a stake with bonus money may not be placed on; cash stakes there count nothing. */
  excludedGames: z.array(z.number().int().positive()).max(500).default([]),
  /** A sports bet counts only at these total odds (× 1000) or above. */
  sportsMinOddsX1000: z.number().int().min(1000).max(1_000_000).default(1500),
  /** The largest stake while the bonus is active (0: none). Refused as a limit is. */
  maxBetMinor: minor.default(0),
  /** The most the bonus turns into cash at completion (0: no cap); above it leaves. */
  maxCashoutMinor: minor.default(0),
  frequency: z.enum(BONUS_FREQUENCIES).default('once'),
  /** Whether it may be taken while another bonus is active. */
  stacks: z.boolean().default(false),
});

export type BonusTerms = z.infer<typeof bonusTerms>;

/** The terms stored as text: unreadable or missing text reads as the strict defaults, never as "no terms". */
export function readTerms(text: string | null | undefined): BonusTerms {
  let raw: unknown = {};
  try {
    raw = text ? JSON.parse(text) : {};
  } catch {
    raw = {};
  }
  const parsed = bonusTerms.safeParse(raw);
  return parsed.success ? parsed.data : bonusTerms.parse({});
}

/** What a player is shown before claiming (the definition's terms, in lira). */
export const bonusTermsView = z.object({
  contributions: z.record(z.enum(WAGER_CATEGORIES), percent),
  excludedGames: z.array(z.object({ id: z.number().int(), name: z.string() })),
  gameContributions: z.array(z.object({ id: z.number().int(), name: z.string(), percent })),
  sportsMinOdds: z.number(),
  maxBet: z.number().nullable(),
  maxCashout: z.number().nullable(),
  frequency: z.enum(BONUS_FREQUENCIES),
  stacks: z.boolean(),
  wageringTimes: z.number().int(),
  validDays: z.number().int(),
  needsVerifiedPhone: z.boolean(),
});
export type BonusTermsView = z.infer<typeof bonusTermsView>;

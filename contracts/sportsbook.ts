import * as z from 'zod';

/**
 * The demo sportsbook (the default partner) ↔ its own page, under /sportsbook: the book's UI calls these with the
 * operator's token (`t`) that the site put in the frame's URL. Amounts are kuruş, odds × 1000. The book's server
 * reaches our wallet only through the partner contract (Betsy, or Betco for /spor/betco), like a real partner.
 */
export const sportKey = z.enum(['football', 'basketball', 'tennis']);
export const marketKey = z.enum(['1x2', 'dc', 'ou25', 'btts', 'ah']);

export const outcome = z.object({ key: z.string(), name: z.string(), oddsX1000: z.number().int(), suspended: z.boolean() });
export const market = z.object({ key: marketKey, name: z.string(), outcomes: z.array(outcome) });
export const fixture = z.object({
  id: z.string(),
  sport: sportKey,
  league: z.string(),
  home: z.string(),
  away: z.string(),
  startsAt: z.string(),
  /** Null before kick-off; then the clock, the score and whether betting is suspended (around a goal). */
  live: z.object({ minute: z.number().int(), score: z.tuple([z.number().int(), z.number().int()]), suspended: z.boolean() }).nullable(),
  finished: z.boolean(),
  markets: z.array(market),
});
export type Fixture = z.infer<typeof fixture>;
export const fixturesAnswer = z.object({ fixtures: z.array(fixture), serverTime: z.string(), marginPercent: z.number() });

export const slipSelection = z.object({ fixtureId: z.string().max(64), market: marketKey, outcome: z.string().max(16), oddsX1000: z.number().int().min(1001).max(1_000_000) });
export const placeBetRequest = z.object({
  t: z.string().min(8).max(255),
  selections: z.array(slipSelection).min(1).max(20),
  stakeMinor: z.number().int().min(100).max(10_000_000),
  /** Take the current odds when they moved since the slip showed them; otherwise a change refuses the bet. */
  acceptOddsChanges: z.boolean(),
});

export const bookBet = z.object({
  id: z.string(),
  placedAt: z.string(),
  stakeMinor: z.number().int(),
  oddsX1000: z.number().int(),
  potentialWinMinor: z.number().int(),
  status: z.enum(['pending', 'open', 'won', 'lost', 'void', 'cashed_out', 'failed']),
  settledMinor: z.number().int(),
  /** What cashing out pays now (open bets whose matches allow it), else null. */
  cashOutMinor: z.number().int().nullable(),
  selections: z.array(z.object({ fixtureId: z.string(), event: z.string(), market: z.string(), pick: z.string(), oddsX1000: z.number().int(), result: z.enum(['pending', 'won', 'lost', 'void']) })),
});
export type BookBet = z.infer<typeof bookBet>;
export const betsAnswer = z.object({ open: z.array(bookBet), settled: z.array(bookBet) });
export const cashOutRequest = z.object({ t: z.string().min(8).max(255), betId: z.string().max(64), valueMinor: z.number().int().min(0) });

/** Refusals: 4xx with a code and a message in the page's language. */
export const bookErrorCode = z.enum(['not_logged_in', 'zero_balance', 'odds_changed', 'suspended', 'invalid', 'unavailable', 'not_found']);
export const bookError = z.object({ code: bookErrorCode, message: z.string() });

/** The frame's messages to the site (window.parent.postMessage of a JSON string), Betsy's and Betco's shapes. */
export const betsyMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('size'), height: z.number() }),
  z.object({ type: z.literal('click'), target: z.string() }),
  z.object({ type: z.literal('placeBetFailure'), reason: z.string() }),
  z.object({ type: z.literal('user'), loggedIn: z.boolean() }),
  z.object({ type: z.literal('session'), active: z.boolean() }),
]);
export type BetsyMessage = z.infer<typeof betsyMessage>;
export const betcoMessage = z.discriminatedUnion('action', [
  z.object({ action: z.literal('userBalance'), data: z.object({ balance: z.number() }) }),
  z.object({ action: z.literal('openSlider'), data: z.object({ tab: z.string() }) }),
  z.object({ action: z.literal('size'), data: z.object({ height: z.number() }) }),
]);
export type BetcoMessage = z.infer<typeof betcoMessage>;

/** POST sports/token: a fresh partner token for the frame (the site asks again before it lapses). */
export const sportsTokenPayload = z.object({ partner: z.enum(['betsy', 'betco']) });
export const sportsTokenData = z.object({ token: z.string(), url: z.string(), cid: z.string().nullable(), expiresAt: z.string() });
export type SportsTokenData = z.infer<typeof sportsTokenData>;

/** POST customer/sportsbets: the player's sports bets in a period (the account area), like Game History. */
export const sportsBetsPayload = z.object({
  /** The browser's time zone: the days are the player's (Europe/Istanbul without it), as in Game History. */
  timeZone: z.string().max(64).optional(),
  from: z.iso.date({ error: 'validation.date' }),
  to: z.iso.date({ error: 'validation.date' }),
  status: z.enum(['all', 'open', 'settled']),
  skip: z.number().int().min(0).max(1_000_000),
  take: z.number().int().min(1).max(100),
});
export const sportsBetItem = z.object({
  id: z.number().int(),
  partner: z.enum(['betsy', 'betco']),
  placedAt: z.string(),
  stake: z.number(),
  odds: z.number(),
  potentialWin: z.number(),
  paid: z.number(),
  status: z.enum(['open', 'won', 'lost', 'refunded', 'cashed_out']),
  selections: z.array(z.object({ event: z.string(), market: z.string(), pick: z.string(), odds: z.number() })),
});
export const sportsBetsData = z.object({
  items: z.array(sportsBetItem),
  total: z.number().int(),
  totals: z.object({ stake: z.number(), paid: z.number(), net: z.number() }),
});

import * as z from 'zod';

/**
 * The game frame ↔ game server API, the same for our own games and every provider simulator:
 * `/games/<provider>/api/...`, every call naming the game server's session (`s`, the public id in the launch URL).
 * Amounts are kuruş (integers). Errors answer 4xx with `gameError` and a message in the session's language.
 */
const session = z.string().min(8).max(64);
const minor = z.number().int().positive().max(100_000_000);

export const rouletteBetKind = z.enum(['straight', 'red', 'black', 'odd', 'even', 'low', 'high', 'dozen', 'column']);

export const roundParams = z.discriminatedUnion('engine', [
  z.object({ engine: z.literal('slot'), betPerLineMinor: minor }),
  z.object({
    engine: z.literal('roulette'),
    bets: z.array(z.object({ kind: rouletteBetKind, number: z.number().int().min(0).max(36).optional(), amountMinor: minor })).min(1).max(40),
  }),
  z.object({ engine: z.literal('dice'), betMinor: minor, target: z.number().int().min(100).max(9800), direction: z.enum(['under', 'over']) }),
  z.object({ engine: z.literal('crash'), betMinor: minor, autoCashout: z.number().int().min(101).max(100_000).nullable() }),
]);
export type RoundParamsInput = z.infer<typeof roundParams>;

export const fairnessState = z.object({ serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number().int() });
export type FairnessState = z.infer<typeof fairnessState>;

export const sessionState = z.object({
  game: z.object({ code: z.string(), name: z.string(), engine: z.enum(['slot', 'roulette', 'dice', 'crash']), imageUrl: z.string(), provider: z.string() }),
  currency: z.string(),
  locale: z.enum(['tr', 'en']),
  balanceMinor: z.number().int(),
  fairness: fairnessState,
  rtp: z.number(),
  volatility: z.enum(['low', 'medium', 'high']),
  /** A crash round still running (the frame resumes it after a reload). */
  openRoundId: z.string().nullable(),
});
export type SessionState = z.infer<typeof sessionState>;

export const playRequest = z.object({ s: session, params: roundParams });
export const cashoutRequest = z.object({ s: session, roundId: z.string().min(1).max(64) });
export const seedRequest = z.object({ s: session, clientSeed: z.string().trim().min(1).max(64) });

export const roundAnswer = z.object({
  roundId: z.string(),
  status: z.enum(['open', 'settled', 'void']),
  betMinor: z.number().int(),
  winMinor: z.number().int(),
  balanceMinor: z.number().int(),
  nonce: z.number().int(),
  /** Only once settled (a running crash round keeps its crash point hidden). */
  outcome: z.unknown().nullable(),
  startedAt: z.string(),
  /** crash: the server's clock when it answered, so the frame draws the curve from the same start. */
  serverTime: z.string(),
});
export type RoundAnswer = z.infer<typeof roundAnswer>;

export const seedAnswer = z.object({
  previous: z.object({ serverSeed: z.string(), serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number().int() }),
  current: fairnessState,
});

/** A round's proof: the server seed shows only once its pair has been rotated. */
export const proof = z.object({
  roundId: z.string(),
  engine: z.enum(['slot', 'roulette', 'dice', 'crash']),
  serverSeedHash: z.string(),
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  params: z.unknown(),
  outcome: z.unknown().nullable(),
});
export type Proof = z.infer<typeof proof>;

export const gameErrorCode = z.enum(['insufficient_funds', 'blocked', 'expired', 'invalid', 'unavailable', 'not_found']);
export const gameError = z.object({ error: gameErrorCode, message: z.string(), balanceMinor: z.number().int().optional() });
export type GameError = z.infer<typeof gameError>;

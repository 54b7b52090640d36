import * as z from 'zod';
import { gameProvider } from './enums';
import { int32, plainText, requiredString, timeZoneName } from './fields';

/** providerName picks the launch call; system is SoftGamings' id, productId EveryMatrix's. */
export const gameItem = z.object({
  id: z.number().int(),
  name: z.string(),
  providerName: gameProvider,
  gameCode: z.string().min(1),
  system: z.string().nullable(),
  productId: z.number().int().nullable(),
  mainProviderId: z.number().int(),
  systemCategory: z.number().int(),
  imageUrl: z.string(),
  /** Return to player in percent (96.5) and volatility, shown on the game's info; absent when unknown. */
  rtp: z.number().nullable().optional(),
  volatility: z.enum(['low', 'medium', 'high']).nullable().optional(),
});
export type GameItem = z.infer<typeof gameItem>;

export const categoryGamesPayload = z.object({ systemCategory: z.array(int32()).max(100) });
export type CategoryGamesPayload = z.infer<typeof categoryGamesPayload>;

export const gamesSearchPayload = z.object({
  search: plainText().trim().max(50, { error: 'validation.max' }),
  live: z.boolean(),
});
export type GamesSearchPayload = z.infer<typeof gamesSearchPayload>;

const code = requiredString();

export const toggleFavoritePayload = z.object({ code, providerId: int32() });
export type ToggleFavoritePayload = z.infer<typeof toggleFavoritePayload>;

export const Platform = { Desktop: 1, Mobile: 2 } as const;

export const dtLaunchPayload = z.object({ code });
export const emLaunchPayload = z.object({ code, productId: int32() });
export const amusnetLaunchPayload = z.object({ code, isMobile: z.boolean() });

/** POST casino/egtlaunchurl and casino/hub88launchurl share one body. */
export const egtLaunchPayload = z.object({
  platform: z.literal([Platform.Desktop, Platform.Mobile]),
  gameCode: code,
  language: plainText().min(2),
  lobbyUrl: plainText(),
});
export const hub88LaunchPayload = egtLaunchPayload;

export const softgamingsLaunchPayload = z.object({
  system: requiredString(),
  pageCode: requiredString(),
  isMobile: z.literal([0, 1]),
});

export type DtLaunchPayload = z.infer<typeof dtLaunchPayload>;
export type EmLaunchPayload = z.infer<typeof emLaunchPayload>;
export type AmusnetLaunchPayload = z.infer<typeof amusnetLaunchPayload>;
export type EgtLaunchPayload = z.infer<typeof egtLaunchPayload>;
export type Hub88LaunchPayload = EgtLaunchPayload;
export type SoftgamingsLaunchPayload = z.infer<typeof softgamingsLaunchPayload>;

/** data is a launch URL, or for SoftGamings an HTML and script string. */
export const launchData = z.string();

/** Our own games (Kasa Games): not in product §7, the same body as Hub88's. */
export const kasaLaunchPayload = egtLaunchPayload;

/** POST casino/togglefavorite answers whether the game is now a favourite (the toast says which). */
export const toggleFavoriteData = z.object({ favorite: z.boolean() });
export type ToggleFavoriteData = z.infer<typeof toggleFavoriteData>;

/**
 * POST casino/history: the player's rounds, newest first, in a date range (ISO dates, inclusive days). The days
 * are the player's: `timeZone` is the browser's zone (the server assumes Europe/Istanbul without it).
 */
export const gameHistoryPayload = z
  .object({
    from: z.iso.date({ error: 'validation.date' }),
    to: z.iso.date({ error: 'validation.date' }),
    skip: z.number().int().min(0).max(1_000_000),
    take: z.number().int().min(1).max(100),
    timeZone: timeZoneName().optional(),
  })
  .refine((range) => range.from <= range.to, { error: 'validation.dateRange', path: ['to'] });
export type GameHistoryPayload = z.infer<typeof gameHistoryPayload>;

export const roundStatus = z.enum(['open', 'closed', 'cancelled']);

export const gameRound = z.object({
  id: z.number().int(),
  gameName: z.string(),
  providerName: z.string(),
  startedAt: z.string(),
  /** Lira, as every amount the API answers. */
  stake: z.number(),
  win: z.number(),
  net: z.number(),
  status: roundStatus,
});
export type GameRound = z.infer<typeof gameRound>;

export const gameHistoryData = z.object({
  items: z.array(gameRound),
  total: z.number().int(),
  /** Over the whole period, not only this page. */
  totals: z.object({ stake: z.number(), win: z.number(), net: z.number() }),
});
export type GameHistoryData = z.infer<typeof gameHistoryData>;

/** GET casino/round/{id}: a round with its transactions and, for our own games, how to verify it. */
export const gameRoundDetail = gameRound.extend({
  /** Oldest first; a bet or win a rollback reversed is 'rolled_back'. */
  transactions: z.array(
    z.object({
      kind: z.enum(['bet', 'win', 'rollback']),
      amount: z.number(),
      at: z.string(),
      reference: z.string(),
      status: z.enum(['applied', 'rolled_back']),
    }),
  ),
  /** Our own games: the provably fair proof as the game server reported it, and where to verify it. */
  fairness: z
    .object({ serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number().int(), verifyUrl: z.string() })
    .nullable(),
});
export type GameRoundDetail = z.infer<typeof gameRoundDetail>;

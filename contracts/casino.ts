import * as z from 'zod';
import { gameProvider } from './enums';
import { int32, plainText, requiredString } from './fields';

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

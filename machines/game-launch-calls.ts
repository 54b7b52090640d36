import {
  Platform,
  type AmusnetLaunchPayload,
  type DtLaunchPayload,
  type EgtLaunchPayload,
  type EmLaunchPayload,
  type GameItem,
  type SoftgamingsLaunchPayload,
} from '../contracts/casino';
import type { GameProvider } from '../contracts/enums';

/** product §7: the launch call of each provider, with its own body (Kasa Games, our own games, has Hub88's). */
export type LaunchCall =
  | { provider: 'digitain'; body: DtLaunchPayload }
  | { provider: 'everymatrix'; body: EmLaunchPayload }
  | { provider: 'amusnet'; body: AmusnetLaunchPayload }
  | { provider: 'egt' | 'hub88' | 'kasa'; body: EgtLaunchPayload }
  | { provider: 'softgamings'; body: SoftgamingsLaunchPayload };
export type LaunchProvider = LaunchCall['provider'];

export interface LaunchOptions {
  game: GameItem;
  isMobile: boolean;
  locale: string;
  /** The lobby's path; the call sends it as an absolute address. */
  lobbyUrl: string;
}

/** The launch call for a game, chosen by its providerName. */
export function launchCallFor({ game, isMobile, locale, lobbyUrl }: LaunchOptions): LaunchCall {
  const code = game.gameCode;
  const platformBody = (): EgtLaunchPayload => ({
    platform: isMobile ? Platform.Mobile : Platform.Desktop,
    gameCode: code,
    language: locale,
    lobbyUrl,
  });
  const byProvider: { [P in GameProvider]: () => LaunchCall } = {
    Digitain: () => ({ provider: 'digitain', body: { code } }),
    EveryMatrix: () => ({ provider: 'everymatrix', body: { code, productId: game.productId ?? 0 } }),
    Amusnet: () => ({ provider: 'amusnet', body: { code, isMobile } }),
    'Egt Digital': () => ({ provider: 'egt', body: platformBody() }),
    Hub88: () => ({ provider: 'hub88', body: platformBody() }),
    'Kasa Games': () => ({ provider: 'kasa', body: platformBody() }),
    SoftGamings: () => ({ provider: 'softgamings', body: { system: game.system ?? '', pageCode: code, isMobile: isMobile ? 1 : 0 } }),
  };
  return byProvider[game.providerName]();
}

/**
 * product §8: a failed launch of these providers also closes the game. Digitain and EveryMatrix only show the
 * message, so the player can reload; our own games (not in product §8) close like Hub88, whose call they share.
 */
const CLOSING_PROVIDERS: readonly GameProvider[] = ['Amusnet', 'Egt Digital', 'Hub88', 'SoftGamings', 'Kasa Games'];
export const closesOnFailure = (game: GameItem) => CLOSING_PROVIDERS.includes(game.providerName);

/** What the game frame shows: a launch URL, or SoftGamings' HTML (rendered in a sandboxed frame). */
export type GameFrame = { kind: 'url'; url: string } | { kind: 'html'; html: string };

const looksLikeUrl = (data: string) => /^(https?:\/\/|\/)/i.test(data.trim());

export function frameOf(provider: LaunchProvider, data: string): GameFrame {
  return provider === 'softgamings' && !looksLikeUrl(data) ? { kind: 'html', html: data } : { kind: 'url', url: data.trim() };
}

import { translatorOf, type MessageParams } from '../../../i18n/format.js';
import { serverGamesEn } from '../../../i18n/en/server-games.js';
import { serverGamesTr } from '../../../i18n/tr/server-games.js';
import type { Locale } from '../../../i18n/locales.js';
import type { GameError } from '../../../contracts/games/api.js';

export type GamesKey = keyof typeof serverGamesEn;

const translators = { tr: translatorOf(serverGamesTr, 'tr'), en: translatorOf(serverGamesEn, 'en') };

export const gamesMessage = (locale: Locale, key: GamesKey, params?: MessageParams) => translators[locale](key, params);

const STATUS: Record<GameError['error'], number> = {
  invalid: 400,
  insufficient_funds: 402,
  blocked: 403,
  expired: 403,
  not_found: 404,
  unavailable: 503,
};

/** A refusal the frame shows as it is: a code, the message in the session's language, and the balance when known. */
export class GameFailure extends Error {
  constructor(
    readonly code: GameError['error'],
    readonly key: GamesKey,
    readonly params: MessageParams = {},
    readonly balanceMinor?: number,
  ) {
    super(key);
    this.name = 'GameFailure';
  }

  get status(): number {
    return STATUS[this.code];
  }

  toAnswer(locale: Locale): GameError {
    const answer: GameError = { error: this.code, message: gamesMessage(locale, this.key, this.params) };
    return this.balanceMinor === undefined ? answer : { ...answer, balanceMinor: this.balanceMinor };
  }
}

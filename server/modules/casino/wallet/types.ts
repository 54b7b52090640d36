import type { Balances } from '../../wallet/service.js';

/** Each provider's key: callback routes live at /api/providers/<key>/..., rows carry it in `provider`. */
export const PROVIDER_KEYS = ['hub88', 'softgamings', 'egt', 'amusnet', 'everymatrix', 'digitain', 'kasa'] as const;
export type ProviderKey = (typeof PROVIDER_KEYS)[number];

/** What a provider's callback names: the player and game behind a launch token. */
export interface GameSessionInfo {
  gameSessionId: number;
  playerId: number;
  gameId: number;
  gameCode: string;
  provider: ProviderKey;
  currency: string;
  locale: string;
  /** The token lapsed (or its login session ended): bets are refused, wins and rollbacks are still paid. */
  expired: boolean;
}

interface Common {
  provider: ProviderKey;
  playerId: number;
  gameId: number;
  /** The provider's round id (unique per provider). */
  roundRef: string;
  /** The provider's transaction id (unique per provider): a retry with it gets the first answer. */
  transactionRef: string;
  /** The provider says the round is over with this call. */
  closeRound?: boolean;
  /** Anything the provider reports about the round (our own games: the provably fair proof), stored as JSON. */
  detail?: unknown;
  now: Date;
}

export interface BetRequest extends Common {
  /** Kuruş, > 0 (a free-round bet is not sent to the wallet). */
  amountMinor: number;
}

export interface WinRequest extends Common {
  /** Kuruş, >= 0 (a losing round may close with a win of 0). */
  amountMinor: number;
  /** The bet it pays for; without it any applied bet of the round counts. */
  betRef?: string;
  /** A free round the provider granted: no bet is needed. */
  freeRound?: boolean;
}

export interface RollbackRequest extends Omit<Common, 'closeRound'> {
  /** The transaction reversed (a bet, or a win); it may not have arrived yet. */
  targetRef: string;
}

/** Every answer carries the balance after it (cash + bonus), so a provider can show it. */
interface Answer<S extends string> {
  status: S;
  balance: Balances;
}

export type BetOutcome =
  | (Answer<'ok'> & { replayed: boolean })
  | Answer<'insufficient_funds'>
  | Answer<'player_blocked'>
  /** The stake would pass the player's wager or net-loss limit (responsible gambling). */
  | Answer<'limit_reached'>
  /** A rollback for this transaction id arrived first: the bet is refused for good. */
  | Answer<'rolled_back'>
  /** The transaction id was used before with other fields (amount, round, player, kind). */
  | Answer<'duplicate_conflict'>;

export type WinOutcome =
  | (Answer<'ok'> & { replayed: boolean })
  /** No applied bet to pay (unknown, or rolled back). */
  | Answer<'bet_not_found'>
  | Answer<'duplicate_conflict'>;

export type RollbackOutcome =
  | (Answer<'ok'> & { replayed: boolean })
  /** The target never arrived: recorded, so that when it comes it is refused; nothing moved. */
  | Answer<'target_not_found'>
  /** Reversing a win needs money the player no longer has. */
  | Answer<'insufficient_funds'>
  | Answer<'duplicate_conflict'>;

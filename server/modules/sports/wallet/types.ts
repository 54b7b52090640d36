import type { SportsBetStatus, SportsPartner } from '../../../db/schema.js';
import type { Balances } from '../../wallet/service.js';

export type { SportsPartner, SportsBetStatus };

export interface Selection {
  /** "Galatasaray - Fenerbahçe" */
  event: string;
  /** "1X2" */
  market: string;
  /** "1" */
  pick: string;
  /** × 1000 */
  oddsX1000: number;
}

export interface PlaceBet {
  partner: SportsPartner;
  /** The partner's transaction id of the bet: a retry with it gets the first answer. */
  betRef: string;
  playerId: number;
  stakeMinor: number;
  /** The bet's total odds × 1000 (the coefficient). */
  oddsX1000: number;
  selections: Selection[];
  now: Date;
}

export interface SettleBet {
  partner: SportsPartner;
  betRef: string;
  /**
   * What the bet pays in all, as of this settlement: 0 lost, the stake refunded, the win, or a cash-out value. A
   * re-settlement names the new total: only the difference from what was paid moves.
   */
  amountMinor: number;
  /** `open` with 0 is an unsettlement: what was paid goes back, the bet waits for its next settlement. */
  status: SportsBetStatus;
  now: Date;
}

export interface RollbackBet {
  partner: SportsPartner;
  /** The transaction id of the bet being rolled back (it may not have arrived, or never arrive). */
  betRef: string;
  playerId: number;
  /** The partner's reason code, when it sends one. */
  reason: number | null;
  now: Date;
}

interface Answer<S extends string> {
  status: S;
  balance: Balances;
}

export type PlaceOutcome =
  | (Answer<'ok'> & { replayed: boolean; betId: number })
  | Answer<'insufficient_funds'>
  | Answer<'player_blocked'>
  /** The stake would pass the player's wager or net-loss limit (responsible gambling). */
  | Answer<'limit_reached'>
  /** The bet id was used before with other fields. */
  | Answer<'duplicate_conflict'>
  /** A rollback of this bet id came first: the bet is refused for good. */
  | Answer<'rolled_back'>;

export type SettleOutcome =
  /** deltaMinor: what moved now (0 for a repeat of the same settlement). */
  | (Answer<'ok'> & { deltaMinor: number })
  | Answer<'bet_not_found'>
  /** The bet was rolled back: it has nothing to settle. */
  | Answer<'rolled_back'>
  /** A re-settlement takes back more than the player has: nothing moved (the partner retries later). */
  | Answer<'insufficient_funds'>;

export type RollbackOutcome =
  /** betId null: the bet never arrived; its rollback is kept so that it is refused if it does. */
  | (Answer<'ok'> & { betId: number | null; replayed: boolean })
  /** The bet was settled: a rollback no longer applies (its settlement or an unsettlement does). */
  | Answer<'already_settled'>
  /** The bet id belongs to another player. */
  | Answer<'bet_not_found'>;

export interface SportsTokenInfo {
  playerId: number;
  partner: SportsPartner;
  /** Lapsed, or its login session ended: no new bets; settlements are paid whatever the token. */
  expired: boolean;
}

/**
 * How a game server reaches the operator's wallet. Each provider simulator implements it by calling our
 * /api/providers/<key>/... callbacks over HTTP in that provider's own protocol (signature, money scale, status codes);
 * our own games do the same with ours. Never direct function calls: the wallet sees exactly what a real provider sends.
 */
export interface GsSession {
  id: number;
  provider: string;
  publicId: string;
  /** The operator's game-session token from the launch call. */
  operatorToken: string;
  playerRef: string;
  gameCode: string;
  currency: string;
  locale: 'tr' | 'en';
}

export type WalletAnswer =
  | { ok: true; balanceMinor: number }
  /**
   * insufficient_funds / blocked / limit_reached (responsible gambling) / expired: the operator refused (with the balance when it gave one);
   * rejected: any other refusal; unavailable: no answer (network, 5xx, timeout): the caller retries the same
   * transaction id, and rolls a bet back when it never gets through.
   */
  | { ok: false; error: 'insufficient_funds' | 'blocked' | 'limit_reached' | 'expired' | 'rejected' | 'unavailable'; balanceMinor?: number };

export interface BetCall {
  roundId: string;
  transactionId: string;
  amountMinor: number;
  /** What the stake is made of (roulette: its bets); sent by protocols that carry it (ours). */
  detail?: Record<string, unknown>;
}
export interface WinCall { roundId: string; transactionId: string; betTransactionId: string; amountMinor: number; detail?: Record<string, unknown> }
export interface RollbackCall { roundId: string; transactionId: string; betTransactionId: string }

export interface WalletPort {
  balance(session: GsSession): Promise<WalletAnswer>;
  bet(session: GsSession, call: BetCall): Promise<WalletAnswer>;
  /** Closes the round (a lost round is closed with a win of 0). */
  win(session: GsSession, call: WinCall): Promise<WalletAnswer>;
  rollback(session: GsSession, call: RollbackCall): Promise<WalletAnswer>;
}

import { TransactionStatus as S, TransactionType } from '../../../contracts/enums.js';

/** Who moves a transaction: the player asking, the PSP's webhook, an operator deciding, the server's clock. */
export type StatusActor = 'player' | 'provider' | 'operator' | 'system';

export interface StatusEdge {
  type: TransactionType;
  from: S;
  to: S;
  by: readonly StatusActor[];
}

/**
 * Every move a transaction's status may make, written once. Anything not listed is refused (and tested so).
 * A deposit the clock cancelled may still be confirmed by its PSP: the player paid before the page closed and the
 * webhook came late, so the money is credited rather than lost (settleDeposit allows it only for 'expired').
 * The system rejects a paid deposit the player's limits or exclusion no longer allow; its money goes back through
 * the PSP (refunds.ts).
 */
export const STATUS_EDGES: readonly StatusEdge[] = [
  { type: TransactionType.Deposit, from: S.Created, to: S.Pending, by: ['player', 'provider'] },
  { type: TransactionType.Deposit, from: S.Created, to: S.Cancelled, by: ['player', 'provider', 'system'] },
  { type: TransactionType.Deposit, from: S.Pending, to: S.Confirmed, by: ['provider', 'operator'] },
  { type: TransactionType.Deposit, from: S.Pending, to: S.Cancelled, by: ['provider', 'system'] },
  { type: TransactionType.Deposit, from: S.Pending, to: S.Rejected, by: ['operator', 'system'] },
  { type: TransactionType.Deposit, from: S.Cancelled, to: S.Confirmed, by: ['provider'] },
  { type: TransactionType.Deposit, from: S.Cancelled, to: S.Rejected, by: ['system'] },
  { type: TransactionType.Withdraw, from: S.Pending, to: S.Confirmed, by: ['operator'] },
  { type: TransactionType.Withdraw, from: S.Pending, to: S.Rejected, by: ['operator'] },
];

export function canMove(type: number, from: number, to: number, by: StatusActor): boolean {
  return STATUS_EDGES.some((edge) => edge.type === type && edge.from === from && edge.to === to && edge.by.includes(by));
}

/** The statuses a transaction may leave for `to`, moved by `by` (the WHERE of the conditional update). */
export function sourcesOf(type: number, to: number, by: StatusActor): S[] {
  return STATUS_EDGES.filter((edge) => edge.type === type && edge.to === to && edge.by.includes(by)).map((edge) => edge.from);
}

import type { SportsBetStatus } from '../../../../db/schema.js';
import type { Selection } from '../../wallet/types.js';
import type { PlaceBetRequest, SettleRequest } from './schemas.js';

/** The one currency our wallet keeps. */
export const BETSY_CURRENCY = 'TRY';

/** Kuruş of a Betsy amount (12.12 → 1212), or null when it is not a whole number of kuruş. */
export function kurusOf(units: number): number | null {
  const minor = Math.round(units * 100);
  return Number.isSafeInteger(minor) && Math.abs(minor - units * 100) < 1e-6 ? minor : null;
}

export const unitsOf = (minor: number): number => minor / 100;

/** Betsy's coefficient (2.35) as our odds × 1000 (2350). */
export const oddsOf = (coefficient: number): number => Math.round(coefficient * 1000);

/** Betsy's userId for a player is our player id. */
export const userIdOf = (playerId: number): string => String(playerId);

export function selectionsOf(body: PlaceBetRequest): Selection[] {
  return (body.metadata ?? []).map((m) => ({
    event: m.event ?? m.eventId ?? '',
    market: m.market ?? '',
    pick: m.outcome ?? '',
    oddsX1000: oddsOf(m.coefficient),
  }));
}

/** The bet's status after a settlement: 0 lost; otherwise a cash-out, a refund, or a win. */
export function settledStatus(body: SettleRequest, amountMinor: number, stakeMinor: number): Exclude<SportsBetStatus, 'open'> {
  const kind = (body.resultType ?? '').toLowerCase();
  if (amountMinor === 0) return 'lost';
  if (kind === 'cashout') return 'cashed_out';
  if (kind === 'refund' || kind === 'return' || kind === 'void' || (kind === '' && amountMinor === stakeMinor)) return 'refunded';
  return 'won';
}

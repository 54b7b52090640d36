import type { Fixture } from '../../contracts/sportsbook';

/** One pick on the slip, with what the player saw when adding it. */
export interface Selection {
  fixtureId: string;
  event: string;
  market: string;
  marketName: string;
  outcome: string;
  outcomeName: string;
  oddsX1000: number;
  suspended: boolean;
}
export const eventName = (fixture: Pick<Fixture, 'home' | 'away'>) => `${fixture.home} – ${fixture.away}`;

export type SlipMode = 'single' | 'combo';

export const MIN_STAKE_MINOR = 100;
export const MAX_STAKE_MINOR = 10_000_000;
export const MAX_SELECTIONS = 20;

/** A tap on an odds button: adds it, removes it when already there, or replaces the fixture's earlier pick (one per match). */
export function toggleSelection(slip: Selection[], pick: Selection): Selection[] {
  const same = slip.find((s) => s.fixtureId === pick.fixtureId);
  if (same && same.market === pick.market && same.outcome === pick.outcome) return slip.filter((s) => s !== same);
  if (same) return slip.map((s) => (s === same ? pick : s));
  if (slip.length >= MAX_SELECTIONS) return slip;
  return [...slip, pick];
}

/** The slip against fresh fixtures: current odds and suspension of every pick (a finished match suspends it). */
export function refreshSlip(slip: Selection[], fixtures: Fixture[]): Selection[] {
  const byId = new Map(fixtures.map((f) => [f.id, f]));
  let changed = false;
  const next = slip.map((s) => {
    const fixture = byId.get(s.fixtureId);
    if (!fixture) return s;
    const outcome = fixture.markets.find((m) => m.key === s.market)?.outcomes.find((o) => o.key === s.outcome);
    const suspended = fixture.finished || (fixture.live?.suspended ?? false) || !outcome || outcome.suspended;
    const oddsX1000 = outcome?.oddsX1000 ?? s.oddsX1000;
    if (suspended === s.suspended && oddsX1000 === s.oddsX1000) return s;
    changed = true;
    return { ...s, suspended, oddsX1000 };
  });
  return changed ? next : slip;
}

/** The combination's odds: the product of its picks' odds, × 1000, rounded down like its payout. */
export function totalOddsX1000(slip: Selection[]): number {
  if (slip.length === 0) return 0;
  const product = slip.reduce((acc, s) => acc * (s.oddsX1000 / 1000), 1);
  return Math.floor(product * 1000 + 1e-6);
}

/** What a stake wins at given odds, in kuruş, rounded down. */
export const potentialWinMinor = (stakeMinor: number, oddsX1000: number) => Math.floor((stakeMinor * oddsX1000) / 1000);

/** Stake typed by the player (lira, "12,50" or "12.50") → kuruş, or null when it is no amount. */
export function parseStake(text: string): number | null {
  const clean = text.trim().replace(/\s|₺/g, '');
  if (!/^\d{1,7}([.,]\d{1,2})?$/.test(clean)) return null;
  return Math.round(Number(clean.replace(',', '.')) * 100);
}

import type { FixtureModel, FixtureState } from './types.js';

/** Betting is suspended for 30 s after a goal (or set won), while the odds take it in. */
export const SUSPEND_AFTER_MS = 30_000;

/**
 * Where a fixture stands at `nowMs` of the book's clock, from its drawn events up to now: nothing of what is still to
 * come shows (not the final score, not a goal about to fall), so the state says only what a spectator has seen.
 */
export function stateAt(fixture: FixtureModel, nowMs: number): FixtureState {
  const elapsedMs = nowMs - fixture.startMs;
  if (elapsedMs < 0) return { phase: 'prematch', elapsedSeconds: 0, score: [0, 0], suspended: false };
  // A fixture that kicked off is always read with its draw (the book draws it first); deciding one without is a bug.
  if (!fixture.drawn) throw new Error(`fixture ${fixture.id} kicked off but its events were not drawn`);
  if (elapsedMs >= fixture.durationSeconds * 1000) return { phase: 'finished', elapsedSeconds: fixture.durationSeconds, score: fixture.final, suspended: false };
  const elapsedSeconds = Math.floor(elapsedMs / 1000);
  // Baskets come every few seconds: basketball is never suspended.
  const suspended = fixture.sport !== 'basketball' && fixture.events.some((e) => elapsedMs >= e.atSecond * 1000 && elapsedMs - e.atSecond * 1000 < SUSPEND_AFTER_MS);
  return { phase: 'live', elapsedSeconds, score: scoreAt(fixture, elapsedSeconds), suspended };
}

function scoreAt(fixture: FixtureModel, elapsedSeconds: number): [number, number] {
  const done = fixture.events.filter((e) => e.atSecond <= elapsedSeconds);
  const points = (side: 'home' | 'away') => done.filter((e) => e.side === side).reduce((sum, e) => sum + e.points, 0);
  return [points('home'), points('away')];
}

/** The minute the live clock shows (1st minute from kick-off). */
export const minuteOf = (state: FixtureState) => Math.floor(state.elapsedSeconds / 60) + 1;

/**
 * Live odds move once a minute and on each goal, not every second: a slip then stays valid long enough to place.
 * The share of the match still to play, at the start of the current minute.
 */
export function remainingShare(fixture: FixtureModel, state: FixtureState): number {
  if (state.phase === 'prematch') return 1;
  if (state.phase === 'finished') return 0;
  const minuteStart = Math.floor(state.elapsedSeconds / 60) * 60;
  if (fixture.sport === 'tennis') return 1;
  return Math.max(0, 1 - minuteStart / fixture.durationSeconds);
}

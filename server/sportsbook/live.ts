import type { FixtureModel, FixtureState } from './types.js';

/** Betting is suspended from 15 s before a goal (or set won) to 15 s after it: 30 s around each. */
export const SUSPEND_AROUND_MS = 15_000;

/** Where a fixture stands at `nowMs` of the book's clock: nothing here is random, it all follows from the seed. */
export function stateAt(fixture: FixtureModel, nowMs: number): FixtureState {
  const elapsedMs = nowMs - fixture.startMs;
  if (elapsedMs < 0) return { phase: 'prematch', elapsedSeconds: 0, score: [0, 0], suspended: false };
  if (elapsedMs >= fixture.durationSeconds * 1000) return { phase: 'finished', elapsedSeconds: fixture.durationSeconds, score: fixture.final, suspended: false };
  const elapsedSeconds = Math.floor(elapsedMs / 1000);
  const suspended = fixture.events.some((e) => Math.abs(e.atSecond * 1000 - elapsedMs) < SUSPEND_AROUND_MS);
  return { phase: 'live', elapsedSeconds, score: scoreAt(fixture, elapsedSeconds), suspended };
}

function scoreAt(fixture: FixtureModel, elapsedSeconds: number): [number, number] {
  if (fixture.sport === 'basketball') {
    // Points come steadily through the game.
    const share = elapsedSeconds / fixture.durationSeconds;
    return [Math.floor(fixture.final[0] * share), Math.floor(fixture.final[1] * share)];
  }
  const done = fixture.events.filter((e) => e.atSecond <= elapsedSeconds);
  return [done.filter((e) => e.side === 'home').length, done.filter((e) => e.side === 'away').length];
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

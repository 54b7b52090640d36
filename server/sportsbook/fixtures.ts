import { normalSample, pick, poissonSample, seeded, type Random } from './random.js';
import { leagues } from './teams.js';
import type { FixtureModel, ScoreEvent, Side, SportKey } from './types.js';

export const DAY_MS = 86_400_000;
/** A kick-off every half hour, two fixtures each. */
export const SLOT_MS = 30 * 60_000;
const PER_SLOT = 2;
export const FOOTBALL_SECONDS = 90 * 60;
export const BASKETBALL_SECONDS = 48 * 60;
export const SET_SECONDS = 40 * 60;

/** A team's strength in [0, 1], the same in every fixture of a seed. */
const strength = (seed: string, sport: SportKey, team: string) => seeded(seed, 'strength', sport, team)();

const SPORTS: readonly SportKey[] = ['football', 'football', 'football', 'basketball', 'tennis'];

function footballEvents(random: Random, lambdaHome: number, lambdaAway: number): ScoreEvent[] {
  const events: ScoreEvent[] = [];
  for (const [side, lambda] of [['home', lambdaHome], ['away', lambdaAway]] as Array<[Side, number]>) {
    for (let goals = poissonSample(random, lambda); goals > 0; goals--) {
      events.push({ atSecond: 30 + Math.floor(random() * (FOOTBALL_SECONDS - 60)), side, points: 1 });
    }
  }
  return events.sort((a, b) => a.atSecond - b.atSecond);
}

function tennisEvents(random: Random, setWin: number): ScoreEvent[] {
  const events: ScoreEvent[] = [];
  const sets = [0, 0];
  while (sets[0]! < 2 && sets[1]! < 2) {
    const side: Side = random() < setWin ? 'home' : 'away';
    sets[side === 'home' ? 0 : 1]!++;
    events.push({ atSecond: (sets[0]! + sets[1]!) * SET_SECONDS - 1, side, points: 1 });
  }
  return events;
}

const finalOf = (events: ScoreEvent[]): [number, number] => [
  events.filter((e) => e.side === 'home').reduce((s, e) => s + e.points, 0),
  events.filter((e) => e.side === 'away').reduce((s, e) => s + e.points, 0),
];

/** One fixture, made entirely from the seed and its id (`<day>-<slot>-<n>`). */
export function makeFixture(seed: string, day: number, slot: number, n: number): FixtureModel {
  const id = `${day}-${slot}-${n}`;
  const random = seeded(seed, 'fixture', id);
  const sport = pick(random, SPORTS);
  const league = pick(random, leagues.filter((l) => l.sport === sport));
  const home = pick(random, league.teams);
  const away = pick(random, league.teams.filter((t) => t !== home));
  const diff = strength(seed, sport, home) - strength(seed, sport, away);
  const base = { id, sport, league: league.name, home, away, startMs: day * DAY_MS + slot * SLOT_MS };
  const params = { lambdaHome: 0, lambdaAway: 0, mean: 0, sd: 0, setWin: 0.5 };
  if (sport === 'football') {
    params.lambdaHome = 1.45 * Math.exp(0.8 * diff);
    params.lambdaAway = 1.15 * Math.exp(-0.8 * diff);
    const events = footballEvents(random, params.lambdaHome, params.lambdaAway);
    const handicap = Math.max(-2, Math.min(2, -Math.round(params.lambdaHome - params.lambdaAway))) || 0;
    return { ...base, durationSeconds: FOOTBALL_SECONDS, params, handicap, events, final: finalOf(events) };
  }
  if (sport === 'basketball') {
    params.mean = 3 + 20 * diff;
    params.sd = 12;
    const homePoints = Math.round(normalSample(random, 82 + params.mean / 2, params.sd / Math.SQRT2));
    let awayPoints = Math.round(normalSample(random, 82 - params.mean / 2, params.sd / Math.SQRT2));
    // No draws: a tie goes to overtime, which the demo settles as one point to the away side.
    if (awayPoints === homePoints) awayPoints++;
    const handicap = -Math.round(params.mean) + 0.5;
    return { ...base, durationSeconds: BASKETBALL_SECONDS, params, handicap, events: [], final: [homePoints, awayPoints] };
  }
  params.setWin = Math.min(0.85, Math.max(0.15, 0.5 + 0.4 * diff));
  const events = tennisEvents(random, params.setWin);
  return { ...base, durationSeconds: (events.length) * SET_SECONDS, params, handicap: params.setWin >= 0.5 ? -1.5 : 1.5, events, final: finalOf(events) };
}

export function fixtureById(seed: string, id: string): FixtureModel | null {
  const match = /^(\d{1,6})-(\d{1,2})-(\d)$/.exec(id);
  if (!match) return null;
  const [day, slot, n] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (slot >= DAY_MS / SLOT_MS || n >= PER_SLOT) return null;
  return makeFixture(seed, day, slot, n);
}

/** The schedule the book shows at `nowMs`: what kicked off in the last hours (live or finished) and what comes next. */
export function fixturesAround(seed: string, nowMs: number, pastMs = 3 * 3_600_000, aheadMs = 12 * 3_600_000): FixtureModel[] {
  const fixtures: FixtureModel[] = [];
  const first = Math.ceil((nowMs - pastMs) / SLOT_MS);
  const last = Math.floor((nowMs + aheadMs) / SLOT_MS);
  for (let index = first; index <= last; index++) {
    const day = Math.floor((index * SLOT_MS) / DAY_MS);
    const slot = index - (day * DAY_MS) / SLOT_MS;
    for (let n = 0; n < PER_SLOT; n++) fixtures.push(makeFixture(seed, day, slot, n));
  }
  return fixtures;
}

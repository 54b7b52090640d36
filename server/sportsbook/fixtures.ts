import { createHash } from 'node:crypto';
import { normalSample, poissonSample, seeded, type Random } from './random.js';
import { leagues } from './teams.js';
import type { FixtureModel, ScoreEvent, Side, SportKey } from './types.js';

export const DAY_MS = 86_400_000;
/** Kick-offs fall on the half hour. */
export const SLOT_MS = 30 * 60_000;
/** Every league plays one matchday every four days (each team once)... */
export const CYCLE_MS = 4 * DAY_MS;
/** ...with its kick-offs inside one day of it: a team's two matches are always more than three days apart. */
export const MATCHDAY_MS = DAY_MS;
export const FOOTBALL_SECONDS = 90 * 60;
export const BASKETBALL_SECONDS = 48 * 60;
export const SET_SECONDS = 40 * 60;

/** A team's strength in [0, 1], the same in every fixture of a seed. */
const strength = (seed: string, sport: SportKey, team: string) => seeded(seed, 'strength', sport, team)();

/** The seed's order of a league's teams (fixed for the seed: the round-robin below runs over it). */
function seededOrder<T>(random: Random, items: readonly T[]): T[] {
  const order = [...items];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/**
 * Matchday `round` of a double round-robin (circle method): every team plays once; over 2(n − 1) matchdays every
 * team meets every other once at home and once away, then the season starts again.
 */
export function roundPairs(teams: readonly string[], round: number): Array<[string, string]> {
  const n = teams.length;
  const half = n - 1;
  const r = round % (2 * half);
  const inRound = r % half;
  const rotated = [teams[0]!, ...teams.slice(1).map((_, i) => teams[1 + ((i + inRound) % half)]!)];
  const pairs: Array<[string, string]> = [];
  for (let i = 0; i < n / 2; i++) {
    const [a, b] = [rotated[i]!, rotated[n - 1 - i]!];
    // Alternate home and away, and swap every pair in the season's second half.
    const aHome = (i === 0 ? inRound % 2 === 0 : i % 2 === 1) !== r >= half;
    pairs.push(aHome ? [a, b] : [b, a]);
  }
  return pairs;
}

interface Scheduled {
  id: string;
  sport: SportKey;
  league: string;
  home: string;
  away: string;
  startMs: number;
}

const cache = new Map<string, Scheduled[]>();

/**
 * League `leagueIndex`'s matchday in cycle `cycle` (ids `<cycle>-<league>-<k>`): its window starts at a staggered
 * offset of the cycle (the leagues spread over the four days), and its fixtures kick off spread over the window, in
 * an order the seed shuffles.
 */
export function matchday(seed: string, cycle: number, leagueIndex: number): Scheduled[] {
  const key = `${seed}\u0000${cycle}\u0000${leagueIndex}`;
  const known = cache.get(key);
  if (known) return known;
  const league = leagues[leagueIndex]!;
  const teams = seededOrder(seeded(seed, 'teams', league.name), league.teams);
  const pairs = roundPairs(teams, cycle);
  const order = seededOrder(seeded(seed, 'kickoffs', league.name, cycle), pairs.map((_, k) => k));
  const windowStart = cycle * CYCLE_MS + Math.floor((leagueIndex * CYCLE_MS) / leagues.length / SLOT_MS) * SLOT_MS;
  const gap = Math.floor(MATCHDAY_MS / pairs.length / SLOT_MS) * SLOT_MS;
  const fixtures = pairs.map(([home, away], k) => ({
    id: `${cycle}-${leagueIndex}-${k}`,
    sport: league.sport,
    league: league.name,
    home,
    away,
    startMs: windowStart + order[k]! * gap,
  }));
  if (cache.size > 500) cache.clear();
  cache.set(key, fixtures);
  return fixtures;
}

/** What the seed fixes of a fixture: the schedule, the strengths, the expected score and the handicap line. */
function modelOf(seed: string, f: Scheduled): FixtureModel {
  const diff = strength(seed, f.sport, f.home) - strength(seed, f.sport, f.away);
  const params = { lambdaHome: 0, lambdaAway: 0, mean: 0, sd: 0, setWin: 0.5 };
  const undrawn = { ...f, drawn: false, events: [] as ScoreEvent[], final: [0, 0] as [number, number] };
  if (f.sport === 'football') {
    params.lambdaHome = 1.45 * Math.exp(0.8 * diff);
    params.lambdaAway = 1.15 * Math.exp(-0.8 * diff);
    const handicap = Math.max(-2, Math.min(2, -Math.round(params.lambdaHome - params.lambdaAway))) || 0;
    return { ...undrawn, durationSeconds: FOOTBALL_SECONDS, params, handicap };
  }
  if (f.sport === 'basketball') {
    params.mean = 3 + 20 * diff;
    params.sd = 12;
    return { ...undrawn, durationSeconds: BASKETBALL_SECONDS, params, handicap: -Math.round(params.mean) + 0.5 };
  }
  params.setWin = Math.min(0.85, Math.max(0.15, 0.5 + 0.4 * diff));
  return { ...undrawn, durationSeconds: 3 * SET_SECONDS, params, handicap: params.setWin >= 0.5 ? -1.5 : 1.5 };
}

// ---- The draw at kick-off: what happens in a match, from a CSPRNG (never from the seed) ------------------------

function footballEvents(random: Random, lambdaHome: number, lambdaAway: number): ScoreEvent[] {
  const events: ScoreEvent[] = [];
  for (const [side, lambda] of [['home', lambdaHome], ['away', lambdaAway]] as Array<[Side, number]>) {
    for (let goals = poissonSample(random, lambda); goals > 0; goals--) {
      events.push({ atSecond: 30 + Math.floor(random() * (FOOTBALL_SECONDS - 60)), side, points: 1 });
    }
  }
  return events.sort((a, b) => a.atSecond - b.atSecond);
}

/** Each side's points as baskets (twos, a three or a free throw for the rest) at random seconds of the 48 minutes. */
function basketballEvents(random: Random, mean: number, sd: number): ScoreEvent[] {
  const home = Math.max(40, Math.round(normalSample(random, 82 + mean / 2, sd / Math.SQRT2)));
  let away = Math.max(40, Math.round(normalSample(random, 82 - mean / 2, sd / Math.SQRT2)));
  // No draws: a tie goes to overtime, which the demo settles as one point to the away side at the buzzer.
  const tie = away === home;
  if (tie) away--;
  const events: ScoreEvent[] = [];
  for (const [side, total] of [['home', home], ['away', away]] as Array<[Side, number]>) {
    let left = total;
    while (left > 0) {
      const points = left >= 3 && random() < 0.25 ? 3 : left >= 2 ? 2 : 1;
      events.push({ atSecond: Math.floor(random() * (BASKETBALL_SECONDS - 1)), side, points });
      left -= points;
    }
  }
  if (tie) events.push({ atSecond: BASKETBALL_SECONDS - 1, side: 'away', points: 2 });
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

/** A match's events, drawn at kick-off with `random` (the book passes a CSPRNG): goals, baskets or sets, each timed. */
export function drawEvents(f: FixtureModel, random: Random): ScoreEvent[] {
  if (f.sport === 'football') return footballEvents(random, f.params.lambdaHome, f.params.lambdaAway);
  if (f.sport === 'basketball') return basketballEvents(random, f.params.mean, f.params.sd);
  return tennisEvents(random, f.params.setWin);
}

const finalOf = (events: ScoreEvent[]): [number, number] => [
  events.filter((e) => e.side === 'home').reduce((s, e) => s + e.points, 0),
  events.filter((e) => e.side === 'away').reduce((s, e) => s + e.points, 0),
];

/** A fixture with its drawn events: the final score and (tennis) the length follow from them. */
export function withEvents(f: FixtureModel, events: ScoreEvent[]): FixtureModel {
  const durationSeconds = f.sport === 'tennis' ? events.length * SET_SECONDS : f.durationSeconds;
  return { ...f, drawn: true, events, final: finalOf(events), durationSeconds };
}

// ---- The book: the seed's schedule and the draws so far ------------------------------------------------------------

/** The seed (schedule, strengths, pre-match odds) and the events drawn for the fixtures that kicked off. */
export interface Book {
  seed: string;
  drawn: ReadonlyMap<string, ScoreEvent[]>;
}

/** Names and pre-match lines only (no draws): enough to describe a selection, never to decide one. */
export const scheduleOnly = (seed: string): Book => ({ seed, drawn: new Map() });

/** The key the draws of this seed's schedule are stored under (a fixture id names another match under another seed). */
export const bookKey = (seed: string) => createHash('sha256').update(`sportsbook-schedule\u0000${seed}`).digest('hex').slice(0, 16);

const ID = /^(\d{1,6})-(\d{1,2})-(\d{1,2})$/;

/** The fixture the seed schedules under this id, without its events. */
export function scheduledById(seed: string, id: string): FixtureModel | null {
  const match = ID.exec(id);
  if (!match) return null;
  const [cycle, leagueIndex, k] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (leagueIndex >= leagues.length) return null;
  const found = matchday(seed, cycle, leagueIndex)[k];
  return found && found.id === id ? modelOf(seed, found) : null;
}

const drawnIn = (book: Book, f: FixtureModel) => {
  const events = book.drawn.get(f.id);
  return events ? withEvents(f, events) : f;
};

export function fixtureById(book: Book, id: string): FixtureModel | null {
  const f = scheduledById(book.seed, id);
  return f ? drawnIn(book, f) : null;
}

/** What the seed schedules to kick off in [fromMs, toMs], in kick-off order, without events. */
export function scheduledBetween(seed: string, fromMs: number, toMs: number): FixtureModel[] {
  const fixtures: Scheduled[] = [];
  for (let cycle = Math.max(0, Math.floor(fromMs / CYCLE_MS) - 1); cycle <= Math.floor(toMs / CYCLE_MS); cycle++) {
    for (let l = 0; l < leagues.length; l++) fixtures.push(...matchday(seed, cycle, l).filter((f) => f.startMs >= fromMs && f.startMs <= toMs));
  }
  return fixtures.sort((a, b) => a.startMs - b.startMs || a.id.localeCompare(b.id)).map((f) => modelOf(seed, f));
}

/** The schedule the page shows at `nowMs`: what kicked off in the last hours (live or finished) and what comes next. */
export const PAST_MS = 3 * 3_600_000;
export const AHEAD_MS = 12 * 3_600_000;
export function fixturesAround(book: Book, nowMs: number, pastMs = PAST_MS, aheadMs = AHEAD_MS): FixtureModel[] {
  return scheduledBetween(book.seed, nowMs - pastMs, nowMs + aheadMs).map((f) => drawnIn(book, f));
}

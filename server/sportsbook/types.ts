import type { Fixture as BookFixture } from '../../contracts/sportsbook.js';

export type SportKey = BookFixture['sport'];
export type MarketKey = BookFixture['markets'][number]['key'];
export type Side = 'home' | 'away';

/** A point scored (a goal, or a set won in tennis) at a second of match time. */
export interface ScoreEvent {
  atSecond: number;
  side: Side;
  points: number;
}

/** Everything about a fixture, made from the seed: who plays, when, how strong each side is, and what happens. */
export interface FixtureModel {
  id: string;
  sport: SportKey;
  league: string;
  home: string;
  away: string;
  startMs: number;
  /** Match time in seconds; the match is over this long after kick-off (one second of match time per second). */
  durationSeconds: number;
  /** Football: expected goals. Basketball: expected points difference and its spread. Tennis: set-win chance. */
  params: { lambdaHome: number; lambdaAway: number; mean: number; sd: number; setWin: number };
  /** The handicap line for the home side (football and basketball: goals/points; tennis: sets). */
  handicap: number;
  events: ScoreEvent[];
  final: [number, number];
}

/** The state of a fixture at one instant of the book's clock. */
export interface FixtureState {
  phase: 'prematch' | 'live' | 'finished';
  elapsedSeconds: number;
  score: [number, number];
  /** Betting stops for 30 s around each goal (or set won). */
  suspended: boolean;
}

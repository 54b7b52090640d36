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

/**
 * A fixture: who plays, when and how strong each side is (from the seed, which fixes the schedule and the pre-match
 * odds), and what happens in it (`events`, drawn from a CSPRNG at kick-off and kept in sb_outcomes; never from the
 * seed). Before the draw `drawn` is false, `events` empty and `final` 0–0.
 */
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
  /** The match's events have been drawn (only once it kicked off). */
  drawn: boolean;
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

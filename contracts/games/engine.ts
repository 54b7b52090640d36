/**
 * The built-in game engines: pure functions from provably fair floats (fairness.ts) to an outcome, shared by the
 * game servers (which settle money on them), the game frame (which draws them and states the rules) and the
 * verify page (which recomputes any round in the browser).
 */
export type EngineId = 'slot' | 'roulette' | 'dice' | 'crash';
export type Volatility = 'low' | 'medium' | 'high';

export interface EngineInfo {
  id: EngineId;
  /** Return to player as a fraction (0.9630), proved by tests/server/games-rtp.test.ts. */
  rtp: number;
  volatility: Volatility;
  /** How many floats one round needs (crash and dice: 1; roulette: 1; slot: one per reel). */
  floatsPerRound: number;
  minBetMinor: number;
  maxBetMinor: number;
}

/** What a player chose for a round; validated by each engine (contracts/games/api.ts has the zod form). */
export type RoundParams =
  | { engine: 'slot'; betPerLineMinor: number }
  | { engine: 'roulette'; bets: Array<{ kind: RouletteBetKind; number?: number; amountMinor: number }> }
  /** target: the win chance in hundredths of a percent (100 ... 9800); betMinor: the stake. */
  | { engine: 'dice'; target: number; direction: 'under' | 'over'; betMinor: number }
  /** autoCashout: the multiplier (×100, e.g. 200 = 2.00×) at which the round cashes out by itself; null = by hand. */
  | { engine: 'crash'; autoCashout: number | null; betMinor: number };

export type RouletteBetKind = 'straight' | 'red' | 'black' | 'odd' | 'even' | 'low' | 'high' | 'dozen' | 'column';

export type Outcome =
  | { engine: 'slot'; stops: number[]; grid: string[][]; lines: Array<{ line: number; symbol: string; count: number; payMinor: number }> }
  | { engine: 'roulette'; number: number; color: 'red' | 'black' | 'green' }
  /** roll: 0.00 ... 99.99 (×100 as an integer: 0 ... 9999). */
  | { engine: 'dice'; roll: number; won: boolean; multiplier: number }
  /** crashAt: ×100 (100 = 1.00×). cashedOutAt: ×100 or null (lost). */
  | { engine: 'crash'; crashAt: number; cashedOutAt: number | null };

export type SlotParams = Extract<RoundParams, { engine: 'slot' }>;
export type RouletteParams = Extract<RoundParams, { engine: 'roulette' }>;
export type DiceParams = Extract<RoundParams, { engine: 'dice' }>;
export type CrashParams = Extract<RoundParams, { engine: 'crash' }>;

/** slot: `grid[reel][row]` (5 reels of 3 rows, top row first); `lines[].line` indexes `paylines` (0-based). */
export type SlotOutcome = Extract<Outcome, { engine: 'slot' }>;
export type RouletteOutcome = Extract<Outcome, { engine: 'roulette' }>;
/** dice: `multiplier` is a number with 4 decimals (2.0000 = 2×); the win is floor(bet × multiplier). */
export type DiceOutcome = Extract<Outcome, { engine: 'dice' }>;
export type CrashOutcome = Extract<Outcome, { engine: 'crash' }>;

/** What one round settles to: `winMinor` is everything paid back (stake included), 0 when lost. */
export interface Settlement<O extends Outcome = Outcome> {
  outcome: O;
  winMinor: number;
  betMinor: number;
}

/**
 * One game's rules. `play` is pure and synchronous: the same floats and params give the same settlement on the server,
 * in the frame and on the verify page. Invalid params (or too few floats) throw a RangeError with a short reason.
 */
export interface Engine<P extends RoundParams = RoundParams, O extends Outcome = Outcome> {
  info: EngineInfo;
  betOf(params: P): number;
  play(floats: readonly number[], params: P): Settlement<O>;
}

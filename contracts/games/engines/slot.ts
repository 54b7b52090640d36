import type { Engine, SlotOutcome, SlotParams } from '../engine';
import { expectEngine, expectFloats, expectStake, fail, isMinor } from './guards';
import * as table from './slot-table';
import type { SlotSymbol } from './slot-table';

export { PAYLINES, PAYTABLE, REELS, ROWS, SLOT_SYMBOLS, STRIPS, WILD, type SlotSymbol } from './slot-table';

// Local copies: test runners and bundlers turn imported bindings into getters, which the spin loop would pay for.
const { PAYLINES, PAYTABLE, REELS, STRIPS, WILD } = table;

const info = {
  id: 'slot',
  /** Exact: 4,035,815 / 4,194,304 = 0.96221328 (tests/server/games-rtp.test.ts enumerates it from the tables). */
  rtp: 4_035_815 / 4_194_304,
  volatility: 'medium',
  floatsPerRound: REELS,
  minBetMinor: 10 * PAYLINES.length,
  maxBetMinor: 10_000 * PAYLINES.length,
} as const;

export interface LineWin {
  symbol: SlotSymbol;
  count: number;
  /** Multiple of the line bet. */
  multiple: number;
}

function payOf(symbol: SlotSymbol, count: number): number {
  return count >= 3 ? PAYTABLE[symbol][count - 3] : 0;
}

/**
 * A line pays left to right: the leading wilds pay as wilds, or substitute for the first other symbol, whichever pays
 * more (a tie goes to the longer run).
 */
export function lineWin(symbols: readonly SlotSymbol[]): LineWin | null {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === WILD) wilds++;
  const wildPay = payOf(WILD, wilds);
  const base = symbols[wilds];
  let count = wilds;
  if (base !== undefined) while (count < symbols.length && (symbols[count] === base || symbols[count] === WILD)) count++;
  const basePay = base === undefined ? 0 : payOf(base, count);
  if (wildPay === 0 && basePay === 0) return null;
  return wildPay > basePay ? { symbol: WILD, count: wilds, multiple: wildPay } : { symbol: base, count, multiple: basePay };
}

function betPerLine(params: SlotParams): number {
  if (!isMinor(params.betPerLineMinor)) fail('bet per line must be a positive whole number of minor units');
  return params.betPerLineMinor;
}

function betOf(params: SlotParams): number {
  expectEngine<SlotParams>(params, 'slot');
  return expectStake(betPerLine(params) * PAYLINES.length, info);
}

function play(floats: readonly number[], params: SlotParams) {
  const betMinor = betOf(params);
  expectFloats(floats, info);
  const stops: number[] = [];
  const grid: SlotSymbol[][] = [];
  for (let reel = 0; reel < REELS; reel++) {
    const strip = STRIPS[reel];
    const stop = Math.floor(floats[reel] * strip.length);
    stops.push(stop);
    grid.push([strip[stop], strip[(stop + 1) % strip.length], strip[(stop + 2) % strip.length]]);
  }
  const lines: SlotOutcome['lines'] = [];
  let winMinor = 0;
  const symbols: SlotSymbol[] = new Array(REELS);
  for (let line = 0; line < PAYLINES.length; line++) {
    for (let reel = 0; reel < REELS; reel++) symbols[reel] = grid[reel][PAYLINES[line][reel]];
    const win = lineWin(symbols);
    if (!win) continue;
    const payMinor = win.multiple * params.betPerLineMinor;
    lines.push({ line, symbol: win.symbol, count: win.count, payMinor });
    winMinor += payMinor;
  }
  const outcome: SlotOutcome = { engine: 'slot', stops, grid, lines };
  return { outcome, winMinor, betMinor };
}

export const slot: Engine<SlotParams, SlotOutcome> = { info, betOf, play };

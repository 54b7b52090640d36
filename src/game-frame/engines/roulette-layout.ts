import type { RouletteBetKind } from '../../../contracts/games/engine';
import { colorOf } from '../../../contracts/games/engines/roulette';
import type { FrameKey } from '../i18n';

/** A spot on the table: its bet, and where it sits in the narrow (v) and wide (h) layouts (grid lines, 1-based). */
export interface Spot {
  key: string;
  kind: RouletteBetKind;
  number?: number;
  /** What the spot shows; numbers show themselves. */
  label: FrameKey | null;
  color: 'red' | 'black' | 'green' | null;
  v: [row: number, column: number, columnSpan: number];
  h: [row: number, column: number, columnSpan: number, rowSpan: number];
}

const spot = (kind: RouletteBetKind, number: number | undefined, label: FrameKey | null, v: Spot['v'], h: Spot['h']): Spot => ({
  key: `${kind}:${number ?? ''}`,
  kind,
  number,
  label,
  color: kind === 'straight' ? colorOf(number ?? 0) : kind === 'red' ? 'red' : kind === 'black' ? 'black' : null,
  v,
  h,
});

const numbers = Array.from({ length: 36 }, (_, i) => {
  const n = i + 1;
  return spot('straight', n, null, [Math.floor(i / 3) + 2, (i % 3) + 1, 1], [3 - (i % 3), Math.floor(i / 3) + 2, 1, 1]);
});

const columns = [1, 2, 3].map((c) => spot('column', c, 'frame.roulette.column', [14, c, 1], [4 - c, 14, 1, 1]));
const dozens = [1, 2, 3].map((d) => spot('dozen', d, d === 1 ? 'frame.roulette.dozen1' : d === 2 ? 'frame.roulette.dozen2' : 'frame.roulette.dozen3', [15, d, 1], [4, 2 + (d - 1) * 4, 4, 1]));

const evens: Array<[RouletteBetKind, FrameKey]> = [
  ['low', 'frame.roulette.low'],
  ['even', 'frame.roulette.even'],
  ['red', 'frame.roulette.red'],
  ['black', 'frame.roulette.black'],
  ['odd', 'frame.roulette.odd'],
  ['high', 'frame.roulette.high'],
];
const evenMoney = evens.map(([kind, label], i) => spot(kind, undefined, label, [16 + Math.floor(i / 3), (i % 3) + 1, 1], [5, 2 + i * 2, 2, 1]));

/** The European table: 0, the 36 numbers, the columns (2:1), the dozens and the even-money bets. */
export const SPOTS: Spot[] = [spot('straight', 0, null, [1, 1, 3], [1, 1, 1, 3]), ...numbers, ...columns, ...dozens, ...evenMoney];

export const COLOR_NAMES: Record<'red' | 'black' | 'green', FrameKey> = {
  red: 'frame.roulette.color.red',
  black: 'frame.roulette.color.black',
  green: 'frame.roulette.color.green',
};

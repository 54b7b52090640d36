/**
 * The slot's fixed tables, exported so the frame draws the paytable and the tests prove the RTP from them.
 * 5 reels × 3 rows, 10 paylines, reel strips of 32 stops (different on every reel); a reel's stop shows the strip's
 * symbols at stop, stop + 1 and stop + 2 (wrapping) from top to bottom.
 */
export const SLOT_SYMBOLS = ['ten', 'jack', 'queen', 'king', 'ace', 'bell', 'gem', 'seven', 'wild'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
export const WILD: SlotSymbol = 'wild';
export const REELS = 5;
export const ROWS = 3;

/** Row (0 = top) on each reel, left to right. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
];

/** Multiples of the line bet for 3, 4 and 5 of a kind from the leftmost reel; wild substitutes and pays itself. */
export const PAYTABLE: Readonly<Record<SlotSymbol, readonly [number, number, number]>> = {
  ten: [10, 25, 100],
  jack: [10, 25, 100],
  queen: [10, 30, 125],
  king: [15, 40, 150],
  ace: [15, 50, 200],
  bell: [20, 75, 300],
  gem: [30, 100, 500],
  seven: [50, 200, 1000],
  wild: [100, 500, 5000],
};

export const STRIPS: readonly (readonly SlotSymbol[])[] = [
  ['ace', 'jack', 'king', 'wild', 'ace', 'queen', 'gem', 'seven', 'ten', 'gem', 'jack', 'ten', 'seven', 'jack', 'queen', 'ten',
    'jack', 'bell', 'gem', 'king', 'ace', 'ten', 'king', 'queen', 'jack', 'bell', 'ten', 'ace', 'queen', 'king', 'bell', 'queen'],
  ['jack', 'king', 'ten', 'gem', 'queen', 'ten', 'seven', 'ace', 'king', 'wild', 'jack', 'ace', 'queen', 'bell', 'ace', 'jack',
    'ten', 'bell', 'jack', 'queen', 'gem', 'bell', 'queen', 'king', 'ace', 'ten', 'king', 'wild', 'jack', 'gem', 'ten', 'seven'],
  ['gem', 'queen', 'ten', 'jack', 'king', 'bell', 'ace', 'jack', 'bell', 'ten', 'seven', 'jack', 'wild', 'ten', 'queen', 'jack',
    'bell', 'king', 'gem', 'ten', 'jack', 'queen', 'king', 'ace', 'ten', 'wild', 'king', 'queen', 'ace', 'gem', 'seven', 'ace'],
  ['wild', 'ace', 'king', 'ten', 'queen', 'gem', 'bell', 'queen', 'ten', 'bell', 'ace', 'ten', 'jack', 'king', 'queen', 'jack',
    'gem', 'ace', 'seven', 'queen', 'bell', 'king', 'ten', 'ace', 'queen', 'jack', 'seven', 'gem', 'jack', 'king', 'ten', 'jack'],
  ['gem', 'queen', 'bell', 'wild', 'gem', 'bell', 'queen', 'ten', 'ace', 'jack', 'king', 'ten', 'seven', 'jack', 'bell', 'ace',
    'ten', 'queen', 'jack', 'king', 'ten', 'queen', 'jack', 'king', 'bell', 'ace', 'gem', 'jack', 'ace', 'queen', 'king', 'ten'],
];

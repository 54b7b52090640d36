/** EGT jackpot cards. The client keeps only High Cash and Clover Chance, in that order, each with exactly four
 * levels (product §9); Shining Crown is listed first on purpose, so the demo exercises that filter. */
export interface JackpotCardSeed {
  id: number;
  instanceName: string;
  position: number;
  levels: Array<{ level: string; amountMinor: number }>;
}

export const jackpotCards: JackpotCardSeed[] = [
  {
    id: 3,
    instanceName: 'Shining Crown',
    position: 0,
    levels: [
      { level: 'I', amountMinor: 48_215_090 },
      { level: 'II', amountMinor: 1_204_575 },
      { level: 'III', amountMinor: 231_040 },
    ],
  },
  {
    id: 1,
    instanceName: 'High Cash',
    position: 1,
    levels: [
      { level: 'I', amountMinor: 128_456_745 },
      { level: 'II', amountMinor: 2_487_130 },
      { level: 'III', amountMinor: 421_580 },
      { level: 'IV', amountMinor: 81_255 },
    ],
  },
  {
    id: 2,
    instanceName: 'Clover Chance',
    position: 2,
    levels: [
      { level: 'I', amountMinor: 96_234_010 },
      { level: 'II', amountMinor: 1_842_075 },
      { level: 'III', amountMinor: 339_040 },
      { level: 'IV', amountMinor: 64_020 },
    ],
  },
];

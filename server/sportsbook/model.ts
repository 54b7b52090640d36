import { normalCdf, poissonTable } from './random.js';
import type { FixtureModel, FixtureState, MarketKey } from './types.js';

/** An outcome's chance to win, and (Asian handicap) to be void: what the odds are made from. */
export interface OutcomeChance {
  key: string;
  win: number;
  push: number;
}
export type MarketChances = Array<{ key: MarketKey; outcomes: OutcomeChance[] }>;

const plain = (entries: Array<[string, number]>) => entries.map(([key, win]) => ({ key, win, push: 0 }));

/** The distribution of the final goal difference and totals from the current score and the time left. */
function football(f: FixtureModel, score: [number, number], left: number): MarketChances {
  const home = poissonTable(f.params.lambdaHome * left);
  const away = poissonTable(f.params.lambdaAway * left);
  let [p1, px, p2, over, btts, ahWin, ahPush, ahLose] = [0, 0, 0, 0, 0, 0, 0, 0];
  home.forEach((ph, i) =>
    away.forEach((pa, j) => {
      const p = ph * pa;
      const [h, a] = [score[0] + i, score[1] + j];
      if (h > a) p1 += p;
      else if (h === a) px += p;
      else p2 += p;
      if (h + a > 2.5) over += p;
      if (h > 0 && a > 0) btts += p;
      const d = h - a + f.handicap;
      if (d > 0) ahWin += p;
      else if (d === 0) ahPush += p;
      else ahLose += p;
    }),
  );
  return [
    { key: '1x2', outcomes: plain([['1', p1], ['X', px], ['2', p2]]) },
    { key: 'dc', outcomes: plain([['1X', p1 + px], ['12', p1 + p2], ['X2', px + p2]]) },
    { key: 'ou25', outcomes: plain([['over', over], ['under', 1 - over]]) },
    { key: 'btts', outcomes: plain([['yes', btts], ['no', 1 - btts]]) },
    { key: 'ah', outcomes: [{ key: '1', win: ahWin, push: ahPush }, { key: '2', win: ahLose, push: ahPush }] },
  ];
}

function basketball(f: FixtureModel, score: [number, number], left: number): MarketChances {
  const mean = score[0] - score[1] + f.params.mean * left;
  const sd = Math.max(1e-6, f.params.sd * Math.sqrt(left));
  const homeWins = 1 - normalCdf((0 - mean) / sd);
  const homeCovers = 1 - normalCdf((-f.handicap - mean) / sd);
  return [
    { key: '1x2', outcomes: plain([['1', homeWins], ['2', 1 - homeWins]]) },
    { key: 'ah', outcomes: plain([['1', homeCovers], ['2', 1 - homeCovers]]) },
  ];
}

/** Best of three sets, each won by the home player with the same chance. */
function tennis(f: FixtureModel, sets: [number, number]): MarketChances {
  const p = f.params.setWin;
  const win = (a: number, b: number): number => (a === 2 ? 1 : b === 2 ? 0 : p * win(a + 1, b) + (1 - p) * win(a, b + 1));
  const homeTwoNil = sets[1] === 0 ? p ** (2 - sets[0]) : 0;
  const awayTwoNil = sets[0] === 0 ? (1 - p) ** (2 - sets[1]) : 0;
  const homeCovers = f.handicap < 0 ? homeTwoNil : 1 - awayTwoNil;
  const homeWins = win(sets[0], sets[1]);
  return [
    { key: '1x2', outcomes: plain([['1', homeWins], ['2', 1 - homeWins]]) },
    { key: 'ah', outcomes: plain([['1', homeCovers], ['2', 1 - homeCovers]]) },
  ];
}

/** Every market's chances given where the fixture stands and how much of it is left. */
export function chances(f: FixtureModel, state: FixtureState, left: number): MarketChances {
  if (f.sport === 'football') return football(f, state.score, left);
  if (f.sport === 'basketball') return basketball(f, state.score, left);
  return tennis(f, state.score);
}

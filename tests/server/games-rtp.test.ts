import { describe, expect, it } from 'vitest';
import type { RoundParams, RouletteBetKind } from '../../contracts/games/engine';
import { engines } from '../../contracts/games/engines';
import { crashPoint } from '../../contracts/games/engines/crash';
import { multiplierX10000 } from '../../contracts/games/engines/dice';
import { lineWin, PAYLINES, PAYTABLE, SLOT_SYMBOLS, STRIPS, type SlotSymbol } from '../../contracts/games/engines/slot';

/**
 * Return to player, proved twice per engine: exactly, from the tables (enumerating every outcome on the float grid the
 * fairness scheme produces: multiples of 2^-32), and by a seeded simulation of 10^6 rounds through `play`, which must
 * land within 4 standard errors (estimated from the rounds' own variance) of the exact expectation.
 */
const G = 2 ** 32;
const ROUNDS = 1_000_000;

/** sfc32 (Chris Doty-Humphrey's Small Fast Counter), seeded: floats on the same 2^-32 grid as the fairness scheme. */
function sfc32(a: number, b: number, c: number, d: number): () => number {
  return () => {
    a |= 0; b |= 0; c |= 0; d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / G;
  };
}

/** Mean, standard error and the gap to `expected` of returns (win / bet) from `rounds` samples. */
class Tally {
  private sum = 0;
  private squares = 0;
  private expectedSum = 0;
  private n = 0;
  add(ret: number, expected: number) {
    this.sum += ret;
    this.squares += ret * ret;
    this.expectedSum += expected;
    this.n++;
  }
  get mean() { return this.sum / this.n; }
  get expected() { return this.expectedSum / this.n; }
  get standardError() { return Math.sqrt((this.squares / this.n - this.mean ** 2) / this.n); }
  expectWithin(sigmas = 4) {
    const gap = Math.abs(this.mean - this.expected);
    expect(gap, `simulated ${this.mean} vs exact ${this.expected}, SE ${this.standardError}`).toBeLessThan(sigmas * this.standardError);
    expect(this.standardError).toBeGreaterThan(0);
  }
}

describe('slot RTP', () => {
  /** The line rule written again from the rules page: leading wilds pay as wilds or for the next symbol, the larger. */
  function linePay(symbols: SlotSymbol[]): number {
    const wilds = symbols.findIndex((s) => s !== 'wild');
    if (wilds === -1) return PAYTABLE.wild[2];
    let run = wilds;
    while (run < 5 && (symbols[run] === symbols[wilds] || symbols[run] === 'wild')) run++;
    return Math.max(wilds >= 3 ? PAYTABLE.wild[wilds - 3] : 0, run >= 3 ? PAYTABLE[symbols[wilds]][run - 3] : 0);
  }

  it('is exactly info.rtp: every line sees each reel’s strip frequencies, so E[line pay] enumerates 9^5 symbol rows', () => {
    const frequency = STRIPS.map((strip) => SLOT_SYMBOLS.map((symbol) => strip.filter((s) => s === symbol).length));
    const stops = STRIPS.reduce((product, strip) => product * strip.length, 1);
    let weightedPay = 0;
    const row: SlotSymbol[] = [];
    const disagreements: string[] = [];
    const walk = (reel: number, weight: number) => {
      if (reel === 5) {
        const pay = linePay(row);
        if ((lineWin(row)?.multiple ?? 0) !== pay) disagreements.push(row.join());
        weightedPay += pay * weight;
        return;
      }
      SLOT_SYMBOLS.forEach((symbol, k) => {
        if (frequency[reel][k] === 0) return;
        row[reel] = symbol;
        walk(reel + 1, weight * frequency[reel][k]);
      });
    };
    walk(0, 1);
    expect(disagreements, 'the engine pays these lines differently from the rules').toEqual([]);
    // A spin costs one line bet per line and pays the sum of its lines: RTP = E[line pay] in line bets.
    const rtp = weightedPay / stops;
    expect(rtp).toBe(engines.slot.info.rtp);
    expect(rtp).toBeGreaterThan(0.955);
    expect(rtp).toBeLessThan(0.965);
    expect(PAYLINES).toHaveLength(10);
  });

  it(`matches a seeded simulation of ${ROUNDS} spins`, () => {
    const random = sfc32(0x9e3779b9, 0x243f6a88, 0xb7e15162, 1);
    const tally = new Tally();
    const params = { engine: 'slot', betPerLineMinor: 10 } as const;
    const floats = [0, 0, 0, 0, 0];
    for (let i = 0; i < ROUNDS; i++) {
      for (let reel = 0; reel < 5; reel++) floats[reel] = random();
      const { winMinor, betMinor } = engines.slot.play(floats, params);
      tally.add(winMinor / betMinor, engines.slot.info.rtp);
    }
    tally.expectWithin();
  });
});

describe('roulette RTP', () => {
  const kinds: Array<{ kind: RouletteBetKind; number?: number }> = [
    ...Array.from({ length: 37 }, (_, number) => ({ kind: 'straight' as const, number })),
    ...(['red', 'black', 'odd', 'even', 'low', 'high'] as const).map((kind) => ({ kind })),
    ...[1, 2, 3].flatMap((number) => [{ kind: 'dozen' as const, number }, { kind: 'column' as const, number }]),
  ];

  it('is exactly 36/37 for every bet on the table (all 37 pockets played through the engine)', () => {
    for (const bet of kinds) {
      let won = 0;
      for (let pocket = 0; pocket < 37; pocket++) {
        won += engines.roulette.play([(pocket + 0.5) / 37], { engine: 'roulette', bets: [{ ...bet, amountMinor: 100 }] }).winMinor;
      }
      expect(won / (37 * 100), JSON.stringify(bet)).toBe(engines.roulette.info.rtp);
    }
    // On the 2^-32 grid each pocket gets floor or ceil of 2^32/37 floats: a bias below 4e-10 per pocket.
    expect(Math.ceil(G / 37) / G - 1 / 37).toBeLessThan(4e-10);
    expect(engines.roulette.info.rtp).toBe(36 / 37);
  });

  it(`matches a seeded simulation of ${ROUNDS} spins with mixed bets`, () => {
    const random = sfc32(1, 2, 3, 4);
    const tally = new Tally();
    const chips = kinds.map((bet) => ({ ...bet, amountMinor: 100 }));
    for (let i = 0; i < ROUNDS; i++) {
      const bets = [];
      for (let n = 1 + Math.floor(random() * 4); n > 0; n--) bets.push(chips[Math.floor(random() * chips.length)]);
      const { winMinor, betMinor } = engines.roulette.play([random()], { engine: 'roulette', bets });
      tally.add(winMinor / betMinor, 36 / 37);
    }
    tally.expectWithin();
  });
});

describe('dice RTP', () => {
  /** Winning floats j / 2^32 for a target: under wins for j < ceil(t·2^32/10^4); over for j >= ceil((10^4 − t)·2^32/10^4). */
  const winningFloats = (target: number, direction: 'under' | 'over') =>
    direction === 'under' ? Math.ceil((target * G) / 10_000) : G - Math.ceil(((10_000 - target) * G) / 10_000);
  const gridRtp = (target: number, direction: 'under' | 'over') => (winningFloats(target, direction) / G) * (multiplierX10000(target) / 10_000);

  it('never exceeds 0.99 for a uniform roll; worst case 0.9899032 (target 97.24 %); the 2^-32 grid moves it by under 2.5e-8', () => {
    const play = (j: number, target: number, direction: 'under' | 'over') =>
      engines.dice.play([j / G], { engine: 'dice', target, direction, betMinor: 10_000 }).outcome.won;
    let best = 0;
    let worst = 1;
    let gridGap = 0;
    for (let target = 100; target <= 9800; target++) {
      const ideal = (target * multiplierX10000(target)) / 1e8;
      best = Math.max(best, ideal);
      worst = Math.min(worst, ideal);
      for (const direction of ['under', 'over'] as const) {
        // The one inner edge of the winning range: under wins floats [0, edge), over wins [edge, 2^32).
        const edge = direction === 'under' ? winningFloats(target, direction) : G - winningFloats(target, direction);
        const below = direction === 'under';
        if (play(edge - 1, target, direction) !== below || play(edge, target, direction) === below) {
          expect({ target, direction, edge }).toBe('the edge of the winning floats');
        }
        gridGap = Math.max(gridGap, Math.abs(gridRtp(target, direction) - ideal));
      }
    }
    expect(gridGap).toBeLessThan(2.5e-8);
    expect(best).toBeCloseTo(engines.dice.info.rtp, 12);
    expect(worst).toBeCloseTo(0.9899032, 12);
  });

  it(`matches a seeded simulation of ${ROUNDS} rolls at random targets`, () => {
    const random = sfc32(42, 43, 44, 45);
    const tally = new Tally();
    for (let i = 0; i < ROUNDS; i++) {
      const target = 100 + Math.floor(random() * 9701);
      const direction = random() < 0.5 ? 'under' : 'over';
      // A stake of 10,000 pays bet × multiplier exactly, so only the tables decide.
      const { winMinor, betMinor } = engines.dice.play([random()], { engine: 'dice', target, direction, betMinor: 10_000 });
      tally.add(winMinor / betMinor, gridRtp(target, direction));
    }
    tally.expectWithin();
  });
});

describe('crash RTP', () => {
  /** Floats that reach x: crash point >= x iff float >= 1 − 99/x, i.e. floor(2^32·99/x) of the 2^32 floats. */
  const reaching = (x: number) => Math.floor((G * 99) / x);
  const gridRtp = (x: number) => (reaching(x) / G) * (x / 100);

  it('is 0.99 at every cash-out from 1.01× to the 1000× cap, less at most 2.4e-7 from the 2^-32 grid', () => {
    let best = 0;
    let worst = 1;
    for (let x = 101; x <= 100_000; x++) {
      const first = G - reaching(x);
      if (crashPoint(first / G) < x || crashPoint((first - 1) / G) >= x) expect({ x, first }).toBe('the first float reaching x');
      best = Math.max(best, gridRtp(x));
      worst = Math.min(worst, gridRtp(x));
    }
    expect(best).toBe(engines.crash.info.rtp);
    expect(worst).toBeGreaterThan(0.99 - 2.4e-7);
    expect(crashPoint((G - 1) / G)).toBe(100_000);
  });

  it(`matches a seeded simulation of ${ROUNDS} rounds at random auto cash-outs`, () => {
    const random = sfc32(7, 11, 13, 17);
    const tally = new Tally();
    for (let i = 0; i < ROUNDS; i++) {
      const autoCashout = Math.floor(101 * 10 ** (random() * 1.3));
      const params: RoundParams = { engine: 'crash', autoCashout, betMinor: 10_000 };
      const { winMinor, betMinor } = engines.crash.play([random()], params);
      tally.add(winMinor / betMinor, gridRtp(autoCashout));
    }
    tally.expectWithin();
  });
});

import { describe, expect, it } from 'vitest';
import type { RoundParams } from '../../contracts/games/engine';
import { betOf, engineInfo, engines, playRound } from '../../contracts/games/engines';
import { crashPoint, msToReach, multiplierAt, settleCrash } from '../../contracts/games/engines/crash';
import { multiplierX10000 } from '../../contracts/games/engines/dice';
import { colorOf } from '../../contracts/games/engines/roulette';
import { lineWin, PAYLINES, PAYTABLE, SLOT_SYMBOLS, STRIPS, type SlotSymbol } from '../../contracts/games/engines/slot';

const G = 2 ** 32;
/** The float that makes a 1-float engine land on the k-th of n equal outcomes. */
const at = (k: number, n: number) => (k + 0.5) / n;

describe('slot', () => {
  const spin = (stops: number[], betPerLineMinor = 10) =>
    engines.slot.play(stops.map((stop, reel) => at(stop, STRIPS[reel].length)), { engine: 'slot', betPerLineMinor });

  it('has 5 different reel strips of 20-40 stops and 10 different paylines over 3 rows', () => {
    expect(STRIPS).toHaveLength(5);
    for (const strip of STRIPS) expect(strip.length >= 20 && strip.length <= 40).toBe(true);
    expect(new Set(STRIPS.map((strip) => strip.join())).size).toBe(5);
    expect(new Set(PAYLINES.map((line) => line.join())).size).toBe(10);
    for (const line of PAYLINES) expect(line.every((row) => row >= 0 && row <= 2) && line.length === 5).toBe(true);
    for (const symbol of SLOT_SYMBOLS) expect(PAYTABLE[symbol]).toHaveLength(3);
  });

  it('shows the 3 strip symbols from each reel’s stop (wrapping at the end of the strip)', () => {
    const last = STRIPS.map((strip) => strip.length - 1);
    const { outcome } = spin(last);
    expect(outcome.stops).toEqual(last);
    outcome.grid.forEach((column, reel) => expect(column).toEqual([STRIPS[reel].at(-1), STRIPS[reel][0], STRIPS[reel][1]]));
  });

  it('pays lines left to right, wilds substituting and paying for themselves', () => {
    const line = (...symbols: SlotSymbol[]) => lineWin(symbols);
    expect(line('ten', 'ten', 'ten', 'jack', 'ten')).toEqual({ symbol: 'ten', count: 3, multiple: PAYTABLE.ten[0] });
    expect(line('ten', 'ten', 'jack', 'ten', 'ten')).toBeNull();
    expect(line('jack', 'ten', 'ten', 'ten', 'ten')).toBeNull();
    expect(line('wild', 'gem', 'wild', 'gem', 'ace')).toEqual({ symbol: 'gem', count: 4, multiple: PAYTABLE.gem[1] });
    expect(line('wild', 'wild', 'wild', 'ten', 'jack')).toEqual({ symbol: 'wild', count: 3, multiple: PAYTABLE.wild[0] });
    expect(PAYTABLE.ten[2]).toBe(PAYTABLE.wild[0]);
    expect(line('wild', 'wild', 'wild', 'ten', 'ten')).toEqual({ symbol: 'ten', count: 5, multiple: PAYTABLE.ten[2] });
    expect(line('wild', 'wild', 'wild', 'seven', 'seven')).toEqual({ symbol: 'seven', count: 5, multiple: PAYTABLE.seven[2] });
    expect(line('wild', 'wild', 'wild', 'wild', 'wild')).toEqual({ symbol: 'wild', count: 5, multiple: PAYTABLE.wild[2] });
  });

  it('adds up every winning line at the line bet, and costs 10 line bets', () => {
    let found = 0;
    for (let stop = 0; stop < 32 && found < 3; stop++) {
      const settled = spin([stop, (stop * 7) % 32, (stop * 3) % 32, (stop * 5) % 32, (stop * 11) % 32], 25);
      expect(settled.betMinor).toBe(250);
      let expected = 0;
      PAYLINES.forEach((rows, index) => {
        const win = lineWin(rows.map((row, reel) => settled.outcome.grid[reel][row] as SlotSymbol));
        const paid = settled.outcome.lines.find((l) => l.line === index);
        expect(paid?.payMinor ?? 0).toBe((win?.multiple ?? 0) * 25);
        expected += (win?.multiple ?? 0) * 25;
      });
      expect(settled.winMinor).toBe(expected);
      if (expected > 0) found++;
    }
    expect(found).toBeGreaterThan(0);
  });

  it('refuses bets it cannot settle', () => {
    const floats = [0.1, 0.2, 0.3, 0.4, 0.5];
    expect(() => engines.slot.play(floats, { engine: 'slot', betPerLineMinor: 0 })).toThrow(RangeError);
    expect(() => engines.slot.play(floats, { engine: 'slot', betPerLineMinor: 2.5 })).toThrow(RangeError);
    expect(() => engines.slot.play(floats, { engine: 'slot', betPerLineMinor: 9 })).toThrow(/minimum/);
    expect(() => engines.slot.play(floats, { engine: 'slot', betPerLineMinor: 10_001 })).toThrow(/maximum/);
    expect(() => engines.slot.play(floats.slice(0, 4), { engine: 'slot', betPerLineMinor: 10 })).toThrow(/5 floats/);
    expect(() => engines.slot.play([1, 0, 0, 0, 0], { engine: 'slot', betPerLineMinor: 10 })).toThrow(RangeError);
  });
});

describe('roulette', () => {
  const spin = (pocket: number, bets: Extract<RoundParams, { engine: 'roulette' }>['bets']) =>
    engines.roulette.play([at(pocket, 37)], { engine: 'roulette', bets });

  it('lands on floor(float × 37) with the wheel’s colours', () => {
    expect(spin(0, [{ kind: 'red', amountMinor: 100 }]).outcome).toEqual({ engine: 'roulette', number: 0, color: 'green' });
    expect(engines.roulette.play([36.99 / 37], { engine: 'roulette', bets: [{ kind: 'red', amountMinor: 100 }] }).outcome.number).toBe(36);
    const reds = Array.from({ length: 37 }, (_, n) => n).filter((n) => colorOf(n) === 'red');
    expect(reds).toHaveLength(18);
    expect([1, 2, 10, 19].map(colorOf)).toEqual(['red', 'black', 'black', 'red']);
  });

  it('pays 35:1 on a number, 2:1 on dozens and columns, 1:1 on even chances; stake returned with the win', () => {
    expect(spin(17, [{ kind: 'straight', number: 17, amountMinor: 100 }]).winMinor).toBe(3600);
    expect(spin(0, [{ kind: 'straight', number: 0, amountMinor: 100 }]).winMinor).toBe(3600);
    expect(spin(13, [{ kind: 'dozen', number: 2, amountMinor: 100 }]).winMinor).toBe(300);
    expect(spin(13, [{ kind: 'column', number: 1, amountMinor: 100 }]).winMinor).toBe(300);
    expect(spin(36, [{ kind: 'column', number: 3, amountMinor: 100 }]).winMinor).toBe(300);
    expect(spin(18, [{ kind: 'low', amountMinor: 100 }, { kind: 'high', amountMinor: 100 }, { kind: 'even', amountMinor: 100 }]).winMinor).toBe(400);
    expect(spin(19, [{ kind: 'red', amountMinor: 100 }, { kind: 'odd', amountMinor: 100 }, { kind: 'black', amountMinor: 100 }]).winMinor).toBe(400);
  });

  it('zero loses every outside bet', () => {
    const outside = (['red', 'black', 'odd', 'even', 'low', 'high'] as const).map((kind) => ({ kind, amountMinor: 100 }));
    const settled = spin(0, [...outside, { kind: 'dozen', number: 1, amountMinor: 100 }, { kind: 'column', number: 3, amountMinor: 100 }]);
    expect(settled).toMatchObject({ winMinor: 0, betMinor: 800 });
  });

  it('refuses bets it cannot settle', () => {
    const bad = [
      [{ kind: 'straight', amountMinor: 100 }],
      [{ kind: 'straight', number: 37, amountMinor: 100 }],
      [{ kind: 'dozen', number: 0, amountMinor: 100 }],
      [{ kind: 'red', number: 3, amountMinor: 100 }],
      [{ kind: 'red', amountMinor: 99 }],
      [{ kind: 'red', amountMinor: -5 }, { kind: 'black', amountMinor: 200 }],
      [],
    ] as unknown as Extract<RoundParams, { engine: 'roulette' }>['bets'][];
    for (const bets of bad) expect(() => engines.roulette.betOf({ engine: 'roulette', bets }), JSON.stringify(bets)).toThrow(RangeError);
  });
});

describe('dice', () => {
  const roll = (float: number, target: number, direction: 'under' | 'over', betMinor = 1000) =>
    engines.dice.play([float], { engine: 'dice', target, direction, betMinor });

  it('rolls floor(float × 10000); under wins below the target, over at or above 10000 − target', () => {
    expect(roll(0.49495, 4950, 'under').outcome).toMatchObject({ roll: 4949, won: true });
    expect(roll(0.495, 4950, 'under').outcome).toMatchObject({ roll: 4950, won: false });
    expect(roll(0.505, 4950, 'over').outcome).toMatchObject({ roll: 5050, won: true });
    expect(roll(0.50499, 4950, 'over').outcome).toMatchObject({ roll: 5049, won: false });
    expect(roll(0, 100, 'under').outcome.won).toBe(true);
    expect(roll((G - 1) / G, 100, 'over').outcome).toMatchObject({ roll: 9999, won: true });
  });

  it('pays floor(bet × 99 / chance) with 4 decimals', () => {
    expect(multiplierX10000(4950)).toBe(20_000);
    expect(multiplierX10000(100)).toBe(990_000);
    expect(multiplierX10000(9800)).toBe(10_102);
    expect(roll(0, 9800, 'under', 150)).toMatchObject({ winMinor: 151, betMinor: 150, outcome: { multiplier: 1.0102 } });
    expect(roll(0, 4950, 'under', 1234).winMinor).toBe(2468);
    expect(roll(0.99, 4950, 'under', 1234).winMinor).toBe(0);
  });

  it('refuses targets and stakes it cannot settle', () => {
    for (const params of [{ target: 99 }, { target: 9801 }, { target: 50.5 }, { direction: 'sideways' }, { betMinor: 0 }, { betMinor: 100_001 }]) {
      expect(() => engines.dice.betOf({ engine: 'dice', target: 5000, direction: 'under', betMinor: 100, ...params } as never)).toThrow(RangeError);
    }
  });
});

describe('crash', () => {
  it('crashes at max(1.00×, floor(99 / (1 − float))) capped at 1000×', () => {
    expect(crashPoint(0)).toBe(100);
    expect(crashPoint(1 / 99 - 1e-12)).toBe(100);
    expect(crashPoint(0.01)).toBe(100);
    expect(crashPoint(0.5)).toBe(198);
    expect(crashPoint(1 - 99 / 200)).toBe(200);
    expect(crashPoint(1 - 99 / 200 - 1 / G)).toBe(199);
    expect(crashPoint((G - 1) / G)).toBe(100_000);
  });

  it('pays the auto cash-out when the crash comes at or after it', () => {
    const play = (float: number, autoCashout: number | null) => engines.crash.play([float], { engine: 'crash', autoCashout, betMinor: 1000 });
    expect(play(1 - 99 / 200, 200)).toMatchObject({ winMinor: 2000, outcome: { crashAt: 200, cashedOutAt: 200 } });
    expect(play(1 - 99 / 200, 201)).toMatchObject({ winMinor: 0, outcome: { crashAt: 200, cashedOutAt: null } });
    expect(play(0.5, null)).toMatchObject({ winMinor: 0, outcome: { crashAt: 198, cashedOutAt: null } });
    expect(play((G - 1) / G, 100_000)).toMatchObject({ winMinor: 1_000_000 });
  });

  it('settles a cash-out by hand; a 1.00× crash busts even a 1.00× cash-out', () => {
    expect(settleCrash(350, 349, 1001)).toMatchObject({ winMinor: 3493, outcome: { cashedOutAt: 349 } });
    expect(settleCrash(350, 350, 1000).winMinor).toBe(3500);
    expect(settleCrash(350, 351, 1000).winMinor).toBe(0);
    expect(settleCrash(100, 100, 1000).winMinor).toBe(0);
    expect(settleCrash(101, 100, 1000).winMinor).toBe(1000);
    expect(() => settleCrash(350, 99, 1000)).toThrow(RangeError);
  });

  it('draws one curve: multiplierAt and msToReach agree at every hundredth up to 1000×', () => {
    expect(multiplierAt(0)).toBe(100);
    expect(multiplierAt(11_552)).toBe(199);
    expect(multiplierAt(11_553)).toBe(200);
    expect(msToReach(200)).toBe(11_553);
    for (let m = 101; m <= 100_000; m++) {
      const ms = msToReach(m);
      if (!(multiplierAt(ms) >= m && multiplierAt(ms - 1) < m)) expect({ m, ms }).toBe('the first millisecond at that multiplier');
    }
  });

  it('refuses auto cash-outs and stakes it cannot settle', () => {
    for (const params of [{ autoCashout: 100 }, { autoCashout: 100_001 }, { autoCashout: 150.5 }, { betMinor: 50 }]) {
      expect(() => engines.crash.betOf({ engine: 'crash', autoCashout: 200, betMinor: 100, ...params })).toThrow(RangeError);
    }
  });
});

describe('the engine registry', () => {
  it('serves each engine by id, with its rules', () => {
    expect(Object.keys(engines).sort()).toEqual(['crash', 'dice', 'roulette', 'slot']);
    expect(engineInfo('slot')).toMatchObject({ id: 'slot', floatsPerRound: 5, volatility: 'medium' });
    expect(engineInfo('roulette')).toMatchObject({ rtp: 36 / 37, volatility: 'low' });
    expect(engineInfo('dice')).toMatchObject({ rtp: 0.99, volatility: 'low', floatsPerRound: 1 });
    expect(engineInfo('crash')).toMatchObject({ rtp: 0.99, volatility: 'high', floatsPerRound: 1 });
  });

  it('plays any round by its params, and refuses params for no engine', () => {
    const params: RoundParams = { engine: 'dice', target: 5000, direction: 'under', betMinor: 200 };
    expect(playRound([0.25], params)).toEqual(engines.dice.play([0.25], params));
    expect(betOf(params)).toBe(200);
    expect(() => playRound([0.25], { engine: 'poker' } as never)).toThrow(RangeError);
    expect(() => engines.slot.play([0.1, 0.1, 0.1, 0.1, 0.1], params as never)).toThrow(/not for slot/);
  });
});

import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EngineId } from '../../contracts/games/engine.js';
import { msToReach, replayRound, STRIPS } from '../../contracts/games/engines/index.js';
import { sha256Hex } from '../../contracts/games/fairness.js';
import { dialects } from './helpers.js';
import { gameServerHarness, type GameServerHarness } from './game-server-fakes.js';
import { gameFrameEn } from '../../i18n/en/game-frame.js';
import { gameFrameTr } from '../../i18n/tr/game-frame.js';

/**
 * A player's own check, written from what the rules and verify pages state (frame.fair.how.*), with node:crypto and
 * none of the engine code: HMAC-SHA256 keyed with the server seed's text over `clientSeed:nonce:cursor`; every 4 bytes
 * b0..b3 give b0/256 + b1/256² + b2/256³ + b3/256⁴; 8 numbers a digest, the next digest at the next cursor.
 */
function statedNumbers(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const numbers: number[] = [];
  for (let cursor = 0; numbers.length < count; cursor++) {
    const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest();
    for (let i = 0; i < 8 && numbers.length < count; i++) {
      numbers.push(bytes[4 * i] / 256 + bytes[4 * i + 1] / 256 ** 2 + bytes[4 * i + 2] / 256 ** 3 + bytes[4 * i + 3] / 256 ** 4);
    }
  }
  return numbers;
}

const createHashHex = (text: string) => createHash('sha256').update(text).digest('hex');

/** Each game's mapping as the pages state it, from the numbers to what the round showed. */
const statedOutcome = {
  slot: (n: number[]) => {
    const stops = n.slice(0, 5).map((x) => Math.floor(x * 32));
    return { stops, grid: stops.map((stop, reel) => [0, 1, 2].map((row) => STRIPS[reel][(stop + row) % 32])) };
  },
  roulette: (n: number[]) => ({ number: Math.floor(n[0] * 37) }),
  dice: (n: number[], target: number, direction: 'under' | 'over') => {
    const roll = Math.floor(n[0] * 10000);
    return { roll, won: direction === 'under' ? roll < target : roll >= 10000 - target, multiplier: Math.floor(99_000_000 / target) / 10000 };
  },
  crash: (n: number[]) => ({ crashAt: Math.min(100000, Math.max(100, Math.floor(99 / (1 - n[0])))) }),
};

const paramsOf: Record<Exclude<EngineId, 'crash'>, object> = {
  slot: { engine: 'slot', betPerLineMinor: 10 },
  roulette: { engine: 'roulette', bets: [{ kind: 'red', amountMinor: 500 }, { kind: 'straight', number: 17, amountMinor: 100 }] },
  dice: { engine: 'dice', target: 3300, direction: 'over', betMinor: 700 },
};

describe.each(dialects)('provably fair rounds of the game server on %s', (dialect) => {
  let h: GameServerHarness;
  beforeAll(async () => {
    h = await gameServerHarness(dialect);
  });
  afterAll(() => h.close());
  beforeEach(() => h.wallet.reset(1_000_000));

  it('rotating the seed reveals the old server seed, whose SHA-256 is the hash shown before play', async () => {
    const s = await h.open('dice');
    const before = (await h.api.session(s)).json().fairness;
    await h.api.play(s, paramsOf.dice);
    await h.api.play(s, paramsOf.dice);
    const res = await h.api.seed(s, 'benim tohumum');
    expect(res.statusCode).toBe(200);
    const { previous, current } = res.json();
    expect(previous.serverSeedHash).toBe(before.serverSeedHash);
    expect(await sha256Hex(previous.serverSeed)).toBe(before.serverSeedHash);
    expect(previous).toMatchObject({ clientSeed: before.clientSeed, nonce: 2 });
    expect(current).toMatchObject({ clientSeed: 'benim tohumum', nonce: 0 });
    expect(current.serverSeedHash).not.toBe(before.serverSeedHash);
    expect((await h.api.session(s)).json().fairness).toEqual(current);
    expect((await h.api.play(s, paramsOf.dice)).json().nonce).toBe(0);
  });

  it('a proof hides the server seed until its pair is rotated, then recomputes every round with the engines', async () => {
    for (const engine of ['slot', 'roulette', 'dice'] as const) {
      const s = await h.open(engine);
      const played = [];
      for (let i = 0; i < 3; i++) played.push((await h.api.play(s, paramsOf[engine])).json());
      const hidden = (await h.api.proof(played[0].roundId)).json();
      expect(hidden).toMatchObject({ roundId: played[0].roundId, engine, serverSeed: null, nonce: 0 });
      await h.api.seed(s, `seed-${engine}`);
      for (const round of played) {
        const proof = (await h.api.proof(round.roundId)).json();
        expect(await sha256Hex(proof.serverSeed)).toBe(proof.serverSeedHash);
        const replayed = await replayRound({ serverSeed: proof.serverSeed, clientSeed: proof.clientSeed, nonce: proof.nonce }, proof.params);
        expect(replayed.outcome).toEqual(round.outcome);
        expect(replayed.outcome).toEqual(proof.outcome);
        expect(replayed.winMinor).toBe(round.winMinor);
        expect(replayed.betMinor).toBe(round.betMinor);
      }
    }
  });

  it('a player computing a round from the stated formula with node:crypto gets the outcome the server\'s proof shows', async () => {
    // The pages state exactly this, in both languages.
    for (const text of [gameFrameEn, gameFrameTr]) {
      expect(text['frame.fair.how.message']).toContain('clientSeed:nonce:cursor');
      expect(text['frame.fair.how.slot']).toContain('floor(');
      expect(text['frame.fair.how.roulette']).toContain('floor(');
      expect(text['frame.fair.how.dice']).toContain('floor(');
      expect(text['frame.fair.how.crash']).toContain('min(100000, max(100, floor(99 / (1 − ');
    }
    const rounds: Array<{ engine: EngineId; roundId: string }> = [];
    const sessions: Partial<Record<EngineId, string>> = {};
    for (const engine of ['slot', 'roulette', 'dice'] as const) {
      const s = (sessions[engine] = await h.open(engine));
      for (let i = 0; i < 3; i++) rounds.push({ engine, roundId: (await h.api.play(s, paramsOf[engine])).json().roundId });
    }
    const crashSession = (sessions.crash = await h.open('crash'));
    for (let i = 0; i < 3; i++) {
      const round = (await h.api.play(crashSession, { engine: 'crash', autoCashout: null, betMinor: 1_000 })).json();
      h.clock.advance(msToReach(100_000) + 1);
      expect((await h.api.round(crashSession, round.roundId)).json().status).toBe('settled');
      rounds.push({ engine: 'crash', roundId: round.roundId });
    }
    for (const s of Object.values(sessions)) await h.api.seed(s!, 'mine');

    for (const { engine, roundId } of rounds) {
      const proof = (await h.api.proof(roundId)).json();
      expect(createHashHex(proof.serverSeed)).toBe(proof.serverSeedHash);
      const numbers = statedNumbers(proof.serverSeed, proof.clientSeed, proof.nonce, engine === 'slot' ? 5 : 1);
      const expected =
        engine === 'dice' ? statedOutcome.dice(numbers, proof.params.target, proof.params.direction) : statedOutcome[engine](numbers);
      expect(proof.outcome, `${engine} round ${roundId}`).toMatchObject(expected);
    }
  });

  it('keeps the seed pair per player: another player’s rounds take nothing from it', async () => {
    const mine = await h.open('dice', 'tr', 'same-player');
    const again = await h.open('slot', 'tr', 'same-player');
    const theirs = await h.open('dice');
    await h.api.play(mine, paramsOf.dice);
    await h.api.play(theirs, paramsOf.dice);
    expect((await h.api.play(again, paramsOf.slot)).json().nonce).toBe(1);
    expect((await h.api.session(theirs)).json().fairness.nonce).toBe(1);
  });

  it('answers not found for a round nobody played', async () => {
    const res = await h.api.proof('nosuchround');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('not_found');
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EngineId } from '../../contracts/games/engine.js';
import { replayRound } from '../../contracts/games/engines/index.js';
import { sha256Hex } from '../../contracts/games/fairness.js';
import { dialects } from './helpers.js';
import { gameServerHarness, type GameServerHarness } from './game-server-fakes.js';

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

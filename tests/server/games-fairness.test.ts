import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RoundParams } from '../../contracts/games/engine';
import { engineInfo, playRound, replayRound } from '../../contracts/games/engines';
import { digestFor, floatsFor, newClientSeed, newServerSeed, sha256Hex } from '../../contracts/games/fairness';

/** An implementation of Stake's published scheme written only from its description, on Node's own crypto. */
function nodeFloats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const floats: number[] = [];
  for (let cursor = 0; floats.length < count; cursor++) {
    const digest = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest();
    for (let at = 0; at < 32 && floats.length < count; at += 4) {
      floats.push(digest[at] / 256 + digest[at + 1] / 256 ** 2 + digest[at + 2] / 256 ** 3 + digest[at + 3] / 256 ** 4);
    }
  }
  return floats;
}

/**
 * Vectors from lucasholder/fair (src/rng.rs, src/games/dice.rs), a verifier "compatible with Stake's provably fair
 * algorithms" whose README reports the same results as stake.com. Stake itself publishes the algorithm, not numbers.
 */
const fairCrate = {
  bytes: {
    serverSeed: 'some server seed', clientSeed: 'some client seed', nonce: 1,
    expected: [151, 136, 121, 135, 209, 159, 189, 233, 43, 248, 146, 253, 71, 34, 215, 176, 139, 160, 47, 225, 233, 221, 169, 198,
      187, 103, 171, 31, 87, 118, 23, 138, 198, 14, 60, 130, 130, 198, 153, 83],
  },
  floats: [0.5919261889066547, 0.81884371698834, 0.17176169087179005, 0.277875404804945, 0.5454130100551993,
    0.913538561668247, 0.732050604885444, 0.34164569014683366, 0.7736547295935452, 0.5108428790699691],
  smallFloat: { serverSeed: 'e8df2cc3b9ccb583ce5ea92336842387', clientSeed: '83e27f682128eb1852b048203dfd6931', nonce: 1942124, expected: 0.00000025122426450252533 },
  /** Stake's dice: floor(float × 10001) / 100. */
  dice: [{ nonce: 1, roll: 74.67 }, { nonce: 2, roll: 53.86 }],
};

describe('provably fair floats (HMAC-SHA256, Stake scheme)', () => {
  it('match an independent Node createHmac computation, across several cursors', async () => {
    const serverSeed = newServerSeed();
    for (const [clientSeed, nonce] of [['a1b2c3d4e5', 0], ['my own seed', 7], ['ğüşöç ✓', 123_456]] as const) {
      expect(await floatsFor(serverSeed, clientSeed, nonce, 20)).toEqual(nodeFloats(serverSeed, clientSeed, nonce, 20));
    }
  });

  it('reproduce the Stake-compatible verifier vectors: raw bytes over two cursors, floats, a tiny float, dice rolls', async () => {
    const { serverSeed, clientSeed, nonce, expected } = fairCrate.bytes;
    const bytes = [...(await digestFor(serverSeed, clientSeed, nonce, 0)), ...(await digestFor(serverSeed, clientSeed, nonce, 1))];
    expect(bytes.slice(0, expected.length)).toEqual(expected);
    expect(await floatsFor(serverSeed, clientSeed, nonce, 10)).toEqual(fairCrate.floats);
    const small = fairCrate.smallFloat;
    expect((await floatsFor(small.serverSeed, small.clientSeed, small.nonce, 1))[0]).toBe(small.expected);
    for (const { nonce: n, roll } of fairCrate.dice) {
      const [float] = await floatsFor('server seed', 'client seed', n, 1);
      expect(Math.floor(float * 10001) / 100).toBe(roll);
    }
  });

  it('take the next cursor only after 8 floats', async () => {
    const nine = await floatsFor('s', 'c', 3, 9);
    expect(nine.slice(0, 8)).toEqual(await floatsFor('s', 'c', 3, 8));
    expect(nine[8]).toBe(nodeFloats('s', 'c', 3, 9)[8]);
    expect(await floatsFor('s', 'c', 3, 0)).toEqual([]);
  });

  it('hash a server seed the way the player checks it (SHA-256 hex)', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const seed = newServerSeed();
    expect(await sha256Hex(seed)).toBe(createHash('sha256').update(seed).digest('hex'));
  });

  it('make fresh random seeds: 64 hex server seeds, 10-character client seeds', () => {
    const servers = new Set(Array.from({ length: 50 }, newServerSeed));
    expect(servers.size).toBe(50);
    for (const seed of servers) expect(seed).toMatch(/^[0-9a-f]{64}$/);
    const clients = new Set(Array.from({ length: 50 }, newClientSeed));
    expect(clients.size).toBe(50);
    for (const seed of clients) expect(seed).toMatch(/^[0-9a-f]{10}$/);
  });
});

const rounds: RoundParams[] = [
  { engine: 'slot', betPerLineMinor: 100 },
  { engine: 'roulette', bets: [{ kind: 'straight', number: 17, amountMinor: 500 }, { kind: 'red', amountMinor: 1000 }] },
  { engine: 'dice', target: 4950, direction: 'over', betMinor: 1000 },
  { engine: 'crash', autoCashout: 150, betMinor: 1000 },
];

describe('verifying a round', () => {
  const seeds = { serverSeed: 'b5c3d0f0a3e5f4b1c7a96d2e8f14c0a9d3b7e6f2a1c4d8e9f0b2a3c5d7e9f1a2', clientSeed: 'player-seed', nonce: 41 };

  it('the same seeds give the same outcome on every replay', async () => {
    for (const params of rounds) expect(await replayRound(seeds, params)).toEqual(await replayRound({ ...seeds }, params));
  });

  it('a different client seed or nonce gives a different round', async () => {
    const slot = rounds[0];
    const base = await replayRound(seeds, slot);
    const otherClient = await replayRound({ ...seeds, clientSeed: 'player-seed2' }, slot);
    const otherNonce = await replayRound({ ...seeds, nonce: 42 }, slot);
    expect(otherClient.outcome).not.toEqual(base.outcome);
    expect(otherNonce.outcome).not.toEqual(base.outcome);
    expect(otherClient.outcome).not.toEqual(otherNonce.outcome);
  });

  it('a revealed server seed recomputes every round played under its hash, and only that seed does', async () => {
    // The game server's side: commit to the hash, play nonces 0..19, keep what it settled.
    const serverSeed = newServerSeed();
    const committedHash = createHash('sha256').update(serverSeed).digest('hex');
    const clientSeed = 'chosen by the player';
    const history = [];
    for (let nonce = 0; nonce < 20; nonce++) {
      const params = rounds[nonce % rounds.length];
      const floats = nodeFloats(serverSeed, clientSeed, nonce, engineInfo(params.engine).floatsPerRound);
      history.push({ nonce, params, settled: playRound(floats, params) });
    }
    // The verify page's side, after rotation reveals the seed.
    expect(await sha256Hex(serverSeed)).toBe(committedHash);
    for (const round of history) {
      expect(await replayRound({ serverSeed, clientSeed, nonce: round.nonce }, round.params)).toEqual(round.settled);
    }
    const forged = newServerSeed();
    expect(await sha256Hex(forged)).not.toBe(committedHash);
    const slotRounds = history.filter((round) => round.params.engine === 'slot');
    const replays = await Promise.all(slotRounds.map((round) => replayRound({ serverSeed: forged, clientSeed, nonce: round.nonce }, round.params)));
    expect(replays.map((r) => r.outcome)).not.toEqual(slotRounds.map((round) => round.settled.outcome));
  });

  it('a dice round recomputes from its seeds by hand: roll = floor(first float × 10000)', async () => {
    const [float] = nodeFloats(seeds.serverSeed, seeds.clientSeed, seeds.nonce, 1);
    const { outcome } = await replayRound(seeds, rounds[2]);
    expect(outcome).toMatchObject({ engine: 'dice', roll: Math.floor(float * 10000) });
  });
});

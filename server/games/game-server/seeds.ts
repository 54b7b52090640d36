import type { Kysely, Selectable } from 'kysely';
import { newClientSeed, newServerSeed, sha256Hex } from '../../../contracts/games/fairness.js';
import type { FairnessState } from '../../../contracts/games/api.js';
import type { Database, GsSeedsTable } from '../../db/schema.js';
import { transact } from '../../db/transact.js';
import { crashDecision, isDecided } from './crash-rounds.js';
import { GameFailure } from './messages.js';

type K = Kysely<Database>;
export type SeedRow = Selectable<GsSeedsTable>;

export interface PlayerKey {
  provider: string;
  playerRef: string;
}

export const fairnessOf = (seed: SeedRow): FairnessState => ({ serverSeedHash: seed.server_seed_hash, clientSeed: seed.client_seed, nonce: seed.nonce });

async function insertSeed(db: K, key: PlayerKey, clientSeed: string, now: Date): Promise<SeedRow> {
  const serverSeed = newServerSeed();
  return db
    .insertInto('gs_seeds')
    .values({
      provider: key.provider,
      player_ref: key.playerRef,
      server_seed: serverSeed,
      server_seed_hash: await sha256Hex(serverSeed),
      client_seed: clientSeed,
      nonce: 0,
      created_at: now.toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The player's active pair, made on first use. Two first uses racing on PostgreSQL may both insert one: the oldest
 * active pair is the one every caller takes, and a rotation reveals them all.
 */
export async function activeSeed(db: K, key: PlayerKey, now: Date): Promise<SeedRow> {
  const found = await db
    .selectFrom('gs_seeds')
    .selectAll()
    .where('provider', '=', key.provider)
    .where('player_ref', '=', key.playerRef)
    .where('revealed_at', 'is', null)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return found ?? insertSeed(db, key, newClientSeed(), now);
}

/**
 * Takes the next nonce of the active pair (inside the caller's transaction: it is the round's, once and only once).
 * Its update holds the pair's row lock (PostgreSQL; SQLite's write lock is held from BEGIN) until the round is stored,
 * the lock `rotateSeed` takes before it looks for a running round.
 */
export async function reserveNonce(trx: K, key: PlayerKey, now: Date): Promise<SeedRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const seed = await activeSeed(trx, key, now);
    // The row lock (PostgreSQL) or the write lock (SQLite) orders concurrent rounds; a pair rotated meanwhile is skipped.
    const taken = await trx
      .updateTable('gs_seeds')
      .set((eb) => ({ nonce: eb('nonce', '+', 1) }))
      .where('id', '=', seed.id)
      .where('revealed_at', 'is', null)
      .returning('nonce')
      .executeTakeFirst();
    if (taken) return { ...seed, nonce: Number(taken.nonce) - 1 };
  }
  throw new Error('the seed pair kept being rotated while a round took its nonce');
}

export interface Rotation {
  previous: { serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number };
  current: FairnessState;
}

/**
 * Locks the player's active pairs for the rest of the transaction: the no-op update takes the row lock on
 * PostgreSQL (the same one a round's `reserveNonce` takes to count its nonce), and SQLite holds the write lock from
 * BEGIN IMMEDIATE anyway. A round either committed its nonce before this (and is seen below) or waits and then finds
 * its pair revealed (and takes the new one).
 */
async function lockActivePairs(trx: K, key: PlayerKey): Promise<void> {
  await trx
    .updateTable('gs_seeds')
    .set((eb) => ({ nonce: eb.ref('nonce') }))
    .where('provider', '=', key.provider)
    .where('player_ref', '=', key.playerRef)
    .where('revealed_at', 'is', null)
    .execute();
}

/** A crash round on one of these pairs still in the air at `now`: its crash point follows from the pair's server seed. */
async function runningCrashOn(trx: K, key: PlayerKey, now: Date): Promise<boolean> {
  const rounds = await trx
    .selectFrom('gs_rounds')
    .innerJoin('gs_seeds', 'gs_seeds.id', 'gs_rounds.seed_id')
    .selectAll('gs_rounds')
    .where('gs_seeds.provider', '=', key.provider)
    .where('gs_seeds.player_ref', '=', key.playerRef)
    .where('gs_seeds.revealed_at', 'is', null)
    .where('gs_rounds.engine', '=', 'crash')
    .where('gs_rounds.status', '=', 'open')
    .execute();
  // One past its crash (or auto cash-out) is decided by the clock alone whoever asks: revealing it tells nothing new.
  return rounds.some((round) => !isDecided(round) && crashDecision(round, now, false) === null);
}

/**
 * Reveals the active pair and starts a new one with the player's client seed and a fresh server seed, nonce 0. The
 * check for a running crash round and the reveal are one locked transaction: a round that takes its nonce meanwhile
 * either is seen (the rotation is refused, `games.roundRunning`) or plays on the new pair.
 */
export async function rotateSeed(db: K, key: PlayerKey, clientSeed: string, now: Date): Promise<Rotation> {
  return transact(db, async (trx) => {
    await lockActivePairs(trx, key);
    if (await runningCrashOn(trx, key, now)) throw new GameFailure('invalid', 'games.roundRunning');
    const old = await activeSeed(trx, key, now);
    const revealed = await trx
      .updateTable('gs_seeds')
      .set({ revealed_at: now.toISOString() })
      .where('provider', '=', key.provider)
      .where('player_ref', '=', key.playerRef)
      .where('revealed_at', 'is', null)
      .returningAll()
      .execute();
    const previous = revealed.find((seed) => seed.id === old.id) ?? old;
    const current = await insertSeed(trx, key, clientSeed, now);
    return {
      previous: { serverSeed: previous.server_seed, serverSeedHash: previous.server_seed_hash, clientSeed: previous.client_seed, nonce: previous.nonce },
      current: fairnessOf(current),
    };
  });
}

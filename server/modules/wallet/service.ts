import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AccountKind, Database, LedgerEntryRow } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/errors.js';
import { hotCacheOf, type HotCache } from '../../db/hot-cache.js';
import { preparedQuery } from '../../db/prepared.js';
import { afterTransaction, rootDb, transact } from '../../db/transact.js';

type Db = Kysely<Database>;

export interface Movement {
  playerId: number;
  kind: AccountKind;
  amountMinor: number;
  /** What the money moved for: 'trial_bonus', 'deposit', 'bet', 'win', ... */
  entryKind: string;
  reference: string;
  idempotencyKey: string;
  now?: Date;
}

export interface WalletResult {
  entry: LedgerEntryRow;
  /** True when the key had been applied before and this is its first result, unchanged. */
  replayed: boolean;
}

export class WalletError extends Error {
  constructor(readonly code: 'insufficient_funds' | 'idempotency_conflict') {
    super(code);
    this.name = 'WalletError';
  }
}

function requestHash(direction: 'credit' | 'debit', m: Movement): string {
  const fields = [direction, m.playerId, m.kind, m.amountMinor, m.entryKind, m.reference];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

async function findReplay(db: Db, key: string, hash: string): Promise<WalletResult | null> {
  const entry = await db.selectFrom('ledger_entries').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
  if (!entry) return null;
  if (entry.request_hash !== hash) throw new WalletError('idempotency_conflict');
  return { entry, replayed: true };
}

/** The balance moves in one conditional statement; the database, not JavaScript, decides if a debit fits. */
async function move(trx: Db, direction: 'credit' | 'debit', m: Movement, hash: string): Promise<WalletResult> {
  const replay = await findReplay(trx, m.idempotencyKey, hash);
  if (replay) return replay;
  return changingBalances(trx, m.playerId, () => apply(trx, direction, m, hash));
}

async function apply(trx: Db, direction: 'credit' | 'debit', m: Movement, hash: string): Promise<WalletResult> {
  const update = () => {
    const query = trx
      .updateTable('accounts')
      .where('player_id', '=', m.playerId)
      .where('kind', '=', m.kind)
      .returning(['id', 'balance_minor']);
    return direction === 'credit'
      ? query.set((eb) => ({ balance_minor: eb('balance_minor', '+', m.amountMinor) })).executeTakeFirst()
      : query
          .set((eb) => ({ balance_minor: eb('balance_minor', '-', m.amountMinor) }))
          .where('balance_minor', '>=', m.amountMinor)
          .executeTakeFirst();
  };
  let account = await update();
  if (!account && direction === 'credit') {
    await openAccounts(trx, m.playerId);
    account = await update();
  }
  if (!account) throw new WalletError('insufficient_funds');
  const entry = await trx
    .insertInto('ledger_entries')
    .values({
      account_id: account.id,
      amount_minor: direction === 'credit' ? m.amountMinor : -m.amountMinor,
      balance_after_minor: account.balance_minor,
      kind: m.entryKind,
      reference: m.reference,
      idempotency_key: m.idempotencyKey,
      request_hash: hash,
      created_at: (m.now ?? new Date()).toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { entry, replayed: false };
}

async function run(db: Db, direction: 'credit' | 'debit', m: Movement): Promise<WalletResult> {
  if (!Number.isSafeInteger(m.amountMinor) || m.amountMinor <= 0) {
    throw new RangeError(`amountMinor must be a positive integer of kuruş, got ${m.amountMinor}`);
  }
  const hash = requestHash(direction, m);
  // Inside a caller's transaction the caller owns atomicity (and retries a lost duplicate race).
  if (db.isTransaction) return move(db, direction, m, hash);
  // SQLite: BEGIN IMMEDIATE (see db/index.ts) holds the write lock throughout. PostgreSQL: the conditional UPDATE
  // locks the account row, so concurrent debits queue and each re-checks the balance it finds.
  try {
    return await transact(db, (trx) => move(trx, direction, m, hash));
  } catch (error) {
    // A concurrent twin committed the key first (PostgreSQL); our transaction rolled back, theirs is the answer.
    if (!isUniqueViolation(error)) throw error;
    const replay = await findReplay(db, m.idempotencyKey, hash);
    if (!replay) throw error;
    return replay;
  }
}

export const credit = (db: Db, movement: Movement) => run(db, 'credit', movement);
export const debit = (db: Db, movement: Movement) => run(db, 'debit', movement);

export async function openAccounts(db: Db, playerId: number): Promise<void> {
  await changingBalances(db, playerId, () =>
    db
      .insertInto('accounts')
      .values([
        { player_id: playerId, kind: 'cash', balance_minor: 0 },
        { player_id: playerId, kind: 'bonus', balance_minor: 0 },
        { player_id: playerId, kind: 'held', balance_minor: 0 },
      ])
      .onConflict((oc) => oc.columns(['player_id', 'kind']).doNothing())
      .execute(),
  );
}

export interface Balances {
  cashMinor: number;
  bonusMinor: number;
  totalMinor: number;
}

const accountsOf = preparedQuery((db: Db, playerId: number) =>
  db.selectFrom('accounts').select(['kind', 'balance_minor']).where('player_id', '=', playerId),
);

// What the header shows, by player, read every 3 s per open tab. Display only: every movement of money reads and
// decides inside its own transaction, never from here.
const balanceCaches = new WeakMap<object, HotCache<Balances>>();

/**
 * Runs a write to the player's accounts with their cached balances held (nothing is kept from a state about to
 * change) until the write, or the transaction it is part of, has ended; then drops them.
 */
async function changingBalances<T>(db: Db, playerId: number, write: () => Promise<T>): Promise<T> {
  const cache = hotCacheOf(balanceCaches, rootDb(db));
  if (!cache) return write();
  if (!db.isTransaction) return cache.around(playerId, write);
  afterTransaction(db, () => cache.release(playerId));
  cache.hold(playerId);
  return write();
}

export async function balances(db: Db, playerId: number): Promise<Balances> {
  const cache = hotCacheOf(balanceCaches, db);
  const kept = cache?.get(playerId);
  if (kept) return kept;
  const stamp = cache?.stamp() ?? 0;
  let cashMinor = 0;
  let bonusMinor = 0;
  for (const row of await accountsOf(db, playerId)) {
    if (row.kind === 'cash') cashMinor = Number(row.balance_minor);
    else if (row.kind === 'bonus') bonusMinor = Number(row.balance_minor);
  }
  const result: Balances = Object.freeze({ cashMinor, bonusMinor, totalMinor: cashMinor + bonusMinor });
  cache?.fill(playerId, playerId, result, stamp);
  return result;
}

/**
 * Serializes the money of one player inside a transaction. SQLite already holds the write lock from BEGIN
 * IMMEDIATE; PostgreSQL locks the player's cash account row, which every movement of their money updates anyway,
 * so a check made after this (withdrawable cash, active bonuses) stays true until the transaction ends.
 */
export async function lockMoney(trx: Db, playerId: number): Promise<void> {
  await openAccounts(trx, playerId);
  // A write that changes nothing, in both dialects: PostgreSQL holds the row lock until the transaction ends.
  await trx.updateTable('accounts').set((eb) => ({ balance_minor: eb.ref('balance_minor') })).where('player_id', '=', playerId).where('kind', '=', 'cash').execute();
}

import { createHash } from 'node:crypto';
import { PostgresAdapter, type Kysely } from 'kysely';
import type { WalletBalance } from '../../../contracts/account.js';
import { minorToLira } from '../../money.js';
import type { AccountKind, Database, LedgerEntryRow } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/errors.js';
import { hotCacheOf, type HotCache } from '../../db/hot-cache.js';
import { preparedQuery, preparedWrite } from '../../db/prepared.js';
import { commitEvents } from '../../db/commit-events.js';
import { afterCommit, afterTransaction, rootDb, transact } from '../../db/transact.js';
import { countWalletOperation } from '../../ops/metrics.js';
import { currentRequestId } from '../../ops/request-scope.js';

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
  /**
   * The caller guarantees the key has never been used (e.g. it names a row this transaction just created or just
   * moved by a one-way status edge): no replay lookup. A used key then fails on the ledger's unique index instead of
   * answering the earlier entry, so the caller's transaction rolls back; nothing is ever applied twice.
   */
  fresh?: boolean;
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

// The statements of every movement, compiled once (see db/prepared.ts).
const entryByKey = preparedWrite((db: Db, key: string) => db.selectFrom('ledger_entries').selectAll().where('idempotency_key', '=', key));
const addToBalance = preparedWrite((db: Db, amountMinor: number, playerId: number, kind: AccountKind) =>
  db
    .updateTable('accounts')
    .set((eb) => ({ balance_minor: eb('balance_minor', '+', amountMinor) }))
    .where('player_id', '=', playerId)
    .where('kind', '=', kind)
    .returning(['id', 'balance_minor']),
);
const takeFromBalance = preparedWrite((db: Db, amountMinor: number, playerId: number, kind: AccountKind, atLeastMinor: number) =>
  db
    .updateTable('accounts')
    .set((eb) => ({ balance_minor: eb('balance_minor', '-', amountMinor) }))
    .where('player_id', '=', playerId)
    .where('kind', '=', kind)
    .where('balance_minor', '>=', atLeastMinor)
    .returning(['id', 'balance_minor']),
);
const insertEntry = preparedWrite(
  (db: Db, accountId: number, amountMinor: number, balanceAfterMinor: number, kind: string, reference: string, key: string, hash: string, createdAt: string, requestId: string | null) =>
    db
      .insertInto('ledger_entries')
      .values({
        account_id: accountId,
        amount_minor: amountMinor,
        balance_after_minor: balanceAfterMinor,
        kind,
        reference,
        idempotency_key: key,
        request_hash: hash,
        created_at: createdAt,
        request_id: requestId,
      })
      .returningAll(),
);
// PostgreSQL: the row lock an UPDATE takes (FOR NO KEY UPDATE), held until the transaction ends, without writing a
// new row version and its WAL. SQLite has no row locks and needs none: BEGIN IMMEDIATE holds the database.
const lockCash = preparedWrite((db: Db, playerId: number) => {
  const cash = db.selectFrom('accounts').select('id').where('player_id', '=', playerId).where('kind', '=', 'cash');
  return db.getExecutor().adapter instanceof PostgresAdapter ? cash.forNoKeyUpdate() : cash;
});

async function findReplay(db: Db, key: string, hash: string): Promise<WalletResult | null> {
  const entry = (await entryByKey(db, key)).rows[0];
  if (!entry) return null;
  if (entry.request_hash !== hash) throw new WalletError('idempotency_conflict');
  return { entry, replayed: true };
}

/** The balance moves in one conditional statement; the database, not JavaScript, decides if a debit fits. */
async function move(trx: Db, direction: 'credit' | 'debit', m: Movement, hash: string): Promise<WalletResult> {
  const replay = m.fresh ? null : await findReplay(trx, m.idempotencyKey, hash);
  if (replay) return replay;
  return changingBalances(trx, m.playerId, () => apply(trx, direction, m, hash));
}

async function apply(trx: Db, direction: 'credit' | 'debit', m: Movement, hash: string): Promise<WalletResult> {
  const update = async () =>
    (direction === 'credit'
      ? await addToBalance(trx, m.amountMinor, m.playerId, m.kind)
      : await takeFromBalance(trx, m.amountMinor, m.playerId, m.kind, m.amountMinor)
    ).rows[0];
  let account = await update();
  if (!account && direction === 'credit') {
    await openAccounts(trx, m.playerId);
    account = await update();
  }
  if (!account) throw new WalletError('insufficient_funds');
  const amountMinor = direction === 'credit' ? m.amountMinor : -m.amountMinor;
  const createdAt = (m.now ?? new Date()).toISOString();
  const [entry] = (await insertEntry(trx, account.id, amountMinor, account.balance_minor, m.entryKind, m.reference, m.idempotencyKey, hash, createdAt, currentRequestId())).rows;
  if (!entry) throw new Error('the ledger entry was not returned');
  return { entry, replayed: false };
}

/** Counts each movement by caller, kind and outcome (GET /metrics); one in a transaction counts once it commits. */
async function run(db: Db, direction: 'credit' | 'debit', m: Movement): Promise<WalletResult> {
  let result: WalletResult;
  try {
    result = await runUncounted(db, direction, m);
  } catch (error) {
    countWalletOperation(m.entryKind, error instanceof WalletError ? error.code : 'error');
    throw error;
  }
  const outcome = result.replayed ? 'replayed' : 'applied';
  afterCommit(db, () => countWalletOperation(m.entryKind, outcome));
  return result;
}

async function runUncounted(db: Db, direction: 'credit' | 'debit', m: Movement): Promise<WalletResult> {
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

const balanceChanges = commitEvents<number>();

/**
 * Tells `listener` of every change to a player's accounts made through `db`, once it has committed (never of a
 * rollback); once per movement, so several may come for one transaction. Nothing is read for it: the real-time hub
 * reads the balance itself, outside the transaction.
 */
export const onBalanceChange = (db: Db, listener: (playerId: number) => void) => balanceChanges.on(db, listener);

/**
 * Runs a write to the player's accounts with their cached balances held (nothing is kept from a state about to
 * change) until the write, or the transaction it is part of, has ended; then drops them, and tells the balance
 * listeners. With nobody listening this costs one lookup: it runs with every movement of money.
 */
async function changingBalances<T>(db: Db, playerId: number, write: () => Promise<T>): Promise<T> {
  const cache = hotCacheOf(balanceCaches, rootDb(db));
  if (!db.isTransaction) {
    const result = await (cache ? cache.around(playerId, write) : write());
    balanceChanges.raise(db, playerId);
    return result;
  }
  if (cache) {
    afterTransaction(db, () => cache.release(playerId));
    cache.hold(playerId);
  }
  // Raised after the release is registered: a listener that reads the balance at once finds the cache open again.
  balanceChanges.raise(db, playerId);
  return write();
}

/** The balance as GET user/balance answers it (and the hub pushes it): lira, cash + bonus and each part. */
export const walletBalanceOf = (b: Balances): WalletBalance => ({ balance: minorToLira(b.totalMinor), cash: minorToLira(b.cashMinor), bonus: minorToLira(b.bonusMinor) });

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
  // The lock finds the cash account: the accounts are opened (and locked) only when the player has none yet.
  if ((await lockCash(trx, playerId)).rows.length > 0) return;
  await openAccounts(trx, playerId);
  await lockCash(trx, playerId);
}

import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AccountKind, Database, LedgerEntryRow } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/errors.js';
import { preparedQuery } from '../../db/prepared.js';

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
  const apply = () => {
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
  let account = await apply();
  if (!account && direction === 'credit') {
    await openAccounts(trx, m.playerId);
    account = await apply();
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
    return await db.transaction().execute((trx) => move(trx, direction, m, hash));
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
  await db
    .insertInto('accounts')
    .values([
      { player_id: playerId, kind: 'cash', balance_minor: 0 },
      { player_id: playerId, kind: 'bonus', balance_minor: 0 },
    ])
    .onConflict((oc) => oc.columns(['player_id', 'kind']).doNothing())
    .execute();
}

export interface Balances {
  cashMinor: number;
  bonusMinor: number;
  totalMinor: number;
}

const accountsOf = preparedQuery((db: Db, playerId: number) =>
  db.selectFrom('accounts').select(['kind', 'balance_minor']).where('player_id', '=', playerId),
);

export async function balances(db: Db, playerId: number): Promise<Balances> {
  const rows = await accountsOf(db, playerId);
  const of = (kind: AccountKind) => Number(rows.find((r) => r.kind === kind)?.balance_minor ?? 0);
  const cashMinor = of('cash');
  const bonusMinor = of('bonus');
  return { cashMinor, bonusMinor, totalMinor: cashMinor + bonusMinor };
}

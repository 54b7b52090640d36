import { sql, type Kysely } from 'kysely';
import { NotificationType } from '../../../contracts/enums.js';
import type { BonusDefinitionRow, Database, PlayerBonusRow } from '../../db/schema.js';
import { preparedQuery } from '../../db/prepared.js';
import { transact } from '../../db/transact.js';
import { notify } from '../notifications/service.js';
import { balances, credit, debit, lockMoney, WalletError } from '../wallet/service.js';

export { lockMoney };

type Db = Kysely<Database>;

// Read by every withdrawal (its form and its request) and stake: compiled once (see db/prepared.ts). Outside a
// transaction it reads the committed state (SQLite: the read connection); inside one, the transaction's.
const activeBonusesOf = preparedQuery((db: Db, playerId: number) =>
  db.selectFrom('player_bonuses').selectAll().where('player_id', '=', playerId).where('status', '=', 'active').orderBy('granted_at').orderBy('id'),
);

export function activeBonuses(db: Db, playerId: number): Promise<PlayerBonusRow[]> {
  return activeBonusesOf(db, playerId);
}

/** Cash a deposit bonus keeps unwithdrawable until its wagering is done or it ends. */
export async function lockedCashMinor(db: Db, playerId: number): Promise<number> {
  const row = await db
    .selectFrom('player_bonuses')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('locked_cash_minor'), sql<number>`0`).as('locked'))
    .where('player_id', '=', playerId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return Number(row?.locked ?? 0);
}

/** What a withdrawal may take now: cash less what unfinished wagering locks (bonus money never counts). */
export async function withdrawableMinor(db: Db, playerId: number): Promise<number> {
  const { cashMinor } = await balances(db, playerId);
  return Math.max(0, cashMinor - (await lockedCashMinor(db, playerId)));
}

export interface Grant {
  playerId: number;
  definition: BonusDefinitionRow;
  amountMinor: number;
  /** The deposit a deposit bonus was earned with: locked until the wagering is done. */
  lockedCashMinor: number;
  /** Once per key: 'trial:<player>', 'offer:<definition>:<player>', 'deposit:<transaction>'. */
  onceKey: string;
  transactionId: number | null;
  now: Date;
}

/** Credits the bonus account and records the bonus with its wagering requirement ((bonus + locked deposit) × times). */
export async function grantBonus(trx: Db, grant: Grant): Promise<PlayerBonusRow & { ledgerEntryId: number }> {
  const { playerId, definition, amountMinor, lockedCashMinor: locked, onceKey, now } = grant;
  const { entry } = await credit(trx, { playerId, kind: 'bonus', amountMinor, entryKind: `${definition.kind}_bonus`, reference: `bonus:${onceKey}`, idempotencyKey: `bonus:${onceKey}:granted`, now });
  const expires = new Date(now.getTime() + definition.valid_days * 86_400_000);
  const row = await trx
    .insertInto('player_bonuses')
    .values({
      player_id: playerId,
      definition_id: definition.id,
      transaction_id: grant.transactionId,
      once_key: onceKey,
      amount_minor: amountMinor,
      locked_cash_minor: locked,
      wagering_required_minor: (amountMinor + locked) * definition.wagering_times,
      wagered_minor: 0,
      status: 'active',
      granted_at: now.toISOString(),
      expires_at: expires.toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await notify(trx, { playerId, type: NotificationType.Bonus, template: 'bonusGranted', params: { amountMinor, definitionId: definition.id } }, now);
  return { ...row, ledgerEntryId: entry.id };
}

/** The bonus money that leaves with a bonus: all of it when it is the last active one, else at most its amount. */
async function bonusMoneyOf(trx: Db, bonus: PlayerBonusRow): Promise<number> {
  const { bonusMinor } = await balances(trx, bonus.player_id);
  const others = (await activeBonuses(trx, bonus.player_id)).filter((b) => b.id !== bonus.id);
  return others.length === 0 ? bonusMinor : Math.min(bonus.amount_minor, bonusMinor);
}

export async function finish(trx: Db, bonus: PlayerBonusRow, status: 'completed' | 'expired' | 'forfeited', now: Date): Promise<boolean> {
  const moved = await trx
    .updateTable('player_bonuses')
    .set({ status, ended_at: now.toISOString() })
    .where('id', '=', bonus.id)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) return false;
  const amountMinor = await bonusMoneyOf(trx, bonus);
  if (amountMinor > 0) {
    const key = `bonus:${bonus.once_key}:${status}`;
    await debit(trx, { playerId: bonus.player_id, kind: 'bonus', amountMinor, entryKind: `bonus_${status}`, reference: `bonus:${bonus.id}`, idempotencyKey: key, now });
    if (status === 'completed') {
      await credit(trx, { playerId: bonus.player_id, kind: 'cash', amountMinor, entryKind: 'bonus_converted', reference: `bonus:${bonus.id}`, idempotencyKey: `${key}:cash`, now });
    }
  }
  return true;
}

/** Ends every active bonus of the player (a withdrawal the player confirmed after being told what forfeits). */
export async function forfeitActiveBonuses(trx: Db, playerId: number, now: Date): Promise<number> {
  let ended = 0;
  for (const bonus of await activeBonuses(trx, playerId)) if (await finish(trx, bonus, 'forfeited', now)) ended += 1;
  return ended;
}

export interface Stake {
  playerId: number;
  amountMinor: number;
  /** The round or bet it pays for. */
  reference: string;
  idempotencyKey: string;
  now: Date;
  /** The caller has locked the money and knows the key is new (e.g. a game transaction id checked under the lock). */
  fresh?: boolean;
}

export interface StakeResult {
  fromCashMinor: number;
  fromBonusMinor: number;
}

/**
 * A stake takes cash first, then bonus money, and counts towards the wagering of the active bonuses, oldest first
 * (what one cannot use goes on to the next). A bonus whose wagering is done turns into cash at once.
 * Casino and sports call this for every bet; a retried key changes nothing and answers the first split.
 */
export async function stake(db: Db, s: Stake): Promise<StakeResult> {
  if (!Number.isSafeInteger(s.amountMinor) || s.amountMinor <= 0) throw new RangeError('a stake is a positive number of kuruş');
  return transact(db, async (trx) => {
    if (!s.fresh) {
      await lockMoney(trx, s.playerId);
      const earlier = await earlierSplit(trx, s);
      if (earlier) return earlier;
    }
    const { cashMinor, bonusMinor } = await balances(trx, s.playerId);
    const fromCashMinor = Math.min(cashMinor, s.amountMinor);
    const fromBonusMinor = s.amountMinor - fromCashMinor;
    if (fromBonusMinor > bonusMinor) throw new WalletError('insufficient_funds');
    if (fromCashMinor > 0) {
      await debit(trx, { playerId: s.playerId, kind: 'cash', amountMinor: fromCashMinor, entryKind: 'stake', reference: s.reference, idempotencyKey: `${s.idempotencyKey}:cash`, now: s.now, fresh: s.fresh });
    }
    if (fromBonusMinor > 0) {
      await debit(trx, { playerId: s.playerId, kind: 'bonus', amountMinor: fromBonusMinor, entryKind: 'stake', reference: s.reference, idempotencyKey: `${s.idempotencyKey}:bonus`, now: s.now, fresh: s.fresh });
    }
    let rest = s.amountMinor;
    for (const bonus of await activeBonuses(trx, s.playerId)) {
      if (rest === 0) break;
      const counted = Math.min(rest, bonus.wagering_required_minor - bonus.wagered_minor);
      if (counted <= 0) continue;
      rest -= counted;
      const wagered = bonus.wagered_minor + counted;
      await trx.updateTable('player_bonuses').set({ wagered_minor: wagered }).where('id', '=', bonus.id).execute();
      if (wagered >= bonus.wagering_required_minor) await finish(trx, { ...bonus, wagered_minor: wagered }, 'completed', s.now);
    }
    return { fromCashMinor, fromBonusMinor };
  });
}

/** The split of a stake already taken under this key (a retry), or null. */
async function earlierSplit(trx: Db, s: Stake): Promise<StakeResult | null> {
  const rows = await trx.selectFrom('ledger_entries').select(['idempotency_key', 'amount_minor']).where('idempotency_key', 'in', [`${s.idempotencyKey}:cash`, `${s.idempotencyKey}:bonus`]).execute();
  if (rows.length === 0) return null;
  const of = (suffix: string) => -Number(rows.find((r) => r.idempotency_key.endsWith(suffix))?.amount_minor ?? 0);
  return { fromCashMinor: of(':cash'), fromBonusMinor: of(':bonus') };
}

/** Ends the bonuses whose time ran out: their bonus money leaves, the deposit they locked is free again. */
export async function expireBonuses(db: Db, now: Date): Promise<number> {
  const due = await db.selectFrom('player_bonuses').selectAll().where('status', '=', 'active').where('expires_at', '<=', now.toISOString()).limit(500).execute();
  let ended = 0;
  for (const bonus of due) {
    const done = await transact(db, async (trx) => {
      await lockMoney(trx, bonus.player_id);
      return finish(trx, bonus, 'expired', now);
    });
    if (done) ended += 1;
  }
  return ended;
}

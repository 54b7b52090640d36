import { sql, type Kysely } from 'kysely';
import { NotificationType } from '../../../contracts/enums.js';
import type { BonusDefinitionRow, Database, PlayerBonusRow } from '../../db/schema.js';
import { preparedQuery } from '../../db/prepared.js';
import { transact } from '../../db/transact.js';
import { notify } from '../notifications/service.js';
import { balances, credit, debit, lockMoney, WalletError, type Balances } from '../wallet/service.js';
import { contributionPercent, gameKind, isExcluded, onceKeyFor, overMaxBet, termsOf, type Play } from './terms.js';

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

/** Cash an older deposit bonus (granted before its deposit went into the pot) keeps unwithdrawable until it ends. */
export async function lockedCashMinor(db: Db, playerId: number): Promise<number> {
  const row = await db
    .selectFrom('player_bonuses')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('locked_cash_minor'), sql<number>`0`).as('locked'))
    .where('player_id', '=', playerId)
    .where('status', '=', 'active')
    .where('pot', '=', 0)
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
  /** The deposit a deposit bonus was earned with: it moves into the bonus account with the bonus (one pot). */
  lockedCashMinor: number;
  /** Ignored: the key follows the terms' frequency (terms.ts onceKeyFor; per deposit it is 'deposit:<transaction>'). */
  onceKey?: string;
  transactionId: number | null;
  now: Date;
}

/**
 * Credits the bonus account and records the bonus with its wagering requirement ((bonus + deposit) × times) and the
 * definition's terms as they are now. The deposit that earned it moves from cash into the bonus account: bonus money
 * and deposit are one pot, staked first, won into, and released together (completion) or shared back (forfeit).
 */
export async function grantBonus(trx: Db, grant: Grant): Promise<PlayerBonusRow & { ledgerEntryId: number }> {
  const { playerId, definition, amountMinor, lockedCashMinor: locked, now } = grant;
  const onceKey = onceKeyFor(definition, playerId, now, grant.transactionId);
  const { entry } = await credit(trx, { playerId, kind: 'bonus', amountMinor, entryKind: `${definition.kind}_bonus`, reference: `bonus:${onceKey}`, idempotencyKey: `bonus:${onceKey}:granted`, now });
  if (locked > 0) {
    const moved = { playerId, amountMinor: locked, entryKind: 'bonus_deposit_locked', reference: `bonus:${onceKey}`, now };
    await debit(trx, { ...moved, kind: 'cash', idempotencyKey: `bonus:${onceKey}:deposit` });
    await credit(trx, { ...moved, kind: 'bonus', idempotencyKey: `bonus:${onceKey}:deposit:bonus` });
  }
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
      terms: JSON.stringify(termsOf(definition)),
      pot: 1,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await notify(trx, { playerId, type: NotificationType.Bonus, template: 'bonusGranted', params: { amountMinor, definitionId: definition.id } }, now);
  return { ...row, ledgerEntryId: entry.id };
}

/** The bonus money that leaves with a bonus: all of it when it is the last active one, else at most its pot. */
async function bonusMoneyOf(trx: Db, bonus: PlayerBonusRow): Promise<number> {
  const { bonusMinor } = await balances(trx, bonus.player_id);
  const others = (await activeBonuses(trx, bonus.player_id)).filter((b) => b.id !== bonus.id);
  return others.length === 0 ? bonusMinor : Math.min(bonus.amount_minor + (bonus.pot === 1 ? bonus.locked_cash_minor : 0), bonusMinor);
}

/**
 * Ends a bonus. Completed: its pot turns into cash, at most its maximum cashout (the rest leaves). Expired or
 * forfeited: the deposit's share of what is left of the pot (deposit / (bonus + deposit)) goes back to cash, the rest
 * (the bonus and what the pot won) leaves.
 */
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
    const key = endKey(bonus, status);
    const reference = `bonus:${bonus.id}`;
    await debit(trx, { playerId: bonus.player_id, kind: 'bonus', amountMinor, entryKind: `bonus_${status}`, reference, idempotencyKey: key, now });
    const { maxCashoutMinor } = termsOf(bonus);
    const toCash =
      status === 'completed'
        ? maxCashoutMinor > 0 ? Math.min(amountMinor, maxCashoutMinor) : amountMinor
        : bonus.pot === 1 && bonus.locked_cash_minor > 0
          ? Math.floor((amountMinor * bonus.locked_cash_minor) / (bonus.amount_minor + bonus.locked_cash_minor))
          : 0;
    if (toCash > 0) {
      const entryKind = status === 'completed' ? 'bonus_converted' : 'bonus_deposit_returned';
      await credit(trx, { playerId: bonus.player_id, kind: 'cash', amountMinor: toCash, entryKind, reference, idempotencyKey: `${key}:cash`, now });
    }
  }
  return true;
}

/** The ledger key of a bonus's end: a bonus reopened after completing ends under a key of its own each time. */
const endKey = (bonus: Pick<PlayerBonusRow, 'once_key' | 'reopened'>, status: 'completed' | 'expired' | 'forfeited') =>
  `bonus:${bonus.once_key}:${status}${bonus.reopened > 0 ? `:${bonus.reopened}` : ''}`;

/**
 * Opens a completed bonus again: a reversal took back wagering it completed with. What its completion moved is
 * undone: the cash it turned into goes back into the bonus account with the pot that left, so no bonus money stays
 * cash through a reversal. Cash the player has spent or withdrawn since is not there to take: the pot comes back
 * short by that much (that part of the pot was played as cash). Call under the money lock.
 */
async function reopen(trx: Db, bonus: PlayerBonusRow, wageredMinor: number, now: Date): Promise<void> {
  const completed = endKey(bonus, 'completed');
  const entries = await trx.selectFrom('ledger_entries').select(['idempotency_key', 'amount_minor']).where('idempotency_key', 'in', [completed, `${completed}:cash`]).execute();
  const amountOf = (key: string) => Math.abs(Number(entries.find((e) => e.idempotency_key === key)?.amount_minor ?? 0));
  const potOut = amountOf(completed);
  const converted = amountOf(`${completed}:cash`);
  const { cashMinor } = await balances(trx, bonus.player_id);
  const takeBack = Math.min(converted, cashMinor);
  const potBack = Math.max(0, potOut - (converted - takeBack));
  const reopened = bonus.reopened + 1;
  const key = `bonus:${bonus.once_key}:reopened:${reopened}`;
  const reference = `bonus:${bonus.id}`;
  if (takeBack > 0) await debit(trx, { playerId: bonus.player_id, kind: 'cash', amountMinor: takeBack, entryKind: 'bonus_reopened', reference, idempotencyKey: `${key}:cash`, now });
  if (potBack > 0) await credit(trx, { playerId: bonus.player_id, kind: 'bonus', amountMinor: potBack, entryKind: 'bonus_reopened', reference, idempotencyKey: key, now });
  await trx.updateTable('player_bonuses').set({ status: 'active', ended_at: null, wagered_minor: wageredMinor, reopened }).where('id', '=', bonus.id).where('status', '=', 'completed').execute();
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
  /** What it is placed on: the terms of each active bonus decide what it counts towards their wagering. */
  play: Play;
  /** The caller has locked the money and knows the key is new (e.g. a game transaction id checked under the lock). */
  fresh?: boolean;
  /** The player's active bonuses as the caller read them under the money lock in this transaction (not read again). */
  activeBonuses?: PlayerBonusRow[];
}

export interface StakeResult {
  fromCashMinor: number;
  fromBonusMinor: number;
  /** The balances after the stake, when no bonus was active (nothing else moved): the caller need not read them. */
  after?: Balances;
}

/** Refused as a limit is: a stake above the max bet of an active bonus. Call under the money lock. */
export async function bonusStakeVerdict(trx: Db, playerId: number, stakeMinor: number): Promise<'ok' | 'limit_reached'> {
  return (await bonusStakeCheck(trx, playerId, stakeMinor)).verdict;
}

/** `bonusStakeVerdict` with the active bonuses it read, for `stake` to reuse in the same transaction. */
export async function bonusStakeCheck(trx: Db, playerId: number, stakeMinor: number): Promise<{ verdict: 'ok' | 'limit_reached'; bonuses: PlayerBonusRow[] }> {
  const bonuses = await activeBonuses(trx, playerId);
  return { verdict: overMaxBet(bonuses, stakeMinor) ? 'limit_reached' : 'ok', bonuses };
}

/**
 * A stake takes bonus money first (the pot: the bonus and the deposit that earned it), then cash; on a game an
 * active bonus excludes, cash only. It counts once towards the wagering of the active bonuses, oldest first, each at
 * its terms' percent for this play (what one cannot use goes on to the next); what it counted is kept per stake
 * (bonus_wagering) so that a reversal takes back exactly that. A bonus whose wagering is done turns into cash at once.
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
    const bonuses = s.activeBonuses ?? (await activeBonuses(trx, s.playerId));
    const excluded = bonuses.some((b) => isExcluded(termsOf(b), s.play));
    const { cashMinor, bonusMinor } = await balances(trx, s.playerId);
    const fromBonusMinor = excluded ? 0 : Math.min(bonusMinor, s.amountMinor);
    const fromCashMinor = s.amountMinor - fromBonusMinor;
    if (fromCashMinor > cashMinor) throw new WalletError('insufficient_funds');
    if (fromCashMinor > 0) {
      await debit(trx, { playerId: s.playerId, kind: 'cash', amountMinor: fromCashMinor, entryKind: 'stake', reference: s.reference, idempotencyKey: `${s.idempotencyKey}:cash`, now: s.now, fresh: s.fresh });
    }
    if (fromBonusMinor > 0) {
      await debit(trx, { playerId: s.playerId, kind: 'bonus', amountMinor: fromBonusMinor, entryKind: 'stake', reference: s.reference, idempotencyKey: `${s.idempotencyKey}:bonus`, now: s.now, fresh: s.fresh });
    }
    if (bonuses.length === 0) {
      const after = { cashMinor: cashMinor - fromCashMinor, bonusMinor: bonusMinor - fromBonusMinor };
      return { fromCashMinor, fromBonusMinor, after: { ...after, totalMinor: after.cashMinor + after.bonusMinor } };
    }
    const game = s.play.kind === 'casino' ? await gameKind(trx, s.play.gameId) : null;
    let rest = s.amountMinor;
    for (const bonus of bonuses) {
      if (rest === 0) break;
      const percent = contributionPercent(termsOf(bonus), s.play, game);
      const need = bonus.wagering_required_minor - bonus.wagered_minor;
      if (percent === 0 || need <= 0) continue;
      const worth = Math.floor((rest * percent) / 100);
      const counted = Math.min(worth, need);
      if (counted <= 0) continue;
      rest = counted === worth ? 0 : rest - Math.ceil((counted * 100) / percent);
      const wagered = bonus.wagered_minor + counted;
      await trx.updateTable('player_bonuses').set({ wagered_minor: wagered }).where('id', '=', bonus.id).execute();
      await trx.insertInto('bonus_wagering').values({ bonus_id: bonus.id, stake_key: s.idempotencyKey, counted_minor: counted, created_at: s.now.toISOString() }).execute();
      if (wagered >= bonus.wagering_required_minor) await finish(trx, { ...bonus, wagered_minor: wagered }, 'completed', s.now);
    }
    return { fromCashMinor, fromBonusMinor };
  });
}

/**
 * Takes back what a stake counted towards the wagering of bonuses still active (a rollback, a void, a cash-out, an
 * opposite bet found later). Once per stake: a second call finds nothing left to take. Returns what it took.
 */
export async function reverseWagering(trx: Db, stakeKey: string, now: Date): Promise<number> {
  const rows = await trx
    .selectFrom('bonus_wagering')
    .innerJoin('player_bonuses', 'player_bonuses.id', 'bonus_wagering.bonus_id')
    .select(['bonus_wagering.id', 'bonus_wagering.bonus_id', 'bonus_wagering.counted_minor', 'player_bonuses.status'])
    .where('bonus_wagering.stake_key', '=', stakeKey)
    .where('bonus_wagering.reversed_at', 'is', null)
    .execute();
  let taken = 0;
  for (const row of rows) {
    await trx.updateTable('bonus_wagering').set({ reversed_at: now.toISOString() }).where('id', '=', row.id).execute();
    const counted = Number(row.counted_minor);
    if (row.status === 'completed') {
      // Completed with this stake's wagering: without it the wagering is not done, so the bonus is open again.
      const bonus = await trx.selectFrom('player_bonuses').selectAll().where('id', '=', row.bonus_id).executeTakeFirstOrThrow();
      const wagered = Math.max(0, bonus.wagered_minor - counted);
      if (wagered < bonus.wagering_required_minor) {
        await reopen(trx, bonus, wagered, now);
        taken += counted;
      }
      continue;
    }
    if (row.status !== 'active') continue;
    await trx
      .updateTable('player_bonuses')
      .set((eb) => ({ wagered_minor: eb('wagered_minor', '-', counted) }))
      .where('id', '=', row.bonus_id)
      .execute();
    taken += counted;
  }
  return taken;
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

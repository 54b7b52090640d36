import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, SportsBetRow } from '../../../db/schema.js';
import { isUniqueViolation } from '../../../db/errors.js';
import { preparedWrite } from '../../../db/prepared.js';
import { transact } from '../../../db/transact.js';
import { activeBonuses, bonusStakeVerdict, reverseWagering, stake } from '../../bonus/wagering.js';
import { stakeVerdict } from '../../limits/rules.js';
import { hashToken } from '../../sessions/service.js';
import { balances, credit, debit, lockMoney, WalletError } from '../../wallet/service.js';
import type { PlaceBet, PlaceOutcome, RollbackBet, RollbackOutcome, SettleBet, SettleOutcome, SportsPartner, SportsTokenInfo } from './types.js';

type Db = Kysely<Database>;

const hashOf = (b: PlaceBet) => createHash('sha256').update(JSON.stringify([b.playerId, b.stakeMinor, b.oddsX1000])).digest('base64url');

// Every partner call asks these: compiled once (db/prepared.ts).
const betRow = preparedWrite((db: Db, partner: SportsPartner, betRef: string) => db.selectFrom('sports_bets').selectAll().where('partner', '=', partner).where('bet_ref', '=', betRef));
const rollbackRow = preparedWrite((db: Db, partner: SportsPartner, betRef: string) => db.selectFrom('sports_rollbacks').select('id').where('partner', '=', partner).where('bet_ref', '=', betRef));
const tokenRow = preparedWrite((db: Db, tokenHash: string) =>
  db
    .selectFrom('sports_tokens')
    .leftJoin('sessions', 'sessions.id', 'sports_tokens.session_id')
    .select(['sports_tokens.player_id as playerId', 'sports_tokens.partner as partner', 'sports_tokens.expires_at as expiresAt', 'sessions.ended_at as endedAt'])
    .where('sports_tokens.token_hash', '=', tokenHash),
);

async function betByRef(db: Db, partner: SportsPartner, betRef: string): Promise<SportsBetRow | null> {
  const row = (await betRow(db, partner, betRef)).rows[0];
  if (!row) return null;
  return { ...row, stake_minor: Number(row.stake_minor), cash_minor: Number(row.cash_minor), bonus_minor: Number(row.bonus_minor), potential_win_minor: Number(row.potential_win_minor), paid_minor: Number(row.paid_minor), balance_after_minor: Number(row.balance_after_minor) };
}

async function rolledBack(db: Db, partner: SportsPartner, betRef: string): Promise<boolean> {
  return (await rollbackRow(db, partner, betRef)).rows.length > 0;
}

class Refusal extends Error {
  constructor(readonly status: 'player_blocked' | 'limit_reached' | 'duplicate_conflict' | 'bet_not_found' | 'rolled_back') {
    super(status);
  }
}

const marketOf = (s: { event: string; market: string }) => `${s.event}\u0000${s.market}`;

/**
 * The player's open bets, placed while a bonus is active, that pick another outcome of a market this bet is on (both
 * sides of one market): neither counts towards wagering.
 */
async function oppositeOpenBets(trx: Db, b: PlaceBet): Promise<SportsBetRow[]> {
  const bonuses = await activeBonuses(trx, b.playerId);
  if (bonuses.length === 0) return [];
  const since = bonuses[0]!.granted_at;
  const picks = new Map(b.selections.map((s) => [marketOf(s), s.pick]));
  const open = await trx.selectFrom('sports_bets').selectAll().where('player_id', '=', b.playerId).where('status', '=', 'open').where('created_at', '>=', since).execute();
  return open.filter((bet) => {
    let selections: { event: string; market: string; pick: string }[] = [];
    try {
      selections = JSON.parse(bet.selections);
    } catch {
      return false;
    }
    return Array.isArray(selections) && selections.some((s) => picks.has(marketOf(s)) && picks.get(marketOf(s)) !== s.pick);
  });
}

/** A bet: the stake leaves once per (partner, bet id) — cash first, then bonus money, counting towards wagering. */
export async function placeSportsBet(db: Db, b: PlaceBet): Promise<PlaceOutcome> {
  if (!Number.isSafeInteger(b.stakeMinor) || b.stakeMinor <= 0) throw new RangeError('a stake is a positive number of kuruş');
  const hash = hashOf(b);
  const attempt = () =>
    transact(db, async (trx): Promise<PlaceOutcome> => {
      await lockMoney(trx, b.playerId);
      const earlier = await betByRef(trx, b.partner, b.betRef);
      if (earlier) {
        if (earlier.request_hash !== hash) throw new Refusal('duplicate_conflict');
        // The first answer again, balance included.
        const balance = await balances(trx, b.playerId);
        return { status: 'ok', replayed: true, betId: earlier.id, balance: { ...balance, totalMinor: earlier.balance_after_minor } };
      }
      if (await rolledBack(trx, b.partner, b.betRef)) throw new Refusal('rolled_back');
      const verdict = await stakeVerdict(trx, b.playerId, b.stakeMinor, b.now);
      if (verdict !== 'ok') throw new Refusal(verdict);
      // Over an active bonus's max bet: refused as a limit is (each partner answers it with its limit code).
      if ((await bonusStakeVerdict(trx, b.playerId, b.stakeMinor)) !== 'ok') throw new Refusal('limit_reached');
      const opposite = await oppositeOpenBets(trx, b);
      for (const other of opposite) await reverseWagering(trx, `sports:${other.partner}:${other.bet_ref}`, b.now);
      const split = await stake(trx, {
        playerId: b.playerId, amountMinor: b.stakeMinor, reference: `sports:${b.partner}:${b.betRef}`, idempotencyKey: `sports:${b.partner}:${b.betRef}`, now: b.now, fresh: true,
        play: { kind: 'sports', oddsX1000: b.oddsX1000, opposite: opposite.length > 0 },
      });
      const balance = await balances(trx, b.playerId);
      const at = b.now.toISOString();
      const row = await trx
        .insertInto('sports_bets')
        .values({
          partner: b.partner, bet_ref: b.betRef, player_id: b.playerId, stake_minor: b.stakeMinor, cash_minor: split.fromCashMinor, bonus_minor: split.fromBonusMinor,
          odds_x1000: b.oddsX1000, potential_win_minor: Math.floor((b.stakeMinor * b.oddsX1000) / 1000), selections: JSON.stringify(b.selections),
          status: 'open', request_hash: hash, balance_after_minor: balance.totalMinor, created_at: at, updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { status: 'ok', replayed: false, betId: row.id, balance };
    });
  try {
    try {
      return await attempt();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return await attempt();
    }
  } catch (error) {
    if (error instanceof Refusal) return { status: error.status as 'player_blocked' | 'limit_reached' | 'duplicate_conflict' | 'rolled_back', balance: await balances(db, b.playerId) };
    if (error instanceof WalletError && error.code === 'insufficient_funds') return { status: 'insufficient_funds', balance: await balances(db, b.playerId) };
    throw error;
  }
}

/**
 * A settlement: the bet now pays `amountMinor` in all. Repeating it moves nothing; a re-settlement moves only the
 * difference (a win turned loss takes the win back). What a bonus-funded stake wins is bonus money in the same
 * share while a bonus is active. An unsettlement is the status `open` with 0: what was paid goes back.
 */
export async function settleSportsBet(db: Db, s: SettleBet): Promise<SettleOutcome> {
  if (!Number.isSafeInteger(s.amountMinor) || s.amountMinor < 0) throw new RangeError('a settlement is a non-negative number of kuruş');
  const found = await betByRef(db, s.partner, s.betRef);
  if (!found) return { status: 'bet_not_found', balance: { cashMinor: 0, bonusMinor: 0, totalMinor: 0 } };
  const playerId = found.player_id;
  try {
    return await transact(db, async (trx): Promise<SettleOutcome> => {
      await lockMoney(trx, playerId);
      const bet = (await betByRef(trx, s.partner, s.betRef))!;
      if (await rolledBack(trx, s.partner, s.betRef)) return { status: 'rolled_back', balance: await balances(trx, playerId) };
      const deltaMinor = s.amountMinor - bet.paid_minor;
      if (deltaMinor === 0 && bet.status === s.status) return { status: 'ok', deltaMinor: 0, balance: await balances(trx, playerId) };
      const last = await trx.selectFrom('sports_settlements').select((eb) => eb.fn.max('seq').as('seq')).where('bet_id', '=', bet.id).executeTakeFirst();
      const seq = Number(last?.seq ?? 0) + 1;
      const key = `sports:${s.partner}:${s.betRef}:settle:${seq}`;
      const reference = `sports:${s.partner}:${s.betRef}`;
      if (deltaMinor !== 0) {
        const bonusShare = bet.bonus_minor > 0 && (await activeBonuses(trx, playerId)).length > 0 ? Math.floor((Math.abs(deltaMinor) * bet.bonus_minor) / bet.stake_minor) : 0;
        for (const [kind, part] of [['cash', Math.abs(deltaMinor) - bonusShare], ['bonus', bonusShare]] as const) {
          if (part <= 0) continue;
          const movement = { playerId, kind, amountMinor: part, entryKind: deltaMinor > 0 ? 'sports_win' : 'sports_win_reversed', reference, idempotencyKey: `${key}:${kind}`, now: s.now, fresh: true };
          if (deltaMinor > 0) await credit(trx, movement);
          else await debit(trx, movement);
        }
      }
      // A void or a cash-out: the stake did not run its course, so what it counted towards wagering is taken back.
      if (s.status === 'refunded' || s.status === 'cashed_out') await reverseWagering(trx, reference, s.now);
      await trx.insertInto('sports_settlements').values({ bet_id: bet.id, seq, status: s.status, amount_minor: s.amountMinor, delta_minor: deltaMinor, created_at: s.now.toISOString() }).execute();
      await trx.updateTable('sports_bets').set({ status: s.status, paid_minor: s.amountMinor, updated_at: s.now.toISOString() }).where('id', '=', bet.id).execute();
      return { status: 'ok', deltaMinor, balance: await balances(trx, playerId) };
    });
  } catch (error) {
    if (error instanceof WalletError && error.code === 'insufficient_funds') return { status: 'insufficient_funds', balance: await balances(db, playerId) };
    throw error;
  }
}

/**
 * A rollback: the partner could not take the bet after all (odds changed, event over, its call timed out). The stake
 * goes back once, as it was taken (cash to cash, bonus to bonus); a bet already settled is not rolled back; a bet that
 * has not arrived is remembered and refused when it does. Serialised with the player's bets by the money lock.
 */
export async function rollbackSportsBet(db: Db, r: RollbackBet): Promise<RollbackOutcome> {
  return transact(db, async (trx): Promise<RollbackOutcome> => {
    await lockMoney(trx, r.playerId);
    const bet = await betByRef(trx, r.partner, r.betRef);
    if (bet && bet.player_id !== r.playerId) return { status: 'bet_not_found', balance: await balances(trx, r.playerId) };
    if (await rolledBack(trx, r.partner, r.betRef)) return { status: 'ok', betId: bet?.id ?? null, replayed: true, balance: await balances(trx, r.playerId) };
    if (bet && bet.status !== 'open') return { status: 'already_settled', balance: await balances(trx, r.playerId) };
    const at = r.now.toISOString();
    await trx.insertInto('sports_rollbacks').values({ partner: r.partner, bet_ref: r.betRef, player_id: r.playerId, reason: r.reason, created_at: at }).execute();
    if (bet) {
      const reference = `sports:${r.partner}:${r.betRef}`;
      for (const [kind, part] of [['cash', bet.cash_minor], ['bonus', bet.bonus_minor]] as const) {
        if (part > 0) await credit(trx, { playerId: r.playerId, kind, amountMinor: part, entryKind: 'sports_rollback', reference, idempotencyKey: `${reference}:rollback:${kind}`, now: r.now, fresh: true });
      }
      const last = await trx.selectFrom('sports_settlements').select((eb) => eb.fn.max('seq').as('seq')).where('bet_id', '=', bet.id).executeTakeFirst();
      await trx.insertInto('sports_settlements').values({ bet_id: bet.id, seq: Number(last?.seq ?? 0) + 1, status: 'refunded', amount_minor: bet.stake_minor, delta_minor: bet.stake_minor, created_at: at }).execute();
      await trx.updateTable('sports_bets').set({ status: 'refunded', paid_minor: bet.stake_minor, updated_at: at }).where('id', '=', bet.id).execute();
      await reverseWagering(trx, reference, r.now);
    }
    return { status: 'ok', betId: bet?.id ?? null, replayed: false, balance: await balances(trx, r.playerId) };
  });
}

export const SPORTS_TOKEN_MINUTES = 60;

/** A partner token for the player's session: random, only its hash kept, short-lived, bound to player and partner. */
export async function createSportsToken(db: Db, t: { playerId: number; sessionId: number | null; partner: SportsPartner; now: Date; minutes?: number }): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db
    .insertInto('sports_tokens')
    .values({
      token_hash: hashToken(token), player_id: t.playerId, session_id: t.sessionId, partner: t.partner,
      created_at: t.now.toISOString(), expires_at: new Date(t.now.getTime() + (t.minutes ?? SPORTS_TOKEN_MINUTES) * 60_000).toISOString(),
    })
    .execute();
  return token;
}

export async function resolveSportsToken(db: Db, partner: SportsPartner, token: string, now: Date): Promise<SportsTokenInfo | null> {
  if (token.length === 0 || token.length > 255) return null;
  const row = (await tokenRow(db, hashToken(token))).rows[0];
  if (!row || row.partner !== partner) return null;
  return { playerId: row.playerId, partner: row.partner, expired: row.expiresAt <= now.toISOString() || row.endedAt !== null };
}

import type { Kysely } from 'kysely';
import type { Database, GameTransactionRow } from '../../../db/schema.js';
import { isUniqueViolation } from '../../../db/errors.js';
import { transact } from '../../../db/transact.js';
import { activeBonuses, bonusStakeCheck, reverseWagering, stake } from '../../bonus/wagering.js';
import { rouletteOpposite } from '../../bonus/terms.js';
import { balances, credit, debit, lockMoney, WalletError, type Balances } from '../../wallet/service.js';
import { stakeVerdict } from '../../limits/rules.js';
import {
  changeRound, earlierOf, firstAppliedBet, markRolledBack, recordTransaction, requestHash, roundFor, transactionByRef,
} from './records.js';
import type { BetOutcome, BetRequest, ProviderKey, RollbackOutcome, RollbackRequest, WinOutcome, WinRequest } from './types.js';

export { resolveGameSession, createGameSession } from './sessions.js';

type Db = Kysely<Database>;

/** The player's balance as a provider's balance call answers it. */
export const gameBalance = (db: Db, playerId: number): Promise<Balances> => balances(db, playerId);

type Status = BetOutcome['status'] | WinOutcome['status'] | RollbackOutcome['status'];

/** A refusal found inside the transaction: it rolls back (nothing it wrote stays) and is answered after. */
class Refusal extends Error {
  constructor(readonly status: Exclude<Status, 'ok'>) {
    super(status);
  }
}

const ledgerKey = (provider: ProviderKey, ref: string, part: 'cash' | 'bonus') => `game:${provider}:${ref}:${part}`;

/**
 * One callback, atomically, under the player's money lock. A retry of an applied transaction id answers its first
 * result; the same id with other fields is refused. A concurrent twin racing on the unique index is retried once,
 * which then finds the twin's row.
 */
async function once<S extends Status>(
  db: Db,
  r: { provider: ProviderKey; playerId: number; transactionRef: string },
  hash: string,
  /** The answer (what it wrote commits; a Refusal it throws undoes it), with the balance when it has just read it. */
  apply: (trx: Db, rolledBackFirst: boolean) => Promise<S | { status: S; balance?: Balances }>,
  replay: (trx: Db, earlier: GameTransactionRow) => Promise<S | 'ok'> = async () => 'ok',
): Promise<{ status: S | 'ok'; balance: Balances; replayed: boolean }> {
  const attempt = () =>
    transact(db, async (trx) => {
      await lockMoney(trx, r.playerId);
      const { earlier, rolledBackFirst } = await earlierOf(trx, r.provider, r.transactionRef);
      if (earlier) {
        if (earlier.request_hash !== hash || earlier.player_id !== r.playerId) throw new Refusal('duplicate_conflict');
        return { status: await replay(trx, earlier), replayed: true, balance: await balances(trx, r.playerId) };
      }
      const answered = await apply(trx, rolledBackFirst);
      if (typeof answered === 'string') return { status: answered, replayed: false, balance: await balances(trx, r.playerId) };
      return { status: answered.status, replayed: false, balance: answered.balance ?? (await balances(trx, r.playerId)) };
    });
  try {
    try {
      return await attempt();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return await attempt();
    }
  } catch (error) {
    if (error instanceof Refusal) return { status: error.status as S, balance: await balances(db, r.playerId), replayed: false };
    if (error instanceof WalletError && error.code === 'insufficient_funds') {
      return { status: 'insufficient_funds' as S, balance: await balances(db, r.playerId), replayed: false };
    }
    throw error;
  }
}

const positive = (amountMinor: number, zeroAllowed: boolean) => {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0 || (!zeroAllowed && amountMinor === 0)) {
    throw new RangeError(`a game amount is ${zeroAllowed ? 'a non-negative' : 'a positive'} integer of kuruş, got ${amountMinor}`);
  }
};

const stakeKey = (provider: ProviderKey, ref: string) => `game:${provider}:${ref}`;

/** The provider told what the stake is made of (our roulette sends its bets): one spin's bets on both sides. */
function coversBothSides(detail: unknown): boolean {
  const bets = (detail as { bets?: unknown } | undefined)?.bets;
  if (!Array.isArray(bets)) return false;
  const valid = bets.filter((b): b is { kind: never; amountMinor: number; number?: number } => typeof b === 'object' && b !== null && typeof (b as { kind?: unknown }).kind === 'string');
  return valid.length > 0 && rouletteOpposite(valid);
}

/** A bet: debits once per (provider, transactionRef); cash first, then bonus money; counts towards wagering. */
export async function placeBet(db: Db, r: BetRequest): Promise<BetOutcome> {
  positive(r.amountMinor, false);
  const hash = requestHash(['bet', r.playerId, r.gameId, r.roundRef, r.amountMinor]);
  const answer = await once(db, r, hash, async (trx, rolledBackFirst) => {
    if (rolledBackFirst) throw new Refusal('rolled_back');
    const verdict = await stakeVerdict(trx, r.playerId, r.amountMinor, r.now);
    if (verdict !== 'ok') throw new Refusal(verdict);
    // Over an active bonus's max bet: refused as a limit is (each provider answers it with its limit code).
    const bonus = await bonusStakeCheck(trx, r.playerId, r.amountMinor);
    if (bonus.verdict !== 'ok') throw new Refusal('limit_reached');
    const round = await roundFor(trx, r);
    if (!round) throw new Refusal('duplicate_conflict');
    const split = await stake(trx, {
      playerId: r.playerId,
      amountMinor: r.amountMinor,
      reference: `game:${r.provider}:${r.roundRef}`,
      idempotencyKey: stakeKey(r.provider, r.transactionRef),
      now: r.now,
      play: { kind: 'casino', gameId: r.gameId, opposite: coversBothSides(r.detail) },
      fresh: true,
      activeBonuses: bonus.bonuses,
    });
    const after = split.after ?? (await balances(trx, r.playerId));
    await recordTransaction(trx, {
      ...r, roundId: round.id, kind: 'bet', cashMinor: split.fromCashMinor, bonusMinor: split.fromBonusMinor, hash, balanceAfterMinor: after.totalMinor,
    });
    await changeRound(trx, round.id, { stakeMinor: r.amountMinor, bonusStakeMinor: split.fromBonusMinor, status: r.closeRound ? 'closed' : undefined, detail: r.detail, now: r.now });
    return { status: 'ok' as const, balance: after };
  });
  return answer as BetOutcome;
}

/** Money won with bonus money stays bonus money while a bonus is active; the rest (and all of it after) is cash. */
async function winSplit(trx: Db, playerId: number, amountMinor: number, stakeMinor: number, bonusStakeMinor: number) {
  if (amountMinor === 0 || stakeMinor <= 0 || bonusStakeMinor <= 0) return { cashMinor: amountMinor, bonusMinor: 0 };
  if ((await activeBonuses(trx, playerId)).length === 0) return { cashMinor: amountMinor, bonusMinor: 0 };
  const bonusMinor = Math.floor((amountMinor * Math.min(bonusStakeMinor, stakeMinor)) / stakeMinor);
  return { cashMinor: amountMinor - bonusMinor, bonusMinor };
}

async function pay(trx: Db, r: { provider: ProviderKey; playerId: number; transactionRef: string; now: Date }, parts: { cashMinor: number; bonusMinor: number }, entryKind: string, reference: string) {
  for (const kind of ['cash', 'bonus'] as const) {
    const amountMinor = kind === 'cash' ? parts.cashMinor : parts.bonusMinor;
    if (amountMinor > 0) await credit(trx, { playerId: r.playerId, kind, amountMinor, entryKind, reference, idempotencyKey: ledgerKey(r.provider, r.transactionRef, kind), now: r.now, fresh: true });
  }
}

/** A win: credits once per (provider, transactionRef), only against an applied bet (or a free round). */
export async function settleWin(db: Db, r: WinRequest): Promise<WinOutcome> {
  positive(r.amountMinor, true);
  const hash = requestHash(['win', r.playerId, r.gameId, r.roundRef, r.amountMinor, r.betRef ?? null, r.freeRound === true]);
  const answer = await once(db, r, hash, async (trx) => {
    const round = await roundFor(trx, r);
    if (!round) throw new Refusal('bet_not_found');
    if (!r.freeRound) {
      const bet = r.betRef ? await transactionByRef(trx, r.provider, r.betRef) : await firstAppliedBet(trx, round.id);
      if (!bet || bet.kind !== 'bet' || bet.status !== 'applied' || bet.round_id !== round.id) throw new Refusal('bet_not_found');
    }
    const parts = await winSplit(trx, r.playerId, r.amountMinor, round.stake_minor - round.refunded_minor, round.bonus_stake_minor);
    await pay(trx, r, parts, 'win', `game:${r.provider}:${r.roundRef}`);
    const after = await balances(trx, r.playerId);
    await recordTransaction(trx, { ...r, roundId: round.id, kind: 'win', ...parts, targetRef: r.betRef, hash, balanceAfterMinor: after.totalMinor });
    await changeRound(trx, round.id, { winMinor: r.amountMinor, status: r.closeRound ? 'closed' : undefined, detail: r.detail, now: r.now });
    return 'ok' as const;
  });
  return answer as WinOutcome;
}

async function reverse(trx: Db, r: RollbackRequest, target: GameTransactionRow, hash: string) {
  const reference = `game:${r.provider}:${r.roundRef}`;
  if (target.kind === 'bet') {
    await pay(trx, r, { cashMinor: target.cash_minor, bonusMinor: target.bonus_minor }, 'game_refund', reference);
    // The stake never happened: what it counted towards wagering goes too.
    await reverseWagering(trx, stakeKey(r.provider, target.transaction_ref), r.now);
  } else {
    for (const kind of ['cash', 'bonus'] as const) {
      const amountMinor = kind === 'cash' ? target.cash_minor : target.bonus_minor;
      if (amountMinor > 0) await debit(trx, { playerId: r.playerId, kind, amountMinor, entryKind: 'win_reversed', reference, idempotencyKey: ledgerKey(r.provider, r.transactionRef, kind), now: r.now, fresh: true });
    }
  }
  await markRolledBack(trx, target.id);
  const after = await balances(trx, r.playerId);
  await recordTransaction(trx, {
    ...r, roundId: target.round_id, kind: 'rollback', amountMinor: target.amount_minor, cashMinor: target.cash_minor, bonusMinor: target.bonus_minor, targetRef: target.transaction_ref, hash, balanceAfterMinor: after.totalMinor,
  });
  const isBet = target.kind === 'bet';
  await changeRound(trx, target.round_id, isBet ? { refundedMinor: target.amount_minor, now: r.now } : { winMinor: -target.amount_minor, now: r.now });
  if (isBet && !(await firstAppliedBet(trx, target.round_id))) await changeRound(trx, target.round_id, { status: 'cancelled', now: r.now });
}

/** A rollback: reverses its target once; a target that has not arrived is refused when it does. */
export async function rollbackTransaction(db: Db, r: RollbackRequest): Promise<RollbackOutcome> {
  const hash = requestHash(['rollback', r.playerId, r.gameId, r.roundRef, r.targetRef]);
  const answer = await once(db, r, hash, async (trx) => {
    const target = await transactionByRef(trx, r.provider, r.targetRef);
    if (target && (target.player_id !== r.playerId || target.kind === 'rollback')) throw new Refusal('target_not_found');
    if (!target) {
      // Kept (with nothing moved) so that the bet, if it ever arrives, is refused.
      const round = await roundFor(trx, r, 'cancelled');
      if (!round) throw new Refusal('target_not_found');
      const after = await balances(trx, r.playerId);
      await recordTransaction(trx, { ...r, roundId: round.id, kind: 'rollback', amountMinor: 0, cashMinor: 0, bonusMinor: 0, targetRef: r.targetRef, hash, balanceAfterMinor: after.totalMinor });
      return 'target_not_found' as const;
    }
    if (target.status === 'rolled_back') {
      // Reversed already under another rollback id: this one is answered, and moves nothing.
      const after = await balances(trx, r.playerId);
      await recordTransaction(trx, { ...r, roundId: target.round_id, kind: 'rollback', amountMinor: 0, cashMinor: 0, bonusMinor: 0, targetRef: r.targetRef, hash, balanceAfterMinor: after.totalMinor });
      return 'ok' as const;
    }
    await reverse(trx, r, target, hash);
    return 'ok' as const;
  }, async (trx, earlier) => ((await transactionByRef(trx, r.provider, earlier.target_ref ?? '')) ? 'ok' : 'target_not_found'));
  return answer as RollbackOutcome;
}

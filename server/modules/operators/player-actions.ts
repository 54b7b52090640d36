import type { AdjustPayload, AdjustResult, BlockState } from '../../../contracts/admin-calls.js';
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/errors.js';
import { transact } from '../../db/transact.js';
import { done, refused, type Outcome, type Refused } from '../outcome.js';
import { endPlayerSessions, endSession } from '../sessions/service.js';
import { credit, debit, lockMoney, WalletError } from '../wallet/service.js';
import { writeAudit, type Actor } from './audit.js';
import { setPartnerAccess } from './partner-access.js';
import { adminBalancesOf } from './players.js';

class Rollback extends Error {
  constructor(readonly outcome: Refused) {
    super(outcome.reason);
  }
}

async function refusing<T>(work: () => Promise<Outcome<T>>): Promise<Outcome<T>> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Rollback) return error.outcome;
    throw error;
  }
}

const target = (playerId: number) => `player:${playerId}`;

/**
 * Blocks (or unblocks) a player: the flag, the end of every open session and the audit row commit together. A blocked
 * player cannot log in, and the casino and sports wallets refuse their bets; wins and refunds are still paid.
 */
export async function setBlocked(ctx: AppContext, actor: Actor, playerId: number, block: boolean, reason: string): Promise<Outcome<BlockState>> {
  const db = ctx.db.kysely;
  const now = ctx.now();
  const at = now.toISOString();
  const outcome = await transact(db, async (trx): Promise<Outcome<BlockState>> => {
    const player = await trx.selectFrom('players').select(['id', 'blocked_at']).where('id', '=', playerId).executeTakeFirst();
    if (!player) return refused('player_not_found');
    const blockedAt = block ? (player.blocked_at ?? at) : null;
    if (blockedAt !== player.blocked_at) await trx.updateTable('players').set({ blocked_at: blockedAt }).where('id', '=', playerId).execute();
    let sessionsEnded = 0;
    if (block) {
      const open = await trx.selectFrom('sessions').select('id').where('player_id', '=', playerId).where('ended_at', 'is', null).execute();
      sessionsEnded = open.length;
      if (sessionsEnded > 0) await endPlayerSessions(trx, playerId, 'blocked', now);
    }
    await writeAudit(trx, actor, { action: block ? 'player.block' : 'player.unblock', target: target(playerId), before: { blockedAt: player.blocked_at }, after: { blockedAt, reason, sessionsEnded } }, now);
    return done({ blockedAt, sessionsEnded });
  });
  // A login that passed its blocked check just before ours committed (PostgreSQL runs them side by side) may have
  // opened a session ours did not see: end whatever is open once more.
  if (outcome.ok && block) await endPlayerSessions(db, playerId, 'blocked', now);
  return outcome;
}

/** Ends one of the player's sessions as their own "end session" does (their live connections close too). */
export async function endPlayerSession(ctx: AppContext, actor: Actor, playerId: number, sessionId: number): Promise<Outcome> {
  const db = ctx.db.kysely;
  const now = ctx.now();
  const outcome = await refusing(() =>
    transact(db, async (trx) => {
      const ended = await endSession(trx, { playerId, sessionId, reason: 'ended_by_operator', now });
      if (!ended.ok) throw new Rollback(ended);
      await writeAudit(trx, actor, { action: 'player.session_end', target: target(playerId), before: { sessionId, endedAt: null }, after: { sessionId, endedAt: now.toISOString(), endReason: 'ended_by_operator' } }, now);
      return done(null);
    }),
  );
  return outcome;
}

/**
 * One ledger entry of kind `adjustment` on the player's cash or bonus account, keyed by the request id: a repeated
 * submit answers the first result and moves nothing; the same id with other figures is refused. A debit never takes a
 * balance below zero. The audit row (balances before and after, the reason) commits with the entry, and the wallet
 * announces the new balance to the player's open tabs once it has.
 */
export async function adjustBalance(ctx: AppContext, actor: Actor, playerId: number, input: AdjustPayload): Promise<Outcome<AdjustResult>> {
  const db = ctx.db.kysely;
  const now = ctx.now();
  const movement = {
    playerId,
    kind: input.account,
    amountMinor: Math.abs(input.amountMinor),
    entryKind: 'adjustment',
    reference: `adjustment:${input.requestId}`,
    idempotencyKey: `adjustment:${input.requestId}`,
    now,
  };
  const attempt = () =>
    refusing(() =>
      transact(db, async (trx): Promise<Outcome<AdjustResult>> => {
        const player = await trx.selectFrom('players').select('id').where('id', '=', playerId).executeTakeFirst();
        if (!player) return refused('player_not_found');
        await lockMoney(trx, playerId);
        const before = await adminBalancesOf(trx, playerId);
        let result;
        try {
          result = input.amountMinor > 0 ? await credit(trx, movement) : await debit(trx, movement);
        } catch (error) {
          if (error instanceof WalletError) throw new Rollback(refused(error.code === 'insufficient_funds' ? 'adjustment_below_zero' : 'adjustment_conflict'));
          throw error;
        }
        const after = await adminBalancesOf(trx, playerId);
        const { entry, replayed } = result;
        if (!replayed) {
          const audit = { action: 'player.adjust', target: target(playerId), before: { balances: before }, after: { balances: after, account: input.account, amountMinor: input.amountMinor, reason: input.reason, requestId: input.requestId, entryId: entry.id } };
          await writeAudit(trx, actor, audit, now);
        }
        return done({ entryId: entry.id, amountMinor: Number(entry.amount_minor), balanceAfterMinor: Number(entry.balance_after_minor), replayed, balances: after });
      }),
    );
  try {
    return await attempt();
  } catch (error) {
    // A twin request committed the same key first (PostgreSQL): ours rolled back; now it answers as a replay.
    if (!isUniqueViolation(error)) throw error;
    return attempt();
  }
}

export async function changePartnerAccess(ctx: AppContext, actor: Actor, playerId: number, granted: boolean): Promise<Outcome<{ bettingPartnerAccess: boolean; changed: boolean }>> {
  const player = await ctx.db.kysely.selectFrom('players').select('username').where('id', '=', playerId).executeTakeFirst();
  if (!player) return refused('player_not_found');
  const change = await setPartnerAccess(ctx.db.kysely, player.username, granted, actor, ctx.now());
  return change.ok ? done({ bettingPartnerAccess: granted, changed: change.changed }) : refused('player_not_found');
}

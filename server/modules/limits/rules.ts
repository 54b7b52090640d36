import type { Kysely } from 'kysely';
import type { Database, ExclusionKind, LimitKind, LimitPeriod } from '../../db/schema.js';
import { preparedWrite } from '../../db/prepared.js';
import { PERIODS, usage } from './usage.js';

type Db = Kysely<Database>;

export type Verdict =
  | { ok: true }
  | { ok: false; reason: 'limit_reached'; kind: LimitKind; period: LimitPeriod; remainingMinor: number }
  | { ok: false; reason: 'player_excluded'; kind: ExclusionKind | null; until: string };

const OK: Verdict = { ok: true };

// Every bet and deposit asks: one indexed lookup (unique player_id, kind, period), compiled once.
const limitsOf = preparedWrite((db: Db, playerId: number) =>
  db.selectFrom('player_limits').select(['kind', 'period', 'amount_minor']).where('player_id', '=', playerId).where('amount_minor', 'is not', null),
);
const exclusionOf = preparedWrite((db: Db, playerId: number) =>
  db.selectFrom('players').select(['self_excluded_until', 'exclusion_kind']).where('id', '=', playerId),
);

/**
 * The tightest of the player's limits of `kinds` that `amountMinor` more would break, or ok. `used` says how much of
 * a limit counts as taken: a deposit or a stake adds itself to it; a loss limit counts the stake as if it were lost,
 * so the net loss can never pass the line whatever the bets' outcomes.
 */
async function check(trx: Db, playerId: number, amountMinor: number, now: Date, kinds: readonly LimitKind[], except?: number): Promise<Verdict> {
  const limits = (await limitsOf(trx, playerId)).rows
    .map((r) => ({ kind: r.kind, period: r.period, amountMinor: Number(r.amount_minor) }))
    .filter((l) => kinds.includes(l.kind));
  if (limits.length === 0) return OK;
  const longest = PERIODS.filter((p) => limits.some((l) => l.period === p)).at(-1)!;
  const used = await usage(trx, playerId, now, new Set(limits.map((l) => l.kind)), longest, except);
  let tightest: Verdict = OK;
  for (const limit of limits) {
    const remainingMinor = Math.max(0, limit.amountMinor - used[limit.period][limit.kind]);
    if (amountMinor <= remainingMinor) continue;
    if (tightest.ok || (tightest.reason === 'limit_reached' && remainingMinor < tightest.remainingMinor)) {
      tightest = { ok: false, reason: 'limit_reached', kind: limit.kind, period: limit.period, remainingMinor };
    }
  }
  return tightest;
}

/** A time-out or self-exclusion in force now, or null. */
export async function exclusion(trx: Db, playerId: number, now: Date): Promise<{ kind: ExclusionKind | null; until: string } | null> {
  const row = (await exclusionOf(trx, playerId)).rows[0];
  if (!row?.self_excluded_until || row.self_excluded_until <= now.toISOString()) return null;
  return { kind: row.exclusion_kind, until: row.self_excluded_until };
}

/**
 * A deposit of `amountMinor` now: refused while the player is excluded, or when it would pass a deposit limit.
 * Call it inside the transaction that records the deposit, after `lockMoney`: concurrent deposits then see each
 * other's rows and can never pass a limit together. `except`: the deposit being paid (asked again when its money
 * arrives), so its own open room is not counted twice.
 */
export async function checkDeposit(trx: Db, playerId: number, amountMinor: number, now: Date, except?: number): Promise<Verdict> {
  const excluded = await exclusion(trx, playerId, now);
  if (excluded) return { ok: false, reason: 'player_excluded', ...excluded };
  return check(trx, playerId, amountMinor, now, ['deposit'], except);
}

// A bet's one question about the player: blocked, excluded until, and whether any stake limit exists (then, and only
// then, the usage is summed).
const stakeState = preparedWrite((db: Db, playerId: number) =>
  db
    .selectFrom('players')
    .select((eb) => [
      'blocked_at',
      'self_excluded_until',
      eb
        .exists(eb.selectFrom('player_limits').select('player_limits.id').whereRef('player_limits.player_id', '=', 'players.id').where('player_limits.amount_minor', 'is not', null).where('player_limits.kind', 'in', ['wager', 'loss']))
        .as('limited'),
    ])
    .where('players.id', '=', playerId),
);

/**
 * Whether a stake of `stakeMinor` may be placed now, casino or sports: not by a blocked or excluded player, not past a
 * wager or net-loss limit. One statement for a player without limits. Call it inside the bet's transaction, after
 * `lockMoney` (see checkDeposit).
 */
export async function stakeVerdict(trx: Db, playerId: number, stakeMinor: number, now: Date): Promise<'ok' | 'player_blocked' | 'limit_reached'> {
  const row = (await stakeState(trx, playerId)).rows[0];
  if (!row || row.blocked_at) return 'player_blocked';
  if (row.self_excluded_until && row.self_excluded_until > now.toISOString()) return 'player_blocked';
  if (!row.limited) return 'ok';
  return (await checkStake(trx, playerId, stakeMinor, now)).ok ? 'ok' : 'limit_reached';
}

/**
 * A stake of `stakeMinor` now, casino or sports: refused when it would pass a wager or net-loss limit. Exclusions
 * are `stakeVerdict`'s. Call it inside the bet's transaction, after `lockMoney` (see checkDeposit).
 */
export function checkStake(trx: Db, playerId: number, stakeMinor: number, now: Date): Promise<Verdict> {
  return check(trx, playerId, stakeMinor, now, ['wager', 'loss']);
}

import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context.js';
import type { CodePurpose } from '../../db/schema.js';

export interface CodeSubject {
  purpose: CodePurpose;
  playerId: number;
  /** The phone or e-mail the code went to; a code is good only for the target it was sent to. */
  target: string;
}

export type IssueResult = { ok: true; code: string; codeId: number } | { ok: false; retryAfterSeconds: number };
export type CheckFailure = 'none' | 'expired' | 'exhausted' | 'wrong';
export type CheckResult = { ok: true } | { ok: false; reason: CheckFailure; attemptsLeft: number };

// Keyed with a server secret: a copied table alone does not give the codes away by trying all 10^6.
function codeHash(ctx: AppContext, s: CodeSubject, code: string): Buffer {
  return createHmac('sha256', ctx.codePepper).update(`${s.purpose}:${s.playerId}:${s.target}:${code}`).digest();
}

const latest = (ctx: AppContext, s: Pick<CodeSubject, 'purpose' | 'playerId'>) =>
  ctx.db.kysely
    .selectFrom('verification_codes')
    .selectAll()
    .where('player_id', '=', s.playerId)
    .where('purpose', '=', s.purpose)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

/** A new 6-digit code replaces the previous one, but not sooner than the resend interval. */
export async function issueCode(ctx: AppContext, s: CodeSubject): Promise<IssueResult> {
  const now = ctx.now();
  const previous = await latest(ctx, s);
  const resendAt = previous ? Date.parse(previous.created_at) + ctx.config.CODE_RESEND_SECONDS * 1000 : 0;
  if (resendAt > now.getTime()) return { ok: false, retryAfterSeconds: Math.ceil((resendAt - now.getTime()) / 1000) };
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const row = await ctx.db.kysely
    .insertInto('verification_codes')
    .values({
      purpose: s.purpose,
      player_id: s.playerId,
      target: s.target,
      code_hash: codeHash(ctx, s, code).toString('base64url'),
      expires_at: new Date(now.getTime() + ctx.config.CODE_TTL_MINUTES * 60_000).toISOString(),
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ok: true, code, codeId: row.id };
}

/** A code that could not be delivered must not hold back the next request. */
export async function discardCode(ctx: AppContext, codeId: number): Promise<void> {
  await ctx.db.kysely.deleteFrom('verification_codes').where('id', '=', codeId).execute();
}

/** Checks the latest code; a wrong guess uses up one try; `consume` makes a right one single use. */
export async function checkCode(ctx: AppContext, s: CodeSubject, code: string, consume: boolean): Promise<CheckResult> {
  const max = ctx.config.CODE_MAX_ATTEMPTS;
  const db = ctx.db.kysely;
  const row = await latest(ctx, s);
  // The keyed hash is computed on every path, so a missing code answers no faster than a wrong one.
  const given = codeHash(ctx, s, code);
  if (!row || row.consumed_at) return { ok: false, reason: 'none', attemptsLeft: 0 };
  if (row.expires_at <= ctx.now().toISOString()) return { ok: false, reason: 'expired', attemptsLeft: 0 };
  if (row.attempts >= max) return { ok: false, reason: 'exhausted', attemptsLeft: 0 };
  const expected = Buffer.from(row.code_hash, 'base64url');
  if (!timingSafeEqual(expected, given)) {
    const counted = await db
      .updateTable('verification_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id)
      .where('attempts', '<', max)
      .returning('attempts')
      .executeTakeFirst();
    const attemptsLeft = max - (counted?.attempts ?? max);
    return { ok: false, reason: attemptsLeft > 0 ? 'wrong' : 'exhausted', attemptsLeft };
  }
  if (!consume) return { ok: true };
  const taken = await db
    .updateTable('verification_codes')
    .set({ consumed_at: ctx.now().toISOString() })
    .where('id', '=', row.id)
    .where('consumed_at', 'is', null)
    .where('attempts', '<', max)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) > 0 ? { ok: true } : { ok: false, reason: 'none', attemptsLeft: 0 };
}

/** Deletes codes that expired or were used more than `retentionMs` ago (the periodic clean-up). */
export async function deleteOldCodes(db: AppContext['db']['kysely'], { retentionMs, now }: { retentionMs: number; now: Date }) {
  const before = new Date(now.getTime() - retentionMs).toISOString();
  const result = await db
    .deleteFrom('verification_codes')
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('consumed_at', '<', before)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

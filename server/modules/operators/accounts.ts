import { createHash, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, OperatorRole } from '../../db/schema.js';
import { transact } from '../../db/transact.js';
import { hashPassword } from '../auth/passwords.js';
import { writeAudit, type Actor } from './audit.js';

type Db = Kysely<Database>;

export const OPERATOR_ROLES = ['admin', 'finance', 'support', 'content'] as const satisfies readonly OperatorRole[];
export const MIN_PASSWORD_LENGTH = 12;
const MAX_PASSWORD_LENGTH = 256;
const USERNAME = /^[a-z0-9][a-z0-9._-]{2,31}$/;

/** One spelling per name: case does not make a second operator. */
export const operatorKey = (username: string) => username.trim().toLowerCase();

export const isOperatorRole = (value: string): value is OperatorRole => (OPERATOR_ROLES as readonly string[]).includes(value);

/** Why a new operator cannot be created as asked, in words for the person at the command line; null when fine. */
export function accountProblem(username: string, password: string, role: string): string | null {
  if (!USERNAME.test(operatorKey(username))) return 'the username must be 3 to 32 characters: letters a-z, digits, dot, dash, underscore';
  if (password.length < MIN_PASSWORD_LENGTH) return `the password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password.length > MAX_PASSWORD_LENGTH) return `the password must be at most ${MAX_PASSWORD_LENGTH} characters`;
  if (!isOperatorRole(role)) return `the role must be one of ${OPERATOR_ROLES.join(', ')}`;
  return null;
}

export type CreateResult = { ok: true; id: number; enrollCode: string } | { ok: false; problem: string };

/**
 * The one-time enrollment code: without it, whoever first signs in with an operator's password alone cannot enroll
 * their own authenticator. Shown once (by the CLI, or in the back office to the admin who created the operator or
 * reset their authenticator); only its SHA-256 is kept (60 random bits, 12 characters of an unambiguous alphabet).
 */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export function newEnrollCode(): { code: string; hash: string } {
  const chars = Array.from({ length: 12 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  const code = `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
  return { code, hash: enrollCodeHash(code) };
}
/** As typed: case, spaces and dashes do not matter. */
export const enrollCodeHash = (typed: string) => createHash('sha256').update(typed.toUpperCase().replace(/[\s-]/g, '')).digest('hex');

export async function createOperator(
  db: Db,
  input: { username: string; password: string; role: string },
  actor: Actor,
  now: Date,
): Promise<CreateResult> {
  const problem = accountProblem(input.username, input.password, input.role);
  if (problem) return { ok: false, problem };
  const username = operatorKey(input.username);
  const passwordHash = await hashPassword(input.password);
  const enroll = newEnrollCode();
  return transact(db, async (trx) => {
    const taken = await trx.selectFrom('operators').select('id').where('username', '=', username).executeTakeFirst();
    if (taken) return { ok: false, problem: `an operator named ${username} already exists` } as const;
    const row = await trx
      .insertInto('operators')
      .values({ username, password_hash: passwordHash, role: input.role as OperatorRole, created_at: now.toISOString(), enroll_code_hash: enroll.hash })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeAudit(trx, actor, { action: 'operator.create', target: `operator:${row.id}`, after: { username, role: input.role } }, now);
    return { ok: true, id: row.id, enrollCode: enroll.code } as const;
  });
}

export async function listOperators(db: Db) {
  const rows = await db
    .selectFrom('operators')
    .select(['id', 'username', 'role', 'active', 'totp_enabled', 'created_at', 'last_login_at'])
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    username: r.username,
    role: r.role,
    active: r.active === 1,
    totpEnrolled: r.totp_enabled === 1,
    createdAt: r.created_at,
    lastLoginAt: r.last_login_at,
  }));
}

/** Disables the operator and ends their sessions and pending sign-ins at once; false when there is no such operator. */
export async function disableOperator(db: Db, username: string, actor: Actor, now: Date): Promise<boolean> {
  return transact(db, async (trx) => {
    const row = await trx.selectFrom('operators').select(['id', 'active']).where('username', '=', operatorKey(username)).executeTakeFirst();
    if (!row) return false;
    const at = now.toISOString();
    await trx.updateTable('operators').set({ active: 0 }).where('id', '=', row.id).execute();
    await trx.updateTable('operator_sessions').set({ ended_at: at, end_reason: 'disabled' }).where('operator_id', '=', row.id).where('ended_at', 'is', null).execute();
    await trx.updateTable('operator_challenges').set({ used_at: at }).where('operator_id', '=', row.id).where('used_at', 'is', null).execute();
    await writeAudit(trx, actor, { action: 'operator.disable', target: `operator:${row.id}`, before: { active: row.active === 1 }, after: { active: false } }, now);
    return true;
  });
}

/**
 * For a lost authenticator: the next sign-in enrolls a new one, with the new one-time code this returns (null: no
 * such operator). Ends the operator's sessions too.
 */
export async function resetOperatorTotp(db: Db, username: string, actor: Actor, now: Date): Promise<string | null> {
  const enroll = newEnrollCode();
  return transact(db, async (trx) => {
    const row = await trx.selectFrom('operators').select(['id', 'totp_enabled']).where('username', '=', operatorKey(username)).executeTakeFirst();
    if (!row) return null;
    const at = now.toISOString();
    // totp_last_step stays: a code of the old secret from before the reset still cannot be replayed against a new one.
    await trx.updateTable('operators').set({ totp_secret: null, totp_enabled: 0, enroll_code_hash: enroll.hash }).where('id', '=', row.id).execute();
    await trx.updateTable('operator_sessions').set({ ended_at: at, end_reason: 'totp_reset' }).where('operator_id', '=', row.id).where('ended_at', 'is', null).execute();
    await trx.updateTable('operator_challenges').set({ used_at: at }).where('operator_id', '=', row.id).where('used_at', 'is', null).execute();
    await writeAudit(trx, actor, { action: 'operator.totp_reset', target: `operator:${row.id}`, before: { totpEnrolled: row.totp_enabled === 1 }, after: { totpEnrolled: false } }, now);
    return enroll.code;
  });
}

/** Enables a disabled operator again (they sign in with their password and authenticator); false when there is no such operator. */
export async function enableOperator(db: Db, username: string, actor: Actor, now: Date): Promise<boolean> {
  return transact(db, async (trx) => {
    const row = await trx.selectFrom('operators').select(['id', 'active']).where('username', '=', operatorKey(username)).executeTakeFirst();
    if (!row) return false;
    await trx.updateTable('operators').set({ active: 1 }).where('id', '=', row.id).execute();
    await writeAudit(trx, actor, { action: 'operator.enable', target: `operator:${row.id}`, before: { active: row.active === 1 }, after: { active: true } }, now);
    return true;
  });
}

/** Gives the operator another role; it holds from their next call (the role is read on every call). */
export async function changeOperatorRole(db: Db, username: string, role: OperatorRole, actor: Actor, now: Date): Promise<boolean> {
  return transact(db, async (trx) => {
    const row = await trx.selectFrom('operators').select(['id', 'role']).where('username', '=', operatorKey(username)).executeTakeFirst();
    if (!row) return false;
    await trx.updateTable('operators').set({ role }).where('id', '=', row.id).execute();
    await writeAudit(trx, actor, { action: 'operator.role', target: `operator:${row.id}`, before: { role: row.role }, after: { role } }, now);
    return true;
  });
}

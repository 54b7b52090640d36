import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/index.js';
import { runOperatorCli, type CliIo } from '../../server/modules/operators/cli.js';
import { auditEntries } from '../../server/modules/operators/audit.js';
import { verifyPassword } from '../../server/modules/auth/passwords.js';
import { dialects, freshDb } from './helpers.js';

function io(overrides: Partial<CliIo> = {}) {
  const lines: string[] = [];
  return { lines, io: { env: {}, out: (line: string) => lines.push(line), askSecret: async () => null, now: () => new Date('2026-03-01T10:00:00Z'), ...overrides } };
}

describe.each(dialects)('npm run operator on %s', (dialect) => {
  let db: Db;
  beforeAll(async () => {
    db = await freshDb(dialect, { seed: false });
  });
  afterAll(() => db.destroy());

  it('creates the first admin with the password from OPERATOR_PASSWORD, lowercased, hashed, audited as the CLI', async () => {
    const { lines, io: cli } = io({ env: { OPERATOR_PASSWORD: 'a-long-enough-secret' } });
    expect(await runOperatorCli(db, ['create', '--username', 'Ayse.Admin', '--role', 'admin'], cli)).toBe(0);
    expect(lines.join('\n')).toMatch(/Operator ayse\.admin \(admin\) created/);
    const row = await db.kysely.selectFrom('operators').selectAll().where('username', '=', 'ayse.admin').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role: 'admin', active: 1, totp_enabled: 0, totp_secret: null, created_at: '2026-03-01T10:00:00.000Z' });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row.password_hash, 'a-long-enough-secret')).toBe(true);
    const [audit] = await auditEntries(db.kysely, { target: `operator:${row.id}` });
    expect(audit).toMatchObject({ actor: 'cli', operator_id: null, action: 'operator.create', after: { username: 'ayse.admin', role: 'admin' } });
    expect(JSON.stringify(audit)).not.toContain('a-long-enough-secret');
  });

  it('takes --password, or asks twice at a terminal', async () => {
    expect(await runOperatorCli(db, ['create', '--username', 'fatma', '--role', 'finance', '--password', 'another-long-secret'], io().io)).toBe(0);
    const answers = ['typed-at-the-prompt', 'typed-at-the-prompt'];
    const asked = io({ askSecret: async () => answers.shift() ?? null });
    expect(await runOperatorCli(db, ['create', '--username', 'selin', '--role', 'support'], asked.io)).toBe(0);
    const differ = ['first-long-password', 'second-long-password'];
    const mismatch = io({ askSecret: async () => differ.shift() ?? null });
    expect(await runOperatorCli(db, ['create', '--username', 'deniz', '--role', 'content'], mismatch.io)).toBe(1);
    expect(mismatch.lines.join()).toMatch(/passwords differ/);
  });

  it('refuses a short password, a bad role or name, a taken name, and writes nothing', async () => {
    const before = (await auditEntries(db.kysely)).length;
    const cases: Array<[string[], RegExp]> = [
      [['create', '--username', 'kisa', '--role', 'admin', '--password', 'eleven-char'], /at least 12 characters/],
      [['create', '--username', 'rolsuz', '--role', 'root', '--password', 'long-enough-password'], /role must be one of admin, finance, support, content/],
      [['create', '--username', 'a b', '--role', 'admin', '--password', 'long-enough-password'], /username must be/],
      [['create', '--username', 'AYSE.admin', '--role', 'admin', '--password', 'long-enough-password'], /already exists/],
      [['create', '--role', 'admin'], /--username is required/],
      [['create', '--username', 'norole', '--password', 'long-enough-password'], /--role is required/],
      [['create', '--username', 'noterminal', '--role', 'admin'], /no terminal/],
    ];
    for (const [argv, message] of cases) {
      const { lines, io: cli } = io();
      expect(await runOperatorCli(db, argv, cli), argv.join(' ')).not.toBe(0);
      expect(lines.join('\n')).toMatch(message);
    }
    expect((await auditEntries(db.kysely)).length).toBe(before);
    expect(await db.kysely.selectFrom('operators').select('username').where('username', 'in', ['kisa', 'rolsuz', 'norole', 'noterminal']).execute()).toEqual([]);
  });

  it('lists operators and disables one, ending their sessions, audited', async () => {
    const list = io();
    expect(await runOperatorCli(db, ['list'], list.io)).toBe(0);
    expect(list.lines.find((l) => l.includes('ayse.admin'))).toMatch(/admin\tactive, totp not enrolled\tlast sign-in never/);
    const op = await db.kysely.selectFrom('operators').select('id').where('username', '=', 'fatma').executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    await db.kysely.insertInto('operator_sessions').values({ operator_id: op.id, token_hash: 'h', ip: '10.0.0.1', user_agent: 'x', started_at: now, last_seen_at: now }).execute();

    const disable = io();
    expect(await runOperatorCli(db, ['disable', '--username', 'FATMA'], disable.io)).toBe(0);
    const row = await db.kysely.selectFrom('operators').select('active').where('id', '=', op.id).executeTakeFirstOrThrow();
    expect(row.active).toBe(0);
    const session = await db.kysely.selectFrom('operator_sessions').select(['ended_at', 'end_reason']).where('operator_id', '=', op.id).executeTakeFirstOrThrow();
    expect(session).toMatchObject({ ended_at: expect.any(String), end_reason: 'disabled' });
    const [audit] = await auditEntries(db.kysely, { target: `operator:${op.id}` });
    expect(audit).toMatchObject({ actor: 'cli', action: 'operator.disable', before: { active: true }, after: { active: false } });
    expect(await runOperatorCli(db, ['disable', '--username', 'nobody'], io().io)).toBe(1);
  });

  it('resets a lost authenticator', async () => {
    await db.kysely.updateTable('operators').set({ totp_secret: 'JBSWY3DPEHPK3PXP', totp_enabled: 1 }).where('username', '=', 'selin').execute();
    expect(await runOperatorCli(db, ['reset-totp', '--username', 'selin'], io().io)).toBe(0);
    const row = await db.kysely.selectFrom('operators').select(['totp_secret', 'totp_enabled']).where('username', '=', 'selin').executeTakeFirstOrThrow();
    expect(row).toEqual({ totp_secret: null, totp_enabled: 0 });
  });

  it('prints its usage for an unknown command', async () => {
    const { lines, io: cli } = io();
    expect(await runOperatorCli(db, ['promote'], cli)).toBe(2);
    expect(lines.join()).toMatch(/Usage: npm run operator/);
  });
});

describe('the operator command as a process', () => {
  const dir = mkdtempSync(join(tmpdir(), 'operator-cli-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('creates and lists an operator in a fresh SQLite data directory', async () => {
    const run = (args: string[], env: Record<string, string> = {}) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/operator-cli.ts', ...args], {
        env: { PATH: process.env.PATH, DATA_DIR: dir, ...env },
      });
    const created = await run(['create', '--username', 'first-admin', '--role', 'admin'], { OPERATOR_PASSWORD: 'first-admin-password' });
    expect(created.stdout).toMatch(/Operator first-admin \(admin\) created with id 1/);
    const listed = await run(['list']);
    expect(listed.stdout).toMatch(/^1\tfirst-admin\tadmin\tactive, totp not enrolled/m);
    await expect(run(['create', '--username', 'second', '--role', 'admin', '--password', 'short'])).rejects.toMatchObject({ code: 1 });
  }, 30_000);
});

import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteExpired } from '../../server/retention.js';
import { hashToken } from '../../server/modules/sessions/service.js';
import { testConfig, dialects } from './helpers.js';
import { get, identityApp, register, type IdentityHarness } from './identity-helpers.js';

const DAY = 86_400_000;

describe.each(dialects)('retention clean-up on %s', (dialect) => {
  let h: IdentityHarness;
  beforeAll(async () => {
    h = await identityApp(dialect);
  });
  afterAll(() => h.close());

  const ago = (ms: number) => new Date(h.clock.now().getTime() - ms).toISOString();

  async function session(playerId: number, { started, lastSeen, ended }: { started: number; lastSeen: number; ended?: number }) {
    const token = randomBytes(32).toString('base64url');
    await h.db.kysely
      .insertInto('sessions')
      .values({
        player_id: playerId, token_hash: hashToken(token), ip: '10.0.0.1', user_agent: 'test', fingerprint: null,
        started_at: ago(started), last_seen_at: ago(lastSeen), ended_at: ended === undefined ? null : ago(ended), end_reason: ended === undefined ? null : 'logout',
      })
      .execute();
    return token;
  }

  it('deletes sessions long over, spent codes and old outbox messages, and keeps the rest', async () => {
    const player = await register(h.app);
    const { id } = await h.db.kysely.selectFrom('players').select('id').where('username', '=', player.username).executeTakeFirstOrThrow();
    const endedLongAgo = await session(id, { started: 40 * DAY, lastSeen: 31 * DAY, ended: 31 * DAY });
    const endedRecently = await session(id, { started: 30 * DAY, lastSeen: 29 * DAY, ended: 29 * DAY });
    const abandoned = await session(id, { started: 32 * DAY, lastSeen: 31 * DAY });
    const live = await session(id, { started: 60_000, lastSeen: 0 });

    const code = (label: string, expires: number, consumed?: number) => ({
      purpose: 'sms' as const, player_id: id, target: label, code_hash: 'x', expires_at: ago(expires),
      consumed_at: consumed === undefined ? null : ago(consumed), created_at: ago(expires + 600_000),
    });
    await h.db.kysely
      .insertInto('verification_codes')
      .values([code('expired-long-ago', 2 * DAY), code('used-long-ago', 2 * DAY - 60_000, 2 * DAY), code('expired-lately', 3_600_000), code('live', -600_000)])
      .execute();
    const message = (label: string, age: number) => ({ channel: 'sms' as const, recipient: label, subject: null, body: 'x', created_at: ago(age) });
    await h.db.kysely.insertInto('outbox').values([message('old', 8 * DAY), message('recent', 6 * DAY)]).execute();

    // The live session is kept in memory on SQLite while the clean-up runs.
    expect((await get(h.app, '/api/user/balance', live)).statusCode).toBe(200);

    const deleted = await deleteExpired({ db: h.db, config: testConfig(), now: h.clock.now });
    expect(deleted).toEqual({ sessions: 2, codes: 2, messages: 1, partnerRequests: 0 });

    const tokens = await h.db.kysely.selectFrom('sessions').select('token_hash').where('player_id', '=', id).execute();
    const kept = new Set(tokens.map((t) => t.token_hash));
    expect(kept.has(hashToken(endedLongAgo))).toBe(false);
    expect(kept.has(hashToken(abandoned))).toBe(false);
    expect(kept.has(hashToken(endedRecently))).toBe(true);
    expect(kept.has(hashToken(live))).toBe(true);
    expect(kept.has(hashToken(player.token))).toBe(true);
    const codes = await h.db.kysely.selectFrom('verification_codes').select('target').where('player_id', '=', id).orderBy('target').execute();
    expect(codes.map((c) => c.target)).toEqual(expect.arrayContaining(['expired-lately', 'live']));
    expect(codes.map((c) => c.target)).not.toEqual(expect.arrayContaining(['expired-long-ago']));
    expect(codes.map((c) => c.target)).not.toEqual(expect.arrayContaining(['used-long-ago']));
    const recipients = (await h.db.kysely.selectFrom('outbox').select('recipient').execute()).map((m) => m.recipient);
    expect(recipients).toContain('recent');
    expect(recipients).not.toContain('old');

    expect((await get(h.app, '/api/user/balance', live)).statusCode).toBe(200);
    expect((await get(h.app, '/api/user/balance', player.token)).statusCode).toBe(200);
    expect((await get(h.app, '/api/user/balance', abandoned)).statusCode).toBe(401);
  });
});

describe('retention schedule', () => {
  it('runs by itself every CLEANUP_INTERVAL_SECONDS', async () => {
    const h = await identityApp('sqlite', { config: { CLEANUP_INTERVAL_SECONDS: 1 } });
    try {
      const old = new Date(h.clock.now().getTime() - 30 * DAY).toISOString();
      await h.db.kysely.insertInto('outbox').values({ channel: 'sms', recipient: 'old', subject: null, body: 'x', created_at: old }).execute();
      const deadline = Date.now() + 4_000;
      let left = 1;
      while (left > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        left = (await h.db.kysely.selectFrom('outbox').select('id').where('recipient', '=', 'old').execute()).length;
      }
      expect(left).toBe(0);
    } finally {
      await h.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionItem } from '../../contracts/account.js';
import { hashToken } from '../../server/modules/sessions/service.js';
import { dialects } from './helpers.js';
import { get, identityApp, login, MINUTE, post, register, type IdentityHarness } from './identity-helpers.js';

describe.each(dialects)('sessions on %s', (dialect) => {
  let h: IdentityHarness;
  beforeAll(async () => {
    h = await identityApp(dialect, { config: { SESSION_IDLE_MINUTES: 30, SESSION_ABSOLUTE_HOURS: 2 } });
  });
  afterAll(() => h.close());

  const balance = (token: string) => get(h.app, '/api/user/balance', token);
  const device = { 'user-agent': 'Mozilla/5.0 (Android 14) Chrome/131', 'x-fingerprint': 'fingerprint-abc' };

  it('lists the sessions of the player with address, browser, times and the current one marked', async () => {
    const p = await register(h.app);
    const second = (await login(h.app, p.username, p.password, '10.77.0.9', device)).json().data.token;
    const res = await get(h.app, '/api/customer/sessions', second);
    const list = res.json().data.map((s: unknown) => sessionItem.parse(s));
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ ip: '10.77.0.9', userAgent: device['user-agent'], current: true, active: true, endedAt: null });
    expect(list[1]).toMatchObject({ current: false, active: true });
    expect(Date.parse(list[0].startedAt)).toBe(h.clock.now().getTime());
  });

  it('stores only a hash of the token', async () => {
    const p = await register(h.app);
    const rows = await h.db.kysely.selectFrom('sessions').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === p.token)).toBe(false);
    expect(rows.some((r) => r.token_hash === hashToken(p.token))).toBe(true);
  });

  it('ends another session of the same player: that device gets 401 at its next call', async () => {
    const p = await register(h.app);
    const phone = (await login(h.app, p.username, p.password)).json().data.token;
    const list = (await get(h.app, '/api/customer/sessions', p.token)).json().data;
    const target = list.find((s: { current: boolean }) => !s.current);
    const ended = await post(h.app, '/api/customer/sessions/end', { id: target.id }, p.token);
    expect(ended.json()).toMatchObject({ success: true, message: 'Oturum sonlandırıldı.' });
    expect((await balance(phone)).statusCode).toBe(401);
    expect((await balance(p.token)).statusCode).toBe(200);
    const after = (await get(h.app, '/api/customer/sessions', p.token)).json().data;
    expect(after.find((s: { id: number }) => s.id === target.id)).toMatchObject({ active: false, endReason: 'ended_by_player' });
  });

  it("cannot end someone else's session", async () => {
    const a = await register(h.app);
    const b = await register(h.app);
    const bSession = (await get(h.app, '/api/customer/sessions', b.token)).json().data[0];
    const refused = await post(h.app, '/api/customer/sessions/end', { id: bSession.id }, a.token, { headers: { 'x-locale': 'en' } });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('The session was not found or has already ended.');
    expect((await balance(b.token)).statusCode).toBe(200);
    expect((await post(h.app, '/api/customer/sessions/end', { id: 0 }, a.token)).statusCode).toBe(400);
    expect((await post(h.app, '/api/customer/sessions/end', { id: bSession.id })).statusCode).toBe(401);
  });

  it('ends a session idle for the idle lifetime', async () => {
    const p = await register(h.app);
    h.clock.advance(29 * MINUTE);
    expect((await balance(p.token)).statusCode).toBe(200);
    h.clock.advance(29 * MINUTE);
    expect((await balance(p.token)).statusCode).toBe(200);
    h.clock.advance(30 * MINUTE);
    expect((await balance(p.token)).statusCode).toBe(401);
    const row = await h.db.kysely.selectFrom('sessions').select('end_reason').where('token_hash', '=', hashToken(p.token)).executeTakeFirstOrThrow();
    expect(row.end_reason).toBe('idle');
  });

  it('ends a busy session at the absolute lifetime (2 h here)', async () => {
    const p = await register(h.app);
    for (let i = 0; i < 5; i++) {
      h.clock.advance(20 * MINUTE);
      expect((await balance(p.token)).statusCode).toBe(200);
    }
    h.clock.advance(20 * MINUTE);
    expect((await balance(p.token)).statusCode).toBe(401);
  });

  it('writes last seen at most every 30 s, so polling does not write on every call', async () => {
    const p = await register(h.app);
    const lastSeen = async () =>
      (await h.db.kysely.selectFrom('sessions').select('last_seen_at').where('token_hash', '=', hashToken(p.token)).executeTakeFirstOrThrow()).last_seen_at;
    const start = await lastSeen();
    h.clock.advance(3_000);
    await balance(p.token);
    expect(await lastSeen()).toBe(start);
    h.clock.advance(30_000);
    await balance(p.token);
    expect(await lastSeen()).toBe(h.clock.now().toISOString());
  });

  it('refuses malformed and unknown tokens', async () => {
    expect((await balance('x')).statusCode).toBe(401);
    expect((await balance('A'.repeat(43))).statusCode).toBe(401);
  });
});

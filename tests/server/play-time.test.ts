import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from './helpers.js';
import { bearer, login } from './identity-helpers.js';
import { casinoBet, casinoWin, gambler, HOUR, limitOf, limitsApp, relogin, setLimit, type LimitsHarness } from './limits-helpers.js';

const MINUTE = 60_000;

/**
 * Play time (responsible gambling): a session-time limit ends the session when it is used up and closes login for a whole period
 * after; GET rg/session tells the reality check and the game's bar what this session took and paid; the reality
 * check's interval is the player's to choose.
 */
describe.each(dialects)('play time (%s)', (dialect) => {
  let h: LimitsHarness;
  beforeAll(async () => {
    h = await limitsApp(dialect);
  });
  afterAll(() => h.close());

  const balance = (token: string) => h.app.inject({ method: 'GET', url: '/api/user/balance', headers: bearer(token) });
  const session = (token: string) => h.app.inject({ method: 'GET', url: '/api/rg/session', headers: bearer(token) });

  it('a daily session-time limit of 30 minutes ends the session at 30 minutes and closes login for 24 hours after it', async () => {
    const p = await gambler(h, 0);
    const start = h.clock.now().getTime();
    const set = await setLimit(h, p, 'session', 'day', 30);
    expect(set.statusCode).toBe(200);
    expect((await session(p.token)).json().data).toMatchObject({ endsAt: new Date(start + 30 * MINUTE).toISOString(), msLeft: 30 * MINUTE });

    h.clock.advance(29 * MINUTE);
    expect((await balance(p.token)).statusCode).toBe(200);
    h.clock.advance(MINUTE);
    expect((await balance(p.token)).statusCode).toBe(401);
    const ended = await h.db.kysely.selectFrom('sessions').select('end_reason').where('player_id', '=', p.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(ended.end_reason).toBe('session_limit');

    const refused = await login(h.app, p.username, 'gizli-sifre-1');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/^Oturum süresi limitinize ulaştınız\. .+ tarihinden itibaren tekrar giriş yapabilirsiniz\.$/);
    h.clock.advance(24 * HOUR - MINUTE);
    expect((await login(h.app, p.username, 'gizli-sifre-1')).statusCode).toBe(403);
    h.clock.advance(MINUTE);
    await relogin(h, p);
    expect((await session(p.token)).json().data.endsAt).toBe(new Date(h.clock.now().getTime() + 30 * MINUTE).toISOString());
  });

  it('time on two devices at once counts once; the usage shows in minutes; a limit already used up logs out at once', async () => {
    const p = await gambler(h, 0);
    const other = (await login(h.app, p.username, 'gizli-sifre-1')).json().data.token as string;
    h.clock.advance(20 * MINUTE);
    expect((await balance(other)).statusCode).toBe(200);
    expect((await limitOf(h, p, 'session', 'day')).usedMinor).toBe(20);

    const set = await setLimit(h, p, 'session', 'day', 15);
    expect(set.statusCode).toBe(200);
    expect(set.json().message).toContain('bu süreyi zaten doldurdunuz');
    expect((await balance(p.token)).statusCode).toBe(401);
    expect((await balance(other)).statusCode).toBe(401);
  });

  it('refuses a session-time limit of 0 minutes or longer than its window, and changes nothing', async () => {
    const p = await gambler(h, 0);
    expect((await setLimit(h, p, 'session', 'day', 0)).statusCode).toBe(400);
    expect((await setLimit(h, p, 'session', 'day', 24 * 60 + 1)).statusCode).toBe(400);
    expect((await setLimit(h, p, 'session', 'week', 7 * 24 * 60)).statusCode).toBe(200);
    expect((await limitOf(h, p, 'session', 'day')).amountMinor).toBeNull();
  });

  it('GET rg/session: what play took and paid since this login, and the reality check every 60 minutes unless the player chose', async () => {
    const p = await gambler(h);
    h.clock.advance(5 * MINUTE);
    await casinoBet(h, p, 500);
    h.clock.advance(MINUTE);
    await relogin(h, p);
    const bet = await casinoBet(h, p, 1_000);
    expect(await casinoWin(h, p, bet, 300)).toBe('ok');
    const now = (await session(p.token)).json().data;
    expect(now).toEqual({ startedAt: h.clock.now().toISOString(), elapsedMs: 0, endsAt: null, msLeft: null, netMinor: -700, wageredMinor: 1_000, realityCheckMinutes: 60 });
    h.clock.advance(90_000);
    expect((await session(p.token)).json().data).toMatchObject({ elapsedMs: 90_000, netMinor: -700 });

    const chosen = await h.app.inject({ method: 'POST', url: '/api/rg/reality-check', headers: { ...bearer(p.token), 'x-locale': 'en' }, payload: { minutes: 30 } });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().message).toBe('The reality check will remind you every 30 minutes.');
    expect(chosen.json().data.realityCheckMinutes).toBe(30);
    expect((await session(p.token)).json().data.realityCheckMinutes).toBe(30);
    const odd = await h.app.inject({ method: 'POST', url: '/api/rg/reality-check', headers: bearer(p.token), payload: { minutes: 7 } });
    expect(odd.statusCode).toBe(400);
    expect((await session(p.token)).json().data.realityCheckMinutes).toBe(30);
    expect((await h.app.inject({ method: 'GET', url: '/api/rg/session' })).statusCode).toBe(401);
  });
});

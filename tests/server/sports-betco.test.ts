import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betcoClient, type BetcoClient } from '../../server/modules/sports/partners/betco/client.js';
import { betcoFrameUrl } from '../../server/modules/sports/partners/betco/frame-url.js';
import { sharedValues } from '../../server/modules/casino/providers/env.js';
import { selfHttp } from '../../server/http/self-http.js';
import { hashToken } from '../../server/modules/sessions/service.js';
import { createSportsToken } from '../../server/modules/sports/wallet/service.js';
import { balances, credit } from '../../server/modules/wallet/service.js';
import { dialects, testApp, testConfig } from './helpers.js';
import { bearer, register, testClock } from './identity-helpers.js';

const SECRET = 'betco-test-secret-0123456789';
/** Written out here, not with the adapter's signer, so the test checks the adapter and not itself. */
const hmac = (body: string, secret = SECRET) => createHmac('sha256', secret).update(body).digest('hex');

type Harness = Awaited<ReturnType<typeof testApp>>;

describe.each(dialects)('Betco seamless wallet on %s', (dialect) => {
  const clock = testClock(new Date('2026-04-01T12:00:00Z'));
  let h: Harness;
  let betco: BetcoClient;

  beforeAll(async () => {
    h = await testApp(dialect, { now: clock.now, config: { BETCO_SECRET: SECRET } });
    betco = betcoClient({ config: testConfig({ BETCO_SECRET: SECRET }), shared: sharedValues(), http: selfHttp(h.app, testConfig()) });
  });
  afterAll(() => h.close());

  /** A registered player with `cashKurus` of cash, access as asked, and a Betco token of their login session. */
  async function player(cashKurus: number, { access = true } = {}) {
    const p = await register(h.app, { trialBonus: false });
    const row = await h.db.kysely.selectFrom('players').select('id').where('username', '=', p.username).executeTakeFirstOrThrow();
    const session = await h.db.kysely.selectFrom('sessions').select('id').where('token_hash', '=', hashToken(p.token)).executeTakeFirstOrThrow();
    if (cashKurus > 0) await credit(h.db.kysely, { playerId: row.id, kind: 'cash', amountMinor: cashKurus, entryKind: 'deposit', reference: `t:${row.id}`, idempotencyKey: `t:${row.id}` });
    await h.db.kysely.updateTable('players').set({ betting_partner_access: access ? 1 : 0 }).where('id', '=', row.id).execute();
    const token = await createSportsToken(h.db.kysely, { playerId: row.id, sessionId: session.id, partner: 'betco', now: clock.now() });
    return { id: row.id, userId: String(row.id), token, sessionToken: p.token, total: async () => (await balances(h.db.kysely, row.id)).totalMinor };
  }

  const betOf = (p: { userId: string; token: string }, amount: number, transactionId = randomUUID()) => ({
    token: p.token, userId: p.userId, transactionId, amount, odds: 2500,
    selections: [{ event: 'Galatasaray - Fenerbahçe', market: '1X2', pick: '1', odds: 2500 }],
  });

  const post = (path: string, body: string, signature?: string) =>
    h.app.inject({ method: 'POST', url: `/api/sports/betco${path}`, headers: { 'content-type': 'application/json', ...(signature ? { 'x-betco-signature': signature } : {}) }, payload: body });

  it('answers a correctly signed call and refuses a wrong, missing or stale signature without acting', async () => {
    const p = await player(10_000);
    const auth = JSON.stringify({ token: p.token });
    const ok = await post('/authenticate', auth, hmac(auth));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ code: 0, userId: p.userId, nickname: expect.any(String), currency: 'TRY', balance: 10_000, bonusBalance: 0 });

    const bet = JSON.stringify({ ...betOf(p, 1_000), currency: 'TRY', requestId: randomUUID() });
    const tampered = bet.replace('"amount":1000', '"amount":1');
    for (const [body, signature] of [[bet, hmac(bet, 'someone-elses-secret-123')], [bet, undefined], [tampered, hmac(bet)], [bet, 'zz']] as const) {
      const res = await post('/bet', body, signature);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 1 });
    }
    expect(await p.total()).toBe(10_000);
    const signed = await post('/bet', bet, hmac(bet));
    expect(signed.json()).toMatchObject({ code: 0, balance: 9_000 });
  });

  it('takes a bet once per transaction id: a retry gets the first answer, other fields under the same id are refused', async () => {
    const p = await player(10_000);
    const bet = betOf(p, 2_500);
    const first = await betco.bet(bet);
    expect(first).toMatchObject({ code: 0, transactionId: bet.transactionId, balance: 7_500 });
    expect(await betco.bet(bet)).toEqual(first);
    expect(await p.total()).toBe(7_500);
    expect(await betco.bet({ ...bet, amount: 3_000 })).toMatchObject({ code: 9 });
    expect(await p.total()).toBe(7_500);
  });

  it('refuses a stake above the balance with code 7 and the balance, debiting nothing', async () => {
    const p = await player(1_000);
    const bet = betOf(p, 1_001);
    expect(await betco.bet(bet)).toEqual({ code: 7, message: expect.any(String), balance: 1_000 });
    expect(await p.total()).toBe(1_000);
    expect(await h.db.kysely.selectFrom('sports_bets').select('id').where('bet_ref', '=', bet.transactionId).executeTakeFirst()).toBeUndefined();
  });

  it('pays a settlement once however often it is repeated', async () => {
    const p = await player(10_000);
    const bet = betOf(p, 2_000);
    await betco.bet(bet);
    const win = { transactionId: bet.transactionId, amount: 5_000, result: 'won' as const };
    expect(await betco.settle(win)).toMatchObject({ code: 0, balance: 13_000 });
    expect(await betco.settle(win)).toMatchObject({ code: 0, balance: 13_000 });
    expect(await p.total()).toBe(13_000);
  });

  it('re-settles by the same id: win → lose takes the win back, lose → win pays it again', async () => {
    const p = await player(10_000);
    const bet = betOf(p, 2_000);
    await betco.bet(bet);
    await betco.settle({ transactionId: bet.transactionId, amount: 5_000, result: 'won' });
    expect(await betco.settle({ transactionId: bet.transactionId, amount: 0, result: 'lost' })).toMatchObject({ code: 0, balance: 8_000 });
    expect(await p.total()).toBe(8_000);
    expect(await betco.settle({ transactionId: bet.transactionId, amount: 4_000, result: 'won' })).toMatchObject({ code: 0, balance: 12_000 });
    const history = await h.db.kysely.selectFrom('sports_settlements').innerJoin('sports_bets', 'sports_bets.id', 'sports_settlements.bet_id')
      .select(['sports_settlements.delta_minor as delta']).where('sports_bets.bet_ref', '=', bet.transactionId).orderBy('seq').execute();
    expect(history.map((r) => Number(r.delta))).toEqual([5_000, -5_000, 4_000]);
  });

  it('after logout the token cannot bet, but a settlement of an earlier bet is still paid', async () => {
    const p = await player(10_000);
    const bet = betOf(p, 3_000);
    await betco.bet(bet);
    expect((await h.app.inject({ method: 'GET', url: '/api/auth/logout', headers: bearer(p.sessionToken) })).statusCode).toBe(200);
    expect(await betco.bet(betOf(p, 1_000))).toMatchObject({ code: 4 });
    expect(await betco.balance(p.token)).toMatchObject({ code: 4 });
    expect(await p.total()).toBe(7_000);
    // A retry of the bet taken before the logout still gets its first answer.
    expect(await betco.bet(bet)).toMatchObject({ code: 0, balance: 7_000 });
    expect(await betco.settle({ transactionId: bet.transactionId, amount: 6_000, result: 'won' })).toMatchObject({ code: 0, balance: 13_000 });
  });

  it('refuses a token that lapsed, belongs to another partner, or another user id', async () => {
    const p = await player(10_000);
    const lapsed = await createSportsToken(h.db.kysely, { playerId: p.id, sessionId: null, partner: 'betco', now: new Date(clock.now().getTime() - 2 * 3600_000) });
    expect(await betco.bet({ ...betOf(p, 1_000), token: lapsed })).toMatchObject({ code: 4 });
    const betsy = await createSportsToken(h.db.kysely, { playerId: p.id, sessionId: null, partner: 'betsy', now: clock.now() });
    expect(await betco.bet({ ...betOf(p, 1_000), token: betsy })).toMatchObject({ code: 3 });
    expect(await betco.authenticate(betsy)).toMatchObject({ code: 3 });
    expect(await betco.bet({ ...betOf(p, 1_000), userId: String(p.id + 1) })).toMatchObject({ code: 3 });
    expect(await betco.bet({ ...betOf(p, 1_000), currency: 'EUR' })).toMatchObject({ code: 10 });
    expect(await p.total()).toBe(10_000);
  });

  it('refuses a settlement of an unknown transaction, and a rollback naming no player of ours', async () => {
    const unknown = randomUUID();
    expect(await betco.settle({ transactionId: unknown, amount: 1_000, result: 'won' })).toMatchObject({ code: 8 });
    expect(await betco.rollback(unknown, '999999999')).toMatchObject({ code: 8 });
    expect(await h.db.kysely.selectFrom('sports_bets').select('id').where('bet_ref', '=', unknown).executeTakeFirst()).toBeUndefined();
  });

  it('rolls a bet back to its stake, once; a settled bet is not rolled back', async () => {
    const p = await player(10_000);
    const bet = betOf(p, 2_500);
    await betco.bet(bet);
    expect(await betco.rollback(bet.transactionId, bet.userId)).toMatchObject({ code: 0, balance: 10_000 });
    expect(await betco.rollback(bet.transactionId, bet.userId)).toMatchObject({ code: 0, balance: 10_000 });
    const row = await h.db.kysely.selectFrom('sports_bets').select(['status', 'paid_minor']).where('bet_ref', '=', bet.transactionId).executeTakeFirstOrThrow();
    expect({ status: row.status, paid: Number(row.paid_minor) }).toEqual({ status: 'refunded', paid: 2_500 });
    // Settling a rolled-back bet pays nothing.
    expect(await betco.settle({ transactionId: bet.transactionId, amount: 5_000, result: 'won' })).toMatchObject({ code: 9 });
    const settled = betOf(p, 1_000);
    await betco.bet(settled);
    await betco.settle({ transactionId: settled.transactionId, amount: 0, result: 'lost' });
    expect(await betco.rollback(settled.transactionId, settled.userId)).toMatchObject({ code: 9 });
    expect(await p.total()).toBe(9_000);
  });

  it('a rollback that arrives before its bet is kept: the bet is refused when it comes, and nothing is debited', async () => {
    const p = await player(10_000);
    const bet = betOf(p, 2_500);
    expect(await betco.rollback(bet.transactionId, bet.userId)).toMatchObject({ code: 0, balance: 10_000 });
    expect(await betco.bet(bet)).toMatchObject({ code: 9 });
    expect(await p.total()).toBe(10_000);
  });

  it('refuses a player without betting-partner access, and still pays a bet placed before a revoke', async () => {
    const without = await player(10_000, { access: false });
    expect(await betco.authenticate(without.token)).toMatchObject({ code: 5 });
    expect(await betco.bet(betOf(without, 1_000))).toMatchObject({ code: 5 });
    expect(await without.total()).toBe(10_000);

    const p = await player(10_000);
    const bet = betOf(p, 1_000);
    await betco.bet(bet);
    await h.db.kysely.updateTable('players').set({ betting_partner_access: 0 }).where('id', '=', p.id).execute();
    expect(await betco.bet(betOf(p, 1_000))).toMatchObject({ code: 5 });
    expect(await betco.settle({ transactionId: bet.transactionId, amount: 2_500, result: 'won' })).toMatchObject({ code: 0, balance: 11_500 });
  });

  it('refuses a malformed body as an invalid request', async () => {
    const body = JSON.stringify({ transactionId: randomUUID(), amount: 100, result: 'lost' });
    expect((await post('/settle', body, hmac(body))).json()).toMatchObject({ code: 2 });
    const junk = 'not json';
    expect((await post('/bet', junk, hmac(junk))).json()).toMatchObject({ code: 2 });
  });
});

describe('the Betco frame address', () => {
  it('follows SpringBuilder X: {base}{lang}/{page_alias}?user_id=&auth_token=&odds_type=, logged out for a guest', () => {
    const url = new URL(betcoFrameUrl({ base: 'https://sports.example.com/iframe-sportsbook', language: 'tr', page: 'live', user: { userId: '42', token: 'a+b/c' } }), 'http://x');
    expect(url.pathname).toBe('/iframe-sportsbook/tr/live');
    expect(Object.fromEntries(url.searchParams)).toEqual({ user_id: '42', auth_token: 'a+b/c', odds_type: 'decimal' });
    const guest = new URL(betcoFrameUrl({ base: '/sportsbook/betco/', language: 'en', page: 'prematch', user: null, oddsType: 'fractional' }), 'http://x');
    expect(guest.pathname).toBe('/sportsbook/betco/en/prematch');
    expect(Object.fromEntries(guest.searchParams)).toEqual({ odds_type: 'fractional' });
  });
});

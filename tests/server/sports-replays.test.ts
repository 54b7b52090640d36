import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signDetached } from '../../server/modules/sports/partners/betsy/jws.js';
import { betcoClient } from '../../server/modules/sports/partners/betco/client.js';
import { sharedValues } from '../../server/modules/casino/providers/env.js';
import { selfHttp } from '../../server/http/self-http.js';
import { hashToken } from '../../server/modules/sessions/service.js';
import { PARTNER_REQUEST_DAYS, prunePartnerRequests } from '../../server/modules/sports/wallet/requests.js';
import { createSportsToken } from '../../server/modules/sports/wallet/service.js';
import { credit } from '../../server/modules/wallet/service.js';
import { dialects, testApp, testConfig } from './helpers.js';
import { register } from './identity-helpers.js';
import { BETSY_TEST_SECRET, betsyTestConfig, bettor, clientFor, moneyOf, selection } from './sports-betsy-helpers.js';

type Harness = Awaited<ReturnType<typeof testApp>>;
const BETCO_SECRET = 'betco-test-secret-0123456789';

/**
 * What someone who captured a partner's signed call could do with it: send the very same bytes again. A settlement
 * that a later one has overtaken must move nothing; a retry of the latest is answered as before.
 */
describe.each(dialects)('replayed sports partner calls (%s)', (dialect) => {
  let h: Harness;
  let n = 0;
  const tx = () => `replay-${dialect}-${++n}-${Date.now()}`;
  beforeAll(async () => {
    h = await testApp(dialect, { config: { ...betsyTestConfig, BETCO_SECRET } });
  });
  afterAll(() => h.close());

  /** A signed Betsy call kept as bytes, to be sent again as captured. */
  const betsyCall = (method: 'POST' | 'PUT', path: string, payload: Record<string, unknown>) => {
    const body = JSON.stringify(payload);
    const headers = { 'content-type': 'application/json', 'x-sign-jws': signDetached(body, BETSY_TEST_SECRET) };
    return async () => {
      const res = await h.app.inject({ method, url: `/api/sports/betsy${path}`, headers, payload: body });
      return { status: res.statusCode, body: res.json() as Record<string, unknown> };
    };
  };

  describe('Betsy', () => {
    it('a captured "win" settlement sent again after a re-settlement to a loss is refused (code 8) and the balance does not move', async () => {
      const p = await bettor(h.app, h.db, 10_000);
      const id = tx();
      const placed = betsyCall('POST', '/payment/bet', { type: 1, token: p.betsyToken, transactionId: id, userId: p.userId, currency: 'TRY', amount: 20, coefficient: 2.5, requestId: randomUUID(), metadata: [selection()] });
      expect((await placed()).status).toBe(200);
      const win = betsyCall('PUT', '/payment/bet', { type: 2, transactionId: id, userId: p.userId, currency: 'TRY', amount: 50, resultType: 'win', requestId: randomUUID() });
      expect((await win()).body).toMatchObject({ amount: 130 });
      const loss = betsyCall('PUT', '/payment/bet', { type: 2, transactionId: id, userId: p.userId, currency: 'TRY', amount: 0, resultType: 'lose', requestId: randomUUID() });
      const lost = await loss();
      expect(lost.body).toMatchObject({ amount: 80 });
      expect(await moneyOf(h.db, p.playerId)).toMatchObject({ balanceMinor: 8_000, ledgerMinor: 8_000 });

      const replayed = await win();
      expect(replayed).toEqual({ status: 400, body: { code: 8, message: 'A later settlement of this bet has been processed' } });
      expect(await moneyOf(h.db, p.playerId)).toMatchObject({ balanceMinor: 8_000, ledgerMinor: 8_000 });
      const bet = await h.db.kysely.selectFrom('sports_bets').select(['status', 'paid_minor']).where('bet_ref', '=', id).executeTakeFirstOrThrow();
      expect([bet.status, Number(bet.paid_minor)]).toEqual(['lost', 0]);

      // The latest settlement sent again (its answer was lost) is answered as before, and still moves nothing.
      expect(await loss()).toEqual(lost);
      // So is the bet: the first answer, same balance as then.
      expect((await placed()).body).toMatchObject({ amount: 80 });
      expect(await moneyOf(h.db, p.playerId)).toMatchObject({ balanceMinor: 8_000, ledgerMinor: 8_000 });
    });

    it('past their window the calls of a settled bet are pruned to its last one, which still refuses a captured settlement; an open bet can still be settled', async () => {
      const p = await bettor(h.app, h.db, 10_000);
      const id = tx();
      const placed = betsyCall('POST', '/payment/bet', { type: 1, token: p.betsyToken, transactionId: id, userId: p.userId, currency: 'TRY', amount: 20, coefficient: 2.5, requestId: randomUUID(), metadata: [selection()] });
      expect((await placed()).status).toBe(200);
      const win = betsyCall('PUT', '/payment/bet', { type: 2, transactionId: id, userId: p.userId, currency: 'TRY', amount: 50, resultType: 'win', requestId: randomUUID() });
      expect((await win()).status).toBe(200);
      const loss = betsyCall('PUT', '/payment/bet', { type: 2, transactionId: id, userId: p.userId, currency: 'TRY', amount: 0, resultType: 'lose', requestId: randomUUID() });
      expect((await loss()).status).toBe(200);
      const open = tx();
      const openBet = betsyCall('POST', '/payment/bet', { type: 1, token: p.betsyToken, transactionId: open, userId: p.userId, currency: 'TRY', amount: 10, coefficient: 2, requestId: randomUUID(), metadata: [selection()] });
      expect((await openBet()).status).toBe(200);
      expect(await moneyOf(h.db, p.playerId)).toMatchObject({ balanceMinor: 7_000, ledgerMinor: 7_000 });

      const stored = (betRef: string) => h.db.kysely.selectFrom('sports_partner_requests').select(['operation', 'created_at']).where('partner', '=', 'betsy').where('bet_ref', '=', betRef).orderBy('id').execute();
      // Both bets' calls made 31 days ago; a bet of another player stays as it is (its calls are recent).
      const aged = new Date(Date.now() - (PARTNER_REQUEST_DAYS + 1) * 86_400_000).toISOString();
      await h.db.kysely.updateTable('sports_partner_requests').set({ created_at: aged }).where('partner', '=', 'betsy').where('bet_ref', 'in', [id, open]).execute();
      const other = await bettor(h.app, h.db, 10_000);
      const recent = tx();
      await clientFor(h.app).placeBet({ token: other.betsyToken, userId: other.userId, transactionId: recent, amount: 20, coefficient: 2.5, selections: [selection()] });
      await clientFor(h.app).settle({ transactionId: recent, amount: 50, resultType: 'win' });

      expect(await prunePartnerRequests(h.db.kysely, new Date())).toBeGreaterThanOrEqual(2);
      expect((await stored(id)).map((r) => r.operation)).toEqual(['settle']);
      expect((await stored(open)).map((r) => r.operation)).toEqual(['bet']);
      expect((await stored(recent)).map((r) => r.operation)).toEqual(['bet', 'settle']);

      // The captured "win", its own record pruned, is refused by the bet's seal and moves nothing.
      expect(await win()).toEqual({ status: 400, body: { code: 8, message: 'A later settlement of this bet has been processed' } });
      expect(await moneyOf(h.db, p.playerId)).toMatchObject({ balanceMinor: 7_000, ledgerMinor: 7_000 });
      // The open bet's event ends at last: its settlement is carried out.
      const openWin = betsyCall('PUT', '/payment/bet', { type: 2, transactionId: open, userId: p.userId, currency: 'TRY', amount: 20, resultType: 'win', requestId: randomUUID() });
      expect((await openWin()).body).toMatchObject({ amount: 90 });
    });

    it('a captured unsettlement sent again after the bet was settled anew moves nothing', async () => {
      const p = await bettor(h.app, h.db, 10_000);
      const betsy = clientFor(h.app);
      const id = tx();
      await betsy.placeBet({ token: p.betsyToken, userId: p.userId, transactionId: id, amount: 20, coefficient: 2.5, selections: [selection()] });
      await betsy.settle({ transactionId: id, amount: 50, resultType: 'win' });
      const unsettle = betsyCall('PUT', '/payment/bet', { type: 1, transactionId: id, currency: 'TRY', requestId: randomUUID() });
      expect((await unsettle()).body).toMatchObject({ amount: 80 });
      await betsy.settle({ transactionId: id, amount: 50, resultType: 'win' });
      expect(await moneyOf(h.db, p.playerId)).toMatchObject({ balanceMinor: 13_000 });
      expect((await unsettle()).body).toMatchObject({ code: 8 });
      expect(await moneyOf(h.db, p.playerId)).toMatchObject({ balanceMinor: 13_000, ledgerMinor: 13_000 });
    });

    it('a requestId used again with another body is refused (code 8) and nothing moves', async () => {
      const p = await bettor(h.app, h.db, 10_000);
      const betsy = clientFor(h.app);
      const id = tx();
      await betsy.placeBet({ token: p.betsyToken, userId: p.userId, transactionId: id, amount: 20, coefficient: 2.5, selections: [selection()] });
      const requestId = randomUUID();
      const first = betsyCall('PUT', '/payment/bet', { type: 2, transactionId: id, currency: 'TRY', amount: 0, resultType: 'lose', requestId });
      expect((await first()).status).toBe(200);
      const other = betsyCall('PUT', '/payment/bet', { type: 2, transactionId: id, currency: 'TRY', amount: 50, resultType: 'win', requestId });
      expect(await other()).toEqual({ status: 400, body: { code: 8, message: 'The requestId has already been used with another request' } });
      expect(await moneyOf(h.db, p.playerId)).toMatchObject({ balanceMinor: 8_000, ledgerMinor: 8_000 });
    });

    it('a refused call is not kept: sent again once the player can pay, it is carried out', async () => {
      const p = await bettor(h.app, h.db, 1_000);
      const placed = betsyCall('POST', '/payment/bet', { type: 1, token: p.betsyToken, transactionId: tx(), userId: p.userId, currency: 'TRY', amount: 20, coefficient: 2.5, requestId: randomUUID(), metadata: [selection()] });
      expect((await placed()).body).toMatchObject({ code: 7 });
      await credit(h.db.kysely, { playerId: p.playerId, kind: 'cash', amountMinor: 5_000, entryKind: 'test', reference: 'test', idempotencyKey: `replay-topup:${p.playerId}` });
      expect((await placed()).body).toMatchObject({ amount: 40 });
      expect(await moneyOf(h.db, p.playerId)).toMatchObject({ balanceMinor: 4_000 });
    });
  });

  describe('Betco', () => {
    const hmac = (body: string) => createHmac('sha256', BETCO_SECRET).update(body).digest('hex');
    const betcoCall = (path: string, payload: Record<string, unknown>) => {
      const body = JSON.stringify(payload);
      return async () => (await h.app.inject({ method: 'POST', url: `/api/sports/betco${path}`, headers: { 'content-type': 'application/json', 'x-betco-signature': hmac(body) }, payload: body })).json() as Record<string, unknown>;
    };

    async function betcoPlayer(cashMinor: number) {
      const p = await register(h.app, { trialBonus: false });
      const row = await h.db.kysely.selectFrom('players').select('id').where('username', '=', p.username).executeTakeFirstOrThrow();
      const session = await h.db.kysely.selectFrom('sessions').select('id').where('token_hash', '=', hashToken(p.token)).executeTakeFirstOrThrow();
      await credit(h.db.kysely, { playerId: row.id, kind: 'cash', amountMinor: cashMinor, entryKind: 'deposit', reference: `t:${row.id}`, idempotencyKey: `replay-betco:${row.id}` });
      await h.db.kysely.updateTable('players').set({ betting_partner_access: 1 }).where('id', '=', row.id).execute();
      const token = await createSportsToken(h.db.kysely, { playerId: row.id, sessionId: session.id, partner: 'betco', now: new Date() });
      return { id: row.id, userId: String(row.id), token };
    }

    it('a captured "won" settlement sent again after a re-settlement to "lost" is refused (code 9) and the balance does not move', async () => {
      const p = await betcoPlayer(10_000);
      const betco = betcoClient({ config: testConfig({ BETCO_SECRET }), shared: sharedValues(), http: selfHttp(h.app, testConfig()) });
      const id = tx();
      expect(await betco.bet({ token: p.token, userId: p.userId, transactionId: id, amount: 1_000, odds: 2500, selections: [{ event: 'A - B', market: '1X2', pick: '1', odds: 2500 }] })).toMatchObject({ code: 0, balance: 9_000 });
      const won = betcoCall('/settle', { transactionId: id, requestId: randomUUID(), amount: 2_500, result: 'won' });
      expect(await won()).toMatchObject({ code: 0, balance: 11_500 });
      const lost = betcoCall('/settle', { transactionId: id, requestId: randomUUID(), amount: 0, result: 'lost' });
      const first = await lost();
      expect(first).toMatchObject({ code: 0, balance: 9_000 });

      expect(await won()).toEqual({ code: 9, message: 'a later settlement of this bet has been processed' });
      expect(await lost()).toEqual(first);
      expect(await moneyOf(h.db, p.id)).toMatchObject({ balanceMinor: 9_000, ledgerMinor: 9_000 });
    });

    it('a settlement without a request id, or with one used for another body, is refused and nothing moves', async () => {
      const p = await betcoPlayer(10_000);
      const betco = betcoClient({ config: testConfig({ BETCO_SECRET }), shared: sharedValues(), http: selfHttp(h.app, testConfig()) });
      const id = tx();
      await betco.bet({ token: p.token, userId: p.userId, transactionId: id, amount: 1_000, odds: 2500, selections: [{ event: 'A - B', market: '1X2', pick: '1', odds: 2500 }] });
      expect(await betcoCall('/settle', { transactionId: id, amount: 2_500, result: 'won' })()).toMatchObject({ code: 2 });
      const requestId = randomUUID();
      expect(await betcoCall('/settle', { transactionId: id, requestId, amount: 0, result: 'lost' })()).toMatchObject({ code: 0 });
      expect(await betcoCall('/settle', { transactionId: id, requestId, amount: 2_500, result: 'won' })()).toEqual({ code: 9, message: 'the request id was used with another body' });
      expect(await moneyOf(h.db, p.id)).toMatchObject({ balanceMinor: 9_000, ledgerMinor: 9_000 });
    });
  });
});

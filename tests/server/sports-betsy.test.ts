import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signDetached } from '../../server/modules/sports/partners/betsy/jws.js';
import { dialects, testApp } from './helpers.js';
import { bearer } from './identity-helpers.js';
import { betsyTestConfig, bettor, BETSY_TEST_SECRET, clientFor, moneyOf, selection } from './sports-betsy-helpers.js';

type Harness = Awaited<ReturnType<typeof testApp>>;

describe.each(dialects)('Betsy partner API (%s)', (dialect) => {
  let h: Harness;
  let betsy: ReturnType<typeof clientFor>;
  let n = 0;
  const tx = () => `tx-${dialect}-${++n}-${Date.now()}`;
  beforeAll(async () => {
    h = await testApp(dialect, { config: betsyTestConfig });
    betsy = clientFor(h.app);
  });
  afterAll(() => h.close());

  const bet = (p: { betsyToken: string; userId: string }, transactionId: string, amount: number) =>
    betsy.placeBet({ token: p.betsyToken, userId: p.userId, transactionId, amount, coefficient: 2.5, selections: [selection()] });

  it('knows the player behind a login token: id, currency, name, and balance', async () => {
    const p = await bettor(h.app, h.db, 12_345);
    const profile = await betsy.profile(p.betsyToken);
    expect(profile.status).toBe(200);
    expect(profile.data).toMatchObject({ userId: p.userId, currency: 'TRY', currencies: ['TRY'], customFields: { nickname: expect.any(String), firstName: 'Ayşe Nur', lastName: 'Yılmaz' } });
    const balance = await betsy.balance(p.betsyToken, p.userId);
    expect(balance.data).toEqual({ userId: p.userId, currency: 'TRY', amount: 123.45 });
    expect((await betsy.profile('not-a-token-at-all')).error).toMatchObject({ code: 3 });
  });

  it('takes a bet: the stake leaves the balance once and the answer says the new balance', async () => {
    const p = await bettor(h.app, h.db, 10_000);
    const answer = await bet(p, tx(), 25.5);
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ userId: p.userId, currency: 'TRY', amount: 74.5 });
    expect(await moneyOf(h.db, p.playerId)).toMatchObject({ balanceMinor: 7_450, ledgerMinor: 7_450 });
    const row = await h.db.kysely.selectFrom('sports_bets').selectAll().where('player_id', '=', p.playerId).executeTakeFirstOrThrow();
    expect([Number(row.stake_minor), row.odds_x1000, row.status, JSON.parse(row.selections)[0].pick]).toEqual([2_550, 2_500, 'open', '1']);
  });

  it('refuses a wrong, missing or replayed-on-another-body signature, and nothing moves', async () => {
    const p = await bettor(h.app, h.db, 10_000);
    const forged = clientFor(h.app, 'someone-elses-secret-123');
    expect((await forged.placeBet({ token: p.betsyToken, userId: p.userId, transactionId: tx(), amount: 10, coefficient: 2, selections: [] })).error).toMatchObject({ code: 1 });
    const body = JSON.stringify({ type: 1, token: p.betsyToken, transactionId: tx(), userId: p.userId, currency: 'TRY', amount: 10, coefficient: 2, requestId: 'r-1' });
    const other = JSON.stringify({ type: 1, token: p.betsyToken, transactionId: tx(), userId: p.userId, currency: 'TRY', amount: 1, coefficient: 2, requestId: 'r-1' });
    const send = (headers: Record<string, string>) => h.app.inject({ method: 'POST', url: '/api/sports/betsy/payment/bet', headers: { 'content-type': 'application/json', ...headers }, payload: body });
    for (const res of [await send({}), await send({ 'x-sign-jws': signDetached(other, BETSY_TEST_SECRET) }), await send({ 'x-sign-jws': 'eyJhbGciOiJub25lIn0..' })]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 1 });
    }
    expect(await moneyOf(h.db, p.playerId)).toMatchObject({ balanceMinor: 10_000 });
    expect(await h.db.kysely.selectFrom('sports_bets').select('id').where('player_id', '=', p.playerId).execute()).toHaveLength(0);
    // The very same body, rightly signed, is taken.
    expect((await send({ 'x-sign-jws': signDetached(body, BETSY_TEST_SECRET) })).statusCode).toBe(200);
    expect(await moneyOf(h.db, p.playerId)).toMatchObject({ balanceMinor: 9_000 });
  });

  it('a repeated bet id gets the first answer and is debited once; the same id with another stake is refused', async () => {
    const p = await bettor(h.app, h.db, 10_000);
    const id = tx();
    const first = await bet(p, id, 30);
    const copies = await Promise.all([bet(p, id, 30), bet(p, id, 30)]);
    for (const again of copies) expect(again.data).toEqual(first.data);
    expect(await moneyOf(h.db, p.playerId)).toMatchObject({ balanceMinor: 7_000, ledgerMinor: 7_000 });
    expect((await bet(p, id, 31)).error).toMatchObject({ code: 8 });
    expect(await moneyOf(h.db, p.playerId)).toMatchObject({ balanceMinor: 7_000 });
  });

  it('not enough money: code 7 and nothing is debited', async () => {
    const p = await bettor(h.app, h.db, 1_000);
    const answer = await bet(p, tx(), 10.01);
    expect(answer.status).toBe(400);
    expect(answer.error).toMatchObject({ code: 7 });
    expect(await moneyOf(h.db, p.playerId)).toMatchObject({ balanceMinor: 1_000, ledgerMinor: 1_000 });
    expect(await h.db.kysely.selectFrom('sports_bets').select('id').where('player_id', '=', p.playerId).execute()).toHaveLength(0);
  });

  it('a settlement sent twice is paid once', async () => {
    const p = await bettor(h.app, h.db, 10_000);
    const id = tx();
    await bet(p, id, 20);
    const settle = () => betsy.settle({ transactionId: id, userId: p.userId, amount: 50, resultType: 'win' });
    const [a, b] = await Promise.all([settle(), settle()]);
    const c = await settle();
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    expect(c.data).toMatchObject({ amount: 130 });
    expect(await moneyOf(h.db, p.playerId)).toMatchObject({ balanceMinor: 13_000, ledgerMinor: 13_000 });
  });

  it('a re-settlement from win to lose takes the win back; lose to refund pays the stake', async () => {
    const p = await bettor(h.app, h.db, 10_000);
    const id = tx();
    await bet(p, id, 20);
    await betsy.settle({ transactionId: id, amount: 50, resultType: 'win' });
    expect(await moneyOf(h.db, p.playerId)).toMatchObject({ balanceMinor: 13_000 });
    expect((await betsy.settle({ transactionId: id, amount: 0, resultType: 'lose' })).data).toMatchObject({ amount: 80 });
    expect(await moneyOf(h.db, p.playerId)).toMatchObject({ balanceMinor: 8_000, ledgerMinor: 8_000 });
    await betsy.settle({ transactionId: id, amount: 20, resultType: 'refund' });
    expect(await moneyOf(h.db, p.playerId)).toMatchObject({ balanceMinor: 10_000 });
    const row = await h.db.kysely.selectFrom('sports_bets').select(['status', 'paid_minor']).where('bet_ref', '=', id).executeTakeFirstOrThrow();
    expect([row.status, Number(row.paid_minor)]).toEqual(['refunded', 2_000]);
  });

  it('a re-settlement that would take back more than the player has is refused with code 21 and moves nothing', async () => {
    const p = await bettor(h.app, h.db, 2_000);
    const id = tx();
    await bet(p, id, 20);
    await betsy.settle({ transactionId: id, amount: 50, resultType: 'win' });
    await bet(p, tx(), 50);
    expect((await betsy.settle({ transactionId: id, amount: 0, resultType: 'lose' })).error).toMatchObject({ code: 21 });
    expect(await moneyOf(h.db, p.playerId)).toMatchObject({ balanceMinor: 0, ledgerMinor: 0, anyNegative: false });
  });

  it('after logout the token places no bet, but the settlement is paid', async () => {
    const p = await bettor(h.app, h.db, 10_000);
    const id = tx();
    await bet(p, id, 10);
    const out = await h.app.inject({ method: 'GET', url: '/api/auth/logout', headers: bearer(p.session) });
    expect(out.statusCode).toBe(200);
    expect((await bet(p, tx(), 10)).error).toMatchObject({ code: 4 });
    expect((await betsy.balance(p.betsyToken, p.userId)).error).toMatchObject({ code: 4 });
    // A retry of the bet taken before the logout still gets its first answer, and is not debited again.
    expect((await bet(p, id, 10)).status).toBe(200);
    expect((await betsy.settle({ transactionId: id, amount: 25, resultType: 'win' })).status).toBe(200);
    expect(await moneyOf(h.db, p.playerId)).toMatchObject({ balanceMinor: 11_500, ledgerMinor: 11_500 });
  });

  it('an unknown transaction is refused and nothing moves', async () => {
    const p = await bettor(h.app, h.db, 10_000);
    const answer = await betsy.settle({ transactionId: tx(), userId: p.userId, amount: 100, resultType: 'win' });
    expect(answer.status).toBe(400);
    expect(answer.error).toMatchObject({ code: 5 });
    expect(await moneyOf(h.db, p.playerId)).toMatchObject({ balanceMinor: 10_000 });
  });

  it('a blocked player cannot bet (code 9) and is still paid for an earlier bet', async () => {
    const p = await bettor(h.app, h.db, 10_000);
    const id = tx();
    await bet(p, id, 10);
    await h.db.kysely.updateTable('players').set({ self_excluded_until: new Date(Date.now() + 86_400_000).toISOString() }).where('id', '=', p.playerId).execute();
    expect((await bet(p, tx(), 10)).error).toMatchObject({ code: 9 });
    await betsy.settle({ transactionId: id, amount: 30, resultType: 'win' });
    expect(await moneyOf(h.db, p.playerId)).toMatchObject({ balanceMinor: 12_000 });
  });

  it('a cash-out needs the player token; with it the cash-out value is paid', async () => {
    const p = await bettor(h.app, h.db, 10_000);
    const id = tx();
    await bet(p, id, 10);
    expect((await betsy.settle({ transactionId: id, amount: 15, resultType: 'cashout' })).error).toMatchObject({ code: 3 });
    expect(await moneyOf(h.db, p.playerId)).toMatchObject({ balanceMinor: 9_000 });
    expect((await betsy.settle({ transactionId: id, amount: 15, resultType: 'cashout', token: p.betsyToken })).status).toBe(200);
    expect(await moneyOf(h.db, p.playerId)).toMatchObject({ balanceMinor: 10_500 });
    const row = await h.db.kysely.selectFrom('sports_bets').select('status').where('bet_ref', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('cashed_out');
  });

  it('an unsettlement takes back what the bet was paid and leaves it open; a repeat moves nothing; the next settlement pays again', async () => {
    const p = await bettor(h.app, h.db, 10_000);
    const id = tx();
    await bet(p, id, 20);
    await betsy.settle({ transactionId: id, amount: 50, resultType: 'win' });
    expect(await moneyOf(h.db, p.playerId)).toMatchObject({ balanceMinor: 13_000 });
    const first = await betsy.unsettle({ transactionId: id, userId: p.userId });
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ transactionId: id, userId: p.userId, amount: 80 });
    expect((await betsy.unsettle({ transactionId: id, userId: p.userId })).data).toMatchObject({ amount: 80 });
    const row = await h.db.kysely.selectFrom('sports_bets').select(['status', 'paid_minor']).where('bet_ref', '=', id).executeTakeFirstOrThrow();
    expect([row.status, Number(row.paid_minor)]).toEqual(['open', 0]);
    await betsy.settle({ transactionId: id, amount: 20, resultType: 'refund' });
    expect(await moneyOf(h.db, p.playerId)).toMatchObject({ balanceMinor: 10_000, ledgerMinor: 10_000 });
    expect((await betsy.unsettle({ transactionId: tx() })).error).toMatchObject({ code: 5 });
  });

  it('an unsettlement the player cannot cover is refused with code 21 and moves nothing', async () => {
    const p = await bettor(h.app, h.db, 2_000);
    const id = tx();
    await bet(p, id, 20);
    await betsy.settle({ transactionId: id, amount: 50, resultType: 'win' });
    await bet(p, tx(), 50);
    expect((await betsy.unsettle({ transactionId: id })).error).toMatchObject({ code: 21 });
    expect(await moneyOf(h.db, p.playerId)).toMatchObject({ balanceMinor: 0, ledgerMinor: 0, anyNegative: false });
  });

  it('a rollback returns the stake once, even after logout; a settled bet is not rolled back', async () => {
    const p = await bettor(h.app, h.db, 10_000);
    const id = tx();
    await bet(p, id, 30);
    await h.app.inject({ method: 'GET', url: '/api/auth/logout', headers: bearer(p.session) });
    const rollback = () => betsy.rollback({ token: p.betsyToken, transactionId: id, userId: p.userId, amount: 30, errorCode: 10 });
    const [a, b] = await Promise.all([rollback(), rollback()]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.data).toMatchObject({ transactionId: id, amount: 100 });
    expect(await moneyOf(h.db, p.playerId)).toMatchObject({ balanceMinor: 10_000, ledgerMinor: 10_000 });
    const row = await h.db.kysely.selectFrom('sports_bets').select(['status', 'paid_minor']).where('bet_ref', '=', id).executeTakeFirstOrThrow();
    expect([row.status, Number(row.paid_minor)]).toEqual(['refunded', 3_000]);
    // Nothing to settle on a rolled-back bet.
    expect((await betsy.settle({ transactionId: id, amount: 75, resultType: 'win' })).error).toMatchObject({ code: 8 });
    expect(await moneyOf(h.db, p.playerId)).toMatchObject({ balanceMinor: 10_000 });

    const q = await bettor(h.app, h.db, 10_000);
    const settled = tx();
    await bet(q, settled, 10);
    await betsy.settle({ transactionId: settled, amount: 0, resultType: 'lose' });
    expect((await betsy.rollback({ token: q.betsyToken, transactionId: settled, userId: q.userId, amount: 10, errorCode: 10 })).error).toMatchObject({ code: 8 });
    expect(await moneyOf(h.db, q.playerId)).toMatchObject({ balanceMinor: 9_000 });
  });

  it('a rollback that arrives before its bet is kept: the late bet is refused and nothing is debited', async () => {
    const p = await bettor(h.app, h.db, 10_000);
    const id = tx();
    const early = await betsy.rollback({ token: p.betsyToken, transactionId: id, userId: p.userId, amount: 25, errorCode: 10 });
    expect(early.status).toBe(200);
    expect(early.data).toMatchObject({ amount: 100 });
    expect((await bet(p, id, 25)).error).toMatchObject({ code: 8 });
    expect(await moneyOf(h.db, p.playerId)).toMatchObject({ balanceMinor: 10_000, ledgerMinor: 10_000 });
    expect((await betsy.rollback({ token: p.betsyToken, transactionId: tx(), userId: '999999999', amount: 25, errorCode: 10 })).error).toMatchObject({ code: 5 });
  });

  it('a bet and its rollback racing each other leave the stake either untouched or returned, never lost', async () => {
    for (let i = 0; i < 6; i++) {
      const p = await bettor(h.app, h.db, 10_000);
      const id = tx();
      await Promise.all([bet(p, id, 40), betsy.rollback({ token: p.betsyToken, transactionId: id, userId: p.userId, amount: 40, errorCode: 10 })]);
      expect(await moneyOf(h.db, p.playerId)).toMatchObject({ balanceMinor: 10_000, ledgerMinor: 10_000 });
    }
  });
});

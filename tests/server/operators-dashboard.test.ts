import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboard, type Dashboard } from '../../contracts/admin-calls.js';
import type { OperatorRole } from '../../server/db/schema.js';
import { placeBet, settleWin } from '../../server/modules/casino/wallet/service.js';
import { placeSportsBet, settleSportsBet } from '../../server/modules/sports/wallet/service.js';
import { credit } from '../../server/modules/wallet/service.js';
import { dialects } from './helpers.js';
import { bearer, identityApp, nextIp, post, register, testClock, type IdentityHarness } from './identity-helpers.js';
import { adminGet, adminPost, operatorAuth, signedInOperator, type SignedInOperator } from './operators-helpers.js';

const ROLES: OperatorRole[] = ['admin', 'finance', 'support', 'content'];
const DAY = 86_400_000;
// Far from the demo seed's rows (stamped with the real time), so the figures are only what this test puts in.
const NOW = new Date('2031-05-10T09:00:00.000Z'); // 12:00 in İstanbul

describe.each(dialects)('the back-office dashboard on %s', (dialect) => {
  let h: IdentityHarness;
  const op = {} as Record<OperatorRole, SignedInOperator>;
  let baseline: Dashboard;

  beforeAll(async () => {
    h = await identityApp(dialect, { clock: testClock(NOW) });
    for (const role of ROLES) op[role] = await signedInOperator(h, role);
    baseline = await read('');
  });
  afterAll(() => h.close());

  async function read(query: string, role: OperatorRole = 'finance'): Promise<Dashboard> {
    const res = await adminGet(h.app, `/dashboard${query}`, operatorAuth(op[role].token));
    expect(res.statusCode, res.body).toBe(200);
    return dashboard.parse(res.json().data);
  }

  const newPlayer = async () => {
    const p = await register(h.app);
    return { ...p, id: Number(p.data.usercode) };
  };

  async function bankTransfer(token: string, amount: number) {
    const res = await post(h.app, '/api/payment/deposit', { id: 1, target: 'pay', detail: { amount, bankId: 1, senderName: 'Ayşe Yılmaz', bonusId: 0 } }, token);
    expect(res.statusCode, res.body).toBe(200);
    const tx = await h.db.kysely.selectFrom('transactions').select(['id', 'fee_minor']).where('reference', '=', res.json().data.reference).executeTakeFirstOrThrow();
    return tx;
  }
  async function withdraw(token: string, amount: number) {
    const detail = { amount, iban: 'TR330006100519786457841326', accountHolder: 'Ayşe Nur Yılmaz' };
    const res = await post(h.app, '/api/payment/withdraw', { id: 11, target: 'pay', detail }, token);
    expect(res.statusCode, res.body).toBe(200);
    return (await h.db.kysely.selectFrom('transactions').select('id').where('reference', '=', res.json().data.reference).executeTakeFirstOrThrow()).id;
  }
  const approve = async (id: number) => expect((await adminPost(h.app, '/payments/approve', { id }, operatorAuth(op.finance.token))).statusCode).toBe(200);

  it('adds up deposits, withdrawals, the books, NGR, players and the queues for the period, today and each day', async () => {
    const ayse = await newPlayer();
    const veli = await newPlayer();

    const deposit = await bankTransfer(ayse.token, 1000);
    await approve(deposit.id);
    const depositedMinor = 100_000 - deposit.fee_minor;
    await approve(await withdraw(ayse.token, 300));
    await withdraw(ayse.token, 100);
    await bankTransfer(veli.token, 150);

    const game = (await h.db.kysely.selectFrom('games').select('id').executeTakeFirstOrThrow()).id;
    const round = { provider: 'hub88' as const, playerId: ayse.id, gameId: game, roundRef: 'dash-1', now: h.clock.now() };
    expect((await placeBet(h.db.kysely, { ...round, transactionRef: 'dash-1-bet', amountMinor: 5_000 })).status).toBe('ok');
    expect((await settleWin(h.db.kysely, { ...round, transactionRef: 'dash-1-win', amountMinor: 2_000, closeRound: true })).status).toBe('ok');
    const selection = { event: 'Beşiktaş - Trabzonspor', market: '1X2', pick: '2', oddsX1000: 1500 };
    const sportsBet = { partner: 'betsy' as const, betRef: 'dash-sb-1', playerId: ayse.id, stakeMinor: 3_000, oddsX1000: 1500, selections: [selection], now: h.clock.now() };
    expect((await placeSportsBet(h.db.kysely, sportsBet)).status).toBe('ok');
    expect((await settleSportsBet(h.db.kysely, { partner: 'betsy', betRef: 'dash-sb-1', amountMinor: 4_500, status: 'won', now: h.clock.now() })).status).toBe('ok');

    // Two days ago (İstanbul), a direct ledger credit as a deposit, by a player who has not been seen since.
    const twoDaysAgo = new Date(NOW.getTime() - 2 * DAY);
    await credit(h.db.kysely, { playerId: veli.id, kind: 'cash', amountMinor: 7_000, entryKind: 'deposit', reference: 'dash-old', idempotencyKey: 'dash-old', now: twoDaysAgo });

    const today = await read('?from=2031-05-08&to=2031-05-10');
    expect(today.from).toBe('2031-05-08');
    expect(today.to).toBe('2031-05-10');
    const todayFigures = {
      date: '2031-05-10',
      depositsMinor: depositedMinor,
      depositCount: 1,
      withdrawalsMinor: 30_000,
      withdrawalCount: 1,
      casinoStakesMinor: 5_000,
      casinoWinsMinor: 2_000,
      sportsStakesMinor: 3_000,
      sportsPayoutsMinor: 4_500,
      ngrMinor: 5_000 + 3_000 - 2_000 - 4_500,
      newPlayers: 2,
      activePlayers: 2,
    };
    expect(today.today).toEqual(todayFigures);
    const { date: _date, ...inPeriod } = todayFigures;
    expect(today.period).toEqual({ ...inPeriod, depositsMinor: depositedMinor + 7_000, depositCount: 2 });
    expect(today.pending).toEqual({ withdrawals: baseline.pending.withdrawals + 1, bankTransfers: baseline.pending.bankTransfers + 1, refunds: baseline.pending.refunds, disputes: baseline.pending.disputes });
    expect(today.series).toEqual([
      { date: '2031-05-08', depositsMinor: 7_000, withdrawalsMinor: 0, ngrMinor: 0 },
      { date: '2031-05-09', depositsMinor: 0, withdrawalsMinor: 0, ngrMinor: 0 },
      { date: '2031-05-10', depositsMinor: depositedMinor, withdrawalsMinor: 30_000, ngrMinor: 1_500 },
    ]);

    // A period that ended before today: today's figures stay, the period has only the old deposit.
    const before = await read('?from=2031-05-01&to=2031-05-09', 'admin');
    expect(before.period).toMatchObject({ depositsMinor: 7_000, depositCount: 1, withdrawalsMinor: 0, ngrMinor: 0, newPlayers: 0, activePlayers: 0 });
    expect(before.today).toEqual(todayFigures);
    expect(before.series).toHaveLength(9);

    // Without dates: the last 7 days up to today.
    const week = await read('');
    expect(week.from).toBe('2031-05-04');
    expect(week.to).toBe('2031-05-10');
    expect(week.series.map((d) => d.date)).toEqual(['2031-05-04', '2031-05-05', '2031-05-06', '2031-05-07', '2031-05-08', '2031-05-09', '2031-05-10']);
    expect(week.period.depositsMinor).toBe(depositedMinor + 7_000);
  });

  it('counts the day by İstanbul clocks: 22:30 UTC is already tomorrow there', async () => {
    const p = await newPlayer();
    const lateUtc = new Date('2031-05-10T22:30:00.000Z');
    await credit(h.db.kysely, { playerId: p.id, kind: 'cash', amountMinor: 900, entryKind: 'deposit', reference: 'dash-late', idempotencyKey: 'dash-late', now: lateUtc });
    const d = await read('?from=2031-05-10&to=2031-05-11');
    expect(d.series.find((s) => s.date === '2031-05-11')).toMatchObject({ depositsMinor: 900 });
    expect(d.series.find((s) => s.date === '2031-05-10')!.depositsMinor).not.toBe(900);
    expect(d.today.depositsMinor).toBe((await read('?from=2031-05-10&to=2031-05-10')).period.depositsMinor);
  });

  it('refuses a period backwards, too long, or not of dates', async () => {
    for (const query of ['?from=2031-05-10&to=2031-05-01', '?from=2029-01-01&to=2031-05-10', '?from=yesterday', '?to=2031-13-45x']) {
      const res = await adminGet(h.app, `/dashboard${query}`, { ...operatorAuth(op.admin.token), 'x-locale': 'en' });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const backwards = await adminGet(h.app, '/dashboard?from=2031-05-10&to=2031-05-01', { ...operatorAuth(op.admin.token), 'x-locale': 'en' });
    expect(backwards.json().message).toBe('Choose a period whose start is not after its end, of at most 366 days.');
  });

  it('is for finance and admins: others get 403, callers without an operator session 401', async () => {
    for (const role of ['admin', 'finance'] as const) expect((await adminGet(h.app, '/dashboard', operatorAuth(op[role].token))).statusCode).toBe(200);
    for (const role of ['support', 'content'] as const) {
      const res = await adminGet(h.app, '/dashboard', { ...operatorAuth(op[role].token), 'x-locale': 'en' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Your role does not allow this action.');
    }
    const player = await register(h.app);
    for (const headers of [{}, bearer(player.token), operatorAuth(player.token)]) {
      const res = await h.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers, remoteAddress: nextIp() });
      expect(res.statusCode).toBe(401);
    }
  });
});

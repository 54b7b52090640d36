import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeBet, rollbackTransaction, settleWin } from '../../server/modules/casino/wallet/service.js';
import { placeSportsBet, rollbackSportsBet, settleSportsBet } from '../../server/modules/sports/wallet/service.js';
import { credit } from '../../server/modules/wallet/service.js';
import { dialects } from './helpers.js';
import { get, post } from './identity-helpers.js';
import { accountsOf, fund, IBAN_WITHDRAW, ledgerSum, moneyApp, player, withdrawDetail, type MoneyHarness } from './payments-helpers.js';
import { withdrawableMinor } from '../../server/modules/bonus/wagering.js';
import { adminGet, adminPost, operatorAuth, signedInOperator } from './operators-helpers.js';

const WELCOME = 2; // 100 % up to 5,000 TL, x30, max bet 25 TL; slots 100 %, table 10 %, dice and crash 0 %, sports 100 % from 1.50
const LIVE = 4; // 25 % up to 1,500 TL, x15, once a week
const GIFT = 5; // 20 TL, no deposit, x40, max bet 10 TL, max cashout 50 TL

/**
 * What a bonus hunter tries, each against the terms that stop it: stakes on games that count nothing, a max bet,
 * both sides of a roulette spin or of a sports market, rollbacks and voids that keep their wagering, the same bonus
 * again, a no-deposit bonus without a phone or cashed out in full, and a withdrawal that keeps what the bonus won.
 */
describe.each(dialects)('bonus terms against bonus hunters (%s)', (dialect) => {
  let h: MoneyHarness;
  let games: { slot: number; dice: number; crash: number; roulette: number };
  let refs = 0;
  beforeAll(async () => {
    h = await moneyApp(dialect);
    const of = async (engine: 'slot' | 'dice' | 'crash' | 'roulette') =>
      (await h.db.kysely.selectFrom('games').select('id').where('engine', '=', engine).where('is_live', '=', 0).orderBy('id').executeTakeFirstOrThrow()).id;
    games = { slot: await of('slot'), dice: await of('dice'), crash: await of('crash'), roulette: await of('roulette') };
  });
  afterAll(() => h.close());

  const bonusRow = async (playerId: number) => {
    const row = await h.db.kysely.selectFrom('player_bonuses').selectAll().where('player_id', '=', playerId).orderBy('id', 'desc').executeTakeFirstOrThrow();
    return { ...row, wagered: Number(row.wagered_minor), required: Number(row.wagering_required_minor) };
  };
  const bet = (playerId: number, gameId: number, amountMinor: number, detail?: unknown) => {
    const n = ++refs;
    return placeBet(h.db.kysely, { provider: 'kasa', playerId, gameId, roundRef: `bt-r${n}`, transactionRef: `bt-b${n}`, amountMinor, now: h.clock.now(), ...(detail ? { detail } : {}) });
  };
  const welcomed = async (amount = 1000) => {
    const p = await player(h);
    await fund(h, p, amount, { bonusId: WELCOME });
    return p;
  };

  it('stakes count by the terms: slots in full, roulette at 10 %, dice and crash nothing', async () => {
    const p = await welcomed();
    expect((await bet(p.id, games.slot, 2_000)).status).toBe('ok');
    expect((await bonusRow(p.id)).wagered).toBe(2_000);
    expect((await bet(p.id, games.roulette, 2_000, { bets: [{ kind: 'red', amountMinor: 2_000 }] })).status).toBe('ok');
    expect((await bonusRow(p.id)).wagered).toBe(2_200);
    // The hunters' games: dice at 98 % and crash at 1.01× count nothing.
    expect((await bet(p.id, games.dice, 2_000)).status).toBe('ok');
    expect((await bet(p.id, games.crash, 2_000)).status).toBe('ok');
    expect((await bonusRow(p.id)).wagered).toBe(2_200);
  });

  it('a stake over the max bet of an active bonus is refused as a limit is, and nothing moves', async () => {
    const p = await welcomed();
    const before = await accountsOf(h.db, p.id);
    const over = await bet(p.id, games.slot, 2_501);
    expect(over.status).toBe('limit_reached');
    expect(await accountsOf(h.db, p.id)).toEqual(before);
    expect((await bet(p.id, games.slot, 2_500)).status).toBe('ok');
    const sports = await placeSportsBet(h.db.kysely, { partner: 'betsy', betRef: `bt-s${++refs}`, playerId: p.id, stakeMinor: 2_501, oddsX1000: 2000, selections: [{ event: 'A - B', market: '1X2', pick: '1', oddsX1000: 2000 }], now: h.clock.now() });
    expect(sports.status).toBe('limit_reached');
    // Through a provider's own protocol: our Kasa callback answers 403 limit_reached (tests/server/game-server*.test.ts cover the frame).
  });

  it('red and black on one spin count nothing; a single colour counts', async () => {
    const p = await welcomed();
    const both = await bet(p.id, games.roulette, 2_000, { bets: [{ kind: 'red', amountMinor: 1_000 }, { kind: 'black', amountMinor: 1_000 }] });
    expect(both.status).toBe('ok');
    expect((await bonusRow(p.id)).wagered).toBe(0);
    await bet(p.id, games.roulette, 2_000, { bets: [{ kind: 'dozen', number: 1, amountMinor: 1_000 }, { kind: 'dozen', number: 2, amountMinor: 1_000 }] });
    expect((await bonusRow(p.id)).wagered).toBe(0);
    await bet(p.id, games.roulette, 2_000, { bets: [{ kind: 'red', amountMinor: 2_000 }] });
    expect((await bonusRow(p.id)).wagered).toBe(200);
  });

  it('both sides of one sports market count nothing, the first side included; low odds count nothing', async () => {
    const p = await welcomed();
    const place = (pick: string, oddsX1000: number, market = '1X2') =>
      placeSportsBet(h.db.kysely, { partner: 'betsy', betRef: `bt-s${++refs}`, playerId: p.id, stakeMinor: 2_000, oddsX1000, selections: [{ event: 'Galatasaray - Fenerbahçe', market, pick, oddsX1000 }], now: h.clock.now() });
    expect((await place('1', 2100)).status).toBe('ok');
    expect((await bonusRow(p.id)).wagered).toBe(2_000);
    expect((await place('2', 1900)).status).toBe('ok');
    expect((await bonusRow(p.id)).wagered).toBe(0);
    expect((await place('Over', 1400, 'Total 2.5')).status).toBe('ok');
    expect((await bonusRow(p.id)).wagered).toBe(0);
  });

  it('a rollback, a sports void or cash-out takes back the wagering its stake counted', async () => {
    const p = await welcomed();
    const n = ++refs;
    await placeBet(h.db.kysely, { provider: 'kasa', playerId: p.id, gameId: games.slot, roundRef: `bt-r${n}`, transactionRef: `bt-b${n}`, amountMinor: 2_500, now: h.clock.now() });
    expect((await bonusRow(p.id)).wagered).toBe(2_500);
    expect((await rollbackTransaction(h.db.kysely, { provider: 'kasa', playerId: p.id, gameId: games.slot, roundRef: `bt-r${n}`, transactionRef: `bt-x${n}`, targetRef: `bt-b${n}`, now: h.clock.now() })).status).toBe('ok');
    expect((await bonusRow(p.id)).wagered).toBe(0);
    // A retried rollback takes nothing more.
    await rollbackTransaction(h.db.kysely, { provider: 'kasa', playerId: p.id, gameId: games.slot, roundRef: `bt-r${n}`, transactionRef: `bt-x${n}`, targetRef: `bt-b${n}`, now: h.clock.now() });
    expect((await bonusRow(p.id)).wagered).toBe(0);

    const sb = (ref: string, pick: string) => placeSportsBet(h.db.kysely, { partner: 'betsy', betRef: ref, playerId: p.id, stakeMinor: 2_000, oddsX1000: 2000, selections: [{ event: `E ${ref}`, market: '1X2', pick, oddsX1000: 2000 }], now: h.clock.now() });
    await sb(`bt-void-${n}`, '1');
    await sb(`bt-cash-${n}`, '1');
    await sb(`bt-rb-${n}`, '1');
    await sb(`bt-won-${n}`, '1');
    expect((await bonusRow(p.id)).wagered).toBe(8_000);
    await settleSportsBet(h.db.kysely, { partner: 'betsy', betRef: `bt-void-${n}`, amountMinor: 2_000, status: 'refunded', now: h.clock.now() });
    await settleSportsBet(h.db.kysely, { partner: 'betsy', betRef: `bt-cash-${n}`, amountMinor: 1_900, status: 'cashed_out', now: h.clock.now() });
    await rollbackSportsBet(h.db.kysely, { partner: 'betsy', betRef: `bt-rb-${n}`, playerId: p.id, reason: null, now: h.clock.now() });
    await settleSportsBet(h.db.kysely, { partner: 'betsy', betRef: `bt-won-${n}`, amountMinor: 4_000, status: 'won', now: h.clock.now() });
    expect((await bonusRow(p.id)).wagered).toBe(2_000);
    // What the bonus-funded bet won stays bonus money while the bonus is active.
    expect((await accountsOf(h.db, p.id)).cash).toBe(0);
  });

  it('a rollback of the stake that completed a bonus opens it again: what turned into cash goes back to the pot, and it can complete again', async () => {
    const p = await welcomed(100); // pot 100 deposit + 100 bonus, wagering 6,000 TL
    const row = await bonusRow(p.id);
    // Almost done: one 25 TL spin from completion.
    await h.db.kysely.updateTable('player_bonuses').set({ wagered_minor: row.required - 2_500 }).where('id', '=', row.id).execute();
    const n = ++refs;
    const spin = { provider: 'kasa' as const, playerId: p.id, gameId: games.slot, roundRef: `bt-r${n}`, now: h.clock.now() };
    expect((await placeBet(h.db.kysely, { ...spin, transactionRef: `bt-b${n}`, amountMinor: 2_500 })).status).toBe('ok');
    expect((await bonusRow(p.id)).status).toBe('completed');
    expect(await accountsOf(h.db, p.id)).toEqual({ cash: 17_500, bonus: 0, held: 0 });

    // The provider rolls the completing spin back: the wagering is not done, so none of the pot may stay cash.
    expect((await rollbackTransaction(h.db.kysely, { ...spin, transactionRef: `bt-x${n}`, targetRef: `bt-b${n}` })).status).toBe('ok');
    const reopened = await bonusRow(p.id);
    expect(reopened).toMatchObject({ status: 'active', ended_at: null, wagered: row.required - 2_500, reopened: 1 });
    expect(await accountsOf(h.db, p.id)).toEqual({ cash: 0, bonus: 20_000, held: 0 });
    expect(await withdrawableMinor(h.db.kysely, p.id)).toBe(0);
    // A retried rollback moves nothing more.
    await rollbackTransaction(h.db.kysely, { ...spin, transactionRef: `bt-x${n}`, targetRef: `bt-b${n}` });
    expect(await accountsOf(h.db, p.id)).toEqual({ cash: 0, bonus: 20_000, held: 0 });

    // Wagered again, it completes again (under its own ledger keys).
    expect((await bet(p.id, games.slot, 2_500)).status).toBe('ok');
    expect((await bonusRow(p.id)).status).toBe('completed');
    expect(await accountsOf(h.db, p.id)).toEqual({ cash: 17_500, bonus: 0, held: 0 });
    expect(await ledgerSum(h.db, p.id, 'cash')).toBe(17_500);
  });

  it('the pot: the deposit plays with the bonus; a withdrawal before completion forfeits the bonus and its share of what the pot won', async () => {
    const p = await welcomed(100); // pot 100 deposit + 100 bonus
    const n = ++refs;
    await placeBet(h.db.kysely, { provider: 'kasa', playerId: p.id, gameId: games.slot, roundRef: `bt-r${n}`, transactionRef: `bt-b${n}`, amountMinor: 2_500, now: h.clock.now() });
    // A lucky spin: the win is bonus money, not cash to walk away with ("parachute").
    await settleWin(h.db.kysely, { provider: 'kasa', playerId: p.id, gameId: games.slot, roundRef: `bt-r${n}`, transactionRef: `bt-w${n}`, amountMinor: 92_500, now: h.clock.now() });
    expect(await accountsOf(h.db, p.id)).toEqual({ cash: 0, bonus: 110_000, held: 0 });
    const refused = await post(h.app, '/api/payment/withdraw', { id: IBAN_WITHDRAW, target: 'pay', detail: withdrawDetail(1000, { forfeitBonus: 1 }) }, p.token);
    expect(refused.statusCode).toBe(400);
    // The deposit's share (half the pot) comes back; the bonus's half leaves with the bonus.
    expect(await accountsOf(h.db, p.id)).toEqual({ cash: 0, bonus: 110_000, held: 0 });
    const ok = await post(h.app, '/api/payment/withdraw', { id: IBAN_WITHDRAW, target: 'pay', detail: withdrawDetail(550, { forfeitBonus: 1 }) }, p.token);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await accountsOf(h.db, p.id)).toEqual({ cash: 0, bonus: 0, held: 55_000 });
    expect((await bonusRow(p.id)).status).toBe('forfeited');
  });

  it('a bonus is taken as often as its terms say: the live casino bonus once a week, and not over another active bonus', async () => {
    const p = await player(h);
    await fund(h, p, 1000, { bonusId: LIVE });
    expect((await bonusRow(p.id)).definition_id).toBe(LIVE);
    const detail = (await post(h.app, '/api/payment/detail', { id: 2, type: 1 }, p.token)).json().data;
    const offered = detail.find((f: { key: string }) => f.key === 'bonusId')?.option.map((o: { id: number }) => o.id) ?? [];
    expect(offered).not.toContain(LIVE);
    // Asked for anyway (a form from before): the deposit is credited, no second bonus is granted.
    const bonuses = await h.db.kysely.selectFrom('player_bonuses').select('id').where('player_id', '=', p.id).execute();
    expect(bonuses).toHaveLength(1);
  });

  it('a no-deposit bonus needs a verified phone and pays out at most its maximum cashout', async () => {
    const p = await player(h);
    expect((await post(h.app, '/api/bonus/claim', { id: GIFT }, p.token)).statusCode).toBe(403);
    await h.db.kysely.updateTable('players').set({ sms_verified: 1 }).where('id', '=', p.id).execute();
    expect((await post(h.app, '/api/bonus/claim', { id: GIFT }, p.token)).statusCode).toBe(200);
    expect((await bet(p.id, games.slot, 1_001)).status).toBe('limit_reached');
    // A big win on the gift, then the wagering (20 TL × 40 = 800 TL) on slots; at most 20 TL becomes cash.
    const n = ++refs;
    await placeBet(h.db.kysely, { provider: 'kasa', playerId: p.id, gameId: games.slot, roundRef: `bt-r${n}`, transactionRef: `bt-b${n}`, amountMinor: 1_000, now: h.clock.now() });
    await settleWin(h.db.kysely, { provider: 'kasa', playerId: p.id, gameId: games.slot, roundRef: `bt-r${n}`, transactionRef: `bt-w${n}`, amountMinor: 100_000, now: h.clock.now() });
    for (let i = 0; i < 79; i += 1) expect((await bet(p.id, games.slot, 1_000)).status).toBe('ok');
    const done = await bonusRow(p.id);
    expect(done.status).toBe('completed');
    // 1,000 TL of bonus money was left; 20 TL of it becomes cash.
    expect(await accountsOf(h.db, p.id)).toEqual({ cash: 2_000, bonus: 0, held: 0 });
  });

  it('the terms are shown before claiming, in the player\'s language', async () => {
    const p = await player(h);
    const en = (await get(h.app, '/api/bonus/available', p.token, { 'x-locale': 'en' })).json().data;
    const gift = en.find((r: { id: number }) => r.id === GIFT);
    expect(gift.terms).toMatchObject({ maxBet: 10, maxCashout: 20, wageringTimes: 40, needsVerifiedPhone: true, frequency: 'once' });
    expect(gift.terms.contributions).toMatchObject({ slots: 100, dice: 0, crash: 0 });
  });

  // Kept apart from the money above: a credit straight to the pot counts as what it won.
  it('money won with bonus money stays bonus money until completion', async () => {
    const p = await welcomed(100);
    await credit(h.db.kysely, { playerId: p.id, kind: 'cash', amountMinor: 1_000, entryKind: 'test', reference: 'own', idempotencyKey: `bt-own-${p.id}`, now: h.clock.now() });
    const n = ++refs;
    await placeBet(h.db.kysely, { provider: 'kasa', playerId: p.id, gameId: games.slot, roundRef: `bt-r${n}`, transactionRef: `bt-b${n}`, amountMinor: 2_500, now: h.clock.now() });
    await settleWin(h.db.kysely, { provider: 'kasa', playerId: p.id, gameId: games.slot, roundRef: `bt-r${n}`, transactionRef: `bt-w${n}`, amountMinor: 20_000, now: h.clock.now() });
    expect(await accountsOf(h.db, p.id)).toEqual({ cash: 1_000, bonus: 37_500, held: 0 });
  });

  it('the back office edits a bonus\'s terms: finance and admin only, bad terms refused, and new grants take them', async () => {
    const finance = await signedInOperator(h, 'finance');
    const support = await signedInOperator(h, 'support');
    const listed = (await adminGet(h.app, '/bonuses', { ...operatorAuth(finance.token), 'x-locale': 'en' })).json().data;
    const list = listed.bonuses;
    const gift = list.find((b: { id: number }) => b.id === GIFT);
    // The games terms may name, for the screen's pickers.
    expect(listed.games).toContainEqual({ id: games.slot, name: expect.any(String) });
    expect(gift.terms).toMatchObject({ maxBetMinor: 1_000, maxCashoutMinor: 2_000, frequency: 'once' });
    const edit = { wageringTimes: 50, validDays: 3, terms: { ...gift.terms, maxBetMinor: 500, excludedGames: [games.slot] } };
    expect((await adminPost(h.app, `/bonuses/${GIFT}`, edit, operatorAuth(support.token))).statusCode).toBe(403);
    const bad = await adminPost(h.app, `/bonuses/${GIFT}`, { ...edit, terms: { ...edit.terms, contributions: { ...edit.terms.contributions, slots: 150 } } }, { ...operatorAuth(finance.token), 'x-locale': 'en' });
    expect(bad.statusCode).toBe(400);
    const saved = await adminPost(h.app, `/bonuses/${GIFT}`, edit, { ...operatorAuth(finance.token), 'x-locale': 'tr' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('Bonus koşulları kaydedildi; bundan sonra verilen bonuslara uygulanır.');
    const audit = await h.db.kysely.selectFrom('audit_log').selectAll().where('action', '=', 'bonus.terms').where('target', '=', `bonus_definition:${GIFT}`).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit.operator_id).toBe(finance.id);
    expect(JSON.parse(audit.before!).terms.maxBetMinor).toBe(1_000);
    expect(JSON.parse(audit.after!).terms.maxBetMinor).toBe(500);
    const p = await player(h);
    await h.db.kysely.updateTable('players').set({ sms_verified: 1 }).where('id', '=', p.id).execute();
    expect((await post(h.app, '/api/bonus/claim', { id: GIFT }, p.token)).statusCode).toBe(200);
    // The excluded slot takes no bonus money: with no cash the stake is refused.
    expect((await bet(p.id, games.slot, 100)).status).toBe('insufficient_funds');
    expect((await bet(p.id, games.slot, 501)).status).toBe('limit_reached');
    expect((await bonusRow(p.id)).required).toBe(2_000 * 50);
    // Put back for the tests after this one.
    await adminPost(h.app, `/bonuses/${GIFT}`, { wageringTimes: 40, validDays: 3, terms: gift.terms }, operatorAuth(finance.token));
  });
});

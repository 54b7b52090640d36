import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideTransaction } from '../../server/modules/payments/service.js';
import { dialects } from './helpers.js';
import { post, testClock, type TestClock } from './identity-helpers.js';
import { accountsOf, BANK_DEPOSIT, CARD, latestTransaction, moneyApp, player, startDeposit, webhook, type MoneyHarness } from './payments-helpers.js';

const WELCOME = 2; // 100 % of the first deposit up to 5,000 TL
const WEEKEND = 3; // 50 % on Friday, Saturday and Sunday (Türkiye) up to 2,500 TL, from 200 TL
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Noon in Istanbul (UTC+3) of a known week: Thursday 2026-11-26 .. Monday 2026-11-30. */
const istanbulNoon = (day: 'thu' | 'fri' | 'sat' | 'sun' | 'mon') =>
  new Date(`2026-11-${{ thu: 26, fri: 27, sat: 28, sun: 29, mon: 30 }[day]}T09:00:00Z`);

describe.each(dialects)('the bonus a deposit earns (%s)', (dialect) => {
  let h: MoneyHarness;
  let clock: TestClock;
  beforeAll(async () => {
    clock = testClock(istanbulNoon('thu'));
    h = await moneyApp(dialect, clock);
  });
  afterAll(() => h.close());

  const setDay = (day: Parameters<typeof istanbulNoon>[0], plusMs = 0) => clock.advance(istanbulNoon(day).getTime() + plusMs - clock.now().getTime());
  const offered = async (token: string, method: number, locale = 'tr') => {
    const fields = (await post(h.app, '/api/payment/detail', { id: method, type: 1 }, token, { headers: { 'x-locale': locale } })).json().data;
    return (fields.find((f: { key: string }) => f.key === 'bonusId')?.option ?? []) as Array<{ id: number; name: string }>;
  };
  const transfer = (token: string, amount: number, bonusId: number) =>
    post(h.app, '/api/payment/deposit', { id: BANK_DEPOSIT, target: 'pay', detail: { amount, bankId: 2, senderName: 'Ayşe Yılmaz', bonusId } }, token);
  const approve = (id: number) => decideTransaction(h.ctx, { id, decision: 'approve', actor: 'operator:1' });

  it('a card deposit’s bonus is computed on what was credited after the card fee, not on the amount before it', async () => {
    setDay('thu');
    const p = await player(h);
    await startDeposit(h, p.token, 1000, { bonusId: WELCOME }, CARD);
    const tx = await latestTransaction(h.db, p.id);
    expect(tx.fee_minor).toBe(2_500);
    expect((await webhook(h.app, clock.now(), { reference: tx.reference, amountMinor: tx.amount_minor })).statusCode).toBe(200);
    // 1,000 TL paid, 25 TL fee: 975 TL credited, so 100 % is 975 TL of bonus (not 1,000), one pot with the 975 TL.
    expect(await accountsOf(h.db, p.id)).toEqual({ cash: 0, bonus: 195_000, held: 0 });
    const bonus = await h.db.kysely.selectFrom('player_bonuses').selectAll().where('player_id', '=', p.id).executeTakeFirstOrThrow();
    const welcome = await h.db.kysely.selectFrom('bonus_definitions').select('wagering_times').where('id', '=', WELCOME).executeTakeFirstOrThrow();
    expect({ amount: bonus.amount_minor, locked: bonus.locked_cash_minor, required: bonus.wagering_required_minor }).toEqual({ amount: 97_500, locked: 97_500, required: 195_000 * welcome.wagering_times });
  });

  it('a transfer asked on Sunday with the weekend bonus and paid on Monday gets no weekend bonus', async () => {
    setDay('sun');
    const p = await player(h);
    expect((await offered(p.token, CARD)).map((o) => o.id)).toContain(WEEKEND);
    expect((await transfer(p.token, 1000, WEEKEND)).statusCode).toBe(200);
    const tx = await latestTransaction(h.db, p.id);
    setDay('mon');
    expect((await approve(tx.id)).ok).toBe(true);
    expect(await accountsOf(h.db, p.id)).toEqual({ cash: 100_000, bonus: 0, held: 0 });
    expect(await h.db.kysely.selectFrom('player_bonuses').select('id').where('player_id', '=', p.id).execute()).toEqual([]);
  });

  it('a transfer asked on Thursday with the weekend bonus and paid on Saturday gets it; the form says the paid day decides', async () => {
    setDay('thu');
    const p = await player(h);
    // A card pays now: on Thursday it is not offered. A transfer is paid later: offered, saying on which condition.
    expect((await offered(p.token, CARD)).map((o) => o.id)).not.toContain(WEEKEND);
    const transferOptions = await offered(p.token, BANK_DEPOSIT);
    expect(transferOptions.find((o) => o.id === WEEKEND)?.name).toBe('Hafta Sonu Bonusu %50 (yalnızca havale geçerli günlerinde onaylanırsa)');
    expect((await offered(p.token, BANK_DEPOSIT, 'en')).find((o) => o.id === WEEKEND)?.name).toBe('50% Weekend Bonus (only if the transfer is confirmed on its days)');
    expect((await transfer(p.token, 1000, WEEKEND)).statusCode).toBe(200);
    const tx = await latestTransaction(h.db, p.id);
    setDay('sat');
    expect((await approve(tx.id)).ok).toBe(true);
    // 50 % of the 1,000 TL, in one pot with the deposit.
    expect(await accountsOf(h.db, p.id)).toEqual({ cash: 0, bonus: 150_000, held: 0 });
    expect((await h.db.kysely.selectFrom('player_bonuses').select('amount_minor').where('player_id', '=', p.id).executeTakeFirstOrThrow()).amount_minor).toBe(50_000);
  });

  it('a card deposit started on Sunday night and paid after midnight on Monday gets no weekend bonus', async () => {
    // 23:58 in Istanbul on Sunday.
    setDay('sun', 11 * HOUR + 58 * 60_000);
    const p = await player(h);
    await startDeposit(h, p.token, 1000, { bonusId: WEEKEND }, CARD);
    const tx = await latestTransaction(h.db, p.id);
    clock.advance(5 * 60_000);
    expect((await webhook(h.app, clock.now(), { reference: tx.reference, amountMinor: tx.amount_minor })).statusCode).toBe(200);
    expect(await accountsOf(h.db, p.id)).toEqual({ cash: 97_500, bonus: 0, held: 0 });
    clock.advance(-DAY); // back within the week for the next tests
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireBonuses, stake, withdrawableMinor } from '../../server/modules/bonus/wagering.js';
import { dialects } from './helpers.js';
import { get, login, post } from './identity-helpers.js';
import { accountsOf, fund, IBAN_WITHDRAW, ledgerSum, moneyApp, player, withdrawDetail, type MoneyHarness } from './payments-helpers.js';

const WELCOME = 2; // 100 % of the first deposit up to 5,000 TL, x30, 7 days
const GIFT = 5; // 20 TL offer, x40, 3 days, verified phone
const DAY = 86_400_000;

describe.each(dialects)('bonuses with wagering (%s)', (dialect) => {
  let h: MoneyHarness;
  beforeAll(async () => {
    h = await moneyApp(dialect);
  });
  afterAll(() => h.close());

  const bonuses = async (token: string, locale = 'tr') => (await get(h.app, '/api/bonus/list', token, { 'x-locale': locale })).json().data;

  const gameOf = async (engine: 'slot' | 'dice') => (await h.db.kysely.selectFrom('games').select('id').where('engine', '=', engine).where('is_live', '=', 0).orderBy('id').executeTakeFirstOrThrow()).id;

  it('a deposit with the welcome bonus grants it with its wagering, and locks the deposit with it until it is done', async () => {
    const p = await player(h);
    await fund(h, p, 1000, { bonusId: WELCOME });
    // The deposit and the bonus are one pot in the bonus account.
    expect(await accountsOf(h.db, p.id)).toEqual({ cash: 0, bonus: 200_000, held: 0 });
    const [bonus] = await bonuses(p.token);
    expect(bonus).toMatchObject({ title: 'Hoş Geldin Bonusu %100', amount: 1000, wageringRequired: 60_000, wagered: 0, wageringTimes: 30, status: 'active', termsUrl: '/pages/8' });
    expect(await withdrawableMinor(h.db.kysely, p.id)).toBe(0);
    const balance = (await get(h.app, '/api/user/balance', p.token)).json().data;
    expect(balance).toEqual({ balance: 2000, cash: 0, bonus: 2000 });

    // A second deposit is no longer a first deposit: the welcome bonus is not offered again.
    const detail = (await post(h.app, '/api/payment/detail', { id: 2, type: 1 }, p.token)).json().data;
    const offered = detail.find((f: { key: string }) => f.key === 'bonusId')?.option.map((o: { id: number }) => o.id) ?? [];
    expect(offered).not.toContain(WELCOME);
  });

  it('stakes take the pot (bonus and deposit) first, count by the terms, and a finished bonus becomes cash', async () => {
    const p = await player(h);
    await fund(h, p, 100, { bonusId: WELCOME }); // a pot of 100 deposit + 100 bonus, wagering (100 + 100) x 30 = 6,000 TL
    const now = h.clock.now();
    const slot = { kind: 'casino' as const, gameId: await gameOf('slot') };
    const { credit } = await import('../../server/modules/wallet/service.js');
    await credit(h.db.kysely, { playerId: p.id, kind: 'cash', amountMinor: 10_000, entryKind: 'test', reference: 'own-cash', idempotencyKey: `own-cash:${p.id}`, now });
    expect(await stake(h.db.kysely, { playerId: p.id, amountMinor: 25_000, reference: 'round-1', idempotencyKey: 'round-1', now, play: slot })).toEqual({ fromCashMinor: 5_000, fromBonusMinor: 20_000 });
    // A retried stake changes nothing and answers the first split.
    expect(await stake(h.db.kysely, { playerId: p.id, amountMinor: 25_000, reference: 'round-1', idempotencyKey: 'round-1', now, play: slot })).toEqual({ fromCashMinor: 5_000, fromBonusMinor: 20_000 });
    expect(await accountsOf(h.db, p.id)).toEqual({ cash: 5_000, bonus: 0, held: 0 });
    expect((await bonuses(p.token))[0]).toMatchObject({ wagered: 250, status: 'active' });
    await expect(stake(h.db.kysely, { playerId: p.id, amountMinor: 5_001, reference: 'round-2', idempotencyKey: 'round-2', now, play: slot })).rejects.toThrow('insufficient_funds');
    // Dice counts nothing towards this bonus (its terms: 0 %).
    await stake(h.db.kysely, { playerId: p.id, amountMinor: 5_000, reference: 'round-d', idempotencyKey: 'round-d', now, play: { kind: 'casino', gameId: await gameOf('dice') } });
    expect((await bonuses(p.token))[0]).toMatchObject({ wagered: 250, status: 'active' });

    // What the pot wins is bonus money; wagering the rest of the requirement on slots completes the bonus.
    await credit(h.db.kysely, { playerId: p.id, kind: 'bonus', amountMinor: 600_000, entryKind: 'win', reference: 'round-x', idempotencyKey: 'win-x', now });
    await stake(h.db.kysely, { playerId: p.id, amountMinor: 575_000, reference: 'round-3', idempotencyKey: 'round-3', now, play: slot });
    const [done] = await bonuses(p.token);
    expect(done).toMatchObject({ status: 'completed', wagered: 6000 });
    expect(await accountsOf(h.db, p.id)).toEqual({ cash: 25_000, bonus: 0, held: 0 });
    expect(await ledgerSum(h.db, p.id, 'bonus')).toBe(0);
    expect(await withdrawableMinor(h.db.kysely, p.id)).toBe(25_000);
  });

  it('a withdrawal with an active bonus says what forfeits, and only with consent forfeits it and frees the deposit', async () => {
    const p = await player(h);
    await fund(h, p, 500, { bonusId: WELCOME });
    const form = (await post(h.app, '/api/payment/detail', { id: IBAN_WITHDRAW, type: 2 }, p.token, { headers: { 'x-locale': 'en' } })).json().data;
    const forfeit = form.find((f: { key: string }) => f.key === 'forfeitBonus');
    expect(forfeit.option).toEqual([{ id: 1, name: 'Yes, forfeit my active bonus of ₺500.00 (₺0.00 of ₺30,000.00 wagered)' }]);

    const without = await post(h.app, '/api/payment/withdraw', { id: IBAN_WITHDRAW, target: 'pay', detail: withdrawDetail(500) }, p.token);
    expect(without.statusCode).toBe(400);
    expect(without.json().errors.forfeitBonus).toBe('Bu alan zorunludur');
    expect(await accountsOf(h.db, p.id)).toEqual({ cash: 0, bonus: 100_000, held: 0 });

    const withConsent = await post(h.app, '/api/payment/withdraw', { id: IBAN_WITHDRAW, target: 'pay', detail: withdrawDetail(500, { forfeitBonus: 1 }) }, p.token);
    expect(withConsent.statusCode, withConsent.body).toBe(200);
    expect(await accountsOf(h.db, p.id)).toEqual({ cash: 0, bonus: 0, held: 50_000 });
    expect((await bonuses(p.token))[0]).toMatchObject({ status: 'forfeited' });
  });

  it('an expired bonus takes its bonus money away and frees the deposit it locked', async () => {
    const p = await player(h);
    await fund(h, p, 200, { bonusId: WELCOME });
    h.clock.advance(8 * DAY);
    expect(await expireBonuses(h.db.kysely, h.clock.now())).toBeGreaterThanOrEqual(1);
    expect(await accountsOf(h.db, p.id)).toEqual({ cash: 20_000, bonus: 0, held: 0 });
    expect(await withdrawableMinor(h.db.kysely, p.id)).toBe(20_000);
    const again = (await login(h.app, p.username, p.password)).json().data.token;
    expect((await bonuses(again, 'en'))[0]).toMatchObject({ status: 'expired', title: '100% Welcome Bonus' });
  });

  it('Claim Reward: no-deposit bonuses wait for a verified phone, offers are claimed once with one click, and do not stack', async () => {
    const p = await player(h);
    const available = (await get(h.app, '/api/bonus/available', p.token)).json().data;
    expect(available.map((r: { kind: string }) => r.kind)).toEqual(['trial', 'offer']);
    expect(available[0].blockedBy).toBe('Önce telefon numaranızı doğrulayın.');
    expect(available[1]).toMatchObject({ id: GIFT, amount: 20, blockedBy: 'Önce telefon numaranızı doğrulayın.' });
    const unverified = await post(h.app, '/api/bonus/claim', { id: GIFT }, p.token, { headers: { 'x-locale': 'en' } });
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().message).toBe('Please verify your phone number first: bonuses with no deposit need it.');
    expect(await accountsOf(h.db, p.id)).toEqual({ cash: 0, bonus: 0, held: 0 });
    await h.db.kysely.updateTable('players').set({ sms_verified: 1 }).where('id', '=', p.id).execute();
    const claims = await Promise.all([post(h.app, '/api/bonus/claim', { id: GIFT }, p.token), post(h.app, '/api/bonus/claim', { id: GIFT }, p.token)]);
    expect(claims.map((c) => c.statusCode).sort()).toEqual([200, 409]);
    expect(claims.find((c) => c.statusCode === 200)!.json().message).toBe('₺20,00 bonus, bonus bakiyenize eklendi.');
    expect(await accountsOf(h.db, p.id)).toEqual({ cash: 0, bonus: 2_000, held: 0 });
    const after = (await get(h.app, '/api/bonus/available', p.token)).json().data;
    expect(after.map((r: { kind: string }) => r.kind)).toEqual(['trial']);
    // The gift is active and the trial bonus does not stack with it.
    const trial = await post(h.app, '/api/bonus/claim', { id: 1 }, p.token);
    expect(trial.statusCode).toBe(409);
    expect(trial.json().message).toBe('Aktif bir bonusunuz var; bu bonus onunla birlikte alınamaz.');
    expect(await accountsOf(h.db, p.id)).toEqual({ cash: 0, bonus: 2_000, held: 0 });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from './helpers.js';
import { get, identityApp, outboxCode, post, register, type IdentityHarness } from './identity-helpers.js';

describe.each(dialects)('trial bonus on %s', (dialect) => {
  let h: IdentityHarness;
  beforeAll(async () => {
    h = await identityApp(dialect);
  });
  afterAll(() => h.close());

  const claim = (token: string, locale = 'tr') => get(h.app, '/api/bonus/definetrialbonus', token, { 'x-locale': locale });
  const balance = async (token: string) => (await get(h.app, '/api/user/balance', token)).json().data;

  async function verifiedPlayer() {
    const p = await register(h.app);
    await post(h.app, '/api/customer/updatephone', { step: 1, phone: p.phone }, p.token);
    const code = await outboxCode(h.db, p.phone);
    await post(h.app, '/api/customer/updatephone', { step: 2, phone: p.phone, code }, p.token);
    return p;
  }

  it('is refused before the phone is verified', async () => {
    const p = await register(h.app);
    const res = await claim(p.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, message: 'Deneme bonusunu almak için önce telefon numaranızı doğrulayın.' });
    expect(await balance(p.token)).toEqual({ balance: 0, cash: 0, bonus: 0 });
  });

  it('credits the configured amount once into the bonus account, and the balance shows it', async () => {
    const p = await verifiedPlayer();
    const res = await claim(p.token);
    expect(res.json()).toEqual({ success: true, message: '₺50,00 deneme bonusu hesabınıza eklendi.', data: { amount: 50 } });
    expect(await balance(p.token)).toEqual({ balance: 50, cash: 0, bonus: 50 });
    const again = await claim(p.token, 'en');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already received the trial bonus.');
    expect(await balance(p.token)).toEqual({ balance: 50, cash: 0, bonus: 50 });
    const entries = await h.db.kysely.selectFrom('ledger_entries').selectAll().where('idempotency_key', 'like', 'bonus:trial:%').where('reference', '=', `bonus:trial:${p.data.usercode}`).execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ amount_minor: 5000, balance_after_minor: 5000, kind: 'trial_bonus' });
  });

  it('is given once per phone number: a number freed by one account earns another account no second bonus', async () => {
    const first = await verifiedPlayer();
    expect((await claim(first.token)).json().success).toBe(true);
    // The first player moves to another number, which frees the old one for another account.
    const otherPhone = `905${String(Date.now() % 1e9).padStart(9, '0')}`;
    h.clock.advance(61_000); // past the 60 s between two codes for one player
    await post(h.app, '/api/customer/updatephone', { step: 1, phone: otherPhone }, first.token);
    await post(h.app, '/api/customer/updatephone', { step: 2, phone: otherPhone, code: await outboxCode(h.db, otherPhone) }, first.token);
    const second = await register(h.app, { phone: first.phone });
    await post(h.app, '/api/customer/updatephone', { step: 1, phone: first.phone }, second.token);
    const verified = await post(h.app, '/api/customer/updatephone', { step: 2, phone: first.phone, code: await outboxCode(h.db, first.phone) }, second.token);
    expect(verified.json().success).toBe(true);
    const refused = await claim(second.token, 'en');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, message: 'The trial bonus has already been claimed with this phone number.' });
    expect(await balance(second.token)).toEqual({ balance: 0, cash: 0, bonus: 0 });
  });

  it('treats 5369663238, 05369663238 and 905369663238 as one number: no second bonus, and the code message shows it formatted', async () => {
    const local = `5${String(Date.now() % 1e9).padStart(9, '0')}`;
    const first = await register(h.app, { phone: local });
    const sent = await post(h.app, '/api/customer/updatephone', { step: 1, phone: local }, first.token, { headers: { 'x-locale': 'en' } });
    expect(sent.json().message).toBe(`A verification code has been sent by SMS to +90 ${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6, 8)} ${local.slice(8)}.`);
    await post(h.app, '/api/customer/updatephone', { step: 2, phone: `0${local}`, code: await outboxCode(h.db, `90${local}`) }, first.token);
    expect((await claim(first.token)).json().success).toBe(true);
    const otherPhone = `905${String((Date.now() + 7) % 1e9).padStart(9, '0')}`;
    h.clock.advance(61_000);
    await post(h.app, '/api/customer/updatephone', { step: 1, phone: otherPhone }, first.token);
    await post(h.app, '/api/customer/updatephone', { step: 2, phone: otherPhone, code: await outboxCode(h.db, otherPhone) }, first.token);
    const second = await register(h.app, { phone: `90${local}` });
    await post(h.app, '/api/customer/updatephone', { step: 1, phone: `90${local}` }, second.token);
    await post(h.app, '/api/customer/updatephone', { step: 2, phone: `90${local}`, code: await outboxCode(h.db, `90${local}`) }, second.token);
    expect((await claim(second.token)).statusCode).toBe(409);
    expect(await balance(second.token)).toEqual({ balance: 0, cash: 0, bonus: 0 });
  });

  it('credits once even when claimed many times at once', async () => {
    const p = await verifiedPlayer();
    const answers = await Promise.all(Array.from({ length: 6 }, () => claim(p.token)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(5);
    expect((await balance(p.token)).bonus).toBe(50);
  });

  it('is unavailable when the operator sets the amount to zero, and needs a session', async () => {
    const p = await verifiedPlayer();
    await h.db.kysely.updateTable('settings').set({ value: '0' }).where('key', '=', 'trial_bonus_minor').execute();
    try {
      const res = await claim(p.token, 'en');
      expect(res.json()).toMatchObject({ success: false, message: 'No trial bonus is offered at the moment.' });
    } finally {
      await h.db.kysely.updateTable('settings').set({ value: '5000' }).where('key', '=', 'trial_bonus_minor').execute();
    }
    expect((await get(h.app, '/api/bonus/definetrialbonus')).statusCode).toBe(401);
  });

  it('shows the balance in lira after login too', async () => {
    const p = await verifiedPlayer();
    await claim(p.token);
    const res = await post(h.app, '/api/auth/login', { username: p.username, password: p.password });
    expect(res.json().data).toMatchObject({ balance: 50, smsVerified: true });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPhone } from '../../contracts/phone.js';
import { dialects } from './helpers.js';
import { get, identityApp, login, MINUTE, outboxCode, outboxMessage, post, register, type IdentityHarness } from './identity-helpers.js';

describe.each(dialects)('phone verification by SMS code on %s', (dialect) => {
  let h: IdentityHarness;
  beforeAll(async () => {
    h = await identityApp(dialect, { config: { CODE_SEND_LIMIT_PER_ACCOUNT: 3 } });
  });
  afterAll(() => h.close());

  const update = (token: string, body: object, locale = 'tr') =>
    post(h.app, '/api/customer/updatephone', body, token, { headers: { 'x-locale': locale } });
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('sends a 6-digit code by SMS in the player language and verifies the phone with it', async () => {
    const p = await register(h.app);
    const sent = await update(p.token, { step: 1, phone: p.phone }, 'en');
    expect(sent.json()).toMatchObject({ success: true, message: `A verification code has been sent by SMS to ${formatPhone(p.phone)}.` });
    const sms = await outboxMessage(h.db, p.phone);
    expect(sms).toMatchObject({ channel: 'sms', recipient: p.phone });
    expect(sms!.body).toMatch(/^Kasa: your phone verification code is \d{6}\./);
    const code = await outboxCode(h.db, p.phone);
    const verified = await update(p.token, { step: 2, phone: p.phone, code });
    expect(verified.json()).toMatchObject({ success: true, message: 'Telefon numaranız doğrulandı.' });
    expect((await login(h.app, p.username, p.password)).json().data.smsVerified).toBe(true);
    const again = await update(p.token, { step: 2, phone: p.phone, code });
    expect(again.json().message).toBe('Bu numara için gönderilmiş geçerli bir kod yok. Lütfen önce kod isteyin.');
    const resend = await update(p.token, { step: 1, phone: p.phone });
    expect(resend.json().message).toBe('Bu telefon numarası zaten doğrulanmış.');
  });

  it('changes the phone number only once the new number is proven', async () => {
    const p = await register(h.app);
    const newPhone = '905301112233';
    await update(p.token, { step: 1, phone: newPhone });
    expect((await get(h.app, '/api/customer/profile', p.token)).json().data.phone).toBe(p.phone);
    const code = await outboxCode(h.db, newPhone);
    const forOther = await update(p.token, { step: 2, phone: p.phone, code });
    expect(forOther.statusCode).toBe(400);
    expect((await update(p.token, { step: 2, phone: newPhone, code })).statusCode).toBe(200);
    expect((await get(h.app, '/api/customer/profile', p.token)).json().data).toMatchObject({ phone: newPhone, smsVerified: true });
  });

  it('keeps a verified number to one account: a second account that proves it is refused', async () => {
    const first = await register(h.app);
    await update(first.token, { step: 1, phone: first.phone });
    await update(first.token, { step: 2, phone: first.phone, code: await outboxCode(h.db, first.phone) });
    const second = await register(h.app, { phone: first.phone });
    await update(second.token, { step: 1, phone: first.phone });
    const refused = await update(second.token, { step: 2, phone: first.phone, code: await outboxCode(h.db, first.phone) }, 'en');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, message: 'This phone number is verified on another account. Please enter a different number.' });
    expect((await get(h.app, '/api/customer/profile', second.token)).json().data.smsVerified).toBe(false);
    expect((await get(h.app, '/api/customer/profile', first.token)).json().data).toMatchObject({ phone: first.phone, smsVerified: true });
  });

  it('refuses a resend within 60 s, saying how long to wait', async () => {
    const p = await register(h.app);
    await update(p.token, { step: 1, phone: p.phone });
    h.clock.advance(15_000);
    const early = await update(p.token, { step: 1, phone: p.phone });
    expect(early.statusCode).toBe(429);
    expect(early.json().message).toBe('Yeni bir kod isteyebilmek için 45 saniye bekleyin.');
    expect(early.headers['retry-after']).toBe('45');
    h.clock.advance(45_000);
    expect((await update(p.token, { step: 1, phone: p.phone })).statusCode).toBe(200);
  });

  it('says the last second of the wait in the singular', async () => {
    const p = await register(h.app);
    await update(p.token, { step: 1, phone: p.phone });
    h.clock.advance(59_000);
    const late = await update(p.token, { step: 1, phone: p.phone }, 'en');
    expect(late.json().message).toBe('Please wait 1 second before requesting a new code.');
  });

  it('counts wrong codes and kills the code after 5 wrong tries', async () => {
    const p = await register(h.app);
    await update(p.token, { step: 1, phone: p.phone });
    const code = await outboxCode(h.db, p.phone);
    const first = await update(p.token, { step: 2, phone: p.phone, code: wrongCode(code) }, 'en');
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({ message: 'The code is incorrect. You have 4 tries left.', errors: { code: 'The code is incorrect. You have 4 tries left.' } });
    const second = await update(p.token, { step: 2, phone: p.phone, code: wrongCode(code) });
    expect(second.json().message).toBe('Kod hatalı. 3 deneme hakkınız kaldı.');
    await update(p.token, { step: 2, phone: p.phone, code: wrongCode(code) });
    const fourth = await update(p.token, { step: 2, phone: p.phone, code: wrongCode(code) }, 'en');
    expect(fourth.json().message).toBe('The code is incorrect. You have 1 try left.');
    const fifth = await update(p.token, { step: 2, phone: p.phone, code: wrongCode(code) });
    expect(fifth.json().message).toBe('Çok fazla hatalı deneme yapıldı. Lütfen yeni bir kod isteyin.');
    const right = await update(p.token, { step: 2, phone: p.phone, code });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe('Çok fazla hatalı deneme yapıldı. Lütfen yeni bir kod isteyin.');
  });

  it('refuses a code after 10 minutes', async () => {
    const p = await register(h.app);
    await update(p.token, { step: 1, phone: p.phone });
    const code = await outboxCode(h.db, p.phone);
    h.clock.advance(10 * MINUTE);
    const late = await update(p.token, { step: 2, phone: p.phone, code }, 'en');
    expect(late.json()).toMatchObject({ success: false, message: 'The code has expired. Please request a new one.' });
  });

  it('limits code requests per account', async () => {
    const p = await register(h.app);
    for (let i = 0; i < 3; i++) {
      expect((await update(p.token, { step: 1, phone: p.phone })).statusCode).toBe(200);
      h.clock.advance(61_000);
    }
    const refused = await update(p.token, { step: 1, phone: p.phone });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Çok fazla deneme yapıldı/);
  });

  it('validates the body and admits only a logged-in player', async () => {
    const p = await register(h.app);
    const short = await update(p.token, { step: 2, phone: p.phone, code: '12345' }, 'en');
    expect(short.json().errors.code).toBe('Must be exactly 6 characters');
    const letters = await update(p.token, { step: 1, phone: '90abc' }, 'en');
    expect(letters.json().errors.phone).toBe('Only digits are allowed');
    expect((await post(h.app, '/api/customer/updatephone', { step: 1, phone: p.phone })).statusCode).toBe(401);
  });
});

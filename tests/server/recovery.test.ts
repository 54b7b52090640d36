import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from './helpers.js';
import { get, identityApp, login, MINUTE, outboxCode, outboxMessage, post, register, type IdentityHarness } from './identity-helpers.js';

describe.each(dialects)('password recovery by e-mail code on %s', (dialect) => {
  let h: IdentityHarness;
  beforeAll(async () => {
    h = await identityApp(dialect, { config: { CODE_SEND_LIMIT_PER_IP: 4 } });
  });
  afterAll(() => h.close());

  const send = (username: string, locale = 'tr', ip?: string) =>
    post(h.app, '/api/auth/sendresetpassword', { username }, undefined, { ip, headers: { 'x-locale': locale } });
  const check = (username: string, code: string) => post(h.app, '/api/auth/checkresetcode', { username, code });
  const change = (username: string, code: string, password: string, password2 = password) =>
    post(h.app, '/api/auth/changepasswordwithcode', { username, code, password, password2 });
  const other = (code: string) => String((Number(code) + 7) % 1_000_000).padStart(6, '0');

  it('answers the same for a known and an unknown username, and e-mails the code only to the known one', async () => {
    const p = await register(h.app);
    const known = await send(p.username);
    const unknown = await send('hickimseyok1');
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.json().message).toBe('Kullanıcı adı kayıtlıysa, hesaba ait e-posta adresine bir şifre sıfırlama kodu gönderdik.');
    const mail = await outboxMessage(h.db, p.email);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Kasa şifre sıfırlama kodu' });
    expect(mail!.body).toMatch(/Şifre sıfırlama kodunuz: \d{6}/);
    expect(await h.db.kysely.selectFrom('outbox').select('id').where('recipient', 'like', '%hickimseyok1%').execute()).toEqual([]);
  });

  it('walks the four steps: code, check, new password, log in with it; old sessions end', async () => {
    const p = await register(h.app);
    await send(p.username.toUpperCase(), 'en');
    const mail = await outboxMessage(h.db, p.email);
    expect(mail!.subject).toBe('Kasa password reset code');
    const code = await outboxCode(h.db, p.email);
    const checked = await check(p.username, code);
    expect(checked.json()).toMatchObject({ success: true, message: 'Kod doğrulandı. Şimdi yeni şifrenizi belirleyin.' });
    const mismatch = await change(p.username, code, 'yeni-sifre-9', 'baska-sifre');
    expect(mismatch.json().errors.password2).toBe('Girilen değerler eşleşmiyor');
    const done = await change(p.username, code, 'yeni-sifre-9');
    expect(done.json()).toMatchObject({ success: true, message: 'Şifreniz değiştirildi. Yeni şifrenizle giriş yapabilirsiniz.' });
    expect((await login(h.app, p.username, 'yeni-sifre-9')).statusCode).toBe(200);
    expect((await login(h.app, p.username, p.password)).statusCode).toBe(400);
    expect((await get(h.app, '/api/user/balance', p.token)).statusCode).toBe(401);
    const reused = await change(p.username, code, 'ucuncu-sifre');
    expect(reused.statusCode).toBe(400);
  });

  it('accepts the e-mail address in place of the username', async () => {
    const p = await register(h.app);
    await send(p.email.toUpperCase());
    const code = await outboxCode(h.db, p.email);
    expect((await change(p.email, code, 'yeni-sifre-5')).statusCode).toBe(200);
  });

  it('refuses wrong, expired and exhausted codes with one message that reveals nothing', async () => {
    const p = await register(h.app);
    await send(p.username);
    const code = await outboxCode(h.db, p.email);
    const wrong = await check(p.username, other(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Kod geçersiz ya da süresi dolmuş. Kodu kontrol edin veya yeni bir kod isteyin.');
    expect((await check('hickimseyok2', code)).body).toBe(wrong.body);
    for (let i = 0; i < 4; i++) await check(p.username, other(code));
    expect((await check(p.username, code)).body).toBe(wrong.body);

    const q = await register(h.app);
    await send(q.username);
    const late = await outboxCode(h.db, q.email);
    h.clock.advance(10 * MINUTE);
    expect((await change(q.username, late, 'yeni-sifre-7')).body).toBe(wrong.body);
    expect((await login(h.app, q.username, q.password)).statusCode).toBe(200);
  });

  it('sends no second e-mail within 60 s, but still answers the same', async () => {
    const p = await register(h.app);
    await send(p.username);
    const first = await outboxMessage(h.db, p.email);
    h.clock.advance(30_000);
    expect((await send(p.username)).statusCode).toBe(200);
    expect(await outboxMessage(h.db, p.email, { after: first!.id, waitMs: 300 })).toBeNull();
    h.clock.advance(31_000);
    await send(p.username);
    expect(await outboxMessage(h.db, p.email, { after: first!.id })).not.toBeNull();
  });

  it('limits code requests per address', async () => {
    const ip = '10.250.250.250';
    for (let i = 0; i < 4; i++) expect((await send(`birisi${i}xx`, 'tr', ip)).statusCode).toBe(200);
    const refused = await send('birisi9xx', 'en', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many attempts. Please try again in 60 minutes.');
  });

  it('validates the recovery bodies', async () => {
    const en = { headers: { 'x-locale': 'en' } };
    expect((await post(h.app, '/api/auth/sendresetpassword', { username: 'abcd' }, undefined, en)).json().errors.username).toBe('Must be at least 5 characters');
    expect((await post(h.app, '/api/auth/checkresetcode', { username: 'abcde', code: '12' }, undefined, en)).json().errors.code).toBe('Must be at least 3 characters');
    const pw = await post(h.app, '/api/auth/changepasswordwithcode', { username: 'abcde', code: '123456', password: '1234', password2: '1234' }, undefined, en);
    expect(pw.json().errors.password).toBe('Must be at least 5 characters');
  });
});


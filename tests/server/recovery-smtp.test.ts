import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from './helpers.js';
import { identityApp, login, post, register, type IdentityHarness } from './identity-helpers.js';

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server on localhost: no auth, no STARTTLS, every message kept. */
async function startSmtp() {
  const inbox: Received[] = [];
  const waiting: Array<(m: Received) => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const message = { to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') };
        inbox.push(message);
        waiting.shift()?.(message);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  const next = () => new Promise<Received>((resolve) => waiting.push(resolve));
  return { url: `smtp://127.0.0.1:${port}`, inbox, next, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** Undoes quoted-printable (Turkish letters arrive as =C5=9E...), then finds the code after its label. */
function codeInMail(raw: string): string | null {
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const text = Buffer.from(bytes, 'latin1').toString('utf8');
  return /(?:kodunuz|code is): (\d{6})/.exec(text)?.[1] ?? null;
}

describe.each(dialects)('password recovery over real SMTP on %s', (dialect) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let h: IdentityHarness;
  beforeAll(async () => {
    smtp = await startSmtp();
    h = await identityApp(dialect, { config: { SMTP_URL: smtp.url, MAIL_FROM: 'Kasa <no-reply@kasa.test>' } });
  });
  afterAll(async () => {
    await h.close();
    await smtp.close();
  });

  it('receives the reset code by e-mail and completes the recovery with it', async () => {
    const p = await register(h.app);
    const arrived = smtp.next();
    const sent = await post(h.app, '/api/auth/sendresetpassword', { username: p.username });
    expect(sent.json().success).toBe(true);
    const mail = await arrived;
    expect(mail.to).toEqual([p.email]);
    expect(mail.raw).toMatch(/^From: Kasa <no-reply@kasa\.test>/m);
    const code = codeInMail(mail.raw);
    expect(code).toMatch(/^\d{6}$/);
    expect((await post(h.app, '/api/auth/checkresetcode', { username: p.username, code: code! })).statusCode).toBe(200);
    const done = await post(h.app, '/api/auth/changepasswordwithcode', { username: p.username, code: code!, password: 'smtp-sifre-1', password2: 'smtp-sifre-1' });
    expect(done.json().success).toBe(true);
    expect((await login(h.app, p.username, 'smtp-sifre-1')).statusCode).toBe(200);
    expect(await h.db.kysely.selectFrom('outbox').select('id').execute()).toEqual([]);
  });
});

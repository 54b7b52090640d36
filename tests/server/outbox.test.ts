import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { twilioSender } from '../../server/modules/outbox/twilio.js';
import { identityApp, post, register, type IdentityHarness } from './identity-helpers.js';

describe('developer outbox', () => {
  let dev: IdentityHarness;
  let production: IdentityHarness;
  let notAsked: IdentityHarness;
  beforeAll(async () => {
    [dev, production, notAsked] = await Promise.all([
      identityApp('sqlite', { config: { DEV_OUTBOX: true } }),
      identityApp('sqlite', { config: { NODE_ENV: 'production' } }),
      identityApp('sqlite', { config: { NODE_ENV: 'development' } }),
    ]);
  });
  afterAll(() => Promise.all([dev.close(), production.close(), notAsked.close()]));

  it('shows the SMS and e-mails the local adapters sent, newest first, filtered by recipient', async () => {
    const p = await register(dev.app);
    await post(dev.app, '/api/customer/updatephone', { step: 1, phone: p.phone }, p.token);
    const res = await dev.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${p.phone}` });
    const [sms] = res.json().data;
    expect(res.json().data).toHaveLength(1);
    expect(sms).toMatchObject({ channel: 'sms', recipient: p.phone, subject: null });
    expect(sms.body).toMatch(/telefon doğrulama kodunuz \d{6}/);
  });

  it('does not exist in production', async () => {
    expect((await production.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
  });

  it('does not exist unless asked for with DEV_OUTBOX, whatever NODE_ENV says, and cannot be asked for in production', async () => {
    const p = await register(notAsked.app);
    await post(notAsked.app, '/api/customer/updatephone', { step: 1, phone: p.phone }, p.token);
    const res = await notAsked.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${p.phone}` });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toMatch(/\d{6}/);
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_OUTBOX: '1' })).toThrow(/DEV_OUTBOX/);
    expect(loadConfig({ NODE_ENV: 'development', DEV_OUTBOX: '1' }).DEV_OUTBOX).toBe(true);
  });
});

describe('Twilio SMS adapter', () => {
  it("posts the form Twilio's Messages API expects, and fails loudly on a refusal", async () => {
    const seen: Array<{ req: IncomingMessage; body: string }> = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        seen.push({ req, body });
        const refused = body.includes('Body=fail');
        res.writeHead(refused ? 400 : 201, { 'content-type': 'application/json' });
        res.end(JSON.stringify(refused ? { code: 21211, message: "The 'To' number is not valid." } : { sid: 'SM1' }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const sid = `AC${'0'.repeat(32)}`;
    const send = twilioSender({ accountSid: sid, authToken: 'secret-token-123', from: '+15005550006', apiBase });
    try {
      await send({ channel: 'sms', to: '905301112233', text: 'Kod 123456' });
      const { req, body } = seen[0];
      expect(req.method).toBe('POST');
      expect(req.url).toBe(`/2010-04-01/Accounts/${sid}/Messages.json`);
      expect(req.headers.authorization).toBe(`Basic ${Buffer.from(`${sid}:secret-token-123`).toString('base64')}`);
      expect(Object.fromEntries(new URLSearchParams(body))).toEqual({ To: '+905301112233', From: '+15005550006', Body: 'Kod 123456' });
      await expect(send({ channel: 'sms', to: '90', text: 'fail' })).rejects.toThrow(/400 \(code 21211/);
    } finally {
      server.close();
    }
  });
});

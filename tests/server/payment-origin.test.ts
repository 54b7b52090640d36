import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentProviders, isLocalProvider } from '../../server/modules/payments/adapters/index.js';
import { dialects, testConfig } from './helpers.js';
import { identityApp, post, type IdentityHarness } from './identity-helpers.js';
import { CARD, moneyConfig } from './payments-helpers.js';
import { register } from './identity-helpers.js';

/** A deposit through the hosted page, asked with a forged Host: the link and the way back never name that host. */
async function depositLink(h: IdentityHarness, host: string) {
  const p = await register(h.app);
  const res = await post(h.app, '/api/payment/deposit', { id: CARD, target: 'pay', detail: { amount: 100, bonusId: 0 } }, p.token, { headers: { host, 'x-forwarded-host': host } });
  expect(res.statusCode).toBe(200);
  return new URL(res.json().data as string);
}

/** The way back the signed ticket holds (read with the same keys). */
function returnUrlOf(link: URL): string {
  const local = createPaymentProviders(testConfig({ PAYMENT_WEBHOOK_SECRET: moneyConfig.PAYMENT_WEBHOOK_SECRET, PAYMENT_LOCAL_SECRET: moneyConfig.PAYMENT_LOCAL_SECRET })).get('local');
  if (!isLocalProvider(local)) throw new Error('no local PSP');
  const opened = local.openTicket(decodeURIComponent(link.pathname.slice('/pay/'.length)), new Date());
  if (!opened.ok) throw new Error(`ticket not open: ${opened.why}`);
  return opened.ticket.returnUrl;
}

describe.each(dialects)('payment links (%s)', (dialect) => {
  const secrets = { PAYMENT_WEBHOOK_SECRET: moneyConfig.PAYMENT_WEBHOOK_SECRET, PAYMENT_LOCAL_SECRET: moneyConfig.PAYMENT_LOCAL_SECRET };
  let withOrigin: IdentityHarness;
  let without: IdentityHarness;
  beforeAll(async () => {
    withOrigin = await identityApp(dialect, { config: { ...secrets, PUBLIC_ORIGIN: 'https://kasa.example', TRUST_PROXY: true } });
    without = await identityApp(dialect, { config: { ...secrets, PORT: 8123, TRUST_PROXY: true } });
  }, 120_000);
  afterAll(async () => {
    await withOrigin?.close();
    await without?.close();
  });

  it('come from PUBLIC_ORIGIN, whatever Host the request names', async () => {
    const link = await depositLink(withOrigin, 'evil.example');
    expect(link.origin).toBe('https://kasa.example');
    expect(link.pathname).toMatch(/^\/pay\//);
    // The page's way back is ours too.
    expect(returnUrlOf(link)).toBe('https://kasa.example/dashboard/financial-activities');
    const page = await withOrigin.app.inject({ url: link.pathname, headers: { host: 'evil.example' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('evil.example');
  });

  it('on a demo without PUBLIC_ORIGIN come from the address the server listens on, never from Host', async () => {
    const link = await depositLink(without, 'evil.example:666');
    expect(link.origin).toBe('http://127.0.0.1:8123');
    expect(returnUrlOf(link)).toBe('http://127.0.0.1:8123/dashboard/financial-activities');
    const page = await without.app.inject({ url: link.pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('evil.example');
  });
});

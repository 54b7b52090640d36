import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalProvider } from '../../server/modules/payments/adapters/local.js';
import { parseLocalWebhook } from '../../server/modules/payments/adapters/local-webhook.js';
import type { PaymentEvent, PaymentStart } from '../../server/modules/payments/provider.js';
import payPageRoutes from '../../server/modules/payments/hosted-page/routes.js';
import type { WebhookDelivery } from '../../server/modules/payments/hosted-page/webhook-sender.js';
import { identityApp, MINUTE, testClock, type IdentityHarness } from './identity-helpers.js';

const SECRETS = { PAYMENT_LOCAL_SECRET: 'pay-local-secret-0123456789', PAYMENT_WEBHOOK_SECRET: 'pay-webhook-secret-0123456789' };
const provider = createLocalProvider({ ticketKey: Buffer.from(SECRETS.PAYMENT_LOCAL_SECRET), webhookSecret: Buffer.from(SECRETS.PAYMENT_WEBHOOK_SECRET) });
const START = new Date('2026-03-10T09:00:00Z');

const payment = (overrides: Partial<PaymentStart> = {}): PaymentStart => ({
  reference: 'D-PAGE01',
  amountMinor: 12_345,
  currency: 'TRY',
  method: { id: 3, kind: 'card', title: 'Kredi / Banka Kartı' },
  locale: 'tr',
  player: { id: 1, email: 'ayse@example.com', name: 'Ayşe Yılmaz' },
  returnUrl: 'http://localhost/dashboard/financial-activities',
  expiresAt: new Date(START.getTime() + 30 * MINUTE),
  ...overrides,
});

/** The path of the page a payment starts on (/pay/<token>). */
async function pagePath(overrides: Partial<PaymentStart> = {}) {
  return new URL((await provider.startPayment(payment(overrides))).url).pathname;
}

const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});
const goodCard = { holder: 'Ayşe Yılmaz', number: '4242 4242 4242 4242', expiry: '08/29', cvc: '123' };

/** The text of the error paragraph tied to a field (aria-describedby), if any. */
const errorOf = (html: string, field: string) => new RegExp(`<p class="pay-error" id="${field}-error">([^<]*)</p>`).exec(html)?.[1] ?? null;

describe('the hosted demo payment page', () => {
  let h: IdentityHarness;
  const clock = testClock(START);
  beforeAll(async () => {
    h = await identityApp('sqlite', { clock, config: SECRETS });
  });
  afterAll(() => h.close());

  it('shows the payment in the language of the deposit, with a link to the other language and no script', async () => {
    const path = await pagePath();
    const res = await h.app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const html = res.body;
    expect(html).toContain('<html lang="tr">');
    expect(html).toContain('Güvenli ödeme');
    expect(html).toContain('<dd>Kasa</dd>');
    expect(html).toContain('₺123,45');
    expect(html).toContain('Kredi / Banka Kartı');
    expect(html).toContain('<label for="number">Kart numarası</label>');
    expect(html).toMatch(/<button[^>]*value="pay">₺123,45 öde<\/button>/);
    expect(html).toMatch(/<button[^>]*value="cancel">Ödemeyi iptal et<\/button>/);
    expect(html).toContain(`<a class="pay-lang" href="${path}?lang=en" hreflang="en" lang="en">English</a>`);
    expect(html).not.toMatch(/<script|\son\w+=|style="/i);

    const english = (await h.app.inject({ method: 'GET', url: `${path}?lang=en` })).body;
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('Secure payment');
    expect(english).toMatch(/value="pay">Pay ₺123\.45<\/button>/);
    expect(english).toContain('<label for="expiry">Expiry date (MM/YY)</label>');
    expect(english).toContain(`href="${path}?lang=tr" hreflang="tr" lang="tr">Türkçe</a>`);

    expect((await h.app.inject({ method: 'GET', url: await pagePath({ locale: 'en' }) })).body).toContain('<html lang="en">');
  });

  it('serves its stylesheet from the server, under the document policy', async () => {
    const html = (await h.app.inject({ method: 'GET', url: await pagePath() })).body;
    const href = /<link rel="stylesheet" href="([^"]+)">/.exec(html)![1];
    const css = await h.app.inject({ method: 'GET', url: href });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.body).toContain('.pay-button');
  });

  it('asks a Papara number for Papara, and shows a TRC-20 address and the USDT to send for crypto', async () => {
    const papara = (await h.app.inject({ method: 'GET', url: await pagePath({ method: { id: 2, kind: 'papara', title: 'Papara' } }) })).body;
    expect(papara).toContain('<label for="papara">Papara numarası</label>');
    expect(papara).not.toContain('id="number"');

    const path = await pagePath({ amountMinor: 412_500, method: { id: 4, kind: 'crypto', title: 'Kripto (USDT TRC-20)' } });
    const crypto = (await h.app.inject({ method: 'GET', url: path })).body;
    const address = /<code class="pay-address">(T[1-9A-HJ-NP-Za-km-z]{33})<\/code>/.exec(crypto)?.[1];
    expect(address).toBeDefined();
    expect(crypto).toContain('100.00 USDT');
    expect(crypto).toContain('TRON (TRC-20)');
    expect(crypto).toMatch(/<svg [^>]*viewBox/);
    expect(crypto).toMatch(/value="pay">Gönderdim<\/button>/);
    // The same deposit shows the same address on every load.
    expect((await h.app.inject({ method: 'GET', url: path })).body).toContain(address);
  });

  it('puts a clear message beside each wrong card field and keeps what was typed, except the CVC', async () => {
    const path = await pagePath();
    const res = await h.app.inject({ method: 'POST', url: path, ...form({ ...goodCard, number: '4242 4242 4242 4241', cvc: '999', action: 'pay', lang: 'tr' }) });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Lütfen aşağıda işaretli alanları düzeltin.');
    expect(errorOf(res.body, 'number')).toBe('Bu kart numarası geçerli değil. Lütfen rakamları kontrol edin.');
    expect(res.body).toMatch(/<input id="number" name="number" value="4242 4242 4242 4241" [^>]*aria-invalid="true" aria-describedby="number-error">/);
    expect(res.body).toContain('value="Ayşe Yılmaz"');
    expect(res.body).not.toContain('value="999"');
    expect(errorOf(res.body, 'holder')).toBeNull();

    const checks: Array<[Record<string, string>, string, string]> = [
      [{ expiry: '02/26' }, 'expiry', 'Bu kartın süresi dolmuş.'],
      [{ expiry: '13/30' }, 'expiry', 'Son kullanma tarihini AA/YY biçiminde girin, örneğin 08/29.'],
      [{ cvc: '12' }, 'cvc', 'Güvenlik kodu kartın arkasındaki 3 hanedir.'],
      [{ holder: '' }, 'holder', 'Bu alan zorunludur.'],
      [{ holder: '1234' }, 'holder', 'İsmi kartın üzerinde yazdığı gibi girin.'],
    ];
    for (const [change, field, message] of checks) {
      const answer = await h.app.inject({ method: 'POST', url: path, ...form({ ...goodCard, ...change, action: 'pay', lang: 'tr' }) });
      expect(answer.statusCode, field).toBe(400);
      expect(errorOf(answer.body, field), JSON.stringify(change)).toBe(message);
    }
    // This month's card is still good (valid through the end of the month).
    const english = await h.app.inject({ method: 'POST', url: path, ...form({ ...goodCard, number: '4242424242424241', expiry: '03/26', action: 'pay', lang: 'en' }) });
    expect(errorOf(english.body, 'number')).toBe('This card number is not valid. Please check the digits.');
    expect(errorOf(english.body, 'expiry')).toBeNull();
    expect(english.body).toContain('<html lang="en">');
  });

  it('refuses a wrong Papara number beside its field', async () => {
    const path = await pagePath({ method: { id: 2, kind: 'papara', title: 'Papara' } });
    const res = await h.app.inject({ method: 'POST', url: path, ...form({ papara: '12345', action: 'pay' }) });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.body, 'papara')).toBe('Papara numarası 10 hanelidir.');
  });

  it('says clearly when a link was tampered with or has expired, in both languages', async () => {
    const path = await pagePath();
    const tampered = await h.app.inject({ method: 'GET', url: `${path.slice(0, -3)}abc` });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.body).toContain('Bu ödeme bağlantısı geçersiz');
    expect(tampered.body).not.toContain('<form');
    const tamperedEn = await h.app.inject({ method: 'GET', url: `${path.slice(0, -3)}abc?lang=en` });
    expect(tamperedEn.body).toContain('This payment link is not valid');

    clock.advance(31 * MINUTE);
    try {
      const expired = await h.app.inject({ method: 'GET', url: path });
      expect(expired.statusCode).toBe(410);
      expect(expired.body).toContain('Bu ödeme bağlantısının süresi doldu');
      expect(expired.body).toContain('10 Mar 2026 12:30');
      expect(expired.body).toContain('href="http://localhost/dashboard/financial-activities"');
      const pressed = await h.app.inject({ method: 'POST', url: path, ...form({ ...goodCard, action: 'pay' }) });
      expect(pressed.statusCode).toBe(410);
      expect((await h.app.inject({ method: 'GET', url: `${path}?lang=en` })).body).toContain('This payment link has expired');
    } finally {
      clock.advance(-31 * MINUTE);
    }
  });
});

describe('pressing Pay or Cancel on the hosted page', () => {
  const webhookSecret = Buffer.from(SECRETS.PAYMENT_WEBHOOK_SECRET);
  const now = () => START;
  /** The page alone, with its webhooks going to a fake callback that answers the given statuses in turn. */
  async function pageWith(statuses: Array<number | 'network'>) {
    const deliveries: WebhookDelivery[] = [];
    const app = Fastify();
    await app.register(payPageRoutes, {
      provider,
      now,
      config: { PORT: 8080, PUBLIC_ORIGIN: 'https://kasa.example' },
      retryDelaysMs: [0, 1, 1, 1],
      deliver: async (delivery) => {
        deliveries.push(delivery);
        const status = statuses[Math.min(deliveries.length - 1, statuses.length - 1)];
        if (status === 'network') throw new Error('ECONNREFUSED');
        return { status };
      },
    });
    return { app, deliveries };
  }
  // The page sends payments only (disputes come from the demo PSP's console).
  const verified = (delivery: WebhookDelivery) => parseLocalWebhook(webhookSecret, Buffer.from(delivery.body), delivery.headers, START) as PaymentEvent | null;

  it('sends a signed webhook the callback can verify, then says the payment was received', async () => {
    const { app, deliveries } = await pageWith([200]);
    const res = await app.inject({ method: 'POST', url: await pagePath(), ...form({ ...goodCard, action: 'pay', lang: 'tr' }) });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Ödeme alındı');
    expect(res.body).toContain('₺123,45 tutarındaki ödemeniz alındı');
    expect(res.body).toContain('<a class="pay-button pay-button--primary" href="http://localhost/dashboard/financial-activities">Kasa’ya dön</a>');
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0].url).toBe('https://kasa.example/api/payment/callback/local');
    expect(deliveries[0].headers['content-type']).toBe('application/json');
    expect(verified(deliveries[0])).toMatchObject({ outcome: 'paid', reference: 'D-PAGE01', amountMinor: 12_345, currency: 'TRY' });
    expect(verified(deliveries[0])?.providerReference).toMatch(/^lp_/);
  });

  it('reports Cancel as cancelled and the declining test card as failed', async () => {
    const { app, deliveries } = await pageWith([200]);
    const cancelled = await app.inject({ method: 'POST', url: await pagePath({ locale: 'en' }), ...form({ action: 'cancel' }) });
    expect(cancelled.body).toContain('Payment cancelled');
    const declined = await app.inject({ method: 'POST', url: await pagePath(), ...form({ ...goodCard, number: '4000 0000 0000 0002', action: 'pay' }) });
    expect(declined.body).toContain('Ödeme reddedildi');
    expect(deliveries.map((d) => verified(d)?.outcome)).toEqual(['cancelled', 'failed']);
  });

  it('takes the payment of the test card whose refunds fail, and tells the site how a refund of it must be asked', async () => {
    const { app, deliveries } = await pageWith([200]);
    const paid = await app.inject({ method: 'POST', url: await pagePath(), ...form({ ...goodCard, number: '4000 0000 0000 5126', action: 'pay' }) });
    expect(paid.body).toContain('Ödeme alındı');
    const normal = await app.inject({ method: 'POST', url: await pagePath(), ...form({ ...goodCard, action: 'pay' }) });
    expect(normal.body).toContain('Ödeme alındı');
    const [failing, good] = deliveries.map((d) => verified(d)!);
    expect(failing).toMatchObject({ outcome: 'paid', refundHandle: `${failing.providerReference}:refund-fails` });
    expect(good.refundHandle).toBe(good.providerReference);
  });

  it('retries a failing callback with a fresh signature each time, keeping the event id', async () => {
    const { app, deliveries } = await pageWith([503, 'network', 200]);
    const res = await app.inject({ method: 'POST', url: await pagePath(), ...form({ ...goodCard, action: 'pay' }) });
    expect(res.statusCode).toBe(200);
    expect(deliveries).toHaveLength(3);
    const events = deliveries.map(verified);
    expect(new Set(events.map((e) => e?.eventId)).size).toBe(1);
  });

  it('tells the player nothing was charged when the callback never answers, and does not retry a refusal', async () => {
    const down = await pageWith([500]);
    const failed = await down.app.inject({ method: 'POST', url: await pagePath(), ...form({ ...goodCard, action: 'pay' }) });
    expect(failed.statusCode).toBe(502);
    expect(failed.body).toContain('Bu ödemeyi onaylamak için Kasa’ya ulaşamadık');
    expect(failed.body).toContain('value="pay"');
    expect(down.deliveries).toHaveLength(4);

    const refusing = await pageWith([400]);
    await refusing.app.inject({ method: 'POST', url: await pagePath(), ...form({ ...goodCard, action: 'pay' }) });
    expect(refusing.deliveries).toHaveLength(1);
  });
});

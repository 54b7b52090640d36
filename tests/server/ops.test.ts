import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TransactionStatus, TransactionType } from '../../contracts/enums.js';
import { buildApp } from '../../server/app.js';
import { migrateDbTo } from '../../server/db/migrate.js';
import { localWebhookHeaders } from '../../server/modules/payments/adapters/local-webhook.js';
import { dialects, freshDb, testConfig } from './helpers.js';
import { get, post } from './identity-helpers.js';
import { adminPost, operatorAuth, signedInOperator } from './operators-helpers.js';
import { accountsOf, fund, IBAN_WITHDRAW, ledgerSum, moneyApp, player, withdrawDetail, type MoneyHarness } from './payments-helpers.js';

const METRICS_TOKEN = 'scrape-token-0123456789abcdef';

/** A sample's value in a Prometheus text answer (0 when the series is absent). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const want = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const labelPart = line.slice(name.length).split(' ')[0];
    if (want.every((w) => labelPart.includes(w))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return 0;
}

describe.each(dialects)('operations endpoints (%s)', (dialect) => {
  let h: MoneyHarness;
  const scrape = async () => {
    const res = await h.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(res.statusCode, res.body).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    h = await moneyApp(dialect, undefined, { METRICS_TOKEN });
  }, 60_000);
  afterAll(() => h?.close(), 60_000);

  it('GET /healthz says the process lives; GET /readyz checks the database and migrations and names the mode', async () => {
    const health = await h.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await h.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', mode: 'demo', checks: { database: 'ok', migrations: 'ok' } });
  });

  it('/metrics answers the configured addresses and the token holder, nobody else (not through a proxy either)', async () => {
    const from = (remoteAddress: string, headers: Record<string, string> = {}) => h.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });
    expect((await from('127.0.0.1')).statusCode).toBe(200);
    expect((await from('203.0.113.9')).statusCode).toBe(403);
    // A visitor behind our own proxy reaches us from loopback: the forwarded header gives them away.
    expect((await from('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(403);
    expect((await from('203.0.113.9', { authorization: `Bearer ${METRICS_TOKEN}` })).statusCode).toBe(200);
    expect((await from('203.0.113.9', { authorization: `Bearer ${METRICS_TOKEN.slice(0, -1)}x` })).statusCode).toBe(403);
    const body = (await from('127.0.0.1')).body;
    expect(body).toContain('nodejs_eventloop_lag_seconds');
    expect(body).toContain('hub_connections');
    expect(body).toContain('payments_pending_withdrawals');
  });

  it('counts requests by route pattern and status, never by raw URL', async () => {
    const labels = { route: '/api/casino/round/:id', status: '401' };
    const before = sample(await scrape(), 'http_request_duration_seconds_count', labels);
    const res = await h.app.inject({ method: 'GET', url: '/api/casino/round/987654321' });
    expect(res.statusCode).toBe(401);
    await h.app.inject({ method: 'GET', url: '/api/no-such-call-7f3a' });
    const text = await scrape();
    expect(sample(text, 'http_request_duration_seconds_count', labels)).toBe(before + 1);
    expect(sample(text, 'http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(before + 1);
    expect(text).not.toContain('987654321');
    expect(text).not.toContain('no-such-call-7f3a');
  });

  it('counts webhooks by outcome, wallet moves by caller, kind and outcome, and gauges pending withdrawals', async () => {
    const start = await scrape();
    const p = await player(h);
    await fund(h, p, 500);
    const body = JSON.stringify({ id: 'evt_forged', type: 'payment.paid', created: 0, data: { reference: 'x', amountMinor: 100 } });
    const forged = await h.app.inject({ method: 'POST', url: '/api/payment/callback/local', payload: body, headers: localWebhookHeaders(Buffer.from('not-the-secret'), body, h.clock.now()) });
    expect(forged.statusCode).not.toBe(200);
    const res = await post(h.app, '/api/payment/withdraw', { id: IBAN_WITHDRAW, target: 'pay', detail: withdrawDetail(200) }, p.token);
    expect(res.statusCode, res.body).toBe(200);
    const tooMuch = await post(h.app, '/api/payment/withdraw', { id: IBAN_WITHDRAW, target: 'pay', detail: withdrawDetail(100_000) }, p.token);
    expect(tooMuch.statusCode).not.toBe(200);

    const text = await scrape();
    const delta = (name: string, labels: Record<string, string>) => sample(text, name, labels) - sample(start, name, labels);
    expect(delta('payment_webhooks_total', { provider: 'local', outcome: 'accepted' })).toBe(1);
    expect(delta('payment_webhooks_total', { provider: 'local', outcome: 'refused' })).toBe(1);
    expect(delta('wallet_operations_total', { provider: 'site', kind: 'deposit', outcome: 'applied' })).toBe(1);
    const pending = await h.db.kysely
      .selectFrom('transactions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('type', '=', TransactionType.Withdraw)
      .where('status', '=', TransactionStatus.Pending)
      .executeTakeFirstOrThrow();
    expect(Number(pending.n)).toBeGreaterThan(0);
    expect(sample(text, 'payments_pending_withdrawals')).toBe(Number(pending.n));
    expect(await accountsOf(h.db, p.id)).toEqual({ cash: 30_000, bonus: 0, held: 20_000 });
  });

  it('echoes a well-formed x-request-id and writes it into the ledger entry and the audit row; a malformed one is replaced', async () => {
    const p = await player(h);
    const mine = `lb-${randomUUID()}`;
    const balance = await get(h.app, '/api/user/balance', p.token, { 'x-request-id': mine });
    expect(balance.headers['x-request-id']).toBe(mine);
    for (const bad of ['short', 'has space in it 123', 'x'.repeat(200), 'line\nbreak-12345678']) {
      const res = await h.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id']).not.toBe(bad);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }

    const finance = await signedInOperator(h, 'finance');
    const adjustId = `ops-test-${randomUUID()}`;
    const adjusted = await adminPost(h.app, `/players/${p.id}/adjust`, { account: 'cash', amountMinor: 1234, reason: 'Goodwill', requestId: randomUUID() }, { ...operatorAuth(finance.token), 'x-request-id': adjustId });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    expect(adjusted.headers['x-request-id']).toBe(adjustId);
    const entry = await h.db.kysely.selectFrom('ledger_entries').select(['request_id', 'amount_minor']).where('id', '=', adjusted.json().data.entryId).executeTakeFirstOrThrow();
    expect(entry).toEqual({ request_id: adjustId, amount_minor: 1234 });
    const audit = await h.db.kysely.selectFrom('audit_log').select(['action', 'request_id']).where('target', '=', `player:${p.id}`).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toEqual({ action: 'player.adjust', request_id: adjustId });
    expect(await ledgerSum(h.db, p.id, 'cash')).toBe(1234);
  });

  it('turns not ready and refuses new requests once draining, while /healthz still answers', async () => {
    const other = await moneyApp(dialect);
    try {
      await other.app.ops.drain(0);
      const ready = await other.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'not ready', checks: { process: 'draining' } });
      const refused = await other.app.inject({ method: 'GET', url: '/api/cms/grouped' });
      expect(refused.statusCode).toBe(503);
      expect(refused.headers.connection).toBe('close');
      expect((await other.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('is not ready while the database lacks a migration of this code, and says which mode it runs in', async () => {
    const db = await freshDb(dialect, { migrate: false });
    await migrateDbTo(db, '023-refund-sending');
    // A live configuration is refused before any app exists (live-checks.ts): the demo's app tells its mode here.
    const app = await buildApp({ config: testConfig({ SITE_MODE: 'demo' } as never), db });
    try {
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'not ready', mode: 'demo', checks: { database: 'ok', migrations: 'pending' } });
    } finally {
      await app.close();
      await db.destroy();
    }
  });
});

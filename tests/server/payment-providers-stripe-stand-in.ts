import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Stripe's POST /v1/checkout/sessions and /v1/refunds, on localhost: keeps what the SDK sent and answers as Stripe does. */
export async function startStripeStandIn() {
  const requests: Array<{ path: string; headers: IncomingMessage['headers']; form: URLSearchParams }> = [];
  const refunds = new Map<string, string>();
  /** How the next refunds answer (Stripe can make a refund that is failed at once: a closed card). */
  const refundAnswer: { status: string; failure_reason: string | null } = { status: 'succeeded', failure_reason: null };
  /** While set, refund calls are kept waiting (a slow PSP) until it resolves. */
  let refundsHeld: Promise<void> | null = null;
  /** Keeps the next refund calls waiting until the returned function is called. */
  const holdRefunds = () => {
    let release!: () => void;
    refundsHeld = new Promise<void>((resolve) => (release = resolve));
    return () => {
      refundsHeld = null;
      release();
    };
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString());
      requests.push({ path: req.url ?? '', headers: req.headers, form });
      if (req.method === 'POST' && req.url === '/v1/refunds') {
        // Stripe answers the same refund to a repeated idempotency key; a new key makes a new one.
        const key = String(req.headers['idempotency-key'] ?? '');
        const id = refunds.get(key) ?? `re_test_${refunds.size + 1}`;
        refunds.set(key, id);
        void (refundsHeld ?? Promise.resolve()).then(() => res.writeHead(200, { 'content-type': 'application/json', 'request-id': `req_${requests.length}` }).end(
          JSON.stringify({ id, object: 'refund', amount: Number(form.get('amount')), currency: 'try', payment_intent: form.get('payment_intent'), metadata: { reference: form.get('metadata[reference]') }, ...refundAnswer }),
        ));
        return;
      }
      if (req.method !== 'POST' || req.url !== '/v1/checkout/sessions') {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'no such route' } }));
        return;
      }
      const id = `cs_test_${requests.length}`;
      res.writeHead(200, { 'content-type': 'application/json', 'request-id': `req_${requests.length}` }).end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          mode: 'payment',
          status: 'open',
          payment_status: 'unpaid',
          client_reference_id: form.get('client_reference_id'),
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
          currency: form.get('line_items[0][price_data][currency]'),
          url: `https://checkout.stripe.com/c/pay/${id}`,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { base: `http://127.0.0.1:${port}`, requests, refundAnswer, holdRefunds, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

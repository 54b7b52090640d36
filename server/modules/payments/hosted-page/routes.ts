import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import type { Config } from '../../../config.js';
import type { LocalPaymentProvider } from '../adapters/local.js';
import { LOCAL_DISPUTE_TYPES, localWebhookHeaders, type LocalDisputeBody } from '../adapters/local-webhook.js';
import { showPayPage, submitPayPage, type CheckoutDeps, type PageAnswer } from './checkout.js';
import { httpDeliver, injectDeliver, sendWebhook, type DeliverWebhook } from './webhook-sender.js';

export interface PayPageOptions {
  provider: LocalPaymentProvider;
  config: Pick<Config, 'PAYMENT_CALLBACK_ORIGIN' | 'PUBLIC_ORIGIN' | 'PORT' | 'TLS_CERT_FILE'>;
  now?: () => Date;
  /**
   * How a webhook reaches the callback route. Default: an HTTP POST to this server's own origin while it listens,
   * and through the app's router (inject) when it does not (tests built on inject).
   */
  deliver?: DeliverWebhook;
  /** Waits before each delivery attempt (webhook-sender.ts RETRY_DELAYS_MS). */
  retryDelaysMs?: readonly number[];
  /** POST /pay/console/disputes: the PSP's side of a chargeback, for development and tests only. */
  disputeConsole?: boolean;
}

/** What the PSP's console is told: the payment (its providerReference) and the dispute's step. */
const disputeRequest = z.object({
  providerReference: z.string().min(1).max(64),
  amountMinor: z.number().int().positive(),
  status: z.enum(['open', 'won', 'lost']),
  /** The same id opens and closes one dispute; a new one is made up when absent. */
  disputeId: z.string().min(1).max(100).optional(),
  reason: z.string().min(1).max(100).default('fraudulent'),
});

const css = readFileSync(new URL('./pay-page.css', import.meta.url), 'utf8');
const stylesheet = `/pay/pay-page.css?v=${createHash('sha256').update(css).digest('hex').slice(0, 12)}`;

/** Where this process can be reached by itself: the address it listens on (any-address binds via loopback). */
function ownOrigin(app: FastifyInstance, config: PayPageOptions['config']): string {
  const configured = config.PAYMENT_CALLBACK_ORIGIN ?? config.PUBLIC_ORIGIN;
  if (configured) return new URL(configured).origin;
  const address = app.server.address() as AddressInfo | string | null;
  const bound = address && typeof address === 'object' ? address : null;
  const host = !bound || bound.address === '0.0.0.0' || bound.address === '::' ? '127.0.0.1' : bound.family === 'IPv6' ? `[${bound.address}]` : bound.address;
  return `${config.TLS_CERT_FILE ? 'https' : 'http'}://${host}:${bound?.port ?? config.PORT}`;
}

const asForm = (body: unknown): Record<string, string> =>
  typeof body === 'object' && body !== null
    ? Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
    : {};

/** GET/POST /pay/<token>: the local PSP's hosted page (plain HTML forms, no script), and its stylesheet. */
export default async function payPageRoutes(app: FastifyInstance, options: PayPageOptions) {
  const { provider, config, now = () => new Date(), retryDelaysMs } = options;
  const deliver: DeliverWebhook = options.deliver ?? ((delivery) => (app.server.listening ? httpDeliver(delivery) : injectDeliver(app)(delivery)));
  const deps: CheckoutDeps = {
    provider,
    now,
    stylesheet,
    async notify(event) {
      const sent = await sendWebhook({
        deliver,
        url: `${ownOrigin(app, config)}/api/payment/callback/${provider.name}`,
        body: JSON.stringify(event),
        sign: (body) => localWebhookHeaders(provider.webhookSecret, body, now()),
        delaysMs: retryDelaysMs,
        log: app.log,
      });
      if (!sent.delivered) app.log.error({ reference: event.data.reference, attempts: sent.attempts, status: sent.status }, 'payment webhook not delivered');
      return sent.delivered;
    },
  };

  if (options.disputeConsole) {
    /**
     * The payer's bank disputes a payment (a chargeback), then decides it: sent to the site as every other event of
     * this PSP is, a signed webhook to the callback route, so the site meets it as it would a real PSP's.
     */
    app.withTypeProvider<ZodTypeProvider>().post('/pay/console/disputes', { schema: { hide: true, body: disputeRequest } }, async (req, reply) => {
      const { providerReference, amountMinor, status, reason } = req.body;
      const disputeId = req.body.disputeId ?? `ldp_${randomBytes(8).toString('hex')}`;
      const event: LocalDisputeBody = {
        id: `evt_${randomBytes(12).toString('hex')}`,
        type: status === 'open' ? LOCAL_DISPUTE_TYPES.opened : LOCAL_DISPUTE_TYPES.closed,
        created: Math.floor(now().getTime() / 1000),
        data: { disputeId, providerReference, amountMinor, currency: 'TRY', reason, ...(status === 'open' ? {} : { status }) },
      };
      const sent = await sendWebhook({
        deliver,
        url: `${ownOrigin(app, config)}/api/payment/callback/${provider.name}`,
        body: JSON.stringify(event),
        sign: (body) => localWebhookHeaders(provider.webhookSecret, body, now()),
        delaysMs: retryDelaysMs,
        log: app.log,
      });
      return reply.code(sent.delivered ? 200 : 502).send({ delivered: sent.delivered, disputeId });
    });
  }

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const send = (reply: FastifyReply, answer: PageAnswer) =>
    reply.code(answer.status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(answer.html);

  app.get('/pay/pay-page.css', { schema: { hide: true } }, async (_req, reply) =>
    reply.header('cache-control', 'public, max-age=86400').type('text/css; charset=utf-8').send(css),
  );
  // A wildcard, not a :token parameter: the router refuses parameters longer than 100 characters, tokens are longer.
  app.get<{ Params: { '*': string }; Querystring: Record<string, unknown> }>('/pay/*', { schema: { hide: true } }, async (req, reply) =>
    send(reply, await showPayPage(deps, req.params['*'], req.query.lang)),
  );
  app.post<{ Params: { '*': string } }>('/pay/*', { schema: { hide: true } }, async (req, reply) =>
    send(reply, await submitPayPage(deps, req.params['*'], asForm(req.body))),
  );
}

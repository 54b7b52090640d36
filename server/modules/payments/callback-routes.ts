import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import type { AppContext } from '../../context.js';
import { messageOnly, ok } from '../../http/envelope.js';
import { refuse } from '../../http/refusals.js';
import { receiveWebhook, type Disputed, type RefundFailed, type Settle } from './adapters/receive-webhook.js';
import { recordDispute } from './disputes.js';
import { recordRefundFailure } from './refunds.js';
import { paymentProvider } from './providers.js';
import { settleDeposit } from './service.js';
import { keepRawBodies } from '../../http/raw-body.js';

export interface CallbackOptions {
  ctx: AppContext;
  /** Defaults to the payments service's settleDeposit. */
  settle?: Settle;
  /** Defaults to refunds' recordRefundFailure. */
  refundFailed?: RefundFailed;
  /** Defaults to disputes' recordDispute. */
  disputed?: Disputed;
}

/**
 * POST /api/payment/callback/:provider: the webhooks of the PSPs. No session (the PSP's signature is the proof);
 * the body is kept as the exact bytes, because that is what the signature covers.
 */
export default async function paymentCallbackRoutes(app: FastifyInstance, { ctx, settle = (provider, event) => settleDeposit(ctx, provider, event), refundFailed = (provider, event) => recordRefundFailure(ctx, provider, event), disputed = (provider, event) => recordDispute(ctx, provider, event) }: CallbackOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  keepRawBodies(app);

  const schema = { hide: true, params: z.object({ provider: z.string().max(40) }), response: messageOnly };
  api.post('/payment/callback/:provider', { schema }, async (req, reply) => {
    const answer = await receiveWebhook({
      provider: paymentProvider(ctx, req.params.provider),
      rawBody: Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
      headers: req.headers,
      now: ctx.now(),
      settle,
      refundFailed,
      disputed,
      log: req.log,
    });
    if (answer.status === 200) return ok(null, answer.result);
    return refuse(reply, answer.status, req.t(answer.key));
  });
}

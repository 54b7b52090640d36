import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { answers, messageOnly, ok } from '../../http/envelope.js';
import { refuseFor } from '../../http/reasons.js';
import { anyRole, installOperatorGuard, signInStep } from './guard.js';
import paymentReviewRoutes from './payments-routes.js';
import playerMessageRoutes from './player-messages-routes.js';
import playerRoutes from './players-routes.js';
import dashboardRoutes from './dashboard-routes.js';
import auditRoutes from './audit-routes.js';
import transactionRoutes from './transactions-routes.js';
import contentRoutes from '../content/routes.js';
import operatorsRoutes from './operators-routes.js';
import catalogueRoutes from '../catalogue/routes.js';
import callRequestRoutes from './call-requests-routes.js';
import menuJackpotRoutes from '../content/menu-jackpot-routes.js';
import adminPaymentMethodRoutes from '../payments/admin-method-routes.js';
import adminBonusRoutes from '../bonus/admin-routes.js';
import chatAdminRoutes from './chat-routes.js';
import refundRoutes from './refunds-routes.js';
import { operatorCodePayload, operatorIdentity, operatorLoginPayload, operatorLoginStep, operatorSignedIn } from './schemas.js';
import { checkOperatorCode, checkOperatorPassword, identityOf, signOutOperator } from './service.js';

// The back office is not part of the published player API.
const hide = true;

/** /api/admin: the back office's own sign-in (password, then TOTP), session and calls. See guard.ts for the scheme. */
export interface OperatorRoutesOptions {
  /** Told after an operator changed what players see (the bootstrap cache). */
  contentChanged?: () => void;
}

export default async function operatorRoutes(app: FastifyInstance, ctx: AppContext, { contentChanged = () => {} }: OperatorRoutesOptions = {}) {
  installOperatorGuard(app, ctx);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const device = (req: { ip: string; headers: { 'user-agent'?: string } }) => ({ ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '') });

  api.post('/login', { ...signInStep(), schema: { hide, body: operatorLoginPayload, response: answers(operatorLoginStep) } }, async (req, reply) => {
    const outcome = await checkOperatorPassword(ctx, req.body, device(req));
    if (!outcome.ok) return refuseFor(req, reply, outcome);
    return ok(outcome.value, req.t(outcome.value.step === 'enroll' ? 'operators.enroll' : 'operators.enterCode'));
  });

  api.post('/login/code', { ...signInStep(), schema: { hide, body: operatorCodePayload, response: answers(operatorSignedIn) } }, async (req, reply) => {
    const outcome = await checkOperatorCode(ctx, req.body, device(req));
    return outcome.ok ? ok(outcome.value, req.t('operators.signedIn')) : refuseFor(req, reply, outcome);
  });

  api.get('/me', { ...anyRole(), schema: { hide, response: answers(operatorIdentity) } }, async (req) => ok(identityOf(req.operator!)));

  api.post('/logout', { ...anyRole(), schema: { hide, response: messageOnly } }, async (req) => {
    await signOutOperator(ctx, req.operator!, req.ip);
    return ok(null, req.t('operators.signedOut'));
  });

  await api.register(paymentReviewRoutes, ctx);
  await api.register(playerMessageRoutes, ctx);
  await api.register(playerRoutes, ctx);
  await api.register(dashboardRoutes, ctx);
  await api.register(auditRoutes, ctx);
  await api.register(transactionRoutes, ctx);
  await api.register(contentRoutes, { ctx, contentChanged });
  await api.register(operatorsRoutes, ctx);
  await api.register(catalogueRoutes, { ctx, contentChanged });
  await api.register(callRequestRoutes, ctx);
  await api.register(menuJackpotRoutes, { ctx, contentChanged });
  await api.register(adminPaymentMethodRoutes, ctx);
  await api.register(adminBonusRoutes, ctx);
  await api.register(chatAdminRoutes, ctx);
  await api.register(refundRoutes, ctx);
}

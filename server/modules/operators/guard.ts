import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { AppContext } from '../../context.js';
import type { OperatorRole } from '../../db/schema.js';
import { refuseFor } from '../../http/reasons.js';
import { refused } from '../outcome.js';
import { OPERATOR_ROLES } from './accounts.js';
import { writeAudit } from './audit.js';
import { operatorLifetimes, resolveOperatorSession, type OperatorPrincipal } from './sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    operator: OperatorPrincipal | null;
  }
  interface FastifyContextConfig {
    /** Who may call an /api/admin route: 'public' (the sign-in steps) or the roles allowed. */
    operatorRoles?: 'public' | readonly OperatorRole[];
  }
}

/** The back office's scheme: `Authorization: Operator <token>`. A player's `Bearer` token is never read here. */
export function operatorToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (typeof header !== 'string' || !header.startsWith('Operator ')) return null;
  const token = header.slice(9).trim();
  return token.length > 0 ? token : null;
}

/** Route options of an /api/admin route that the given roles may call (spread into the options). */
export const requireRole = (...roles: OperatorRole[]) => ({ config: { operatorRoles: roles } });
export const anyRole = () => requireRole(...OPERATOR_ROLES);
export const signInStep = () => ({ config: { operatorRoles: 'public' as const } });

/**
 * Guards every route of the instance it is installed on: each must declare who may call it (a route without a
 * declaration fails at start-up, so a forgotten check cannot ship), and the check runs on request, before the body
 * is read or validated: a caller without a session or the role learns nothing of what the route accepts.
 */
export function installOperatorGuard(app: FastifyInstance, ctx: AppContext): void {
  const lifetimes = operatorLifetimes(ctx.config);
  app.decorateRequest('operator', null);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.config?.operatorRoles) throw new Error(`${route.method} ${route.url} declares no operator roles`);
  });
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    const allowed = req.routeOptions.config.operatorRoles;
    if (allowed === 'public') return;
    const token = operatorToken(req);
    const operator = token ? await resolveOperatorSession(ctx.db.kysely, token, lifetimes, ctx.now()) : null;
    if (!operator) return refuseFor(req, reply, refused('operator_not_signed_in'));
    // No roles: the not-found handler below, which only operators reach (paths are not probed from outside).
    if (allowed && !allowed.includes(operator.role)) {
      // A refusal is a security event: the audit log keeps who tried what (its own write: nothing rolls it back).
      const route = `${req.method} ${req.routeOptions.url ?? req.url.split('?')[0]}`;
      await writeAudit(ctx.db.kysely, { kind: 'operator', operatorId: operator.operatorId, ip: req.ip }, { action: 'access.denied', target: `route:${route}`, after: { role: operator.role, allowed: [...allowed] } }, ctx.now()).catch(
        (err: unknown) => req.log.warn({ err }, 'refused operator action not audited'),
      );
      return refuseFor(req, reply, refused('operator_forbidden'));
    }
    req.operator = operator;
  });
  app.setNotFoundHandler((req, reply) => refuseFor(req, reply, refused('page_not_found')));
}

import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from './envelope.js';

export interface AuthPrincipal {
  playerId: number;
  sessionId: number;
}

/** Turns a bearer token into a principal; the identity module provides the real one. */
export interface TokenVerifier {
  verify(token: string, req: FastifyRequest): Promise<AuthPrincipal | null>;
  /** Why a token that opens nothing was ended, when the player is to be told (an operator blocked them). */
  endedBecause?(token: string): Promise<'blocked' | null>;
}

/** The header a 401 carries when the session was ended for a reason the player is told in its message. */
export const SESSION_ENDED_HEADER = 'x-session-ended';

export const rejectAllTokens: TokenVerifier = { verify: async () => null };

declare module 'fastify' {
  interface FastifyRequest {
    principal: AuthPrincipal | null;
  }
  interface FastifyInstance {
    authenticate(req: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** For routes guests use too: a valid session sets `principal`; anything else leaves it null (never a 401). */
    identify(req: FastifyRequest): Promise<void>;
  }
}

export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (typeof header === 'string' && header.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    return token.length > 0 ? token : null;
  }
  return null;
}

/** `preHandler: app.authenticate` on a route (or `addHook` on a prefix) admits only a valid session. */
export const bearerAuth = fp<{ verifier: TokenVerifier }>(async (app: FastifyInstance, { verifier }) => {
  app.decorateRequest('principal', null);
  app.decorate('authenticate', async (req: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(req);
    const principal = token ? await verifier.verify(token, req) : null;
    if (!principal) {
      const why = token && verifier.endedBecause ? await verifier.endedBecause(token) : null;
      if (why === 'blocked') {
        await reply.code(401).header(SESSION_ENDED_HEADER, why).send(fail(req.t('operators.accountBlocked')));
        return;
      }
      await reply.code(401).send(fail(req.t('error.unauthorized')));
      return;
    }
    req.principal = principal;
  });
  app.decorate('identify', async (req: FastifyRequest) => {
    const token = bearerToken(req);
    req.principal = token ? await verifier.verify(token, req) : null;
  });
});

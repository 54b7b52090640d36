import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sportsTokenData, sportsTokenPayload } from '../../../contracts/sportsbook.js';
import { answers, ok } from '../../http/envelope.js';
import { refuseFor } from '../../http/reasons.js';
import type { ProviderEnv } from '../casino/providers/env.js';
import { tokenFor } from './tokens.js';

export { BETCO_FRAME_URL, hasPartnerAccess, issuePartnerToken, partnerFrame } from './tokens.js';

/** POST sports/token: a fresh partner token for the frame, for logged-in players. */
export async function sportsTokenRoutes(app: FastifyInstance, env: ProviderEnv): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post('/sports/token', { preHandler: api.authenticate, schema: { body: sportsTokenPayload, response: answers(sportsTokenData) } }, async (req, reply) => {
    const { playerId, sessionId } = req.principal!;
    const outcome = await tokenFor(env.db.kysely, env.config, { playerId, sessionId, partner: req.body.partner, now: env.now(), locale: req.locale });
    return outcome.ok ? ok(outcome.value) : refuseFor(req, reply, outcome);
  });
}

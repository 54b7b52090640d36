import type { FastifyInstance } from 'fastify';
import type * as z from 'zod';
import type { ProviderEnv } from '../../../casino/providers/env.js';
import { betcoSecret } from './keys.js';
import { authenticateRequest, balanceRequest, BETCO_CODES, betRequest, rollbackRequest, settleRequest, type Refusal } from './schemas.js';
import { SIGNATURE_HEADER, verifyBody } from './signature.js';
import { authenticate, balance, bet, rollbackBet, settleBet, type BetcoDeps } from './wallet.js';
import { keepRawBodies } from '../../../../http/raw-body.js';

type Handler<T> = (deps: BetcoDeps, body: T) => Promise<object>;

function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return undefined;
  }
}

const refusal = (code: Refusal['code'], message: string): Refusal => ({ code, message });

/**
 * Betco's wallet calls, under /api/sports/betco, bodies kept raw for the signature. A refusal is HTTP 200 with its
 * code; a wrong signature 401; a failure on our side 500 (the partner retries a settlement, drops a bet).
 */
export async function betcoPlugin(api: FastifyInstance, env: ProviderEnv): Promise<void> {
  await api.register(
    async (scope) => {
      keepRawBodies(scope, { hidden: true });
      const deps: BetcoDeps = { db: env.db.kysely, now: env.now };

      const route = <T>(path: string, schema: z.ZodType<T>, handler: Handler<T>) =>
        scope.post(path, async (req, reply) => {
          const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
          const signature = req.headers[SIGNATURE_HEADER];
          // Checked before anything is read: an unsigned request learns nothing and changes nothing.
          if (!verifyBody(raw, typeof signature === 'string' ? signature : undefined, betcoSecret(env))) {
            return reply.code(401).send(refusal(BETCO_CODES.INVALID_SIGNATURE, 'invalid signature'));
          }
          const body = schema.safeParse(parseJson(raw));
          if (!body.success) return reply.send(refusal(BETCO_CODES.INVALID_REQUEST, body.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')));
          try {
            return reply.send(await handler(deps, body.data));
          } catch (err) {
            req.log.error({ err, path }, 'betco wallet call failed');
            return reply.code(500).send(refusal(BETCO_CODES.INTERNAL_ERROR, 'internal error'));
          }
        });

      route('/authenticate', authenticateRequest, authenticate);
      route('/balance', balanceRequest, balance);
      route('/bet', betRequest, bet);
      route('/settle', settleRequest, settleBet);
      route('/rollback', rollbackRequest, rollbackBet);
    },
    { prefix: '/sports/betco' },
  );
}

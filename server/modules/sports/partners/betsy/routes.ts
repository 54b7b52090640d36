import type { FastifyInstance, FastifyReply } from 'fastify';
import type * as z from 'zod';
import type { ProviderEnv } from '../../../casino/providers/env.js';
import { verifyDetached } from './jws.js';
import { betsySecret } from './keys.js';
import { balance, placeBet, profile, rollback, settle, unsettle, type BetsyDeps, type Result } from './operations.js';
import {
  BETSY, balanceRequest, placeBetRequest, profileRequest, rollbackRequest, settleRequest, unsettleRequest, type BetsyError, type RollbackRequest, type SettleRequest,
  type UnsettleRequest,
} from './schemas.js';
import { keepRawBodies } from '../../../../http/raw-body.js';

type PutRequest = UnsettleRequest | SettleRequest | RollbackRequest;

/** Where our partner API is served (Betsy's PARTNER_API_URL), under /api. */
export const BETSY_API_PREFIX = '/sports/betsy';
export const BETSY_API_PATH = `/api${BETSY_API_PREFIX}`;

type Handler<T> = (deps: BetsyDeps, body: T) => Promise<Result<unknown>>;

const refuse = (reply: FastifyReply, error: BetsyError) => reply.code(400).send(error);

function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Betsy's partner API as the operator serves it: user data, balance, place bet (POST /payment/bet, type 1), and on
 * PUT /payment/bet unsettle (type 1), settle (type 2) and rollback (type 3). Every request is signed (x-sign-jws over the raw body); every refusal is HTTP 400
 * `{code, message}`. Nothing here calls out: answers come from our database only.
 */
export async function betsyPartnerApi(api: FastifyInstance, env: ProviderEnv): Promise<void> {
  await api.register(
    async (scope) => {
      // Betsy's protocol, not the player API: kept out of /api/docs; bodies kept raw for the signature.
      keepRawBodies(scope, { hidden: true });
      const deps: BetsyDeps = { db: env.db.kysely, now: env.now };

      const route = <T>(method: 'POST' | 'PUT', path: string, pick: (parsed: unknown) => z.ZodType<T> | null, handler: Handler<T>) =>
        scope.route({
          method,
          url: path,
          handler: async (req, reply) => {
            const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
            const signature = req.headers['x-sign-jws'];
            // Checked before anything is read: an unsigned request learns nothing and changes nothing.
            if (!verifyDetached(raw, typeof signature === 'string' ? signature : undefined, betsySecret(env))) {
              return refuse(reply, { code: BETSY.INVALID_SIGNATURE, message: 'Invalid request signature' });
            }
            const parsed = parseJson(raw);
            const schema = pick(parsed);
            const body = schema?.safeParse(parsed);
            if (!body?.success) return refuse(reply, { code: BETSY.VALIDATION, message: body ? body.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ').slice(0, 500) : 'Unsupported type' });
            try {
              const result = await handler(deps, body.data);
              return result.ok ? reply.send(result.value) : refuse(reply, result.error);
            } catch (err) {
              env.log.error({ err, path }, 'betsy partner call failed');
              return refuse(reply, { code: BETSY.SYSTEM, message: 'System error' });
            }
          },
        });

      const typeOf = (parsed: unknown) => (parsed !== null && typeof parsed === 'object' ? (parsed as { type?: unknown }).type : undefined);
      route('POST', '/user/profile', () => profileRequest, profile);
      route('POST', '/user/balance', () => balanceRequest, balance);
      route('POST', '/payment/bet', () => placeBetRequest, placeBet);
      // One path, three operations told apart by `type`: 1 unsettle, 2 settle, 3 rollback.
      const putSchemas: Record<number, z.ZodType<PutRequest>> = { 1: unsettleRequest, 2: settleRequest, 3: rollbackRequest };
      route('PUT', '/payment/bet', (parsed) => putSchemas[Number(typeOf(parsed))] ?? null, (deps, body: PutRequest) =>
        body.type === 1 ? unsettle(deps, body) : body.type === 2 ? settle(deps, body) : rollback(deps, body),
      );
    },
    { prefix: BETSY_API_PREFIX },
  );
}

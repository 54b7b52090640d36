import type { FastifyInstance } from 'fastify';
import type * as z from 'zod';
import type { CallbackDeps } from '../types.js';
import type { Hub88Keys } from './keys.js';
import { balanceRequest, betRequest, refusalOf, rollbackRequest, RS, userInfoRequest, winRequest, type WalletResponse } from './schemas.js';
import { verifyBody } from './signature.js';
import { refusal } from './session.js';
import { bet, rollback, win } from './transactions.js';
import { userBalance, userInfo } from './user.js';

type Handler<T> = (deps: CallbackDeps, body: T) => Promise<WalletResponse>;

function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** What can be read from a body we will not act on, to echo back (request_uuid, user): strings only. */
function echo(parsed: unknown): { user?: string; request_uuid?: string } {
  if (parsed === null || typeof parsed !== 'object') return {};
  const { user, request_uuid } = parsed as Record<string, unknown>;
  return { user: typeof user === 'string' ? user.slice(0, 255) : undefined, request_uuid: typeof request_uuid === 'string' ? request_uuid.slice(0, 255) : undefined };
}

/**
 * Hub88's Wallet API as the Operator serves it (mounted under /api/providers/hub88, bodies kept raw). Every answer is
 * HTTP 200 with a status, except an unexpected failure on our side: 500, which Hub88 treats as a network failure
 * (a bet is rolled back, a win or rollback retried).
 */
export function hub88Callbacks(keys: () => Hub88Keys) {
  return async (app: FastifyInstance, deps: CallbackDeps): Promise<void> => {
    const route = <T>(path: string, schema: z.ZodType<T>, handler: Handler<T>) =>
      app.post(path, async (req, reply) => {
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const parsed = parseJson(raw);
        const signature = req.headers['x-hub88-signature'];
        // Checked before anything else is read: an unsigned request learns nothing and changes nothing.
        if (!verifyBody(raw, typeof signature === 'string' ? signature : undefined, keys().hub88Public)) {
          return reply.send(refusal(RS.INVALID_SIGNATURE, echo(parsed)));
        }
        const body = schema.safeParse(parsed);
        if (!body.success) return reply.send(refusal(refusalOf(parsed, body.error.issues), echo(parsed)));
        try {
          return reply.send(await handler(deps, body.data));
        } catch (err) {
          deps.log.error({ err, path }, 'hub88 wallet callback failed');
          return reply.code(500).send(refusal(RS.UNKNOWN, echo(parsed)));
        }
      });

    route('/user/info', userInfoRequest, userInfo);
    route('/user/balance', balanceRequest, userBalance);
    route('/transaction/bet', betRequest, bet);
    route('/transaction/win', winRequest, win);
    route('/transaction/rollback', rollbackRequest, rollback);
  };
}

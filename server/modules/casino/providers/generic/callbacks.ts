import type { FastifyInstance } from 'fastify';
import type { CallbackDeps } from '../types.js';
import { answerOf, answerRoot, type Answer } from './answers.js';
import { operationOf, readCall } from './calls.js';
import type { WalletMapping } from './mapping.js';
import { settle } from './settle.js';
import { incoming } from './transport.js';

/**
 * A generic contract's wallet callbacks (mounted under /api/providers/<key>, bodies kept raw): decode, verify the
 * signature before reading anything, read the call, settle it, answer in the provider's codes. An unexpected
 * failure on our side is the contract's internal error (usually HTTP 500: the provider retries or rolls back).
 */
export function genericCallbacks(mapping: WalletMapping, secret: () => string) {
  return async (app: FastifyInstance, deps: CallbackDeps): Promise<void> => {
    const paths = [...new Set(Object.values(mapping.routes).map((route) => route.path))];
    for (const path of paths) {
      const defaultRoot = Object.values(mapping.routes).find((route) => route.path === path)?.root;
      app.post(path, async (req, reply) => {
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const { fields, signed } = incoming(mapping, secret(), deps.now(), raw, req.headers);
        const op = fields && signed ? operationOf(mapping, path, fields) : null;
        let answer: Answer;
        if (!fields) answer = answerOf(mapping, 'bad_request');
        else if (!signed) {
          deps.log.warn({ provider: mapping.key, path, ip: req.ip }, 'wallet callback with a bad signature refused');
          answer = answerOf(mapping, 'bad_signature', { request: fields });
        }
        else if (!op) answer = answerOf(mapping, 'bad_request', { request: fields });
        else {
          const call = readCall(mapping, op, fields);
          try {
            answer = call ? await settle(mapping, deps, call, fields) : answerOf(mapping, 'bad_request', { request: fields });
          } catch (err) {
            deps.log.error({ err, provider: mapping.key, path }, 'wallet callback failed');
            answer = answerOf(mapping, 'internal_error', { request: fields });
          }
        }
        const root = answerRoot(op ? mapping.routes[op].root : defaultRoot);
        return reply.code(answer.http).type(mapping.codec.contentType).send(mapping.codec.encode(answer.fields, root));
      });
    }
  };
}

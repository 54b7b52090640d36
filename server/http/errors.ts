import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { formatIssue } from '../../contracts/issues.js';
import { isDataError } from '../db/errors.js';
import { HashingBusyError } from '../modules/auth/hash-gate.js';
import { fail } from './envelope.js';

type ValidationItem = { instancePath: string; keyword: string; message?: string; params: Record<string, unknown> };

function localizedFieldErrors(items: ValidationItem[], req: FastifyRequest): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const item of items) {
    const path = item.instancePath.split('/').filter(Boolean);
    const field = path.join('.') || '_';
    if (errors[field]) continue;
    const issue = { ...item.params, code: item.keyword, message: item.message ?? '', path } as never;
    errors[field] = formatIssue(issue, (key, params) => req.t(key, params));
  }
  return errors;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = localizedFieldErrors(error.validation as unknown as ValidationItem[], req);
      const first = Object.values(errors)[0];
      const message = first ? `${req.t('error.validation')} ${first}` : req.t('error.validation');
      return reply.code(400).send({ ...fail(message), errors });
    }
    if (isDataError(error)) {
      req.log.info({ err: error }, 'database refused a value');
      return reply.code(400).send(fail(req.t('error.badRequest')));
    }
    if (error instanceof HashingBusyError) {
      reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(503).send(fail(req.t('error.busy')));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.code(429).send(fail(req.t('error.rateLimited')));
    if (status === 401) return reply.code(401).send(fail(req.t('error.unauthorized')));
    if (status >= 400 && status < 500) {
      req.log.info({ err: error }, 'client error');
      const key = status === 404 ? 'error.notFound' : 'error.badRequest';
      return reply.code(status).send(fail(req.t(key)));
    }
    // Internals (SQL, stack traces, file paths) stay in the log, never in the answer.
    req.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(fail(req.t('error.internal')));
  });
}

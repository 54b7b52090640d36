import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What the code under a request knows of it without being handed it: its id (logs, audit rows, ledger entries). */
export interface RequestScope {
  requestId: string;
  /** The game provider or sports partner whose wallet call this is (wallet metrics); unset for the player API. */
  provider?: string;
}

const scopes = new AsyncLocalStorage<RequestScope>();
const kResource = Symbol('requestScope');

/** An incoming x-request-id is kept only when it is an id (a balancer's or a caller's), never free text for the logs. */
const WELL_FORMED = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

/** Fastify's genReqId: the caller's well-formed x-request-id, else a new UUID. */
export function requestIdOf(req: { headers: Record<string, string | string[] | undefined> }): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && WELL_FORMED.test(given) ? given : randomUUID();
}

// Game providers' wallet calls (/api/providers/<key>/…) and sports partners' (/api/sports/<partner>/…).
const WALLET_CALLER = /^\/api\/(?:providers|sports)\/([a-z0-9_-]{1,40})\//;
const walletCaller = (url: string) => WALLET_CALLER.exec(url)?.[1];

export const currentScope = (): RequestScope | undefined => scopes.getStore();
export const currentRequestId = (): string | null => scopes.getStore()?.requestId ?? null;

/**
 * Runs every request inside its scope, and echoes its id in the answer. The body is read in another async context
 * (the socket's 'end'), so the scope is entered again before validation (as @fastify/request-context does).
 */
export function registerRequestScope(app: FastifyInstance): void {
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    scopes.run({ requestId: req.id, provider: walletCaller(req.url) }, () => {
      const resource = new AsyncResource('request-scope');
      (req as FastifyRequest & { [kResource]?: AsyncResource })[kResource] = resource;
      resource.runInAsyncScope(done, req.raw);
    });
  });
  app.addHook('preValidation', (req, _reply, done) => {
    const resource = (req as FastifyRequest & { [kResource]?: AsyncResource })[kResource];
    if (resource) resource.runInAsyncScope(done, req.raw);
    else done();
  });
}

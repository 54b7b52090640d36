import { BlockList, isIP } from 'node:net';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import { TransactionStatus, TransactionType } from '../../contracts/enums.js';
import type { Config } from '../config.js';
import type { Db } from '../db/index.js';
import { pendingMigrations } from '../db/migrate.js';
import { countPaymentWebhook, dbPoolInUse, dbPoolWaiting, hubConnections, hubCounts, httpRequests, pendingWithdrawals, registry } from './metrics.js';

export interface Ops {
  /** True from SIGTERM on: /readyz answers 503 and new requests are refused. */
  readonly draining: boolean;
  /** Refuses new requests from now on and resolves once the requests in flight have ended (or `waitMs` passed). */
  drain(waitMs: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    ops: Ops;
  }
}

const OPS_PATHS = new Set(['/healthz', '/readyz', '/metrics']);
const CHECK_TIMEOUT_MS = 1_000;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** METRICS_ALLOW's addresses and ranges (10.0.0.0/8, ::1), as a block list to test a socket's address against. */
export function metricsAllowList(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, bits] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return list;
}

function mayReadMetrics(req: FastifyRequest, allow: BlockList, token: string | undefined): boolean {
  const given = req.headers.authorization;
  if (token && typeof given === 'string' && given.startsWith('Bearer ')) {
    const a = Buffer.from(given.slice(7));
    const b = Buffer.from(token);
    if (a.length === b.length && timingSafeEqual(a, b)) return true;
  }
  // The socket's own address, never X-Forwarded-For: a request a proxy forwarded is a visitor's, so it needs the token.
  if (req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined) return false;
  const remote = (req.raw.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  const family = isIP(remote) === 6 ? 'ipv6' : 'ipv4';
  return remote !== '' && allow.check(remote, family);
}

/**
 * GET /healthz (the process answers), GET /readyz (it can serve: database, migrations, Redis; 503 while draining)
 * and GET /metrics (Prometheus, for METRICS_ALLOW's addresses or with METRICS_TOKEN); the request metrics, and the
 * drain that SIGTERM starts (server/start.ts).
 */
export function registerOps(app: FastifyInstance, { config, db, redis }: { config: Config; db: Db; redis: Redis | null }): void {
  let draining = false;
  let inFlight = 0;
  let idle: (() => void) | null = null;
  let atHead = false;
  const allow = metricsAllowList(config.METRICS_ALLOW);

  app.decorate('ops', {
    get draining() {
      return draining;
    },
    async drain(waitMs: number) {
      draining = true;
      if (inFlight === 0) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, waitMs);
        idle = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    },
  } satisfies Ops);

  app.addHook('onRequest', (req, reply, done) => {
    const opsPath = OPS_PATHS.has(req.url);
    if (draining && !opsPath) {
      // Stop taking new requests: the balancer sends them (and the client's retry) to another process.
      void reply.code(503).header('connection', 'close').header('retry-after', '1').send({ success: false, message: 'shutting down', data: null });
      return;
    }
    // A hub's upgrade is hijacked and lives on as a WebSocket: not a request in flight.
    if (!opsPath && req.headers.upgrade === undefined) {
      inFlight += 1;
      reply.raw.once('close', () => {
        inFlight -= 1;
        if (inFlight === 0 && idle) idle();
      });
    }
    done();
  });

  app.addHook('onResponse', (req, reply, done) => {
    const route = req.routeOptions.url ?? 'unmatched';
    httpRequests.observe({ method: req.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    if (route === '/api/payment/callback/:provider') countPaymentWebhook((req.params as { provider?: string }).provider ?? '', reply.statusCode);
    done();
  });

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    const checks: Record<string, string> = {};
    try {
      await within(sql`select 1`.execute(db.kysely), CHECK_TIMEOUT_MS);
      checks.database = 'ok';
      if (!atHead) {
        const pending = await within(pendingMigrations(db), CHECK_TIMEOUT_MS);
        atHead = pending.length === 0;
      }
      checks.migrations = atHead ? 'ok' : 'pending';
    } catch (error) {
      checks.database = `unreachable: ${(error as Error).message}`;
    }
    if (redis) {
      try {
        await within(redis.ping(), CHECK_TIMEOUT_MS);
        checks.redis = 'ok';
      } catch (error) {
        checks.redis = `unreachable: ${(error as Error).message}`;
      }
    }
    if (draining) checks.process = 'draining';
    const ready = Object.values(checks).every((value) => value === 'ok');
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', mode: config.SITE_MODE, checks });
  });

  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    if (!mayReadMetrics(req, allow, config.METRICS_TOKEN)) return reply.code(403).send({ success: false, message: 'forbidden', data: null });
    const [pending] = await Promise.all([
      db.kysely
        .selectFrom('transactions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('type', '=', TransactionType.Withdraw)
        .where('status', '=', TransactionStatus.Pending)
        .executeTakeFirst(),
    ]);
    pendingWithdrawals.set(Number(pending?.n ?? 0));
    let hub = 0;
    for (const count of hubCounts) hub += count();
    hubConnections.set(hub);
    const pool = db.poolStats?.();
    if (pool) {
      dbPoolInUse.set(pool.inUse);
      dbPoolWaiting.set(pool.waiting);
    }
    return reply.header('content-type', registry.contentType).send(await registry.metrics());
  });
}

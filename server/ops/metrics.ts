import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { currentScope } from './request-scope.js';

/**
 * The process's Prometheus metrics (GET /metrics, server/ops/routes.ts). Counters live once per process, as
 * Prometheus expects; the gauges read their sources when scraped.
 */
export const registry = new Registry();
// Process and Node.js figures, among them event-loop lag (nodejs_eventloop_lag_seconds and its percentiles).
collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

export const httpRequests = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests by method, route pattern and status, with their latency',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

const walletOperations = new Counter({
  name: 'wallet_operations_total',
  help: 'Balance movements by caller (game provider, sports partner, or site), kind (bet, win, deposit…) and outcome',
  labelNames: ['provider', 'kind', 'outcome'] as const,
  registers: [registry],
});

const paymentWebhooks = new Counter({
  name: 'payment_webhooks_total',
  help: 'PSP webhooks received, by provider and outcome (the HTTP status answered)',
  labelNames: ['provider', 'outcome'] as const,
  registers: [registry],
});

const redisErrors = new Counter({
  name: 'redis_errors_total',
  help: 'Errors of the Redis connections, by client (limiter, backplane)',
  labelNames: ['client'] as const,
  registers: [registry],
});

export const pendingWithdrawals = new Gauge({ name: 'payments_pending_withdrawals', help: 'Withdrawals waiting for an operator', registers: [registry] });
export const hubConnections = new Gauge({ name: 'hub_connections', help: 'Open real-time hub connections (players and operators) of this process', registers: [registry] });
export const dbPoolInUse = new Gauge({ name: 'db_pool_connections_in_use', help: 'PostgreSQL pool: connections running a query or transaction', registers: [registry] });
export const dbPoolWaiting = new Gauge({ name: 'db_pool_waiting_requests', help: 'PostgreSQL pool: queries waiting for a connection', registers: [registry] });

/** A movement's outcome once known; inside a transaction, counted when it commits (see wallet/service.ts). */
export function countWalletOperation(kind: string, outcome: string): void {
  walletOperations.inc({ provider: currentScope()?.provider ?? 'site', kind, outcome });
}

export const countPaymentWebhook = (provider: string, status: number) =>
  paymentWebhooks.inc({ provider, outcome: status === 200 ? 'accepted' : status >= 500 ? 'error' : 'refused' });

export const countRedisError = (client: 'limiter' | 'backplane') => redisErrors.inc({ client });

/** Each hub's count of open connections (server/hub/index.ts adds its own while it runs). */
export const hubCounts = new Set<() => number>();

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Limiter, LimitRule } from '../limiter/index.js';
import { fail } from './envelope.js';
import { parseLocale, serverMessage } from './messages.js';
import { isApiUrl } from './security.js';

/**
 * Fastify's trustProxy from TRUST_PROXY. A hop count trusts that many proxies nearest to us whatever their
 * address (Fastify itself no longer accepts a bare number): right only when the site is reachable solely through
 * them; a list of their addresses is safer.
 */
export function trustedProxies(setting: boolean | number | string[]): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

// PSPs deliver webhooks in bursts from a few addresses (the local one from this host): their signature guards the route.
// Game providers' wallet calls come the same way, hundreds a second at peak, each signed.
// Sports partners too (Betsy settles with PUT).
const isPaymentCallback = (req: FastifyRequest) =>
  (req.method === 'POST' && (req.url.startsWith('/api/payment/callback/') || req.url.startsWith('/api/providers/'))) ||
  ((req.method === 'POST' || req.method === 'PUT') && (req.url.startsWith('/api/sports/betsy/') || req.url.startsWith('/api/sports/betco/')));

/** Our game servers' API (/games/<provider>/api/...): the game frame calls it per spin, outside /api. */
const isGameApi = (url: string) => /^\/games\/[\w-]+\/api\//.test(url);

const isBalancePoll = (req: FastifyRequest) =>
  req.method === 'GET' && (req.url === '/api/user/balance' || req.url.startsWith('/api/user/balance?'));

declare module 'fastify' {
  interface FastifyRequest {
    /** A balance poll counted against its session: counted against the address too if the session is refused. */
    countIpIfRefused: boolean;
  }
}

/**
 * Limits /api and the game servers' API per client address with the same limiter (memory, or Redis shared by every process) that guards
 * logins and codes. Callback-style hooks and one store call per request: every logged-in player polls the balance
 * every 3 s, so this runs more than anything else. That poll counts against its session instead of the address
 * (players behind one address, or one NAT, would otherwise spend its budget between a few tabs); polls with a
 * token that is refused count against the address, and an address already over its budget gets no polls either.
 * When Redis is unreachable the limiter counts in memory (limiter/fallback.ts); should the store still fail, the
 * request is admitted, not refused.
 */
export function registerApiRateLimit(
  app: FastifyInstance,
  { limiter, rule, sessionPollRule }: { limiter: Limiter; rule: LimitRule; sessionPollRule: LimitRule },
): void {
  app.decorateRequest('countIpIfRefused', false);
  app.addHook('onRequest', (req, reply, done) => {
    if (!(isApiUrl(req.url) || isGameApi(req.url)) || isPaymentCallback(req)) {
      done();
      return;
    }
    const token = isBalancePoll(req) ? req.headers.authorization : undefined;
    const verdict = token
      ? limiter.check(rule, req.ip).then((byIp) => (byIp.allowed ? limiter.consume(sessionPollRule, token) : byIp))
      : limiter.consume(rule, req.ip);
    if (token) req.countIpIfRefused = true;
    verdict.then(
      (result) => {
        if (result.allowed) {
          done();
          return;
        }
        // The game frame sends no x-locale: its calls are answered in the browser's language, as the game server does.
        const message = isGameApi(req.url) ? serverMessage(parseLocale(req.headers['accept-language']), 'error.rateLimited') : req.t('error.rateLimited');
        reply.code(429).header('retry-after', String(result.retryAfterSeconds)).send(fail(message));
      },
      (err: unknown) => {
        req.log.warn({ err }, 'rate limit store unavailable; request admitted');
        done();
      },
    );
  });
  app.addHook('onResponse', (req, reply, done) => {
    if (req.countIpIfRefused && reply.statusCode === 401) {
      limiter.consume(rule, req.ip).catch((err: unknown) => req.log.warn({ err }, 'rate limit store unavailable'));
    }
    done();
  });
}

import { readFileSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Db } from './db/index.js';
import { requestContext } from './http/request-context.js';
import { registerErrorHandling } from './http/errors.js';
import { clientErrorHandler, frameworkErrors } from './http/framework-errors.js';
import { registerSecurityHeaders } from './http/security.js';
import { registerApiRateLimit, trustedProxies } from './http/rate-limit.js';
import { connectLimiterRedis, firstConnection } from './limiter/redis.js';
import { registerSpa } from './http/static.js';
import { docsRoutes, registerOpenApi } from './http/openapi.js';
import { bearerAuth, type TokenVerifier } from './http/auth.js';
import { createContext } from './context.js';
import { scheduleRetention } from './retention.js';
import cmsRoutes from './modules/cms/routes.js';
import { bootstrapCache } from './modules/cms/bootstrap-cache.js';
import { loadFirstViewPages } from './pages/first-view.js';
import { firstViewGamesCache } from './modules/casino/first-view-games.js';
import casinoRoutes from './modules/casino/routes.js';
import mediaRoutes from './modules/media/routes.js';
import type { Messenger } from './modules/outbox/messenger.js';
import { identityPlugins } from './modules/identity.js';
import { sessionVerifier } from './modules/sessions/verifier.js';
import { createPaymentProviders, isLocalProvider } from './modules/payments/adapters/index.js';
import paymentCallbackRoutes from './modules/payments/callback-routes.js';
import payPageRoutes from './modules/payments/hosted-page/routes.js';
import { setPaymentProviders } from './modules/payments/providers.js';
import { scheduleMoneySweep } from './modules/payments/sweep.js';
import operatorRoutes from './modules/operators/routes.js';
import { registerHub } from './hub/index.js';
import { selfHttp } from './http/self-http.js';
import { sharedValues, type ProviderEnv } from './modules/casino/providers/env.js';
import { createProviderAdapters, registerProviderCallbacks } from './modules/casino/providers/index.js';
import launchRoutes from './modules/casino/launch-routes.js';
import gameHistoryRoutes from './modules/casino/history-routes.js';
import { registerGameSide } from './games/index.js';
import { sportsApiPlugins, sportsRootPlugins } from './modules/sports/plugins.js';
import { adminPageRoutes } from './pages/admin-page.js';
import { registerRequestScope, requestIdOf } from './ops/request-scope.js';
import { registerOps } from './ops/routes.js';
import { assertLiveReady, isLive } from './live-checks.js';
import { loggedRequest, redactedText } from './http/log-redaction.js';
import type { DestinationStream } from 'pino';

export interface AppOptions {
  config: Config;
  db: Db;
  /** Defaults to the real session verifier. */
  verifier?: TokenVerifier;
  /** The clock of sessions, codes and limits (tests move it). */
  now?: () => Date;
  /** Replaces the SMS and e-mail adapters chosen from the config. */
  messenger?: Messenger;
  /** Extra API plugins, registered under /api (tests use this to add probe routes). */
  apiPlugins?: Array<(api: FastifyInstance) => Promise<void>>;
  /** Where log lines go (default stdout; tests read them). */
  logStream?: DestinationStream;
}

export type App = FastifyInstance;

/**
 * Logs hold no secrets: the request's URL without its tokens (http/log-redaction.ts, one list), and so does any text
 * a line carries (Fastify names the raw URL of a route it did not find).
 */
function loggerOptions(config: Config, stream?: DestinationStream) {
  if (config.LOG_LEVEL === 'silent') return false;
  const hooks = {
    logMethod(this: unknown, args: unknown[], method: (...a: unknown[]) => void) {
      return method.apply(this, args.map((a) => (typeof a === 'string' ? redactedText(a) : a)));
    },
  };
  return { level: config.LOG_LEVEL, serializers: { req: loggedRequest }, hooks, ...(stream ? { stream } : {}) };
}

/**
 * HTTP/2 where this process terminates TLS (TLS_CERT_FILE, TLS_KEY_FILE); HTTP/1.1 clients still connect (ALPN).
 * Behind a reverse proxy that terminates TLS, the proxy speaks HTTP/2 to browsers and this stays HTTP/1.1.
 */
function tlsOptions(config: Config): object {
  if (!config.TLS_CERT_FILE || !config.TLS_KEY_FILE) return {};
  return { http2: true, https: { allowHTTP1: true, cert: readFileSync(config.TLS_CERT_FILE), key: readFileSync(config.TLS_KEY_FILE) } };
}

export async function buildApp({ config, db, verifier, now, messenger, apiPlugins = [], logStream }: AppOptions): Promise<App> {
  const app = Fastify({
    ...tlsOptions(config),
    logger: loggerOptions(config, logStream),
    trustProxy: trustedProxies(config.TRUST_PROXY),
    bodyLimit: 256 * 1024,
    return503OnClosing: true,
    // Every log line of a request carries its id (a well-formed incoming x-request-id, else a new one); see ops/request-scope.ts.
    genReqId: requestIdOf,
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Demo or live, decided here once (live-checks.ts): a live configuration with a stand-in does not get further.
  await assertLiveReady(config, db.kysely);
  app.log.info({ siteMode: config.SITE_MODE }, config.SITE_MODE === 'live' ? 'site mode: live (real money)' : 'site mode: demo (play money, stand-ins on)');

  db.reportConnectionError((err) => app.log.warn({ err }, 'database connection lost while idle; the pool opens another'));
  const redis = config.REDIS_URL ? connectLimiterRedis(config.REDIS_URL) : null;
  const ctx = createContext({ db, config, redis, log: app.log, now, messenger });
  // Once per app: the local PSP's keys (random unless configured) must be the same for its page and its webhooks.
  const paymentProviders = createPaymentProviders(config, { log: app.log, db: ctx.db.kysely });
  setPaymentProviders(ctx, paymentProviders);
  if (redis) await firstConnection(redis);
  scheduleRetention(ctx);
  scheduleMoneySweep(ctx);
  app.addHook('onClose', async () => {
    await ctx.background.drain();
    redis?.disconnect();
  });
  // First of the hooks: the request's id and scope, /healthz, /readyz, /metrics and the drain on SIGTERM.
  registerRequestScope(app);
  registerOps(app, { config, db, redis });

  // Game providers: our adapters (launch + wallet callbacks) and, unless configured otherwise, their local stand-ins,
  // which reach this server over HTTP exactly as the real ones would.
  const providerEnv: ProviderEnv = {
    config, db, now: ctx.now, log: app.log, shared: sharedValues(),
    http: selfHttp(app, { ...config, callbackOrigin: config.GAME_CALLBACK_ORIGIN ?? config.PAYMENT_CALLBACK_ORIGIN }),
  };
  const providerAdapters = createProviderAdapters(providerEnv);

  // The bootstrap, kept serialized per language: answered by cms/grouped and embedded in every rendered page.
  const bootstrap = bootstrapCache(db, config.SITE_MODE);
  // The games a rendered page lists, kept like the bootstrap; both forget their copies when an operator changes content.
  const firstGames = firstViewGamesCache(db);
  const contentChanged = () => {
    bootstrap.invalidate();
    firstGames.invalidate();
  };
  await app.register(requestContext);
  registerErrorHandling(app);
  await registerSecurityHeaders(app, config);
  // Only routes that answer long lists compress (`compress: {}`); static files are compressed once at build time.
  await app.register(compress, { global: false, threshold: 1024 });
  registerApiRateLimit(app, { limiter: ctx.limiter, rule: ctx.limits.api, sessionPollRule: ctx.limits.balancePoll });
  const tokens = verifier ?? sessionVerifier(ctx);
  await app.register(bearerAuth, { verifier: tokens });
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      await api.register(cmsRoutes, { db, bootstrap });
      await api.register(casinoRoutes, { db, now: ctx.now });
      await api.register(launchRoutes, { db, adapters: providerAdapters, now: ctx.now, sessionHours: config.GAME_SESSION_HOURS, log: app.log });
      await api.register(gameHistoryRoutes, { db });
      await registerProviderCallbacks(api, providerAdapters.values(), providerEnv);
      for (const plugin of sportsApiPlugins) await api.register(async (scope) => plugin(scope, providerEnv));
      for (const plugin of identityPlugins(config)) await api.register(plugin, ctx);
      await api.register(paymentCallbackRoutes, { ctx });
      // The back office: its own sign-in and `Authorization: Operator <token>`; player tokens open nothing there.
      await api.register(async (admin) => operatorRoutes(admin, ctx, { contentChanged }), { prefix: '/admin' });
      for (const plugin of apiPlugins) await api.register(plugin);
      await docsRoutes(api, config);
    },
    { prefix: '/api' },
  );
  // The real-time hub: the same session tokens as the API.
  await registerHub(app, { ctx, verifier: tokens });
  await app.register(mediaRoutes, { prefix: '/media', dataDir: config.DATA_DIR, db: ctx.db.kysely });
  await registerGameSide(app, providerEnv);
  // The demo sportsbook stands in for the partners on a demo site only.
  if (!isLive(config)) for (const plugin of sportsRootPlugins) await app.register(async (scope) => plugin(scope, providerEnv));
  const pages = config.staticDir && config.ssrDir ? await loadFirstViewPages({ distDir: config.staticDir, ssrDir: config.ssrDir, bootstrap, games: firstGames }) : null;
  const localPsp = paymentProviders.get('local');
  // Its console raises chargebacks on a development or test server (DEV_OUTBOX, never in production).
  if (isLocalProvider(localPsp)) await app.register(payPageRoutes, { provider: localPsp, config, now: ctx.now, disputeConsole: config.DEV_OUTBOX && config.NODE_ENV !== 'production' });
  await app.register(adminPageRoutes, { staticDir: config.staticDir });
  await registerSpa(app, config.staticDir, pages);
  return app;
}

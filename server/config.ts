import * as z from 'zod';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

/**
 * Which X-Forwarded-For entries name the client: none (false), all (true: only when the proxy in front replaces
 * the header, otherwise anyone can claim any address), the last N hops (a number: N proxies of ours in front), or
 * what the listed proxy addresses/ranges appended.
 */
const trustProxy = z.string().transform((v, ctx): boolean | number | string[] => {
  const value = v.trim().toLowerCase();
  if (['false', 'no', 'off', '0'].includes(value)) return false;
  if (['true', 'yes', 'on'].includes(value)) return true;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const list = value.split(/[\s,]+/).filter(Boolean);
  if (list.every((entry) => /^[0-9a-f:.]+(\/\d{1,3})?$/.test(entry) || ['loopback', 'linklocal', 'uniquelocal'].includes(entry))) return list;
  ctx.addIssue({ code: 'custom', message: 'false, true, a hop count, or a list of proxy addresses/ranges' });
  return z.NEVER;
});

// Origins a deployment adds to its policy (game and payment providers), separated by commas or spaces.
const sources = z
  .string()
  .transform((v) => v.split(/[\s,]+/).filter(Boolean))
  .pipe(z.array(z.string().regex(/^(https|wss):\/\/(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/i, 'an https:// or wss:// origin')));

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  // demo: stand-ins for payments, game providers and sports partners, play money, a notice on every page.
  // live: real money; the server refuses to start while a stand-in that creates money or outcomes is enabled.
  SITE_MODE: z.enum(['demo', 'live']).default('demo'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]*$/).optional(),
  // PostgreSQL: connections this process keeps (each process its own pool; keep processes × this under max_connections).
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  REDIS_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // GET /metrics: for these socket addresses or ranges (comma separated), or with `Authorization: Bearer METRICS_TOKEN`.
  METRICS_ALLOW: z
    .string()
    .transform((v) => v.split(/[\s,]+/).filter(Boolean))
    .pipe(z.array(z.string().regex(/^[0-9a-f.:]+(\/\d{1,3})?$/i, 'an IP address or range (10.0.0.0/8)')))
    .default(['127.0.0.1', '::1']),
  METRICS_TOKEN: z.string().min(16).optional(),
  // SIGTERM: in-flight requests may finish, then the process exits; past this it exits anyway.
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(1_000).max(600_000).default(10_000),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  RATE_LIMIT_PREFIX: z.string().regex(/^[\w:.-]{1,64}$/).optional(),
  SEED_DEMO: bool.default(true),
  // GET /api/dev/outbox lists every code the local adapters "sent": for development and browser tests only.
  DEV_OUTBOX: bool.default(false),
  TRUST_PROXY: trustProxy.default(false),
  BALANCE_LIMIT_PER_SESSION: z.coerce.number().int().positive().default(120),
  // The address players use (https://kasa.example); https turns HSTS on.
  PUBLIC_ORIGIN: z.string().url().optional(),
  /** PEM files: when both are set the server terminates TLS itself and speaks HTTP/2 (HTTP/1.1 too, by ALPN). */
  TLS_CERT_FILE: z.string().min(1).optional(),
  TLS_KEY_FILE: z.string().min(1).optional(),
  CSP_FRAME_SOURCES: sources.optional(),
  CSP_CONNECT_SOURCES: sources.optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().positive().default(12),
  CODE_TTL_MINUTES: z.coerce.number().int().positive().default(10),
  // How long what is over is kept before the periodic clean-up deletes it.
  SESSION_RETENTION_DAYS: z.coerce.number().positive().default(30),
  CODE_RETENTION_DAYS: z.coerce.number().positive().default(1),
  OUTBOX_RETENTION_DAYS: z.coerce.number().positive().default(7),
  CLEANUP_INTERVAL_SECONDS: z.coerce.number().int().positive().default(3600),
  CODE_MAX_ATTEMPTS: z.coerce.number().int().positive().default(5),
  CODE_RESEND_SECONDS: z.coerce.number().int().nonnegative().default(60),
  // Without it a random pepper per process is used: codes then verify only on the process that issued them.
  CODE_PEPPER: z.string().min(16).optional(),
  LOGIN_LIMIT_PER_IP: z.coerce.number().int().positive().default(100),
  LOGIN_LIMIT_PER_ACCOUNT: z.coerce.number().int().positive().default(50),
  LOGIN_LIMIT_PER_ACCOUNT_IP: z.coerce.number().int().positive().default(5),
  REGISTER_LIMIT_PER_IP: z.coerce.number().int().positive().default(20),
  // Call requests (the public form) per address per hour.
  CALL_REQUEST_LIMIT_PER_IP: z.coerce.number().int().positive().default(5),
  CHAT_LIMIT_PER_PLAYER: z.coerce.number().int().positive().default(20),
  CODE_SEND_LIMIT_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  CODE_SEND_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
  CODE_CHECK_LIMIT_PER_ACCOUNT: z.coerce.number().int().positive().default(20),
  CODE_CHECK_LIMIT_PER_IP: z.coerce.number().int().positive().default(100),
  // Back-office operators: short sessions, and failed sign-in attempts (password and code) per account, per account and
  // address, and per address for names that are no operator's (an office behind one address is not held for everyone).
  OPERATOR_IDLE_MINUTES: z.coerce.number().int().positive().default(15),
  OPERATOR_ABSOLUTE_HOURS: z.coerce.number().int().positive().default(8),
  OPERATOR_LOGIN_LIMIT_PER_IP: z.coerce.number().int().positive().default(20),
  OPERATOR_LOGIN_LIMIT_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  OPERATOR_LOGIN_LIMIT_PER_ACCOUNT_IP: z.coerce.number().int().positive().default(5),
  // An unpaid deposit's payment page closes and the deposit is cancelled after this long.
  DEPOSIT_EXPIRY_MINUTES: z.coerce.number().int().positive().default(30),
  // Responsible gambling: a raised or removed limit may be confirmed this long after the request (per jurisdiction).
  LIMIT_INCREASE_DELAY_HOURS: z.coerce.number().nonnegative().max(24 * 365).default(24),
  // How often deposits and bonuses past their time are cancelled and expired.
  MONEY_SWEEP_SECONDS: z.coerce.number().int().positive().default(60),
  // The real-time hub (/hubs/notify). Pings go out every HUB_KEEPALIVE_MS; a client that sends nothing (not even its
  // own pings, every 15 s by default) for HUB_CLIENT_TIMEOUT_MS is dropped; every HUB_SESSION_CHECK_MS the sessions
  // of open connections are checked again, closing those that lapsed (a logout closes them at once).
  HUB_KEEPALIVE_MS: z.coerce.number().int().positive().default(15_000),
  HUB_CLIENT_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  HUB_SESSION_CHECK_MS: z.coerce.number().int().positive().default(60_000),
  // Open connections per player (tabs and devices) and per client address, on each process.
  HUB_MAX_CONNECTIONS_PER_PLAYER: z.coerce.number().int().positive().default(10),
  HUB_MAX_CONNECTIONS_PER_IP: z.coerce.number().int().positive().default(50),
  // Clients send only the handshake and pings: a larger message closes the connection.
  HUB_MAX_MESSAGE_BYTES: z.coerce.number().int().min(1024).default(32 * 1024),
  // A client that leaves this much of what it was sent unread is cut; it reconnects and reads its state afresh.
  HUB_MAX_BUFFERED_BYTES: z.coerce.number().int().min(1024).default(256 * 1024),
  // Casino play. A launched game's token takes bets for this long (wins and refunds are paid later too).
  GAME_SESSION_HOURS: z.coerce.number().positive().default(12),
  // Where provider simulators and our own game servers send their wallet calls; default as PAYMENT_CALLBACK_ORIGIN.
  GAME_CALLBACK_ORIGIN: z.string().url().optional(),
  // Each provider: its API base URL (unset: the local simulator of that provider, served by this process under
  // /sim/<key>) and its keys (unset: made up per process, good only for the simulator). Hub88 signs with RSA: our
  // private key signs what we send, Hub88's public key verifies what it sends.
  HUB88_API_BASE: z.string().url().optional(),
  HUB88_OPERATOR_ID: z.coerce.number().int().positive().default(1),
  HUB88_PRIVATE_KEY_FILE: z.string().min(1).optional(),
  HUB88_PUBLIC_KEY_FILE: z.string().min(1).optional(),
  SOFTGAMINGS_API_BASE: z.string().url().optional(),
  SOFTGAMINGS_LOGIN: z.string().min(1).optional(),
  SOFTGAMINGS_SECRET: z.string().min(8).optional(),
  // Fundist issues an API password apart from the HMAC secret; unset, the secret serves as both.
  SOFTGAMINGS_API_PASSWORD: z.string().min(8).optional(),
  EGT_API_BASE: z.string().url().optional(),
  EGT_SECRET: z.string().min(8).optional(),
  AMUSNET_API_BASE: z.string().url().optional(),
  AMUSNET_SECRET: z.string().min(8).optional(),
  EVERYMATRIX_API_BASE: z.string().url().optional(),
  EVERYMATRIX_SECRET: z.string().min(8).optional(),
  DIGITAIN_API_BASE: z.string().url().optional(),
  DIGITAIN_SECRET: z.string().min(8).optional(),
  // Our own provably fair games: the key their game server signs its wallet calls with.
  KASA_GAMES_SECRET: z.string().min(16).optional(),
  // The demo sportsbook: its fixtures, odds and results all follow from this seed (docs/sports/demo-book.md); unset,
  // the documented default (live-checks.ts DEFAULT_SPORTSBOOK_SEED). A live site never serves the demo book.
  SPORTSBOOK_SEED: z.string().min(1).max(200).optional(),
  // Betco (BetConstruct SpringBuilder): the key both sides sign the seamless-wallet calls with (unset: random per
  // process, good only for the demo book on this server) and the iframe's base (unset: the demo book's Betco variant).
  BETCO_SECRET: z.string().min(16).optional(),
  BETCO_URL: z.string().min(1).default('/sportsbook/betco/'),
  // Sports: Betsy's partner secret (signs both ways; unset: made up per process, shared with the demo book), the
  // book's frame base URL and our client id there.
  BETSY_SECRET: z.string().min(8).optional(),
  BETSY_URL: z.string().min(1).default('/sportsbook/'),
  BETSY_CID: z.string().min(1).default('kasa'),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Kasa <no-reply@kasa.local>'),
  TWILIO_ACCOUNT_SID: z.string().regex(/^AC[0-9a-fA-F]{32}$/).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16).optional(),
  TWILIO_FROM: z.string().min(3).optional(),
  // The local PSP (hosted demo page): the key of its pay links and of its webhooks. Without them each process makes
  // up its own, and a link or webhook is then good only on the process that made it: set both when running several.
  PAYMENT_LOCAL_SECRET: z.string().min(16).optional(),
  PAYMENT_WEBHOOK_SECRET: z.string().min(16).optional(),
  // Where the hosted page posts its webhooks; default PUBLIC_ORIGIN, else http://127.0.0.1:<the listening port>.
  PAYMENT_CALLBACK_ORIGIN: z.string().url().optional(),
  // Stripe Checkout as a network PSP, on when both are set; STRIPE_API_BASE points the SDK elsewhere (a stand-in).
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\w+$/, 'a Stripe secret key (sk_test_..., sk_live_...)').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\w+$/, 'a Stripe webhook signing secret (whsec_...)').optional(),
  STRIPE_API_BASE: z.string().url().optional(),
});

/** staticDir: the client build (dist/); ssrDir: the server bundle that renders first views (dist-ssr/), when built. */
export type Config = z.infer<typeof configSchema> & { staticDir: string | null; ssrDir?: string | null };

export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<Config> = {}): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema
    .refine((c) => !(c.DEV_OUTBOX && c.NODE_ENV === 'production'), {
      path: ['DEV_OUTBOX'],
      message: 'must not be set in production (it lists every reset code)',
    })
    .refine((c) => Boolean(c.STRIPE_SECRET_KEY) === Boolean(c.STRIPE_WEBHOOK_SECRET), {
      path: ['STRIPE_SECRET_KEY'],
      message: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together',
    })
    .refine((c) => Boolean(c.TLS_CERT_FILE) === Boolean(c.TLS_KEY_FILE), {
      path: ['TLS_CERT_FILE'],
      message: 'TLS_CERT_FILE and TLS_KEY_FILE go together',
    })
    .safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { staticDir: null, ...parsed.data, ...overrides };
}

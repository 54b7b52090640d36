import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createPrivateKey, randomBytes, randomUUID, sign } from 'node:crypto';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HttpTransportType, HubConnectionBuilder, HubConnectionState, LogLevel, type HubConnection } from '@microsoft/signalr';
import { URI, type TOTP } from 'otpauth';
import pg from 'pg';
import { HUB_METHOD, HUB_PATH } from '../../contracts/notifications.js';
import { createDb } from '../../server/db/index.js';
import { createOperator } from '../../server/modules/operators/accounts.js';
import { localWebhookHeaders } from '../../server/modules/payments/adapters/local-webhook.js';

/**
 * `npm run soak`: the site as an operator runs it, under a mixed load, with one process killed half-way.
 *
 * Three compiled server processes (`dist-server/start.js`, built first when stale) on PostgreSQL (DATABASE_URL, a
 * schema of its own, dropped afterwards) and Redis (REDIS_URL) behind HAProxy (Debian's package; installed with
 * apt-get when missing and this runs as root), WebSockets passed through, all on loopback. For SOAK_SECONDS (300)
 * players log in, poll their balance, keep a hub connection, bet and win at Hub88 (signed with its demo key), deposit
 * through the demo PSP (its signed webhook), ask for withdrawals, and an operator approves them. Half-way one process
 * is killed with SIGKILL and started again. Then:
 *  - every account's balance equals the sum of its ledger;
 *  - every money move a client was told succeeded is there (bets, wins, deposits credited, withdrawals asked, approvals);
 *  - no 5xx, except for requests HAProxy's log puts in the killed process;
 *  - every hub client is connected at the end, those the kill dropped reconnected.
 * It prints throughput and p50/p99 per call, and exits non-zero when a check fails.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const PLAYERS = Number(process.env.SOAK_PLAYERS ?? 30);
const PROCESSES = 3;
const KILLED = 1;
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const FROM_SOURCE = process.env.SOAK_FROM_SOURCE === '1';
const WEBHOOK_SECRET = 'soak-webhook-secret-0123456789ab';
const PAPARA = 2;
const IBAN_WITHDRAW = 11;
const HUB88_KEY = createPrivateKey(readFileSync(new URL('../fixtures/hub88/private.pem', import.meta.url)));
const HUB88_PUBLIC_KEY_FILE = fileURLToPath(new URL('../fixtures/hub88/public.pem', import.meta.url));
const HUB88_PER_KURUS = 1000;
const OPERATOR_PASSWORD = 'soak-operator-password-1';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line: string) => console.log(`[soak ${new Date().toISOString().slice(11, 19)}] ${line}`);

// ---- HAProxy ---------------------------------------------------------------------------------------------------

function haproxyBinary(): string {
  const found = () => ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy'].find((p) => existsSync(p));
  let path = found();
  if (path) return path;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    log('HAProxy missing: apt-get install -y haproxy');
    spawnSync('apt-get', ['install', '-y', 'haproxy'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    path = found();
    if (path) return path;
  }
  throw new Error('the soak needs HAProxy (Debian: `sudo apt-get install haproxy`), which is not installed');
}

function haproxyConfig(lbPort: number, ports: number[]): string {
  return `global
  log stdout format raw local0
  maxconn 4096

defaults
  mode http
  log global
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # A hub WebSocket is a tunnel once upgraded: idle up to this long (the hub pings every 15 s).
  timeout tunnel 1h
  # A request that could not even connect (a killed process, before the health check notices) goes to another
  # server; one that reached a process is never sent twice (a bet or a deposit must not be made twice).
  retries 2
  option redispatch
  retry-on conn-failure

frontend site
  bind 127.0.0.1:${lbPort}
  capture request header x-soak-id len 40
  log-format "%[capture.req.hdr(0)] %s %ST %Ta %tsc"
  default_backend app

backend app
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  default-server inter 1s fall 2 rise 2
${ports.map((port, i) => `  server app${i} 127.0.0.1:${port} check`).join('\n')}
`;
}

// ---- Server processes -------------------------------------------------------------------------------------------

async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitReady(port: number, child: ChildProcess, ms = 120_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited with ${child.exitCode}`);
    if (Date.now() - started > ms) throw new Error(`server on ${port} not ready in ${ms} ms`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/readyz`);
      await res.arrayBuffer();
      if (res.status === 200) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
}

// ---- Measurements -----------------------------------------------------------------------------------------------

interface Call {
  kind: string;
  ms: number;
  status: number;
  id: string;
  at: number;
  /** Why nothing answered (status 0). */
  error?: string;
}
const calls: Call[] = [];
const failures: string[] = [];

let lbBase = '';

/** One request through the balancer, timed and tagged (HAProxy logs the tag with the server that answered). */
async function call(kind: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; json: any; text: string }> {
  const id = randomUUID();
  const started = performance.now();
  const at = Date.now();
  try {
    const res = await fetch(`${lbBase}${path}`, {
      method,
      headers: { 'x-soak-id': id, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    calls.push({ kind, ms: performance.now() - started, status: res.status, id, at });
    let json: any = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    return { status: res.status, json, text };
  } catch (error) {
    calls.push({ kind, ms: performance.now() - started, status: 0, id, at, error: String((error as Error & { cause?: unknown }).cause ?? error) });
    return { status: 0, json: null, text: String(error) };
  }
}

// ---- What clients were told -------------------------------------------------------------------------------------

const told = {
  bets: [] as string[],
  wins: [] as string[],
  deposits: [] as string[],
  withdrawals: [] as string[],
  approvals: [] as number[],
};

// ---- Players ----------------------------------------------------------------------------------------------------

interface Player {
  username: string;
  token: string;
  user: string;
  gameToken: string;
  gameCode: string;
  /** Hub88 rounds with an applied bet and no win yet. */
  open: Array<{ round: string; bet: string }>;
  hub?: HubClient;
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function register(i: number, tag: string): Promise<{ username: string; token: string }> {
  const username = `soak${i}x${tag}`;
  const r = await call('register', 'POST', '/api/auth/register', {
    name: 'Soak', surname: 'Oyuncu', username, email: `${username}@example.com`, password: 'soak-sifre-1', password2: 'soak-sifre-1',
    phone: '905301112233', PersonalNo: '10000000146', country: 235, currencyId: 1, birthDate: '1990-01-01', trialBonus: false,
  });
  if (r.status !== 200) throw new Error(`register: ${r.status} ${r.text}`);
  return { username, token: r.json.data.token };
}

async function deposit(p: Player, lira: number): Promise<void> {
  const started = await call('deposit', 'POST', '/api/payment/deposit', { id: PAPARA, target: 'pay', detail: { amount: lira, bonusId: 0 } }, auth(p.token));
  if (started.status !== 200) return;
  const url = started.json.data as string;
  const wire = JSON.parse(Buffer.from(new URL(url).pathname.split('/').pop()!.split('.')[0], 'base64url').toString('utf8')) as { r: string; p: string; a: number };
  const now = new Date();
  const body = JSON.stringify({
    id: `evt_${randomBytes(6).toString('hex')}`, type: 'payment.paid', created: Math.floor(now.getTime() / 1000),
    data: { reference: wire.r, providerReference: wire.p, amountMinor: wire.a, currency: 'TRY' },
  });
  const paid = await call('PSP webhook', 'POST', '/api/payment/callback/local', body, localWebhookHeaders(Buffer.from(WEBHOOK_SECRET), body, now));
  if (paid.status === 200 && paid.text.includes('"credited"')) told.deposits.push(wire.r);
}

function hub88(path: string, kind: string, payload: Record<string, unknown>) {
  const body = JSON.stringify(payload);
  const signature = sign('RSA-SHA256', Buffer.from(body), HUB88_KEY).toString('base64');
  return call(kind, 'POST', `/api/providers/hub88${path}`, body, { 'x-hub88-signature': signature });
}

async function bet(p: Player): Promise<void> {
  const round = randomUUID();
  const transaction = randomUUID();
  const r = await hub88('/transaction/bet', 'Hub88 bet', {
    user: p.user, transaction_uuid: transaction, supplier_transaction_id: randomBytes(8).toString('hex'), token: p.gameToken, supplier_user: null,
    round_closed: false, round, reward_uuid: null, request_uuid: randomUUID(), is_free: false, game_code: p.gameCode, currency: 'TRY', bet: null,
    amount: 50 * HUB88_PER_KURUS,
  });
  if (r.status === 200 && r.json?.status === 'RS_OK') {
    told.bets.push(transaction);
    p.open.push({ round, bet: transaction });
  }
}

async function win(p: Player): Promise<void> {
  const open = p.open.shift();
  if (!open) return bet(p);
  const transaction = randomUUID();
  const r = await hub88('/transaction/win', 'Hub88 win', {
    user: p.user, transaction_uuid: transaction, supplier_transaction_id: randomBytes(8).toString('hex'), token: p.gameToken, supplier_user: null,
    round_closed: true, round: open.round, reward_uuid: null, request_uuid: randomUUID(), is_free: false, game_code: p.gameCode, currency: 'TRY',
    bet: null, reference_transaction_uuid: open.bet, amount: 80 * HUB88_PER_KURUS,
  });
  if (r.status === 200 && r.json?.status === 'RS_OK') told.wins.push(transaction);
}

async function withdraw(p: Player): Promise<void> {
  const r = await call('POST payment/withdraw', 'POST', '/api/payment/withdraw', { id: IBAN_WITHDRAW, target: 'pay', detail: { amount: 100, iban: 'TR330006100519786457841326', accountHolder: 'Soak Oyuncu' } }, auth(p.token));
  if (r.status === 200) told.withdrawals.push(r.json.data.reference);
}

async function login(p: Player): Promise<void> {
  const r = await call('POST auth/login', 'POST', '/api/auth/login', { username: p.username, password: 'soak-sifre-1' });
  // The new session is the one the player goes on with (the hub keeps the one it connected with).
  if (r.status === 200 && r.json?.data?.token) p.token = r.json.data.token;
}

const balance = (p: Player) => call('GET user/balance', 'GET', '/api/user/balance', undefined, auth(p.token));

// ---- Hub clients ------------------------------------------------------------------------------------------------

interface HubClient {
  connection: HubConnection;
  drops: number;
  reconnects: number;
  pushes: number;
  stopped: boolean;
}

async function connectHub(token: string, client?: HubClient): Promise<HubClient> {
  const connection = new HubConnectionBuilder()
    .withUrl(`${lbBase}${HUB_PATH}`, { skipNegotiation: true, transport: HttpTransportType.WebSockets, accessTokenFactory: () => token })
    .configureLogging(LogLevel.None)
    .build();
  const c: HubClient = client ?? { connection, drops: 0, reconnects: 0, pushes: 0, stopped: false };
  c.connection = connection;
  connection.on(HUB_METHOD, () => c.pushes++);
  connection.onclose(() => {
    if (c.stopped) return;
    c.drops++;
    // As the site's client does: try again, through the balancer, until it holds.
    void (async () => {
      for (let attempt = 0; !c.stopped; attempt++) {
        await sleep(Math.min(2_000, 250 * (attempt + 1)));
        try {
          await connectHub(token, c);
          c.reconnects++;
          return;
        } catch {
          // the balancer may still send us to the dead process for a moment
        }
      }
    })();
  });
  await connection.start();
  return c;
}

// ---- Operator ---------------------------------------------------------------------------------------------------

async function operatorToken(schema: string): Promise<string> {
  const db = createDb({ databaseUrl: DATABASE_URL, pgSchema: schema });
  const username = `soakop${randomBytes(3).toString('hex')}`;
  try {
    const created = await createOperator(db.kysely, { username, password: OPERATOR_PASSWORD, role: 'finance' }, { kind: 'cli' }, new Date());
    if (!created.ok) throw new Error(created.problem);
    const login = await call('POST admin/login', 'POST', '/api/admin/login', { username, password: OPERATOR_PASSWORD });
    if (login.status !== 200) throw new Error(`operator login: ${login.status} ${login.text}`);
    const totp = URI.parse(login.json.data.otpauthUrl) as TOTP;
    const done = await call('POST admin/login/code', 'POST', '/api/admin/login/code', { enrollToken: login.json.data.enrollToken, code: totp.generate(), enrollCode: created.enrollCode });
    if (done.status !== 200) throw new Error(`operator enrol: ${done.status} ${done.text}`);
    return done.json.data.token as string;
  } finally {
    await db.destroy();
  }
}

async function approveSome(token: string): Promise<void> {
  const queue = await call('GET admin/payments/queue', 'GET', '/api/admin/payments/queue?type=2', undefined, { authorization: `Operator ${token}` });
  if (queue.status !== 200) return;
  const items = (queue.json.data as Array<{ id: number; type: number }>).filter((t) => t.type === 2).slice(0, 5);
  for (const item of items) {
    const r = await call('POST admin/payments/approve', 'POST', '/api/admin/payments/approve', { id: item.id }, { authorization: `Operator ${token}` });
    if (r.status === 200) told.approvals.push(item.id);
  }
}

// ---- The run ----------------------------------------------------------------------------------------------------

const percentile = (sorted: number[], p: number) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);

async function main(): Promise<number> {
  const haproxy = haproxyBinary();
  if (!FROM_SOURCE) {
    const built = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--if-stale'], { cwd: ROOT, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('npm run build failed');
  }
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  const schema = `soak_${randomBytes(4).toString('hex')}`;
  const dir = mkdtempSync(join(tmpdir(), 'soak-'));
  const ports = await Promise.all(Array.from({ length: PROCESSES }, () => freePort()));
  const lbPort = await freePort();
  lbBase = `http://127.0.0.1:${lbPort}`;
  // What every process shares: the database, Redis, the secrets, and the data directory (uploaded media).
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATA_DIR: join(dir, 'data'),
    DATABASE_URL,
    DATABASE_SCHEMA: schema,
    REDIS_URL,
    LOG_LEVEL: 'warn',
    PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
    PAYMENT_LOCAL_SECRET: 'soak-local-secret-0123456789abcd',
    PUBLIC_ORIGIN: lbBase,
    HUB88_PUBLIC_KEY_FILE,
    TRUST_PROXY: '127.0.0.1',
    RATE_LIMIT_MAX: '100000000',
    REGISTER_LIMIT_PER_IP: '100000000',
    LOGIN_LIMIT_PER_IP: '100000000',
    BALANCE_LIMIT_PER_SESSION: '100000000',
    DATABASE_POOL_SIZE: '10',
    ...(FROM_SOURCE ? { SKIP_SPA: '1' } : {}),
  };
  const children: Array<ChildProcess | null> = new Array(PROCESSES).fill(null);
  const start = (i: number, seed: boolean) => {
    const out = createWriteStream(join(dir, `app${i}.log`), { flags: 'a' });
    const args = FROM_SOURCE ? ['--import', 'tsx', 'server/start.ts'] : ['dist-server/start.js'];
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...env, PORT: String(ports[i]), SEED_DEMO: seed ? '1' : '0', GAME_CALLBACK_ORIGIN: `http://127.0.0.1:${ports[i]}` } });
    child.stdout!.pipe(out);
    child.stderr!.pipe(out);
    children[i] = child;
    return child;
  };
  const haproxyLog: string[] = [];
  let lb: ChildProcess | null = null;
  const hubs: HubClient[] = [];
  let completed = false;
  try {
    // The first process migrates and seeds; the others start on the migrated schema.
    await waitReady(ports[0], start(0, true));
    await Promise.all([1, 2].map((i) => waitReady(ports[i], start(i, false))));
    writeFileSync(join(dir, 'haproxy.cfg'), haproxyConfig(lbPort, ports));
    const check = spawnSync(haproxy, ['-c', '-f', join(dir, 'haproxy.cfg')], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`haproxy -c: ${check.stdout}${check.stderr}`);
    lb = spawn(haproxy, ['-db', '-f', join(dir, 'haproxy.cfg')], { stdio: ['ignore', 'pipe', 'pipe'] });
    lb.stdout!.on('data', (d: Buffer) => haproxyLog.push(...d.toString().split('\n').filter(Boolean)));
    lb.stderr!.on('data', (d: Buffer) => haproxyLog.push(...d.toString().split('\n').filter(Boolean)));
    for (let i = 0; ; i++) {
      const r = await fetch(`${lbBase}/readyz`).catch(() => null);
      if (r?.status === 200) break;
      if (i > 200) throw new Error('HAProxy does not answer');
      await sleep(50);
    }
    log(`3 processes on ${schema} behind HAProxy at ${lbBase}; ${PLAYERS} players for ${SECONDS} s (load average ${loadavg()[0].toFixed(1)})`);

    // Players: registered, funded, a Hub88 game launched, a hub connection each.
    const tag = Date.now().toString(36);
    const games = await call('casino games', 'POST', '/api/casino/games', { search: 'Galata', live: false });
    const gameCode = (games.json.data as Array<{ providerName: string; gameCode: string }>).find((g) => g.providerName === 'Hub88')?.gameCode;
    if (!gameCode) throw new Error('no Hub88 game found by "Galata"');
    const players: Player[] = [];
    for (let i = 0; i < PLAYERS; i++) {
      const { username, token } = await register(i, tag);
      const launch = await call('casino launch', 'POST', '/api/casino/hub88launchurl', { platform: 1, gameCode, language: 'tr', lobbyUrl: '/' }, auth(token));
      if (launch.status !== 200) throw new Error(`launch: ${launch.status} ${launch.text}`);
      const publicId = new URL(launch.json.data as string, 'http://x').searchParams.get('s');
      const session = (await admin.query(`SELECT operator_token, player_ref FROM ${schema}.gs_sessions WHERE public_id = $1`, [publicId])).rows[0];
      const p: Player = { username, token, user: session.player_ref, gameToken: session.operator_token, gameCode, open: [] };
      await deposit(p, 5_000);
      p.hub = await connectHub(token);
      hubs.push(p.hub);
      players.push(p);
    }
    const operator = await operatorToken(schema);
    calls.length = 0;

    // The load: each player one action after another; the operator approves withdrawals every second.
    const started = Date.now();
    const deadline = started + SECONDS * 1000;
    let killedAt = 0;
    let restartedMs = 0;
    const actions: Array<[number, (p: Player) => Promise<unknown>]> = [
      [40, balance], [25, bet], [15, win], [7, (p) => deposit(p, 500)], [8, withdraw], [5, login],
    ];
    const total = actions.reduce((s, [w]) => s + w, 0);
    const pick = () => {
      let x = Math.random() * total;
      for (const [w, action] of actions) if ((x -= w) < 0) return action;
      return balance;
    };
    const killer = (async () => {
      await sleep((SECONDS * 1000) / 2);
      log(`SIGKILL app${KILLED} (pid ${children[KILLED]!.pid})`);
      killedAt = Date.now();
      const dead = new Promise((resolve) => children[KILLED]!.once('exit', resolve));
      children[KILLED]!.kill('SIGKILL');
      await dead;
      restartedMs = await waitReady(ports[KILLED], start(KILLED, false));
      log(`app${KILLED} started again, ready in ${restartedMs} ms`);
    })();
    await Promise.all([
      ...players.map(async (p) => {
        while (Date.now() < deadline) {
          await pick()(p);
          await sleep(20 + Math.random() * 80);
        }
      }),
      (async () => {
        while (Date.now() < deadline) {
          await approveSome(operator);
          await sleep(1_000);
        }
      })(),
      killer,
    ]);
    const elapsed = (Date.now() - started) / 1000;
    // Hub clients the kill dropped have had time to come back.
    const settle = Date.now() + 15_000;
    while (Date.now() < settle && hubs.some((h) => h.connection.state !== HubConnectionState.Connected)) await sleep(200);
    await sleep(1_500);

    // ---- Checks ----
    const q = async (sql: string, params: unknown[] = []) => (await admin.query(sql, params)).rows;
    const mismatched = await q(`SELECT a.id, a.balance_minor, COALESCE(l.total, 0) AS ledger FROM ${schema}.accounts a
      LEFT JOIN (SELECT account_id, SUM(amount_minor) AS total FROM ${schema}.ledger_entries GROUP BY account_id) l ON l.account_id = a.id
      WHERE a.balance_minor <> COALESCE(l.total, 0)`);
    if (mismatched.length > 0) failures.push(`${mismatched.length} accounts whose balance is not their ledger, e.g. ${JSON.stringify(mismatched[0])}`);
    const accounts = Number((await q(`SELECT count(*)::int AS n FROM ${schema}.accounts`))[0].n);
    const missing = async (what: string, refs: Array<string | number>, sql: string) => {
      const found = new Set((await q(sql, [refs])).map((r) => String(r.ref)));
      const lost = refs.filter((r) => !found.has(String(r)));
      if (lost.length > 0) failures.push(`${lost.length} of ${refs.length} ${what} a client was told succeeded are missing, e.g. ${lost[0]}`);
    };
    await missing('bets', told.bets, `SELECT transaction_ref AS ref FROM ${schema}.game_transactions WHERE provider = 'hub88' AND kind = 'bet' AND transaction_ref = ANY($1)`);
    await missing('wins', told.wins, `SELECT transaction_ref AS ref FROM ${schema}.game_transactions WHERE provider = 'hub88' AND kind = 'win' AND transaction_ref = ANY($1)`);
    await missing('credited deposits', told.deposits, `SELECT reference AS ref FROM ${schema}.transactions WHERE type = 1 AND status = 1 AND reference = ANY($1)`);
    await missing('withdrawals', told.withdrawals, `SELECT reference AS ref FROM ${schema}.transactions WHERE type = 2 AND reference = ANY($1)`);
    await missing('approvals', told.approvals, `SELECT id AS ref FROM ${schema}.transactions WHERE type = 2 AND status = 1 AND id = ANY($1::int[])`);
    const ledgerOf = async (pattern: string) => Number((await q(`SELECT count(*)::int AS n FROM ${schema}.ledger_entries WHERE idempotency_key LIKE $1`, [pattern]))[0].n);
    const betEntries = await ledgerOf('game:hub88:%');

    // 5xx: only requests HAProxy put in the killed process (or sent there before it saw it die).
    const served = new Map<string, { server: string; status: string }>();
    for (const line of haproxyLog) {
      const [id, server, status] = line.split(' ');
      if (id && id !== '-') served.set(id, { server, status });
    }
    const bad = calls.filter((c) => c.status >= 500 || c.status === 0);
    // A request in flight in the killed process, or sent to it before HAProxy's health check saw it die (within
    // 3 s: checks every second, down after two), ends one of two ways: a 502 HAProxy logs against that process, or,
    // when it went over a kept-alive connection to it, the client's connection closed with no answer and no log line
    // (HAProxy leaves a retry to the client). Either way it ended within those 3 s; the same ending anywhere else,
    // or at any other time, fails the soak.
    const excused = bad.filter((c) => {
      const ended = c.at + c.ms;
      if (killedAt === 0 || ended < killedAt || ended > killedAt + 3_000) return false;
      const s = served.get(c.id);
      return s ? s.server.endsWith(`app${KILLED}`) : c.status === 0;
    });
    const unexcused = bad.filter((c) => !excused.includes(c));
    if (unexcused.length > 0) {
      const e = unexcused[0];
      failures.push(`${unexcused.length} answers 5xx or no answer outside the killed process, e.g. ${e.kind} ${e.status} ${e.error ?? ''} at ${((e.at - started) / 1000).toFixed(1)} s (${JSON.stringify(served.get(e.id) ?? null)})`);
      for (const c of unexcused.slice(0, 10)) console.error(`  unexcused: ${c.kind} ${c.status} ${c.error ?? ''} at ${((c.at - started) / 1000).toFixed(1)} s ${JSON.stringify(served.get(c.id) ?? null)}`);
    }
    const dropped = hubs.filter((h) => h.drops > 0);
    const notConnected = hubs.filter((h) => h.connection.state !== HubConnectionState.Connected);
    if (notConnected.length > 0) failures.push(`${notConnected.length} of ${hubs.length} hub clients not connected at the end`);
    if (dropped.some((h) => h.reconnects < h.drops)) failures.push('a hub client dropped and did not reconnect');

    // ---- Report ----
    console.log(`\nSoak: ${PROCESSES} processes behind HAProxy, PostgreSQL + Redis, ${PLAYERS} players + 1 operator, ${elapsed.toFixed(0)} s (load average ${loadavg().map((l) => l.toFixed(1)).join(' ')})\n`);
    const kinds = [...new Set(calls.map((c) => c.kind))].sort();
    console.log(`  ${'call'.padEnd(30)} ${'count'.padStart(7)} ${'per s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'5xx'.padStart(5)}`);
    for (const kind of kinds) {
      const of = calls.filter((c) => c.kind === kind);
      const ms = of.filter((c) => c.status > 0 && c.status < 500).map((c) => c.ms).sort((a, b) => a - b);
      console.log(`  ${kind.padEnd(30)} ${String(of.length).padStart(7)} ${(of.length / elapsed).toFixed(1).padStart(7)} ${percentile(ms, 50).toFixed(1).padStart(8)} ${percentile(ms, 99).toFixed(1).padStart(8)} ${String(of.filter((c) => c.status >= 500 || c.status === 0).length).padStart(5)}`);
    }
    console.log(`  ${'all'.padEnd(30)} ${String(calls.length).padStart(7)} ${(calls.length / elapsed).toFixed(1).padStart(7)}`);
    console.log(`\n  killed app${KILLED} at ${((killedAt - started) / 1000).toFixed(0)} s, ready again in ${restartedMs} ms; ${excused.length} requests lost with it (5xx from the killed process)`);
    console.log(`  hub clients: ${hubs.length}, ${dropped.length} dropped by the kill, ${dropped.filter((h) => h.reconnects >= h.drops).length} reconnected, ${hubs.length - notConnected.length} connected at the end`);
    console.log(`  accounts: ${accounts}, every balance equals its ledger: ${mismatched.length === 0 ? 'yes' : 'NO'}; Hub88 ledger entries ${betEntries}`);
    console.log(`  told succeeded and found: ${told.bets.length} bets, ${told.wins.length} wins, ${told.deposits.length} deposits, ${told.withdrawals.length} withdrawals, ${told.approvals.length} approvals`);
    completed = true;
    writeFileSync(join(dir, 'haproxy.log'), haproxyLog.join('\n'));
    if (failures.length > 0) {
      console.error(`\nSoak FAILED:\n  ${failures.join('\n  ')}\n  (process logs and haproxy.cfg in ${dir})`);
      return 1;
    }
    console.log('\nSoak passed.');
    return 0;
  } finally {
    for (const h of hubs) {
      h.stopped = true;
      await h.connection.stop().catch(() => {});
    }
    for (const child of children) if (child && child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(children.map((child) => (child && child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null)));
    lb?.kill('SIGTERM');
    if (process.env.SOAK_KEEP !== '1') {
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => {});
      if (completed && failures.length === 0) rmSync(dir, { recursive: true, force: true });
      else console.error(`process logs and haproxy.cfg kept in ${dir}`);
    }
    await admin.end();
  }
}

process.exit(await main());

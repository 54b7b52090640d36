import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { localWebhookHeaders } from '../../server/modules/payments/adapters/local-webhook.js';
import { fullPayload } from './identity-helpers.js';
import { IBAN_WITHDRAW, PAPARA, withdrawDetail } from './payments-helpers.js';

/** The real server as a child process (operations tests: shutdown, backups, the compiled start). */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const WEBHOOK_SECRET = 'spawned-webhook-secret-0123456789';

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface Spawned {
  child: ChildProcess;
  base: string;
  port: number;
  exited: Promise<number | null>;
  /** What the server wrote (stdout and stderr, the last 200 kB). */
  output: () => string;
  /** Milliseconds from spawn to the first answer of /healthz. */
  firstAnswerMs: number;
}

/**
 * Starts `argv` (default: the server from its sources) on a free port with `env` (on top of a quiet test setup);
 * resolves once GET /healthz answers.
 */
export async function spawnServer(env: Record<string, string>, { argv = ['--import', 'tsx', 'server/start.ts'], timeoutMs = 150_000 } = {}): Promise<Spawned> {
  const port = await freePort();
  const { DATABASE_URL: _u, DATABASE_SCHEMA: _s, REDIS_URL: _r, DATA_DIR: _d, PORT: _p, ...inherited } = process.env;
  const started = Date.now();
  const child = spawn(process.execPath, argv, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...inherited,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      SKIP_SPA: '1',
      LOG_LEVEL: 'warn',
      PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
      PAYMENT_LOCAL_SECRET: 'spawned-local-secret-0123456789ab',
      RATE_LIMIT_MAX: '100000000',
      REGISTER_LIMIT_PER_IP: '100000000',
      LOGIN_LIMIT_PER_IP: '100000000',
      BALANCE_LIMIT_PER_SESSION: '100000000',
      ...env,
    },
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-200_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => (gone = true));
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (gone) throw new Error(`server exited before answering:\n${output}`);
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer in time:\n${output}`);
    }
    try {
      const res = await fetch(`${base}/healthz`);
      await res.arrayBuffer();
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  return { child, base, port, exited, output: () => output, firstAnswerMs: Date.now() - started };
}

export async function stopSpawned(server: Spawned, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  return server.exited;
}

export interface Answer {
  status: number;
  body: { success: boolean; message: string; data: unknown };
}

export async function call(base: string, path: string, init: { body?: string; token?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const res = await fetch(`${base}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body: init.body,
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Answer['body'] };
}

export interface Player {
  username: string;
  token: string;
}

export async function registerPlayer(base: string): Promise<Player> {
  const payload = fullPayload({ trialBonus: false });
  const res = await call(base, '/api/auth/register', { body: JSON.stringify(payload) });
  if (res.status !== 200) throw new Error(`register: ${res.status} ${JSON.stringify(res.body)}`);
  return { username: payload.username, token: (res.body.data as { token: string }).token };
}

/** What the PSP knows of a started payment: the reference and amount, read from the page's signed (not secret) link. */
export function paymentOf(url: string): { reference: string; amountMinor: number; providerReference: string } {
  const token = new URL(url).pathname.split('/').pop()!;
  const wire = JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString('utf8')) as { r: string; a: number; p: string };
  return { reference: wire.r, amountMinor: wire.a, providerReference: wire.p };
}

export async function startDeposit(base: string, p: Player, lira: number) {
  const started = await call(base, '/api/payment/deposit', { token: p.token, body: JSON.stringify({ id: PAPARA, target: 'pay', detail: { amount: lira, bonusId: 0 } }) });
  if (started.status !== 200) throw new Error(`deposit: ${started.status} ${JSON.stringify(started.body)}`);
  return paymentOf(started.body.data as string);
}

/** The local PSP's signed "paid" webhook: its body and headers (send them with `call`, or byte by byte). */
export function paidWebhook(payment: { reference: string; amountMinor: number; providerReference: string }) {
  const body = JSON.stringify({
    id: `evt_${randomBytes(6).toString('hex')}`,
    type: 'payment.paid',
    created: Math.floor(Date.now() / 1000),
    data: { ...payment, currency: 'TRY' },
  });
  return { body, headers: localWebhookHeaders(Buffer.from(WEBHOOK_SECRET), body, new Date()) };
}

export const withdraw = (base: string, p: Player, lira: number) =>
  call(base, '/api/payment/withdraw', { token: p.token, body: JSON.stringify({ id: IBAN_WITHDRAW, target: 'pay', detail: withdrawDetail(lira) }) });

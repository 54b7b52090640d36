import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { TransactionStatus as S, TransactionType } from '../../contracts/enums.js';
import { localWebhookHeaders } from '../../server/modules/payments/adapters/local-webhook.js';
import { dialects, pg, pgUrl } from './helpers.js';
import { fullPayload } from './identity-helpers.js';
import { IBAN_WITHDRAW, PAPARA, withdrawDetail } from './payments-helpers.js';

/**
 * The money paths survive a crash: the real server (node server/start.ts, its own data) takes a burst of deposits,
 * paid webhooks and withdrawals and is killed with SIGKILL in the middle of it. After a restart on the same data,
 * every balance is its ledger, nothing is negative, what the server acknowledged is there (a paid webhook answered
 * 200 is a Confirmed deposit credited once; a withdrawal answered 200 is a Pending withdrawal whose money is held),
 * held money is exactly the pending withdrawals, and the server serves again, re-delivered webhooks included.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const WEBHOOK_SECRET = 'crash-webhook-secret-0123456789';
const LOCAL_SECRET = 'crash-local-secret-0123456789ab';
const PLAYERS = 6;
const WORKERS_PER_PLAYER = 3;
/** Acknowledged answers in the burst after which the server is killed, with more requests still in flight. */
const KILL_AFTER_ACKS = 45;
const FUND_LIRA = 3000;

/** A wrong answer the server gave (as opposed to a request the kill cut off). */
class Finding extends Error {}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Server {
  child: ChildProcess;
  base: string;
  exited: Promise<void>;
  log: () => string;
}

/** The real server as players and PSPs meet it, on `env`'s database; resolves once it answers. */
async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  // Only what this test decides: not the runner's database, Redis or data directory.
  const { DATABASE_URL: _u, DATABASE_SCHEMA: _s, REDIS_URL: _r, DATA_DIR: _d, PORT: _p, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...inherited,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      SKIP_SPA: '1',
      SEED_DEMO: '1',
      LOG_LEVEL: 'silent',
      PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
      PAYMENT_LOCAL_SECRET: LOCAL_SECRET,
      // Every request comes from 127.0.0.1: the per-address limits are not what this test is about.
      RATE_LIMIT_MAX: '100000000',
      REGISTER_LIMIT_PER_IP: '100000000',
      LOGIN_LIMIT_PER_IP: '100000000',
      BALANCE_LIMIT_PER_SESSION: '100000000',
      ...env,
    },
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 45_000;
  let gone = false;
  void exited.then(() => (gone = true));
  for (;;) {
    if (gone) throw new Error(`server exited before answering:\n${stderr}`);
    if (Date.now() > deadline) throw new Error(`server did not answer in time:\n${stderr}`);
    try {
      const res = await fetch(`${base}/api/cms/grouped`);
      await res.arrayBuffer();
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, base, exited, log: () => stderr };
}

async function stopServer(server: Server, signal: NodeJS.Signals = 'SIGTERM') {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  await server.exited;
}

interface Answer {
  status: number;
  body: { success: boolean; message: string; data: unknown };
}

async function call(base: string, path: string, init: { body?: string; token?: string; headers?: Record<string, string>; method?: string } = {}): Promise<Answer> {
  const res = await fetch(`${base}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body: init.body,
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

interface Player {
  username: string;
  token: string;
}

async function register(base: string): Promise<Player> {
  const payload = fullPayload({ trialBonus: false });
  const res = await call(base, '/api/auth/register', { body: JSON.stringify(payload) });
  if (res.status !== 200) throw new Error(`register: ${res.status} ${JSON.stringify(res.body)}`);
  return { username: payload.username, token: (res.body.data as { token: string }).token };
}

/** What the PSP knows of a started payment: the reference and amount, read from the page's signed (not secret) link. */
function paymentOf(url: string): { reference: string; amountMinor: number; providerReference: string } {
  const token = new URL(url).pathname.split('/').pop()!;
  const wire = JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString('utf8')) as { r: string; a: number; p: string };
  return { reference: wire.r, amountMinor: wire.a, providerReference: wire.p };
}

const startDeposit = (base: string, p: Player, lira: number) =>
  call(base, '/api/payment/deposit', { token: p.token, body: JSON.stringify({ id: PAPARA, target: 'pay', detail: { amount: lira, bonusId: 0 } }) });

function paidWebhook(base: string, payment: { reference: string; amountMinor: number; providerReference: string }) {
  const body = JSON.stringify({
    id: `evt_${randomBytes(6).toString('hex')}`,
    type: 'payment.paid',
    created: Math.floor(Date.now() / 1000),
    data: { ...payment, currency: 'TRY' },
  });
  return call(base, '/api/payment/callback/local', { body, headers: localWebhookHeaders(Buffer.from(WEBHOOK_SECRET), body, new Date()) });
}

const withdraw = (base: string, p: Player, lira: number) =>
  call(base, '/api/payment/withdraw', { token: p.token, body: JSON.stringify({ id: IBAN_WITHDRAW, target: 'pay', detail: withdrawDetail(lira) }) });

/** The database as it is, read beside the server (SQLite read-only, or PostgreSQL in the test's schema). */
interface State {
  players: Array<{ id: number; username: string }>;
  accounts: Array<{ id: number; player_id: number; kind: string; balance_minor: number }>;
  entries: Array<{ account_id: number; amount_minor: number; kind: string; reference: string; idempotency_key: string }>;
  transactions: Array<{ id: number; player_id: number; type: number; status: number; amount_minor: number; fee_minor: number; reference: string }>;
}

const QUERIES = {
  players: 'SELECT id, username FROM players',
  accounts: 'SELECT id, player_id, kind, balance_minor FROM accounts',
  entries: 'SELECT account_id, amount_minor, kind, reference, idempotency_key FROM ledger_entries',
  transactions: 'SELECT id, player_id, type, status, amount_minor, fee_minor, reference FROM transactions',
} as const;

const numeric = <T extends Record<string, unknown>>(rows: T[]): T[] =>
  rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'string' && /_minor$|^id$|_id$|^type$|^status$/.test(k) ? Number(v) : v])) as T);

async function readState(source: { sqlitePath: string } | { schema: string }): Promise<State> {
  const out: Record<string, unknown[]> = {};
  if ('sqlitePath' in source) {
    const db = new SQLite(source.sqlitePath, { readonly: true });
    try {
      for (const [name, text] of Object.entries(QUERIES)) out[name] = db.prepare(text).all();
    } finally {
      db.close();
    }
  } else {
    const client = new pg.Client({ connectionString: pgUrl, options: `-c search_path=${source.schema}` });
    await client.connect();
    try {
      for (const [name, text] of Object.entries(QUERIES)) out[name] = (await client.query(text)).rows;
    } finally {
      await client.end();
    }
  }
  return Object.fromEntries(Object.entries(out).map(([k, rows]) => [k, numeric(rows as Array<Record<string, unknown>>)])) as unknown as State;
}

interface Acked {
  /** Paid webhooks answered 200 ('credited'). */
  callbacks: Set<string>;
  /** Withdrawals answered 200, by reference. */
  withdrawals: Set<string>;
  /** Every started deposit the server answered with its payment page, whether or not its webhook got through. */
  deposits: Map<string, { reference: string; amountMinor: number; providerReference: string }>;
}

/** The ledger's invariants for `usernames`; returns the state for further checks. */
function checkLedger(state: State, usernames: Set<string>, acked: Acked) {
  const ours = state.players.filter((p) => usernames.has(p.username));
  expect(ours).toHaveLength(usernames.size);
  const ids = new Set(ours.map((p) => p.id));
  const accountById = new Map(state.accounts.map((a) => [a.id, a]));
  const entriesOf = (accountId: number) => state.entries.filter((e) => e.account_id === accountId);
  const byReference = new Map(state.transactions.map((t) => [t.reference, t]));

  for (const playerId of ids) {
    const accounts = state.accounts.filter((a) => a.player_id === playerId);
    const of = (kind: string) => accounts.find((a) => a.kind === kind);
    for (const account of accounts) {
      const sum = entriesOf(account.id).reduce((total, e) => total + e.amount_minor, 0);
      expect(account.balance_minor, `player ${playerId} ${account.kind}: balance = sum of its ledger`).toBe(sum);
      expect(account.balance_minor, `player ${playerId} ${account.kind}: not negative`).toBeGreaterThanOrEqual(0);
    }
    const txs = state.transactions.filter((t) => t.player_id === playerId);
    const withdrawals = txs.filter((t) => t.type === TransactionType.Withdraw);
    // Nobody decided any withdrawal: each is Pending, and held is exactly their sum (none orphaned, none missing).
    for (const w of withdrawals) expect(w.status, `withdrawal ${w.reference}`).toBe(S.Pending);
    const pendingSum = withdrawals.reduce((total, w) => total + w.amount_minor, 0);
    expect(of('held')?.balance_minor ?? 0, `player ${playerId}: held = pending withdrawals`).toBe(pendingSum);
    const cashEntries = entriesOf(of('cash')?.id ?? -1);
    const heldEntries = entriesOf(of('held')?.id ?? -1);
    for (const w of withdrawals) {
      expect(cashEntries.filter((e) => e.idempotency_key === `withdraw:${w.id}:hold`).map((e) => e.amount_minor)).toEqual([-w.amount_minor]);
      expect(heldEntries.filter((e) => e.idempotency_key === `withdraw:${w.id}:held`).map((e) => e.amount_minor)).toEqual([w.amount_minor]);
    }
    // A deposit is credited once if Confirmed, and not at all otherwise.
    let credited = 0;
    for (const d of txs.filter((t) => t.type === TransactionType.Deposit)) {
      const credits = cashEntries.filter((e) => e.kind === 'deposit' && e.reference === d.reference);
      if (d.status === S.Confirmed) {
        expect(credits.map((e) => e.amount_minor), `deposit ${d.reference} credited once`).toEqual([d.amount_minor - d.fee_minor]);
        credited += d.amount_minor - d.fee_minor;
      } else {
        expect(credits, `deposit ${d.reference} (status ${d.status}) not credited`).toEqual([]);
      }
    }
    expect(of('cash')?.balance_minor ?? 0, `player ${playerId}: cash = credited deposits - withdrawals`).toBe(credited - pendingSum);
    for (const e of [...cashEntries, ...heldEntries]) expect(['deposit', 'withdraw_held']).toContain(e.kind);
  }

  for (const reference of acked.callbacks) {
    const tx = byReference.get(reference);
    expect(tx, `acknowledged callback ${reference}`).toBeDefined();
    expect(tx!.status, `acknowledged callback ${reference}`).toBe(S.Confirmed);
    const credits = state.entries.filter((e) => e.kind === 'deposit' && e.reference === reference && accountById.get(e.account_id)?.player_id === tx!.player_id);
    expect(credits, `acknowledged callback ${reference}: one deposit entry`).toHaveLength(1);
  }
  for (const reference of acked.withdrawals) {
    const tx = byReference.get(reference);
    expect(tx, `acknowledged withdrawal ${reference}`).toBeDefined();
    expect(tx).toMatchObject({ type: TransactionType.Withdraw, status: S.Pending });
    expect(ids.has(tx!.player_id)).toBe(true);
  }
}

describe.each(dialects)('payments survive kill -9 of the server (%s)', (dialect) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it(
    'keeps every acknowledged deposit and withdrawal, and every balance equal to its ledger',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'payments-crash-'));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      const schema = `crash_${randomBytes(5).toString('hex')}`;
      const env: Record<string, string> = dialect === 'postgres' ? { DATABASE_URL: pgUrl!, DATABASE_SCHEMA: schema, DATA_DIR: dir } : { DATA_DIR: dir };
      if (dialect === 'postgres') {
        cleanups.push(async () => {
          const client = new pg.Client({ connectionString: pgUrl });
          await client.connect();
          await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
          await client.end();
        });
      }
      const source = dialect === 'postgres' ? { schema } : { sqlitePath: join(dir, 'casino.sqlite') };

      let server = await startServer(env);
      cleanups.push(() => stopServer(server, 'SIGKILL'));
      const first = server;
      const players = await Promise.all(Array.from({ length: PLAYERS }, () => register(first.base)));
      const usernames = new Set(players.map((p) => p.username));
      const acked: Acked = { callbacks: new Set(), withdrawals: new Set(), deposits: new Map() };

      // Funded before the burst, so withdrawals have cash to take from the start.
      for (const p of players) {
        const started = await startDeposit(first.base, p, FUND_LIRA);
        expect(started.status).toBe(200);
        const payment = paymentOf(started.body.data as string);
        acked.deposits.set(payment.reference, payment);
        const paid = await paidWebhook(first.base, payment);
        expect(paid.body.message).toBe('credited');
        acked.callbacks.add(payment.reference);
      }

      // The burst: per player several workers, each depositing (start + paid webhook) and withdrawing in turn.
      let acks = 0;
      let killedAt = 0;
      const ack = () => {
        acks += 1;
        if (acks === KILL_AFTER_ACKS) {
          killedAt = Date.now();
          first.child.kill('SIGKILL');
        }
      };
      let refusedWithdrawals = 0;
      let failedRequests = 0;
      const worker = async (p: Player, w: number) => {
        for (let i = 0; ; i++) {
          try {
            if ((i + w) % 2 === 0) {
              const started = await startDeposit(first.base, p, 100 + 7 * ((i * 13 + w) % 50));
              if (started.status !== 200) throw new Finding(`deposit answered ${started.status}: ${JSON.stringify(started.body)}`);
              const payment = paymentOf(started.body.data as string);
              acked.deposits.set(payment.reference, payment);
              ack();
              const paid = await paidWebhook(first.base, payment);
              if (paid.status !== 200) throw new Finding(`callback answered ${paid.status}: ${JSON.stringify(paid.body)}`);
              if (paid.body.message !== 'credited') throw new Finding(`callback of ${payment.reference}: ${paid.body.message}`);
              acked.callbacks.add(payment.reference);
              ack();
            } else {
              const res = await withdraw(first.base, p, 100 + ((i * 31 + w) % 60));
              if (res.status === 200) {
                acked.withdrawals.add((res.body.data as { reference: string }).reference);
                ack();
              } else if (res.status === 400 && res.body.message !== '') {
                refusedWithdrawals += 1;
              } else {
                throw new Finding(`withdraw answered ${res.status}: ${JSON.stringify(res.body)}`);
              }
            }
          } catch (error) {
            // After the kill every request fails (reset or refused): that is the crash, not a finding.
            if (killedAt === 0 || error instanceof Finding) {
              first.child.kill('SIGKILL'); // ends the other workers too
              throw error;
            }
            failedRequests += 1;
            return;
          }
        }
      };
      const ended = await Promise.allSettled(players.flatMap((p) => Array.from({ length: WORKERS_PER_PLAYER }, (_, w) => worker(p, w))));
      const errors = ended.flatMap((r) => (r.status === 'rejected' ? [r.reason as Error] : []));
      if (errors.length > 0) throw errors.find((e) => e instanceof Finding) ?? errors[0];
      await first.exited;
      expect(first.child.signalCode).toBe('SIGKILL');
      // Some requests were in flight when it died: the kill landed mid-burst.
      expect(failedRequests).toBeGreaterThan(0);
      expect(acked.withdrawals.size).toBeGreaterThan(0);
      expect(acked.callbacks.size).toBeGreaterThan(PLAYERS);

      server = await startServer(env);
      const second = server;
      checkLedger(await readState(source), usernames, acked);

      // Serving again: the old sessions, balances as the ledger says, and the PSP's re-deliveries. A webhook answered
      // before the crash finds its deposit credited; one that never got an answer is credited now, once.
      const state = await readState(source);
      for (const p of players) {
        const balance = await call(second.base, '/api/user/balance', { token: p.token });
        expect(balance.status).toBe(200);
        const id = state.players.find((x) => x.username === p.username)!.id;
        const cash = state.accounts.find((a) => a.player_id === id && a.kind === 'cash')?.balance_minor ?? 0;
        expect((balance.body.data as { cash: number }).cash).toBe(cash / 100);
      }
      for (const payment of acked.deposits.values()) {
        const again = await paidWebhook(second.base, payment);
        expect(again.status).toBe(200);
        if (acked.callbacks.has(payment.reference)) expect(again.body.message).toBe('duplicate');
        else expect(['credited', 'duplicate']).toContain(again.body.message);
        acked.callbacks.add(payment.reference);
      }
      const after = await withdraw(second.base, players[0], 100);
      expect(after.status).toBe(200);
      acked.withdrawals.add((after.body.data as { reference: string }).reference);
      checkLedger(await readState(source), usernames, acked);
      await stopServer(second);
      expect(second.child.exitCode).toBe(0);
      console.info(
        `[${dialect}] killed after ${KILL_AFTER_ACKS} acknowledged answers: ${acked.withdrawals.size - 1} withdrawals, ` +
          `${acked.deposits.size} deposits started; ${failedRequests} requests cut off, ${refusedWithdrawals} withdrawals refused (no cash)`,
      );
    },
    120_000,
  );
});

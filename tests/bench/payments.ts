import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { localWebhookHeaders } from '../../server/modules/payments/adapters/local-webhook.js';
import { drive, each, requestBytes, startServer, WEBHOOK_SECRET } from './http-driver.js';

/**
 * The money paths against the real server process (node server/start.ts on its own SQLite data directory, as
 * deployed: WAL, synchronous=FULL, one writer), driven over HTTP/1.1 keep-alive from this process:
 *  (a) paid webhooks → credits per second, against a raw better-sqlite3 loop doing the least the same credit needs
 *      (BEGIN IMMEDIATE; conditional UPDATE of the deposit's status; UPDATE of the cash balance; INSERT of the ledger
 *      entry; COMMIT) on a file with the same pragmas, in alternating rounds of one run, ratio = median of rounds;
 *  (b) POST /api/payment/withdraw latency, 50 funded players each with one request in flight (closed loop).
 */
export const CREDIT_MIN_RATIO = 0.5;
export const WITHDRAW_P99_MAX_MS = 50;
const WITHDRAW_PLAYERS = 50;
const WEBHOOK_CONNECTIONS = 20;
const CREDITS_PER_ROUND = Number(process.env.BENCH_PAYMENT_CREDITS ?? 300);
const ROUNDS = 5;
const PAPARA = 2;
const IBAN_WITHDRAW = 11;
const FUND_LIRA = 20_000;
const FUND_ROUNDS = 3;

type Row = [string, string, string];

export const json = (port: number, path: string, body: unknown, token?: string) =>
  requestBytes(port, 'POST', path, { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, JSON.stringify(body));

export async function signUpAll(port: number, n: number): Promise<string[]> {
  const tag = Date.now().toString(36);
  const { answers } = await each(port, 4, Array.from({ length: n }, (_, i) => i), (i) => {
    const username = `pay${i}x${tag}`;
    return json(port, '/api/auth/register', {
      name: 'Bench', surname: 'Oyuncu', username, email: `${username}@example.com`, password: 'bench-sifre-1', password2: 'bench-sifre-1',
      phone: '905301112233', PersonalNo: '10000000146', country: 235, currencyId: 1, birthDate: '1990-01-01', trialBonus: false,
    });
  });
  return answers.map((a) => (JSON.parse(a.body) as { data: { token: string } }).data.token);
}

interface Payment {
  reference: string;
  providerReference: string;
  amountMinor: number;
  playerIndex: number;
}

/** Pending Papara deposits, one per token in turn; what the PSP learns of each comes from its signed page link. */
export async function startDeposits(port: number, tokens: string[], count: number, lira: number): Promise<Payment[]> {
  const { answers } = await each(port, WEBHOOK_CONNECTIONS, Array.from({ length: count }, (_, i) => i), (i) =>
    json(port, '/api/payment/deposit', { id: PAPARA, target: 'pay', detail: { amount: lira, bonusId: 0 } }, tokens[i % tokens.length]),
  );
  return answers.map((a, i) => {
    const url = (JSON.parse(a.body) as { data: string }).data;
    const wire = JSON.parse(Buffer.from(new URL(url).pathname.split('/').pop()!.split('.')[0], 'base64url').toString('utf8')) as { r: string; p: string; a: number };
    return { reference: wire.r, providerReference: wire.p, amountMinor: wire.a, playerIndex: i % tokens.length };
  });
}

/** The PSP's paid webhooks, signed before the clock starts. */
export function signedWebhooks(port: number, payments: Payment[]): Buffer[] {
  const now = new Date();
  return payments.map((p) => {
    const body = JSON.stringify({
      id: `evt_${randomBytes(6).toString('hex')}`,
      type: 'payment.paid',
      created: Math.floor(now.getTime() / 1000),
      data: { reference: p.reference, providerReference: p.providerReference, amountMinor: p.amountMinor, currency: 'TRY' },
    });
    return requestBytes(port, 'POST', '/api/payment/callback/local', localWebhookHeaders(Buffer.from(WEBHOOK_SECRET), body, now), body);
  });
}

export async function postWebhooks(port: number, webhooks: Buffer[]): Promise<number> {
  const { answers, seconds } = await each(port, WEBHOOK_CONNECTIONS, webhooks, (w) => w);
  const notCredited = answers.filter((a) => !a.body.includes('"credited"'));
  if (notCredited.length > 0) throw new Error(`payments bench: ${notCredited.length} webhooks not credited, e.g. ${notCredited[0].body}`);
  return webhooks.length / seconds;
}

/** The least work a credit needs, on a file with the server's pragmas; one transaction per credit. */
function rawCreditLoop(dir: string) {
  const db = new SQLite(join(dir, 'raw.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.exec(`
    CREATE TABLE accounts (id INTEGER PRIMARY KEY AUTOINCREMENT, player_id INTEGER NOT NULL, kind TEXT NOT NULL CHECK (kind IN ('cash', 'bonus', 'held')),
      balance_minor INTEGER NOT NULL DEFAULT 0 CHECK (balance_minor >= 0), UNIQUE (player_id, kind));
    CREATE TABLE transactions (id INTEGER PRIMARY KEY AUTOINCREMENT, player_id INTEGER NOT NULL, status INTEGER NOT NULL, amount_minor INTEGER NOT NULL,
      reference TEXT NOT NULL UNIQUE, updated_at TEXT NOT NULL);
    CREATE TABLE ledger_entries (id INTEGER PRIMARY KEY AUTOINCREMENT, account_id INTEGER NOT NULL REFERENCES accounts(id), amount_minor INTEGER NOT NULL,
      balance_after_minor INTEGER NOT NULL, kind TEXT NOT NULL, reference TEXT NOT NULL, idempotency_key TEXT NOT NULL UNIQUE, created_at TEXT NOT NULL);
    CREATE INDEX ledger_entries_account_idx ON ledger_entries (account_id, id);
  `);
  const begin = db.prepare('BEGIN IMMEDIATE');
  const commit = db.prepare('COMMIT');
  const confirm = db.prepare('UPDATE transactions SET status = 1, updated_at = ? WHERE id = ? AND status = 2');
  const addCash = db.prepare("UPDATE accounts SET balance_minor = balance_minor + ? WHERE player_id = ? AND kind = 'cash' RETURNING id, balance_minor");
  const entry = db.prepare("INSERT INTO ledger_entries (account_id, amount_minor, balance_after_minor, kind, reference, idempotency_key, created_at) VALUES (?, ?, ?, 'deposit', ?, ?, ?)");
  const openAccount = db.prepare("INSERT INTO accounts (player_id, kind) VALUES (?, 'cash')");
  const pending = db.prepare('INSERT INTO transactions (player_id, status, amount_minor, reference, updated_at) VALUES (?, 2, ?, ?, ?)');
  for (let p = 0; p < WEBHOOK_CONNECTIONS; p++) openAccount.run(p);
  return {
    /** Inserts `n` pending deposits (not timed); returns their ids with player and amount. */
    prepare(n: number) {
      const now = new Date().toISOString();
      const rows: Array<{ id: number; player: number; amount: number; reference: string }> = [];
      db.transaction(() => {
        for (let i = 0; i < n; i++) {
          const reference = `D${randomBytes(6).toString('hex')}`;
          const id = Number(pending.run(i % WEBHOOK_CONNECTIONS, 10_000, reference, now).lastInsertRowid);
          rows.push({ id, player: i % WEBHOOK_CONNECTIONS, amount: 10_000, reference });
        }
      })();
      return rows;
    },
    /** Credits them one transaction each; credits per second. */
    credit(rows: Array<{ id: number; player: number; amount: number; reference: string }>) {
      const started = performance.now();
      for (const row of rows) {
        const now = new Date().toISOString();
        begin.run();
        if (confirm.run(now, row.id).changes !== 1) throw new Error('raw loop: deposit not pending');
        const account = addCash.get(row.amount, row.player) as { id: number; balance_minor: number };
        entry.run(account.id, row.amount, account.balance_minor, row.reference, `deposit:${row.id}`, now);
        commit.run();
      }
      return rows.length / ((performance.now() - started) / 1000);
    },
    close: () => db.close(),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** (b): every player one withdrawal in flight at a time, for `seconds`; latencies of the 200s after a warm-up. */
async function withdrawLatency(port: number, tokens: string[], seconds: number) {
  const request = tokens.map((token) =>
    json(port, '/api/payment/withdraw', { id: IBAN_WITHDRAW, target: 'pay', detail: { amount: 100, iban: 'TR330006100519786457841326', accountHolder: 'Bench Oyuncu' } }, token),
  );
  const run = async (s: number) => {
    const latencies: number[] = [];
    const statuses: Record<number, number> = {};
    const until = performance.now() + s * 1000;
    const elapsed = await drive(port, tokens.length, (i) => (performance.now() < until ? request[i] : null), (_, a) => {
      statuses[a.status] = (statuses[a.status] ?? 0) + 1;
      if (a.status === 200) latencies.push(a.ms);
    });
    return { latencies: latencies.sort((a, b) => a - b), statuses, perSecond: latencies.length / elapsed };
  };
  await run(1);
  const measured = await run(seconds);
  if (Object.keys(measured.statuses).some((s) => s !== '200')) throw new Error(`payments bench: withdraw answers ${JSON.stringify(measured.statuses)}`);
  return measured;
}

/** One player alone, one request at a time: what a withdrawal costs without a queue in front of it. */
async function withdrawAlone(port: number, token: string, seconds: number) {
  const request = json(port, '/api/payment/withdraw', { id: IBAN_WITHDRAW, target: 'pay', detail: { amount: 100, iban: 'TR330006100519786457841326', accountHolder: 'Bench Oyuncu' } }, token);
  const latencies: number[] = [];
  const until = performance.now() + seconds * 1000;
  // At most 150 (15 000 lira): the player's funding covers them.
  await drive(port, 1, () => (performance.now() < until && latencies.length < 150 ? request : null), (_, a) => {
    if (a.status !== 200) throw new Error(`payments bench: withdraw answered ${a.status} ${a.body}`);
    latencies.push(a.ms);
  });
  return latencies.sort((a, b) => a - b);
}

export async function benchPayments(roundS = 1): Promise<{ rows: Row[]; failures: string[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-payments-'));
  const server = await startServer(join(dir, 'data'));
  const raw = rawCreditLoop(dir);
  try {
    const tokens = await signUpAll(server.port, WITHDRAW_PLAYERS);
    const webhookPlayers = tokens.slice(0, WEBHOOK_CONNECTIONS);

    // (a) Alternating rounds; the first pair warms both up and is not counted.
    const ratios: number[] = [];
    const serverRates: number[] = [];
    const rawRates: number[] = [];
    for (let round = 0; round <= ROUNDS; round++) {
      const n = round === 0 ? 50 : CREDITS_PER_ROUND;
      const webhooks = signedWebhooks(server.port, await startDeposits(server.port, webhookPlayers, n, 100));
      const rows = raw.prepare(n);
      let rawRate: number;
      let serverRate: number;
      if (round % 2 === 0) {
        rawRate = raw.credit(rows);
        serverRate = await postWebhooks(server.port, webhooks);
      } else {
        serverRate = await postWebhooks(server.port, webhooks);
        rawRate = raw.credit(rows);
      }
      if (round === 0) continue;
      rawRates.push(rawRate);
      serverRates.push(serverRate);
      ratios.push(serverRate / rawRate);
    }
    const ratio = median(ratios);

    // (b) Each player funded by paid deposits (FUND_ROUNDS × the method's maximum, enough for a fast server's 4 s of
    // withdrawals), then 50 withdrawing at once.
    for (let i = 0; i < FUND_ROUNDS; i++) {
      await postWebhooks(server.port, signedWebhooks(server.port, await startDeposits(server.port, tokens, tokens.length, FUND_LIRA)));
    }
    const withdraw = await withdrawLatency(server.port, tokens, Math.max(3, roundS * 3));
    const p50 = percentile(withdraw.latencies, 50);
    const p99 = percentile(withdraw.latencies, 99);
    // The 50 may have spent most of player 0's funding by now (the faster the server, the more): fund it again.
    await postWebhooks(server.port, signedWebhooks(server.port, await startDeposits(server.port, tokens.slice(0, 1), 1, FUND_LIRA)));
    const alone = await withdrawAlone(server.port, tokens[0], roundS);

    const rows: Row[] = [
      ['raw SQLite credit loop', `${median(rawRates).toFixed(0)} credits/s`, `reference (median of ${ROUNDS} rounds × ${CREDITS_PER_ROUND})`],
      ['callback → credit (server)', `${median(serverRates).toFixed(0)} credits/s`, `ratio ${ratio.toFixed(2)} ≥ ${CREDIT_MIN_RATIO}`],
      [`POST payment/withdraw, ${tokens.length} players`, `p50 ${p50.toFixed(1)} ms`, `${withdraw.perSecond.toFixed(0)} req/s`],
      [`POST payment/withdraw, ${tokens.length} players`, `p99 ${p99.toFixed(1)} ms`, `≤ ${WITHDRAW_P99_MAX_MS} ms`],
      ['POST payment/withdraw, 1 player', `p50 ${percentile(alone, 50).toFixed(1)} ms`, `p99 ${percentile(alone, 99).toFixed(1)} ms (no queue; reference)`],
    ];
    const failures: string[] = [];
    if (ratio < CREDIT_MIN_RATIO) failures.push(`callback → credit ratio ${ratio.toFixed(2)} < ${CREDIT_MIN_RATIO}`);
    if (p99 > WITHDRAW_P99_MAX_MS) failures.push(`payment/withdraw p99 ${p99.toFixed(1)} ms > ${WITHDRAW_P99_MAX_MS} ms`);
    if (process.env.BENCH_VERBOSE) {
      const w = withdraw.latencies;
      const tail = { p90: percentile(w, 90), p95: percentile(w, 95), p999: percentile(w, 99.9), max: w[w.length - 1], over50: w.filter((ms) => ms > 50).length };
      console.log({ ratios, rawRates, serverRates, withdrawSamples: w.length, tail });
    }
    return { rows, failures };
  } finally {
    raw.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

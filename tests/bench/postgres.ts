import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import pg from 'pg';
import { accepted as betAccepted, seatPlayers, signedBet, type ReadSessions } from './casino.js';
import { drive, requestBytes, type Answer } from './http-driver.js';
import { onPostgres, percentile, median, PLAYERS, type Row } from './partner-bets.js';
import { json, postWebhooks, signedWebhooks, signUpAll, startDeposits } from './payments.js';

/**
 * The money calls on PostgreSQL against the database's own speed: `pgbench` (TPC-B, 50 clients, from the PostgreSQL
 * package) on the same server, in rounds alternating with the real server process on PostgreSQL (DATABASE_URL) doing,
 * 50 at once in a closed loop (each seat one call in flight):
 *  - Hub88 POST transaction/bet (a bet is a handful of statements, like a TPC-B transaction),
 *  - POST /api/payment/withdraw,
 *  - GET /api/user/balance.
 * Each call's rate over the pgbench rate of its own round (median of rounds) must be ≥ 0.5, its p99 ≤ 50 ms.
 * Ratios, not absolute rates: the machine is shared. pgbench's database (`<database>_pgbench`, scale
 * BENCH_PGBENCH_SCALE, 50 by default: one branch per client) is made on first use and kept for the next run.
 */
export const PG_MIN_RATIO = 0.5;
export const PG_P99_MAX_MS = 50;
const CLIENTS = PLAYERS;
const ROUNDS = Number(process.env.BENCH_PG_ROUNDS ?? 3);
const SCALE = Number(process.env.BENCH_PGBENCH_SCALE ?? 50);
const IBAN_WITHDRAW = 11;
const FUND_LIRA = 20_000;
const FUND_ROUNDS = 3;

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.once('error', (error) => reject(new Error(`${command}: ${error.message} (pgbench comes with the PostgreSQL client package, e.g. apt-get install postgresql-client)`)));
    child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${out}`))));
  });
}

/** pgbench's database beside DATABASE_URL's, initialised at SCALE unless it already is. */
async function pgbenchDatabase(url: string): Promise<string> {
  const target = new URL(url);
  const name = `${target.pathname.slice(1) || 'postgres'}_pgbench`.replace(/[^a-z0-9_]/gi, '_');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
    if (!exists) await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  target.pathname = `/${name}`;
  const benchUrl = target.toString();
  const client = new pg.Client({ connectionString: benchUrl });
  await client.connect();
  let scale = 0;
  try {
    scale = Number((await client.query('SELECT count(*)::int AS n FROM pgbench_branches')).rows[0].n);
    await client.query('TRUNCATE pgbench_history');
  } catch {
    scale = 0;
  } finally {
    await client.end();
  }
  if (scale !== SCALE) {
    console.log(`pgbench: initialising ${name} at scale ${SCALE} (kept for later runs)`);
    await run('pgbench', ['-i', '-q', '-s', String(SCALE), '-I', 'dtGvp', benchUrl]);
  }
  return benchUrl;
}

interface Reference {
  tps: number;
  /** Share of transactions over 50 ms. */
  over50: number;
}

async function pgbenchRound(url: string, seconds: number): Promise<Reference> {
  const out = await run('pgbench', ['-n', '-b', 'tpcb-like', '-c', String(CLIENTS), '-j', '2', '-T', String(seconds), '-L', String(PG_P99_MAX_MS), url]);
  const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1]);
  const over = /above the [\d.]+ ms latency limit: (\d+)\/(\d+)/.exec(out);
  if (!Number.isFinite(tps)) throw new Error(`pgbench: no tps in\n${out}`);
  return { tps, over50: over ? Number(over[1]) / Number(over[2]) : 0 };
}

interface Loop {
  latencies: number[];
  perSecond: number;
}

/** `seats` connections, each one call in flight, for `seconds`; every answer must be accepted. */
async function closedLoop(port: number, seats: number, seconds: number, request: (seat: number) => Buffer, ok: (a: Answer) => boolean, what: string): Promise<Loop> {
  const latencies: number[] = [];
  const refused: Answer[] = [];
  const until = performance.now() + seconds * 1000;
  const elapsed = await drive(port, seats, (i) => (performance.now() < until ? request(i) : null), (_, a) => {
    if (ok(a)) latencies.push(a.ms);
    else refused.push(a);
  });
  if (refused.length > 0) throw new Error(`postgres bench: ${refused.length} ${what} not accepted, e.g. ${refused[0].status} ${refused[0].body}`);
  return { latencies, perSecond: latencies.length / elapsed };
}

interface Call {
  label: string;
  unit: string;
  loop: (seconds: number) => Promise<Loop>;
}

export async function benchPostgres(roundS = 1): Promise<{ rows: Row[]; failures: string[] } | null> {
  const url = process.env.DATABASE_URL;
  if (!url) return null;
  const seconds = Math.max(3, roundS * 3);
  const result = await onPostgres('bench-pg', { HUB88_PUBLIC_KEY_FILE: new URL('../fixtures/hub88/public.pem', import.meta.url).pathname }, async (server, admin, schema) => {
    const benchUrl = await pgbenchDatabase(url);
    const port = server.port;
    const readSessions: ReadSessions = async (ids) =>
      (await admin.query(`SELECT public_id, operator_token, player_ref FROM ${schema}.gs_sessions WHERE public_id = ANY($1)`, [ids])).rows;
    const seats = await seatPlayers(port, readSessions);
    const tokens = await signUpAll(port, CLIENTS);
    for (let i = 0; i < FUND_ROUNDS; i++) await postWebhooks(port, signedWebhooks(port, await startDeposits(port, tokens, tokens.length, FUND_LIRA)));
    const withdrawals = tokens.map((token) =>
      json(port, '/api/payment/withdraw', { id: IBAN_WITHDRAW, target: 'pay', detail: { amount: 100, iban: 'TR330006100519786457841326', accountHolder: 'Bench Oyuncu' } }, token),
    );
    const balanceReads = tokens.map((token) => requestBytes(port, 'GET', '/api/user/balance', { authorization: `Bearer ${token}`, accept: 'application/json' }));
    let lastBetRate = 500;
    const calls: Call[] = [
      {
        label: 'Hub88 transaction/bet',
        unit: 'bets/s',
        loop: (s) => {
          // Signed before the clock starts (RSA signing is the driver's own work), enough for twice the last rate; on
          // demand past that.
          const perSeat = Math.min(400, Math.ceil((lastBetRate * s * 2) / CLIENTS) + 5);
          const pools = seats.map((seat) => Array.from({ length: perSeat }, () => signedBet(port, seat)));
          return closedLoop(port, CLIENTS, s, (i) => pools[i].pop() ?? signedBet(port, seats[i]), betAccepted, 'bets').then((loop) => {
            lastBetRate = loop.perSecond;
            return loop;
          });
        },
      },
      { label: 'POST payment/withdraw', unit: 'req/s', loop: (s) => closedLoop(port, CLIENTS, s, (i) => withdrawals[i], (a) => a.status === 200, 'withdrawals') },
      { label: 'GET user/balance', unit: 'req/s', loop: (s) => closedLoop(port, CLIENTS, s, (i) => balanceReads[i], (a) => a.status === 200, 'balance reads') },
    ];
    // Warm-up: the server's paths (JIT, the pool's connections) and pgbench's cache.
    for (const call of calls) await call.loop(1);
    await pgbenchRound(benchUrl, 2);
    const references: Reference[] = [];
    const measured = calls.map(() => ({ ratios: [] as number[], rates: [] as number[], latencies: [] as number[] }));
    for (let round = 0; round < ROUNDS; round++) {
      const reference = await pgbenchRound(benchUrl, seconds);
      references.push(reference);
      for (const [i, call] of calls.entries()) {
        const loop = await call.loop(seconds);
        measured[i].rates.push(loop.perSecond);
        measured[i].ratios.push(loop.perSecond / reference.tps);
        measured[i].latencies.push(...loop.latencies);
      }
    }
    const load = loadavg().map((l) => l.toFixed(1)).join(' ');
    const tps = median(references.map((r) => r.tps));
    const rows: Row[] = [
      [`pgbench TPC-B, ${CLIENTS} clients`, `${tps.toFixed(0)} tx/s`, `reference (median of ${ROUNDS} rounds × ${seconds} s; ${(100 * (1 - median(references.map((r) => r.over50)))).toFixed(1)} % ≤ ${PG_P99_MAX_MS} ms; load ${load})`],
    ];
    const failures: string[] = [];
    for (const [i, call] of calls.entries()) {
      const m = measured[i];
      const sorted = m.latencies.sort((a, b) => a - b);
      const ratio = median(m.ratios);
      const p99 = percentile(sorted, 99);
      rows.push([`${call.label} (PostgreSQL)`, `${median(m.rates).toFixed(0)} ${call.unit}`, `ratio ${ratio.toFixed(2)} ≥ ${PG_MIN_RATIO}`]);
      rows.push([`${call.label}, ${CLIENTS} at once`, `p99 ${p99.toFixed(1)} ms`, `≤ ${PG_P99_MAX_MS} ms (p50 ${percentile(sorted, 50).toFixed(1)} ms)`]);
      if (ratio < PG_MIN_RATIO) failures.push(`${call.label} on PostgreSQL: ratio to pgbench ${ratio.toFixed(2)} < ${PG_MIN_RATIO}`);
      if (p99 > PG_P99_MAX_MS) failures.push(`${call.label} on PostgreSQL: p99 ${p99.toFixed(1)} ms > ${PG_P99_MAX_MS} ms`);
      if (process.env.BENCH_VERBOSE) console.log(call.label, { ratios: m.ratios, rates: m.rates, references });
    }
    return { rows, failures };
  });
  return result;
}

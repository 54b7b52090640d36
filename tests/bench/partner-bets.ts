import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { drive, each, startServer, type Answer, type BenchServer } from './http-driver.js';

/**
 * What the casino and sports benches share: a partner's bets against the real server process, (a) counted in rounds
 * alternating with a raw better-sqlite3 loop doing the least such a bet needs, (b) timed with every player keeping one
 * bet in flight, (c) the same on PostgreSQL when DATABASE_URL answers.
 */
export type Row = [string, string, string];
export const PLAYERS = 50;
export const ROUNDS = 5;
export const PG_ROUNDS = 3;
const CONNECTIONS = 20;

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (sorted: number[], p: number) => `p${p} ${percentile(sorted, p).toFixed(1)} ms`;

/** How the partner calls the server for `seats` funded players. */
export interface Partner {
  /** Who complains when a bet is refused ("casino bench"). */
  name: string;
  port: number;
  seats: number;
  /** A fresh bet (new ids) for the seat's player, signed as the partner signs it. */
  bet(seat: number): Buffer;
  accepted(a: Answer): boolean;
}

/** The raw loop: `prepare(n)` makes fresh ids for `n` bets (not timed); calling its answer applies them, bets per second. */
export interface RawBetLoop {
  prepare(n: number): () => number;
  close(): void;
}

/**
 * The wallet's accounts and ledger on a file with the server's pragmas, PLAYERS cash accounts holding `fundMinor`;
 * `tables` adds what the bet itself writes. The statements every bet runs come prepared.
 */
export function rawWallet(dir: string, fundMinor: number, tables: string) {
  const db = new SQLite(join(dir, 'raw.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.exec(`
    CREATE TABLE accounts (id INTEGER PRIMARY KEY AUTOINCREMENT, player_id INTEGER NOT NULL, kind TEXT NOT NULL CHECK (kind IN ('cash', 'bonus', 'held')),
      balance_minor INTEGER NOT NULL DEFAULT 0 CHECK (balance_minor >= 0), UNIQUE (player_id, kind));
    CREATE TABLE ledger_entries (id INTEGER PRIMARY KEY AUTOINCREMENT, account_id INTEGER NOT NULL REFERENCES accounts(id), amount_minor INTEGER NOT NULL,
      balance_after_minor INTEGER NOT NULL, kind TEXT NOT NULL, reference TEXT NOT NULL, idempotency_key TEXT NOT NULL UNIQUE, created_at TEXT NOT NULL);
    CREATE INDEX ledger_entries_account_idx ON ledger_entries (account_id, id);
    ${tables}
  `);
  const openAccount = db.prepare("INSERT INTO accounts (player_id, kind, balance_minor) VALUES (?, 'cash', ?)");
  for (let p = 0; p < PLAYERS; p++) openAccount.run(p, fundMinor);
  return {
    db,
    begin: db.prepare('BEGIN IMMEDIATE'),
    commit: db.prepare('COMMIT'),
    debit: db.prepare<[number, number, number], { id: number; balance_minor: number }>(
      "UPDATE accounts SET balance_minor = balance_minor - ? WHERE player_id = ? AND kind = 'cash' AND balance_minor >= ? RETURNING id, balance_minor",
    ),
    /** account, amount, balance after, kind, reference, idempotency key, created at */
    entry: db.prepare('INSERT INTO ledger_entries (account_id, amount_minor, balance_after_minor, kind, reference, idempotency_key, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)'),
  };
}

/** Applies `items` one after the other; per second. */
export function timed<T>(items: T[], apply: (item: T) => void): number {
  const started = performance.now();
  for (const item of items) apply(item);
  return items.length / ((performance.now() - started) / 1000);
}

async function postBets(partner: Partner, bets: Buffer[]): Promise<number> {
  const { answers, seconds } = await each(partner.port, CONNECTIONS, bets, (b) => b);
  const refused = answers.filter((a) => !partner.accepted(a));
  if (refused.length > 0) throw new Error(`${partner.name}: ${refused.length} bets not accepted, e.g. ${refused[0].body}`);
  return bets.length / seconds;
}

/** (a) `rounds` measured rounds of `perRound` bets after a warm-up; alternating with the raw loop when one is given. */
async function throughput(partner: Partner, rounds: number, perRound: number, raw?: RawBetLoop) {
  const serverRates: number[] = [];
  const rawRates: number[] = [];
  const ratios: number[] = [];
  // Round 0 warms both up and is not counted: the server's bet path runs a couple of thousand calls before its speed
  // settles (JIT).
  for (let round = 0; round <= rounds; round++) {
    const n = round === 0 ? 2 * perRound : perRound;
    const bets = Array.from({ length: n }, (_, i) => partner.bet(i % partner.seats));
    const rawBets = raw?.prepare(n);
    let serverRate: number;
    let rawRate = 0;
    if (rawBets && round % 2 === 0) {
      rawRate = rawBets();
      serverRate = await postBets(partner, bets);
    } else {
      serverRate = await postBets(partner, bets);
      if (rawBets) rawRate = rawBets();
    }
    if (round === 0) continue;
    serverRates.push(serverRate);
    if (!raw) continue;
    rawRates.push(rawRate);
    ratios.push(serverRate / rawRate);
  }
  return { serverRates, rawRates, ratios };
}

/**
 * (b) Each of `seats` one bet in flight at a time for `seconds` after a warm-up second; bets are signed before the
 * clock starts (about what `expectedRate` needs), and on demand past that.
 */
async function closedLoop(partner: Partner, seats: number, seconds: number, expectedRate: number) {
  // Many concurrent bets share a commit, so the closed loop runs faster than the 20 connections of (a).
  const perSeat = Math.min(400, Math.ceil((expectedRate * (seconds + 1) * 2.5) / seats) + 5);
  const pools = Array.from({ length: seats }, (_, seat) => Array.from({ length: perSeat }, () => partner.bet(seat)));
  const run = async (s: number) => {
    const latencies: number[] = [];
    const refused: Answer[] = [];
    const until = performance.now() + s * 1000;
    const elapsed = await drive(partner.port, seats, (i) => (performance.now() < until ? (pools[i].pop() ?? partner.bet(i)) : null), (_, a) => {
      if (partner.accepted(a)) latencies.push(a.ms);
      else refused.push(a);
    });
    if (refused.length > 0) throw new Error(`${partner.name}: ${refused.length} bets not accepted, e.g. ${refused[0].status} ${refused[0].body}`);
    return { latencies: latencies.sort((a, b) => a - b), perSecond: latencies.length / elapsed };
  };
  await run(1);
  return run(seconds);
}

export interface Measured {
  serverRates: number[];
  rawRates: number[];
  ratios: number[];
  many: { latencies: number[]; perSecond: number };
  alone: { latencies: number[]; perSecond: number };
}

/** (a) then (b) with all seats, then one seat alone for reference. */
export async function measureBets(partner: Partner, roundS: number, rounds: number, perRound: number, raw?: RawBetLoop): Promise<Measured> {
  const rates = await throughput(partner, rounds, perRound, raw);
  const rate = median(rates.serverRates);
  const many = await closedLoop(partner, partner.seats, Math.max(3, roundS * 3), rate);
  const alone = await closedLoop(partner, 1, roundS, rate / 4);
  return { ...rates, many, alone };
}

/** What the rows call the bet. */
export interface Labels {
  /** The server's route, e.g. "Hub88 transaction/bet". */
  route: string;
  /** One bet, e.g. "Hub88 bet". */
  bet: string;
  /** What each closed-loop seat is, plural and singular: ["rounds", "round"]. */
  seat: [string, string];
}

export interface Budget {
  minRatio: number;
  p99MaxMs: number;
  perRound: number;
}

/** The SQLite rows and the budgets missed. */
export function judged(m: Measured, l: Labels, b: Budget): { rows: Row[]; failures: string[] } {
  const ratio = median(m.ratios);
  const p99 = percentile(m.many.latencies, 99);
  const many = `${l.bet}, ${PLAYERS} ${l.seat[0]} at once`;
  const rows: Row[] = [
    ['raw SQLite bet loop', `${median(m.rawRates).toFixed(0)} bets/s`, `reference (median of ${ROUNDS} rounds × ${b.perRound})`],
    [`${l.route} (server)`, `${median(m.serverRates).toFixed(0)} bets/s`, `ratio ${ratio.toFixed(2)} ≥ ${b.minRatio}`],
    [many, ms(m.many.latencies, 50), `${m.many.perSecond.toFixed(0)} bets/s`],
    [many, ms(m.many.latencies, 99), `≤ ${b.p99MaxMs} ms`],
    [`${l.bet}, 1 ${l.seat[1]}`, ms(m.alone.latencies, 50), `${ms(m.alone.latencies, 99)} (no queue; reference)`],
  ];
  const failures: string[] = [];
  if (ratio < b.minRatio) failures.push(`${l.route} ratio ${ratio.toFixed(2)} < ${b.minRatio}`);
  if (p99 > b.p99MaxMs) failures.push(`${l.route} p99 ${p99.toFixed(1)} ms > ${b.p99MaxMs} ms`);
  return { rows, failures };
}

/** The PostgreSQL rows: reported, no budget. */
export function reported(m: Measured, l: Labels, perRound: number): Row[] {
  return [
    [`${l.route} (PostgreSQL)`, `${median(m.serverRates).toFixed(0)} bets/s`, `reported (median of ${PG_ROUNDS} rounds × ${perRound})`],
    [`PostgreSQL bet, ${PLAYERS} ${l.seat[0]} at once`, ms(m.many.latencies, 50), `${ms(m.many.latencies, 99)}, ${m.many.perSecond.toFixed(0)} bets/s (reported)`],
    [`PostgreSQL bet, 1 ${l.seat[1]}`, ms(m.alone.latencies, 50), `${ms(m.alone.latencies, 99)} (no queue; reference)`],
  ];
}

/** BENCH_VERBOSE=1: each round and the closed loop's tail. */
export function verbose(label: string, m: Measured) {
  if (!process.env.BENCH_VERBOSE) return;
  const w = m.many.latencies;
  const tail = { p90: percentile(w, 90), p95: percentile(w, 95), p999: percentile(w, 99.9), max: w[w.length - 1], over50: w.filter((x) => x > 50).length };
  console.log(label, { ratios: m.ratios, rawRates: m.rawRates, serverRates: m.serverRates, samples: w.length, tail });
}

/** The real server on a SQLite data directory of its own (`dir/data`), removed afterwards with `dir`. */
export async function onSqlite<T>(prefix: string, env: Record<string, string>, run: (server: BenchServer, dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  const server = await startServer(join(dir, 'data'), env);
  try {
    return await run(server, dir);
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function pgAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The real server on PostgreSQL (DATABASE_URL), in a schema of its own dropped afterwards; null when DATABASE_URL is
 * unset or does not answer. `admin` reads that schema.
 */
export async function onPostgres<T>(prefix: string, env: Record<string, string>, run: (server: BenchServer, admin: pg.Client, schema: string) => Promise<T>): Promise<T | null> {
  const url = process.env.DATABASE_URL;
  if (!url || !(await pgAnswers(url))) return null;
  const schema = `${prefix.replaceAll('-', '_')}_${randomBytes(4).toString('hex')}`;
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-pg-`));
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  let server: BenchServer | undefined;
  try {
    server = await startServer(join(dir, 'data'), { ...env, DATABASE_URL: url, DATABASE_SCHEMA: schema });
    return await run(server, admin, schema);
  } finally {
    await server?.stop();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  }
}

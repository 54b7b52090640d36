import { createPrivateKey, randomBytes, randomUUID, sign } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { drive, each, requestBytes, startServer, type Answer, type BenchServer } from './http-driver.js';
import { json, postWebhooks, signedWebhooks, signUpAll, startDeposits } from './payments.js';

/**
 * Hub88's wallet calls against the real server process (as payments.ts: node server/start.ts on its own SQLite data
 * directory, WAL, synchronous=FULL), signed with Hub88's demo key the server is told to trust:
 *  (a) POST /api/providers/hub88/transaction/bet → bets per second, against a raw better-sqlite3 loop doing the least
 *      a bet needs (BEGIN IMMEDIATE; look the transaction id up; conditional UPDATE of the balance RETURNING; INSERT of
 *      the ledger entry, the round and the game transaction; COMMIT) on a file with the same pragmas, in alternating
 *      rounds of one run, ratio = median of rounds;
 *  (b) bet latency with 50 funded players each with one round's bet in flight (closed loop);
 *  (c) the same on PostgreSQL when DATABASE_URL answers: reported, no budget.
 */
export const BET_MIN_RATIO = 0.5;
export const BET_P99_MAX_MS = 50;
const PLAYERS = 50;
const CONNECTIONS = 20;
const BETS_PER_ROUND = Number(process.env.BENCH_CASINO_BETS ?? 800);
/** The server's bet path runs a couple of thousand calls before its speed settles (JIT). */
const WARM_UP_BETS = 2 * BETS_PER_ROUND;
const ROUNDS = 5;
const PG_ROUNDS = 3;
const BET_KURUS = 10;
const FUND_LIRA = 1000;
/** One Hub88 unit of account is 1/100,000 of a lira: a kuruş is 1000 of them. */
const HUB88_PER_KURUS = 1000;
const HUB88_KEY = createPrivateKey(readFileSync(new URL('../fixtures/hub88/private.pem', import.meta.url)));
const HUB88_PUBLIC_KEY_FILE = fileURLToPath(new URL('../fixtures/hub88/public.pem', import.meta.url));

type Row = [string, string, string];

/** A launched Hub88 game as Hub88 knows it: whose (`user`), the operator's token, the game. */
interface Seat {
  user: string;
  token: string;
  gameCode: string;
}

type ReadSessions = (publicIds: string[]) => Promise<Array<{ public_id: string; operator_token: string; player_ref: string }>>;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function hub88GameCode(port: number): Promise<string> {
  const { answers } = await each(port, 1, [0], () => json(port, '/api/casino/games', { search: 'Galata', live: false }));
  const games = (JSON.parse(answers[0].body) as { data: Array<{ providerName: string; gameCode: string }> }).data;
  const game = games.find((g) => g.providerName === 'Hub88');
  if (!game) throw new Error('casino bench: no Hub88 game found by "Galata"');
  return game.gameCode;
}

/** 50 players registered and funded through the API, each with a Hub88 game launched; what Hub88 then holds. */
async function seatPlayers(port: number, readSessions: ReadSessions): Promise<Seat[]> {
  const tokens = await signUpAll(port, PLAYERS);
  await postWebhooks(port, signedWebhooks(port, await startDeposits(port, tokens, tokens.length, FUND_LIRA)));
  const gameCode = await hub88GameCode(port);
  const { answers } = await each(port, 4, tokens, (token) => json(port, '/api/casino/hub88launchurl', { platform: 1, gameCode, language: 'tr', lobbyUrl: '/' }, token));
  const publicIds = answers.map((a) => new URL((JSON.parse(a.body) as { data: string }).data, 'http://x').searchParams.get('s') ?? '');
  const sessions = new Map((await readSessions(publicIds)).map((s) => [s.public_id, s]));
  return publicIds.map((id) => {
    const session = sessions.get(id);
    if (!session) throw new Error(`casino bench: no game-server session ${id}`);
    return { user: session.player_ref, token: session.operator_token, gameCode };
  });
}

/** One bet of a fresh round, signed as Hub88 signs (RSA-SHA256 over the exact body). */
function signedBet(port: number, seat: Seat): Buffer {
  const body = JSON.stringify({
    user: seat.user, transaction_uuid: randomUUID(), supplier_transaction_id: randomBytes(8).toString('hex'), token: seat.token, supplier_user: null,
    round_closed: false, round: randomUUID(), reward_uuid: null, request_uuid: randomUUID(), is_free: false, game_code: seat.gameCode, currency: 'TRY',
    bet: null, amount: BET_KURUS * HUB88_PER_KURUS,
  });
  const signature = sign('RSA-SHA256', Buffer.from(body), HUB88_KEY).toString('base64');
  return requestBytes(port, 'POST', '/api/providers/hub88/transaction/bet', { 'content-type': 'application/json', 'x-hub88-signature': signature }, body);
}

const accepted = (a: Answer) => a.status === 200 && a.body.includes('"status":"RS_OK"');

async function postBets(port: number, bets: Buffer[]): Promise<number> {
  const { answers, seconds } = await each(port, CONNECTIONS, bets, (b) => b);
  const refused = answers.filter((a) => !accepted(a));
  if (refused.length > 0) throw new Error(`casino bench: ${refused.length} bets not accepted, e.g. ${refused[0].body}`);
  return bets.length / seconds;
}

/** The least work a bet needs, on a file with the server's pragmas; one transaction per bet. */
function rawBetLoop(dir: string) {
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
    CREATE TABLE game_rounds (id INTEGER PRIMARY KEY AUTOINCREMENT, provider TEXT NOT NULL, round_ref TEXT NOT NULL, player_id INTEGER NOT NULL,
      game_id INTEGER NOT NULL, status TEXT NOT NULL, stake_minor INTEGER NOT NULL DEFAULT 0, started_at TEXT NOT NULL, updated_at TEXT NOT NULL,
      UNIQUE (provider, round_ref));
    CREATE INDEX game_rounds_player_time_idx ON game_rounds (player_id, started_at, id);
    CREATE TABLE game_transactions (id INTEGER PRIMARY KEY AUTOINCREMENT, provider TEXT NOT NULL, transaction_ref TEXT NOT NULL,
      round_id INTEGER NOT NULL REFERENCES game_rounds(id), player_id INTEGER NOT NULL, kind TEXT NOT NULL, amount_minor INTEGER NOT NULL,
      request_hash TEXT NOT NULL, balance_after_minor INTEGER NOT NULL, created_at TEXT NOT NULL, UNIQUE (provider, transaction_ref));
  `);
  const begin = db.prepare('BEGIN IMMEDIATE');
  const commit = db.prepare('COMMIT');
  const known = db.prepare("SELECT id FROM game_transactions WHERE provider = 'hub88' AND transaction_ref = ?");
  const debit = db.prepare("UPDATE accounts SET balance_minor = balance_minor - ? WHERE player_id = ? AND kind = 'cash' AND balance_minor >= ? RETURNING id, balance_minor");
  const entry = db.prepare("INSERT INTO ledger_entries (account_id, amount_minor, balance_after_minor, kind, reference, idempotency_key, created_at) VALUES (?, ?, ?, 'bet', ?, ?, ?)");
  const round = db.prepare("INSERT INTO game_rounds (provider, round_ref, player_id, game_id, status, stake_minor, started_at, updated_at) VALUES ('hub88', ?, ?, 1, 'open', ?, ?, ?)");
  const transaction = db.prepare("INSERT INTO game_transactions (provider, transaction_ref, round_id, player_id, kind, amount_minor, request_hash, balance_after_minor, created_at) VALUES ('hub88', ?, ?, ?, 'bet', ?, ?, ?, ?)");
  const openAccount = db.prepare("INSERT INTO accounts (player_id, kind, balance_minor) VALUES (?, 'cash', ?)");
  for (let p = 0; p < PLAYERS; p++) openAccount.run(p, FUND_LIRA * 100);
  return {
    /** Fresh transaction and round ids for `n` bets (not timed). */
    prepare: (n: number) => Array.from({ length: n }, (_, i) => ({ player: i % PLAYERS, transactionRef: randomUUID(), roundRef: randomUUID() })),
    /** Applies them one transaction each; bets per second. */
    bet(bets: Array<{ player: number; transactionRef: string; roundRef: string }>) {
      const started = performance.now();
      for (const b of bets) {
        const now = new Date().toISOString();
        begin.run();
        if (known.get(b.transactionRef)) throw new Error('raw loop: transaction applied twice');
        const account = debit.get(BET_KURUS, b.player, BET_KURUS) as { id: number; balance_minor: number } | undefined;
        if (!account) throw new Error('raw loop: not enough money');
        entry.run(account.id, -BET_KURUS, account.balance_minor, `game:hub88:${b.roundRef}`, `game:hub88:${b.transactionRef}:cash`, now);
        const roundId = Number(round.run(b.roundRef, b.player, BET_KURUS, now, now).lastInsertRowid);
        transaction.run(b.transactionRef, roundId, b.player, BET_KURUS, b.transactionRef, account.balance_minor, now);
        commit.run();
      }
      return bets.length / ((performance.now() - started) / 1000);
    },
    close: () => db.close(),
  };
}

/** (a) `rounds` measured rounds after a warm-up; alternating with the raw loop when one is given. */
async function throughput(port: number, seats: Seat[], rounds: number, raw?: ReturnType<typeof rawBetLoop>) {
  const serverRates: number[] = [];
  const rawRates: number[] = [];
  const ratios: number[] = [];
  // Round 0 warms both up and is not counted.
  for (let round = 0; round <= rounds; round++) {
    const n = round === 0 ? WARM_UP_BETS : BETS_PER_ROUND;
    const bets = Array.from({ length: n }, (_, i) => signedBet(port, seats[i % seats.length]));
    const rawBets = raw?.prepare(n) ?? [];
    let serverRate: number;
    let rawRate = 0;
    if (raw && round % 2 === 0) {
      rawRate = raw.bet(rawBets);
      serverRate = await postBets(port, bets);
    } else {
      serverRate = await postBets(port, bets);
      if (raw) rawRate = raw.bet(rawBets);
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
 * (b) Each seat one bet in flight at a time for `seconds` after a warm-up second; bets are signed before the clock
 * starts (about what `expectedRate` needs), and on demand past that.
 */
async function closedLoop(port: number, seats: Seat[], seconds: number, expectedRate: number) {
  // Many concurrent bets share a commit, so the closed loop runs faster than the 20 connections of (a).
  const perSeat = Math.min(400, Math.ceil((expectedRate * (seconds + 1) * 2.5) / seats.length) + 5);
  const pools = seats.map((seat) => Array.from({ length: perSeat }, () => signedBet(port, seat)));
  const run = async (s: number) => {
    const latencies: number[] = [];
    const refused: Answer[] = [];
    const until = performance.now() + s * 1000;
    const elapsed = await drive(port, seats.length, (i) => (performance.now() < until ? (pools[i].pop() ?? signedBet(port, seats[i])) : null), (_, a) => {
      if (accepted(a)) latencies.push(a.ms);
      else refused.push(a);
    });
    if (refused.length > 0) throw new Error(`casino bench: ${refused.length} bets not accepted, e.g. ${refused[0].status} ${refused[0].body}`);
    return { latencies: latencies.sort((a, b) => a - b), perSecond: latencies.length / elapsed };
  };
  await run(1);
  return run(seconds);
}

interface Measured {
  serverRates: number[];
  rawRates: number[];
  ratios: number[];
  many: { latencies: number[]; perSecond: number };
  alone: { latencies: number[]; perSecond: number };
}

async function measure(server: BenchServer, readSessions: ReadSessions, roundS: number, rounds: number, raw?: ReturnType<typeof rawBetLoop>): Promise<Measured> {
  const seats = await seatPlayers(server.port, readSessions);
  const rates = await throughput(server.port, seats, rounds, raw);
  const rate = median(rates.serverRates);
  const many = await closedLoop(server.port, seats, Math.max(3, roundS * 3), rate);
  const alone = await closedLoop(server.port, seats.slice(0, 1), roundS, rate / 4);
  return { ...rates, many, alone };
}

const ms = (sorted: number[], p: number) => `p${p} ${percentile(sorted, p).toFixed(1)} ms`;

async function sqliteRun(roundS: number): Promise<{ rows: Row[]; failures: string[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-casino-'));
  const dataDir = join(dir, 'data');
  const server = await startServer(dataDir, { HUB88_PUBLIC_KEY_FILE });
  const raw = rawBetLoop(dir);
  const reader = () => new SQLite(join(dataDir, 'casino.sqlite'), { readonly: true });
  const readSessions: ReadSessions = async (ids) => {
    const db = reader();
    try {
      const select = db.prepare('SELECT public_id, operator_token, player_ref FROM gs_sessions WHERE public_id = ?');
      return ids.map((id) => select.get(id) as { public_id: string; operator_token: string; player_ref: string });
    } finally {
      db.close();
    }
  };
  try {
    const m = await measure(server, readSessions, roundS, ROUNDS, raw);
    const ratio = median(m.ratios);
    const p99 = percentile(m.many.latencies, 99);
    const rows: Row[] = [
      ['raw SQLite bet loop', `${median(m.rawRates).toFixed(0)} bets/s`, `reference (median of ${ROUNDS} rounds × ${BETS_PER_ROUND})`],
      ['Hub88 transaction/bet (server)', `${median(m.serverRates).toFixed(0)} bets/s`, `ratio ${ratio.toFixed(2)} ≥ ${BET_MIN_RATIO}`],
      [`Hub88 bet, ${PLAYERS} rounds at once`, ms(m.many.latencies, 50), `${m.many.perSecond.toFixed(0)} bets/s`],
      [`Hub88 bet, ${PLAYERS} rounds at once`, ms(m.many.latencies, 99), `≤ ${BET_P99_MAX_MS} ms`],
      ['Hub88 bet, 1 round', ms(m.alone.latencies, 50), `${ms(m.alone.latencies, 99)} (no queue; reference)`],
    ];
    const failures: string[] = [];
    if (ratio < BET_MIN_RATIO) failures.push(`Hub88 transaction/bet ratio ${ratio.toFixed(2)} < ${BET_MIN_RATIO}`);
    if (p99 > BET_P99_MAX_MS) failures.push(`Hub88 transaction/bet p99 ${p99.toFixed(1)} ms > ${BET_P99_MAX_MS} ms`);
    if (process.env.BENCH_VERBOSE) verbose('sqlite', m);
    return { rows, failures };
  } finally {
    raw.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

function verbose(label: string, m: Measured) {
  const w = m.many.latencies;
  const tail = { p90: percentile(w, 90), p95: percentile(w, 95), p999: percentile(w, 99.9), max: w[w.length - 1], over50: w.filter((x) => x > 50).length };
  console.log(label, { ratios: m.ratios, rawRates: m.rawRates, serverRates: m.serverRates, samples: w.length, tail });
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

/** (c) The same server on PostgreSQL, in a schema of its own dropped afterwards. */
async function postgresRun(roundS: number): Promise<Row[]> {
  const url = process.env.DATABASE_URL;
  if (!url || !(await pgAnswers(url))) return [['Hub88 bet on PostgreSQL', 'skipped', 'DATABASE_URL unset or not answering']];
  const schema = `bench_casino_${randomBytes(4).toString('hex')}`;
  const dir = mkdtempSync(join(tmpdir(), 'bench-casino-pg-'));
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  let server: BenchServer | undefined;
  try {
    server = await startServer(join(dir, 'data'), { HUB88_PUBLIC_KEY_FILE, DATABASE_URL: url, DATABASE_SCHEMA: schema });
    const readSessions: ReadSessions = async (ids) =>
      (await admin.query(`SELECT public_id, operator_token, player_ref FROM ${schema}.gs_sessions WHERE public_id = ANY($1)`, [ids])).rows;
    const m = await measure(server, readSessions, roundS, PG_ROUNDS);
    if (process.env.BENCH_VERBOSE) verbose('postgres', m);
    return [
      ['Hub88 transaction/bet (PostgreSQL)', `${median(m.serverRates).toFixed(0)} bets/s`, `reported (median of ${PG_ROUNDS} rounds × ${BETS_PER_ROUND})`],
      [`PostgreSQL bet, ${PLAYERS} rounds at once`, ms(m.many.latencies, 50), `${ms(m.many.latencies, 99)}, ${m.many.perSecond.toFixed(0)} bets/s (reported)`],
      ['PostgreSQL bet, 1 round', ms(m.alone.latencies, 50), `${ms(m.alone.latencies, 99)} (no queue; reference)`],
    ];
  } finally {
    await server?.stop();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function benchCasino(roundS = 1): Promise<{ rows: Row[]; failures: string[] }> {
  const sqlite = await sqliteRun(roundS);
  const postgres = await postgresRun(roundS);
  return { rows: [...sqlite.rows, ...postgres], failures: sqlite.failures };
}

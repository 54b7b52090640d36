import { createPrivateKey, randomBytes, randomUUID, sign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { each, requestBytes, type Answer, type BenchServer } from './http-driver.js';
import { judged, measureBets, onSqlite, PLAYERS, rawWallet, ROUNDS, timed, verbose, type Labels, type Partner, type RawBetLoop, type Row } from './partner-bets.js';
import { json, postWebhooks, signedWebhooks, signUpAll, startDeposits } from './payments.js';

/**
 * Hub88's wallet calls against the real server process (as payments.ts: node server/start.ts on its own SQLite data
 * directory, WAL, synchronous=FULL), signed with Hub88's demo key the server is told to trust:
 *  (a) POST /api/providers/hub88/transaction/bet → bets per second, against a raw better-sqlite3 loop doing the least
 *      a bet needs (BEGIN IMMEDIATE; look the transaction id up; conditional UPDATE of the balance RETURNING; INSERT of
 *      the ledger entry, the round and the game transaction; COMMIT) on a file with the same pragmas, in alternating
 *      rounds of one run, ratio = median of rounds;
 *  (b) bet latency with 50 funded players each with one round's bet in flight (closed loop);
 *  (c) on PostgreSQL: see postgres.ts (`npm run bench -- casino` runs it after this, with pgbench as the reference).
 */
export const BET_MIN_RATIO = 0.5;
export const BET_P99_MAX_MS = 50;
const BETS_PER_ROUND = Number(process.env.BENCH_CASINO_BETS ?? 800);
const BET_KURUS = 10;
const FUND_LIRA = 1000;
/** One Hub88 unit of account is 1/100,000 of a lira: a kuruş is 1000 of them. */
const HUB88_PER_KURUS = 1000;
const HUB88_KEY = createPrivateKey(readFileSync(new URL('../fixtures/hub88/private.pem', import.meta.url)));
const HUB88_PUBLIC_KEY_FILE = fileURLToPath(new URL('../fixtures/hub88/public.pem', import.meta.url));
const LABELS: Labels = { route: 'Hub88 transaction/bet', bet: 'Hub88 bet', seat: ['rounds', 'round'] };

/** A launched Hub88 game as Hub88 knows it: whose (`user`), the operator's token, the game. */
export interface Seat {
  user: string;
  token: string;
  gameCode: string;
}

export type ReadSessions = (publicIds: string[]) => Promise<Array<{ public_id: string; operator_token: string; player_ref: string }>>;

async function hub88GameCode(port: number): Promise<string> {
  const { answers } = await each(port, 1, [0], () => json(port, '/api/casino/games', { search: 'Galata', live: false }));
  const games = (JSON.parse(answers[0].body) as { data: Array<{ providerName: string; gameCode: string }> }).data;
  const game = games.find((g) => g.providerName === 'Hub88');
  if (!game) throw new Error('casino bench: no Hub88 game found by "Galata"');
  return game.gameCode;
}

/** 50 players registered and funded through the API, each with a Hub88 game launched; what Hub88 then holds. */
export async function seatPlayers(port: number, readSessions: ReadSessions): Promise<Seat[]> {
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
export function signedBet(port: number, seat: Seat): Buffer {
  const body = JSON.stringify({
    user: seat.user, transaction_uuid: randomUUID(), supplier_transaction_id: randomBytes(8).toString('hex'), token: seat.token, supplier_user: null,
    round_closed: false, round: randomUUID(), reward_uuid: null, request_uuid: randomUUID(), is_free: false, game_code: seat.gameCode, currency: 'TRY',
    bet: null, amount: BET_KURUS * HUB88_PER_KURUS,
  });
  const signature = sign('RSA-SHA256', Buffer.from(body), HUB88_KEY).toString('base64');
  return requestBytes(port, 'POST', '/api/providers/hub88/transaction/bet', { 'content-type': 'application/json', 'x-hub88-signature': signature }, body);
}

export const accepted = (a: Answer) => a.status === 200 && a.body.includes('"status":"RS_OK"');

/** The least work a bet needs, on a file with the server's pragmas; one transaction per bet. */
function rawBetLoop(dir: string): RawBetLoop {
  const { db, begin, commit, debit, entry } = rawWallet(dir, FUND_LIRA * 100, `
    CREATE TABLE game_rounds (id INTEGER PRIMARY KEY AUTOINCREMENT, provider TEXT NOT NULL, round_ref TEXT NOT NULL, player_id INTEGER NOT NULL,
      game_id INTEGER NOT NULL, status TEXT NOT NULL, stake_minor INTEGER NOT NULL DEFAULT 0, started_at TEXT NOT NULL, updated_at TEXT NOT NULL,
      UNIQUE (provider, round_ref));
    CREATE INDEX game_rounds_player_time_idx ON game_rounds (player_id, started_at, id);
    CREATE TABLE game_transactions (id INTEGER PRIMARY KEY AUTOINCREMENT, provider TEXT NOT NULL, transaction_ref TEXT NOT NULL,
      round_id INTEGER NOT NULL REFERENCES game_rounds(id), player_id INTEGER NOT NULL, kind TEXT NOT NULL, amount_minor INTEGER NOT NULL,
      request_hash TEXT NOT NULL, balance_after_minor INTEGER NOT NULL, created_at TEXT NOT NULL, UNIQUE (provider, transaction_ref));
  `);
  const known = db.prepare("SELECT id FROM game_transactions WHERE provider = 'hub88' AND transaction_ref = ?");
  const round = db.prepare("INSERT INTO game_rounds (provider, round_ref, player_id, game_id, status, stake_minor, started_at, updated_at) VALUES ('hub88', ?, ?, 1, 'open', ?, ?, ?)");
  const transaction = db.prepare("INSERT INTO game_transactions (provider, transaction_ref, round_id, player_id, kind, amount_minor, request_hash, balance_after_minor, created_at) VALUES ('hub88', ?, ?, ?, 'bet', ?, ?, ?, ?)");
  return {
    prepare(n) {
      const bets = Array.from({ length: n }, (_, i) => ({ player: i % PLAYERS, transactionRef: randomUUID(), roundRef: randomUUID() }));
      return () =>
        timed(bets, (b) => {
          const now = new Date().toISOString();
          begin.run();
          if (known.get(b.transactionRef)) throw new Error('raw loop: transaction applied twice');
          const account = debit.get(BET_KURUS, b.player, BET_KURUS);
          if (!account) throw new Error('raw loop: not enough money');
          entry.run(account.id, -BET_KURUS, account.balance_minor, 'bet', `game:hub88:${b.roundRef}`, `game:hub88:${b.transactionRef}:cash`, now);
          const roundId = Number(round.run(b.roundRef, b.player, BET_KURUS, now, now).lastInsertRowid);
          transaction.run(b.transactionRef, roundId, b.player, BET_KURUS, b.transactionRef, account.balance_minor, now);
          commit.run();
        });
    },
    close: () => db.close(),
  };
}

async function measure(server: BenchServer, readSessions: ReadSessions, roundS: number, rounds: number, raw?: RawBetLoop) {
  const seats = await seatPlayers(server.port, readSessions);
  const partner: Partner = { name: 'casino bench', port: server.port, seats: seats.length, bet: (i) => signedBet(server.port, seats[i]), accepted };
  return measureBets(partner, roundS, rounds, BETS_PER_ROUND, raw);
}

async function sqliteRun(roundS: number): Promise<{ rows: Row[]; failures: string[] }> {
  return onSqlite('bench-casino', { HUB88_PUBLIC_KEY_FILE }, async (server, dir) => {
    const raw = rawBetLoop(dir);
    const readSessions: ReadSessions = async (ids) => {
      const db = new SQLite(join(dir, 'data', 'casino.sqlite'), { readonly: true });
      try {
        const select = db.prepare('SELECT public_id, operator_token, player_ref FROM gs_sessions WHERE public_id = ?');
        return ids.map((id) => select.get(id) as { public_id: string; operator_token: string; player_ref: string });
      } finally {
        db.close();
      }
    };
    try {
      const m = await measure(server, readSessions, roundS, ROUNDS, raw);
      verbose('sqlite', m);
      return judged(m, LABELS, { minRatio: BET_MIN_RATIO, p99MaxMs: BET_P99_MAX_MS, perRound: BETS_PER_ROUND });
    } finally {
      raw.close();
    }
  });
}

export async function benchCasino(roundS = 1): Promise<{ rows: Row[]; failures: string[] }> {
  return sqliteRun(roundS);
}

import { randomBytes, randomUUID } from 'node:crypto';
import type { AuthData } from '../../contracts/session.js';
import { signDetached } from '../../server/modules/sports/partners/betsy/jws.js';
import { BETSY_API_PATH } from '../../server/modules/sports/partners/betsy/routes.js';
import { each, requestBytes, type Answer, type BenchServer } from './http-driver.js';
import { judged, measureBets, onPostgres, onSqlite, PG_ROUNDS, PLAYERS, rawWallet, reported, ROUNDS, timed, verbose, type Labels, type RawBetLoop, type Row } from './partner-bets.js';
import { json, postWebhooks, signedWebhooks, startDeposits } from './payments.js';

/**
 * Betsy's place-bet calls against the real server process (as casino.ts: node server/start.ts on its own SQLite data
 * directory, WAL, synchronous=FULL), signed with the partner secret the server is given (BETSY_SECRET):
 *  (a) POST /api/sports/betsy/payment/bet (type 1) → bets per second, against a raw better-sqlite3 loop doing the least
 *      a sports bet needs (BEGIN IMMEDIATE; look the transaction id up; conditional UPDATE of the cash balance
 *      RETURNING; INSERT of the ledger entry and the bet; COMMIT) on a file with the same pragmas, in alternating rounds
 *      of one run, ratio = median of rounds;
 *  (b) bet latency with 50 funded players each with one bet in flight (closed loop);
 *  (c) the same on PostgreSQL when DATABASE_URL answers: reported, no budget.
 */
export const SPORTS_BET_MIN_RATIO = 0.5;
export const SPORTS_BET_P99_MAX_MS = 50;
const BETS_PER_ROUND = Number(process.env.BENCH_SPORTS_BETS ?? 800);
const BET_KURUS = 100;
const FUND_LIRA = 10_000;
const COEFFICIENT = 2.35;
const BETSY_SECRET = 'bench-betsy-secret-0123456789';
const LABELS: Labels = { route: 'Betsy payment/bet', bet: 'Betsy bet', seat: ['players', 'player'] };

/** A player as Betsy knows them: the token from the frame's launch data and our player id as `userId`. */
interface Seat {
  userId: string;
  token: string;
}

/** 50 players registered through the API and funded by paid deposits; each one's Betsy token from their auth data. */
async function seatPlayers(port: number): Promise<Seat[]> {
  const tag = Date.now().toString(36);
  const { answers } = await each(port, 4, Array.from({ length: PLAYERS }, (_, i) => i), (i) => {
    const username = `spor${i}x${tag}`;
    return json(port, '/api/auth/register', {
      name: 'Bench', surname: 'Oyuncu', username, email: `${username}@example.com`, password: 'bench-sifre-1', password2: 'bench-sifre-1',
      phone: '905301112233', PersonalNo: '10000000146', country: 235, currencyId: 1, birthDate: '1990-01-01', trialBonus: false,
    });
  });
  const players = answers.map((a) => (JSON.parse(a.body) as { data: AuthData }).data);
  const tokens = players.map((p) => p.token);
  await postWebhooks(port, signedWebhooks(port, await startDeposits(port, tokens, tokens.length, FUND_LIRA)));
  return players.map((p) => {
    if (!p.betsyToken) throw new Error(`sports bench: no Betsy token for ${p.username}`);
    return { userId: p.usercode, token: p.betsyToken };
  });
}

/** One single-selection bet, in the fields and signature Betsy's client sends (x-sign-jws over the exact body). */
function signedBet(port: number, seat: Seat): Buffer {
  const body = JSON.stringify({
    type: 1, token: seat.token, transactionId: randomUUID(), userId: seat.userId, currency: 'TRY', amount: BET_KURUS / 100, coefficient: COEFFICIENT,
    requestId: `req-${randomBytes(8).toString('hex')}`, gameType: 'sportsbook', ticketType: 'single',
    metadata: [{ event: 'Galatasaray - Fenerbahçe', eventId: '1001', market: 'Maç Sonucu', outcome: '1', coefficient: COEFFICIENT }],
  });
  return requestBytes(port, 'POST', `${BETSY_API_PATH}/payment/bet`, { 'content-type': 'application/json', 'x-sign-jws': signDetached(body, BETSY_SECRET) }, body);
}

const accepted = (a: Answer) => a.status === 200 && a.body.includes('"transactionId"');

/** The least work a sports bet needs, on a file with the server's pragmas; one transaction per bet. */
function rawBetLoop(dir: string): RawBetLoop {
  const { db, begin, commit, debit, entry } = rawWallet(dir, FUND_LIRA * 100, `
    CREATE TABLE sports_bets (id INTEGER PRIMARY KEY AUTOINCREMENT, partner TEXT NOT NULL, bet_ref TEXT NOT NULL, player_id INTEGER NOT NULL,
      stake_minor INTEGER NOT NULL, cash_minor INTEGER NOT NULL, bonus_minor INTEGER NOT NULL, odds_x1000 INTEGER NOT NULL, potential_win_minor INTEGER NOT NULL,
      selections TEXT NOT NULL, status TEXT NOT NULL CHECK (status IN ('open', 'won', 'lost', 'refunded', 'cashed_out')), paid_minor INTEGER NOT NULL DEFAULT 0,
      request_hash TEXT NOT NULL, balance_after_minor INTEGER NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL, UNIQUE (partner, bet_ref));
    CREATE INDEX sports_bets_player_time_idx ON sports_bets (player_id, created_at, id);
  `);
  const known = db.prepare("SELECT id FROM sports_bets WHERE partner = 'betsy' AND bet_ref = ?");
  const bet = db.prepare(`INSERT INTO sports_bets (partner, bet_ref, player_id, stake_minor, cash_minor, bonus_minor, odds_x1000, potential_win_minor, selections,
    status, request_hash, balance_after_minor, created_at, updated_at) VALUES ('betsy', ?, ?, ?, ?, 0, ?, ?, ?, 'open', ?, ?, ?, ?)`);
  const odds = Math.round(COEFFICIENT * 1000);
  const selections = JSON.stringify([{ event: 'Galatasaray - Fenerbahçe', market: 'Maç Sonucu', pick: '1', oddsX1000: odds }]);
  return {
    prepare(n) {
      const bets = Array.from({ length: n }, (_, i) => ({ player: i % PLAYERS, betRef: randomUUID() }));
      return () =>
        timed(bets, (b) => {
          const now = new Date().toISOString();
          begin.run();
          if (known.get(b.betRef)) throw new Error('raw loop: bet taken twice');
          const account = debit.get(BET_KURUS, b.player, BET_KURUS);
          if (!account) throw new Error('raw loop: not enough money');
          entry.run(account.id, -BET_KURUS, account.balance_minor, 'stake', `sports:betsy:${b.betRef}`, `sports:betsy:${b.betRef}:cash`, now);
          bet.run(b.betRef, b.player, BET_KURUS, BET_KURUS, odds, Math.floor((BET_KURUS * odds) / 1000), selections, b.betRef, account.balance_minor, now, now);
          commit.run();
        });
    },
    close: () => db.close(),
  };
}

async function measure(server: BenchServer, roundS: number, rounds: number, raw?: RawBetLoop) {
  const seats = await seatPlayers(server.port);
  return measureBets({ name: 'sports bench', port: server.port, seats: seats.length, bet: (i) => signedBet(server.port, seats[i]), accepted }, roundS, rounds, BETS_PER_ROUND, raw);
}

async function sqliteRun(roundS: number): Promise<{ rows: Row[]; failures: string[] }> {
  return onSqlite('bench-sports', { BETSY_SECRET }, async (server, dir) => {
    const raw = rawBetLoop(dir);
    try {
      const m = await measure(server, roundS, ROUNDS, raw);
      verbose('sqlite', m);
      return judged(m, LABELS, { minRatio: SPORTS_BET_MIN_RATIO, p99MaxMs: SPORTS_BET_P99_MAX_MS, perRound: BETS_PER_ROUND });
    } finally {
      raw.close();
    }
  });
}

/** (c) The same server on PostgreSQL, in a schema of its own dropped afterwards. */
async function postgresRun(roundS: number): Promise<Row[]> {
  const rows = await onPostgres('bench-sports', { BETSY_SECRET }, async (server) => {
    const m = await measure(server, roundS, PG_ROUNDS);
    verbose('postgres', m);
    return reported(m, LABELS, BETS_PER_ROUND);
  });
  return rows ?? [['Betsy bet on PostgreSQL', 'skipped', 'DATABASE_URL unset or not answering']];
}

export async function benchSports(roundS = 1): Promise<{ rows: Row[]; failures: string[] }> {
  const sqlite = await sqliteRun(roundS);
  const postgres = await postgresRun(roundS);
  return { rows: [...sqlite.rows, ...postgres], failures: sqlite.failures };
}

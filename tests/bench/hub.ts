import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { WebSocket } from 'ws';
import { HUB_PATH } from '../../contracts/notifications.js';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { createDb } from '../../server/db/index.js';
import { migrateDb } from '../../server/db/migrate.js';
import { transact } from '../../server/db/transact.js';
import { notify } from '../../server/modules/notifications/service.js';
import { startSession } from '../../server/modules/sessions/service.js';

/**
 * The real-time hub (`npm run bench -- hub`), three processes on loopback: this one, the server (the real app on its
 * own SQLite data directory; players and sessions are written beforehand through the sessions service, not signed up
 * one by one), and a load generator with plain `ws` clients that handshake, ping every 10 s and note when pushes
 * arrive. Two budgets:
 *  (a) IDLE_CONNECTIONS authenticated, idle connections: the server's RSS over its baseline (both after a GC);
 *  (b) fan-out: one transaction notifies FANOUT_PLAYERS connected players; latency from just before it starts to each
 *      player's push arriving (one clock: both processes read wall time). On the in-process backplane (10,000
 *      connected, 1,000 notified), and over Redis (REDIS_URL): a second server process raises the notifications and
 *      the one holding the connections pushes them.
 */
export const MEMORY_MAX_MB = 150;
export const FANOUT_P99_MAX_MS = { memory: 250, redis: 400 };
const IDLE_CONNECTIONS = 10_000;
const FANOUT_PLAYERS = 1_000;
const FANOUT_ROUNDS = 5;
// Several source addresses, so 10,000 connections never run short of ephemeral ports (28,000 per address pair).
const SOURCE_ADDRESSES = ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5'];
const RS = '\x1e';

type Row = [string, string, string];
type Message = { cmd: string } & Record<string, unknown>;
interface Player {
  id: number;
  token: string;
}

const wallClock = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

// ---- The server process ----------------------------------------------------------------------------------------

async function serve(): Promise<void> {
  const dataDir = process.env.BENCH_HUB_DATA_DIR!;
  const db = createDb({ dataDir });
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    REDIS_URL: process.env.BENCH_HUB_REDIS_URL,
    RATE_LIMIT_PREFIX: process.env.BENCH_HUB_PREFIX,
    // Every client comes from four loopback addresses.
    HUB_MAX_CONNECTIONS_PER_IP: '1000000',
    RATE_LIMIT_MAX: '100000000',
  });
  const app = await buildApp({ config, db });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const reply = (message: Message) => process.send!(message);
  process.on('message', (message: Message) => {
    void (async () => {
      if (message.cmd === 'rss') {
        globalThis.gc?.();
        await sleep(200);
        globalThis.gc?.();
        reply({ cmd: 'rss', bytes: process.memoryUsage().rss });
      } else if (message.cmd === 'notify') {
        const t0 = wallClock();
        await transact(db.kysely, async (trx) => {
          for (const playerId of message.playerIds as number[]) await notify(trx, { playerId, type: 5, title: message.title as string, note: 'Bench' }, new Date());
        });
        reply({ cmd: 'notified', t0 });
      }
    })();
  });
  process.on('disconnect', () => void app.close().then(() => process.exit(0)));
  reply({ cmd: 'ready', port: (app.server.address() as AddressInfo).port });
}

// ---- The load generator ----------------------------------------------------------------------------------------

async function generate(): Promise<void> {
  const sockets = new Set<WebSocket>();
  let marker: Buffer | null = null;
  let arrivals: number[] = [];
  const reply = (message: Message) => process.send!(message);

  const open = (url: string, token: string, localAddress: string) =>
    new Promise<void>((resolve, reject) => {
      const socket = new WebSocket(`${url}?x-locale=tr&access_token=${token}`, { localAddress, perMessageDeflate: false });
      socket.once('open', () => socket.send(`{"protocol":"json","version":1}${RS}`));
      socket.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused with ${res.statusCode}`)));
      socket.once('error', reject);
      socket.once('message', (data) => {
        if (data.toString() !== `{}${RS}`) return reject(new Error(`handshake answered ${data.toString()}`));
        sockets.add(socket);
        socket.on('message', (record: Buffer) => {
          if (marker && record.indexOf(marker) >= 0) arrivals.push(wallClock());
        });
        socket.once('close', () => sockets.delete(socket));
        resolve();
      });
    });

  // The server drops a client silent for 30 s: ping as the SignalR client does (a string: a text frame; the json
  // protocol closes a connection that sends a binary one).
  const ping = `{"type":6}${RS}`;
  setInterval(() => {
    for (const socket of sockets) if (socket.readyState === WebSocket.OPEN) socket.send(ping);
  }, 10_000).unref();

  process.on('message', (message: Message) => {
    void (async () => {
      if (message.cmd === 'connect') {
        const tokens = message.tokens as string[];
        let next = 0;
        const failures: string[] = [];
        // 200 handshakes in flight at a time.
        await Promise.all(
          Array.from({ length: 200 }, async () => {
            while (next < tokens.length) {
              const i = next++;
              await open(message.url as string, tokens[i], SOURCE_ADDRESSES[i % SOURCE_ADDRESSES.length]).catch((error: Error) => failures.push(error.message));
            }
          }),
        );
        reply({ cmd: 'connected', open: sockets.size, failures: failures.length, firstFailure: failures[0] ?? null });
      } else if (message.cmd === 'expect') {
        marker = Buffer.from(message.marker as string);
        arrivals = [];
        reply({ cmd: 'expecting' });
      } else if (message.cmd === 'collect') {
        const deadline = Date.now() + 15_000;
        while (arrivals.length < (message.count as number) && Date.now() < deadline) await sleep(5);
        reply({ cmd: 'arrivals', times: arrivals });
      } else if (message.cmd === 'close') {
        for (const socket of sockets) socket.terminate();
        sockets.clear();
        reply({ cmd: 'closed' });
      }
    })();
  });
  process.on('disconnect', () => process.exit(0));
  reply({ cmd: 'ready' });
}

// ---- This process ----------------------------------------------------------------------------------------------

/** A child running one role of this file, answering one message per request. */
interface Child {
  ready: Message;
  request(message: Message): Promise<Message>;
  stop(): Promise<void>;
}

async function child(role: 'server' | 'generator', env: Record<string, string> = {}): Promise<Child> {
  const proc: ChildProcess = fork(fileURLToPath(import.meta.url), [], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, ...env, HUB_BENCH_ROLE: role },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting: Array<(message: Message) => void> = [];
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  proc.on('message', (message: Message) => waiting.shift()?.(message));
  const next = () =>
    new Promise<Message>((resolve, reject) => {
      waiting.push(resolve);
      void exited.then(() => reject(new Error(`hub bench ${role} exited`)));
    });
  const ready = await next();
  return {
    ready,
    request(message) {
      const answer = next();
      proc.send(message);
      return answer;
    },
    async stop() {
      if (proc.exitCode === null) proc.disconnect();
      await exited;
    },
  };
}

/** Players with a live session each, written in one transaction through the sessions service. */
async function preparePlayers(dataDir: string, count: number): Promise<Player[]> {
  const db = createDb({ dataDir });
  try {
    await migrateDb(db);
    const now = new Date();
    return await transact(db.kysely, async (trx) => {
      const players: Player[] = [];
      for (let at = 0; at < count; at += 500) {
        const rows = Array.from({ length: Math.min(500, count - at) }, (_, i) => {
          const name = `hub${at + i}`;
          return {
            name: 'Bench', surname: 'Oyuncu', username: name, username_lower: name, email: `${name}@example.com`, phone: `90530${String(at + i).padStart(7, '0')}`,
            personal_no: null, country_id: 235, currency_id: 1, birth_date: null, password_hash: '-', sms_verified: 0, locale: 'tr',
            ref_id: null, partner: null, subid: null, source: null, created_at: now.toISOString(),
          };
        });
        for (const { id } of await trx.insertInto('players').values(rows).returning('id').execute()) {
          const { token } = await startSession(trx, { playerId: id, ip: '127.0.0.1', userAgent: 'hub bench', fingerprint: null, now });
          players.push({ id, token });
        }
      }
      return players;
    });
  } finally {
    await db.destroy();
  }
}

function softFdLimit(): number {
  const line = readFileSync('/proc/self/limits', 'utf8').split('\n').find((l) => l.startsWith('Max open files'));
  const soft = line?.split(/\s{2,}/)[1];
  return soft === undefined || soft === 'unlimited' ? Infinity : Number(soft);
}

async function connect(generator: Child, server: Child, players: Player[]): Promise<number> {
  const url = `ws://127.0.0.1:${server.ready.port as number}${HUB_PATH}`;
  const started = performance.now();
  const result = await generator.request({ cmd: 'connect', url, tokens: players.map((p) => p.token) });
  if (result.failures) throw new Error(`hub bench: ${result.failures as number} connections failed, e.g. ${result.firstFailure as string}`);
  return (performance.now() - started) / 1000;
}

/** FANOUT_ROUNDS notifications of `players` raised on `raiser`; latencies of every arrival, sorted. */
async function fanOut(raiser: Child, generator: Child, players: Player[]): Promise<number[]> {
  const latencies: number[] = [];
  for (let round = 0; round <= FANOUT_ROUNDS; round++) {
    const marker = `fan-${randomBytes(6).toString('hex')}`;
    await generator.request({ cmd: 'expect', marker });
    const { t0 } = await raiser.request({ cmd: 'notify', playerIds: players.map((p) => p.id), title: marker });
    const { times } = await generator.request({ cmd: 'collect', count: players.length });
    const arrived = times as number[];
    if (arrived.length < players.length) throw new Error(`hub bench: ${arrived.length} of ${players.length} pushes arrived`);
    // The first round warms up both sides.
    if (round > 0) latencies.push(...arrived.map((t) => t - (t0 as number)));
    await sleep(200);
  }
  return latencies.sort((a, b) => a - b);
}

async function redisAnswers(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

export async function benchHub(): Promise<{ rows: Row[]; failures: string[] }> {
  const rows: Row[] = [];
  const failures: string[] = [];
  const fanOutRow = (name: string, sorted: number[], budget: number) => {
    const p99 = percentile(sorted, 99);
    rows.push([name, `p50 ${percentile(sorted, 50).toFixed(1)} ms`, `p99 ${p99.toFixed(1)} ms ≤ ${budget} ms`]);
    if (p99 > budget) failures.push(`${name} p99 ${p99.toFixed(1)} ms > ${budget} ms`);
  };

  // Each side holds one descriptor per connection, plus the runtime's own.
  const idle = Math.min(IDLE_CONNECTIONS, softFdLimit() - 500);
  if (idle < IDLE_CONNECTIONS) failures.push(`hub: the open-files limit (ulimit -n ${softFdLimit()}) allows only ${idle} connections`);
  const dir = mkdtempSync(join(tmpdir(), 'bench-hub-'));
  const dataDir = join(dir, 'data');
  const players = await preparePlayers(dataDir, idle);
  const notified = players.slice(0, FANOUT_PLAYERS);
  const generator = await child('generator');
  try {
    // (a) and (b) on the in-process backplane.
    const server = await child('server', { BENCH_HUB_DATA_DIR: dataDir });
    try {
      // Warm up every path a connection takes before the baseline.
      await connect(generator, server, players.slice(0, 100));
      await generator.request({ cmd: 'close' });
      await sleep(500);
      const baseline = (await server.request({ cmd: 'rss' })).bytes as number;
      const seconds = await connect(generator, server, players);
      await sleep(2_000);
      const loaded = (await server.request({ cmd: 'rss' })).bytes as number;
      const overMb = (loaded - baseline) / 2 ** 20;
      rows.push([`hub: ${players.length} idle connections`, `${overMb.toFixed(0)} MB`, `server RSS over baseline ≤ ${MEMORY_MAX_MB} MB (opened in ${seconds.toFixed(1)} s)`]);
      if (overMb > MEMORY_MAX_MB) failures.push(`hub: ${players.length} idle connections take ${overMb.toFixed(0)} MB > ${MEMORY_MAX_MB} MB`);
      fanOutRow(`hub fan-out to ${notified.length}, in-process`, await fanOut(server, generator, notified), FANOUT_P99_MAX_MS.memory);
      await generator.request({ cmd: 'close' });
    } finally {
      await server.stop();
    }

    // (b) over Redis: raised on one process, pushed by another.
    const redisUrl = process.env.REDIS_URL;
    const skip = !redisUrl ? 'REDIS_URL is not set' : !(await redisAnswers(redisUrl)) ? `Redis at ${redisUrl} does not answer` : null;
    if (skip) {
      console.log(`hub bench: fan-out over Redis skipped (${skip})`);
      rows.push(['hub fan-out over Redis', 'skipped', skip]);
    } else {
      // The raising process gets its own copy of the data: one writer per SQLite file, as in production.
      const copy = join(dir, 'raiser');
      cpSync(dataDir, copy, { recursive: true });
      const shared = { BENCH_HUB_REDIS_URL: redisUrl!, BENCH_HUB_PREFIX: `bench-hub-${randomBytes(4).toString('hex')}:` };
      const pusher = await child('server', { ...shared, BENCH_HUB_DATA_DIR: dataDir });
      const raiser = await child('server', { ...shared, BENCH_HUB_DATA_DIR: copy });
      try {
        await connect(generator, pusher, notified);
        fanOutRow(`hub fan-out to ${notified.length}, Redis`, await fanOut(raiser, generator, notified), FANOUT_P99_MAX_MS.redis);
        await generator.request({ cmd: 'close' });
      } finally {
        await Promise.all([pusher.stop(), raiser.stop()]);
      }
    }
  } finally {
    await generator.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return { rows, failures };
}

const role = process.env.HUB_BENCH_ROLE;
if (role === 'server') await serve();
else if (role === 'generator') await generate();

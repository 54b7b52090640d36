import { spawn, type ChildProcess } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { frameResponse } from './load.js';

/**
 * The real server as a child process (node server/start.ts, as deployed) and a lean HTTP/1.1 keep-alive driver for
 * it: what the payments and casino benches share.
 */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Players are funded through the PSP's signed webhooks, so every bench server knows this secret. */
export const WEBHOOK_SECRET = 'bench-webhook-secret-0123456789';

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface BenchServer {
  base: string;
  port: number;
  child: ChildProcess;
  stop: () => Promise<void>;
}

/**
 * The real server on its own data directory, answering; BENCH_SERVER_NODE_ARGS adds node flags (e.g. --cpu-prof).
 * It runs on SQLite unless `env` names a DATABASE_URL (the bench's own is not inherited).
 */
export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<BenchServer> {
  const port = await freePort();
  const { DATABASE_URL: _u, DATABASE_SCHEMA: _s, REDIS_URL: _r, ...inherited } = process.env;
  const extra = process.env.BENCH_SERVER_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...extra, '--import', 'tsx', 'server/start.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...inherited,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SKIP_SPA: '1',
      SEED_DEMO: '1',
      LOG_LEVEL: 'silent',
      PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
      PAYMENT_LOCAL_SECRET: 'bench-local-secret-0123456789ab',
      PUBLIC_ORIGIN: 'http://kasa.bench',
      // The game servers and provider simulators call this process where it listens, not at the public origin.
      GAME_CALLBACK_ORIGIN: `http://127.0.0.1:${port}`,
      RATE_LIMIT_MAX: '100000000',
      REGISTER_LIMIT_PER_IP: '100000000',
      LOGIN_LIMIT_PER_IP: '100000000',
      BALANCE_LIMIT_PER_SESSION: '100000000',
      ...env,
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`bench server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('bench server did not answer in time');
    try {
      const res = await fetch(`${base}/api/cms/grouped`);
      await res.arrayBuffer();
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    port,
    child,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export function requestBytes(port: number, method: string, path: string, headers: Record<string, string>, body?: string): Buffer {
  const lines = [`${method} ${path} HTTP/1.1`, `host: 127.0.0.1:${port}`, 'connection: keep-alive'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  const payload = body === undefined ? Buffer.alloc(0) : Buffer.from(body);
  if (body !== undefined) lines.push(`content-length: ${payload.length}`);
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`), payload]);
}

export interface Answer {
  status: number;
  body: string;
  ms: number;
}

/**
 * `connections` keep-alive connections, each sending the request `next(i)` gives it and waiting for the whole answer
 * before the next (null: that connection is done). Answers are uncompressed JSON (no accept-encoding).
 */
export async function drive(port: number, connections: number, next: (i: number) => Buffer | null, onAnswer: (i: number, a: Answer) => void): Promise<number> {
  const started = performance.now();
  await Promise.all(
    Array.from(
      { length: connections },
      (_, i) =>
        new Promise<void>((resolve, reject) => {
          let pending: Buffer = Buffer.alloc(0);
          let sentAt = 0;
          const socket = connect({ host: '127.0.0.1', port, noDelay: true });
          const send = () => {
            const request = next(i);
            if (!request) {
              socket.end();
              resolve();
              return;
            }
            sentAt = performance.now();
            socket.write(request);
          };
          socket.once('connect', send);
          socket.on('error', reject);
          socket.on('data', (chunk: Buffer) => {
            pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
            try {
              for (let frame = frameResponse(pending); frame; frame = frameResponse(pending)) {
                const ms = performance.now() - sentAt;
                const bodyStart = pending.indexOf('\r\n\r\n') + 4;
                onAnswer(i, { status: frame.status, body: pending.toString('utf8', bodyStart, frame.length), ms });
                pending = pending.subarray(frame.length);
                send();
              }
            } catch (error) {
              socket.destroy();
              reject(error as Error);
            }
          });
        }),
    ),
  );
  return (performance.now() - started) / 1000;
}

/** Runs one request per item over `connections` connections; throws unless every answer is 200. */
export async function each<T>(port: number, connections: number, items: T[], request: (item: T) => Buffer): Promise<{ answers: Answer[]; seconds: number }> {
  const answers: Answer[] = new Array(items.length);
  let at = 0;
  const owner: number[] = [];
  const seconds = await drive(
    port,
    Math.min(connections, items.length),
    (i) => {
      if (at >= items.length) return null;
      owner[i] = at;
      return request(items[at++]);
    },
    (i, a) => {
      answers[owner[i]] = a;
    },
  );
  const bad = answers.find((a) => a.status !== 200);
  if (bad) throw new Error(`bench: answer ${bad.status} ${bad.body}`);
  return { answers, seconds };
}

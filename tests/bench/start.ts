import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, ROOT } from './http-driver.js';

/**
 * `npm run bench -- start`: the compiled server (`npm run build`, then `node dist-server/start.js` as `npm start`
 * runs it) from spawn to its first answer, on a database that exists (a restart, as a deploy does it), median of
 * BENCH_START_RUNS (5); budget 2 s. The first answer of GET / (the server-rendered page) is reported beside it.
 */
const BUDGET_MS = 2_000;

async function firstAnswer(base: string, path: string, started: number, deadline: number): Promise<number> {
  for (;;) {
    if (Date.now() > deadline) throw new Error(`no answer from ${path} in time`);
    try {
      const res = await fetch(`${base}${path}`);
      await res.arrayBuffer();
      if (res.status === 200) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** CPU time (user + system) the process has used, in ms (Linux /proc; null elsewhere). */
function cpuMsOf(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

async function startOnce(dataDir: string): Promise<{ healthMs: number; pageMs: number; cpuMs: number | null }> {
  const port = await freePort();
  const { DATABASE_URL: _u, DATABASE_SCHEMA: _s, REDIS_URL: _r, ...inherited } = process.env;
  const started = Date.now();
  const child = spawn(process.execPath, ['dist-server/start.js'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...inherited, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', PAYMENT_LOCAL_SECRET: 'bench-local-secret-0123456789ab', PAYMENT_WEBHOOK_SECRET: 'bench-webhook-secret-0123456789' },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const base = `http://127.0.0.1:${port}`;
    const deadline = started + 120_000;
    const healthMs = await firstAnswer(base, '/healthz', started, deadline);
    // What the start cost the machine, whatever else ran on it: on a loaded machine the wall time is mostly waiting.
    const cpuMs = cpuMsOf(child.pid);
    const pageMs = await firstAnswer(base, '/', started, deadline);
    return { healthMs, pageMs, cpuMs };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

export async function benchStart(): Promise<{ rows: Array<[string, string, string]>; failures: string[] }> {
  const built = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--if-stale'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('npm run build failed');
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-start-'));
  try {
    // The first start creates and seeds the database; the ones measured find it there.
    await startOnce(dataDir);
    const runs: Array<{ healthMs: number; pageMs: number; cpuMs: number | null }> = [];
    for (let i = 0; i < Number(process.env.BENCH_START_RUNS ?? 5); i++) runs.push(await startOnce(dataDir));
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const health = median(runs.map((r) => r.healthMs));
    const page = median(runs.map((r) => r.pageMs));
    const cpu = runs.every((r) => r.cpuMs !== null) ? median(runs.map((r) => r.cpuMs!)) : null;
    const load = loadavg()[0].toFixed(1);
    const rows: Array<[string, string, string]> = [
      ['compiled start → first answer', `${health} ms`, `≤ ${BUDGET_MS} ms (load average ${load})`],
      ['compiled start → first page (/)', `${page} ms`, 'reported'],
      ...(cpu === null ? [] : [['CPU time of the start (user + sys)', `${cpu} ms`, 'reported: the wall time on a machine to itself is about this'] as [string, string, string]]),
    ];
    return { rows, failures: health > BUDGET_MS ? [`compiled start answered after ${health} ms > ${BUDGET_MS} ms (load average ${load})`] : [] };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

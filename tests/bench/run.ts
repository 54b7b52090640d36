import { fork } from 'node:child_process';
import { compareToBare } from './measure.js';
import { ensureSpaBuilt, ssrDirOf } from '../../server/spa-build.js';
import { benchFirstView } from './first-view.js';
import { initialJsGzipBytes } from './bundle-size.js';
import { benchIdentity } from './identity.js';
import { benchPayments } from './payments.js';
import { benchHub } from './hub.js';
import { benchCasino } from './casino.js';
import { benchSports } from './sports.js';
import { benchStart } from './start.js';
import { benchPostgres } from './postgres.js';

/**
 * Budgets measured in one run, each route in rounds alternating with a bare Fastify route, so the ratios hold
 * on a noisy shared machine.
 * Prints a table and exits non-zero when a budget is missed.
 */
const ROUND_S = Number(process.env.BENCH_SECONDS ?? 1);
const INITIAL_JS_BUDGET = 130 * 1024;
const GROUPED_MIN_RATIO = 0.5;

const failures: string[] = [];
const rows: Array<[string, string, string]> = [];

// `npm run bench -- payments`: only the payments budgets (they start their own server process).
if (process.argv.slice(2).includes('payments')) {
  const payments = await benchPayments(ROUND_S);
  rows.push(...payments.rows);
  failures.push(...payments.failures);
  report();
}

// `npm run bench -- hub`: only the real-time hub (its own server and load-generator processes).
if (process.argv.slice(2).includes('hub')) {
  const hub = await benchHub();
  rows.push(...hub.rows);
  failures.push(...hub.failures);
  report();
}

// `npm run bench -- casino`: only Hub88's wallet callbacks (their own server process), then the money calls on
// PostgreSQL against pgbench (DATABASE_URL). `npm run bench -- postgres`: only the latter.
const casinoOnly = process.argv.slice(2).includes('casino');
if (casinoOnly || process.argv.slice(2).includes('postgres')) {
  if (casinoOnly) {
    const casino = await benchCasino(ROUND_S);
    rows.push(...casino.rows);
    failures.push(...casino.failures);
  }
  pushPostgres(await benchPostgres(ROUND_S));
  report();
}

function pushPostgres(pg: Awaited<ReturnType<typeof benchPostgres>>) {
  if (!pg) {
    rows.push(['money calls on PostgreSQL', 'skipped', 'DATABASE_URL unset or not answering']);
    return;
  }
  rows.push(...pg.rows);
  failures.push(...pg.failures);
}

// `npm run bench -- sports`: only Betsy's place-bet calls (their own server process, and one on PostgreSQL).
if (process.argv.slice(2).includes('sports')) {
  const sports = await benchSports(ROUND_S);
  rows.push(...sports.rows);
  failures.push(...sports.failures);
  report();
}

// `npm run bench -- start`: only the compiled server's start (built first when stale).
if (process.argv.slice(2).includes('start')) {
  const start = await benchStart();
  rows.push(...start.rows);
  failures.push(...start.failures);
  report();
}

const dist = await ensureSpaBuilt();
const bundle = initialJsGzipBytes(dist);
rows.push(['initial JS for / (gzip)', `${(bundle.bytes / 1024).toFixed(1)} KB`, `≤ ${INITIAL_JS_BUDGET / 1024} KB`]);
if (bundle.bytes > INITIAL_JS_BUDGET) failures.push(`initial JS ${bundle.bytes} B > ${INITIAL_JS_BUDGET} B`);
// `npm run bench -- first-view`: only the first page's budgets (initial JS, server render, Lighthouse).
const firstViewOnly = process.argv.slice(2).includes('first-view');

const child = fork(new URL('./servers.ts', import.meta.url), {
  execArgv: ['--import', 'tsx'],
  stdio: 'inherit',
  env: { ...process.env, BENCH_STATIC_DIR: dist, BENCH_SSR_DIR: ssrDirOf() },
});
const ports = await new Promise<{ app: number; bare: number }>((resolve, reject) => {
  child.once('message', (m) => resolve(m as { app: number; bare: number }));
  child.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
});
try {
  const bare = { url: `http://127.0.0.1:${ports.bare}/bare` };
  const grouped = await compareToBare({ url: `http://127.0.0.1:${ports.app}/api/cms/grouped` }, bare, { durationS: ROUND_S });
  rows.push(['bare Fastify route', `${grouped.bareRps.toFixed(0)} req/s`, 'reference (median of rounds)']);
  rows.push(['GET /api/cms/grouped', `${grouped.routeRps.toFixed(0)} req/s`, `ratio ${grouped.ratio.toFixed(2)} ≥ ${GROUPED_MIN_RATIO}`]);
  if (grouped.ratio < GROUPED_MIN_RATIO) failures.push(`cms/grouped ratio ${grouped.ratio.toFixed(2)} < ${GROUPED_MIN_RATIO}`);
  if (firstViewOnly) {
    const firstView = await benchFirstView(`http://127.0.0.1:${ports.app}`, bare, ROUND_S);
    rows.push(...firstView.rows);
    failures.push(...firstView.failures);
    child.disconnect();
    child.kill();
    report();
  }
  const identity = await benchIdentity(`http://127.0.0.1:${ports.app}`, bare, ROUND_S);
  rows.push(...identity.rows);
  failures.push(...identity.failures);
  const payments = await benchPayments(ROUND_S);
  rows.push(...payments.rows);
  failures.push(...payments.failures);
  const casino = await benchCasino(ROUND_S);
  rows.push(...casino.rows);
  failures.push(...casino.failures);
  pushPostgres(await benchPostgres(ROUND_S));
  const sports = await benchSports(ROUND_S);
  rows.push(...sports.rows);
  failures.push(...sports.failures);
  const hub = await benchHub();
  rows.push(...hub.rows);
  failures.push(...hub.failures);
  // Last: Lighthouse wants the machine to itself.
  const firstView = await benchFirstView(`http://127.0.0.1:${ports.app}`, bare, ROUND_S);
  rows.push(...firstView.rows);
  failures.push(...firstView.failures);
} finally {
  child.disconnect();
  child.kill();
}

report();

function report(): never {
  console.log('\nBenchmark (one run)\n');
  for (const [name, value, budget] of rows) console.log(`  ${name.padEnd(34)} ${value.padStart(16)}   ${budget}`);
  if (failures.length > 0) {
    console.error(`\nBudget missed:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log('\nAll budgets met.');
  process.exit(0);
}

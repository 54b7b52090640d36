import type { FastifyInstance } from 'fastify';
import type { BookDeps } from './deps.js';
import { rollBack } from './bets.js';
import { scheduleOnly } from './fixtures.js';
import { reportSettlement, settleIfDecided } from './settle.js';
import { describeSelections } from './slip.js';
import { betsIn, FINAL } from './store.js';

const BATCH = 200;
/** A bet still pending this long after it was taken lost its answer and its rollback on the way: roll back again. */
const PENDING_GRACE_MS = 30_000;
export const SWEEP_INTERVAL_MS = 3_000;

/**
 * One pass, from the database alone (any process may run it): pending bets rolled back, open bets whose matches are
 * decided settled, and settlements the operator has not acknowledged reported again.
 */
export async function sweepBook(deps: BookDeps): Promise<{ settled: number; reported: number }> {
  let settled = 0;
  let reported = 0;
  const guard = async (what: string, id: number, work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      deps.log.warn({ err: error, bet: id }, `sportsbook sweep could not ${what}`);
    }
  };
  const before = new Date(deps.now().getTime() - PENDING_GRACE_MS).toISOString();
  for (const bet of await betsIn(deps.db, 'pending', BATCH, { createdBefore: before })) {
    await guard('roll back a pending bet', bet.id, () => rollBack(deps, bet, { described: describeSelections(scheduleOnly(deps.seed), bet.selections, 'tr') }));
  }
  for (const bet of await betsIn(deps.db, 'open', BATCH)) {
    await guard('settle a bet', bet.id, async () => (settled += (await settleIfDecided(deps, bet)) ? 1 : 0));
  }
  for (const status of FINAL) {
    for (const bet of await betsIn(deps.db, status, BATCH, { unacknowledged: true })) {
      await guard('report a settlement', bet.id, async () => (reported += (await reportSettlement(deps, bet)) ? 1 : 0));
    }
  }
  return { settled, reported };
}

/** Every few seconds (one pass at a time) until the app closes; the timer never keeps the process alive. */
export function scheduleBookSweep(app: FastifyInstance, deps: BookDeps, intervalMs = SWEEP_INTERVAL_MS): void {
  let pass: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (pass) return;
    pass = sweepBook(deps)
      .catch((error) => deps.log.warn({ err: error }, 'sportsbook sweep failed'))
      .finally(() => (pass = null));
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await pass;
  });
}

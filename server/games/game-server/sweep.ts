import type { FastifyInstance } from 'fastify';
import { isRunning, progressCrash } from './crash-rounds.js';
import type { GameServerDeps } from './deps.js';
import { markVoid, unfinishedRounds, type RoundRow } from './rounds.js';
import { sessionById } from './sessions.js';
import { payWin, rollBack, type WinResult } from './settle.js';

const BATCH = 50;

/**
 * Finishes what requests left behind, from the database alone (any process may run it): crash rounds past their
 * crash point (or auto cash-out), wins the wallet has not acknowledged, rollbacks of void rounds. A round whose win the
 * wallet refuses (its bet never arrived, e.g. the process stopped mid-bet) is made void and its bet rolled back.
 */
export async function sweepRounds(deps: GameServerDeps): Promise<number> {
  const before = new Date(deps.now().getTime() - deps.tuning.sweepGraceMs);
  const rounds = await unfinishedRounds(deps.db.kysely, deps.provider, before, BATCH);
  let finished = 0;
  for (const round of rounds) {
    try {
      if (await finish(deps, round)) finished++;
    } catch (error) {
      deps.log.warn({ err: error, provider: deps.provider, round: round.public_id }, 'sweep could not finish a round');
    }
  }
  return finished;
}

async function finish(deps: GameServerDeps, round: RoundRow): Promise<boolean> {
  const session = await sessionById(deps.db, round.session_id);
  if (round.status === 'void') return rollBack(deps, session, round);
  let win: WinResult | null;
  if (round.engine === 'crash') {
    const progress = await progressCrash(deps, session, round);
    if (isRunning(progress.round)) return false;
    win = progress.win;
  } else {
    win = await payWin(deps, session, round);
  }
  if (!win?.paid && win?.refused && (await markVoid(deps.db.kysely, round.id, deps.now(), false))) return rollBack(deps, session, round);
  return Boolean(win?.paid);
}

/** Runs the sweep every `sweepIntervalMs` (one pass at a time) until the app closes; the timer never keeps it alive. */
export function scheduleSweep(app: FastifyInstance, deps: GameServerDeps): void {
  let pass: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (pass) return;
    pass = sweepRounds(deps)
      .catch((error) => deps.log.warn({ err: error, provider: deps.provider }, 'game round sweep failed'))
      .finally(() => (pass = null));
  }, deps.tuning.sweepIntervalMs);
  timer.unref();
  // The pass under way finishes before the database it uses is closed.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await pass;
  });
}

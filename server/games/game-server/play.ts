import type { RoundAnswer } from '../../../contracts/games/api.js';
import type { RoundParams } from '../../../contracts/games/engine.js';
import { betOf, engines, PAYLINES, playRound as settleFloats } from '../../../contracts/games/engines/index.js';
import { floatsFor } from '../../../contracts/games/fairness.js';
import { transact } from '../../db/transact.js';
import { formatLira } from '../../money.js';
import { roundAnswer } from './answers.js';
import type { CatalogueGame } from './catalogue.js';
import { crashDecision, isRunning, progressCrash, runningCrash } from './crash-rounds.js';
import type { GameServerDeps } from './deps.js';
import { GameFailure } from './messages.js';
import { insertRound, markStarted, openCrashRound, roundById, type RoundRow } from './rounds.js';
import { reserveNonce } from './seeds.js';
import { newPublicId } from './sessions.js';
import { payWin, takeBet } from './settle.js';
import type { GsSession } from './wallet-port.js';

function stakeOf(params: RoundParams): number {
  switch (params.engine) {
    case 'slot':
      return params.betPerLineMinor * PAYLINES.length;
    case 'roulette':
      return params.bets.reduce((sum, bet) => sum + bet.amountMinor, 0);
    default:
      return params.betMinor;
  }
}

/** Refuses, in words the player reads (limits in their currency), params this game cannot play. */
function checkParams(game: CatalogueGame, params: RoundParams, locale: GsSession['locale']): void {
  if (params.engine !== game.engine) throw new GameFailure('invalid', 'games.invalidBet');
  const { info } = engines[game.engine];
  const stake = stakeOf(params);
  if (stake < info.minBetMinor) throw new GameFailure('invalid', 'games.betBelowMin', { min: formatLira(info.minBetMinor, locale) });
  if (stake > info.maxBetMinor) throw new GameFailure('invalid', 'games.betAboveMax', { max: formatLira(info.maxBetMinor, locale) });
  try {
    betOf(params);
  } catch (error) {
    if (error instanceof RangeError) throw new GameFailure('invalid', 'games.invalidBet');
    throw error;
  }
}

/** Takes the next nonce and fixes the round's outcome from it, in one transaction: a nonce plays one round only. */
async function openRound(deps: GameServerDeps, session: GsSession, game: CatalogueGame, params: RoundParams): Promise<RoundRow> {
  const now = deps.now();
  return transact(deps.db.kysely, async (trx) => {
    // One crash round at a time in a session: the session's row lock (PostgreSQL; SQLite's write lock is held from
    // BEGIN) orders its plays, so a round another request opened meanwhile is seen here. (The look in playRound, outside
    // this transaction, settles the rounds that are over but cannot see one being opened.)
    if (params.engine === 'crash') {
      await trx.updateTable('gs_sessions').set((eb) => ({ id: eb.ref('id') })).where('id', '=', session.id).execute();
      const running = await openCrashRound(trx, session.id);
      if (running && isRunning(running) && crashDecision(running, now, false) === null) throw new GameFailure('invalid', 'games.roundRunning');
    }
    const seed = await reserveNonce(trx, { provider: deps.provider, playerRef: session.playerRef }, now);
    const floats = await floatsFor(seed.server_seed, seed.client_seed, seed.nonce, engines[params.engine].info.floatsPerRound);
    const settlement = settleFloats(floats, params);
    const crash = settlement.outcome.engine === 'crash' ? settlement.outcome : null;
    return insertRound(trx, {
      provider: deps.provider,
      publicId: newPublicId(),
      sessionId: session.id,
      gameCode: game.code,
      engine: game.engine,
      betMinor: settlement.betMinor,
      // A crash round's win is decided when it is cashed out or crashes.
      winMinor: crash ? 0 : settlement.winMinor,
      params,
      outcome: crash ? runningCrash(crash.crashAt) : settlement.outcome,
      seedId: seed.id,
      nonce: seed.nonce,
      now,
    });
  });
}

/**
 * One round: the outcome fixed with its nonce, then the bet, then (instant games) the win. A win the wallet does not
 * acknowledge leaves the round open for the sweep; the frame still sees the outcome, with the balance after the bet.
 */
export async function playRound(deps: GameServerDeps, session: GsSession, game: CatalogueGame, params: RoundParams): Promise<RoundAnswer> {
  checkParams(game, params, session.locale);
  if (game.engine === 'crash') {
    const running = await openCrashRound(deps.db.kysely, session.id);
    if (running && isRunning((await progressCrash(deps, session, running)).round)) throw new GameFailure('invalid', 'games.roundRunning');
  }
  const round = await openRound(deps, session, game, params);
  const balanceAfterBet = await takeBet(deps, session, round);
  if (game.engine === 'crash') {
    await markStarted(deps.db.kysely, round.id, deps.now());
    const { round: current, win } = await progressCrash(deps, session, await roundById(deps.db.kysely, round.id));
    return roundAnswer(current, win?.paid ? win.balanceMinor : balanceAfterBet, deps.now());
  }
  const win = await payWin(deps, session, round);
  return roundAnswer(await roundById(deps.db.kysely, round.id), win.paid ? win.balanceMinor : balanceAfterBet, deps.now());
}

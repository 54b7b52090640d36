import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod';
import { engines } from '../../../contracts/games/engines/index.js';
import type { SessionState } from '../../../contracts/games/api.js';
import type { Locale } from '../../../i18n/locales.js';
import { parseLocale } from '../../http/messages.js';
import { proofOf, roundAnswer } from './answers.js';
import { findGame, type CatalogueGame } from './catalogue.js';
import { isRunning, progressCrash } from './crash-rounds.js';
import type { GameServerDeps } from './deps.js';
import { GameFailure } from './messages.js';
import { playRound } from './play.js';
import { cashoutBody, playBody, proofQuery, roundQuery, seedBody, sessionQuery } from './requests.js';
import { findRound, openCrashRound, type RoundRow } from './rounds.js';
import { activeSeed, fairnessOf, rotateSeed } from './seeds.js';
import { findSession, sessionById } from './sessions.js';
import { currentBalance } from './wallet-calls.js';
import type { GsSession } from './wallet-port.js';

type Work = (input: { req: FastifyRequest; speak: (locale: Locale) => void }) => Promise<unknown>;

/** Answers the work's value, or its GameFailure in the language of the session (the browser's before one is known). */
const handle = (work: Work) => async (req: FastifyRequest, reply: FastifyReply) => {
  let locale = parseLocale(req.headers['accept-language']);
  reply.header('cache-control', 'no-store');
  try {
    return reply.send(await work({ req, speak: (l) => (locale = l) }));
  } catch (error) {
    if (error instanceof GameFailure) return reply.code(error.status).send(error.toAnswer(locale));
    throw error;
  }
};

function parsed<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new GameFailure('invalid', 'games.invalidRequest');
  return result.data;
}

/** The game frame's API (contracts/games/api.ts), registered under /games/<provider>/api. */
export async function gameApiRoutes(api: FastifyInstance, deps: GameServerDeps): Promise<void> {
  const { db, provider } = deps;

  const sessionFor = async (publicId: string, speak: (locale: Locale) => void): Promise<GsSession> => {
    const session = await findSession(db, provider, publicId);
    if (!session) throw new GameFailure('not_found', 'games.sessionNotFound');
    speak(session.locale);
    return session;
  };
  const gameOf = async (session: GsSession): Promise<CatalogueGame> => {
    const game = await findGame(db, provider, session.gameCode);
    if (!game) throw new GameFailure('not_found', 'games.gameNotFound');
    return game;
  };
  const roundOf = async (session: GsSession, publicId: string): Promise<RoundRow> => {
    const round = await findRound(db.kysely, provider, publicId);
    if (!round || round.session_id !== session.id) throw new GameFailure('not_found', 'games.roundNotFound');
    return round;
  };
  /** The round as it stands now: a crash round over (or auto-cashed) is settled on the way. */
  const roundNow = async (session: GsSession, round: RoundRow, cashout = false) => {
    const progress = round.engine === 'crash' && round.status === 'open' ? await progressCrash(deps, session, round, cashout) : { round, win: null };
    const balance = progress.win?.paid ? progress.win.balanceMinor : await currentBalance(deps, session);
    return roundAnswer(progress.round, balance, deps.now());
  };

  api.get('/session', handle(async ({ req, speak }) => {
    const session = await sessionFor(parsed(sessionQuery, req.query).s, speak);
    const game = await gameOf(session);
    let running = await openCrashRound(db.kysely, session.id);
    if (running) running = (await progressCrash(deps, session, running)).round;
    const seed = await activeSeed(db.kysely, { provider, playerRef: session.playerRef }, deps.now());
    const { info } = engines[game.engine];
    const state: SessionState = {
      game: { code: game.code, name: game.name, engine: game.engine, imageUrl: game.imageUrl, provider: game.providerName },
      currency: session.currency,
      locale: session.locale,
      balanceMinor: await currentBalance(deps, session),
      fairness: fairnessOf(seed),
      rtp: info.rtp,
      volatility: info.volatility,
      openRoundId: running?.status === 'open' ? running.public_id : null,
    };
    return state;
  }));

  api.post('/play', handle(async ({ req, speak }) => {
    const body = parsed(playBody, req.body);
    const session = await sessionFor(body.s, speak);
    return playRound(deps, session, await gameOf(session), body.params);
  }));

  api.post('/cashout', handle(async ({ req, speak }) => {
    const body = parsed(cashoutBody, req.body);
    const session = await sessionFor(body.s, speak);
    const round = await roundOf(session, body.roundId);
    if (round.engine !== 'crash') throw new GameFailure('invalid', 'games.notCrash');
    return roundNow(session, round, true);
  }));

  api.get('/round', handle(async ({ req, speak }) => {
    const query = parsed(roundQuery, req.query);
    const session = await sessionFor(query.s, speak);
    return roundNow(session, await roundOf(session, query.id));
  }));

  api.post('/seed', handle(async ({ req, speak }) => {
    const body = parsed(seedBody, req.body);
    const session = await sessionFor(body.s, speak);
    // Revealing the server seed of a running crash round would tell its crash point. This first look settles rounds
    // that are over on the way; the guard that counts is rotateSeed's, made under the pair's lock (a /play may commit
    // between this look and the rotation).
    if (await hasRunningCrash(deps, session)) throw new GameFailure('invalid', 'games.roundRunning');
    return rotateSeed(db.kysely, { provider, playerRef: session.playerRef }, body.clientSeed, deps.now());
  }));

  api.get('/proof', handle(async ({ req }) => {
    const round = await findRound(db.kysely, provider, parsed(proofQuery, req.query).id);
    if (!round) throw new GameFailure('not_found', 'games.roundNotFound');
    return proofOf(db, round);
  }));
}

/** Any crash round of this player still running, in any of their sessions with this provider (settled on the way). */
async function hasRunningCrash(deps: GameServerDeps, session: GsSession): Promise<boolean> {
  const rounds = await deps.db.kysely
    .selectFrom('gs_rounds')
    .innerJoin('gs_sessions', 'gs_sessions.id', 'gs_rounds.session_id')
    .selectAll('gs_rounds')
    .where('gs_sessions.provider', '=', deps.provider)
    .where('gs_sessions.player_ref', '=', session.playerRef)
    .where('gs_rounds.engine', '=', 'crash')
    .where('gs_rounds.status', '=', 'open')
    .execute();
  for (const round of rounds) {
    const owner = round.session_id === session.id ? session : await sessionById(deps.db, round.session_id);
    if (isRunning((await progressCrash(deps, owner, round)).round)) return true;
  }
  return false;
}

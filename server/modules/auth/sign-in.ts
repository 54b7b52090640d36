import type { FastifyRequest } from 'fastify';
import type { AuthData } from '../../../contracts/session.js';
import type { AppContext } from '../../context.js';
import type { PlayerRow } from '../../db/schema.js';
import { startSession } from '../sessions/service.js';
import { authDataFor } from './service.js';

/** Opens a session for the request's device and answers with the stored-auth object. */
export async function signIn(ctx: AppContext, req: FastifyRequest, player: PlayerRow): Promise<AuthData> {
  const { token } = await startSession(ctx.db.kysely, {
    playerId: player.id,
    ip: req.ip,
    userAgent: String(req.headers['user-agent'] ?? ''),
    fingerprint: req.fingerprint,
    now: ctx.now(),
  });
  return authDataFor(ctx, player, token, req.fingerprint);
}

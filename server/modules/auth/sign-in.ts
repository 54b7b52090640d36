import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthData } from '../../../contracts/session.js';
import type { AppContext } from '../../context.js';
import type { PlayerRow } from '../../db/schema.js';
import { startSession } from '../sessions/service.js';
import { authDataFor } from './service.js';
import { issueDevice } from './device-cookie.js';

/**
 * Opens a session for the request's device and answers with the stored-auth object; the answer (re)sets the signed
 * device cookie, which is what makes this device known to the account (login-throttle.ts).
 */
export async function signIn(ctx: AppContext, req: FastifyRequest, reply: FastifyReply, player: PlayerRow): Promise<AuthData> {
  const deviceId = issueDevice(ctx, req, reply);
  const { token } = await startSession(ctx.db.kysely, {
    playerId: player.id,
    ip: req.ip,
    userAgent: String(req.headers['user-agent'] ?? ''),
    fingerprint: req.fingerprint,
    deviceId,
    now: ctx.now(),
  });
  return authDataFor(ctx, player, token, req.fingerprint);
}

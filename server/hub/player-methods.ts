import { CHAT_SEND_METHOD, chatSendPayload } from '../../contracts/chat.js';
import { fieldErrors } from '../../contracts/issues.js';
import type { AppContext } from '../context.js';
import { serverMessage } from '../http/messages.js';
import { reasons } from '../http/reasons.js';
import { sendLimitedPlayerMessage } from '../modules/chat/service.js';
import { lapsed, touchSession } from '../modules/sessions/service.js';
import { lifetimesOf } from '../modules/sessions/verifier.js';
import { HubMethodError, type HubMethods, type Peer } from './connection.js';

/**
 * What a player's connection may call: SendChatMessage(clientId, body), with the rules and the answer of POST
 * chat/messages (the stored message), refusals worded as its `message` in the connection's language.
 */
export function playerMethods(ctx: AppContext): HubMethods<Peer> {
  const lifetimes = lifetimesOf(ctx.config);
  return (connection, target, args) => {
    if (target !== CHAT_SEND_METHOD) return null;
    const { locale, playerId, sessionId } = connection.peer;
    return (async () => {
      // As the API would: a session that ended or lapsed since the connection opened (the sweep may not have run yet)
      // sends nothing, and its connection closes.
      const session = await ctx.db.kysely
        .selectFrom('sessions')
        .select(['started_at', 'last_seen_at', 'ends_at'])
        .where('id', '=', sessionId)
        .where('ended_at', 'is', null)
        .executeTakeFirst();
      if (!session || lapsed(session, lifetimes, ctx.now()) !== null) {
        connection.sessionEnded();
        throw new HubMethodError(serverMessage(locale, 'hub.sessionEnded'));
      }
      // A player chatting is using the site, as one calling the API is: the session's idle time starts again.
      await touchSession(ctx.db.kysely, { playerId, sessionId, lastSeenAt: session.last_seen_at }, ctx.now());
      const payload = chatSendPayload.safeParse({ clientId: args[0], body: args[1] });
      if (!payload.success) {
        const first = Object.values(fieldErrors(payload.error, (key, params) => serverMessage(locale, key, params)))[0];
        const validation = serverMessage(locale, 'error.validation');
        throw new HubMethodError(first ? `${validation} ${first}` : validation);
      }
      const outcome = await sendLimitedPlayerMessage(ctx, playerId, payload.data);
      if (!outcome.ok) throw new HubMethodError(serverMessage(locale, reasons[outcome.reason].key, outcome.params));
      return outcome.value;
    })();
  };
}

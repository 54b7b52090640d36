import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { WebSocketServer, type WebSocket } from 'ws';
import { OPERATOR_HUB_PATH } from '../../contracts/admin-chat.js';
import { HUB_PATH } from '../../contracts/notifications.js';
import type { Config } from '../config.js';
import type { AppContext } from '../context.js';
import type { Database } from '../db/schema.js';
import { bearerToken, type TokenVerifier } from '../http/auth.js';
import { fail } from '../http/envelope.js';
import { parseLocale, serverMessage, type ServerLocale } from '../http/messages.js';
import { limitPrefix } from '../limiter/rules.js';
import { onChatInboxChange, onChatMessage } from '../modules/chat/service.js';
import { operatorToken } from '../modules/operators/guard.js';
import { operatorLifetimes, resolveOperatorSession } from '../modules/operators/sessions.js';
import { onNotification } from '../modules/notifications/service.js';
import { onReviewQueueChange } from '../modules/payments/service.js';
import { onSessionsEnded } from '../modules/sessions/service.js';
import { lifetimesOf } from '../modules/sessions/verifier.js';
import { onBalanceChange } from '../modules/wallet/service.js';
import { memoryBackplane, type HubEvent } from './backplane.js';
import { CloseCode, HubConnection, type BasePeer, type ConnectionOptions, type OperatorPeer, type Peer } from './connection.js';
import { Connections } from './connections.js';
import { closeEndedOperatorSessions, mayHoldOperatorHub, OperatorConnections } from './operator-hub.js';
import { playerMethods } from './player-methods.js';
import { Pushes } from './pushes.js';
import { redisBackplane } from './redis-backplane.js';
import { closeEndedSessions } from './session-check.js';
import { pendingUpgrade, routeUpgrades } from './upgrade.js';
import { WrittenElsewhere } from './written-elsewhere.js';
import { hubCounts } from '../ops/metrics.js';

// Closing the app waits this long at most for clients to answer their close message (each is cut after 1 s).
const SHUTDOWN_WAIT_MS = 2_000;
// How often the notifications stored by other processes are looked for, when no backplane carries them.
const WRITTEN_ELSEWHERE_READ_MS = 1_000;

/** The Redis channels of the hub's events: one per player under this prefix. */
export const hubChannelPrefix = (config: Config) => `${limitPrefix(config)}hub:`;

async function storedLocale(db: Kysely<Database>, playerId: number): Promise<ServerLocale> {
  const row = await db.selectFrom('players').select('locale').where('id', '=', playerId).executeTakeFirst();
  return parseLocale(row?.locale);
}

/**
 * The real-time hub at HUB_PATH (SignalR JSON hub protocol over WebSocket; see decision 013): pushes a player's new
 * notifications and balance to each of their open connections, on this process and, through the backplane, on
 * every other, closes the connections of sessions that end, and takes their live-chat messages (SendChatMessage).
 * At OPERATOR_HUB_PATH, support's and admins' back offices hear every conversation's changes (ChatInbox), finance's
 * and admins' the payments queue's (PaymentsQueue).
 */
export async function registerHub(app: FastifyInstance, { ctx, verifier }: { ctx: AppContext; verifier: TokenVerifier }): Promise<void> {
  const { config, log } = ctx;
  const db = ctx.db.kysely;
  const connections = new Connections({ perPlayer: config.HUB_MAX_CONNECTIONS_PER_PLAYER, perIp: config.HUB_MAX_CONNECTIONS_PER_IP });
  const operators = new OperatorConnections({ perOperator: config.HUB_MAX_CONNECTIONS_PER_PLAYER, perIp: config.HUB_MAX_CONNECTIONS_PER_IP });
  const openConnections = () => connections.all.size + operators.all.size;
  hubCounts.add(openConnections);
  const pushes = new Pushes(db, connections, log, operators.all);
  const deliver = (event: HubEvent) => pushes.deliver(event);
  const backplane = config.REDIS_URL ? await redisBackplane(config.REDIS_URL, hubChannelPrefix(config), deliver, log) : memoryBackplane(deliver);

  // These run after a commit: they only hand the event on, and never throw.
  const raise = (event: HubEvent) => {
    try {
      backplane.publish(event);
    } catch (err) {
      log.warn({ err, kind: event.kind }, 'hub event not raised');
    }
  };
  // Without Redis, the rows other processes store (npm run notify) are read from the table (see written-elsewhere.ts).
  const elsewhere = config.REDIS_URL ? null : new WrittenElsewhere(db, (notification) => raise({ kind: 'notification', notification }));
  if (elsewhere) {
    await elsewhere.start();
    ctx.background.every('hub-written-elsewhere', WRITTEN_ELSEWHERE_READ_MS, () => elsewhere.read());
  }
  const stopListening = [
    onNotification(db, (notification) => {
      elsewhere?.announce(notification.id);
      raise({ kind: 'notification', notification });
    }),
    onBalanceChange(db, (playerId) => raise({ kind: 'balance', playerId })),
    onSessionsEnded(db, (ended) => raise({ kind: 'sessionsEnded', ...ended })),
    onChatMessage(db, (stored) => raise({ kind: 'chat', ...stored })),
    onChatInboxChange(db, (change) => raise({ kind: 'chatInbox', ...change })),
    onReviewQueueChange(db, ({ type }) => raise({ kind: 'paymentsQueue', type })),
  ];

  // One timer each for all connections, not one per connection.
  const every = (ms: number, task: () => void) => setInterval(task, ms).unref();
  const timers = [
    every(config.HUB_KEEPALIVE_MS, () => {
      for (const connection of connections.all) connection.ping();
      for (const connection of operators.all) connection.ping();
    }),
    every(Math.max(10, Math.floor(config.HUB_CLIENT_TIMEOUT_MS / 3)), () => {
      const now = Date.now();
      for (const connection of connections.all) connection.checkSilence(now, config.HUB_CLIENT_TIMEOUT_MS);
      for (const connection of operators.all) connection.checkSilence(now, config.HUB_CLIENT_TIMEOUT_MS);
    }),
  ];
  const lifetimes = lifetimesOf(config);
  const operatorTimes = operatorLifetimes(config);
  ctx.background.every('hub-session-check', config.HUB_SESSION_CHECK_MS, async () => {
    await closeEndedSessions(db, connections.all, lifetimes, ctx.now());
    await closeEndedOperatorSessions(db, operators.all, operatorTimes, ctx.now());
  });

  const sockets = new WebSocketServer({ noServer: true, clientTracking: false, perMessageDeflate: false, maxPayload: config.HUB_MAX_MESSAGE_BYTES });
  const methods = playerMethods(ctx);
  const options = <P extends BasePeer>(onGone: (gone: HubConnection<P>) => void): ConnectionOptions<P> => ({
    maxBufferedBytes: config.HUB_MAX_BUFFERED_BYTES,
    onGone,
    onMethodFailed: (err, target) => log.warn({ err, target }, 'hub method failed'),
  });
  const open = (socket: WebSocket, peer: Peer) => {
    const connection = new HubConnection(socket, peer, {
      ...options<Peer>((gone) => {
        if (connections.remove(gone)) backplane.leave(gone.peer.playerId);
      }),
      methods,
    });
    if (connections.add(connection)) backplane.join(peer.playerId);
  };
  const openOperator = (socket: WebSocket, peer: OperatorPeer) => {
    const connection = new HubConnection(socket, peer, options<OperatorPeer>((gone) => {
      if (operators.remove(gone)) backplane.leaveOperators();
    }));
    if (operators.add(connection)) backplane.joinOperators();
  };

  const stopUpgrades = routeUpgrades(app);
  // Set when the process starts to stop: a client told to come back must find another process, or this one restarted.
  let stopping = false;
  app.get(HUB_PATH, async (req, reply) => {
    if (stopping) return reply.code(503).send(fail(req.t('hub.restarting')));
    const upgrade = pendingUpgrade(req.raw);
    if (!upgrade) return reply.code(426).header('upgrade', 'websocket').send(fail(req.t('hub.websocketOnly')));
    // An attempt counts against the address's API budget, as a request does: reconnecting in a loop is refused too.
    const verdict = await ctx.limiter.consume(ctx.limits.api, req.ip);
    if (!verdict.allowed) return reply.code(429).header('retry-after', String(verdict.retryAfterSeconds)).send(fail(req.t('error.rateLimited')));
    const token = bearerToken(req);
    const principal = token ? await verifier.verify(token, req) : null;
    if (!principal) return reply.code(401).send(fail(req.t('error.unauthorized')));
    const locale = req.headers['x-locale'] === undefined ? await storedLocale(db, principal.playerId) : req.locale;
    // Checked and taken with no wait in between: the upgrade below opens the connection synchronously.
    if (connections.full(principal.playerId, req.ip)) return reply.code(429).send(fail(req.t('hub.tooManyConnections')));
    reply.hijack();
    reply.raw.detachSocket(upgrade.socket);
    const peer: Peer = { playerId: principal.playerId, sessionId: principal.sessionId, locale, ip: req.ip };
    sockets.handleUpgrade(req.raw, upgrade.socket, upgrade.head, (socket) => open(socket, peer));
  });

  // The back office's: an operator token (`Operator` scheme, never a player's) of a role that answers the live chat or decides payments.
  app.get(OPERATOR_HUB_PATH, async (req, reply) => {
    if (stopping) return reply.code(503).send(fail(req.t('hub.restarting')));
    const upgrade = pendingUpgrade(req.raw);
    if (!upgrade) return reply.code(426).header('upgrade', 'websocket').send(fail(req.t('hub.websocketOnly')));
    const verdict = await ctx.limiter.consume(ctx.limits.api, req.ip);
    if (!verdict.allowed) return reply.code(429).header('retry-after', String(verdict.retryAfterSeconds)).send(fail(req.t('error.rateLimited')));
    // SignalR clients outside a browser send the access token as a Bearer header; here it can only be an operator's.
    const token = operatorToken(req) ?? bearerToken(req);
    const operator = token ? await resolveOperatorSession(db, token, operatorTimes, ctx.now()) : null;
    if (!operator) return reply.code(401).send(fail(req.t('operators.unauthorized')));
    if (!mayHoldOperatorHub(operator.role)) return reply.code(403).send(fail(req.t('operators.forbidden')));
    if (operators.full(operator.operatorId, req.ip)) return reply.code(429).send(fail(req.t('hub.tooManyConnections')));
    reply.hijack();
    reply.raw.detachSocket(upgrade.socket);
    const peer: OperatorPeer = { operatorId: operator.operatorId, role: operator.role, sessionId: operator.sessionId, locale: req.locale, ip: req.ip };
    sockets.handleUpgrade(req.raw, upgrade.socket, upgrade.head, (socket) => openOperator(socket, peer));
  });

  // Before the server stops listening: every client is told to come back (to another process, or this one restarted).
  app.addHook('preClose', async () => {
    stopping = true;
    for (const connection of [...connections.all, ...operators.all]) {
      connection.close(serverMessage(connection.peer.locale, 'hub.restarting'), { allowReconnect: true, code: CloseCode.restart });
    }
    const deadline = Date.now() + SHUTDOWN_WAIT_MS;
    while (connections.all.size + operators.all.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  });
  app.addHook('onClose', async () => {
    hubCounts.delete(openConnections);
    stopUpgrades();
    for (const timer of timers) clearInterval(timer);
    for (const stop of stopListening) stop();
    pushes.stop();
    await backplane.close();
  });
}

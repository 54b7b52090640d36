import type { EventEmitter } from 'node:events';
import { ServerResponse, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { OPERATOR_HUB_PATH } from '../../contracts/admin-chat.js';
import { HUB_PATH } from '../../contracts/notifications.js';

/** The hubs and the authorization scheme their `access_token` stands for: players' bearer tokens, operators' own. */
const HUBS = new Map([
  [HUB_PATH, 'Bearer'],
  [OPERATOR_HUB_PATH, 'Operator'],
]);

const kUpgrade = Symbol('hub.upgrade');

/** The socket of a WebSocket upgrade request, kept while the hub's route decides. */
export interface PendingUpgrade {
  socket: Socket;
  head: Buffer;
}

type UpgradeRequest = IncomingMessage & { [kUpgrade]?: PendingUpgrade };

export const pendingUpgrade = (req: IncomingMessage): PendingUpgrade | undefined => (req as UpgradeRequest)[kUpgrade];

// How long a client answered over HTTP has to read the answer before the socket is cut.
const LINGER_MS = 1_000;

/**
 * Browsers cannot set headers on a WebSocket, so the hub reads the API's from its query: `access_token` (the
 * token, of the hub's scheme), `x-locale`, `x-fingerprint`; a header the client did send wins. The token leaves the
 * URL, so that no request log holds it.
 */
function queryAsHeaders(req: IncomingMessage, url: URL, scheme: string): void {
  const token = url.searchParams.get('access_token');
  if (token && req.headers.authorization === undefined) req.headers.authorization = `${scheme} ${token}`;
  for (const name of ['x-locale', 'x-fingerprint']) {
    const value = url.searchParams.get(name);
    if (value !== null && req.headers[name] === undefined) req.headers[name] = value;
  }
  url.searchParams.delete('access_token');
  req.url = url.pathname + url.search;
}

/**
 * Sends upgrade requests through Fastify's router, so the hub's meet the hooks every request meets (language, the
 * client's address behind trusted proxies, 503 while closing) and the hub's route decides: it answers a refusal over
 * HTTP, or upgrades the socket. Any other upgrade (a WebSocket elsewhere, `h2c` from `curl --http2`) is answered as
 * the plain request it also is. With TLS and HTTP/2 (server/app.ts), browsers open WebSockets over the HTTP/1.1 side
 * (ALPN), which emits the same event.
 */
export function routeUpgrades(app: FastifyInstance): () => void {
  const server = app.server as EventEmitter;
  const onUpgrade = (req: UpgradeRequest, socket: Socket, head: Buffer) => {
    // Node leaves an upgraded socket without an error listener: a reset would throw.
    socket.on('error', () => {});
    if (req.headers.upgrade?.toLowerCase() === 'websocket') {
      const url = URL.parse(req.url ?? '/', 'http://hub.invalid');
      const scheme = url && HUBS.get(url.pathname);
      if (url && scheme) {
        queryAsHeaders(req, url, scheme);
        req[kUpgrade] = { socket, head };
      }
    }
    const res = new ServerResponse(req);
    res.assignSocket(socket);
    // An answer over HTTP ends the connection: no parser reads from this socket any more.
    res.once('finish', () => {
      socket.end();
      setTimeout(() => socket.destroy(), LINGER_MS).unref();
    });
    app.routing(req, res);
  };
  server.on('upgrade', onUpgrade);
  return () => server.off('upgrade', onUpgrade);
}

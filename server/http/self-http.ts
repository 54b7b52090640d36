import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

export type OwnOriginConfig = Pick<Config, 'PUBLIC_ORIGIN' | 'PORT' | 'TLS_CERT_FILE'> & { callbackOrigin?: string };

/** Where this process can be reached by itself: the address it listens on (any-address binds via loopback). */
export function ownOrigin(app: FastifyInstance, config: OwnOriginConfig): string {
  const configured = config.callbackOrigin ?? config.PUBLIC_ORIGIN;
  if (configured) return new URL(configured).origin;
  const address = app.server.address() as AddressInfo | string | null;
  const bound = address && typeof address === 'object' ? address : null;
  const host = !bound || bound.address === '0.0.0.0' || bound.address === '::' ? '127.0.0.1' : bound.family === 'IPv6' ? `[${bound.address}]` : bound.address;
  return `${config.TLS_CERT_FILE ? 'https' : 'http'}://${host}:${bound?.port ?? config.PORT}`;
}

export interface HttpRequest {
  method: 'GET' | 'POST' | 'PUT';
  /** Absolute (http://host/path) or a path on this server. */
  url: string;
  headers?: Record<string, string>;
  body?: string;
  timeoutMs?: number;
}

export interface HttpResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One HTTP exchange; throws when nothing answered (network error, timeout). */
export type HttpCall = (request: HttpRequest) => Promise<HttpResponse>;

/** A real HTTP request, as a provider's server sends it. */
export const fetchCall: HttpCall = async ({ method, url, headers, body, timeoutMs = 10_000 }) => {
  const response = await fetch(url, { method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
  return { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
};

/**
 * The local stand-ins (provider simulators, our own game servers) calling this server: over real HTTP to its own
 * origin while it listens; through the router (inject) when it does not (tests built on inject). Either way the
 * request passes every hook, parser and signature check a real one does.
 */
export function selfHttp(app: FastifyInstance, config: OwnOriginConfig): HttpCall {
  return async (request) => {
    const path = request.url.startsWith('/') ? request.url : null;
    if (app.server.listening || !path) {
      return fetchCall({ ...request, url: path ? `${ownOrigin(app, config)}${path}` : request.url });
    }
    const response = await app.inject({ method: request.method, url: path, headers: request.headers, payload: request.body });
    return { status: response.statusCode, headers: Object.fromEntries(Object.entries(response.headers).map(([k, v]) => [k, String(v)])), body: response.body };
  };
}

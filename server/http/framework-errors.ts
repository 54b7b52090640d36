import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from './envelope.js';
import { parseLocale, serverMessage, type ServerLocale, type ServerMessageKey } from './messages.js';
import { apiSecurityHeaders } from './security.js';

/**
 * Requests refused before any hook runs (a URL that does not decode; headers Node's parser will not read) still
 * answer in the envelope, in the player's language when it can be told.
 */
export function frameworkErrors(error: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_BAD_URL' ? 400 : (error.statusCode ?? 400);
  const key: ServerMessageKey = status === 404 ? 'error.notFound' : 'error.badRequest';
  reply.code(status).headers(apiSecurityHeaders).send(fail(serverMessage(parseLocale(req.headers['x-locale']), key)));
}

const LOCALE_IN_RAW = /\r\nx-locale:[ \t]*([^\r\n]*)/i;

/** Node's own parser errors (oversized headers, malformed requests) answered on the socket, as Fastify would. */
export function clientErrorHandler(err: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const key: ServerMessageKey = status === 431 ? 'error.headersTooLarge' : status === 408 ? 'error.timeout' : 'error.badRequest';
  // The headers were never parsed; the language is read from what arrived, if it did.
  const raw = Buffer.isBuffer(err.rawPacket) ? err.rawPacket.toString('latin1', 0, 16_384) : '';
  const locale: ServerLocale = parseLocale(LOCALE_IN_RAW.exec(raw)?.[1]);
  const body = JSON.stringify(fail(serverMessage(locale, key)));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json; charset=utf-8\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\ncache-control: no-store\r\nconnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

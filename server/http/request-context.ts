import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { parseLocale, serverMessage, type MessageParams, type ServerLocale, type ServerMessageKey } from './messages.js';

declare module 'fastify' {
  interface FastifyRequest {
    locale: ServerLocale;
    fingerprint: string | null;
    t(key: ServerMessageKey, params?: MessageParams): string;
  }
}

const FINGERPRINT = /^[A-Za-z0-9_-]{8,128}$/;

/** Reads x-locale and x-fingerprint once, so every handler and error answers in the player's language. */
export const requestContext = fp(async (app: FastifyInstance) => {
  app.decorateRequest('locale', 'tr');
  app.decorateRequest('fingerprint', null);
  app.decorateRequest('t', function (this: { locale: ServerLocale }, key: ServerMessageKey, params?: MessageParams) {
    return serverMessage(this.locale, key, params);
  });
  // Callback style: these hooks run on every request, and an async hook costs a promise each time.
  app.addHook('onRequest', (req, _reply, done) => {
    req.locale = parseLocale(req.headers['x-locale']);
    const fp = req.headers['x-fingerprint'];
    req.fingerprint = typeof fp === 'string' && FINGERPRINT.test(fp) ? fp : null;
    done();
  });
});

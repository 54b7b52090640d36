import type { FastifyInstance } from 'fastify';

/**
 * For a partner's protocol on its own scope: every body is kept as the exact bytes received (what its signature
 * covers; parsing is the route's business), up to `bodyLimit`. `hidden` keeps the scope's routes out of /api/docs,
 * which documents the player API only.
 */
export function keepRawBodies(scope: FastifyInstance, { bodyLimit = 64 * 1024, hidden = false }: { bodyLimit?: number; hidden?: boolean } = {}): void {
  if (hidden) {
    scope.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, hide: true };
    });
  }
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_req, body, done) => done(null, body));
}

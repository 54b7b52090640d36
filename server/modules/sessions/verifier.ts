import type { Config } from '../../config.js';
import type { AppContext } from '../../context.js';
import type { TokenVerifier } from '../../http/auth.js';
import { hashToken, resolveSession, type Lifetimes } from './service.js';

export const lifetimesOf = (config: Config): Lifetimes => ({
  idleMs: config.SESSION_IDLE_MINUTES * 60_000,
  absoluteMs: config.SESSION_ABSOLUTE_HOURS * 3_600_000,
});

/** The bearer token is a live session: not ended, not idle too long, not older than the absolute lifetime. */
export function sessionVerifier(ctx: AppContext): TokenVerifier {
  const lifetimes = lifetimesOf(ctx.config);
  return {
    verify: (token) => resolveSession(ctx.db.kysely, token, lifetimes, ctx.now()),
    endedBecause: async (token) => {
      const row = await ctx.db.kysely.selectFrom('sessions').select('end_reason').where('token_hash', '=', hashToken(token)).executeTakeFirst();
      return row?.end_reason === 'blocked' ? 'blocked' : null;
    },
  };
}

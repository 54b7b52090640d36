import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { cashOutRequest, placeBetRequest } from '../../contracts/sportsbook.js';
import type { Locale } from '../../i18n/locales.js';
import { parseLocale } from '../http/messages.js';
import { viewBet } from './bet-view.js';
import { placeBet } from './bets.js';
import { cashOut } from './cashout.js';
import { advanceClock, bookNow } from './clock.js';
import type { BookDeps } from './deps.js';
import { bookAt } from './draws.js';
import { fixturesAround, scheduledBetween, PAST_MS, AHEAD_MS } from './fixtures.js';
import { stateAt } from './live.js';
import { BookFailure } from './messages.js';
import { MARGIN_PERCENT } from './odds.js';
import { localeOf } from './page.js';
import { presentFixture } from './present.js';
import { betByPublicId, FINAL, playerBets, type SbBet } from './store.js';
import type { PartnerKey } from './wallet-port.js';

const partnerQuery = z.object({ partner: z.enum(['betsy', 'betco']).default('betsy'), lang: z.string().max(8).optional() });
const fixturesQuery = z.object({ live: z.enum(['0', '1']).optional(), lang: z.string().max(8).optional() });
const tokenQuery = partnerQuery.extend({ t: z.string().max(255).optional() });
const advanceBody = z.object({ ms: z.number().int().min(0).max(30 * 86_400_000) });

const localeFor = (req: FastifyRequest, lang: string | undefined): Locale => (lang ? localeOf(lang) : parseLocale(req.headers['accept-language']));
const fail = (reply: FastifyReply, locale: Locale, failure: BookFailure) => reply.code(failure.status).send(failure.toAnswer(locale));
const notLoggedIn = new BookFailure('not_logged_in', 'sportsbook.error.notLoggedIn');
const invalid = new BookFailure('invalid', 'sportsbook.error.invalid');

/** The book's API for its own page (contracts/sportsbook.ts): fixtures, bets, cash-out, balance, and the test hook. */
export async function bookApiRoutes(api: FastifyInstance, deps: BookDeps, options: { testHook: boolean }): Promise<void> {
  // Every refusal the page can show: a code and a message in its language.
  const guarded = async (reply: FastifyReply, locale: Locale, work: () => Promise<unknown>) => {
    try {
      return reply.send(await work());
    } catch (error) {
      if (error instanceof BookFailure) return fail(reply, locale, error);
      throw error;
    }
  };
  /** A bet as the page shows it now (its matches read with their draws). */
  const viewNow = async (bet: SbBet, locale: Locale) => {
    const nowMs = await bookNow(deps.db, deps.now());
    return viewBet(await bookAt(deps, nowMs, bet.selections.map((s) => s.fixtureId)), bet, nowMs, locale);
  };
  const userOf = async (partner: PartnerKey, token: string | undefined) => {
    if (!token || token.length < 8) throw notLoggedIn;
    const who = await deps.wallets[partner].user(token);
    if (!who.ok) throw who.code === 'not_logged_in' ? notLoggedIn : new BookFailure('unavailable', 'sportsbook.error.unavailable');
    return who.user;
  };

  api.get('/fixtures', async (req, reply) => {
    const query = fixturesQuery.safeParse(req.query);
    const locale = localeFor(req, query.data?.lang);
    if (!query.success) return fail(reply, locale, invalid);
    const nowMs = await bookNow(deps.db, deps.now());
    const wanted = query.data.live === '1' ? ['live'] : query.data.live === '0' ? ['prematch'] : ['prematch', 'live', 'finished'];
    const book = await bookAt(deps, nowMs, scheduledBetween(deps.seed, nowMs - PAST_MS, nowMs + AHEAD_MS).map((f) => f.id));
    const fixtures = fixturesAround(book, nowMs).filter((f) => wanted.includes(stateAt(f, nowMs).phase));
    return reply.header('cache-control', 'no-store').send({ fixtures: fixtures.map((f) => presentFixture(f, nowMs, locale)), serverTime: new Date(nowMs).toISOString(), marginPercent: MARGIN_PERCENT });
  });

  api.post('/bets', async (req, reply) => {
    const query = partnerQuery.safeParse(req.query);
    const locale = localeFor(req, query.data?.lang);
    const token = (req.body as { t?: unknown } | undefined)?.t;
    if (typeof token !== 'string' || token.length < 8) return fail(reply, locale, notLoggedIn);
    const body = placeBetRequest.safeParse(req.body);
    if (!query.success || !body.success) return fail(reply, locale, invalid);
    return guarded(reply, locale, async () => {
      const bet = await placeBet(deps, query.data.partner, body.data, locale);
      return viewNow(bet, locale);
    });
  });

  api.get('/bets', async (req, reply) => {
    const query = tokenQuery.safeParse(req.query);
    const locale = localeFor(req, query.data?.lang);
    if (!query.success) return fail(reply, locale, invalid);
    return guarded(reply, locale, async () => {
      const user = await userOf(query.data.partner, query.data.t);
      const nowMs = await bookNow(deps.db, deps.now());
      const found = await playerBets(deps.db, query.data.partner, user.playerRef);
      const book = await bookAt(deps, nowMs, found.flatMap((b) => b.selections.map((s) => s.fixtureId)));
      const bets = found.map((b) => viewBet(book, b, nowMs, locale));
      return { open: bets.filter((b) => !FINAL.includes(b.status)), settled: bets.filter((b) => FINAL.includes(b.status)) };
    });
  });

  api.post('/cashout', async (req, reply) => {
    const query = partnerQuery.safeParse(req.query);
    const locale = localeFor(req, query.data?.lang);
    const body = cashOutRequest.safeParse(req.body);
    if (!query.success || !body.success) return fail(reply, locale, invalid);
    return guarded(reply, locale, async () => {
      const user = await userOf(query.data.partner, body.data.t);
      const bet = await betByPublicId(deps.db, body.data.betId);
      if (!bet || bet.partner !== query.data.partner || bet.playerRef !== user.playerRef) throw new BookFailure('not_found', 'sportsbook.error.notFound');
      const cashed = await cashOut(deps, { ...bet, token: body.data.t }, body.data.valueMinor);
      return viewNow(cashed, locale);
    });
  });

  api.get('/balance', async (req, reply) => {
    const query = tokenQuery.safeParse(req.query);
    const locale = localeFor(req, query.data?.lang);
    if (!query.success) return fail(reply, locale, invalid);
    return guarded(reply, locale, async () => ({ balanceMinor: (await userOf(query.data.partner, query.data.t)).balanceMinor }));
  });

  // Browser tests and `npm run dev` (DEV_OUTBOX on, never in production): fast-forward the book's clock.
  api.post('/test/advance', async (req, reply) => {
    const locale = localeFor(req, undefined);
    if (!options.testHook) return fail(reply, locale, new BookFailure('not_found', 'sportsbook.error.testHookOff'));
    const body = advanceBody.safeParse(req.body);
    if (!body.success) return fail(reply, locale, invalid);
    const offsetMs = await advanceClock(deps.db, body.data.ms);
    return reply.send({ offsetMs, serverTime: new Date(deps.now().getTime() + offsetMs).toISOString() });
  });
}

import pino from 'pino';
import { createContext, type AppContext } from '../../server/context.js';
import { createGameSession } from '../../server/modules/casino/wallet/service.js';
import { signedHeaders } from '../../server/modules/casino/providers/kasa/signature.js';
import { createPaymentProviders } from '../../server/modules/payments/adapters/index.js';
import { setPaymentProviders } from '../../server/modules/payments/providers.js';
import { createSportsToken } from '../../server/modules/sports/wallet/service.js';
import { credit } from '../../server/modules/wallet/service.js';
import { testConfig } from './helpers.js';
import { bearer, identityApp, login, register, testClock, type TestClock } from './identity-helpers.js';
import { knowPayments, moneyConfig } from './payments-helpers.js';
import { betsyTestConfig, clientFor, selection } from './sports-betsy-helpers.js';

export const KASA_SECRET = 'kasa-test-secret-0123456789abcdef';
export const HOUR = 3_600_000;
export const PAPARA = 2;

/** The app with the local PSP, Kasa Games' callbacks and Betsy on known secrets, its clock in the test's hand. */
export async function limitsApp(dialect: 'sqlite' | 'postgres', { clock = testClock(), config = {} }: { clock?: TestClock; config?: Record<string, unknown> } = {}) {
  const all = { ...moneyConfig, ...betsyTestConfig, KASA_GAMES_SECRET: KASA_SECRET, ...config };
  const h = await identityApp(dialect, { config: all, clock });
  const ctx: AppContext = createContext({ db: h.db, config: testConfig(all), redis: null, log: pino({ level: 'silent' }), now: clock.now });
  setPaymentProviders(ctx, createPaymentProviders(ctx.config, { db: ctx.db.kysely }));
  knowPayments(h.app, h.db);
  const kasaGameId = (
    await h.db.kysely.selectFrom('games').innerJoin('game_providers', 'game_providers.id', 'games.provider_id').select('games.id')
      .where('game_providers.name', '=', 'Kasa Games').orderBy('games.id').executeTakeFirstOrThrow()
  ).id;
  return { ...h, ctx, kasaGameId, betsy: clientFor(h.app) };
}
export type LimitsHarness = Awaited<ReturnType<typeof limitsApp>>;

let funded = 0;
/** A registered, logged-in player holding `cashMinor` (not a deposit: it uses no deposit limit). */
export async function gambler(h: LimitsHarness, cashMinor = 100_000) {
  const p = await register(h.app, { trialBonus: false });
  const id = (await h.db.kysely.selectFrom('players').select('id').where('username', '=', p.username).executeTakeFirstOrThrow()).id;
  if (cashMinor > 0) await credit(h.db.kysely, { playerId: id, kind: 'cash', amountMinor: cashMinor, entryKind: 'test', reference: 'test', idempotencyKey: `limits-test:${id}:${++funded}`, now: h.clock.now() });
  const gameToken = await createGameSession(h.db.kysely, { playerId: id, sessionId: null, gameId: h.kasaGameId, provider: 'kasa', currency: 'TRY', locale: 'tr', platform: 1, now: h.clock.now(), hours: 24 * 400 });
  return { id, token: p.token, username: p.username, gameToken };
}
export type Gambler = Awaited<ReturnType<typeof gambler>>;

/** A new login after the clock moved on (an idle session lapses in 30 minutes). */
export async function relogin(h: LimitsHarness, p: Gambler) {
  const res = await login(h.app, p.username, 'gizli-sifre-1');
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  p.token = res.json().data.token as string;
  return res;
}

let refs = 0;
const ref = (prefix: string) => `${prefix}-${++refs}-${Date.now()}`;

/** Kasa Games' wallet call for a bet, signed as the game server sends it. */
export async function casinoBet(h: LimitsHarness, p: Gambler, amountMinor: number, roundId = ref('round')) {
  const transactionId = ref('bet');
  const body = JSON.stringify({ token: p.gameToken, playerId: String(p.id), roundId, transactionId, amountMinor });
  const res = await h.app.inject({ method: 'POST', url: '/api/providers/kasa/bet', headers: { 'content-type': 'application/json', ...signedHeaders(KASA_SECRET, body, h.clock.now()) }, payload: body });
  return { statusCode: res.statusCode, status: res.json().status as string, balanceMinor: res.json().balanceMinor as number, roundId, transactionId };
}

export async function casinoWin(h: LimitsHarness, p: Gambler, bet: { roundId: string; transactionId: string }, amountMinor: number) {
  const body = JSON.stringify({ token: p.gameToken, playerId: String(p.id), roundId: bet.roundId, transactionId: ref('win'), betTransactionId: bet.transactionId, amountMinor });
  const res = await h.app.inject({ method: 'POST', url: '/api/providers/kasa/win', headers: { 'content-type': 'application/json', ...signedHeaders(KASA_SECRET, body, h.clock.now()) }, payload: body });
  return res.json().status as string;
}

export async function casinoRollback(h: LimitsHarness, p: Gambler, bet: { roundId: string; transactionId: string }) {
  const body = JSON.stringify({ token: p.gameToken, playerId: String(p.id), roundId: bet.roundId, transactionId: ref('rb'), targetTransactionId: bet.transactionId });
  const res = await h.app.inject({ method: 'POST', url: '/api/providers/kasa/rollback', headers: { 'content-type': 'application/json', ...signedHeaders(KASA_SECRET, body, h.clock.now()) }, payload: body });
  return res.json().status as string;
}

/** A Betsy bet of `amount` lira with a fresh partner token (Betsy's tokens live an hour of the app's clock). */
export async function sportsBet(h: LimitsHarness, p: Gambler, amount: number) {
  const token = await createSportsToken(h.db.kysely, { playerId: p.id, sessionId: null, partner: 'betsy', now: h.clock.now() });
  return h.betsy.placeBet({ token, userId: String(p.id), transactionId: ref('sb'), amount, coefficient: 2, selections: [selection()] });
}

export const setLimit = (h: LimitsHarness, p: Gambler, kind: string, period: string, amountMinor: number | null, locale = 'tr') =>
  h.app.inject({ method: 'POST', url: '/api/rg/limits', headers: { ...bearer(p.token), 'x-locale': locale }, payload: { kind, period, amountMinor } });

export const confirmLimit = (h: LimitsHarness, p: Gambler, kind: string, period: string, locale = 'tr') =>
  h.app.inject({ method: 'POST', url: '/api/rg/limits/confirm', headers: { ...bearer(p.token), 'x-locale': locale }, payload: { kind, period } });

export async function limitOf(h: LimitsHarness, p: Gambler, kind: string, period: string) {
  const res = await h.app.inject({ method: 'GET', url: '/api/rg/limits', headers: bearer(p.token) });
  return (res.json().data.limits as Array<Record<string, unknown>>).find((l) => l.kind === kind && l.period === period)!;
}

export const deposit = (h: LimitsHarness, p: Gambler, amount: number, locale = 'tr') =>
  h.app.inject({ method: 'POST', url: '/api/payment/deposit', headers: { ...bearer(p.token), 'x-locale': locale }, payload: { id: PAPARA, target: 'pay', detail: { amount, bonusId: 0 } } });

export { selection };

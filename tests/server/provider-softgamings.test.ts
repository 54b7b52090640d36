import { createHash, createHmac, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameProvider } from '../../contracts/enums.js';
import { hashToken } from '../../server/modules/sessions/service.js';
import { credit, openAccounts } from '../../server/modules/wallet/service.js';
import { dialects, testApp } from './helpers.js';
import { testClock } from './identity-helpers.js';

/**
 * The OneWallet contract as Fundist would exercise it: every call signed the way Fundist signs (computed here, not by
 * the adapter), money read from the accounts table. A rollback is a credit (or debit) whose i_rollback names the
 * transaction it undoes.
 */
const SECRET = 'softgamings-contract-secret';
const URL = '/api/providers/softgamings';
const HOUR = 3_600_000;

type Message = Record<string, string | number | boolean>;

function fundistHmac(message: Record<string, unknown>): string {
  const key = createHash('sha256').update(SECRET).digest();
  const text = Object.keys(message)
    .filter((name) => name !== 'hmac')
    .sort()
    .map((name) => (message[name] === true ? '1' : message[name] === false || message[name] == null ? '' : String(message[name])))
    .join('');
  return createHmac('sha256', key).update(text).digest('hex');
}

describe.each(dialects)('SoftGamings OneWallet on %s', (dialect) => {
  const clock = testClock();
  let h: Awaited<ReturnType<typeof testApp>>;
  let gameId: number;
  let n = 0;

  beforeAll(async () => {
    h = await testApp(dialect, { now: clock.now, config: { SOFTGAMINGS_SECRET: SECRET } });
    const game = await h.db.kysely
      .selectFrom('games')
      .innerJoin('game_providers', 'game_providers.id', 'games.provider_id')
      .select('games.id')
      .where('game_providers.name', '=', GameProvider.SoftGamings)
      .executeTakeFirstOrThrow();
    gameId = game.id;
  });
  afterAll(() => h.close());

  /** A player holding `cashMinor` in a SoftGamings game launched an hour ago for two hours. */
  async function playing(cashMinor: number) {
    const k = `${++n}${randomBytes(3).toString('hex')}`;
    const { id } = await h.db.kysely
      .insertInto('players')
      .values({
        name: 'Test', surname: 'Oyuncu', username: `sg${k}`, username_lower: `sg${k}`, email: `sg${k}@example.com`, phone: '905000000000',
        personal_no: null, country_id: 235, currency_id: 1, birth_date: null, password_hash: 'x', sms_verified: 0, locale: 'tr',
        ref_id: null, partner: null, subid: null, source: null, created_at: clock.now().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await openAccounts(h.db.kysely, id);
    await credit(h.db.kysely, { playerId: id, kind: 'cash', amountMinor: cashMinor, entryKind: 'test', reference: 'sg', idempotencyKey: `sg${k}:cash` });
    const token = randomBytes(24).toString('base64url');
    await h.db.kysely
      .insertInto('game_sessions')
      .values({
        token_hash: hashToken(token), player_id: id, session_id: null, game_id: gameId, provider: 'softgamings', currency: 'TRY', locale: 'tr',
        platform: 1, created_at: new Date(clock.now().getTime() - HOUR).toISOString(), expires_at: new Date(clock.now().getTime() + HOUR).toISOString(),
      })
      .execute();
    const who = { userid: `kc${id}`, currency: 'TRY', i_extparam: token, i_gamedesc: '960:slot' };
    // Fundist's ids are unique per operator: each player gets its own.
    const ref = (name: string) => `${name}${k}`;
    const debit = (tid: string, amount: string, extra: Message = {}) =>
      ({ type: 'debit', tid: ref(tid), amount, i_gameid: ref('round'), i_actionid: ref(tid), ...who, ...extra }) as Message;
    const creditOf = (tid: string, amount: string, extra: Message = {}) =>
      ({ type: 'credit', tid: ref(tid), amount, i_gameid: ref('round'), i_actionid: ref(tid), ...who, ...extra }) as Message;
    return { id, token, who, ref, debit, credit: creditOf };
  }

  async function send(message: Message, hmac = fundistHmac(message)) {
    const res = await h.app.inject({ method: 'POST', url: URL, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ ...message, hmac }) });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Record<string, string>;
    // Every answer is signed the same way, so Fundist can trust the balance it reads.
    expect(body.hmac).toBe(fundistHmac(body));
    return body;
  }

  async function cash(playerId: number) {
    const row = await h.db.kysely.selectFrom('accounts').select('balance_minor').where('player_id', '=', playerId).where('kind', '=', 'cash').executeTakeFirstOrThrow();
    return Number(row.balance_minor);
  }

  it('answers a ping, and the balance in lira with two decimals', async () => {
    const p = await playing(12_345);
    expect(await send({ type: 'ping' })).toEqual({ status: 'OK', hmac: expect.any(String) });
    expect(await send({ type: 'balance', ...p.who })).toEqual({ status: 'OK', balance: '123.45', hmac: expect.any(String) });
  });

  it('takes a debit once: the retry gets the first answer, the balance moves once', async () => {
    const p = await playing(10_000);
    const first = await send(p.debit('b1', '12.50'));
    const again = await send(p.debit('b1', '12.50'));
    expect(first).toMatchObject({ status: 'OK', tid: p.ref('b1'), balance: '87.50' });
    expect(again).toEqual(first);
    expect(await cash(p.id)).toBe(8_750);
  });

  it('refuses the same tid with another amount, and nothing changes', async () => {
    const p = await playing(10_000);
    await send(p.debit('b1', '10.00'));
    expect(await send(p.debit('b1', '20.00'))).toMatchObject({ error: 'Transaction parameter mismatch' });
    expect(await cash(p.id)).toBe(9_000);
  });

  it('pays a credit only against its debit, once', async () => {
    const p = await playing(10_000);
    expect(await send(p.credit('w0', '50.00'))).toMatchObject({ error: 'Bet not found' });
    expect(await cash(p.id)).toBe(10_000);
    await send(p.debit('b1', '10.00'));
    expect(await send(p.credit('w1', '35.00', { round_ended: true }))).toMatchObject({ status: 'OK', tid: p.ref('w1'), balance: '125.00' });
    expect(await send(p.credit('w1', '35.00', { round_ended: true }))).toMatchObject({ status: 'OK', balance: '125.00' });
    expect(await cash(p.id)).toBe(12_500);
    const round = await h.db.kysely.selectFrom('game_rounds').selectAll().where('provider', '=', 'softgamings').where('round_ref', '=', p.ref('round')).executeTakeFirstOrThrow();
    expect([round.status, Number(round.stake_minor), Number(round.win_minor)]).toEqual(['closed', 1_000, 3_500]);
  });

  it('keeps a rollback that comes before its debit, and refuses the late debit', async () => {
    const p = await playing(10_000);
    expect(await send(p.credit('rb1', '15.00', { i_rollback: p.ref('b1') }))).toMatchObject({ status: 'OK', balance: '100.00' });
    expect(await send(p.debit('b1', '15.00'))).toMatchObject({ error: 'Transaction rolled back' });
    expect(await cash(p.id)).toBe(10_000);
  });

  it('undoes a debit once, however often the rollback comes', async () => {
    const p = await playing(10_000);
    await send(p.debit('b1', '25.00'));
    const first = await send(p.credit('rb1', '25.00', { i_rollback: p.ref('b1') }));
    expect(first).toMatchObject({ status: 'OK', balance: '100.00' });
    expect(await send(p.credit('rb1', '25.00', { i_rollback: p.ref('b1') }))).toEqual(first);
    expect(await send(p.credit('rb2', '25.00', { i_rollback: p.ref('b1') }))).toMatchObject({ status: 'OK' });
    expect(await cash(p.id)).toBe(10_000);
  });

  it('undoes a credit with a debit naming it, and refuses a rollback in the wrong direction or for another amount', async () => {
    const p = await playing(10_000);
    await send(p.debit('b1', '10.00'));
    await send(p.credit('w1', '40.00'));
    expect(await send(p.debit('rb0', '10.00', { i_rollback: p.ref('b1') }))).toMatchObject({ error: 'Transaction parameter mismatch' });
    expect(await send(p.debit('rb1', '39.00', { i_rollback: p.ref('w1') }))).toMatchObject({ error: 'Transaction parameter mismatch' });
    expect(await cash(p.id)).toBe(13_000);
    expect(await send(p.debit('rb2', '40.00', { i_rollback: p.ref('w1') }))).toMatchObject({ status: 'OK', balance: '90.00' });
    expect(await cash(p.id)).toBe(9_000);
  });

  it('refuses a debit larger than the balance and says what the balance is', async () => {
    const p = await playing(5_000);
    expect(await send(p.debit('b1', '50.01'))).toEqual({ error: 'Insufficient funds', balance: '50.00', hmac: expect.any(String) });
    expect(await cash(p.id)).toBe(5_000);
  });

  it('after the token expires, refuses a debit but still pays the credit', async () => {
    const p = await playing(10_000);
    await send(p.debit('b1', '10.00'));
    clock.advance(2 * HOUR);
    try {
      expect(await send(p.debit('b2', '10.00', { i_gameid: p.ref('round2') }))).toMatchObject({ error: 'Session expired' });
      expect(await send(p.credit('w1', '30.00'))).toMatchObject({ status: 'OK', balance: '120.00' });
    } finally {
      clock.advance(-2 * HOUR);
    }
    expect(await cash(p.id)).toBe(12_000);
  });

  it('refuses a wrong hmac, another player or currency, and a fraction of a kuruş, and nothing changes', async () => {
    const p = await playing(10_000);
    const debit = p.debit('b1', '10.00');
    expect(await send(debit, fundistHmac({ ...debit, amount: '1.00' }))).toEqual({ error: 'Invalid HMAC', hmac: expect.any(String) });
    expect(await send({ ...debit, userid: `kc${p.id + 1000}` })).toMatchObject({ error: 'Invalid userid' });
    expect(await send({ ...debit, currency: 'EUR' })).toMatchObject({ error: 'Invalid currency' });
    expect(await send(p.debit('b2', '10.005'))).toMatchObject({ error: 'Invalid amount' });
    expect(await send({ ...debit, i_extparam: 'not-a-launch-token' })).toMatchObject({ error: 'Session not found' });
    expect(await cash(p.id)).toBe(10_000);
    expect(await h.db.kysely.selectFrom('game_transactions').select('id').where('player_id', '=', p.id).execute()).toHaveLength(0);
  });
});

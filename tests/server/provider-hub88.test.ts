import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/index.js';
import { dialects, testApp } from './helpers.js';
import {
  cashOf, expire, gameSession, hub88Caller, hub88PublicKeyFile, hub88Sign, ledgerCount, playerWithMoney, units, uuid, type Call,
} from './provider-hub88-helpers.js';

describe.each(dialects)('Hub88 wallet callbacks on %s', (dialect) => {
  let h: Awaited<ReturnType<typeof testApp>>;
  let db: Db;
  let call: Call;

  beforeAll(async () => {
    h = await testApp(dialect, { config: { HUB88_PUBLIC_KEY_FILE: hub88PublicKeyFile } });
    db = h.db;
    call = hub88Caller(h.app);
  });
  afterAll(() => h.close());

  /** A player with 100.00 TRY playing a Hub88 game, and Hub88's request bodies for them. */
  async function table(cashKurus = 10_000) {
    const { playerId, user } = await playerWithMoney(db, cashKurus);
    const { token, gameCode } = await gameSession(db, playerId);
    const round = uuid();
    const bet = (amountKurus: number, extra: Record<string, unknown> = {}) => ({
      user, transaction_uuid: uuid(), supplier_transaction_id: uuid(), token, round, round_closed: false, request_uuid: uuid(),
      is_free: false, game_code: gameCode, currency: 'TRY', bet: null, amount: units(amountKurus), ...extra,
    });
    const win = (betBody: { transaction_uuid: unknown }, amountKurus: number, extra: Record<string, unknown> = {}) => ({
      ...bet(amountKurus), round_closed: true, reference_transaction_uuid: betBody.transaction_uuid, ...extra,
    });
    const rollback = (reference: string, extra: Record<string, unknown> = {}) => ({
      user, transaction_uuid: uuid(), token, round, round_closed: true, request_uuid: uuid(), game_code: gameCode, reference_transaction_uuid: reference, ...extra,
    });
    return { playerId, user, token, gameCode, bet, win, rollback };
  }

  it('takes a bet and answers Hub88 the balance in units of 1/100,000; user/balance agrees with the database', async () => {
    const t = await table();
    const body = t.bet(550);
    const { status, json } = await call('/transaction/bet', body);
    expect(status).toBe(200);
    expect(json).toEqual({ user: t.user, status: 'RS_OK', request_uuid: body.request_uuid, currency: 'TRY', balance: units(9_450) });
    expect(await cashOf(db, t.playerId)).toBe(9_450);
    const balance = await call('/user/balance', { user: t.user, request_uuid: uuid(), token: t.token, game_code: t.gameCode });
    expect(balance.json).toMatchObject({ status: 'RS_OK', currency: 'TRY', balance: units(9_450) });
  });

  it('answers an identical retry with the first answer and moves the money once', async () => {
    const t = await table();
    const body = t.bet(500);
    const first = await call('/transaction/bet', body);
    await call('/transaction/bet', t.bet(100)); // another bet in between: the retry still answers as the first did
    const again = await call('/transaction/bet', body);
    expect(again.json).toEqual(first.json);
    expect(await cashOf(db, t.playerId)).toBe(9_400);
  });

  it('refuses the same transaction_uuid with another amount as a duplicate and moves nothing', async () => {
    const t = await table();
    const body = t.bet(500);
    await call('/transaction/bet', body);
    const changed = await call('/transaction/bet', { ...body, amount: units(600), request_uuid: uuid() });
    expect(changed.json).toMatchObject({ status: 'RS_ERROR_DUPLICATE_TRANSACTION', balance: units(9_500) });
    expect(await cashOf(db, t.playerId)).toBe(9_500);
  });

  it('pays a win against its bet once, and refuses a win whose bet never came', async () => {
    const t = await table();
    const betBody = t.bet(500);
    await call('/transaction/bet', betBody);
    const winBody = t.win(betBody, 1_250);
    const paid = await call('/transaction/win', winBody);
    expect(paid.json).toEqual({ user: t.user, status: 'RS_OK', request_uuid: winBody.request_uuid, currency: 'TRY', balance: units(10_750) });
    expect((await call('/transaction/win', winBody)).json).toEqual(paid.json);
    const orphan = await call('/transaction/win', t.win({ transaction_uuid: uuid() }, 1_000));
    expect(orphan.json).toMatchObject({ status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST', balance: units(10_750) });
    expect(await cashOf(db, t.playerId)).toBe(10_750);
  });

  it('records a rollback that comes before its bet (RS_OK, nothing moves) and refuses the late bet', async () => {
    const t = await table();
    const betBody = t.bet(700);
    const ledgerBefore = await ledgerCount(db, t.playerId);
    const early = await call('/transaction/rollback', t.rollback(betBody.transaction_uuid));
    expect(early.json).toMatchObject({ status: 'RS_OK', balance: units(10_000) });
    const late = await call('/transaction/bet', betBody);
    expect(late.json.status).not.toBe('RS_OK');
    expect(late.json.balance).toBe(units(10_000));
    expect(await cashOf(db, t.playerId)).toBe(10_000);
    expect(await ledgerCount(db, t.playerId)).toBe(ledgerBefore);
  });

  it('refunds a bet once however often its rollback comes', async () => {
    const t = await table();
    const betBody = t.bet(800);
    await call('/transaction/bet', betBody);
    const rollbackBody = t.rollback(betBody.transaction_uuid);
    const first = await call('/transaction/rollback', rollbackBody);
    expect(first.json).toMatchObject({ status: 'RS_OK', balance: units(10_000) });
    expect((await call('/transaction/rollback', rollbackBody)).json).toEqual(first.json);
    const another = await call('/transaction/rollback', t.rollback(betBody.transaction_uuid));
    expect(another.json).toMatchObject({ status: 'RS_OK', balance: units(10_000) });
    expect(await cashOf(db, t.playerId)).toBe(10_000);
    // Its win can no longer be paid: the bet is gone.
    expect((await call('/transaction/win', t.win(betBody, 5_000))).json.status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
  });

  it('refuses a bet larger than the balance and says what the balance is', async () => {
    const t = await table(2_000);
    const { json } = await call('/transaction/bet', t.bet(2_001));
    expect(json).toMatchObject({ user: t.user, status: 'RS_ERROR_NOT_ENOUGH_MONEY', currency: 'TRY', balance: units(2_000) });
    expect(await cashOf(db, t.playerId)).toBe(2_000);
  });

  it('refuses bets on an expired token but still pays wins and rollbacks', async () => {
    const t = await table();
    const first = t.bet(500);
    const second = t.bet(300);
    await call('/transaction/bet', first);
    await call('/transaction/bet', second);
    await expire(db, t.token);
    expect((await call('/transaction/bet', t.bet(100))).json).toMatchObject({ status: 'RS_ERROR_TOKEN_EXPIRED', balance: units(9_200) });
    expect((await call('/transaction/win', t.win(first, 2_000))).json).toMatchObject({ status: 'RS_OK', balance: units(11_200) });
    expect((await call('/transaction/rollback', t.rollback(second.transaction_uuid))).json).toMatchObject({ status: 'RS_OK', balance: units(11_500) });
    expect(await cashOf(db, t.playerId)).toBe(11_500);
  });

  it('refuses a blocked player a new bet but pays the win of a bet placed before', async () => {
    const t = await table();
    const betBody = t.bet(1_000);
    await call('/transaction/bet', betBody);
    await db.kysely.updateTable('players').set({ blocked_at: new Date().toISOString() }).where('id', '=', t.playerId).execute();
    expect((await call('/transaction/bet', t.bet(100))).json).toMatchObject({ status: 'RS_ERROR_USER_DISABLED', balance: units(9_000) });
    expect((await call('/transaction/win', t.win(betBody, 3_000))).json).toMatchObject({ status: 'RS_OK', balance: units(12_000) });
    expect(await cashOf(db, t.playerId)).toBe(12_000);
  });

  it('refuses a wrong, missing or foreign signature, tells nothing and changes nothing', async () => {
    const t = await table();
    const body = t.bet(500);
    const text = JSON.stringify(body);
    const foreign = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' });
    const tampered = text.replace(`"amount":${units(500)}`, `"amount":${units(5)}`);
    for (const attempt of [
      await call('/transaction/bet', body, { signature: null }),
      await call('/transaction/bet', body, { signature: hub88Sign(text, foreign) }),
      await call('/transaction/bet', body, { raw: tampered, signature: hub88Sign(text) }),
      await call('/transaction/win', t.win(body, 9_000), { signature: 'AAAA' }),
    ]) {
      expect(attempt.json.status).toBe('RS_ERROR_INVALID_SIGNATURE');
      expect(attempt.json).not.toHaveProperty('balance');
    }
    expect(await cashOf(db, t.playerId)).toBe(10_000);
    expect(await db.kysely.selectFrom('game_transactions').select('id').where('transaction_ref', '=', body.transaction_uuid).execute()).toEqual([]);
  });

  it('refuses an unknown token, another currency, and an amount that is not whole kuruş', async () => {
    const t = await table();
    expect((await call('/transaction/bet', t.bet(100, { token: 'not-a-token-we-gave' }))).json.status).toBe('RS_ERROR_INVALID_TOKEN');
    expect((await call('/transaction/bet', t.bet(100, { user: 'kasa-999999999' }))).json.status).toBe('RS_ERROR_INVALID_TOKEN');
    expect((await call('/transaction/bet', t.bet(100, { currency: 'EUR' }))).json).toMatchObject({ status: 'RS_ERROR_WRONG_CURRENCY', balance: units(10_000) });
    expect((await call('/transaction/bet', t.bet(0, { amount: 100_500 }))).json.status).toBe('RS_ERROR_UNKNOWN');
    expect(await cashOf(db, t.playerId)).toBe(10_000);
  });

  it('answers malformed bodies with Hub88 syntax and type statuses', async () => {
    const t = await table();
    const { amount: _amount, ...missing } = t.bet(100);
    expect((await call('/transaction/bet', missing)).json.status).toBe('RS_ERROR_WRONG_SYNTAX');
    expect((await call('/transaction/bet', t.bet(100, { amount: '100000' }))).json.status).toBe('RS_ERROR_WRONG_TYPES');
    expect((await call('/transaction/bet', {}, { raw: '{"user":' })).json.status).toBe('RS_ERROR_WRONG_SYNTAX');
    expect(await cashOf(db, t.playerId)).toBe(10_000);
  });

  it('answers user/info without personal data', async () => {
    const t = await table();
    const request_uuid = uuid();
    const { json } = await call('/user/info', { user: t.user, request_uuid });
    expect(json).toEqual({ user: t.user, status: 'RS_OK', request_uuid, registration_date: '2024-03-01', birth_date: '1990-05-17' });
  });
});

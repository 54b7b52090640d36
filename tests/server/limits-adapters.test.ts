import { createHash, createHmac, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameProvider } from '../../contracts/enums.js';
import { sendWalletCall } from '../../server/games/simulators/generic/wallet-port.js';
import { selfHttp } from '../../server/http/self-http.js';
import { setLimit } from '../../server/modules/limits/service.js';
import { createGameSession } from '../../server/modules/casino/wallet/service.js';
import { dialects, testApp, testConfig } from './helpers.js';
import { contracts, secretOf, secrets, send, table, totalOf } from './provider-generic-harness.js';
import { cashOf, gameSession, hub88Caller, hub88PublicKeyFile, playerWithMoney, units, uuid } from './provider-hub88-helpers.js';

const SOFTGAMINGS_SECRET = 'softgamings-limits-secret';

/** Fundist's OneWallet signature, computed here rather than by the adapter. */
function fundistHmac(message: Record<string, unknown>): string {
  const key = createHash('sha256').update(SOFTGAMINGS_SECRET).digest();
  const text = Object.keys(message).filter((name) => name !== 'hmac').sort().map((name) => (message[name] == null ? '' : String(message[name]))).join('');
  return createHmac('sha256', key).update(text).digest('hex');
}

describe.each(dialects)('every casino adapter tells its provider that a limit is reached (%s)', (dialect) => {
  let h: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    h = await testApp(dialect, { config: { ...secrets, HUB88_PUBLIC_KEY_FILE: hub88PublicKeyFile, SOFTGAMINGS_SECRET } });
  });
  afterAll(() => h.close());

  const wagerLimit = (playerId: number, amountMinor: number) => setLimit(h.db.kysely, { playerId, kind: 'wager', period: 'day', amountMinor, now: new Date(), delayHours: 24 });

  it('Hub88: RS_ERROR_LIMIT_REACHED with the balance, and nothing moves', async () => {
    const call = hub88Caller(h.app);
    const { playerId, user } = await playerWithMoney(h.db, 10_000);
    const { token, gameCode } = await gameSession(h.db, playerId);
    await wagerLimit(playerId, 2_000);
    const bet = (amountKurus: number) => ({
      user, transaction_uuid: uuid(), supplier_transaction_id: uuid(), token, round: uuid(), round_closed: false, request_uuid: uuid(),
      is_free: false, game_code: gameCode, currency: 'TRY', bet: null, amount: units(amountKurus),
    });
    expect((await call('/transaction/bet', bet(2_000))).json).toMatchObject({ status: 'RS_OK' });
    expect((await call('/transaction/bet', bet(1))).json).toMatchObject({ status: 'RS_ERROR_LIMIT_REACHED', balance: units(8_000) });
    expect(await cashOf(h.db, playerId)).toBe(8_000);
  });

  it('SoftGamings (OneWallet): the error "Limit reached" with the balance', async () => {
    const { playerId } = await playerWithMoney(h.db, 10_000);
    const game = await h.db.kysely.selectFrom('games').innerJoin('game_providers', 'game_providers.id', 'games.provider_id').select('games.id')
      .where('game_providers.name', '=', GameProvider.SoftGamings).executeTakeFirstOrThrow();
    const token = await createGameSession(h.db.kysely, { playerId, sessionId: null, gameId: game.id, provider: 'softgamings', currency: 'TRY', locale: 'tr', platform: 1, now: new Date(), hours: 1 });
    await wagerLimit(playerId, 1_000);
    const k = randomBytes(4).toString('hex');
    const debit = async (tid: string, amount: string) => {
      const message = { type: 'debit', tid: `${tid}${k}`, amount, i_gameid: `round${k}`, i_actionid: `${tid}${k}`, userid: `kc${playerId}`, currency: 'TRY', i_extparam: token, i_gamedesc: '960:slot' };
      const res = await h.app.inject({ method: 'POST', url: '/api/providers/softgamings', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ ...message, hmac: fundistHmac(message) }) });
      return res.json();
    };
    expect(await debit('b1', '10.00')).toMatchObject({ status: 'OK' });
    expect(await debit('b2', '0.01')).toMatchObject({ error: 'Limit reached', balance: '90.00' });
    expect(await cashOf(h.db, playerId)).toBe(9_000);
  });

  describe.each(contracts.map((mapping) => [mapping.key, mapping] as const))('%s', (_key, mapping) => {
    it('answers its limit code, and its game server reads it back as limit_reached', async () => {
      const t = await table(h.db, mapping, 10_000);
      await wagerLimit(t.playerId, 3_000);
      expect((await send(h.app, mapping, t.bet('b1', 3_000))).status).toBe('ok');
      const over = await send(h.app, mapping, t.bet('b2', 1, 'r2'));
      const expected = mapping.answers.codes.limit_reached;
      expect({ http: over.http, code: String(over.fields[mapping.answers.status]), status: over.status }).toEqual({ http: expected.http ?? 200, code: String(expected.code), status: 'limit_reached' });
      const env = { http: selfHttp(h.app, testConfig()), now: () => new Date() };
      expect(await sendWalletCall(mapping, env, secretOf(mapping), t.bet('b3', 1, 'r3'))).toEqual({ ok: false, error: 'limit_reached', balanceMinor: 7_000 });
      expect(await totalOf(h.db, t.playerId)).toBe(7_000);
    });
  });
});

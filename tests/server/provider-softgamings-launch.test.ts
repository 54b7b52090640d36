import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameProvider } from '../../contracts/enums.js';
import { softgamingsKeys } from '../../server/modules/casino/providers/softgamings/credentials.js';
import { authHtmlQuery } from '../../server/modules/casino/providers/softgamings/launch.js';
import { sharedValues } from '../../server/modules/casino/providers/env.js';
import { softgamingsWalletPort } from '../../server/games/simulators/softgamings/wallet-port.js';
import type { GsSession } from '../../server/games/game-server/index.js';
import { selfHttp, type HttpCall } from '../../server/http/self-http.js';
import pino from 'pino';
import { cashOf, firstSlotOf, fundedPlayer } from './provider-sim-helpers.js';
import { dialects, testApp, testConfig } from './helpers.js';
import { bearer, post } from './identity-helpers.js';

/** A player opens a SoftGamings game on a fresh database: our launch call, the simulated Fundist, the game frame. */
const config = { SOFTGAMINGS_SECRET: 'softgamings-launch-secret', SOFTGAMINGS_LOGIN: 'kasa-test-key' };

describe.each(dialects)('SoftGamings launch on %s', (dialect) => {
  let h: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    h = await testApp(dialect, { config });
  });
  afterAll(() => h.close());

  const gameOf = (provider: string) => firstSlotOf(h.db, provider);
  const funded = (cashMinor: number) => fundedPlayer(h.app, h.db, cashMinor, 'sg-launch');
  const cash = (playerId: number) => cashOf(h.db, playerId);

  it('answers an HTML without script that frames the game, and a spin moves the balance through OneWallet', async () => {
    const p = await funded(10_000);
    const game = await gameOf(GameProvider.SoftGamings);
    const launch = await post(h.app, '/api/casino/softgamingslaunchurl', { system: game.system, pageCode: game.game_code, isMobile: 0 }, p.token);
    expect(launch.statusCode).toBe(200);
    const html: string = launch.json().data;
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\son\w+=/i);
    const src = /<iframe src="(\/games\/softgamings\/play\?s=[\w-]+)"/.exec(html)?.[1];
    expect(src).toBeDefined();

    const frame = await h.app.inject({ method: 'GET', url: src! });
    expect(frame.statusCode).toBe(200);
    const s = new URL(src!, 'http://x').searchParams.get('s')!;
    const spin = await h.app.inject({ method: 'POST', url: '/games/softgamings/api/play', payload: { s, params: { engine: 'slot', betPerLineMinor: 10 } } });
    expect(spin.statusCode).toBe(200);
    const round = spin.json() as { betMinor: number; winMinor: number; balanceMinor: number; roundId: string };
    expect(round.betMinor).toBeGreaterThan(0);
    expect(await cash(p.id)).toBe(10_000 - round.betMinor + round.winMinor);
    expect(round.balanceMinor).toBe(10_000 - round.betMinor + round.winMinor);

    const rows = await h.db.kysely.selectFrom('game_rounds').selectAll().where('player_id', '=', p.id).execute();
    expect(rows.map((r) => [r.provider, Number(r.stake_minor), Number(r.win_minor), r.status, r.game_id])).toEqual([
      ['softgamings', round.betMinor, round.winMinor, 'closed', game.id],
    ]);
    const balance = await h.app.inject({ method: 'GET', url: '/api/user/balance', headers: bearer(p.token) });
    expect(balance.json().data.balance).toBe((10_000 - round.betMinor + round.winMinor) / 100);
  });

  it('the simulated Fundist refuses a wrong hash and a game that is not SoftGamings', async () => {
    const p = await funded(1_000);
    const keys = softgamingsKeys({ config: testConfig(config), shared: sharedValues() });
    const ask = (game: { id: number; game_code: string; name: string; system: string }) =>
      authHtmlQuery(keys, {
        player: { id: p.id, username: p.username, currency: 'TRY', country: 'TR' },
        game: { id: game.id, code: game.game_code, name: game.name, system: game.system, productId: 0, providerName: GameProvider.SoftGamings, engine: 'slot' },
        token: 'launch-token-0123456789', platform: 1, language: 'tr', lobbyUrl: '/casino/slot', ip: '127.0.0.1',
      });
    const url = (query: URLSearchParams) => `/sim/softgamings/System/Api/${config.SOFTGAMINGS_LOGIN}/User/AuthHTML/?${query}`;

    const good = await h.app.inject({ method: 'GET', url: url(ask(await gameOf(GameProvider.SoftGamings))) });
    expect(good.body.startsWith('1,')).toBe(true);
    const tampered = ask(await gameOf(GameProvider.SoftGamings));
    // The hash covers login, password and system (not the page): another player's login is caught.
    tampered.set('Login', `kc${p.id + 1}`);
    expect((await h.app.inject({ method: 'GET', url: url(tampered) })).body).toBe('14,Invalid hash');
    const hub88 = await h.app.inject({ method: 'GET', url: url(ask(await gameOf(GameProvider.Hub88))) });
    expect([hub88.statusCode, hub88.body]).toEqual([422, '21,Game not found']);
  });
});

describe.each(dialects)('the simulated Fundist calling our wallet on %s', (dialect) => {
  let h: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    h = await testApp(dialect, { config });
  });
  afterAll(() => h.close());

  const portWith = (http: HttpCall) =>
    softgamingsWalletPort({ config: testConfig(config), db: h.db, now: () => new Date(), log: pino({ level: 'silent' }), http, shared: sharedValues() });

  it('sends the bet, refuses past the balance, rolls a bet back once with its amount, and hears no answer as unavailable', async () => {
    const p = await fundedPlayer(h.app, h.db, 5_000, 'sg-port');
    const { id } = p;
    const game = await firstSlotOf(h.db, GameProvider.SoftGamings);
    const launch = await post(h.app, '/api/casino/softgamingslaunchurl', { system: game.system, pageCode: game.game_code, isMobile: 0 }, p.token);
    const s = /play\?s=([\w-]+)/.exec(launch.json().data)![1]!;
    const spin = await h.app.inject({ method: 'POST', url: '/games/softgamings/api/play', payload: { s, params: { engine: 'slot', betPerLineMinor: 10 } } });
    expect(spin.statusCode).toBe(200);
    const round = spin.json() as { roundId: string; betMinor: number; winMinor: number };
    const row = await h.db.kysely.selectFrom('gs_sessions').selectAll().where('public_id', '=', s).executeTakeFirstOrThrow();
    const session: GsSession = {
      id: row.id, provider: row.provider, publicId: row.public_id, operatorToken: row.operator_token, playerRef: row.player_ref,
      gameCode: row.game_code, currency: row.currency, locale: row.locale === 'en' ? 'en' : 'tr',
    };
    const port = portWith(selfHttp(h.app, testConfig(config)));
    const afterSpin = 5_000 - round.betMinor + round.winMinor;

    expect(await port.balance(session)).toEqual({ ok: true, balanceMinor: afterSpin });
    expect(await port.bet(session, { roundId: 'r-big', transactionId: 'r-big:bet', amountMinor: afterSpin + 1 })).toEqual({
      ok: false, error: 'insufficient_funds', balanceMinor: afterSpin,
    });
    const undo = { roundId: round.roundId, transactionId: `${round.roundId}:rb`, betTransactionId: `${round.roundId}:bet` };
    expect(await port.rollback(session, undo)).toEqual({ ok: true, balanceMinor: afterSpin + round.betMinor });
    expect(await port.rollback(session, undo)).toEqual({ ok: true, balanceMinor: afterSpin + round.betMinor });
    expect(Number((await h.db.kysely.selectFrom('accounts').select('balance_minor').where('player_id', '=', id).where('kind', '=', 'cash').executeTakeFirstOrThrow()).balance_minor)).toBe(
      afterSpin + round.betMinor,
    );

    const down = portWith(async () => ({ status: 503, headers: {}, body: 'unavailable' }));
    expect(await down.balance(session)).toEqual({ ok: false, error: 'unavailable' });
    const forged = portWith(async () => ({ status: 200, headers: {}, body: JSON.stringify({ status: 'OK', balance: '999.00', hmac: '0'.repeat(64) }) }));
    expect(await forged.balance(session)).toEqual({ ok: false, error: 'unavailable' });
  });
});

describe('SoftGamings launch with a real API base', () => {
  it('is refused when Fundist cannot be reached, and the simulator is off', async () => {
    const h = await testApp('sqlite', { config: { ...config, SOFTGAMINGS_API_BASE: 'http://127.0.0.1:9' } });
    try {
      const p = await fundedPlayer(h.app, h.db, 0, 'sg-unreachable');
      const game = await firstSlotOf(h.db, GameProvider.SoftGamings);
      const launch = await post(h.app, '/api/casino/softgamingslaunchurl', { system: game.system, pageCode: game.game_code, isMobile: 1 }, p.token);
      expect(launch.json().success).toBe(false);
      expect((await h.app.inject({ method: 'GET', url: `/sim/softgamings/System/Api/${config.SOFTGAMINGS_LOGIN}/User/AuthHTML/` })).statusCode).toBe(404);
    } finally {
      await h.close();
    }
  });
});

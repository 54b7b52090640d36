import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfHttp } from '../../server/http/self-http.js';
import { sharedValues, type ProviderEnv } from '../../server/modules/casino/providers/env.js';
import { genericAdapter } from '../../server/modules/casino/providers/generic/adapter.js';
import type { WalletMapping } from '../../server/modules/casino/providers/generic/mapping.js';
import type { LaunchRequest } from '../../server/modules/casino/providers/types.js';
import { createGameSession } from '../../server/modules/casino/wallet/service.js';
import { dialects, testApp, testConfig } from './helpers.js';
import { contracts, playerWith, secrets, totalOf } from './provider-generic-harness.js';

type Harness = Awaited<ReturnType<typeof testApp>>;

const paramsFor = (engine: string) =>
  engine === 'slot'
    ? { engine, betPerLineMinor: 10 }
    : engine === 'roulette'
      ? { engine, bets: [{ kind: 'red', amountMinor: 200 }] }
      : { engine: 'dice', target: 5000, direction: 'under', betMinor: 200 };

describe.each(dialects)('generic provider launch and simulator on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await testApp(dialect, { config: secrets });
  });
  afterAll(() => h.close());

  /** Our adapter as the app builds it, talking to the app's simulator; `overrides` changes its configuration. */
  function adapterOf(mapping: WalletMapping, overrides: Partial<ProviderEnv['config']> = {}) {
    const config = testConfig({ ...secrets, ...overrides });
    const env: ProviderEnv = { config, db: h.db, now: () => new Date(), log: h.app.log, http: selfHttp(h.app, config), shared: sharedValues() };
    return genericAdapter(mapping, env);
  }

  async function launchRequest(mapping: WalletMapping, cashMinor: number, gameCode?: string) {
    const game = await h.db.kysely
      .selectFrom('games')
      .innerJoin('game_providers', 'game_providers.id', 'games.provider_id')
      .select(['games.id', 'games.game_code', 'games.name', 'games.system', 'games.product_id', 'games.engine'])
      .where('game_providers.name', '=', mapping.name)
      .where('games.engine', 'in', ['slot', 'roulette', 'dice'])
      .orderBy('games.id')
      .executeTakeFirstOrThrow();
    const playerId = await playerWith(h.db, cashMinor);
    const token = await createGameSession(h.db.kysely, {
      playerId, sessionId: null, gameId: game.id, provider: mapping.key, currency: 'TRY', locale: 'en', platform: 2, now: new Date(), hours: 12,
    });
    const request: LaunchRequest = {
      player: { id: playerId, username: `p${playerId}`, currency: 'TRY', country: 'TR' },
      game: { id: game.id, code: gameCode ?? game.game_code, name: game.name, system: game.system, productId: game.product_id, providerName: mapping.name, engine: game.engine },
      token,
      platform: 2,
      language: 'en',
      lobbyUrl: 'http://localhost/casino',
      ip: '127.0.0.1',
    };
    return { request, playerId, engine: game.engine };
  }

  describe.each(contracts.map((mapping) => [mapping.key, mapping] as const))('%s', (key, mapping) => {
    it('launches through the provider API, and a round played there moves the player balance', async () => {
      const { request, playerId, engine } = await launchRequest(mapping, 10_000);
      const launched = await adapterOf(mapping).launch(request);
      if (!launched.ok) throw new Error(launched.detail);
      const url = new URL(launched.data, 'http://localhost');
      expect(url.pathname).toBe(`/games/${key}/play`);
      const s = url.searchParams.get('s') ?? '';

      const state = await h.app.inject({ method: 'GET', url: `/games/${key}/api/session?s=${s}` });
      expect(state.json()).toMatchObject({ balanceMinor: 10_000, currency: 'TRY', locale: 'en' });

      const played = await h.app.inject({ method: 'POST', url: `/games/${key}/api/play`, payload: { s, params: paramsFor(engine) } });
      expect(played.statusCode).toBe(200);
      const round = played.json() as { status: string; betMinor: number; winMinor: number; balanceMinor: number };
      expect(round.status).toBe('settled');
      expect(round.balanceMinor).toBe(10_000 - round.betMinor + round.winMinor);
      expect(await totalOf(h.db, playerId)).toBe(round.balanceMinor);
      const stored = await h.db.kysely.selectFrom('game_rounds').selectAll().where('player_id', '=', playerId).executeTakeFirstOrThrow();
      expect([stored.provider, stored.status, Number(stored.stake_minor), Number(stored.win_minor)]).toEqual([key, 'closed', round.betMinor, round.winMinor]);
    });

    it('refuses to launch a game the provider does not carry', async () => {
      const { request } = await launchRequest(mapping, 0, 'not-in-this-catalogue');
      expect(await adapterOf(mapping).launch(request)).toMatchObject({ ok: false });
    });

    it('refuses a launch signed with another secret', async () => {
      const { request } = await launchRequest(mapping, 0);
      const forged = adapterOf(mapping, { [mapping.config.secret]: 'another-secret-entirely' });
      expect(await forged.launch(request)).toMatchObject({ ok: false });
    });
  });
});

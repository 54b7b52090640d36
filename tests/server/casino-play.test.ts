import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from './helpers.js';
import { get, identityApp, post, register, type IdentityHarness } from './identity-helpers.js';

describe.each(dialects)('favourites and recently played on %s', (dialect) => {
  let h: IdentityHarness;
  beforeAll(async () => {
    h = await identityApp(dialect);
  });
  afterAll(() => h.close());

  const game = async (name: string) =>
    h.db.kysely
      .selectFrom('games')
      .innerJoin('game_providers', 'game_providers.id', 'games.provider_id')
      .select(['games.id', 'games.game_code as code', 'game_providers.main_provider_id as providerId'])
      .where('games.name', '=', name)
      .executeTakeFirstOrThrow();

  it('adds a game, lists it first, and takes it out again on the second toggle', async () => {
    const p = await register(h.app);
    const aviator = await game('Aviator');
    const galata = await game('Galata Gold');
    const toggle = (g: { code: string; providerId: number }) => post(h.app, '/api/casino/togglefavorite', { code: g.code, providerId: g.providerId }, p.token);
    expect((await toggle(galata)).json().data).toEqual({ favorite: true });
    h.clock.advance(1_000);
    expect((await toggle(aviator)).json().data).toEqual({ favorite: true });
    expect((await get(h.app, '/api/casino/favorites', p.token)).json().data.map((g: { name: string }) => g.name)).toEqual(['Aviator', 'Galata Gold']);
    expect((await toggle(aviator)).json().data).toEqual({ favorite: false });
    expect((await get(h.app, '/api/casino/favorites', p.token)).json().data.map((g: { name: string }) => g.name)).toEqual(['Galata Gold']);
    // Another player's list is their own.
    const other = await register(h.app);
    expect((await get(h.app, '/api/casino/favorites', other.token)).json().data).toEqual([]);
  });

  it('refuses an unknown game in the player language and a guest', async () => {
    const p = await register(h.app);
    const res = await post(h.app, '/api/casino/togglefavorite', { code: 'no_such_game', providerId: 2 }, p.token, { headers: { 'x-locale': 'en' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: 'This game is not available.' });
    expect((await post(h.app, '/api/casino/togglefavorite', { code: 'aviator', providerId: 7 })).statusCode).toBe(401);
  });

  it('a game item names its RTP and volatility', async () => {
    const res = await post(h.app, '/api/casino/games', { search: 'Kasa Rulet', live: false });
    expect(res.json().data[0]).toMatchObject({ name: 'Kasa Rulet', rtp: 97.29, volatility: 'low' });
  });

  it('recently played lists launched games, the latest first, each once', async () => {
    const p = await register(h.app);
    const player = await h.db.kysely.selectFrom('players').select('id').where('username', '=', p.username).executeTakeFirstOrThrow();
    const launch = async (name: string, at: string) =>
      h.db.kysely
        .insertInto('game_sessions')
        .values({ token_hash: `${name}${at}`, player_id: player.id, session_id: null, game_id: (await game(name)).id, provider: 'kasa', currency: 'TRY', locale: 'tr', platform: 1, created_at: at, expires_at: at })
        .execute();
    await launch('Aviator', '2026-01-01T10:00:00.000Z');
    await launch('Galata Gold', '2026-01-01T11:00:00.000Z');
    await launch('Aviator', '2026-01-01T12:00:00.000Z');
    expect((await get(h.app, '/api/casino/recent', p.token)).json().data.map((g: { name: string }) => g.name)).toEqual(['Aviator', 'Galata Gold']);
  });
});

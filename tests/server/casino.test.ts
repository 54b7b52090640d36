import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameItem } from '../../contracts/casino.js';
import { dialects, testApp } from './helpers.js';

describe.each(dialects)('casino catalogue API on %s', (dialect) => {
  let h: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    h = await testApp(dialect);
  });
  afterAll(() => h.close());

  const post = (url: string, payload: object) => h.app.inject({ method: 'POST', url, payload, headers: { 'x-locale': 'en' } });

  it('lists the games of a category with provider and artwork', async () => {
    const res = await post('/api/casino/categorygames', { systemCategory: [1] });
    const games = res.json().data.map((g: unknown) => gameItem.parse(g));
    expect(games.length).toBeGreaterThanOrEqual(40);
    expect(games.every((g: { systemCategory: number }) => g.systemCategory === 1)).toBe(true);
    expect(new Set(games.map((g: { providerName: string }) => g.providerName)).size).toBeGreaterThan(3);
    expect(games[0].imageUrl).toMatch(/^\/media\//);
  });

  it('lists each game once when categories overlap, in the order the categories were asked', async () => {
    const res = await post('/api/casino/categorygames', { systemCategory: [3, 1] });
    const games = res.json().data as Array<{ id: number; systemCategory: number }>;
    expect(new Set(games.map((g) => g.id)).size).toBe(games.length);
    expect(games[0].systemCategory).toBe(3);
  });

  it('answers an unknown category with an empty list and a malformed request with 400', async () => {
    expect((await post('/api/casino/categorygames', { systemCategory: [999] })).json().data).toEqual([]);
    const bad = await post('/api/casino/categorygames', { systemCategory: 'slots' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
  });

  it('finds games by name, case-insensitively, live and non-live apart', async () => {
    const aviator = (await post('/api/casino/games', { search: 'aviATOR', live: false })).json().data;
    expect(aviator[0].name).toBe('Aviator');
    const live = (await post('/api/casino/games', { search: '', live: true })).json().data as Array<{ systemCategory: number }>;
    expect(live.length).toBeGreaterThan(10);
    expect((await post('/api/casino/games', { search: 'aviator', live: true })).json().data).toEqual([]);
  });

  it('still shows the lobby when an operator adds a game of a provider the site cannot launch yet', async () => {
    const db = h.db.kysely;
    await db.insertInto('game_providers').values({ id: 900, name: 'Brand New Studio', slug: 'brand-new', main_provider_id: 900, logo_url: '', position: 99 }).execute();
    const game = await db
      .insertInto('games')
      .values({ provider_id: 900, game_code: 'zzqnew', name: 'Zzq New', system: '', product_id: 0, image_url: '/media/x.svg', is_live: 0, popularity: 0, enabled: 1, created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('game_categories').values({ game_id: game.id, category_id: 1, position: 0 }).execute();
    const lobby = await post('/api/casino/categorygames', { systemCategory: [1] });
    expect(lobby.statusCode).toBe(200);
    expect(lobby.json().data.length).toBeGreaterThanOrEqual(40);
    expect(lobby.json().data.map((g: { name: string }) => g.name)).not.toContain('Zzq New');
    expect((await post('/api/casino/games', { search: 'zzq', live: false })).json()).toMatchObject({ success: true, data: [] });
  });

  it('treats SQL wildcards in a search as text, not as match-all', async () => {
    const all = (await post('/api/casino/games', { search: '', live: false })).json().data.length;
    const wild = (await post('/api/casino/games', { search: '%_%', live: false })).json().data.length;
    expect(wild).toBeLessThanOrEqual(all);
    expect((await post('/api/casino/games', { search: 'zzqx%', live: false })).json().data).toEqual([]);
  });
});

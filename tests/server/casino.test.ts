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

  it('treats SQL wildcards in a search as text, not as match-all', async () => {
    const all = (await post('/api/casino/games', { search: '', live: false })).json().data.length;
    const wild = (await post('/api/casino/games', { search: '%_%', live: false })).json().data.length;
    expect(wild).toBeLessThanOrEqual(all);
    expect((await post('/api/casino/games', { search: 'zzqx%', live: false })).json().data).toEqual([]);
  });
});

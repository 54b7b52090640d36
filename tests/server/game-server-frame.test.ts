import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configScript, framePage } from '../../server/games/game-server/frame-page.js';
import { gameServerHarness, type GameServerHarness } from './game-server-fakes.js';

const configIn = (html: string) => JSON.parse(/<script type="application\/json" id="game-config">(.*?)<\/script>/s.exec(html)![1]);

describe('the game frame page', () => {
  let h: GameServerHarness;
  beforeAll(async () => {
    h = await gameServerHarness('sqlite');
  });
  afterAll(() => h.close());

  it('carries the session, the API and the session’s language to the frame', async () => {
    const s = await h.open('slot', 'en');
    const res = await h.app.inject({ method: 'GET', url: `/games/kasa/play?s=${s}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(configIn(res.body)).toEqual({ provider: 'kasa', session: s, apiBase: '/games/kasa/api', locale: 'en', mode: 'play' });
    // No build in tests: the page says so, in the session's language.
    expect(res.body).toContain('The game frame is not built');
  });

  it('answers 404 for a session that does not exist', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/games/kasa/play?s=nosuchsession', headers: { 'accept-language': 'tr' } });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Oyun oturumu bulunamadı');
    expect(res.body).not.toContain('game-config');
  });

  it('opens the verify page on a round without naming the session that played it', async () => {
    const s = await h.open('dice', 'tr');
    const round = (await h.api.play(s, { engine: 'dice', target: 5000, direction: 'under', betMinor: 100 })).json();
    const res = await h.app.inject({ method: 'GET', url: `/games/kasa/verify?round=${round.roundId}` });
    expect(configIn(res.body)).toEqual({ provider: 'kasa', session: '', round: round.roundId, apiBase: '/games/kasa/api', locale: 'tr', mode: 'verify' });
    expect(res.body).not.toContain(s);
  });

  it('injects the config into the built frame before </head>, as inert JSON nothing can break out of', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'frame-'));
    try {
      mkdirSync(join(dist, 'game-frame'));
      writeFileSync(join(dist, 'game-frame', 'index.html'), '<!doctype html><html><head><script type="module" src="/game-frame/assets/main.js"></script></head><body><div id="root"></div></body></html>');
      const hostile = { provider: 'kasa', session: '</script><script>alert(1)</script>', apiBase: '/games/kasa/api', locale: 'tr' as const, mode: 'play' as const };
      const page = await framePage(dist, hostile);
      expect(page).toContain(`${configScript(hostile)}</head><body><div id="root">`);
      expect(page.match(/<script/g)).toHaveLength(2);
      expect(configIn(page)).toEqual(hostile);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

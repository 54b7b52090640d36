import { spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import type { Db } from '../../server/db/index.js';
import { seedDemo } from '../../server/seed/index.js';
import { completeLiveEnv } from '../unit/live-config.js';
import { dialects, freshDb } from './helpers.js';

// Real key files for Hub88 (ours and "theirs"), none of them the published demo pair.
const dir = mkdtempSync(join(tmpdir(), 'kasa-live-'));
const pair = () => generateKeyPairSync('rsa', { modulusLength: 1024 });
writeFileSync(join(dir, 'ours.pem'), pair().privateKey.export({ type: 'pkcs8', format: 'pem' }));
writeFileSync(join(dir, 'hub88.pem'), pair().publicKey.export({ type: 'spki', format: 'pem' }));
const liveEnv = { ...completeLiveEnv, LOG_LEVEL: 'silent', HUB88_PRIVATE_KEY_FILE: join(dir, 'ours.pem'), HUB88_PUBLIC_KEY_FILE: join(dir, 'hub88.pem') };

// No database involved: run once, with the SQLite half (CI's PostgreSQL step runs the rest again).
describe.runIf(dialects.includes('sqlite'))('npm start with SITE_MODE=live and the quick start\'s stand-ins', () => {
  it('refuses to start, naming each reason on its own line, before touching any data', () => {
    const data = mkdtempSync(join(tmpdir(), 'kasa-live-data-'));
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
      env: { PATH: process.env.PATH, SITE_MODE: 'live', SKIP_SPA: '1', DATA_DIR: data, PORT: '0', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.split('\n');
    expect(lines[0]).toBe('SITE_MODE=live refused to start:');
    for (const reason of ['PUBLIC_ORIGIN is not set', 'CODE_PEPPER is not set', 'BETSY_URL is /sportsbook/', 'BETCO_URL is /sportsbook/betco/', 'HUB88_API_BASE is not set', 'KASA_GAMES_SECRET is not set']) {
      expect(lines.filter((l) => l.startsWith(`  - ${reason}`))).toHaveLength(1);
    }
  }, 60_000);
});

for (const dialect of dialects) {
  describe(`SITE_MODE on ${dialect}`, () => {
    let liveDb: Db;
    let demoSeeded: Db;
    beforeAll(async () => {
      liveDb = await freshDb(dialect, { seed: false });
      await seedDemo(liveDb.kysely, liveDb.dialect, { live: true });
      demoSeeded = await freshDb(dialect);
    }, 120_000);
    afterAll(async () => {
      await liveDb?.destroy();
      await demoSeeded?.destroy();
    });

    it('a live configuration with stand-ins does not build, and says why', async () => {
      const config = loadConfig({ SITE_MODE: 'live', LOG_LEVEL: 'silent', NODE_ENV: 'test' });
      await expect(buildApp({ config, db: liveDb })).rejects.toThrow(/SITE_MODE=live refused to start:\n {2}- PUBLIC_ORIGIN is not set/);
      await expect(buildApp({ config, db: liveDb })).rejects.toThrow(/- BETSY_URL is \/sportsbook\/: the demo sportsbook/);
    });

    it('a complete live configuration on a database seeded as a demo is refused for the demo PSP\'s methods', async () => {
      const error = await buildApp({ config: loadConfig(liveEnv), db: demoSeeded }).then(() => null, (e: Error) => e.message);
      expect(error).toMatch(/^SITE_MODE=live refused to start:\n/);
      const lines = error!.split('\n').slice(1);
      expect(lines).toHaveLength(3);
      for (const line of lines) expect(line).toMatch(/^ {2}- payment method \d+ \(.+\) pays through the hosted demo PSP/);
    });

    it('the live seed adds no stand-in payment method and no demo player with demo cash', async () => {
      const local = await liveDb.kysely.selectFrom('payment_methods').select('id').where('provider', '=', 'local').execute();
      expect(local).toEqual([]);
      expect(await liveDb.kysely.selectFrom('payment_methods').select('id').execute()).not.toEqual([]);
      expect(await liveDb.kysely.selectFrom('players').select('id').execute()).toEqual([]);
    });

    it('a complete live configuration starts, mounts no stand-in, and tells the browser it is live', async () => {
      const app = await buildApp({ config: loadConfig(liveEnv), db: liveDb });
      try {
        await app.ready();
        for (const url of ['/sportsbook/', '/sportsbook/betco', '/sportsbook/api/fixtures', '/sim/hub88/operator/generic/v2/game/url', '/sim/egt/launch', '/pay/anything', '/api/dev/outbox?to=x']) {
          const res = await app.inject({ method: url.startsWith('/sim/') ? 'POST' : 'GET', url });
          expect([404, 405], `${url} answered ${res.statusCode}`).toContain(res.statusCode);
          expect(res.body).not.toMatch(/sportsbook|hosted/i);
        }
        const boot = await app.inject({ url: '/api/cms/grouped' });
        expect(boot.json().data.siteMode).toBe('live');
      } finally {
        await app.close();
      }
    });

    it('a demo (the default) serves its stand-ins and tells the browser it is a demo', async () => {
      const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test' }), db: demoSeeded });
      try {
        await app.ready();
        expect((await app.inject({ url: '/sportsbook/' })).statusCode).toBe(200);
        expect((await app.inject({ url: '/sportsbook/api/fixtures' })).statusCode).toBe(200);
        // The stand-ins the live site lacks answer here (a refusal of the bad request, not a missing route).
        for (const url of ['/sim/hub88/operator/generic/v2/game/url', '/sim/egt/launch']) expect((await app.inject({ method: 'POST', url, payload: {} })).statusCode).not.toBe(404);
        expect((await app.inject({ url: '/pay/anything' })).statusCode).not.toBe(404);
        expect((await app.inject({ url: '/api/cms/grouped' })).json().data.siteMode).toBe('demo');
      } finally {
        await app.close();
      }
    });
  });
}

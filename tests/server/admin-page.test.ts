import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../server/spa-build.js';
import { dialects, testApp } from './helpers.js';

type Harness = Awaited<ReturnType<typeof testApp>>;

/** A build with the player site and the back office (dist/admin), as `npm run build` leaves it. */
function builtDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'spa-admin-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'admin', 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>site</title><div id="root"></div>');
  writeFileSync(join(dir, 'admin', 'index.html'), '<!doctype html><title>admin</title><script type="module" src="/admin/assets/index-Ad1.js"></script>');
  writeFileSync(join(dir, 'admin', 'assets', 'index-Ad1.js'), `export const admin = ${JSON.stringify('a'.repeat(4000))};`);
  precompress(dir);
  return dir;
}

describe.each(dialects)('the back-office page (%s)', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await testApp(dialect, { config: { staticDir: builtDir() } });
  });
  afterAll(() => h.close());

  it('answers /admin and every client route under it with its own page, never stored, under the strict CSP', async () => {
    for (const url of ['/admin', '/admin/', '/admin/payments', '/admin/payments/extra?x=1']) {
      const page = await h.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<title>admin</title>');
      expect(page.headers['cache-control'], url).toBe('no-store');
      expect(page.headers['content-type'], url).toContain('text/html');
      expect(page.headers['content-security-policy'], url).toContain("script-src 'self'");
      // No page frames the back office, not even one of ours (a framed admin could be clickjacked).
      expect(page.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(page.headers['content-security-policy'], url).not.toContain("frame-ancestors 'self'");
      expect(page.headers['x-frame-options'], url).toBe('DENY');
    }
    const asset = await h.app.inject({ method: 'GET', url: '/admin/assets/index-Ad1.js' });
    expect(asset.headers['x-frame-options']).toBe('DENY');
    const site = await h.app.inject({ method: 'GET', url: '/administrator' });
    expect(site.body).not.toContain('<title>admin</title>');
    // The player's pages may still be framed by our own (the game and payment windows).
    expect(site.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(site.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('serves its hashed assets for a year (compressed when asked), and a missing file is a 404', async () => {
    const asset = await h.app.inject({ method: 'GET', url: '/admin/assets/index-Ad1.js', headers: { 'accept-encoding': 'br' } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('br');
    expect((await h.app.inject({ method: 'GET', url: '/admin/assets/gone-123.js' })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: '/admin/favicon.ico' })).statusCode).toBe(404);
  });

  it('leaves the back office\'s API to the API', async () => {
    const me = await h.app.inject({ method: 'GET', url: '/api/admin/me' });
    expect(me.statusCode).toBe(401);
    expect(me.headers['content-type']).toContain('application/json');
  });
});

import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { precompress } from '../../server/spa-build.js';
import { testApp } from './helpers.js';

type Harness = Awaited<ReturnType<typeof testApp>>;

const probes = async (api: FastifyInstance) => {
  api.get('/probe/context', async (req) => ({ success: true, message: '', data: { locale: req.locale, fingerprint: req.fingerprint } }));
  api.get('/probe/crash', async () => {
    throw new Error('SELECT password_hash FROM players -- secret internals');
  });
  api.get('/probe/private', { preHandler: api.authenticate }, async (req) => ({ success: true, message: '', data: req.principal }));
};

function spaDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'spa-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'index-AbC123.js'), 'console.log("app")');
  precompress(dir);
  writeFileSync(join(dir, 'assets', 'vendor-XyZ789.js'), `export const big = ${JSON.stringify('x'.repeat(5000))};`);
  precompress(dir);
  return dir;
}

describe('server core', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await testApp('sqlite', {
      apiPlugins: [probes],
      verifier: { verify: async (token) => (token === 'valid-token' ? { playerId: 7, sessionId: 9 } : null) },
      config: { staticDir: spaDir() },
    });
  });
  afterAll(() => h.close());

  it('answers an unknown API route with a JSON 404 envelope in the requested language', async () => {
    const tr = await h.app.inject({ method: 'GET', url: '/api/no/such/route' });
    expect(tr.statusCode).toBe(404);
    expect(tr.json()).toEqual({ success: false, message: 'Aradığınız kaynak bulunamadı.', data: null });
    const en = await h.app.inject({ method: 'GET', url: '/api/no/such/route', headers: { 'x-locale': 'en' } });
    expect(en.json().message).toBe('The resource you asked for was not found.');
  });

  it('refuses invalid input with 400, a localized message and per-field errors', async () => {
    const body = { search: 'x'.repeat(51), live: false };
    const tr = await h.app.inject({ method: 'POST', url: '/api/casino/games', payload: body });
    expect(tr.statusCode).toBe(400);
    expect(tr.json().success).toBe(false);
    expect(tr.json().errors.search).toBe('En fazla 50 karakter olmalı');
    const en = await h.app.inject({ method: 'POST', url: '/api/casino/games', payload: body, headers: { 'x-locale': 'en' } });
    expect(en.json().errors.search).toBe('Must be at most 50 characters');
    expect(en.json().message).toContain('Please check the highlighted fields.');
  });

  it('refuses a body that is not JSON with a 400 envelope', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/casino/games',
      payload: '{"search": ',
      headers: { 'content-type': 'application/json', 'x-locale': 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'The request could not be read.' });
  });

  it('hides the internals of an unexpected error', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/probe/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('password_hash');
    expect(res.json()).toEqual({ success: false, message: 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.', data: null });
  });

  it('reads x-locale and a well-formed x-fingerprint on every request', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/probe/context', headers: { 'x-locale': 'en-GB', 'x-fingerprint': 'abc123def456' } });
    expect(res.json().data).toEqual({ locale: 'en', fingerprint: 'abc123def456' });
    const bad = await h.app.inject({ method: 'GET', url: '/api/probe/context', headers: { 'x-fingerprint': '<script>' } });
    expect(bad.json().data).toEqual({ locale: 'tr', fingerprint: null });
  });

  it('admits a protected route only with a valid bearer token', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/api/probe/private' })).statusCode).toBe(401);
    const wrong = await h.app.inject({ method: 'GET', url: '/api/probe/private', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Bu işlem için giriş yapmanız gerekiyor.');
    const ok = await h.app.inject({ method: 'GET', url: '/api/probe/private', headers: { authorization: 'Bearer valid-token' } });
    expect(ok.json().data).toEqual({ playerId: 7, sessionId: 9 });
  });

  it('sends security headers with a CSP that allows no inline script', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends JSON answers the short API header set: nothing may frame, load, sniff or store them', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/casino/eqyptquest' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    const missing = await h.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('compresses large answers and static files for browsers that accept it', async () => {
    const grouped = await h.app.inject({ method: 'GET', url: '/api/cms/grouped', headers: { 'accept-encoding': 'gzip' } });
    expect(grouped.headers['content-encoding']).toBe('gzip');
    const games = await h.app.inject({ method: 'POST', url: '/api/casino/categorygames', payload: { systemCategory: [1] }, headers: { 'accept-encoding': 'gzip' } });
    expect(games.headers['content-encoding']).toBe('gzip');
    const asset = await h.app.inject({ method: 'GET', url: '/assets/vendor-XyZ789.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toContain('immutable');
    const plain = await h.app.inject({ method: 'GET', url: '/assets/vendor-XyZ789.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('export const big');
  });

  it('serves the SPA for deep links, with index.html never cached and hashed assets immutable', async () => {
    for (const url of ['/', '/casino/slot', '/pages/3', '/dashboard/bonuses']) {
      const res = await h.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const asset = await h.app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await h.app.inject({ method: 'GET', url: '/missing.png' })).statusCode).toBe(404);
    const api = await h.app.inject({ method: 'GET', url: '/api/pages/3' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
  });
});

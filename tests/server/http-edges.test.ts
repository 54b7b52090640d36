import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { precompress } from '../../server/spa-build.js';
import { testApp } from './helpers.js';

type Harness = Awaited<ReturnType<typeof testApp>>;

function spaDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'spa-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), `<!doctype html><div id="root"></div>${'<!-- padding -->'.repeat(200)}`);
  writeFileSync(join(dir, 'assets', 'index-AbC123.js'), 'console.log("app")');
  precompress(dir);
  return dir;
}

/** A raw request over a real socket: Node's parser, not inject, decides about oversized headers. */
function rawGet(port: number, path: string, headers: Record<string, string>): Promise<{ status: number; body: string; type: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, type: String(res.headers['content-type']) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('requests refused before routing answer in the envelope', () => {
  let h: Harness;
  let port: number;
  beforeAll(async () => {
    h = await testApp('sqlite');
    await h.app.listen({ host: '127.0.0.1', port: 0 });
    port = (h.app.server.address() as { port: number }).port;
  });
  afterAll(() => h.close());

  it('a URL that does not decode: 400, localized', async () => {
    const tr = await h.app.inject({ method: 'GET', url: '/api/%E0%A4%A' });
    expect(tr.statusCode).toBe(400);
    expect(tr.json()).toEqual({ success: false, message: 'İstek okunamadı.', data: null });
    const en = await h.app.inject({ method: 'GET', url: '/api/%E0%A4%A', headers: { 'x-locale': 'en' } });
    expect(en.json()).toEqual({ success: false, message: 'The request could not be read.', data: null });
  });

  it('headers over 16 KB: 431, localized when the language header arrived', async () => {
    const big = 'a'.repeat(17 * 1024);
    const tr = await rawGet(port, '/api/cms/grouped', { cookie: big });
    expect(tr.status).toBe(431);
    expect(tr.type).toContain('application/json');
    expect(JSON.parse(tr.body)).toEqual({ success: false, message: 'İstek başlıkları çok büyük. Çerezleri temizleyip tekrar deneyin.', data: null });
    const en = await rawGet(port, '/api/cms/grouped', { 'x-locale': 'en', cookie: big });
    expect(JSON.parse(en.body)).toEqual({ success: false, message: 'The request headers are too large. Clear your cookies and try again.', data: null });
    // The server still answers normally afterwards.
    expect((await rawGet(port, '/api/casino/eqyptquest', {})).status).toBe(200);
  });
});

describe('the page and its headers', () => {
  it('never lets a cache keep the page, whether asked as / or /index.html', async () => {
    const h = await testApp('sqlite', { config: { staticDir: spaDir() } });
    try {
      for (const url of ['/', '/index.html', '/casino/slot']) {
        for (const encoding of ['', 'gzip', 'br']) {
          const res = await h.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });
          expect(res.statusCode, url).toBe(200);
          expect(res.headers['cache-control'], `${url} ${encoding}`).toBe('no-cache');
        }
      }
      const asset = await h.app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
      expect(asset.headers['cache-control']).toContain('immutable');
    } finally {
      await h.close();
    }
  });

  it('by default: framing and connections only to our own origin, no device access, no HSTS over plain http', async () => {
    const h = await testApp('sqlite', { config: { staticDir: spaDir() } });
    try {
      const res = await h.app.inject({ method: 'GET', url: '/' });
      const csp = String(res.headers['content-security-policy']).split('; ');
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("frame-src 'self'");
      const policy = String(res.headers['permissions-policy']);
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) expect(policy).toContain(feature);
      expect(policy).toContain('fullscreen=(self)');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await h.close();
    }
  });

  it('behind https with listed providers: HSTS on pages and API, the providers framed and reached, nothing else', async () => {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      PUBLIC_ORIGIN: 'https://kasa.example',
      CSP_FRAME_SOURCES: 'https://games.provider.example, https://pay.example',
      CSP_CONNECT_SOURCES: 'wss://live.provider.example',
    });
    const h = await testApp('sqlite', { config: { ...config, staticDir: spaDir() } });
    try {
      const res = await h.app.inject({ method: 'GET', url: '/' });
      const csp = String(res.headers['content-security-policy']).split('; ');
      expect(csp).toContain("connect-src 'self' wss://kasa.example wss://live.provider.example");
      expect(csp).toContain("frame-src 'self' https://games.provider.example https://pay.example");
      expect(String(res.headers['permissions-policy'])).toContain('fullscreen=(self "https://games.provider.example" "https://pay.example")');
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
      const api = await h.app.inject({ method: 'GET', url: '/api/casino/eqyptquest' });
      expect(api.headers['strict-transport-security']).toBe('max-age=31536000');
    } finally {
      await h.close();
    }
  });

  it('refuses a provider list that is not https/wss origins', () => {
    expect(() => loadConfig({ CSP_FRAME_SOURCES: 'https:' })).toThrow(/CSP_FRAME_SOURCES/);
    expect(() => loadConfig({ CSP_CONNECT_SOURCES: 'ws://anything.example' })).toThrow(/CSP_CONNECT_SOURCES/);
  });
});

import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { connect, constants } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { testApp } from './helpers.js';

type Harness = Awaited<ReturnType<typeof testApp>>;

/** A self-signed certificate for localhost, made for the test. */
function certificate() {
  const dir = mkdtempSync(join(tmpdir(), 'tls-'));
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost'], { stdio: 'ignore' });
  return { cert, key };
}

function site() {
  const dir = mkdtempSync(join(tmpdir(), 'site-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Kasa Casino</title><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'index-AbC123.js'), 'console.log("app")');
  return dir;
}

function get2(origin: string, path: string): Promise<{ status: number; headers: Record<string, unknown>; body: string; alpn: string }> {
  return new Promise((resolve, reject) => {
    const session = connect(origin, { rejectUnauthorized: false });
    session.on('error', reject);
    const stream = session.request({ [constants.HTTP2_HEADER_PATH]: path });
    let body = '';
    let headers: Record<string, unknown> = {};
    stream.on('response', (h) => (headers = h));
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (body += chunk));
    stream.on('end', () => {
      const alpn = (session.socket as unknown as { alpnProtocol: string }).alpnProtocol;
      session.close();
      resolve({ status: Number(headers[':status']), headers, body, alpn });
    });
    stream.on('error', reject);
  });
}

describe('HTTP/2 where the server terminates TLS', () => {
  let h: Harness;
  let origin: string;
  beforeAll(async () => {
    const tls = certificate();
    h = await testApp('sqlite', { config: { staticDir: site(), TLS_CERT_FILE: tls.cert, TLS_KEY_FILE: tls.key } });
    await h.app.listen({ host: '127.0.0.1', port: 0 });
    origin = `https://localhost:${(h.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => h.close());

  it('answers the API, pages and hashed assets over HTTP/2', async () => {
    const api = await get2(origin, '/api/cms/grouped');
    expect(api.alpn).toBe('h2');
    expect(api.status).toBe(200);
    expect(JSON.parse(api.body).success).toBe(true);
    const page = await get2(origin, '/casino/slot');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<div id="root">');
    const asset = await get2(origin, '/assets/index-AbC123.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('still serves a client that only speaks HTTP/1.1', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpsRequest(`${origin}/api/cms/grouped`, { rejectUnauthorized: false }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(200);
  });

  it('refuses half a TLS configuration', () => {
    expect(() => loadConfig({ TLS_CERT_FILE: '/etc/cert.pem' })).toThrow(/TLS_CERT_FILE and TLS_KEY_FILE go together/);
  });
});

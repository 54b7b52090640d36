import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HUB_PATH } from '../../contracts/notifications.js';
import { notify } from '../../server/modules/notifications/service.js';
import { handshaken, listen, parsed, raw, RS, sleep, until, type Raw } from './hub-helpers.js';
import { identityApp, register, type IdentityHarness } from './identity-helpers.js';

type Harness = IdentityHarness & { url: string };

async function hubApp(config = {}): Promise<Harness> {
  const h = await identityApp('sqlite', { config: { HUB_MAX_MESSAGE_BYTES: 4_096, ...config } });
  return { ...h, url: await listen(h.app) };
}

describe('the hub protocol on a raw WebSocket', () => {
  let h: Harness;
  let token: string;
  const open: Raw[] = [];
  const connect = async (query: Record<string, string>) => {
    const client = await raw(h.url, query);
    open.push(client);
    return client;
  };
  /** After each refusal or broken client: the server still serves a new connection. */
  const stillServes = async () => {
    const client = await handshaken(h.url, { access_token: token });
    open.push(client);
    client.socket.send(`{"type":6}${RS}`);
    await sleep(20);
    expect(client.socket.readyState).toBe(client.socket.OPEN);
  };
  beforeAll(async () => {
    h = await hubApp();
    token = (await register(h.app)).token;
  });
  afterEach(() => {
    for (const client of open.splice(0)) client.socket.terminate();
  });
  afterAll(() => h.close());

  it('answers the handshake with {} and takes the token from the query', async () => {
    const client = await connect({ access_token: token, 'x-fingerprint': 'abcdefgh12345678' });
    client.socket.send(`{"protocol":"json","version":1}${RS}`);
    await until(() => client.records.length === 1);
    expect(client.records).toEqual(['{}']);
  });

  it('refuses the upgrade with 401 without a valid token, 404 elsewhere, and 426 to plain HTTP', async () => {
    expect((await connect({})).refusedWith).toBe(401);
    expect((await connect({ access_token: 'x'.repeat(43) })).refusedWith).toBe(401);
    const elsewhere = await raw(h.url.replace(HUB_PATH, '/hubs/other'), { access_token: token });
    expect(elsewhere.refusedWith).toBe(404);
    const plain = await h.app.inject({ method: 'GET', url: HUB_PATH, headers: { 'x-locale': 'en' } });
    expect(plain.statusCode).toBe(426);
    expect(plain.json()).toEqual({ success: false, message: 'This address accepts WebSocket connections only.', data: null });
    await stillServes();
  });

  it('still answers a plain request that asks for another upgrade (curl --http2 sends h2c)', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(h.url.replace(HUB_PATH, '/api/cms/grouped'), { headers: { connection: 'Upgrade, HTTP2-Settings', upgrade: 'h2c', 'http2-settings': '' } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(200);
    await stillServes();
  });

  it.each([
    ['an unknown protocol', `{"protocol":"messagepack","version":1}${RS}`, "The protocol 'messagepack' is not supported."],
    ['an unknown version', `{"protocol":"json","version":2}${RS}`, "The server does not support version 2 of the 'json' protocol."],
    ['a handshake that is not JSON', `hello${RS}`, 'The handshake request is not valid: expected {"protocol":"json","version":1}.'],
    ['a handshake without its separator', '{"protocol":"json","version":1}', 'Message is incomplete: every record ends with the record separator 0x1E.'],
  ])('answers %s with the handshake error, then closes', async (_name, handshake, error) => {
    const client = await connect({ access_token: token });
    client.socket.send(handshake);
    const { code } = await client.closed;
    expect(code).toBe(1008);
    expect(parsed(client.records)).toEqual([{ error }]);
    await stillServes();
  });

  it.each([
    ['garbage', `not json${RS}`, 'Message is not a valid hub protocol record.'],
    ['a record with no type', `{"target":"x"}${RS}`, 'Message is not a valid hub protocol record.'],
    ['a record cut short', '{"type":6}', 'Message is incomplete: every record ends with the record separator 0x1E.'],
  ])('closes on %s after the handshake with a close message that says why', async (_name, message, error) => {
    const client = await handshaken(h.url, { access_token: token });
    open.push(client);
    client.socket.send(message);
    expect((await client.closed).code).toBe(1008);
    expect(parsed(client.records.slice(1))).toEqual([{ type: 7, error, allowReconnect: false }]);
    await stillServes();
  });

  it('closes on a binary message', async () => {
    const client = await handshaken(h.url, { access_token: token });
    open.push(client);
    client.socket.send(Buffer.from([1, 2, 3]));
    expect((await client.closed).code).toBe(1008);
    expect(parsed(client.records.slice(1))).toEqual([{ type: 7, error: 'The json protocol carries text messages only.', allowReconnect: false }]);
    await stillServes();
  });

  it('closes a connection that sends a message over the size limit (1009), before reading it all', async () => {
    const client = await handshaken(h.url, { access_token: token });
    open.push(client);
    client.socket.send(`{"type":6,"pad":"${'x'.repeat(8_000)}"}${RS}`);
    expect((await client.closed).code).toBe(1009);
    await stillServes();
  });

  it('answers a call of a method the hub does not have with a completion error, and keeps the connection', async () => {
    const client = await handshaken(h.url, { access_token: token });
    open.push(client);
    client.socket.send(`{"type":1,"target":"SendMessage","arguments":[]}${RS}{"type":1,"invocationId":"7","target":"SendMessage","arguments":[1]}${RS}{"type":99}${RS}{"type":6}${RS}`);
    await until(() => client.records.length === 2);
    expect(parsed(client.records.slice(1))).toEqual([{ type: 3, invocationId: '7', error: "Unknown hub method 'SendMessage'." }]);
    await sleep(50);
    expect(client.socket.readyState).toBe(client.socket.OPEN);
  });

  it('a client Close record ends the connection normally', async () => {
    const client = await handshaken(h.url, { access_token: token });
    client.socket.send(`{"type":7}${RS}`);
    expect((await client.closed).code).toBe(1000);
  });
});

describe('connection limits', () => {
  let h: Harness;
  const open: Raw[] = [];
  beforeAll(async () => {
    h = await hubApp({ HUB_MAX_CONNECTIONS_PER_PLAYER: 2, HUB_MAX_CONNECTIONS_PER_IP: 3 });
  });
  afterAll(async () => {
    for (const client of open) client.socket.terminate();
    await h.close();
  });

  it('refuses a player past their connections with 429, and admits them again once one closes', async () => {
    const p = await register(h.app);
    open.push(await handshaken(h.url, { access_token: p.token }), await handshaken(h.url, { access_token: p.token }));
    const third = await raw(h.url, { access_token: p.token, 'x-locale': 'en' });
    expect(third.refusedWith).toBe(429);
    open[0].socket.close();
    await open[0].closed;
    await sleep(50);
    const again = await handshaken(h.url, { access_token: p.token });
    open.push(again);
    expect(again.records).toEqual(['{}']);
    for (const client of open.splice(0)) client.socket.terminate();
    await sleep(50);
  });

  it('refuses an address past its connections with 429 and a message, whoever the players are', async () => {
    const players = await Promise.all([0, 1, 2, 3].map(() => register(h.app)));
    for (const p of players.slice(0, 3)) open.push(await handshaken(h.url, { access_token: p.token }));
    const fourth = await raw(h.url, { access_token: players[3].token, 'x-locale': 'en' });
    expect(fourth.refusedWith).toBe(429);
    expect(fourth.refusal).toEqual({ success: false, message: 'Too many open connections. Close a tab or another device and try again.', data: null });
  });
});

describe('connection attempts', () => {
  it('count against the address\'s API budget, refused tokens too', async () => {
    const h = await hubApp({ RATE_LIMIT_MAX: 3 });
    try {
      const { token } = await register(h.app);
      expect((await raw(h.url, { access_token: 'x'.repeat(43) })).refusedWith).toBe(401);
      expect((await raw(h.url, { access_token: 'y'.repeat(43) })).refusedWith).toBe(401);
      (await handshaken(h.url, { access_token: token })).socket.terminate();
      const fourth = await raw(h.url, { access_token: token, 'x-locale': 'en' });
      expect(fourth.refusedWith).toBe(429);
      expect(fourth.refusal).toEqual({ success: false, message: 'Too many requests. Please wait a moment and try again.', data: null });
    } finally {
      await h.close();
    }
  });
});

describe('over TLS where the server speaks HTTP/2', () => {
  let h: Harness;
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tls-'));
    const cert = join(dir, 'cert.pem');
    const key = join(dir, 'key.pem');
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost'], { stdio: 'ignore' });
    const app = await identityApp('sqlite', { config: { TLS_CERT_FILE: cert, TLS_KEY_FILE: key } });
    await app.app.listen({ host: '127.0.0.1', port: 0 });
    h = { ...app, url: `https://localhost:${(app.app.server.address() as AddressInfo).port}${HUB_PATH}` };
  });
  afterAll(() => h.close());

  it('upgrades over the HTTP/1.1 side and pushes, and refuses a bad token without harm', async () => {
    const p = await register(h.app);
    const { id } = await h.db.kysely.selectFrom('players').select('id').where('username', '=', p.username).executeTakeFirstOrThrow();
    expect((await raw(h.url, { access_token: 'nope' })).refusedWith).toBe(401);
    const client = await handshaken(h.url, { access_token: p.token });
    await notify(h.db.kysely, { playerId: id, type: 5, title: 'TLS', note: 'HTTP/2' }, new Date());
    await until(() => client.records.length === 2);
    expect(parsed(client.records)[1]).toMatchObject({ type: 1, target: 'NotifyMessage', arguments: [{ cmd: 'Notification', message: { title: 'TLS' } }] });
    client.socket.terminate();
  });
});

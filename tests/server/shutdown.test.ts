import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import WebSocket from 'ws';
import { afterAll, describe, expect, it } from 'vitest';
import { call, paidWebhook, registerPlayer, spawnServer, startDeposit, stopSpawned, type Spawned } from './spawned-server.js';

/**
 * SIGTERM as a deploy sends it: the server stops taking requests (/readyz 503 at once, so the balancer moves on, and
 * anything new is refused), lets the request in flight finish (here a PSP's webhook crediting a deposit, held
 * half-sent), tells hub clients to reconnect, and exits 0 well within SHUTDOWN_GRACE_MS.
 */
describe('SIGTERM', () => {
  const cleanups: Array<() => unknown> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('drains: /readyz turns 503, new requests are refused, the webhook in flight is credited, hub clients are told to reconnect, exit 0', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shutdown-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const server: Spawned = await spawnServer({ DATA_DIR: dir, SHUTDOWN_GRACE_MS: '20000' });
    cleanups.push(() => stopSpawned(server, 'SIGKILL'));
    expect((await call(server.base, '/readyz')).status).toBe(200);

    const player = await registerPlayer(server.base);
    const payment = await startDeposit(server.base, player, 250);

    // A hub client, connected before the signal.
    const hub = new WebSocket(`ws://127.0.0.1:${server.port}/hubs/notify?access_token=${player.token}`);
    const hubMessages: string[] = [];
    hub.on('message', (data) => hubMessages.push(String(data)));
    await new Promise<void>((resolve, reject) => {
      hub.once('open', () => resolve());
      hub.once('error', (err) => reject(err));
    });
    hub.send('{"protocol":"json","version":1}\u001e');
    const hubClosed = new Promise<void>((resolve) => hub.once('close', () => resolve()));
    await until(() => hubMessages.some((m) => m.startsWith('{}')), 10_000, 'the hub handshake');

    // The PSP's webhook: headers and half the body sent, the rest held back until after SIGTERM.
    const { body, headers } = paidWebhook(payment);
    const socket: Socket = connect(server.port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const answered = new Promise<void>((resolve) => socket.once('end', () => resolve()));
    const head = [`POST /api/payment/callback/local HTTP/1.1`, `host: 127.0.0.1`, `content-length: ${Buffer.byteLength(body)}`, `connection: close`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)].join('\r\n');
    const half = Math.floor(body.length / 2);
    socket.write(`${head}\r\n\r\n${body.slice(0, half)}`);
    await new Promise((r) => setTimeout(r, 300));

    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    await until(async () => (await call(server.base, '/readyz').catch(() => ({ status: 0 }))).status === 503, 5_000, '/readyz to turn 503');
    const ready = await call(server.base, '/readyz');
    expect(ready.body).toMatchObject({ status: 'not ready', checks: { process: 'draining' } });
    const refused = await call(server.base, '/api/cms/grouped');
    expect(refused.status).toBe(503);
    expect(server.child.exitCode).toBeNull();

    // The held request completes normally, and its money is there.
    socket.end(body.slice(half));
    await answered;
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
    const exitCode = await server.exited;
    expect(exitCode).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(20_000);
    await hubClosed;
    expect(hubMessages.some((m) => m.includes('"type":7') && m.includes('"allowReconnect":true'))).toBe(true);

    const db = new SQLite(join(dir, 'casino.sqlite'), { readonly: true });
    try {
      const credited = db.prepare("SELECT amount_minor FROM ledger_entries WHERE kind = 'deposit' AND reference = ?").all(payment.reference);
      expect(credited).toEqual([{ amount_minor: payment.amountMinor }]);
    } finally {
      db.close();
    }
  }, 300_000);
});

async function until(check: () => boolean | Promise<boolean>, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

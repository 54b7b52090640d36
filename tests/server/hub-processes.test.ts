import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_INBOX_COMMAND, OPERATOR_HUB_PATH, type ChatInboxPush } from '../../contracts/admin-chat.js';
import { CHAT_COMMAND } from '../../contracts/chat.js';
import { BALANCE_COMMAND, HUB_PATH, NOTIFICATION_COMMAND } from '../../contracts/notifications.js';
import type { Db } from '../../server/db/index.js';
import { localWebhookHeaders } from '../../server/modules/payments/adapters/local-webhook.js';
import { notify } from '../../server/modules/notifications/service.js';
import { createOperator } from '../../server/modules/operators/accounts.js';
import { startOperatorSession } from '../../server/modules/operators/sessions.js';
import { freshDb, pgUrl } from './helpers.js';
import { listen, signalr, sleep, until, type Client } from './hub-helpers.js';
import { fullPayload, identityApp, register } from './identity-helpers.js';
import { PAPARA, WEBHOOK_SECRET } from './payments-helpers.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const REDIS_SERVER = '/usr/bin/redis-server';
const redisUrl = process.env.REDIS_URL;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function playerId(db: Db, username: string): Promise<number> {
  return (await db.kysely.selectFrom('players').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
}

describe('Redis away', () => {
  it('unreachable from the start: the hub still serves and pushes to this process\'s connections', async () => {
    const h = await identityApp('sqlite', { config: { REDIS_URL: `redis://127.0.0.1:${await freePort()}` } });
    try {
      const url = await listen(h.app);
      const p = await register(h.app);
      const client = await signalr(url, p.token);
      await notify(h.db.kysely, { playerId: await playerId(h.db, p.username), type: 5, title: 'Yerel', note: 'Redis yok.' }, new Date());
      await until(() => client.pushes.length === 1, 3_000, 'the push');
      await client.stop();
    } finally {
      await h.close();
    }
  });

  it.runIf(existsSync(REDIS_SERVER))('going away mid-run and coming back: nothing crashes, local pushes go on', async () => {
    const port = await freePort();
    const start = () => spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    let server = start();
    await sleep(300);
    const h = await identityApp('sqlite', { config: { REDIS_URL: `redis://127.0.0.1:${port}` } });
    try {
      const url = await listen(h.app);
      const p = await register(h.app);
      const id = await playerId(h.db, p.username);
      const client = await signalr(url, p.token);
      server.kill('SIGKILL');
      await new Promise((resolve) => server.once('exit', resolve));
      await notify(h.db.kysely, { playerId: id, type: 5, title: 'Bir', note: 'Redis gitti.' }, new Date());
      await until(() => client.pushes.length === 1, 3_000, 'a push during the outage');
      // A new connection during the outage: subscribing waits for Redis and holds nothing up.
      const during = await signalr(url, p.token);
      server = start();
      await sleep(2_500);
      await notify(h.db.kysely, { playerId: id, type: 5, title: 'İki', note: 'Redis döndü.' }, new Date());
      await until(() => client.pushes.length === 2 && during.pushes.length === 1, 3_000, 'pushes after the outage');
      await Promise.all([client.stop(), during.stop()]);
    } finally {
      await h.close();
      server.kill('SIGKILL');
    }
  }, 20_000);
});

/** `npm start` as deployed, on the shared PostgreSQL schema and Redis. */
async function startProcess(env: Record<string, string>): Promise<{ base: string; child: ChildProcess; output: () => string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', SKIP_SPA: '1', SEED_DEMO: '0', LOG_LEVEL: 'warn', NODE_ENV: 'test' },
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${output}`);
    if (Date.now() > deadline) throw new Error(`server did not answer: ${output}`);
    const status = await fetch(`${base}/api/cms/grouped`).then((res) => res.status, () => 0);
    if (status === 200) break;
    await sleep(100);
  }
  return { base, child, output: () => output };
}

describe.runIf(pgUrl && redisUrl)('two server processes on one PostgreSQL and Redis', () => {
  let db: Db;
  const processes: Array<Awaited<ReturnType<typeof startProcess>>> = [];
  const clients: Client[] = [];
  beforeAll(async () => {
    db = await freshDb('postgres');
    const env = {
      DATABASE_URL: pgUrl!,
      DATABASE_SCHEMA: db.schema!,
      REDIS_URL: redisUrl!,
      RATE_LIMIT_PREFIX: `hub-test-${randomBytes(4).toString('hex')}:`,
      PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
      PAYMENT_LOCAL_SECRET: 'test-local-secret-0123456789',
      CODE_PEPPER: 'test-code-pepper-0123456789',
    };
    processes.push(...(await Promise.all([startProcess(env), startProcess(env)])));
  }, 60_000);
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.stop()));
    await Promise.all(
      processes.map(({ child }) => {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        return exited;
      }),
    );
    await db?.destroy();
  });

  it('a deposit confirmed on process A reaches the player\'s connection on process B; a logout on A closes it', async () => {
    const [a, b] = processes;
    const payload = fullPayload();
    const signedUp = await fetch(`${a.base}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-locale': 'en' }, body: JSON.stringify(payload) });
    const token = ((await signedUp.json()) as { data: { token: string } }).data.token;
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const onB = await signalr(`${b.base}${HUB_PATH}`, token);
    clients.push(onB);

    const deposit = await fetch(`${a.base}/api/payment/deposit`, { method: 'POST', headers: auth, body: JSON.stringify({ id: PAPARA, target: 'pay', detail: { amount: 120, bonusId: 0 } }) });
    expect(deposit.status).toBe(200);
    const id = await playerId(db, payload.username);
    const tx = await db.kysely.selectFrom('transactions').selectAll().where('player_id', '=', id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const now = new Date();
    const body = JSON.stringify({
      id: `evt_${randomBytes(6).toString('hex')}`,
      type: 'payment.paid',
      created: Math.floor(now.getTime() / 1000),
      data: { reference: tx.reference, providerReference: tx.provider_reference, amountMinor: tx.amount_minor, currency: 'TRY' },
    });
    const paid = await fetch(`${a.base}/api/payment/callback/local`, { method: 'POST', headers: localWebhookHeaders(Buffer.from(WEBHOOK_SECRET), body, now), body });
    expect(paid.status).toBe(200);

    await until(() => onB.pushes.some((p) => p.cmd === NOTIFICATION_COMMAND) && onB.pushes.some((p) => p.cmd === BALANCE_COMMAND), 5_000, 'pushes on B');
    expect(onB.pushes.find((p) => p.cmd === NOTIFICATION_COMMAND)!.message).toMatchObject({ title: 'Deposit received', type: 1 });
    expect(onB.pushes.filter((p) => p.cmd === BALANCE_COMMAND).at(-1)!.message).toEqual({ balance: 120, cash: 120, bonus: 0 });

    await fetch(`${a.base}/api/auth/logout`, { headers: { authorization: `Bearer ${token}` } });
    await until(() => onB.closedWith !== null, 5_000, 'the connection on B closed');
    expect(onB.closedWith).toContain('Your session has ended.');
  }, 30_000);

  it('a chat message stored on process A reaches the player\'s connection on process B', async () => {
    const [a, b] = processes;
    const payload = fullPayload();
    const signedUp = await fetch(`${a.base}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });
    const token = ((await signedUp.json()) as { data: { token: string } }).data.token;
    const onB = await signalr(`${b.base}${HUB_PATH}`, token);
    clients.push(onB);
    const sent = await fetch(`${a.base}/api/chat/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: 'other-process-1', body: 'Merhaba' }),
    });
    expect(sent.status).toBe(200);
    await until(() => onB.pushes.some((p) => p.cmd === CHAT_COMMAND), 5_000, 'the chat push on B');
    expect(onB.pushes.find((p) => p.cmd === CHAT_COMMAND)!.message).toMatchObject({ author: 'player', body: 'Merhaba', clientId: 'other-process-1' });
  }, 30_000);

  it('a player\'s chat message sent over the hub of process A reaches an operator connected to process B', async () => {
    const [a, b] = processes;
    const created = await createOperator(db.kysely, { username: `destek${randomBytes(3).toString('hex')}`, password: 'correct-horse-battery', role: 'support' }, { kind: 'cli' }, new Date());
    if (!created.ok) throw new Error(created.problem);
    const { token: operatorToken } = await startOperatorSession(db.kysely, { operatorId: created.id, ip: '127.0.0.1', userAgent: 'test', now: new Date() });
    const operator = await signalr(`${b.base}${OPERATOR_HUB_PATH}`, operatorToken);
    clients.push(operator);
    const signedUp = await fetch(`${a.base}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fullPayload()) });
    const token = ((await signedUp.json()) as { data: { token: string } }).data.token;
    const onA = await signalr(`${a.base}${HUB_PATH}`, token);
    clients.push(onA);
    await onA.connection.invoke('SendChatMessage', 'cross-process-1', 'Kim bakıyor?');
    const inbox = () => operator.pushes.filter((p) => (p.cmd as string) === CHAT_INBOX_COMMAND).map((p) => p.message as unknown as ChatInboxPush);
    await until(() => inbox().some((p) => p.message?.clientId === 'cross-process-1'), 5_000, 'the inbox push on B');
    expect(inbox()[0]).toMatchObject({ status: 'open', message: { author: 'player', body: 'Kim bakıyor?' } });
  }, 30_000);
});

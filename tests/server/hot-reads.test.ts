import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../server/app.js';
import { createDb, type Db } from '../../server/db/index.js';
import { HotCache } from '../../server/db/hot-cache.js';
import { migrateDb } from '../../server/db/migrate.js';
import { afterTransaction, transact } from '../../server/db/transact.js';
import { seedDemo } from '../../server/seed/index.js';
import { balances, credit } from '../../server/modules/wallet/service.js';
import { testConfig } from './helpers.js';
import { get, login, outboxCode, post, register, testClock } from './identity-helpers.js';

/**
 * Sessions and balances are kept in memory between the 3-second polls on SQLite (one writing process). Here on
 * a database file, as `npm start` runs it: with the read-only connection that answers hot reads.
 */
describe('session checks and balances kept between polls (SQLite file)', () => {
  let dir: string;
  let db: Db;
  let app: App;
  const clock = testClock();
  const balance = async (token: string) => (await get(app, '/api/user/balance', token)).json().data;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'hot-reads-'));
    db = createDb({ dataDir: dir });
    await migrateDb(db);
    await seedDemo(db.kysely, db.dialect);
    app = await buildApp({ config: testConfig(), db, now: clock.now });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a token at once after logout, however often it was polled before', async () => {
    const p = await register(app);
    for (let i = 0; i < 3; i++) expect((await get(app, '/api/user/balance', p.token)).statusCode).toBe(200);
    await get(app, '/api/auth/logout', p.token);
    expect((await get(app, '/api/user/balance', p.token)).statusCode).toBe(401);
  });

  it('signs out a polling device at once when the player ends its session or changes the password', async () => {
    const p = await register(app);
    const phone = (await login(app, p.username, p.password)).json().data.token as string;
    const tablet = (await login(app, p.username, p.password)).json().data.token as string;
    expect((await get(app, '/api/user/balance', phone)).statusCode).toBe(200);
    expect((await get(app, '/api/user/balance', tablet)).statusCode).toBe(200);

    const sessions = (await get(app, '/api/customer/sessions', p.token)).json().data as Array<{ id: number; active: boolean; current: boolean }>;
    const others = sessions.filter((s) => s.active && !s.current);
    await post(app, '/api/customer/sessions/end', { id: Math.min(...others.map((s) => s.id)) }, p.token);
    expect((await get(app, '/api/user/balance', phone)).statusCode).toBe(401);
    expect((await get(app, '/api/user/balance', tablet)).statusCode).toBe(200);

    await post(app, '/api/customer/changepassword', { oldPassword: p.password, password: 'yeni-sifre-9', confirmPassword: 'yeni-sifre-9' }, p.token);
    expect((await get(app, '/api/user/balance', tablet)).statusCode).toBe(401);
    expect((await get(app, '/api/user/balance', p.token)).statusCode).toBe(200);
  });

  it('logs out a session idle past its lifetime even while it is kept in memory', async () => {
    const p = await register(app);
    expect((await get(app, '/api/user/balance', p.token)).statusCode).toBe(200);
    clock.advance(testConfig().SESSION_IDLE_MINUTES * 60_000 + 1000);
    expect((await get(app, '/api/user/balance', p.token)).statusCode).toBe(401);
  });

  it('shows the trial bonus on the next poll after it is credited', async () => {
    const p = await register(app);
    await post(app, '/api/customer/updatephone', { step: 1, phone: p.phone }, p.token);
    await post(app, '/api/customer/updatephone', { step: 2, phone: p.phone, code: await outboxCode(db, p.phone) }, p.token);
    expect(await balance(p.token)).toEqual({ balance: 0, cash: 0, bonus: 0 });
    expect((await get(app, '/api/bonus/definetrialbonus', p.token)).json().success).toBe(true);
    expect(await balance(p.token)).toEqual({ balance: 50, cash: 0, bonus: 50 });
  });

  it('never keeps a balance read while a movement is under way, and shows the result once it commits', async () => {
    const p = await register(app);
    const playerId = Number(p.data.usercode);
    expect(await balance(p.token)).toEqual({ balance: 0, cash: 0, bonus: 0 });
    let commit!: () => void;
    const held = new Promise<void>((resolve) => (commit = resolve));
    const movement = transact(db.kysely, async (trx) => {
      await credit(trx, { playerId, kind: 'cash', amountMinor: 12_345, entryKind: 'deposit', reference: 'test', idempotencyKey: `hot-${playerId}` });
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Read from the committed state while the transaction is open: the old balance, and it is not kept.
    expect(await balances(db.kysely, playerId)).toEqual({ cashMinor: 0, bonusMinor: 0, totalMinor: 0 });
    commit();
    await movement;
    expect(await balance(p.token)).toEqual({ balance: 123.45, cash: 123.45, bonus: 0 });
  });

  it('keeps the balance unchanged when the movement rolls back', async () => {
    const p = await register(app);
    const playerId = Number(p.data.usercode);
    expect(await balance(p.token)).toEqual({ balance: 0, cash: 0, bonus: 0 });
    await expect(
      transact(db.kysely, async (trx) => {
        await credit(trx, { playerId, kind: 'cash', amountMinor: 500, entryKind: 'deposit', reference: 'test', idempotencyKey: `rb-${playerId}` });
        throw new Error('payment provider refused');
      }),
    ).rejects.toThrow('payment provider refused');
    expect(await balance(p.token)).toEqual({ balance: 0, cash: 0, bonus: 0 });
  });
});

describe('HotCache', () => {
  it('keeps values per key and drops a whole group on a write', () => {
    const cache = new HotCache<string>();
    cache.fill('a', 1, 'x', cache.stamp());
    cache.fill('b', 1, 'y', cache.stamp());
    cache.fill('c', 2, 'z', cache.stamp());
    cache.hold(1);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, undefined, 'z']);
    cache.fill('a', 1, 'stale', cache.stamp());
    expect(cache.get('a')).toBeUndefined();
    cache.hold(1);
    cache.release(1);
    cache.fill('a', 1, 'still held', cache.stamp());
    expect(cache.get('a')).toBeUndefined();
    cache.release(1);
    cache.fill('a', 1, 'fresh', cache.stamp());
    expect(cache.get('a')).toBe('fresh');
  });

  it('does not keep a value read before a write that has since run to its end', () => {
    const cache = new HotCache<string>();
    const before = cache.stamp();
    cache.hold(1);
    cache.release(1);
    cache.fill('a', 1, 'read before the write', before);
    expect(cache.get('a')).toBeUndefined();
    cache.fill('b', 2, 'other player', before);
    expect(cache.get('b')).toBe('other player');
  });

  it('forgets entries past their age and the oldest beyond its size', async () => {
    const cache = new HotCache<number>(30, 2);
    cache.fill('a', 1, 1, cache.stamp());
    cache.fill('b', 2, 2, cache.stamp());
    cache.fill('c', 3, 3, cache.stamp());
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.size).toBe(1);
  });
});

describe('transact', () => {
  it('runs end callbacks after commit and after rollback, and refuses a transaction it did not open', async () => {
    const db = createDb({ sqlitePath: ':memory:' });
    const ended: string[] = [];
    await transact(db.kysely, async (trx) => {
      afterTransaction(trx, () => ended.push('committed'));
      await transact(trx, async (inner) => afterTransaction(inner, () => ended.push('nested')));
      expect(ended).toEqual([]);
    });
    await transact(db.kysely, async (trx) => {
      afterTransaction(trx, () => ended.push('rolled back'));
      throw new Error('no');
    }).catch(() => undefined);
    expect(ended).toEqual(['committed', 'nested', 'rolled back']);
    await expect(db.kysely.transaction().execute(async (trx) => afterTransaction<unknown>(trx as never, () => undefined))).rejects.toThrow(/transact\(\)/);
    await db.destroy();
  });
});

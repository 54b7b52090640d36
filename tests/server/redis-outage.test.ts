import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createLimiter } from '../../server/limiter/index.js';
import { connectLimiterRedis } from '../../server/limiter/redis.js';
import { identityApp, login, register } from './identity-helpers.js';

const REDIS_SERVER = '/usr/bin/redis-server';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean | Promise<boolean>, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(20);
  }
}

async function timed<T>(call: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await call();
  return { value, ms: performance.now() - start };
}

describe('Redis unreachable from the start', () => {
  it('answers at once, limits in memory, and still registers and logs players in', async () => {
    const printed = vi.spyOn(console, 'error');
    const h = await identityApp('sqlite', { config: { REDIS_URL: `redis://127.0.0.1:${await freePort()}`, RATE_LIMIT_MAX: 3 } });
    try {
      const call = () => h.app.inject({ method: 'GET', url: '/api/casino/eqyptquest', remoteAddress: '10.77.0.1' });
      for (let i = 0; i < 3; i++) {
        const { value, ms } = await timed(call);
        expect(value.statusCode).toBe(200);
        expect(ms).toBeLessThan(2_000);
      }
      expect((await call()).statusCode).toBe(429);
      const { value: player, ms: registerMs } = await timed(() => register(h.app));
      expect(registerMs).toBeLessThan(5_000);
      const { value: res, ms: loginMs } = await timed(() => login(h.app, player.username, player.password));
      expect(res.statusCode).toBe(200);
      expect(loginMs).toBeLessThan(5_000);
      // ioredis prints every failed reconnect itself when nobody listens for the connection's errors.
      await sleep(1_200);
      expect(printed.mock.calls.filter(([first]) => String(first).includes('ioredis'))).toEqual([]);
    } finally {
      printed.mockRestore();
      await h.close();
    }
  });
});

describe.runIf(existsSync(REDIS_SERVER))('Redis going away mid-run', () => {
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  });

  async function startRedis(port: number): Promise<ChildProcess> {
    const child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    children.push(child);
    const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => {});
    await until(async () => {
      try {
        await probe.connect();
        return (await probe.ping()) === 'PONG';
      } catch {
        return false;
      }
    });
    probe.disconnect();
    return child;
  }

  const keysIn = async (port: number, prefix: string) => {
    const client = new Redis(port, '127.0.0.1');
    try {
      return await client.keys(`${prefix}*`);
    } finally {
      client.disconnect();
    }
  };

  it('falls back to memory within milliseconds, warns once per outage, and shares counts again when it is back', async () => {
    const port = await freePort();
    let server = await startRedis(port);
    const log = { warn: vi.fn(), info: vi.fn() };
    const redis = connectLimiterRedis(`redis://127.0.0.1:${port}`);
    const prefix = `outage-${port}:`;
    const limiter = createLimiter(redis, { log, prefix });
    const rule = { name: 'probe', max: 1_000, windowMs: 60_000 };
    try {
      await until(() => redis.status === 'ready');
      await limiter.consume(rule, 'ali');
      expect(await keysIn(port, prefix)).toHaveLength(1);

      server.kill('SIGKILL');
      await new Promise((resolve) => server.once('exit', resolve));
      for (let i = 0; i < 30; i++) {
        const { value, ms } = await timed(() => limiter.consume(rule, `veli${i % 3}`));
        expect(value).toEqual({ allowed: true });
        expect(ms).toBeLessThan(1_000);
        if (i % 10 === 0) await sleep(400); // reconnect attempts fail meanwhile
      }
      expect(log.warn).toHaveBeenCalledTimes(1);
      expect(log.info).not.toHaveBeenCalled();

      server = await startRedis(port);
      await until(() => redis.status === 'ready', 8_000);
      expect(log.info).toHaveBeenCalledTimes(1);
      await limiter.consume(rule, 'ayse');
      expect(await keysIn(port, prefix)).toHaveLength(1);
      expect(log.warn).toHaveBeenCalledTimes(1);

      // A Redis that holds the connection but stops answering: the command times out into memory.
      server.kill('SIGSTOP');
      const { value, ms } = await timed(() => limiter.consume(rule, 'fatma'));
      expect(value).toEqual({ allowed: true });
      expect(ms).toBeLessThan(3_000);
      expect(log.warn).toHaveBeenCalledTimes(2);
      for (let i = 0; i < 10; i++) expect((await timed(() => limiter.consume(rule, 'fatma'))).ms).toBeLessThan(500);
      server.kill('SIGCONT');
      await sleep(2_100);
      await limiter.consume(rule, 'hasan');
      expect(log.info).toHaveBeenCalledTimes(2);
      // ayşe's, hasan's, and fatma's first one (the stalled command ran when Redis resumed).
      expect(await keysIn(port, prefix)).toHaveLength(3);
    } finally {
      redis.disconnect();
      server.kill('SIGKILL');
    }
  }, 20_000);
});

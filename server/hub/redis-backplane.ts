import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { OutageLog } from '../limiter/fallback.js';
import { firstConnection } from '../limiter/redis.js';
import { countRedisError } from '../ops/metrics.js';
import { OPERATORS, audienceOf, type Backplane, type HubEvent } from './backplane.js';

/** On the wire: the event and the process that raised it (which has delivered it already). */
interface Wire {
  o: string;
  e: HubEvent;
}

const retryStrategy = (attempt: number) => Math.min(attempt * 200, 2_000);

/**
 * Redis pub/sub, one channel per player (`<prefix><player id>`) and one for the operators (`<prefix>operators`): a
 * process subscribes to the players it serves, and to the operators' while it holds an operator's connection, so an
 * event reaches only the processes that have its connections, whatever the number of processes. A
 * subscribing connection can do nothing else, so there are two. While Redis is away, events still reach the
 * raising process's own connections; one warning per outage, one notice when it is back.
 */
export async function redisBackplane(url: string, prefix: string, deliver: (event: HubEvent) => void, log: OutageLog): Promise<Backplane> {
  const origin = randomBytes(9).toString('base64url');
  const channel = (audience: number | string) => `${prefix}${audience}`;
  // Publishing never waits on an outage: no queue, no retries; what cannot go out is lost for the other processes.
  const publisher = new Redis(url, { connectTimeout: 1_000, commandTimeout: 1_000, enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy });
  // Subscriptions wait for the connection, and ioredis renews them all after a reconnect.
  const subscriber = new Redis(url, { connectTimeout: 1_000, maxRetriesPerRequest: null, retryStrategy });

  let down = false;
  const failed = (err: unknown) => {
    countRedisError('backplane');
    if (down) return;
    down = true;
    log.warn({ err }, 'hub backplane (Redis) unavailable; pushes reach only the connections of the process that raised them until it is back');
  };
  const ready = () => {
    if (!down || publisher.status !== 'ready' || subscriber.status !== 'ready') return;
    down = false;
    log.info({}, 'hub backplane (Redis) is back');
  };
  for (const connection of [publisher, subscriber]) {
    // ioredis prints every failed reconnect itself when nobody listens for the connection's errors.
    connection.on('error', failed);
    connection.on('ready', ready);
  }
  subscriber.on('message', (_channel: string, text: string) => {
    let wire: Wire;
    try {
      wire = JSON.parse(text) as Wire;
    } catch {
      return;
    }
    if (wire.o !== origin) deliver(wire.e);
  });
  const ignore = () => {};
  await Promise.all([firstConnection(publisher), firstConnection(subscriber)]);

  return {
    publish(event) {
      queueMicrotask(() => deliver(event));
      if (publisher.status !== 'ready') return;
      publisher.publish(channel(audienceOf(event)), JSON.stringify({ o: origin, e: event } satisfies Wire)).catch(failed);
    },
    join: (playerId) => void subscriber.subscribe(channel(playerId)).catch(ignore),
    leave: (playerId) => void subscriber.unsubscribe(channel(playerId)).catch(ignore),
    joinOperators: () => void subscriber.subscribe(channel(OPERATORS)).catch(ignore),
    leaveOperators: () => void subscriber.unsubscribe(channel(OPERATORS)).catch(ignore),
    async close() {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}

/**
 * Publishes events to the processes that serve their players, from a process that serves none (`npm run notify`):
 * each publish resolves once Redis has taken it.
 */
export async function redisAnnouncer(url: string, prefix: string): Promise<{ publish(event: HubEvent): Promise<void>; close(): void }> {
  const publisher = new Redis(url, { connectTimeout: 1_000, commandTimeout: 1_000, maxRetriesPerRequest: 1, lazyConnect: true });
  await publisher.connect();
  const origin = randomBytes(9).toString('base64url');
  return {
    publish: async (event) => void (await publisher.publish(`${prefix}${audienceOf(event)}`, JSON.stringify({ o: origin, e: event } satisfies Wire))),
    close: () => publisher.disconnect(),
  };
}

import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { dialects, freshDb, testConfig } from './helpers.js';
import { fullPayload, nextIp } from './identity-helpers.js';

/** Counts the statements the app sends, to compare the work two answers cost (wall time is too noisy). */
function counter() {
  const plugin: KyselyPlugin & { count: number } = {
    count: 0,
    transformQuery(args) {
      plugin.count++;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return plugin;
}

describe.each(dialects)('reset codes do not reveal accounts on %s', (dialect) => {
  const queries = counter();
  let close: () => Promise<void>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    const db = await freshDb(dialect);
    app = await buildApp({ config: testConfig(), db: { ...db, kysely: db.kysely.withPlugin(queries) } });
    await app.ready();
    close = async () => {
      await app.close();
      await db.destroy();
    };
  });
  afterAll(() => close());

  async function cost(username: string) {
    const before = queries.count;
    const res = await app.inject({ method: 'POST', url: '/api/auth/checkresetcode', payload: { username, code: '123456' }, remoteAddress: nextIp() });
    return { status: res.statusCode, body: res.body, queries: queries.count - before };
  }

  it('checks a code for an unknown username with the same answer and the same queries as for a real one', async () => {
    const payload = fullPayload();
    const reg = await app.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress: nextIp() });
    expect(reg.statusCode).toBe(200);
    const known = await cost(payload.username);
    const unknown = await cost(`${payload.username}x`);
    expect(unknown.status).toBe(400);
    expect(unknown).toEqual(known);
  });
});

import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { createDb } from '../../server/db/index.js';
import { migrateDb } from '../../server/db/migrate.js';
import { seedDemo } from '../../server/seed/index.js';
import { pg, pgUrl, testApp, testConfig } from './helpers.js';

const admin = () => new pg.Client({ connectionString: pgUrl });

describe.skipIf(!pgUrl)('PostgreSQL faults', () => {
  let client: pg.Client;
  beforeAll(async () => {
    client = admin();
    await client.connect();
  });
  afterAll(() => client.end());

  it('keeps answering after its pooled connections are terminated (failover, idle timeout)', async () => {
    const h = await testApp('postgres');
    try {
      // Open several pooled connections and learn their backends.
      const rows = await Promise.all(
        Array.from({ length: 4 }, () => sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.05)`.execute(h.db.kysely)),
      );
      const pids = [...new Set(rows.map((r) => r.rows[0].pid))];
      expect(pids.length).toBeGreaterThan(1);
      const reported: Error[] = [];
      h.db.reportConnectionError((error) => reported.push(error));
      await client.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [pids]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(reported.length).toBeGreaterThan(0);
      expect(reported[0].message).toMatch(/terminating connection/);
      for (let i = 0; i < 3; i++) {
        const res = await h.app.inject({ method: 'GET', url: '/api/cms/grouped' });
        expect(res.statusCode).toBe(200);
      }
    } finally {
      await h.close();
    }
  });

  it('starts in an existing schema with a role that may not create schemas', async () => {
    const suffix = randomBytes(5).toString('hex');
    const role = `lp_${suffix}`;
    const schema = `lps_${suffix}`;
    await client.query(`create role ${role} login`);
    await client.query(`create schema ${schema} authorization ${role}`);
    try {
      const url = new URL(pgUrl!);
      url.username = role;
      url.password = '';
      const db = createDb({ databaseUrl: url.toString(), pgSchema: schema });
      try {
        await expect(sql`create schema ${sql.raw(`x_${suffix}`)}`.execute(db.kysely)).rejects.toThrow(/permission denied/);
        await migrateDb(db);
        await seedDemo(db.kysely, db.dialect);
        const app = await buildApp({ config: testConfig(), db });
        const res = await app.inject({ method: 'GET', url: '/api/cms/grouped' });
        await app.close();
        expect(res.statusCode).toBe(200);
        const tables = await client.query('select count(*)::int as n from pg_tables where schemaname = $1', [schema]);
        expect(tables.rows[0].n).toBeGreaterThan(5);
      } finally {
        await db.destroy();
      }
    } finally {
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.query(`drop role if exists ${role}`);
    }
  });
});

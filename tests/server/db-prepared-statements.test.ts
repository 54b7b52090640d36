import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../server/db/index.js';
import { preparedWrite } from '../../server/db/prepared.js';
import { pgUrl } from './helpers.js';

// One connection, so every call below meets the statements the calls before it prepared.
describe.runIf(pgUrl)('hot statements on PostgreSQL', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  let db: Db;
  let admin: pg.Client;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const wallet = preparedWrite((k: Kysely<any>, id: number) => k.selectFrom('purse').selectAll().where('id', '=', id));

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}; CREATE TABLE ${schema}.purse (id int PRIMARY KEY, owner text); INSERT INTO ${schema}.purse VALUES (1, 'ayse')`);
    db = createDb({ databaseUrl: pgUrl, pgSchema: schema, poolSize: 1 });
  });
  afterAll(async () => {
    await db.destroy();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  });

  it('are prepared once per connection, by name, and prepared again after a migration changed their table', async () => {
    expect((await wallet(db.kysely as Kysely<any>, 1)).rows).toEqual([{ id: 1, owner: 'ayse' }]);
    const prepared = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db.kysely);
    expect(prepared.rows.map((r) => r.statement)).toContainEqual(expect.stringContaining('from "purse"'));

    // Another process migrates while this one runs.
    await admin.query(`ALTER TABLE ${schema}.purse ADD COLUMN note text`);
    // The call that meets the stale statement fails as PostgreSQL says (a transaction would roll back) ...
    await expect(wallet(db.kysely as Kysely<any>, 1)).rejects.toMatchObject({ code: '0A000' });
    // ... and the next one prepares it again and sees the new column.
    expect((await wallet(db.kysely as Kysely<any>, 1)).rows).toEqual([{ id: 1, owner: 'ayse', note: null }]);
  });
});

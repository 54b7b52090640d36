import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_COMMAND } from '../../contracts/notifications.js';
import { buildApp, type App } from '../../server/app.js';
import { createDb, type Db } from '../../server/db/index.js';
import { migrateDb } from '../../server/db/migrate.js';
import { sendPlayerMessage } from '../../server/modules/operators/player-messages.js';
import { seedDemo } from '../../server/seed/index.js';
import { pgUrl, testConfig } from './helpers.js';
import { listen, signalr, sleep, until, type Client } from './hub-helpers.js';
import { register } from './identity-helpers.js';

/**
 * `npm run notify` runs in a process of its own: what it stores reaches the players' open tabs all the same —
 * read from the table by the one server when there is no Redis, published on Redis when there is.
 */
const redisUrl = process.env.REDIS_URL;
const run = promisify(execFile);

interface Setup {
  name: string;
  /** The database of the server and of the CLI, and the environment that points the CLI at it. */
  open(): Promise<{ db: Db; env: Record<string, string>; drop(): Promise<void> }>;
  redis: boolean;
}

const setups: Setup[] = [
  {
    name: 'one server on SQLite, no Redis',
    redis: false,
    async open() {
      const dir = mkdtempSync(join(tmpdir(), 'hub-elsewhere-'));
      const db = createDb({ dataDir: dir });
      return { db, env: { DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
    },
  },
];
if (pgUrl && redisUrl) {
  const databaseUrl = pgUrl;
  const redis = redisUrl;
  setups.push({
    name: 'PostgreSQL and Redis',
    redis: true,
    async open() {
      const schema = `t_${randomBytes(6).toString('hex')}`;
      const db = createDb({ databaseUrl, pgSchema: schema });
      return {
        db,
        env: { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema, REDIS_URL: redis },
        drop: async () => void (await sql.raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).execute(db.kysely)),
      };
    },
  });
}

describe.each(setups)('messages stored by another process ($name)', (setup) => {
  let app: App;
  let db: Db;
  let env: Record<string, string>;
  let drop: () => Promise<void>;
  let url: string;
  const clients: Client[] = [];
  beforeAll(async () => {
    ({ db, env, drop } = await setup.open());
    await migrateDb(db);
    await seedDemo(db.kysely, db.dialect);
    const prefix = `t${randomBytes(4).toString('hex')}:`;
    env.RATE_LIMIT_PREFIX = prefix;
    app = await buildApp({ config: testConfig({ RATE_LIMIT_PREFIX: prefix, ...(setup.redis ? { REDIS_URL: redisUrl } : {}) }), db });
    await app.ready();
    url = await listen(app);
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.stop()));
    await app.close();
    await drop();
    await db.destroy();
  });

  const notifyCli = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'server/notify-cli.ts', ...args], { env: { PATH: process.env.PATH!, LOG_LEVEL: 'silent', ...env } });
  const notifications = (client: Client) => client.pushes.filter((push) => push.cmd === NOTIFICATION_COMMAND).map((push) => push.message as { title: string });

  it('pushes a message the CLI stored to the player’s open tab, once; the server’s own messages are pushed once too', async () => {
    const player = await register(app);
    const tab = await signalr(url, player.token);
    clients.push(tab);

    await notifyCli('--player', player.username, '--title', 'Bakım tamamlandı', '--note', 'Teşekkürler.');
    // Read from the table within its one-second rhythm, or published on Redis at once: well inside this wait, which
    // only bounds a busy machine (how fast is measured in tests/bench, not here).
    await until(() => notifications(tab).length === 1, 8_000, 'the CLI message');
    expect(notifications(tab)[0]).toMatchObject({ title: 'Bakım tamamlandı', note: 'Teşekkürler.' });

    await sendPlayerMessage(db.kysely, { kind: 'cli' }, { username: player.username, type: 5, title: 'Sunucudan', note: 'Aynı süreçten.' }, new Date());
    await until(() => notifications(tab).length === 2, 8_000, 'the server message');
    // Two reads of the table later, neither message has come a second time.
    await sleep(2_500);
    expect(notifications(tab).map((n) => n.title)).toEqual(['Bakım tamamlandı', 'Sunucudan']);
  });
});

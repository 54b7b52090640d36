import { loadConfig } from './config.js';
import { createDb } from './db/index.js';
import { migrateDb } from './db/migrate.js';
import { latestMessages } from './modules/outbox/service.js';

/**
 * `npm run outbox [-- <phone or e-mail>]`: the latest SMS and e-mails the local adapters kept instead of
 * sending them (no SMTP_URL / Twilio configured), newest first.
 */
const config = loadConfig();
const db = createDb({ databaseUrl: config.DATABASE_URL, pgSchema: config.DATABASE_SCHEMA, dataDir: config.DATA_DIR });
try {
  await migrateDb(db);
  const to = process.argv[2];
  const messages = await latestMessages(db.kysely, { to, limit: 20 });
  if (messages.length === 0) console.log(to ? `No messages to ${to}.` : 'The outbox is empty.');
  for (const m of messages) {
    console.log(`\n[${m.createdAt}] ${m.channel.toUpperCase()} to ${m.recipient}${m.subject ? ` — ${m.subject}` : ''}\n${m.body}`);
  }
} finally {
  await db.destroy();
}

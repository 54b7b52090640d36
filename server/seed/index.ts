import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../db/index.js';
import type { Database } from '../db/schema.js';
import { seedCasino } from './casino.js';
import { seedContent } from './content.js';
import { seedPayments } from './payments.js';
import { seedSite } from './site.js';
import { seedSports } from './sports.js';

/**
 * Fills a fresh database with the demo site, in both languages. Idempotent: rows are keyed on their natural
 * keys and inserted only when missing, so a second run adds nothing and never overwrites an operator's edits.
 * One transaction, so a failed run leaves nothing half-seeded. On a live site (`live`) nothing that creates money is
 * added: no payment method of the hosted demo PSP and no demo player with demo cash.
 */
export async function seedDemo(kysely: Kysely<Database>, dialect: DialectName = 'sqlite', options: { live?: boolean } = {}): Promise<void> {
  await kysely.transaction().execute(async (trx) => {
    // Several processes may start at once on one PostgreSQL database: one seeds, the others wait and find it done.
    if (dialect === 'postgres') await sql`SELECT pg_advisory_xact_lock(72616233)`.execute(trx);
    await seedSite(trx);
    await seedCasino(trx);
    await seedContent(trx);
    await seedPayments(trx, options);
    if (!options.live) await seedSports(trx);
  });
}

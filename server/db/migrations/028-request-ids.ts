import type { Kysely } from 'kysely';
import type { DialectMigration } from '../migrate.js';

/**
 * The request that wrote a ledger entry or an audit row (its x-request-id, as in the logs): an operator follows a
 * money event or a back-office change to the log lines of the request that made it. Null for rows written outside a
 * request (the command line, the periodic sweeps) and for rows older than this migration.
 */
export const requestIds: DialectMigration = () => ({
  async up(db: Kysely<any>) {
    await db.schema.alterTable('ledger_entries').addColumn('request_id', 'text').execute();
    await db.schema.alterTable('audit_log').addColumn('request_id', 'text').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('audit_log').dropColumn('request_id').execute();
    await db.schema.alterTable('ledger_entries').dropColumn('request_id').execute();
  },
});

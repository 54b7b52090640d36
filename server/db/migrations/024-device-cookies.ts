import type { Kysely } from 'kysely';
import type { DialectMigration } from '../migrate.js';

/**
 * The device a session was opened on, as the server itself named it: the id of the signed device cookie set at a
 * successful login (modules/auth/device-cookie.ts). The per-account login limit spares only devices that had a
 * session of the account under that id; the fingerprint the client computes stays a record, never a key.
 */
export const deviceCookies: DialectMigration = () => ({
  async up(db: Kysely<any>) {
    await db.schema.alterTable('sessions').addColumn('device_id', 'text').execute();
    await db.schema.createIndex('sessions_device_id').on('sessions').column('device_id').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('sessions_device_id').execute();
    await db.schema.alterTable('sessions').dropColumn('device_id').execute();
  },
});

import type { Kysely } from 'kysely';
import type { DialectMigration } from '../migrate.js';

/**
 * Keys the server issues. (1) The device a session was opened on, as the server itself named it: the id of the signed device cookie set at a
 * successful login (modules/auth/device-cookie.ts). The per-account login limit spares only devices that had a
 * session of the account under that id; the fingerprint the client computes stays a record, never a key.
 * (2) An operator's one-time enrollment code (its SHA-256), shown once to whoever created the operator or reset their
 * authenticator: the first enrollment needs it besides the password.
 */
export const issuedKeys: DialectMigration = () => ({
  async up(db: Kysely<any>) {
    await db.schema.alterTable('sessions').addColumn('device_id', 'text').execute();
    await db.schema.createIndex('sessions_device_id').on('sessions').column('device_id').execute();
    await db.schema.alterTable('operators').addColumn('enroll_code_hash', 'text').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('operators').dropColumn('enroll_code_hash').execute();
    await db.schema.dropIndex('sessions_device_id').execute();
    await db.schema.alterTable('sessions').dropColumn('device_id').execute();
  },
});

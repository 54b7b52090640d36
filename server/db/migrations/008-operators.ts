import { sql, type Kysely } from 'kysely';
import type { DialectMigration } from '../migrate.js';
import { withId } from './helpers.js';

const ROLES = sql`role in ('admin', 'finance', 'support', 'content')`;

/**
 * Operators of the back office, kept apart from players: their own accounts, sessions, sign-in challenges (the
 * second step, with the TOTP secret being enrolled), and the audit log, which the database itself keeps append-only.
 */
export const operators: DialectMigration = (dialect) => ({
  async up(db: Kysely<any>) {
    await withId(db.schema.createTable('operators'), dialect)
      // Stored lowercased: one spelling per name.
      .addColumn('username', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull().check(ROLES))
      .addColumn('totp_secret', 'text')
      .addColumn('totp_enabled', 'integer', (c) => c.notNull().defaultTo(0))
      // The last TOTP time step accepted: a code of that step or an earlier one is never accepted again.
      .addColumn('totp_last_step', 'bigint')
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('last_login_at', 'text')
      .addCheckConstraint('operators_username_lower', sql`username = lower(username)`)
      .execute();

    await withId(db.schema.createTable('operator_sessions'), dialect)
      .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('ip', 'text', (c) => c.notNull())
      .addColumn('user_agent', 'text', (c) => c.notNull())
      .addColumn('started_at', 'text', (c) => c.notNull())
      .addColumn('last_seen_at', 'text', (c) => c.notNull())
      .addColumn('ended_at', 'text')
      .addColumn('end_reason', 'text')
      .execute();
    await db.schema.createIndex('operator_sessions_operator_idx').on('operator_sessions').columns(['operator_id', 'started_at']).execute();

    await withId(db.schema.createTable('operator_challenges'), dialect)
      .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('enroll', 'code')`))
      // enroll: the secret shown as a QR code, kept here until a code proves the authenticator holds it.
      .addColumn('totp_secret', 'text')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('ip', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();

    await withId(db.schema.createTable('audit_log'), dialect)
      .addColumn('operator_id', 'integer', (c) => c.references('operators.id'))
      // 'operator:<id>' or 'cli'
      .addColumn('actor', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('ip', 'text')
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('target', 'text')
      .addColumn('before', 'text')
      .addColumn('after', 'text')
      .execute();
    await db.schema.createIndex('audit_log_operator_idx').on('audit_log').columns(['operator_id', 'id']).execute();
    await db.schema.createIndex('audit_log_target_idx').on('audit_log').columns(['target', 'id']).execute();

    if (dialect === 'postgres') {
      await sql`
        CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          RAISE EXCEPTION 'audit_log is append-only';
        END
        $$`.execute(db);
      await sql`CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`.execute(db);
      await sql`CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()`.execute(db);
    } else {
      await sql`CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`.execute(db);
      await sql`CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`.execute(db);
    }
  },
  async down(db: Kysely<any>) {
    for (const t of ['audit_log', 'operator_challenges', 'operator_sessions', 'operators']) {
      await db.schema.dropTable(t).ifExists().execute();
    }
    if (dialect === 'postgres') await sql`DROP FUNCTION IF EXISTS audit_log_append_only()`.execute(db);
  },
});

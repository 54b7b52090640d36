import type { Kysely } from 'kysely';
import type { DialectMigration } from '../migrate.js';

/**
 * The notifications panel reads a player's rows newest first (created_at, then id) a page at a time. The index of
 * 007 (player_id, id) is replaced, not kept beside it: its leading column is covered here, and every money movement
 * writes a notification, so a second index would be paid on the hot path for nothing.
 */
export const notificationsByTime: DialectMigration = () => ({
  async up(db: Kysely<any>) {
    await db.schema.createIndex('notifications_player_time_idx').on('notifications').columns(['player_id', 'created_at', 'id']).execute();
    await db.schema.dropIndex('notifications_player_idx').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.createIndex('notifications_player_idx').on('notifications').columns(['player_id', 'id']).execute();
    await db.schema.dropIndex('notifications_player_time_idx').execute();
  },
});

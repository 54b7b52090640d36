import { sql, type Kysely } from 'kysely';
import type { DialectMigration } from '../migrate.js';

/**
 * A phone number is verified on one account at a time, and the trial bonus is given once per phone number as
 * well as once per player, so a second account on the same phone earns no second bonus.
 * Older data: of several accounts verified on one number the earliest keeps it (the others verify again), and
 * of several claims with one number the earliest keeps it.
 */
export const onePhoneOneAccount: DialectMigration = () => ({
  async up(db: Kysely<any>) {
    await sql`
      UPDATE players SET sms_verified = 0
      WHERE sms_verified = 1
        AND EXISTS (SELECT 1 FROM players AS earlier WHERE earlier.phone = players.phone AND earlier.sms_verified = 1 AND earlier.id < players.id)
    `.execute(db);
    await sql`CREATE UNIQUE INDEX players_verified_phone_uq ON players (phone) WHERE sms_verified = 1`.execute(db);

    await db.schema.alterTable('trial_bonus_claims').addColumn('phone', 'text').execute();
    await sql`UPDATE trial_bonus_claims SET phone = (SELECT phone FROM players WHERE players.id = trial_bonus_claims.player_id)`.execute(db);
    await sql`
      UPDATE trial_bonus_claims SET phone = NULL
      WHERE EXISTS (
        SELECT 1 FROM trial_bonus_claims AS earlier
        WHERE earlier.phone = trial_bonus_claims.phone AND earlier.player_id < trial_bonus_claims.player_id
      )
    `.execute(db);
    await sql`CREATE UNIQUE INDEX trial_bonus_claims_phone_uq ON trial_bonus_claims (phone)`.execute(db);
  },
  async down(db: Kysely<any>) {
    await sql`DROP INDEX IF EXISTS trial_bonus_claims_phone_uq`.execute(db);
    await db.schema.alterTable('trial_bonus_claims').dropColumn('phone').execute();
    await sql`DROP INDEX IF EXISTS players_verified_phone_uq`.execute(db);
  },
});

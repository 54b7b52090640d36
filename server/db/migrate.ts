import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Db, DialectName } from './index.js';
import { content } from './migrations/001-content.js';
import { identity } from './migrations/002-identity.js';
import { onePhoneOneAccount } from './migrations/003-one-phone-one-account.js';
import { englishArtwork } from './migrations/004-english-artwork.js';
import { pluralStrings } from './migrations/005-plural-strings.js';
import { normalizedPhones } from './migrations/006-normalized-phones.js';
import { money } from './migrations/007-money.js';
import { operators } from './migrations/008-operators.js';
import { notificationsByTime } from './migrations/009-notifications.js';
import { casinoPlay } from './migrations/010-casino-play.js';
import { sports } from './migrations/011-sports.js';
import { sportsRollbacks } from './migrations/012-sports-rollbacks.js';
import { playerLimits } from './migrations/013-player-limits.js';
import { mediaUploads } from './migrations/014-media-uploads.js';
import { playTime } from './migrations/015-play-time.js';
import { callRequests } from './migrations/016-call-requests.js';
import { depositRefunds } from './migrations/017-deposit-refunds.js';
import { pageVisibility } from './migrations/018-page-visibility.js';
import { menuJackpotEdits } from './migrations/019-menu-jackpot-edits.js';
import { chat } from './migrations/020-chat.js';
import { catalogueEdits } from './migrations/021-catalogue-edits.js';
import { refundResolutions } from './migrations/022-refund-resolutions.js';
import { refundSending } from './migrations/023-refund-sending.js';
import { issuedKeys } from './migrations/024-issued-keys.js';
import { sportOutcomes } from './migrations/025-sport-outcomes.js';
import { bonusTerms } from './migrations/026-bonus-terms.js';
import { reversals } from './migrations/027-reversals.js';
import { requestIds } from './migrations/028-request-ids.js';
import { bonusReopening } from './migrations/029-bonus-reopening.js';

export type DialectMigration = (dialect: DialectName) => Migration;

const migrations = {
  '001-content': content,
  '002-identity': identity,
  '003-one-phone-one-account': onePhoneOneAccount,
  '004-english-artwork': englishArtwork,
  '005-plural-strings': pluralStrings,
  '006-normalized-phones': normalizedPhones,
  '007-money': money,
  '008-operators': operators,
  '009-notifications': notificationsByTime,
  '010-casino-play': casinoPlay,
  '011-sports': sports,
  '012-sports-rollbacks': sportsRollbacks,
  '013-player-limits': playerLimits,
  '014-media-uploads': mediaUploads,
  '015-play-time': playTime,
  '016-call-requests': callRequests,
  '017-deposit-refunds': depositRefunds,
  '018-page-visibility': pageVisibility,
  '019-menu-jackpot-edits': menuJackpotEdits,
  '020-chat': chat,
  '021-catalogue-edits': catalogueEdits,
  '022-refund-resolutions': refundResolutions,
  '023-refund-sending': refundSending,
  '024-issued-keys': issuedKeys,
  '025-sport-outcomes': sportOutcomes,
  '026-bonus-terms': bonusTerms,
  '027-reversals': reversals,
  '028-request-ids': requestIds,
  '029-bonus-reopening': bonusReopening,
} satisfies Record<string, DialectMigration>;

export function migrateDb(db: Db): Promise<void> {
  return migrateToLatest(db.kysely, db.dialect, db.schema);
}

/** Up to and including one migration (tests of a migration over older data). */
export function migrateDbTo(db: Db, name: keyof typeof migrations): Promise<void> {
  return migrateToLatest(db.kysely, db.dialect, db.schema, name);
}

export async function migrateToLatest(kysely: Kysely<any>, dialect: DialectName, schema?: string, target?: string): Promise<void> {
  const provider: MigrationProvider = {
    getMigrations: async () =>
      Object.fromEntries(Object.entries(migrations).map(([name, make]) => [name, (make as DialectMigration)(dialect)])),
  };
  const migrator = new Migrator({ db: kysely, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await (target ? migrator.migrateTo(target) : migrator.migrateToLatest());
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/** The migrations this code knows that the database has not run (GET /readyz: at head when none). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const provider: MigrationProvider = {
    getMigrations: async () => Object.fromEntries(Object.entries(migrations).map(([name, make]) => [name, (make as DialectMigration)(db.dialect)])),
  };
  const migrator = new Migrator({ db: db.kysely, provider, ...(db.schema ? { migrationTableSchema: db.schema } : {}) });
  return (await migrator.getMigrations()).filter((m) => !m.executedAt).map((m) => m.name);
}

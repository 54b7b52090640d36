import type { Kysely } from 'kysely';
import type { DialectMigration } from '../migrate.js';

/** Seeded copies of built-in strings that changed; a row an operator edited (another value) stays as it is. */
const changed = [
  { locale: 'en', key: 'phoneVerification.resendIn', before: 'Resend code in {{seconds}}', after: 'Resend code in {{seconds, plural, one {# second} other {# seconds}}}' },
  { locale: 'tr', key: 'phoneVerification.resendIn', before: '{{seconds}} saniye sonra yeniden kod isteyebilirsiniz', after: '{{seconds, plural, other {# saniye}}} sonra yeniden kod isteyebilirsiniz' },
];

/** Built-in strings became plural-aware; without this, older databases would send the old text as an operator override. */
export const pluralStrings: DialectMigration = () => ({
  async up(db: Kysely<any>) {
    for (const row of changed) {
      await db.updateTable('translations').set({ value: row.after }).where('locale', '=', row.locale).where('key', '=', row.key).where('value', '=', row.before).execute();
    }
    await db.deleteFrom('translations').where('key', '=', 'account.menu').execute();
  },
  async down(db: Kysely<any>) {
    for (const row of changed) {
      await db.updateTable('translations').set({ value: row.before }).where('locale', '=', row.locale).where('key', '=', row.key).where('value', '=', row.after).execute();
    }
  },
});

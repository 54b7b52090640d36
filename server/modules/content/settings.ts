import type { Kysely } from 'kysely';
import { SITE_OPTION_KEYS, type SiteSettings } from '../../../contracts/admin-content.js';
import type { Database } from '../../db/schema.js';
import { transact } from '../../db/transact.js';
import { writeAudit, type Actor } from '../operators/audit.js';
import { done, type Outcome } from '../outcome.js';

type Db = Kysely<Database>;

/**
 * The settings players see through the bootstrap: domains, the trial bonus and Egypt Quest's level I prize (kuruş)
 * and the editable site options.
 */
export async function readSettings(db: Db): Promise<SiteSettings> {
  const settings = new Map((await db.selectFrom('settings').select(['key', 'value']).execute()).map((r) => [r.key, r.value]));
  const options = await db.selectFrom('site_options').select(['key', 'value', 'status']).where('key', 'in', [...SITE_OPTION_KEYS]).execute();
  return {
    domainCurrent: settings.get('domain_current') ?? '',
    domainNext: settings.get('domain_next') ?? '',
    trialBonusMinor: Number(settings.get('trial_bonus_minor') ?? 0),
    // Kept in lira (the home page's jackpots read it so); the screen works in kuruş like every amount.
    egyptQuestMinor: Math.round(Number(settings.get('egypt_quest_level') ?? 0) * 100),
    options: SITE_OPTION_KEYS.map((key) => {
      const row = options.find((o) => o.key === key);
      return { key, value: row?.value ?? '', status: row ? Number(row.status) === 1 : false };
    }),
  };
}

async function putSetting(db: Db, key: string, value: string) {
  await db.insertInto('settings').values({ key, value }).onConflict((oc) => oc.column('key').doUpdateSet({ value })).execute();
}

/** Saves every setting at once; one audit row holds what they were and what they are. */
export async function saveSettings(db: Db, next: SiteSettings, actor: Actor, now: Date): Promise<Outcome<SiteSettings>> {
  return transact(db, async (trx) => {
    const before = await readSettings(trx);
    await putSetting(trx, 'domain_current', next.domainCurrent);
    await putSetting(trx, 'domain_next', next.domainNext);
    await putSetting(trx, 'trial_bonus_minor', String(next.trialBonusMinor));
    await putSetting(trx, 'egypt_quest_level', String(next.egyptQuestMinor / 100));
    const positions = await trx.selectFrom('site_options').select((eb) => eb.fn.max('position').as('max')).executeTakeFirst();
    let position = Number(positions?.max ?? -1);
    for (const option of next.options) {
      const status = option.status ? 1 : 0;
      const updated = await trx.updateTable('site_options').set({ value: option.value, status }).where('key', '=', option.key).executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) await trx.insertInto('site_options').values({ key: option.key, value: option.value, status, position: ++position }).execute();
    }
    const after = await readSettings(trx);
    await writeAudit(trx, actor, { action: 'settings.update', target: 'settings:site', before, after }, now);
    return done(after);
  });
}

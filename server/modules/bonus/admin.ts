import type { Kysely } from 'kysely';
import type { AdminBonus, AdminBonusEdit, AdminBonusList } from '../../../contracts/admin-bonuses.js';
import { readTerms } from '../../../contracts/bonus-terms.js';
import type { BonusDefinitionRow, Database } from '../../db/schema.js';
import { transact } from '../../db/transact.js';
import { writeAudit, type Actor } from '../operators/audit.js';
import { done, refused, type Outcome } from '../outcome.js';

type Db = Kysely<Database>;

const present = (d: BonusDefinitionRow): AdminBonus => ({
  id: d.id, kind: d.kind, titleTr: d.title_tr, titleEn: d.title_en, wageringTimes: d.wagering_times, validDays: d.valid_days, active: d.active === 1, terms: readTerms(d.terms),
});

export async function listBonusDefinitions(db: Db): Promise<AdminBonusList> {
  const bonuses = (await db.selectFrom('bonus_definitions').selectAll().orderBy('position').orderBy('id').execute()).map(present);
  const games = await db.selectFrom('games').select(['id', 'name']).orderBy('name').orderBy('id').execute();
  return { bonuses, games };
}

/** A bonus's wagering and terms, for bonuses granted from now on; audited with before and after. */
export async function updateBonusTerms(db: Db, id: number, edit: AdminBonusEdit, actor: Actor, now: Date): Promise<Outcome<AdminBonus>> {
  return transact(db, async (trx) => {
    const row = await trx.selectFrom('bonus_definitions').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return refused('bonus_definition_not_found');
    const before = present(row);
    await trx.updateTable('bonus_definitions').set({ wagering_times: edit.wageringTimes, valid_days: edit.validDays, terms: JSON.stringify(edit.terms) }).where('id', '=', id).execute();
    const after = present((await trx.selectFrom('bonus_definitions').selectAll().where('id', '=', id).executeTakeFirstOrThrow()));
    await writeAudit(trx, actor, { action: 'bonus.terms', target: `bonus_definition:${id}`, before, after }, now);
    return done(after);
  });
}

import type { Kysely } from 'kysely';
import { JACKPOT_LEVELS_MAX, type AdminJackpotCard, type AdminJackpotList, type JackpotCreate, type JackpotEdit, type JackpotLevelCreate } from '../../../contracts/admin-jackpots.js';
import { pickEgtJackpots } from '../../../contracts/jackpot-rules.js';
import type { Database } from '../../db/schema.js';
import { retryingKeyClash } from '../../db/errors.js';
import { transact } from '../../db/transact.js';
import { writeAudit, type Actor } from '../operators/audit.js';
import { done, refused, type Outcome } from '../outcome.js';

type Db = Kysely<Database>;

/** Every card (hidden ones too) in order, each with its levels in order. */
export async function listJackpots(db: Db): Promise<AdminJackpotList> {
  const cards = await db.selectFrom('jackpot_cards').selectAll().orderBy('position').orderBy('id').execute();
  const levels = await db.selectFrom('jackpot_levels').selectAll().orderBy('card_id').orderBy('position').orderBy('level').execute();
  const list = cards.map((c) => ({
    id: c.id,
    instanceName: c.instance_name,
    nameTr: c.name_tr,
    nameEn: c.name_en,
    position: c.position,
    hidden: Number(c.hidden) === 1,
    shownOnSite: false,
    levels: levels
      .filter((l) => l.card_id === c.id)
      .map((l) => ({ level: l.level, nameTr: l.name_tr, nameEn: l.name_en, amountMinor: Number(l.amount_minor), hidden: Number(l.hidden) === 1 })),
  }));
  // What the home page does with the bootstrap's cards: hidden cards and hidden levels never reach it.
  const onSite = list.filter((c) => !c.hidden).map((c) => ({ ...c, levelStats: c.levels.filter((l) => !l.hidden) }));
  const shown = new Set(pickEgtJackpots(onSite).map((c) => c.id));
  return { cards: list.map((c) => ({ ...c, shownOnSite: shown.has(c.id) })) };
}

async function card(db: Db, id: number): Promise<AdminJackpotCard | null> {
  return (await listJackpots(db)).cards.find((c) => c.id === id) ?? null;
}

/** The audit's picture of a card: what an operator can change. */
const snapshot = ({ nameTr, nameEn, position, hidden, levels }: AdminJackpotCard) => ({ nameTr, nameEn, position, hidden, levels });

/** A new card, last in the order; its levels are added one by one. */
export async function createJackpot(db: Db, body: JackpotCreate, actor: Actor, now: Date): Promise<Outcome<AdminJackpotCard>> {
  return retryingKeyClash(() => transact(db, async (trx) => {
    const cards = await trx.selectFrom('jackpot_cards').select(['id', 'instance_name', 'position']).execute();
    if (cards.some((c) => c.instance_name.toLowerCase() === body.instanceName.toLowerCase())) return refused('jackpot_instance_taken');
    // The table's ids are given, not generated (the seed names its rows): the next free one from 100.
    const id = Math.max(100, ...cards.map((c) => c.id + 1));
    const position = Math.max(-1, ...cards.map((c) => c.position)) + 1;
    await trx.insertInto('jackpot_cards').values({ id, instance_name: body.instanceName, position, name_tr: body.nameTr, name_en: body.nameEn }).execute();
    const created = (await card(trx, id))!;
    await writeAudit(trx, actor, { action: 'jackpot.create', target: `jackpot:${id}`, after: { instanceName: created.instanceName, ...snapshot(created) } }, now);
    return done(created);
  }));
}

/** A new level of a card, last among its levels. */
export async function createJackpotLevel(db: Db, id: number, body: JackpotLevelCreate, actor: Actor, now: Date): Promise<Outcome<AdminJackpotCard>> {
  return retryingKeyClash(() => transact(db, async (trx) => {
    const before = await card(trx, id);
    if (!before) return refused('jackpot_not_found');
    if (before.levels.some((l) => l.level.toLowerCase() === body.level.toLowerCase())) return refused('jackpot_level_taken');
    if (before.levels.length >= JACKPOT_LEVELS_MAX) return refused('jackpot_too_many_levels');
    const last = await trx.selectFrom('jackpot_levels').select((eb) => eb.fn.max('position').as('max')).where('card_id', '=', id).executeTakeFirst();
    const position = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
    await trx
      .insertInto('jackpot_levels')
      .values({ card_id: id, level: body.level, name_tr: body.nameTr, name_en: body.nameEn, amount_minor: body.amountMinor, position })
      .execute();
    const after = (await card(trx, id))!;
    await writeAudit(trx, actor, { action: 'jackpot.level.create', target: `jackpot:${id}`, before: snapshot(before), after: snapshot(after) }, now);
    return done(after);
  }));
}

/** Hides a level from the home page's card (or shows it again); the card keeps it. */
export async function setJackpotLevelHidden(db: Db, id: number, level: string, hidden: boolean, actor: Actor, now: Date): Promise<Outcome<AdminJackpotCard>> {
  return transact(db, async (trx) => {
    const before = await card(trx, id);
    if (!before) return refused('jackpot_not_found');
    const was = before.levels.find((l) => l.level === level);
    if (!was) return refused('jackpot_level_not_found');
    await trx.updateTable('jackpot_levels').set({ hidden: hidden ? 1 : 0 }).where('card_id', '=', id).where('level', '=', level).execute();
    await writeAudit(trx, actor, { action: hidden ? 'jackpot.level.hide' : 'jackpot.level.show', target: `jackpot:${id}`, before: { level, hidden: was.hidden }, after: { level, hidden } }, now);
    return done((await card(trx, id))!);
  });
}

/** A card's names and its levels' names, amounts and order (levels are added and hidden on their own). */
export async function updateJackpot(db: Db, id: number, body: JackpotEdit, actor: Actor, now: Date): Promise<Outcome<AdminJackpotCard>> {
  return transact(db, async (trx) => {
    const before = await card(trx, id);
    if (!before) return refused('jackpot_not_found');
    const known = before.levels.map((l) => l.level).sort();
    const given = body.levels.map((l) => l.level).sort();
    if (known.length !== given.length || known.some((level, i) => level !== given[i])) return refused('jackpot_levels_mismatch');
    await trx.updateTable('jackpot_cards').set({ name_tr: body.nameTr, name_en: body.nameEn }).where('id', '=', id).execute();
    for (const [position, level] of body.levels.entries()) {
      await trx
        .updateTable('jackpot_levels')
        .set({ name_tr: level.nameTr, name_en: level.nameEn, amount_minor: level.amountMinor, position })
        .where('card_id', '=', id)
        .where('level', '=', level.level)
        .execute();
    }
    const after = (await card(trx, id))!;
    await writeAudit(trx, actor, { action: 'jackpot.update', target: `jackpot:${id}`, before: snapshot(before), after: snapshot(after) }, now);
    return done(after);
  });
}

export async function setJackpotHidden(db: Db, id: number, hidden: boolean, actor: Actor, now: Date): Promise<Outcome<AdminJackpotCard>> {
  return transact(db, async (trx) => {
    const before = await card(trx, id);
    if (!before) return refused('jackpot_not_found');
    await trx.updateTable('jackpot_cards').set({ hidden: hidden ? 1 : 0 }).where('id', '=', id).execute();
    await writeAudit(trx, actor, { action: hidden ? 'jackpot.hide' : 'jackpot.show', target: `jackpot:${id}`, before: { hidden: before.hidden }, after: { hidden } }, now);
    return done((await card(trx, id))!);
  });
}

/** Swaps a card with its neighbour (the cards are numbered 0, 1, 2... again). */
export async function moveJackpot(db: Db, id: number, direction: 'up' | 'down', actor: Actor, now: Date): Promise<Outcome<AdminJackpotList>> {
  const outcome = await transact(db, async (trx): Promise<Outcome<null>> => {
    const order = (await trx.selectFrom('jackpot_cards').select('id').orderBy('position').orderBy('id').execute()).map((r) => r.id);
    const from = order.indexOf(id);
    if (from < 0) return refused('jackpot_not_found');
    const to = direction === 'up' ? from - 1 : from + 1;
    if (to < 0 || to >= order.length) return refused('jackpot_cannot_move');
    const before = [...order];
    [order[from], order[to]] = [order[to], order[from]];
    for (const [position, cardId] of order.entries()) {
      await trx.updateTable('jackpot_cards').set({ position }).where('id', '=', cardId).where('position', '!=', position).execute();
    }
    await writeAudit(trx, actor, { action: 'jackpot.move', target: `jackpot:${id}`, before: { order: before }, after: { order } }, now);
    return done(null);
  });
  return outcome.ok ? done(await listJackpots(db)) : outcome;
}

import type { Kysely, Selectable } from 'kysely';
import { MENU_GROUP_KEYS, type AdminMenuItem, type AdminMenuList, type MenuEntryCreate, type MenuEntryEdit, type MenuGroupKey, type MenuTarget } from '../../../contracts/admin-menu.js';
import type { Database, MenuEntriesTable } from '../../db/schema.js';
import { retryingKeyClash } from '../../db/errors.js';
import { transact } from '../../db/transact.js';
import { writeAudit, type Actor } from '../operators/audit.js';
import { done, refused, type Outcome } from '../outcome.js';

type Db = Kysely<Database>;
type Row = Selectable<MenuEntriesTable>;

const isGroupKey = (key: string): key is MenuGroupKey => (MENU_GROUP_KEYS as readonly string[]).includes(key);

function targetOf(row: Row): AdminMenuItem['target'] {
  if (row.game_data) {
    const data = JSON.parse(row.game_data) as { search?: string; live?: boolean };
    return { kind: 'game', search: String(data.search ?? ''), live: data.live === true };
  }
  if (row.app_key) return { kind: 'option', appKey: row.app_key.toLowerCase() };
  if (row.url) return row.url.startsWith('/') ? { kind: 'page', url: row.url } : { kind: 'external', url: row.url };
  return { kind: 'group' };
}

const targetColumns = (target: MenuTarget) => ({
  url: target.kind === 'page' || target.kind === 'external' ? target.url : null,
  app_key: target.kind === 'option' ? target.appKey : null,
  game_data: target.kind === 'game' ? JSON.stringify({ search: target.search, ...(target.live ? { live: true } : {}) }) : null,
});

/** Titles are translation keys (the bootstrap sends the operator's texts with the other content strings). */
async function titles(db: Db, keys: string[]) {
  const rows = keys.length ? await db.selectFrom('translations').select(['locale', 'key', 'value']).where('key', 'in', keys).execute() : [];
  return (key: string, locale: 'tr' | 'en') => rows.find((r) => r.key === key && r.locale === locale)?.value ?? key;
}

function itemOf(row: Row, title: (key: string, locale: 'tr' | 'en') => string): AdminMenuItem {
  return {
    id: row.id,
    group: isGroupKey(row.group_key) ? row.group_key : 'other',
    parentId: row.parent_id,
    titleTr: title(row.title_key, 'tr'),
    titleEn: title(row.title_key, 'en'),
    icon: row.icon,
    target: targetOf(row),
    badge: row.badge ?? '',
    position: row.position,
    hidden: Number(row.hidden) === 1,
  };
}

/** The audit's picture of an entry: what an operator can change. */
const snapshot = ({ titleTr, titleEn, icon, target, badge, position, hidden }: AdminMenuItem) => ({ titleTr, titleEn, icon, target, badge, position, hidden });

const byOrder = (a: Row, b: Row) => a.position - b.position || a.id - b.id;

/** Every entry, hidden ones too: group by group, each top-level entry followed by its children. */
export async function listMenu(db: Db): Promise<AdminMenuList> {
  const rows = await db.selectFrom('menu_entries').selectAll().execute();
  const title = await titles(db, [...new Set(rows.map((r) => r.title_key))]);
  const items: AdminMenuItem[] = [];
  for (const group of MENU_GROUP_KEYS) {
    for (const top of rows.filter((r) => r.group_key === group && r.parent_id === null).sort(byOrder)) {
      items.push(itemOf(top, title));
      for (const child of rows.filter((r) => r.parent_id === top.id).sort(byOrder)) items.push(itemOf(child, title));
    }
  }
  return { items };
}

async function entry(db: Db, id: number): Promise<{ row: Row; item: AdminMenuItem } | null> {
  const row = await db.selectFrom('menu_entries').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  return { row, item: itemOf(row, await titles(db, [row.title_key])) };
}

async function writeTitles(db: Db, key: string, body: { titleTr: string; titleEn: string }) {
  for (const [locale, value] of [['tr', body.titleTr], ['en', body.titleEn]] as const) {
    await db.insertInto('translations').values({ locale, key, value }).onConflict((oc) => oc.columns(['locale', 'key']).doUpdateSet({ value })).execute();
  }
}

const editColumns = (body: MenuEntryEdit) => ({ icon: body.icon, badge: body.badge === '' ? null : body.badge, hidden: body.hidden ? 1 : 0, ...targetColumns(body.target) });

/** A new entry, last in its group or under its parent (a group entry of the same group: one level of children). */
export async function createMenuEntry(db: Db, body: MenuEntryCreate, actor: Actor, now: Date): Promise<Outcome<AdminMenuItem>> {
  // Inside a caller's transaction a clash cannot be retried here: the caller's transaction is already lost.
  if (db.isTransaction) return createOnce(db, body, actor, now);
  return retryingKeyClash(() => createOnce(db, body, actor, now));
}

function createOnce(db: Db, body: MenuEntryCreate, actor: Actor, now: Date): Promise<Outcome<AdminMenuItem>> {
  return transact(db, async (trx) => {
    if (body.parentId !== null) {
      const parent = await entry(trx, body.parentId);
      if (!parent || parent.row.parent_id !== null || parent.row.group_key !== body.group || parent.item.target.kind !== 'group') return refused('menu_parent_invalid');
      if (body.target.kind === 'group') return refused('menu_group_nested');
    }
    const siblings = trx.selectFrom('menu_entries').select((eb) => eb.fn.max('position').as('max')).where('group_key', '=', body.group);
    const last = await (body.parentId === null ? siblings.where('parent_id', 'is', null) : siblings.where('parent_id', '=', body.parentId)).executeTakeFirst();
    const position = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
    // The table's ids are given, not generated (the seed names its rows): the next free one.
    const top = await trx.selectFrom('menu_entries').select((eb) => eb.fn.max('id').as('max')).executeTakeFirst();
    const id = Math.max(100, Number(top?.max ?? 0) + 1);
    const titleKey = `menu.entry${id}`;
    await trx
      .insertInto('menu_entries')
      .values({ id, group_key: body.group, parent_id: body.parentId, title_key: titleKey, svg_style: null, position, ...editColumns(body) })
      .execute();
    await writeTitles(trx, titleKey, body);
    const created = (await entry(trx, id))!.item;
    await writeAudit(trx, actor, { action: 'menu.create', target: `menu:${id}`, after: { group: body.group, parentId: body.parentId, ...snapshot(created) } }, now);
    return done(created);
  });
}

/** Changes an entry's titles, icon, target, badge and whether it shows; its group, parent and place stay. */
export async function updateMenuEntry(db: Db, id: number, body: MenuEntryEdit, actor: Actor, now: Date): Promise<Outcome<AdminMenuItem>> {
  return transact(db, async (trx) => {
    const before = await entry(trx, id);
    if (!before) return refused('menu_entry_not_found');
    if (body.target.kind === 'group' && before.row.parent_id !== null) return refused('menu_group_nested');
    if (body.target.kind !== 'group') {
      const child = await trx.selectFrom('menu_entries').select('id').where('parent_id', '=', id).executeTakeFirst();
      if (child) return refused('menu_has_children');
    }
    await trx.updateTable('menu_entries').set(editColumns(body)).where('id', '=', id).execute();
    await writeTitles(trx, before.row.title_key, body);
    const after = (await entry(trx, id))!.item;
    await writeAudit(trx, actor, { action: 'menu.update', target: `menu:${id}`, before: snapshot(before.item), after: snapshot(after) }, now);
    return done(after);
  });
}

/** Hides or shows an entry (a hidden group hides its children with it). */
export async function setMenuHidden(db: Db, id: number, hidden: boolean, actor: Actor, now: Date): Promise<Outcome<AdminMenuItem>> {
  return transact(db, async (trx) => {
    const before = await entry(trx, id);
    if (!before) return refused('menu_entry_not_found');
    await trx.updateTable('menu_entries').set({ hidden: hidden ? 1 : 0 }).where('id', '=', id).execute();
    await writeAudit(trx, actor, { action: hidden ? 'menu.hide' : 'menu.show', target: `menu:${id}`, before: { hidden: before.item.hidden }, after: { hidden } }, now);
    return done({ ...before.item, hidden });
  });
}

/** Swaps an entry with its neighbour among its siblings (the same group and parent, numbered 0, 1, 2... again). */
export async function moveMenuEntry(db: Db, id: number, direction: 'up' | 'down', actor: Actor, now: Date): Promise<Outcome<AdminMenuList>> {
  const outcome = await transact(db, async (trx): Promise<Outcome<null>> => {
    const row = await trx.selectFrom('menu_entries').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return refused('menu_entry_not_found');
    const siblings = trx.selectFrom('menu_entries').selectAll().where('group_key', '=', row.group_key);
    const order = (await (row.parent_id === null ? siblings.where('parent_id', 'is', null) : siblings.where('parent_id', '=', row.parent_id)).execute()).sort(byOrder).map((r) => r.id);
    const from = order.indexOf(id);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (to < 0 || to >= order.length) return refused('menu_cannot_move');
    const before = [...order];
    [order[from], order[to]] = [order[to], order[from]];
    for (const [position, entryId] of order.entries()) {
      await trx.updateTable('menu_entries').set({ position }).where('id', '=', entryId).where('position', '!=', position).execute();
    }
    await writeAudit(trx, actor, { action: 'menu.move', target: `menu:${id}`, before: { order: before }, after: { order } }, now);
    return done(null);
  });
  return outcome.ok ? done(await listMenu(db)) : outcome;
}

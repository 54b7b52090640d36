import type { Kysely } from 'kysely';
import { CATALOGUE_PAGE_SIZE, type AdminGameItem, type AdminGamePage, type GameFacets } from '../../../contracts/admin-catalogue.js';
import type { Database } from '../../db/schema.js';
import { retryingKeyClash } from '../../db/errors.js';
import { transact } from '../../db/transact.js';
import { writeAudit, type Actor } from '../operators/audit.js';
import { done, refused, type Outcome } from '../outcome.js';

type Db = Kysely<Database>;

// Wildcards are dropped rather than escaped: SQLite and PostgreSQL disagree on LIKE's default escape.
const likePattern = (search: string) => `%${search.toLowerCase().replace(/[\\%_]/g, '')}%`;

/** The categories (with how many games each lists) and providers, for the screen's filters and moves. */
export async function gameFacets(db: Db): Promise<GameFacets> {
  const [categories, sizes, providers] = await Promise.all([
    db.selectFrom('casino_categories').select(['id', 'name_tr', 'name_en']).orderBy('position').orderBy('id').execute(),
    db.selectFrom('game_categories').select(['category_id', (eb) => eb.fn.countAll<number | string>().as('n')]).groupBy('category_id').execute(),
    db.selectFrom('game_providers').select(['id', 'name']).orderBy('name').execute(),
  ]);
  const size = new Map(sizes.map((s) => [s.category_id, Number(s.n)]));
  return {
    categories: categories.map((c) => ({ id: c.id, nameTr: c.name_tr, nameEn: c.name_en, size: size.get(c.id) ?? 0 })),
    providers,
  };
}

/** The whole catalogue (shown and hidden), by name, provider or category, a page at a time. */
export async function listGames(db: Db, filter: { q?: string; providerId?: number; categoryId?: number; offset?: number }): Promise<AdminGamePage> {
  const offset = filter.offset ?? 0;
  let query = db.selectFrom('games').innerJoin('game_providers', 'game_providers.id', 'games.provider_id');
  const term = filter.q?.trim() ?? '';
  if (term) {
    query = query.where((eb) => eb.or([eb(eb.fn('lower', ['games.name']), 'like', likePattern(term)), eb(eb.fn('lower', ['game_providers.name']), 'like', likePattern(term))]));
  }
  if (filter.providerId !== undefined) query = query.where('games.provider_id', '=', filter.providerId);
  if (filter.categoryId !== undefined) query = query.innerJoin('game_categories as gc', (join) => join.onRef('gc.game_id', '=', 'games.id').on('gc.category_id', '=', filter.categoryId!));
  const { n } = await query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  let ordered = query.select(['games.id', 'games.name', 'games.provider_id', 'games.is_live', 'games.enabled', 'game_providers.name as provider_name']);
  // In one category: its order (what the operator changes); otherwise by name.
  ordered = filter.categoryId !== undefined ? ordered.orderBy('gc.position' as never).orderBy('games.id') : ordered.orderBy('games.name').orderBy('games.id');
  const rows = await ordered.limit(CATALOGUE_PAGE_SIZE).offset(offset).execute();
  const links = rows.length
    ? await db.selectFrom('game_categories').select(['game_id', 'category_id', 'position']).where('game_id', 'in', rows.map((r) => r.id)).orderBy('category_id').execute()
    : [];
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      providerId: r.provider_id,
      providerName: r.provider_name,
      isLive: r.is_live === 1,
      enabled: r.enabled === 1,
      categories: links.filter((l) => l.game_id === r.id).map((l) => ({ categoryId: l.category_id, position: l.position })),
    })),
    total: Number(n),
    offset,
  };
}

async function gameItem(db: Db, id: number): Promise<AdminGameItem | null> {
  const row = await db
    .selectFrom('games')
    .innerJoin('game_providers', 'game_providers.id', 'games.provider_id')
    .select(['games.id', 'games.name', 'games.provider_id', 'games.is_live', 'games.enabled', 'game_providers.name as provider_name'])
    .where('games.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const links = await db.selectFrom('game_categories').select(['category_id', 'position']).where('game_id', '=', id).orderBy('category_id').execute();
  return {
    id: row.id,
    name: row.name,
    providerId: row.provider_id,
    providerName: row.provider_name,
    isLive: row.is_live === 1,
    enabled: row.enabled === 1,
    categories: links.map((l) => ({ categoryId: l.category_id, position: l.position })),
  };
}

const target = (id: number) => `game:${id}`;

/** Shows or hides a game everywhere players see the catalogue. */
export async function setGameEnabled(db: Db, input: { id: number; enabled: boolean }, actor: Actor, now: Date): Promise<Outcome<AdminGameItem>> {
  return transact(db, async (trx) => {
    const before = await trx.selectFrom('games').select(['enabled']).where('id', '=', input.id).executeTakeFirst();
    if (!before) return refused('catalogue_game_not_found');
    const enabled = input.enabled ? 1 : 0;
    if (before.enabled !== enabled) {
      await trx.updateTable('games').set({ enabled }).where('id', '=', input.id).execute();
      await writeAudit(trx, actor, { action: input.enabled ? 'game.enable' : 'game.disable', target: target(input.id), before: { enabled: before.enabled === 1 }, after: { enabled: input.enabled } }, now);
    }
    return done((await gameItem(trx, input.id))!);
  });
}

/** One place earlier or later in a category's order (the category is renumbered 0, 1, 2, ...). */
export async function moveGame(db: Db, input: { id: number; categoryId: number; direction: 'up' | 'down' }, actor: Actor, now: Date): Promise<Outcome<AdminGameItem>> {
  return transact(db, async (trx) => {
    const order = await trx.selectFrom('game_categories').select(['game_id', 'position']).where('category_id', '=', input.categoryId).orderBy('position').orderBy('game_id').execute();
    const index = order.findIndex((row) => row.game_id === input.id);
    if (index < 0) return (await gameItem(trx, input.id)) ? refused('catalogue_not_in_category') : refused('catalogue_game_not_found');
    const other = input.direction === 'up' ? index - 1 : index + 1;
    if (other < 0 || other >= order.length) return refused('catalogue_cannot_move');
    const ids = order.map((row) => row.game_id);
    [ids[index], ids[other]] = [ids[other], ids[index]];
    for (const [position, gameId] of ids.entries()) {
      if (order[position].game_id === gameId && order[position].position === position) continue;
      await trx.updateTable('game_categories').set({ position }).where('category_id', '=', input.categoryId).where('game_id', '=', gameId).execute();
    }
    await writeAudit(trx, actor, { action: 'game.move', target: target(input.id), before: { categoryId: input.categoryId, position: index }, after: { categoryId: input.categoryId, position: other } }, now);
    return done((await gameItem(trx, input.id))!);
  });
}

/** Out of one category and into another, last there. */
export async function recategorizeGame(db: Db, input: { id: number; from: number; to: number }, actor: Actor, now: Date): Promise<Outcome<AdminGameItem>> {
  return transact(db, async (trx) => {
    if (!(await gameItem(trx, input.id))) return refused('catalogue_game_not_found');
    const target_ = await trx.selectFrom('casino_categories').select('id').where('id', '=', input.to).executeTakeFirst();
    if (!target_) return refused('catalogue_category_unknown');
    const links = await trx.selectFrom('game_categories').select(['category_id', 'position']).where('game_id', '=', input.id).execute();
    const from = links.find((l) => l.category_id === input.from);
    if (!from) return refused('catalogue_not_in_category');
    if (links.some((l) => l.category_id === input.to)) return refused('catalogue_already_in_category');
    const last = await trx.selectFrom('game_categories').select((eb) => eb.fn.max('position').as('max')).where('category_id', '=', input.to).executeTakeFirst();
    const position = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
    await trx.deleteFrom('game_categories').where('game_id', '=', input.id).where('category_id', '=', input.from).execute();
    await trx.insertInto('game_categories').values({ game_id: input.id, category_id: input.to, position }).execute();
    await writeAudit(trx, actor, { action: 'game.recategorize', target: target(input.id), before: { categoryId: input.from, position: from.position }, after: { categoryId: input.to, position } }, now);
    return done((await gameItem(trx, input.id))!);
  });
}

/** Into one more category, last there; the game stays where it was listed before. */
export async function addGameToCategory(db: Db, input: { id: number; to: number }, actor: Actor, now: Date): Promise<Outcome<AdminGameItem>> {
  return retryingKeyClash(() => transact(db, async (trx) => {
    const game = await gameItem(trx, input.id);
    if (!game) return refused('catalogue_game_not_found');
    if (!(await trx.selectFrom('casino_categories').select('id').where('id', '=', input.to).executeTakeFirst())) return refused('catalogue_category_unknown');
    if (game.categories.some((c) => c.categoryId === input.to)) return refused('catalogue_already_in_category');
    const last = await trx.selectFrom('game_categories').select((eb) => eb.fn.max('position').as('max')).where('category_id', '=', input.to).executeTakeFirst();
    const position = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
    await trx.insertInto('game_categories').values({ game_id: input.id, category_id: input.to, position }).execute();
    await writeAudit(trx, actor, { action: 'game.addToCategory', target: target(input.id), before: { categories: game.categories }, after: { categoryId: input.to, position } }, now);
    return done((await gameItem(trx, input.id))!);
  }));
}

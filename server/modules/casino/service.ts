import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { GameItem } from '../../../contracts/casino.js';
import { GameProvider } from '../../../contracts/enums.js';

type Db = Kysely<Database>;

export const MAX_SEARCH_RESULTS = 100;

export function gamesQuery(db: Db) {
  return db
    .selectFrom('games')
    .innerJoin('game_providers', 'game_providers.id', 'games.provider_id')
    .innerJoin('game_categories', 'game_categories.game_id', 'games.id')
    .select([
      'games.id as id',
      'games.name as name',
      'games.game_code as gameCode',
      'games.system as system',
      'games.product_id as productId',
      'games.image_url as imageUrl',
      'games.is_live as isLive',
      'games.rtp_bp as rtpBp',
      'games.volatility as volatility',
      'game_providers.name as providerName',
      'game_providers.main_provider_id as mainProviderId',
      'game_categories.category_id as systemCategory',
      'game_categories.position as position',
    ])
    .where('games.enabled', '=', 1);
}

type Row = Awaited<ReturnType<ReturnType<typeof gamesQuery>['execute']>>[number];

const providers = new Set<string>(Object.values(GameProvider));
const knownProvider = (name: string): name is GameProvider => providers.has(name);

function toGameItem(row: Row, providerName: GameProvider): GameItem {
  return {
    id: row.id,
    name: row.name,
    providerName,
    gameCode: row.gameCode,
    system: row.system,
    productId: row.productId,
    mainProviderId: row.mainProviderId,
    systemCategory: row.systemCategory,
    imageUrl: row.imageUrl,
    rtp: row.rtpBp === null ? null : row.rtpBp / 100,
    volatility: row.volatility,
  };
}

/**
 * Each game once, in the order of the first requested category that holds it. A game of a provider the site
 * cannot launch (one an operator added to the table) is left out: the contract would refuse the whole list.
 */
export function unique(rows: Row[]): GameItem[] {
  const seen = new Set<number>();
  const out: GameItem[] = [];
  for (const row of rows) {
    const provider = row.providerName;
    if (seen.has(row.id) || !knownProvider(provider)) continue;
    seen.add(row.id);
    out.push(toGameItem(row, provider));
  }
  return out;
}

export async function categoryGames(db: Db, categoryIds: number[]): Promise<GameItem[]> {
  if (categoryIds.length === 0) return [];
  const rows = await gamesQuery(db)
    .where('game_categories.category_id', 'in', categoryIds)
    .orderBy('game_categories.position')
    .orderBy('games.id')
    .execute();
  const order = new Map(categoryIds.map((id, index) => [id, index]));
  rows.sort((a, b) => (order.get(a.systemCategory)! - order.get(b.systemCategory)!) || a.position - b.position);
  return unique(rows);
}

// Wildcards are dropped rather than escaped: SQLite and PostgreSQL disagree on LIKE's default escape.
function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, '')}%`;
}

export async function searchGames(db: Db, search: string, live: boolean): Promise<GameItem[]> {
  const term = search.trim();
  let query = gamesQuery(db).where('games.is_live', '=', live ? 1 : 0);
  if (term.length > 0) {
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['games.name']), 'like', likePattern(term)),
        eb(eb.fn('lower', ['game_providers.name']), 'like', likePattern(term)),
      ]),
    );
  }
  const rows = await query.orderBy('games.popularity', 'desc').orderBy('games.id').limit(MAX_SEARCH_RESULTS * 3).execute();
  return unique(rows).slice(0, MAX_SEARCH_RESULTS);
}

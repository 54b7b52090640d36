import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { mediaUrl, slugify } from '../modules/media/urls.js';
import { chunks } from './chunks.js';
import { CATEGORY, POPULAR_COUNT, casinoCategories } from './data/casino.js';
import { games, type GameKind, type GameSeed } from './data/games.js';
import { engineInfo } from '../../contracts/games/engines/index.js';
import { jackpotCards } from './data/jackpots.js';
import { providers } from './data/providers.js';

const KIND_CATEGORY: Record<GameKind, number> = {
  slot: CATEGORY.slot,
  live: CATEGORY.live,
  games: CATEGORY.games,
  tvbets: CATEGORY.tvbets,
};

const DAY_MS = 86_400_000;
const FIRST_RELEASE = Date.UTC(2023, 0, 9, 10);

const byPopularity = (a: GameSeed, b: GameSeed) => b.popularity - a.popularity || a.name.localeCompare(b.name);
const keyOf = (providerId: number, code: string) => `${providerId}:${code}`;

/** Which category holds which games, each list in display order (most popular first). */
export function categoryMembers(): Map<number, GameSeed[]> {
  const members = new Map<number, GameSeed[]>();
  for (const game of [...games].sort(byPopularity)) {
    const id = KIND_CATEGORY[game.kind];
    members.set(id, [...(members.get(id) ?? []), game]);
  }
  members.set(CATEGORY.popular, [...games].sort(byPopularity).slice(0, POPULAR_COUNT));
  return members;
}

export async function seedCasino(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('casino_categories')
    .values(
      casinoCategories.map((c) => ({
        id: c.id,
        slug_list: JSON.stringify(c.slugList),
        image_url: mediaUrl.category(c.slug),
        name_tr: c.nameTr,
        name_en: c.nameEn,
        is_live: c.isLive ? 1 : 0,
        position: c.position,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();

  await db
    .insertInto('game_providers')
    .values(
      providers.map((p) => ({
        id: p.id,
        name: p.name,
        slug: p.slug,
        main_provider_id: p.mainProviderId,
        logo_url: mediaUrl.provider(p.slug, p.name),
        position: p.position,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();

  await seedGames(db);
  await seedJackpots(db);
}

/** The provider a game's tile names (the catalogue's), which its artwork names too. */
export const artProviderOf = (game: GameSeed) => providers.find((p) => p.id === game.providerId)?.name ?? game.studio;

/** The engine that plays a demo game, and so its RTP (basis points) and volatility. */
function playedBy(g: GameSeed) {
  const info = engineInfo(g.engine);
  return { engine: g.engine, rtp_bp: Math.floor(info.rtp * 10_000), volatility: info.volatility };
}

async function seedGames(db: Kysely<Database>): Promise<void> {
  const rows = games.map((g, index) => ({
    provider_id: g.providerId,
    game_code: g.code,
    name: g.name,
    system: g.system,
    product_id: g.productId,
    image_url: mediaUrl.game(slugify(g.name), g.name, artProviderOf(g)),
    is_live: g.kind === 'live' ? 1 : 0,
    popularity: g.popularity,
    enabled: 1,
    created_at: new Date(FIRST_RELEASE + index * 5 * DAY_MS).toISOString(),
    ...playedBy(g),
  }));
  const added = new Map<string, number>();
  for (const chunk of chunks(rows)) {
    const inserted = await db
      .insertInto('games')
      .values(chunk)
      .onConflict((oc) => oc.doNothing())
      .returning(['id', 'provider_id', 'game_code'])
      .execute();
    for (const r of inserted) added.set(keyOf(r.provider_id, r.game_code), r.id);
  }
  // Games seeded before casino play (migration 010) learn which engine plays them; an operator's later values stay.
  for (const g of games) {
    await db.updateTable('games').set(playedBy(g)).where('provider_id', '=', g.providerId).where('game_code', '=', g.code).where('rtp_bp', 'is', null).execute();
  }
  // Only games added just now are placed in categories: an operator's later category edits stay as they are.
  const links: Database['game_categories'][] = [];
  for (const [categoryId, members] of categoryMembers()) {
    members.forEach((game, position) => {
      const gameId = added.get(keyOf(game.providerId, game.code));
      if (gameId !== undefined) links.push({ game_id: gameId, category_id: categoryId, position });
    });
  }
  for (const chunk of chunks(links, 300)) {
    await db.insertInto('game_categories').values(chunk).onConflict((oc) => oc.doNothing()).execute();
  }
}

async function seedJackpots(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('jackpot_cards')
    .values(jackpotCards.map((c) => ({ id: c.id, instance_name: c.instanceName, position: c.position })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('jackpot_levels')
    .values(
      jackpotCards.flatMap((c) =>
        c.levels.map((l, position) => ({ card_id: c.id, level: l.level, amount_minor: l.amountMinor, position })),
      ),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

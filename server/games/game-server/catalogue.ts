import { GameProvider } from '../../../contracts/enums.js';
import type { EngineId } from '../../../contracts/games/engine.js';
import type { Db } from '../../db/index.js';

/** Each provider key's name in the catalogue (game_providers.name), by which its games are found. */
const CATALOGUE_NAMES: Record<string, GameProvider> = {
  hub88: GameProvider.Hub88,
  softgamings: GameProvider.SoftGamings,
  egt: GameProvider.EgtDigital,
  amusnet: GameProvider.Amusnet,
  everymatrix: GameProvider.EveryMatrix,
  digitain: GameProvider.Digitain,
  kasa: GameProvider.KasaGames,
};

export const catalogueNameOf = (provider: string): GameProvider | null => CATALOGUE_NAMES[provider] ?? null;

export interface CatalogueGame {
  code: string;
  name: string;
  engine: EngineId;
  imageUrl: string;
  providerName: GameProvider;
}

/** The catalogue entry a provider's game code names (enabled only): what it is called, looks like and plays. */
export async function findGame(db: Db, provider: string, code: string): Promise<CatalogueGame | null> {
  const providerName = catalogueNameOf(provider);
  if (!providerName) return null;
  const row = await db.kysely
    .selectFrom('games')
    .innerJoin('game_providers', 'game_providers.id', 'games.provider_id')
    .select(['games.game_code', 'games.name', 'games.engine', 'games.image_url'])
    .where('game_providers.name', '=', providerName)
    .where('games.game_code', '=', code)
    .where('games.enabled', '=', 1)
    .executeTakeFirst();
  return row ? { code: row.game_code, name: row.name, engine: row.engine, imageUrl: row.image_url, providerName } : null;
}

import { createHash } from 'node:crypto';
import type { GameItem } from '../../../contracts/casino.js';
import type { Db } from '../../db/index.js';
import { categoryGames } from './service.js';

const GAMES_TTL_MS = 5_000;

export interface FirstViewGames {
  games: GameItem[];
  /** Changes when the list does: part of a rendered page's cache key. */
  version: string;
}

/**
 * The games a page's first view shows (the lobby's grid, the home page's rows), per set of categories, kept for a
 * few seconds like the bootstrap: a rendered page is looked up by their version, so a catalogue change shows
 * within 5 s and a request costs no query.
 */
export type FirstViewGamesCache = (categoryIds: number[]) => Promise<FirstViewGames>;

/** This process's cache, which the back office empties after a change to the catalogue. */
export type OwnFirstViewGamesCache = FirstViewGamesCache & { invalidate(): void };

export function firstViewGamesCache(db: Db): OwnFirstViewGamesCache {
  const entries = new Map<string, { at: number; value: Promise<FirstViewGames> }>();
  const read: FirstViewGamesCache = (categoryIds) => {
    const key = categoryIds.join(',');
    const hit = entries.get(key);
    if (hit && Date.now() - hit.at < GAMES_TTL_MS) return hit.value;
    const value = categoryGames(db.kysely, categoryIds).then((games) => ({
      games,
      version: createHash('sha1').update(JSON.stringify(games)).digest('base64url'),
    }));
    entries.set(key, { at: Date.now(), value });
    value.catch(() => entries.delete(key));
    return value;
  };
  return Object.assign(read, { invalidate: () => entries.clear() });
}

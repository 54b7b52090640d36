import type { GameItem } from '../../contracts/casino';

/**
 * The /casino/play/{data} segment: the game item as base64url JSON. Encoding runs at start (the root actor opens
 * games), so this file holds no schema; the game page checks what it decodes (features/game-play/game-data.ts).
 */
export function encodeGameData(game: GameItem): string {
  const bytes = new TextEncoder().encode(JSON.stringify(game));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

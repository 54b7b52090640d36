import { gameItem, type GameItem } from '../../contracts/casino';

/** The /casino/play/{data} segment: the game item as base64url JSON. */
export function encodeGameData(game: GameItem): string {
  const bytes = new TextEncoder().encode(JSON.stringify(game));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodeGameData(data: string): GameItem | null {
  try {
    const binary = atob(data.replace(/-/g, '+').replace(/_/g, '/'));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    const parsed = gameItem.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

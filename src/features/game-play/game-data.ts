import { gameItem, type GameItem } from '../../../contracts/casino';

/** The game item of a /casino/play/{data} segment (see app/game-data.ts), or null when it is not one. */
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

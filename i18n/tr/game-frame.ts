import type { gameFrameEn } from '../en/game-frame';

/** Turkish strings of the game frame. */
export const gameFrameTr: Record<keyof typeof gameFrameEn, string> = {
};

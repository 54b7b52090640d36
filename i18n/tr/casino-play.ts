import type { casinoPlayEn } from '../en/casino-play';

/** Turkish strings of the game page and dialog, favourites, recently played and game info. */
export const casinoPlayTr: Record<keyof typeof casinoPlayEn, string> = {
};

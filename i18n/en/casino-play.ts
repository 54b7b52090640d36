/** English strings of the game page and dialog, favourites, recently played and game info. */
export const casinoPlayEn = {
} as const;

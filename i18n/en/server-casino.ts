/** English answers of casino play: launches, favourites, game history, provider callbacks. */
export const serverCasinoEn = {
} as const;

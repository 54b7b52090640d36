import type { serverCasinoEn } from '../en/server-casino';

/** Turkish answers of casino play: launches, favourites, game history, provider callbacks. */
export const serverCasinoTr: Record<keyof typeof serverCasinoEn, string> = {
};

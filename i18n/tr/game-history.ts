import type { gameHistoryEn } from '../en/game-history';

/** Turkish strings of Game History and a round's detail. */
export const gameHistoryTr: Record<keyof typeof gameHistoryEn, string> = {
};

/** English strings of Game History and a round's detail. */
export const gameHistoryEn = {
} as const;

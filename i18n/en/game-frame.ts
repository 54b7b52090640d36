/** English strings of the game frame (our own games and the provider simulators' demo games): its own page and bundle. */
export const gameFrameEn = {
} as const;

/** The rows of the home page, by category slug: popular games, then slots. */
export const HOME_SHELVES: readonly string[] = ['popular-games', 'slot'];

/** How many games a home page row shows. */
export const ROW_LENGTH = 12;

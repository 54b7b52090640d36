/** English answers of casino play: launches, favourites, game history, provider callbacks. */
export const serverCasinoEn = {
  'casino.gameNotFound': 'This game is not available.',
  'casino.launchFailed': 'The game could not be started. Please try again in a moment.',
  'casino.playerBlocked': 'Your account cannot play games at the moment. Please contact support.',
  'casino.roundNotFound': 'This round was not found.',
} as const;

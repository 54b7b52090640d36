import type { serverCasinoEn } from '../en/server-casino';

/** Turkish answers of casino play: launches, favourites, game history, provider callbacks. */
export const serverCasinoTr: Record<keyof typeof serverCasinoEn, string> = {
  'casino.gameNotFound': 'Bu oyun şu anda kullanılamıyor.',
  'casino.launchFailed': 'Oyun başlatılamadı. Lütfen biraz sonra tekrar deneyin.',
  'casino.playerBlocked': 'Hesabınız şu anda oyun oynayamıyor. Lütfen destek ekibiyle iletişime geçin.',
  'casino.roundNotFound': 'Bu el bulunamadı.',
};

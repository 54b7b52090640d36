/** Strings of the app shell (header, side menu, dialogs host, routes, errors). Turkish first; English has the same keys. */
const tr = {
  'common.loading': 'Yükleniyor...',
  'errors.network': 'Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.',
} as const;

const en: Record<keyof typeof tr, string> = {
  'common.loading': 'Loading...',
  'errors.network': 'Could not reach the server. Check your connection and try again.',
};

export const shell = { tr, en };

/** Strings of the content features (carousel, top banner, footer, popup, promotions, pages, jackpots, lobby). */
const tr = {
  'content.loading': 'Yükleniyor...',
} as const;

const en: Record<keyof typeof tr, string> = {
  'content.loading': 'Loading...',
};

export const content = { tr, en };

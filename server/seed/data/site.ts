export const languages = [
  { locale: 'tr', name: 'Türkçe', position: 0 },
  { locale: 'en', name: 'English', position: 1 },
];

/** Content strings the server owns (the UI's own strings come from the catalogues in i18n/). */
export const contentTranslations: Record<string, { tr: string; en: string }> = {
  TOP_NOTIFY: {
    tr: 'Yeni adresimiz {{next}}! {{current}} adresine erişim sorunu yaşarsanız yeni adresimizi kullanın.',
    en: 'Our new address is {{next}}! If you have trouble reaching {{current}}, please use our new address.',
  },
  'menu.group.casino': { tr: 'Casino', en: 'Casino' },
  'menu.group.sports': { tr: 'Spor Bahisleri', en: 'Sports Bettings' },
  'menu.group.games': { tr: 'Oyunlar', en: 'Games' },
  'menu.group.other': { tr: 'Diğer', en: 'Other' },
};

/** Keys are lowercase; external-link keys equal the menu entry's appKey. */
export const siteOptions = [
  { key: 'livechat', value: '/pages/6', status: 1, position: 0 },
  // Our own page (/call-request); an operator may point it at a third-party service in Settings.
  { key: 'callrequest', value: '/call-request', status: 1, position: 1 },
  { key: 'blog', value: 'https://blog.kasacasino.com', status: 1, position: 2 },
  { key: 'twitter', value: 'https://twitter.com/kasacasino', status: 1, position: 3 },
  { key: 'instagram', value: 'https://www.instagram.com/kasacasino', status: 1, position: 4 },
  { key: 'telegram', value: 'https://t.me/kasacasino', status: 1, position: 5 },
  { key: 'support_email', value: 'destek@kasacasino.com', status: 1, position: 6 },
];

export const settings = [
  { key: 'domain_current', value: 'kasa1045.com' },
  { key: 'domain_next', value: 'kasa1046.com' },
  // 50 TL, in kuruş.
  { key: 'trial_bonus_minor', value: '5000' },
  // The client ignores the Egypt jackpot at level 14000 (product §9), so the demo shows a live one.
  { key: 'egypt_quest_level', value: '12850' },
];

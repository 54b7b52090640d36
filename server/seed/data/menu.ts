/** The side menu of product §2. Exactly one of url, appKey or gameData per leaf; a parent has children instead. */
export type MenuGroup = 'casino' | 'sports' | 'games' | 'other';

export interface MenuSeed {
  id: number;
  group: MenuGroup;
  parentId?: number;
  titleKey: string;
  title: { tr: string; en: string };
  icon: string;
  url?: string;
  appKey?: string;
  gameData?: Record<string, string>;
  badge?: string;
  svgStyle?: string;
  position: number;
}

export const menuEntries: MenuSeed[] = [
  { id: 1, group: 'casino', titleKey: 'menu.slots', title: { tr: 'Slot Oyunları', en: 'Slots' }, icon: 'slot', url: '/casino/slot', position: 0 },
  { id: 2, group: 'casino', titleKey: 'menu.liveCasino', title: { tr: 'Canlı Casino', en: 'Live Casino' }, icon: 'live', url: '/casino/live', badge: 'LIVE', position: 1 },
  { id: 3, group: 'casino', titleKey: 'menu.popular', title: { tr: 'Popüler Oyunlar', en: 'Popular Games' }, icon: 'popular', url: '/casino/popular-games', position: 2 },
  { id: 4, group: 'casino', titleKey: 'menu.games', title: { tr: 'Oyunlar', en: 'Games' }, icon: 'games', url: '/casino/games', position: 3 },
  { id: 5, group: 'casino', titleKey: 'menu.tvGames', title: { tr: 'TV Oyunları', en: 'TV Games' }, icon: 'tv', url: '/casino/tvbets', position: 4 },

  { id: 10, group: 'sports', titleKey: 'menu.sports', title: { tr: 'Spor Bahisleri', en: 'Sports' }, icon: 'ball', url: '/spor', position: 0 },
  { id: 11, group: 'sports', titleKey: 'menu.liveSports', title: { tr: 'Canlı Bahis', en: 'Live Sports' }, icon: 'live-ball', url: '/livespor', badge: 'LIVE', position: 1 },
  { id: 12, group: 'sports', titleKey: 'menu.sportsPlus', title: { tr: 'Spor Plus', en: 'Sports Plus' }, icon: 'ball', position: 2 },
  { id: 13, group: 'sports', parentId: 12, titleKey: 'menu.sportsPlusPrematch', title: { tr: 'Maç Öncesi', en: 'Pre-match' }, icon: 'ball', url: '/spor/fcg', position: 0 },
  { id: 14, group: 'sports', parentId: 12, titleKey: 'menu.sportsPlusLive', title: { tr: 'Canlı Maçlar', en: 'In-play' }, icon: 'live-ball', url: '/livespor/fcg', position: 1 },
  // Shown only to players with betting-partner (betco) access.
  { id: 15, group: 'sports', titleKey: 'menu.partnerSports', title: { tr: 'Partner Spor', en: 'Partner Sports' }, icon: 'ball', url: '/spor/betco', position: 3 },

  { id: 20, group: 'games', titleKey: 'menu.aviator', title: { tr: 'Aviator', en: 'Aviator' }, icon: 'plane', gameData: { search: 'Aviator' }, svgStyle: 'color: #e50539', position: 0 },
  { id: 21, group: 'games', titleKey: 'menu.liveGameShows', title: { tr: 'Canlı Oyun Şovları', en: 'Live Game Shows' }, icon: 'live', url: '/casino/live', position: 1 },
  { id: 22, group: 'games', titleKey: 'menu.jackpotGames', title: { tr: 'Jackpot Oyunları', en: 'Jackpot Games' }, icon: 'slot', url: '/casino/slot', position: 2 },

  { id: 30, group: 'other', titleKey: 'menu.promotions', title: { tr: 'Promosyonlar', en: 'Promotions' }, icon: 'gift', url: '/promotions', position: 0 },
  { id: 31, group: 'other', titleKey: 'menu.liveChat', title: { tr: 'Canlı Destek', en: 'Live Chat' }, icon: 'chat', appKey: 'livechat', position: 1 },
  { id: 32, group: 'other', titleKey: 'menu.callRequest', title: { tr: 'Sizi Arayalım', en: 'Call Request Form' }, icon: 'phone', appKey: 'callrequest', position: 2 },
  { id: 33, group: 'other', titleKey: 'menu.blog', title: { tr: 'Blog', en: 'Blog' }, icon: 'blog', appKey: 'blog', position: 3 },
  { id: 34, group: 'other', titleKey: 'menu.aboutUs', title: { tr: 'Hakkımızda', en: 'About Us' }, icon: 'info', url: '/pages/3', position: 4 },
];

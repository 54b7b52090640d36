/** Casino categories; `id` is the systemCategory the client posts to casino/categorygames. */
export interface CasinoCategorySeed {
  id: number;
  slug: string;
  slugList: string[];
  nameTr: string;
  nameEn: string;
  isLive: boolean;
  position: number;
}

export const CATEGORY = { slot: 1, live: 2, popular: 3, games: 4, tvbets: 5 } as const;

export const casinoCategories: CasinoCategorySeed[] = [
  { id: 1, slug: 'slot', slugList: ['slot'], nameTr: 'Slot Oyunları', nameEn: 'Slots', isLive: false, position: 0 },
  { id: 2, slug: 'live', slugList: ['live'], nameTr: 'Canlı Casino', nameEn: 'Live Casino', isLive: true, position: 1 },
  { id: 3, slug: 'popular-games', slugList: ['popular-games'], nameTr: 'Popüler Oyunlar', nameEn: 'Popular Games', isLive: false, position: 2 },
  { id: 4, slug: 'games', slugList: ['games'], nameTr: 'Oyunlar', nameEn: 'Games', isLive: false, position: 3 },
  { id: 5, slug: 'tvbets', slugList: ['tvbets'], nameTr: 'TV Oyunları', nameEn: 'TV Games', isLive: false, position: 4 },
];

/** How many of the most popular games (of every kind) the Popular category shows. */
export const POPULAR_COUNT = 20;

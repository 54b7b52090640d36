import { describe, it, expect } from 'vitest';
import {
  bootstrap, egyptQuestVisible, footerContent, menuGroup, pickEgtJackpots, type EgtJackpotCard,
} from '../../../contracts';

const levels = (n: number) => Array.from({ length: n }, (_, i) => ({ level: `L${i + 1}`, amount: 100 * (i + 1) }));
const card = (instanceName: string, n = 4): EgtJackpotCard => ({ instanceName, levelStats: levels(n) });

describe('pickEgtJackpots', () => {
  it('keeps High Cash then Clover Chance whatever the input order', () => {
    const picked = pickEgtJackpots([card('Clover Chance'), card('Other'), card('High Cash')]);
    expect(picked.map((c) => c.instanceName)).toEqual(['High Cash', 'Clover Chance']);
  });

  it('drops a card without exactly 4 level stats', () => {
    expect(pickEgtJackpots([card('High Cash', 3), card('Clover Chance')]).map((c) => c.instanceName)).toEqual([
      'Clover Chance',
    ]);
    expect(pickEgtJackpots([card('High Cash', 5), card('Clover Chance', 0)])).toEqual([]);
  });

  it('takes a valid duplicate over an invalid one', () => {
    const picked = pickEgtJackpots([card('High Cash', 2), card('High Cash', 4)]);
    expect(picked).toHaveLength(1);
    expect(picked[0].levelStats).toHaveLength(4);
  });
});

describe('egyptQuestVisible', () => {
  it('hides the quest only at 14000', () => {
    expect(egyptQuestVisible(14000)).toBe(false);
    expect(egyptQuestVisible(13999)).toBe(true);
    expect(egyptQuestVisible(0)).toBe(true);
  });
});

const sample = {
  casinoCategoryList: [{ id: 1, name: 'Slot', slugList: ['slot'], imageUrl: '/img/slot.svg' }],
  language: [{ locale: 'tr', name: 'Türkçe' }],
  translationList: [{ key: 'TOP_NOTIFY', value: '{{current}} → {{next}}' }],
  siteOption: [{ key: 'chat', value: 'on', status: true }],
  domainStatus: { current: 'kasa1.example', next: null },
  trialBonusAmount: 50,
  egtJackpotCards: [card('High Cash')],
  jackpotCards: { currentLevelI: 14000 },
  popup: {
    id: 'a1b2',
    images: [{ url: '/p-s.jpg', width: 600 }, { url: '/p-m.jpg', width: 992 }, { url: '/p-l.jpg', width: 1200 }],
    url: null,
    title: 'Hoş geldin',
    description: '<p>Bonus</p>',
  },
  sliderList: [{ name: 'home', items: [{ slug: 's1', url: 'https://x.example', images: ['/a.jpg', '/b.jpg', '/c.jpg'] }] }],
  categoryList: [{ id: 2, content: [{ id: 3, title: 'Hakkımızda' }] }, { id: 5, content: [] }],
  providerLogos: [{ name: 'EGT', url: '/egt.svg' }],
  promotions: [{ id: 1, title: 'Hoş geldin bonusu', image: '/promo.jpg', description: '<b>%100</b>' }],
  menu: [
    {
      title: 'Casino',
      entries: [
        { title: 'Slot', icon: 'slot', url: '/casino/slot', badge: 'new' },
        { title: 'Aviator', icon: 'plane', gameData: { search: 'Aviator' } },
        { title: 'More', icon: 'more', children: [{ title: 'Live', icon: 'live', url: '/casino/live' }] },
      ],
    },
  ],
};

describe('bootstrap', () => {
  it('parses a full bootstrap and defaults a game search to not live', () => {
    const parsed = bootstrap.parse(sample);
    expect(parsed.menu[0].entries[1].gameData).toEqual({ search: 'Aviator', live: false });
    expect(footerContent(parsed.categoryList)).toEqual([{ id: 3, title: 'Hakkımızda' }]);
  });

  it('accepts no popup, but a popup needs its three picture sizes', () => {
    expect(bootstrap.safeParse({ ...sample, popup: null }).success).toBe(true);
    const images = sample.popup.images.slice(0, 2);
    expect(bootstrap.safeParse({ ...sample, popup: { ...sample.popup, images } }).success).toBe(false);
  });

  it('validates nested menu children and the group names', () => {
    const badChild = { title: 'Casino', entries: [{ title: 'G', icon: 'g', children: [{ icon: 'x' }] }] };
    expect(menuGroup.safeParse(badChild).success).toBe(false);
    expect(menuGroup.safeParse({ title: 'Poker', entries: [] }).success).toBe(false);
  });

  it('returns no footer content without category 2', () => {
    expect(footerContent([{ id: 1, content: [{ id: 9, title: 'x' }] }])).toEqual([]);
  });
});

import type { HeroText } from '../../modules/media/urls.js';

/** Banner carousels. Each item's image is drawn in three variants: 0 = 600x500, 1 = 1040x600, 2 = 1920x600. */
export interface SliderItemSeed {
  slug: string;
  url: string;
  text: HeroText;
}

export interface SliderSeed {
  id: number;
  name: string;
  items: SliderItemSeed[];
}

export const sliders: SliderSeed[] = [
  {
    id: 1,
    name: 'home',
    items: [
      { slug: 'welcome-bonus', url: '/promotions', text: { title: '%100 Hoş Geldin Bonusu', subtitle: 'İlk yatırımına 5.000 TL’ye varan bonus', cta: 'Hemen Katıl' } },
      { slug: 'aviator-week', url: '/casino/games', text: { title: 'Aviator Haftası', subtitle: 'Yüksekten uç, kazancını katla', cta: 'Şimdi Oyna' } },
      { slug: 'live-casino-cashback', url: '/casino/live', text: { title: 'Canlı Casino’da %15 Kayıp Bonusu', subtitle: 'Her pazartesi hesabında', cta: 'Masaya Otur' } },
      { slug: 'sports-insurance', url: '/spor', text: { title: 'Kombine Sigortası', subtitle: 'Tek maç yatarsa kuponun iade', cta: 'Kupon Yap' } },
      { slug: 'telegram-channel', url: 'https://t.me/kasacasino', text: { title: 'Telegram Kanalımıza Katıl', subtitle: 'Yeni adres ve özel bonus kodları ilk orada', cta: 'Takip Et' } },
    ],
  },
  {
    id: 2,
    name: 'casino',
    items: [
      { slug: 'free-spins-friday', url: '/promotions', text: { title: 'Cuma Freespin Şöleni', subtitle: 'Yatırımına 100 bedava dönüş', cta: 'Detaylar' } },
      { slug: 'galata-gold-launch', url: '/casino/slot', text: { title: 'Yeni Oyun: Galata Gold', subtitle: 'Boğaz manzaralı jackpot', cta: 'Keşfet' } },
      { slug: 'high-cash-jackpot', url: '/casino/popular-games', text: { title: 'High Cash Jackpot', subtitle: 'Dört seviyede büyük ödüller', cta: 'Jackpotu Yakala' } },
      { slug: 'tv-games', url: '/casino/tvbets', text: { title: 'TV Oyunlarında Canlı Heyecan', subtitle: 'Her dakika yeni çekiliş', cta: 'İzle ve Kazan' } },
    ],
  },
];

import type { HeroText } from '../../modules/media/urls.js';

/** Banner carousels. Each item's image is drawn in three variants: 0 = 600x500, 1 = 1040x600, 2 = 1920x600. */
export interface SliderItemSeed {
  slug: string;
  url: string;
  text: HeroText;
  textEn: HeroText;
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
      { slug: 'welcome-bonus', url: '/promotions', text: { title: '%100 Hoş Geldin Bonusu', subtitle: 'İlk yatırımına 5.000 TL’ye varan bonus', cta: 'Hemen Katıl' }, textEn: { title: '100% Welcome Bonus', subtitle: 'Up to 5,000 TL on your first deposit', cta: 'Join Now' } },
      { slug: 'aviator-week', url: '/casino/games', text: { title: 'Aviator Haftası', subtitle: 'Yüksekten uç, kazancını katla', cta: 'Şimdi Oyna' }, textEn: { title: 'Aviator Week', subtitle: 'Fly high, multiply your win', cta: 'Play Now' } },
      { slug: 'live-casino-cashback', url: '/casino/live', text: { title: 'Canlı Casino’da %15 Kayıp Bonusu', subtitle: 'Her pazartesi hesabında', cta: 'Masaya Otur' }, textEn: { title: '15% Live Casino Cashback', subtitle: 'In your account every Monday', cta: 'Take a Seat' } },
      { slug: 'sports-insurance', url: '/spor', text: { title: 'Kombine Sigortası', subtitle: 'Tek maç yatarsa kuponun iade', cta: 'Kupon Yap' }, textEn: { title: 'Accumulator Insurance', subtitle: 'Your stake back if one match lets you down', cta: 'Build a Bet' } },
      { slug: 'telegram-channel', url: 'https://t.me/kasacasino', text: { title: 'Telegram Kanalımıza Katıl', subtitle: 'Yeni adres ve özel bonus kodları ilk orada', cta: 'Takip Et' }, textEn: { title: 'Join Our Telegram Channel', subtitle: 'New addresses and bonus codes there first', cta: 'Follow' } },
    ],
  },
  {
    id: 2,
    name: 'casino',
    items: [
      { slug: 'free-spins-friday', url: '/promotions', text: { title: 'Cuma Freespin Şöleni', subtitle: 'Yatırımına 100 bedava dönüş', cta: 'Detaylar' }, textEn: { title: 'Free Spin Friday', subtitle: '100 free spins with your deposit', cta: 'Details' } },
      { slug: 'galata-gold-launch', url: '/casino/slot', text: { title: 'Yeni Oyun: Galata Gold', subtitle: 'Boğaz manzaralı jackpot', cta: 'Keşfet' }, textEn: { title: 'New Game: Galata Gold', subtitle: 'A jackpot with a Bosphorus view', cta: 'Discover' } },
      { slug: 'high-cash-jackpot', url: '/casino/popular-games', text: { title: 'High Cash Jackpot', subtitle: 'Dört seviyede büyük ödüller', cta: 'Jackpotu Yakala' }, textEn: { title: 'High Cash Jackpot', subtitle: 'Big prizes on four levels', cta: 'Catch the Jackpot' } },
      { slug: 'tv-games', url: '/casino/tvbets', text: { title: 'TV Oyunlarında Canlı Heyecan', subtitle: 'Her dakika yeni çekiliş', cta: 'İzle ve Kazan' }, textEn: { title: 'Live Thrills in TV Games', subtitle: 'A new draw every minute', cta: 'Watch and Win' } },
    ],
  },
];

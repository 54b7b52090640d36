import type { HeroText } from '../../modules/media/urls.js';

export interface PromotionSeed {
  slug: string;
  category: 'casino' | 'sports';
  image: HeroText;
  imageEn: HeroText;
  titleTr: string;
  titleEn: string;
  descriptionTr: string;
  descriptionEn: string;
}

export const promotions: PromotionSeed[] = [
  {
    slug: 'welcome-bonus',
    category: 'casino',
    image: { title: '%100 Hoş Geldin Bonusu', subtitle: '5.000 TL’ye varan', cta: 'Hemen Katıl' },
    imageEn: { title: '100% Welcome Bonus', subtitle: 'Up to 5,000 TL', cta: 'Join Now' },
    titleTr: '%100 Hoş Geldin Bonusu',
    titleEn: '100% Welcome Bonus',
    descriptionTr:
      '<p>Aramıza hoş geldin! İlk yatırımını <strong>%100</strong> oranında, <strong>5.000 TL’ye kadar</strong> bonusla ikiye katlıyoruz.</p>' +
      '<ul><li>En az yatırım tutarı 100 TL’dir.</li><li>Bonus, yatırımdan sonraki 24 saat içinde canlı destekten veya bonuslar sayfasından talep edilir.</li>' +
      '<li>Bonus ve yatırım tutarının toplamı slot oyunlarında 20 kez çevrilmelidir.</li><li>Çevrim süresi 7 gündür; tek bahiste en fazla 250 TL kullanılabilir.</li></ul>' +
      '<p>Her kişi, hane ve IP adresi için bir kez geçerlidir. Genel bonus kuralları uygulanır.</p>',
    descriptionEn:
      '<p>Welcome aboard! We double your first deposit with a <strong>100%</strong> bonus of <strong>up to 5,000 TL</strong>.</p>' +
      '<ul><li>The minimum deposit is 100 TL.</li><li>Claim the bonus from live support or the bonuses page within 24 hours of your deposit.</li>' +
      '<li>The deposit plus bonus must be wagered 20 times on slot games.</li><li>You have 7 days to complete wagering; the maximum single bet is 250 TL.</li></ul>' +
      '<p>One bonus per person, household and IP address. General bonus terms apply.</p>',
  },
  {
    slug: 'weekly-cashback',
    category: 'casino',
    image: { title: 'Haftalık %15 Kayıp Bonusu', subtitle: 'Her pazartesi hesabında', cta: 'Detaylar' },
    imageEn: { title: '15% Weekly Cashback', subtitle: 'In your account every Monday', cta: 'Details' },
    titleTr: 'Haftalık %15 Kayıp Bonusu',
    titleEn: '15% Weekly Cashback',
    descriptionTr:
      '<p>Şans bu hafta yanında değilse üzülme: casino ve canlı casinodaki net kaybının <strong>%15’ini</strong> her pazartesi iade ediyoruz.</p>' +
      '<ul><li>Hesaplama pazartesi 00:00 ile pazar 23:59 arasındaki net kayba göre yapılır.</li><li>En az 500 TL net kayıp gerekir; en fazla iade 10.000 TL’dir.</li>' +
      '<li>İade tutarı yalnızca 1 kez çevrilerek çekilebilir.</li><li>Hafta içinde bonus kullanılan yatırımlar hesaplamaya dahil edilmez.</li></ul>',
    descriptionEn:
      '<p>Luck not on your side this week? Every Monday we refund <strong>15%</strong> of your net losses on casino and live casino.</p>' +
      '<ul><li>Net losses are counted from Monday 00:00 to Sunday 23:59.</li><li>A net loss of at least 500 TL is required; the maximum refund is 10,000 TL.</li>' +
      '<li>The refund needs to be wagered only once before withdrawal.</li><li>Deposits made with a bonus during the week are not counted.</li></ul>',
  },
  {
    slug: 'friday-free-spins',
    category: 'casino',
    image: { title: 'Cuma Freespin Şöleni', subtitle: '100 bedava dönüş', cta: 'Şimdi Oyna' },
    imageEn: { title: 'Free Spin Friday', subtitle: '100 free spins', cta: 'Play Now' },
    titleTr: 'Cuma Freespin Şöleni',
    titleEn: 'Friday Free Spins Feast',
    descriptionTr:
      '<p>Her cuma en az <strong>250 TL</strong> yatırım yap, Galata Gold oyununda <strong>100 bedava dönüş</strong> kazan.</p>' +
      '<ul><li>Bedava dönüşler yatırımdan sonra otomatik olarak tanımlanır ve 3 gün geçerlidir.</li><li>Her dönüşün değeri 2 TL’dir.</li>' +
      '<li>Bedava dönüş kazançları bonus bakiyeye eklenir ve 10 kez çevrilmelidir.</li><li>Bedava dönüşlerden en fazla 2.000 TL kazanç çekilebilir.</li></ul>',
    descriptionEn:
      '<p>Deposit at least <strong>250 TL</strong> every Friday and get <strong>100 free spins</strong> on Galata Gold.</p>' +
      '<ul><li>Free spins are credited automatically after the deposit and stay valid for 3 days.</li><li>Each spin is worth 2 TL.</li>' +
      '<li>Free-spin winnings go to your bonus balance and must be wagered 10 times.</li><li>Up to 2,000 TL of free-spin winnings can be withdrawn.</li></ul>',
  },
  {
    slug: 'accumulator-insurance',
    category: 'sports',
    image: { title: 'Kombine Sigortası', subtitle: 'Tek maç yatarsa iade', cta: 'Kupon Yap' },
    imageEn: { title: 'Accumulator Insurance', subtitle: 'Refund if one match lets you down', cta: 'Build a Bet' },
    titleTr: 'Kombine Sigortası',
    titleEn: 'Accumulator Insurance',
    descriptionTr:
      '<p>En az 5 maçlık kombine kuponunda yalnızca bir maç kaybederse, yatırdığın tutarı <strong>1.000 TL’ye kadar</strong> bedava bahis olarak iade ediyoruz.</p>' +
      '<ul><li>Kupondaki her seçimin oranı en az 1.40 olmalıdır.</li><li>Kupon tutarı en az 50 TL olmalıdır.</li>' +
      '<li>Canlı bahis ve maç öncesi kuponlar geçerlidir; sistem kuponları ve erken ödenen kuponlar kapsam dışıdır.</li>' +
      '<li>İade, kupon sonuçlandıktan sonra 24 saat içinde hesaba eklenir.</li></ul>',
    descriptionEn:
      '<p>If a single selection lets down your accumulator of 5 or more, we refund your stake as a free bet of <strong>up to 1,000 TL</strong>.</p>' +
      '<ul><li>Every selection must have odds of at least 1.40.</li><li>The minimum stake is 50 TL.</li>' +
      '<li>Pre-match and in-play bets qualify; system bets and cashed-out bets do not.</li>' +
      '<li>The refund is credited within 24 hours of settlement.</li></ul>',
  },
  {
    slug: 'live-casino-reload',
    category: 'casino',
    image: { title: 'Canlı Casino %25 Yatırım Bonusu', subtitle: 'Her gün ilk yatırımına', cta: 'Masaya Otur' },
    imageEn: { title: '25% Live Casino Reload', subtitle: 'On your first deposit every day', cta: 'Take a Seat' },
    titleTr: 'Canlı Casino %25 Yatırım Bonusu',
    titleEn: '25% Live Casino Reload',
    descriptionTr:
      '<p>Canlı masaların keyfini uzat: her günün ilk yatırımına <strong>%25</strong>, en fazla <strong>1.500 TL</strong> canlı casino bonusu.</p>' +
      '<ul><li>En az yatırım tutarı 200 TL’dir.</li><li>Bonus ve yatırım tutarı canlı casino masalarında 10 kez çevrilmelidir.</li>' +
      '<li>Rulette masanın %70’inden fazlasını kapsayan bahisler çevrime sayılmaz.</li><li>Bonus, talep edildiği gün sonuna kadar kullanılmalıdır.</li></ul>',
    descriptionEn:
      '<p>Stay longer at the live tables: get <strong>25%</strong> up to <strong>1,500 TL</strong> on your first deposit of every day.</p>' +
      '<ul><li>The minimum deposit is 200 TL.</li><li>The deposit plus bonus must be wagered 10 times at live casino tables.</li>' +
      '<li>Roulette bets covering more than 70% of the table do not count towards wagering.</li><li>The bonus must be used by the end of the day it is claimed.</li></ul>',
  },
  {
    slug: 'refer-a-friend',
    category: 'casino',
    image: { title: 'Arkadaşını Getir, 500 TL Kazan', subtitle: 'Arkadaşına da 100 freespin', cta: 'Davet Et' },
    imageEn: { title: 'Refer a Friend, Win 500 TL', subtitle: 'And 100 free spins for your friend', cta: 'Invite' },
    titleTr: 'Arkadaşını Getir, 500 TL Kazan',
    titleEn: 'Refer a Friend, Earn 500 TL',
    descriptionTr:
      '<p>Davet bağlantını paylaş; kayıt olup ilk yatırımını yapan her arkadaşın için <strong>500 TL bonus</strong> senin, arkadaşına da <strong>100 bedava dönüş</strong> bizden.</p>' +
      '<ul><li>Arkadaşının ilk yatırımı en az 500 TL olmalıdır.</li><li>Ayda en fazla 10 arkadaş için ödül verilir.</li>' +
      '<li>Ödül, arkadaşın telefon doğrulamasını tamamladıktan sonra tanımlanır ve 5 kez çevrilmelidir.</li>' +
      '<li>Aynı hane veya cihazdan açılan hesaplar kampanyaya katılamaz.</li></ul>',
    descriptionEn:
      '<p>Share your invitation link: for every friend who signs up and makes a first deposit you get a <strong>500 TL bonus</strong>, and your friend gets <strong>100 free spins</strong>.</p>' +
      '<ul><li>Your friend’s first deposit must be at least 500 TL.</li><li>Rewards are paid for up to 10 friends a month.</li>' +
      '<li>The reward is credited once your friend verifies their phone and must be wagered 5 times.</li>' +
      '<li>Accounts opened from the same household or device are not eligible.</li></ul>',
  },
];

import { OPERATOR, html, type CmsPageSeed } from './types.js';

export const responsibleGaming: CmsPageSeed = {
  id: 7,
  categoryId: 2,
  position: 4,
  titleTr: 'Sorumlu Oyun',
  titleEn: 'Responsible Gaming',
  bodyTr: html`
    <h2>Oyun bir eğlencedir</h2>
    <p>${OPERATOR} olarak oyunun her zaman keyifli ve kontrol altında kalmasını istiyoruz. Sitemiz yalnızca 18 yaş ve üzeri kişilere açıktır; reşit olmayanların hesap açması yasaktır ve tespit edilen hesaplar kapatılır.</p>
    <h2>Kontrolü elinizde tutun</h2>
    <ul>
      <li>Oyuna ayıracağınız bütçeyi ve süreyi önceden belirleyin.</li>
      <li>Kayıplarınızı telafi etmek için bahis tutarınızı artırmayın.</li>
      <li>Oyunu bir gelir kaynağı olarak görmeyin.</li>
      <li>Yorgunken, üzgünken veya alkollüyken oynamayın.</li>
    </ul>
    <h2>Sunduğumuz araçlar</h2>
    <p>Canlı destek üzerinden günlük, haftalık veya aylık yatırım limiti koyabilir, 24 saatten 6 haftaya kadar oyun arası verebilir ya da hesabınızı en az 6 ay süreyle kendi isteğinizle kapatabilirsiniz. Limit düşürme talepleri hemen, limit yükseltme talepleri 24 saat sonra uygulanır.</p>
    <h2>Yardım almak</h2>
    <p>Oyun alışkanlıklarınızın kontrolden çıktığını düşünüyorsanız profesyonel destek almaktan çekinmeyin. Gamblers Anonymous gibi kuruluşlar ve bir sağlık uzmanı size yardımcı olabilir. Çocukların cihazlarınıza erişimini ebeveyn denetimi yazılımlarıyla kısıtlamanızı öneririz.</p>`,
  bodyEn: html`
    <h2>Gaming is entertainment</h2>
    <p>At ${OPERATOR} we want gaming to stay enjoyable and under control. Our site is open only to people aged 18 and over; minors are not allowed to open accounts, and any such account is closed.</p>
    <h2>Stay in control</h2>
    <ul>
      <li>Decide in advance how much money and time you will spend.</li>
      <li>Do not raise your stakes to win back losses.</li>
      <li>Do not see gaming as a source of income.</li>
      <li>Do not play when you are tired, upset or have been drinking.</li>
    </ul>
    <h2>Tools we offer</h2>
    <p>Through live support you can set a daily, weekly or monthly deposit limit, take a time-out from 24 hours to 6 weeks, or self-exclude for at least 6 months. Lower limits apply at once; higher limits take effect after 24 hours.</p>
    <h2>Getting help</h2>
    <p>If you feel your gaming is getting out of control, do not hesitate to seek professional help. Organisations such as Gamblers Anonymous and your doctor can support you. We recommend parental-control software to keep children away from your devices.</p>`,
};

export const bonusTerms: CmsPageSeed = {
  id: 8,
  categoryId: 2,
  position: 5,
  titleTr: 'Bonus Kuralları',
  titleEn: 'Bonus Terms',
  bodyTr: html`
    <h2>Genel bonus kuralları</h2>
    <p>Aşağıdaki kurallar, kampanya sayfasında aksi belirtilmedikçe tüm bonus ve promosyonlar için geçerlidir.</p>
    <ul>
      <li>Aynı anda yalnızca bir aktif bonus kullanılabilir.</li>
      <li>Çevrim şartı tamamlanmadan bonus bakiyesi ve bundan doğan kazançlar çekilemez.</li>
      <li>Çevrim sırasında tek bahiste kullanılabilecek en yüksek tutar 250 TL’dir.</li>
      <li>Slot oyunları çevrime %100, canlı casino %10, masa oyunları %5 oranında katkı sağlar; kampanyaya özel kurallar saklıdır.</li>
      <li>Bonuslar kişiye özeldir; aynı hane, IP adresi veya cihazdan birden fazla hesapla alınamaz.</li>
    </ul>
    <h2>Deneme bonusu</h2>
    <p>Yeni üyelere kayıt sırasında seçmeleri ve telefon numaralarını doğrulamaları hâlinde 50 TL deneme bonusu verilir. Deneme bonusundan en fazla 500 TL kazanç çekilebilir ve çekim için en az bir yatırım yapılmış olması gerekir.</p>
    <h2>Kötüye kullanım</h2>
    <p>Risksiz bahis stratejileri, karşılıklı bahisler veya birden fazla hesapla yapılan işlemler tespit edildiğinde ilgili bonus ve kazançlar iptal edilir. Şirket, gerekçe göstererek herhangi bir kampanyayı değiştirme veya sonlandırma hakkını saklı tutar.</p>`,
  bodyEn: html`
    <h2>General bonus rules</h2>
    <p>The rules below apply to every bonus and promotion unless the promotion page says otherwise.</p>
    <ul>
      <li>Only one bonus can be active at a time.</li>
      <li>Bonus balance and winnings from it cannot be withdrawn until the wagering requirement is met.</li>
      <li>While wagering, the maximum single bet is 250 TL.</li>
      <li>Slots contribute 100% to wagering, live casino 10% and table games 5%; promotion-specific rules prevail.</li>
      <li>Bonuses are personal and cannot be claimed by several accounts from the same household, IP address or device.</li>
    </ul>
    <h2>Trial bonus</h2>
    <p>New members who choose it at registration and verify their phone number receive a 50 TL trial bonus. Up to 500 TL can be withdrawn from trial-bonus winnings, and at least one deposit is required before withdrawal.</p>
    <h2>Abuse</h2>
    <p>Where risk-free betting strategies, opposite bets or play across several accounts are detected, the bonus and winnings concerned are cancelled. The Company may change or end any promotion, giving its reasons.</p>`,
};

import { OPERATOR, html, type CmsPageSeed } from './types.js';

export const aboutUs: CmsPageSeed = {
  id: 3,
  categoryId: 2,
  position: 0,
  titleTr: 'Hakkımızda',
  titleEn: 'About Us',
  bodyTr: html`
    <h2>Kasa Casino’ya hoş geldiniz</h2>
    <p>Kasa Casino, ${OPERATOR} tarafından işletilen bir çevrim içi casino ve spor bahisleri platformudur. Amacımız, Türkiye’deki oyunculara kendi dillerinde, hızlı, adil ve güvenli bir oyun deneyimi sunmaktır.</p>
    <p>${OPERATOR}, Filipinler’in oyun düzenleme otoritesi tarafından verilen şans oyunları lisansına sahip, lisanslı bir şirkettir. Tüm oyunlarımız, sonuçların rastgeleliği bağımsız test kuruluşlarınca denetlenen sağlayıcılardan gelir.</p>
    <h2>Neler sunuyoruz?</h2>
    <ul>
      <li>Dünyanın önde gelen stüdyolarından binlerce slot, canlı casino ve TV oyunu</li>
      <li>Maç öncesi ve canlı spor bahisleri</li>
      <li>Türk lirası ile hızlı yatırım ve çekim</li>
      <li>Haftanın yedi günü, 24 saat Türkçe canlı destek</li>
    </ul>
    <h2>Sorumlu oyun</h2>
    <p>Sitemiz yalnızca 18 yaşını doldurmuş kişilere açıktır. Oyunun bir eğlence olarak kalması bizim için önemlidir; bu nedenle yatırım limiti, oyun arası ve hesap kapatma gibi araçları tüm oyuncularımıza sunuyoruz.</p>`,
  bodyEn: html`
    <h2>Welcome to Kasa Casino</h2>
    <p>Kasa Casino is an online casino and sports-betting platform operated by ${OPERATOR} Our aim is to give players in Türkiye a fast, fair and safe gaming experience in their own language.</p>
    <p>${OPERATOR} is a licensed company holding a gaming licence issued by the gaming regulator of the Philippines. All of our games come from providers whose random outcomes are audited by independent testing laboratories.</p>
    <h2>What we offer</h2>
    <ul>
      <li>Thousands of slots, live casino tables and TV games from leading studios</li>
      <li>Pre-match and in-play sports betting</li>
      <li>Fast deposits and withdrawals in Turkish lira</li>
      <li>Live support in Turkish, 24 hours a day, seven days a week</li>
    </ul>
    <h2>Responsible gaming</h2>
    <p>Our site is open only to people aged 18 or over. We want gaming to stay entertainment, so every player can use deposit limits, time-outs and self-exclusion.</p>`,
};

export const contact: CmsPageSeed = {
  id: 6,
  categoryId: 2,
  position: 3,
  titleTr: 'İletişim ve Canlı Destek',
  titleEn: 'Contact and Live Support',
  bodyTr: html`
    <h2>Size nasıl yardımcı olabiliriz?</h2>
    <p>Destek ekibimiz günün her saatinde Türkçe olarak yanınızda. Hesabınız, yatırım ve çekim işlemleriniz, bonuslarınız veya oyunlarla ilgili her soruda bize ulaşabilirsiniz.</p>
    <h2>İletişim kanallarımız</h2>
    <ul>
      <li>Canlı destek: sayfanın sağ alt köşesindeki sohbet düğmesi, ortalama yanıt süresi 1 dakikanın altında</li>
      <li>E-posta: destek@kasacasino.com, 24 saat içinde yanıt</li>
      <li>Sizi Arayalım formu: menüdeki bağlantıdan numaranızı bırakın, uygun olduğunuz saatte sizi arayalım</li>
      <li>Telegram: güncel adres duyuruları ve kampanyalar için resmi kanalımız @kasacasino</li>
    </ul>
    <h2>Güvenliğiniz için</h2>
    <p>Temsilcilerimiz sizden hiçbir zaman şifrenizi veya SMS doğrulama kodunuzu istemez. Bu bilgileri soran kişilerle paylaşmayın ve durumu canlı desteğe bildirin.</p>`,
  bodyEn: html`
    <h2>How can we help?</h2>
    <p>Our support team is available around the clock. Contact us with any question about your account, deposits and withdrawals, bonuses or games.</p>
    <h2>Ways to reach us</h2>
    <ul>
      <li>Live chat: the chat button at the bottom right of the page, average response under one minute</li>
      <li>E-mail: destek@kasacasino.com, answered within 24 hours</li>
      <li>Call Request Form: leave your number through the menu link and we will call you at a time that suits you</li>
      <li>Telegram: our official channel @kasacasino for address updates and promotions</li>
    </ul>
    <h2>For your safety</h2>
    <p>Our agents will never ask for your password or your SMS verification code. Do not share them with anyone who asks, and report it to live support.</p>`,
};

import { html, type CmsPageSeed } from './types.js';

export const faq: CmsPageSeed = {
  id: 1,
  categoryId: 1,
  position: 0,
  titleTr: 'Sıkça Sorulan Sorular',
  titleEn: 'Frequently Asked Questions',
  bodyTr: html`
    <h2>Nasıl üye olurum?</h2>
    <p>Sağ üstteki Kayıt Ol düğmesine tıklayın. Hızlı kayıt formunda ad, soyad, kullanıcı adı, e-posta, şifre ve telefon numaranızı girmeniz yeterlidir. Üyelik için 18 yaşını doldurmuş olmanız gerekir.</p>
    <h2>Şifremi unuttum, ne yapmalıyım?</h2>
    <p>Giriş penceresindeki Şifremi Unuttum bağlantısına tıklayın ve kullanıcı adınızı yazın. E-posta adresinize gelen kodu girdikten sonra yeni şifrenizi belirleyebilirsiniz.</p>
    <h2>Telefon doğrulaması neden gerekli?</h2>
    <p>Telefon doğrulaması hesabınızın güvenliğini artırır ve deneme bonusu için gereklidir. Hesabım sayfasından numaranıza SMS kodu gönderip doğrulamayı birkaç saniyede tamamlayabilirsiniz.</p>
    <h2>Site adresi değişirse nasıl haberdar olurum?</h2>
    <ul>
      <li>Sitenin üst kısmındaki bilgilendirme şeridinde yeni adresimizi duyururuz.</li>
      <li>Telegram kanalımız ve sosyal medya hesaplarımız güncel adresi her zaman paylaşır.</li>
      <li>Canlı destek ekibimize sorarak da yeni adresi öğrenebilirsiniz.</li>
    </ul>`,
  bodyEn: html`
    <h2>How do I sign up?</h2>
    <p>Click Sign Up at the top right. In the fast sign-up form you only need your name, surname, username, e-mail, password and phone number. You must be 18 or over to become a member.</p>
    <h2>I forgot my password. What should I do?</h2>
    <p>Click Recovery Password in the login window and type your username. Enter the code sent to your e-mail address, then choose a new password.</p>
    <h2>Why is phone verification needed?</h2>
    <p>Phone verification makes your account safer and is required for the trial bonus. On the My Account page you can have an SMS code sent to your number and finish in a few seconds.</p>
    <h2>How will I know if the site address changes?</h2>
    <ul>
      <li>We announce the new address in the notice bar at the top of the site.</li>
      <li>Our Telegram channel and social media accounts always share the current address.</li>
      <li>You can also ask our live support team for the new address.</li>
    </ul>`,
};

export const payments: CmsPageSeed = {
  id: 2,
  categoryId: 1,
  position: 1,
  titleTr: 'Para Yatırma ve Çekme',
  titleEn: 'Deposits and Withdrawals',
  bodyTr: html`
    <h2>Para yatırma</h2>
    <p>Hesabım menüsündeki Para Yatır sayfasından size uygun yöntemi seçin, tutarı girin ve yönergeleri izleyin. Havale, EFT ve dijital cüzdan yatırımları çoğunlukla birkaç dakika içinde hesabınıza yansır.</p>
    <ul>
      <li>En az yatırım tutarı 100 TL’dir.</li>
      <li>Yatırımı yalnızca kendi adınıza kayıtlı hesaplardan yapın.</li>
      <li>Açıklama alanına, sayfada gösterilen referans bilgisini yazmayı unutmayın.</li>
    </ul>
    <h2>Para çekme</h2>
    <p>Para Çek sayfasında yöntemi seçip kendi adınıza kayıtlı IBAN bilgisini girin. Talepler güvenlik kontrolünden sonra genellikle 15 dakika ile 2 saat arasında sonuçlanır.</p>
    <ul>
      <li>En az çekim tutarı 200 TL’dir.</li>
      <li>Aktif bir bonusun çevrim şartı tamamlanmadan çekim yapılamaz.</li>
      <li>İlk çekiminizden önce kimlik doğrulaması istenebilir.</li>
    </ul>`,
  bodyEn: html`
    <h2>Deposits</h2>
    <p>On the Deposit page of the My Account menu choose a method that suits you, enter the amount and follow the instructions. Bank transfers and digital wallet deposits usually reach your account within a few minutes.</p>
    <ul>
      <li>The minimum deposit is 100 TL.</li>
      <li>Deposit only from accounts registered in your own name.</li>
      <li>Remember to enter the reference shown on the page in the description field.</li>
    </ul>
    <h2>Withdrawals</h2>
    <p>On the Withdraw page choose a method and enter an IBAN registered in your own name. After a security check, requests are usually settled within 15 minutes to 2 hours.</p>
    <ul>
      <li>The minimum withdrawal is 200 TL.</li>
      <li>You cannot withdraw until the wagering requirement of an active bonus is met.</li>
      <li>Identity verification may be requested before your first withdrawal.</li>
    </ul>`,
};

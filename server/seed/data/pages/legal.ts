import { OPERATOR, html, type CmsPageSeed } from './types.js';

export const terms: CmsPageSeed = {
  id: 4,
  categoryId: 2,
  position: 1,
  titleTr: 'Şartlar ve Koşullar',
  titleEn: 'Terms and Conditions',
  bodyTr: html`
    <h2>1. Genel</h2>
    <p>Bu şartlar, ${OPERATOR} (“Şirket”) tarafından işletilen Kasa Casino web sitesinin kullanımını düzenler. Şirket, Filipinler’in oyun düzenleme otoritesi tarafından verilmiş bir şans oyunları lisansı kapsamında faaliyet gösterir. Siteye kayıt olarak bu şartları okuduğunuzu ve kabul ettiğinizi beyan edersiniz.</p>
    <h2>2. Hesap açma</h2>
    <ul>
      <li>Hesap açmak için 18 yaşını doldurmuş olmanız gerekir.</li>
      <li>Her kişi yalnızca bir hesap açabilir; kayıt bilgilerinin doğru ve güncel olması zorunludur.</li>
      <li>Kimlik ve adres doğrulaması için belge istenebilir; doğrulama tamamlanmadan çekim yapılamayabilir.</li>
      <li>Şifrenizin ve doğrulama kodlarınızın gizliliğinden siz sorumlusunuz.</li>
    </ul>
    <h2>3. Yatırım ve çekim</h2>
    <p>Tüm işlemler Türk lirası ile yapılır. Yatırılan tutarlar en az bir kez oyunda kullanılmadan çekilemez. Çekim talepleri güvenlik kontrollerinden sonra, genellikle aynı gün içinde sonuçlandırılır. Kara para aklamanın önlenmesi amacıyla şüpheli işlemler bekletilebilir ve yetkili makamlara bildirilebilir.</p>
    <h2>4. Oyunlar ve bahisler</h2>
    <p>Oyun sonuçları, sağlayıcıların rastgele sayı üreticileri veya canlı masalardaki gerçek oyun akışıyla belirlenir. Teknik bir arıza durumunda etkilenen tur geçersiz sayılır ve bahis tutarı iade edilir. Onaylanmış bir spor bahsi iptal edilemez.</p>
    <h2>5. Hesabın kapatılması</h2>
    <p>Hesabınızı dilediğiniz zaman canlı destek üzerinden kapatabilirsiniz. Şirket, bu şartların ihlali, sahte bilgi kullanımı veya hileli işlem şüphesi hâlinde hesabı askıya alma ve kazançları inceleme hakkını saklı tutar.</p>
    <h2>6. Değişiklikler</h2>
    <p>Şirket bu şartları güncelleyebilir. Önemli değişiklikler sitede duyurulur; değişiklikten sonra siteyi kullanmaya devam etmeniz güncel şartları kabul ettiğiniz anlamına gelir.</p>`,
  bodyEn: html`
    <h2>1. General</h2>
    <p>These terms govern the use of the Kasa Casino website operated by ${OPERATOR} (“the Company”). The Company operates under a gaming licence issued by the gaming regulator of the Philippines. By registering you confirm that you have read and accepted these terms.</p>
    <h2>2. Opening an account</h2>
    <ul>
      <li>You must be at least 18 years old to open an account.</li>
      <li>Each person may hold only one account, and registration details must be accurate and up to date.</li>
      <li>Documents may be requested to verify your identity and address; withdrawals may be held until verification is complete.</li>
      <li>You are responsible for keeping your password and verification codes secret.</li>
    </ul>
    <h2>3. Deposits and withdrawals</h2>
    <p>All transactions are in Turkish lira. Deposited funds must be played through at least once before they can be withdrawn. Withdrawal requests are settled after security checks, usually on the same day. To prevent money laundering, suspicious transactions may be held and reported to the competent authorities.</p>
    <h2>4. Games and bets</h2>
    <p>Game outcomes are determined by the providers’ random number generators or by the real play at live tables. If a technical fault occurs, the affected round is void and the stake is returned. A confirmed sports bet cannot be cancelled.</p>
    <h2>5. Closing an account</h2>
    <p>You may close your account at any time through live support. The Company may suspend an account and review its winnings if these terms are breached, false details are used or fraudulent activity is suspected.</p>
    <h2>6. Changes</h2>
    <p>The Company may update these terms. Significant changes are announced on the site; continuing to use the site after a change means you accept the updated terms.</p>`,
};

export const privacy: CmsPageSeed = {
  id: 5,
  categoryId: 2,
  position: 2,
  titleTr: 'Gizlilik Politikası',
  titleEn: 'Privacy Policy',
  bodyTr: html`
    <h2>Hangi verileri topluyoruz?</h2>
    <p>Hesabınızı açarken verdiğiniz ad, soyad, kullanıcı adı, e-posta, telefon numarası, T.C. kimlik numarası ve doğum tarihi ile yatırım, çekim ve oyun geçmişinizi işleriz. Güvenlik amacıyla oturum bilgilerinizi ve cihaz parmak izinizi de kaydederiz.</p>
    <h2>Verilerinizi neden kullanıyoruz?</h2>
    <ul>
      <li>Hesabınızı yönetmek ve yaşınızı ve kimliğinizi doğrulamak için</li>
      <li>Ödemelerinizi güvenle gerçekleştirmek ve dolandırıcılığı önlemek için</li>
      <li>Lisans koşullarımızın ve yasal yükümlülüklerimizin gerektirdiği kayıtları tutmak için</li>
      <li>İzin vermeniz hâlinde size kampanya ve bonus duyuruları göndermek için</li>
    </ul>
    <h2>Verilerin paylaşılması</h2>
    <p>${OPERATOR} kişisel verilerinizi satmaz. Veriler yalnızca ödeme kuruluşları, oyun sağlayıcıları ve lisans veren düzenleyici otorite gibi hizmetin sunulması veya yasal denetim için gerekli taraflarla, gerektiği ölçüde paylaşılır.</p>
    <h2>Saklama ve güvenlik</h2>
    <p>Şifreler geri döndürülemez biçimde saklanır, tüm bağlantılar şifrelidir. Verileriniz, hesabınız kapandıktan sonra yasal saklama süreleri boyunca tutulur ve ardından silinir.</p>
    <h2>Haklarınız</h2>
    <p>Verilerinize erişme, düzeltilmesini veya silinmesini isteme ve pazarlama izninizi geri çekme hakkına sahipsiniz. Talepleriniz için destek@kasacasino.com adresine yazabilirsiniz.</p>`,
  bodyEn: html`
    <h2>What data do we collect?</h2>
    <p>We process the name, surname, username, e-mail, phone number, Turkish ID number and date of birth you give us when opening an account, together with your deposit, withdrawal and game history. For security we also record your session details and device fingerprint.</p>
    <h2>Why do we use your data?</h2>
    <ul>
      <li>To manage your account and verify your age and identity</li>
      <li>To process your payments safely and prevent fraud</li>
      <li>To keep the records our licence conditions and legal obligations require</li>
      <li>To send you promotions and bonus news, if you have agreed to receive them</li>
    </ul>
    <h2>Sharing your data</h2>
    <p>${OPERATOR} does not sell personal data. Data is shared only as far as necessary with parties needed to provide the service or for legal oversight, such as payment institutions, game providers and the licensing regulator.</p>
    <h2>Storage and security</h2>
    <p>Passwords are stored in a form that cannot be reversed, and every connection is encrypted. Your data is kept for the legal retention periods after your account is closed and is then deleted.</p>
    <h2>Your rights</h2>
    <p>You have the right to access your data, ask for it to be corrected or deleted, and withdraw your marketing consent. Write to destek@kasacasino.com with any request.</p>`,
};

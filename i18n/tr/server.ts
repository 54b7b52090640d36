import { serverMoneyTr } from './server-money';
import { serverPayPageTr } from './server-pay-page';
import { serverOperatorsTr } from './server-operators';
import { serverCasinoTr } from './server-casino';
import { serverGamesTr } from './server-games';
import { serverSportsTr } from './server-sports';
import { serverSportsbookTr } from './server-sportsbook';
import { serverLimitsTr } from './server-limits';
import type { serverEn } from '../en/server';

/** Answers of the server only (errors; identity, session, phone, recovery and wallet calls; SMS and e-mail): they never ship to the browser. */
export const serverTr: Record<keyof typeof serverEn, string> = {
  'error.notFound': 'Aradığınız kaynak bulunamadı.',
  'error.internal': 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
  'error.validation': 'Lütfen işaretli alanları kontrol edin.',
  'error.unauthorized': 'Bu işlem için giriş yapmanız gerekiyor.',
  'error.rateLimited': 'Çok fazla istek gönderdiniz. Lütfen biraz bekleyip tekrar deneyin.',
  'error.busy': 'Sunucu şu anda çok yoğun. Lütfen birkaç saniye sonra tekrar deneyin.',
  'error.badRequest': 'İstek okunamadı.',
  'error.headersTooLarge': 'İstek başlıkları çok büyük. Çerezleri temizleyip tekrar deneyin.',
  'error.timeout': 'İstek zamanında tamamlanmadı. Lütfen tekrar deneyin.',
  'error.pageNotFound': 'Sayfa bulunamadı.',

  'auth.loggedIn': 'Giriş başarılı. Hoş geldiniz!',
  'auth.badCredentials': 'Kullanıcı adı veya şifre hatalı.',
  'auth.registered': 'Kaydınız tamamlandı. Hoş geldiniz!',
  'support.callRequestSent': 'Teşekkürler. Talebinizi aldık, sizi arayacağız.',
  'chat.messageConflict': 'Bu mesaj numarası başka bir mesaj için kullanılmış.',
  'auth.loggedOut': 'Çıkış yapıldı.',
  'auth.tooManyAttempts': 'Çok fazla deneme yapıldı. Lütfen {{minutes, plural, other {# dakika}}} sonra tekrar deneyin.',
  'register.birthDateInvalid': 'Lütfen geçerli bir doğum tarihi girin.',
  'register.accountTaken': 'Bu kullanıcı adı veya e-posta adresi zaten kullanılıyor. Başka bir kullanıcı adı seçin ya da şifrenizi unuttuysanız şifre sıfırlamayı kullanın.',
  'register.countryUnknown': 'Lütfen listeden bir ülke seçin.',
  'register.currencyUnsupported': 'Şu anda yalnızca Türk lirası hesabı açılabiliyor.',
  'register.personalNoInvalid': 'T.C. kimlik numarası geçerli değil. Lütfen kontrol edin.',
  'password.changed': 'Şifreniz değiştirildi.',
  'password.oldWrong': 'Mevcut şifreniz hatalı.',
  'recovery.sent': 'Kullanıcı adı kayıtlıysa, hesaba ait e-posta adresine bir şifre sıfırlama kodu gönderdik.',
  'recovery.codeAccepted': 'Kod doğrulandı. Şimdi yeni şifrenizi belirleyin.',
  'recovery.codeInvalid': 'Kod geçersiz ya da süresi dolmuş. Kodu kontrol edin veya yeni bir kod isteyin.',
  'recovery.done': 'Şifreniz değiştirildi. Yeni şifrenizle giriş yapabilirsiniz.',
  'phone.codeSent': 'Doğrulama kodu {{phone}} numarasına SMS ile gönderildi.',
  'phone.resendWait': 'Yeni bir kod isteyebilmek için {{seconds, plural, other {# saniye}}} bekleyin.',
  'phone.codeWrong': 'Kod hatalı. {{left, plural, other {# deneme}}} hakkınız kaldı.',
  'phone.codeExpired': 'Kodun süresi doldu. Lütfen yeni bir kod isteyin.',
  'phone.codeExhausted': 'Çok fazla hatalı deneme yapıldı. Lütfen yeni bir kod isteyin.',
  'phone.noCode': 'Bu numara için gönderilmiş geçerli bir kod yok. Lütfen önce kod isteyin.',
  'phone.verified': 'Telefon numaranız doğrulandı.',
  'phone.alreadyVerified': 'Bu telefon numarası zaten doğrulanmış.',
  'phone.inUse': 'Bu telefon numarası başka bir hesapta doğrulanmış. Lütfen başka bir numara girin.',
  'phone.sendFailed': 'SMS şu anda gönderilemedi. Lütfen biraz sonra tekrar deneyin.',
  'bonus.credited': '{{amount}} deneme bonusu hesabınıza eklendi.',
  'bonus.needsPhone': 'Deneme bonusunu almak için önce telefon numaranızı doğrulayın.',
  'bonus.alreadyClaimed': 'Deneme bonusunu daha önce aldınız.',
  'bonus.phoneUsed': 'Bu telefon numarasıyla deneme bonusu daha önce alınmış.',
  'bonus.unavailable': 'Şu anda deneme bonusu sunulmuyor.',
  'sessions.ended': 'Oturum sonlandırıldı.',
  'sessions.notFound': 'Oturum bulunamadı ya da zaten sonlandırılmış.',
  'hub.websocketOnly': 'Bu adres yalnızca WebSocket bağlantısı kabul eder.',
  'hub.tooManyConnections': 'Çok fazla açık bağlantı var. Bir sekmeyi veya başka bir cihazı kapatıp tekrar deneyin.',
  'hub.sessionEnded': 'Oturumunuz sona erdi. Lütfen tekrar giriş yapın.',
  'hub.restarting': 'Sunucu yeniden başlatılıyor; bağlantı birazdan yeniden kurulacak.',

  'sms.phoneCode': 'Kasa: telefon doğrulama kodunuz {{code}}. Kod {{minutes, plural, other {# dakika}}} geçerlidir. Kimseyle paylaşmayın.',
  'email.resetCode.subject': 'Kasa şifre sıfırlama kodu',
  'email.resetCode.text':
    'Merhaba {{username}},\n\nŞifre sıfırlama kodunuz: {{code}}\nKod {{minutes, plural, other {# dakika}}} geçerlidir ve bir kez kullanılabilir.\n\nŞifre sıfırlama isteğinde bulunmadıysanız bu e-postayı dikkate almayın: şifreniz değişmez.',
  ...serverMoneyTr,
  ...serverPayPageTr,
  ...serverOperatorsTr,
  ...serverCasinoTr,
  ...serverGamesTr,
  ...serverSportsTr,
  ...serverSportsbookTr,
  ...serverLimitsTr,
};

import type { serverOperatorsEn } from '../en/server-operators';

/** Turkish server answers: operators. */
export const serverOperatorsTr: Record<keyof typeof serverOperatorsEn, string> = {
  'operators.unauthorized': 'Bu işlem için yönetim paneline giriş yapmanız gerekiyor.',
  'operators.forbidden': 'Rolünüz bu işleme izin vermiyor.',
  'operators.enroll': 'QR kodunu doğrulama uygulamanızla tarayın, ardından uygulamanın gösterdiği kodu girin.',
  'operators.enterCode': 'Doğrulama uygulamanızın gösterdiği kodu girin.',
  'operators.challengeInvalid': 'Bu giriş adımının süresi dolmuş ya da adım zaten kullanılmış. Lütfen şifrenizle yeniden giriş yapın.',
  'operators.codeWrong': 'Kod hatalı. Telefonunuzun saatini kontrol edip tekrar deneyin.',
  'operators.codeUsed': 'Bu kod zaten kullanıldı. Doğrulama uygulamanızın bir sonraki kodunu bekleyin.',
  'operators.signedIn': 'Yönetim paneline giriş yaptınız.',
  'operators.signedOut': 'Yönetim panelinden çıkış yaptınız.',
  'operators.paymentApproved': 'İşlem onaylandı.',
  'operators.paymentRejected': 'İşlem reddedildi.',
  'operators.messageSent': 'Mesaj {{count}} oyuncuya gönderildi.',
  'operators.messageTarget': 'Tek bir alıcı seçin: playerId, username ya da all.',
  'operators.playerNotFound': 'Bu numara ya da kullanıcı adıyla kayıtlı oyuncu yok.',
};

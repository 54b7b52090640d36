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
  'operators.playerBlocked': 'Oyuncu engellendi ve tüm oturumları kapatıldı.',
  'operators.playerUnblocked': 'Oyuncunun engeli kaldırıldı; yeniden giriş yapabilir.',
  'operators.sessionEnded': 'Oturum sonlandırıldı.',
  'operators.balanceAdjusted': 'Bakiye düzeltildi.',
  'operators.adjustmentBelowZero': 'Bu düzeltme bakiyeyi sıfırın altına düşürür.',
  'operators.adjustmentConflict': 'Bu istek numarası farklı bir düzeltme için zaten kullanıldı.',
  'operators.partnerAccessGranted': 'Oyuncu artık bahis ortağına erişebilir.',
  'operators.partnerAccessRevoked': 'Oyuncunun bahis ortağına erişimi kaldırıldı.',
  'operators.periodInvalid': 'Başlangıcı bitişinden sonra olmayan, en fazla 366 günlük bir dönem seçin.',
  'operators.accountBlocked': 'Hesabınız engellendi. Lütfen müşteri hizmetleriyle iletişime geçin.',
};

import type { ServerLocale } from '../../http/messages.js';

const SITE = 'Kasa';

export function phoneCodeSms(locale: ServerLocale, code: string, minutes: number): string {
  return locale === 'en'
    ? `${SITE}: your phone verification code is ${code}. It is valid for ${minutes} minutes. Do not share it with anyone.`
    : `${SITE}: telefon doğrulama kodunuz ${code}. Kod ${minutes} dakika geçerlidir. Kimseyle paylaşmayın.`;
}

export function resetCodeEmail(locale: ServerLocale, username: string, code: string, minutes: number) {
  if (locale === 'en') {
    return {
      subject: `${SITE} password reset code`,
      text: [
        `Hello ${username},`,
        '',
        `Your password reset code is: ${code}`,
        `It is valid for ${minutes} minutes and can be used once.`,
        '',
        'If you did not ask to reset your password, ignore this e-mail: your password stays unchanged.',
      ].join('\n'),
    };
  }
  return {
    subject: `${SITE} şifre sıfırlama kodu`,
    text: [
      `Merhaba ${username},`,
      '',
      `Şifre sıfırlama kodunuz: ${code}`,
      `Kod ${minutes} dakika geçerlidir ve bir kez kullanılabilir.`,
      '',
      'Şifre sıfırlama isteğinde bulunmadıysanız bu e-postayı dikkate almayın: şifreniz değişmez.',
    ].join('\n'),
  };
}

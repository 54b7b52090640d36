import { describe, expect, it } from 'vitest';
import { format } from '../../../i18n/format';
import { serverMessage } from '../../../server/http/messages';
import { phoneCodeSms, resetCodeEmail } from '../../../server/modules/outbox/templates';
import { uiCatalogues } from '../../../i18n/catalogues';

describe('format', () => {
  it('fills named parameters and leaves unknown ones as written', () => {
    expect(format('Play {{name}} ({{name}})', 'en', { name: 'Book of Ra' })).toBe('Play Book of Ra (Book of Ra)');
    expect(format('{{index}} / {{total}}', 'tr', { index: 2 })).toBe('2 / {{total}}');
    expect(format('Hello {{name}}', 'en')).toBe('Hello {{name}}');
    expect(format('{{constructor}} {{toString, plural, other {#}}}', 'en', {})).toBe('{{constructor}} {{toString, plural, other {#}}}');
  });

  it('does not read parameters inside the values it fills in', () => {
    expect(format('Hello {{username}}, code {{code}}', 'en', { username: '{{code}}', code: '123456' })).toBe('Hello {{code}}, code 123456');
  });

  it('picks the plural form by the language rules, # being the number', () => {
    const tries = 'You have {{left, plural, one {# try} other {# tries}}} left.';
    expect(format(tries, 'en', { left: 1 })).toBe('You have 1 try left.');
    expect(format(tries, 'en', { left: 0 })).toBe('You have 0 tries left.');
    expect(format(tries, 'en', { left: '4' })).toBe('You have 4 tries left.');
    expect(format('{{n, plural, =0 {none} one {# item} other {# items}}}', 'en', { n: 0 })).toBe('none');
  });

  it('falls back to the other form where the language has no form of its own', () => {
    // Turkish counts 1 as "one", but the noun after a number stays singular: one form serves every number.
    expect(new Intl.PluralRules('tr').select(1)).toBe('one');
    expect(format('{{left, plural, other {# deneme}}} hakkınız kaldı', 'tr', { left: 1 })).toBe('1 deneme hakkınız kaldı');
    expect(format('{{left, plural, other {# deneme}}} hakkınız kaldı', 'tr', { left: 5 })).toBe('5 deneme hakkınız kaldı');
  });

  it('leaves a plural as written when its count is missing or not a number', () => {
    const text = '{{left, plural, one {# try} other {# tries}}}';
    expect(format(text, 'en', {})).toBe(text);
    expect(format(text, 'en', { left: 'many' })).toBe(text);
  });
});

describe('count-bearing messages in both languages', () => {
  it('tells the tries left in the singular and the plural', () => {
    expect(serverMessage('en', 'phone.codeWrong', { left: 1 })).toBe('The code is incorrect. You have 1 try left.');
    expect(serverMessage('en', 'phone.codeWrong', { left: 2 })).toBe('The code is incorrect. You have 2 tries left.');
    expect(serverMessage('tr', 'phone.codeWrong', { left: 1 })).toBe('Kod hatalı. 1 deneme hakkınız kaldı.');
    expect(serverMessage('tr', 'phone.codeWrong', { left: 4 })).toBe('Kod hatalı. 4 deneme hakkınız kaldı.');
  });

  it('tells seconds and minutes to wait', () => {
    expect(serverMessage('en', 'phone.resendWait', { seconds: 1 })).toBe('Please wait 1 second before requesting a new code.');
    expect(serverMessage('en', 'phone.resendWait', { seconds: 45 })).toBe('Please wait 45 seconds before requesting a new code.');
    expect(serverMessage('tr', 'phone.resendWait', { seconds: 1 })).toBe('Yeni bir kod isteyebilmek için 1 saniye bekleyin.');
    expect(serverMessage('en', 'auth.tooManyAttempts', { minutes: 1 })).toBe('Too many attempts. Please try again in 1 minute.');
    expect(serverMessage('tr', 'auth.tooManyAttempts', { minutes: 1 })).toBe('Çok fazla deneme yapıldı. Lütfen 1 dakika sonra tekrar deneyin.');
    expect(format(uiCatalogues.en['phoneVerification.resendIn'], 'en', { seconds: 1 })).toBe('Resend code in 1 second');
    expect(format(uiCatalogues.en['phoneVerification.resendIn'], 'en', { seconds: 30 })).toBe('Resend code in 30 seconds');
    expect(format(uiCatalogues.tr['phoneVerification.resendIn'], 'tr', { seconds: 1 })).toBe('1 saniye sonra yeniden kod isteyebilirsiniz');
  });

  it('counts characters in the validation messages', () => {
    expect(serverMessage('en', 'validation.min', { min: 1 })).toBe('Must be at least 1 character');
    expect(serverMessage('en', 'validation.length', { length: 11 })).toBe('Must be exactly 11 characters');
    expect(serverMessage('tr', 'validation.max', { max: 1 })).toBe('En fazla 1 karakter olmalı');
  });

  it('writes the SMS and the reset e-mail from the catalogue, with the validity in minutes', () => {
    expect(phoneCodeSms('en', '123456', 1)).toBe('Kasa: your phone verification code is 123456. It is valid for 1 minute. Do not share it with anyone.');
    expect(phoneCodeSms('tr', '123456', 10)).toBe('Kasa: telefon doğrulama kodunuz 123456. Kod 10 dakika geçerlidir. Kimseyle paylaşmayın.');
    const mail = resetCodeEmail('en', 'ali', '654321', 10);
    expect(mail.subject).toBe('Kasa password reset code');
    expect(mail.text.split('\n')).toEqual([
      'Hello ali,',
      '',
      'Your password reset code is: 654321',
      'It is valid for 10 minutes and can be used once.',
      '',
      'If you did not ask to reset your password, ignore this e-mail: your password stays unchanged.',
    ]);
    expect(resetCodeEmail('tr', 'ali', '654321', 10).text).toContain('Şifre sıfırlama kodunuz: 654321\nKod 10 dakika geçerlidir');
  });
});

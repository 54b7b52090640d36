import { serverMessage, type ServerLocale } from '../../http/messages.js';

export function phoneCodeSms(locale: ServerLocale, code: string, minutes: number): string {
  return serverMessage(locale, 'sms.phoneCode', { code, minutes });
}

export function resetCodeEmail(locale: ServerLocale, username: string, code: string, minutes: number) {
  return {
    subject: serverMessage(locale, 'email.resetCode.subject'),
    text: serverMessage(locale, 'email.resetCode.text', { username, code, minutes }),
  };
}

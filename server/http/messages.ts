import { identityEn, identityTr } from './identity-messages.js';

export type ServerLocale = 'tr' | 'en';

const tr = {
  'ok': 'İşlem başarılı.',
  'error.notFound': 'Aradığınız kaynak bulunamadı.',
  'error.internal': 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
  'error.validation': 'Lütfen işaretli alanları kontrol edin.',
  'error.unauthorized': 'Bu işlem için giriş yapmanız gerekiyor.',
  'error.rateLimited': 'Çok fazla istek gönderdiniz. Lütfen biraz bekleyip tekrar deneyin.',
  'error.badRequest': 'İstek okunamadı.',
  'error.headersTooLarge': 'İstek başlıkları çok büyük. Çerezleri temizleyip tekrar deneyin.',
  'error.timeout': 'İstek zamanında tamamlanmadı. Lütfen tekrar deneyin.',
  'error.pageNotFound': 'Sayfa bulunamadı.',
  ...identityTr,
} as const;

const en: Record<keyof typeof tr, string> = {
  'ok': 'Done.',
  'error.notFound': 'The resource you asked for was not found.',
  'error.internal': 'Something went wrong on our side. Please try again later.',
  'error.validation': 'Please check the highlighted fields.',
  'error.unauthorized': 'Please log in to do this.',
  'error.rateLimited': 'Too many requests. Please wait a moment and try again.',
  'error.badRequest': 'The request could not be read.',
  'error.headersTooLarge': 'The request headers are too large. Clear your cookies and try again.',
  'error.timeout': 'The request did not complete in time. Please try again.',
  'error.pageNotFound': 'Page not found.',
  ...identityEn,
};

export type ServerMessageKey = keyof typeof tr;
export const serverMessages: Record<ServerLocale, Record<ServerMessageKey, string>> = { tr, en };

export function parseLocale(header: unknown): ServerLocale {
  const value = Array.isArray(header) ? header[0] : header;
  return typeof value === 'string' && value.trim().toLowerCase().startsWith('en') ? 'en' : 'tr';
}

export type MessageParams = Record<string, string | number>;

export function serverMessage(locale: ServerLocale, key: ServerMessageKey, params?: MessageParams): string {
  const text = serverMessages[locale][key];
  if (!params) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

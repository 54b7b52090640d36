import type { Locale } from './locales';
import type { ServerKey, UiKey, ValidationKey } from './keys';
import { uiTr } from './tr/ui';
import { uiEn } from './en/ui';
import { validationTr } from './tr/validation';
import { validationEn } from './en/validation';
import { serverTr } from './tr/server';
import { serverEn } from './en/server';

/** Every language at once, for the server and tests; the browser loads English on demand (src/i18n/runtime.ts). */
export const uiCatalogues: Record<Locale, Record<UiKey, string>> = { tr: uiTr, en: uiEn };
export const validationCatalogues: Record<Locale, Record<ValidationKey, string>> = { tr: validationTr, en: validationEn };
export const serverCatalogues: Record<Locale, Record<ServerKey | ValidationKey, string>> = {
  tr: { ...validationTr, ...serverTr },
  en: { ...validationEn, ...serverEn },
};

import type { uiEn } from './en/ui';
import type { validationEn } from './en/validation';
import type { serverEn } from './en/server';

/** English is the reference: every other language has exactly its keys (checked by type and by a test). */
export type UiKey = keyof typeof uiEn;
export type ValidationKey = keyof typeof validationEn;
export type ServerKey = keyof typeof serverEn;
export type BrowserKey = UiKey | ValidationKey;

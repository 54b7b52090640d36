import { uiEn } from './ui';
import { validationEn } from './validation';

/** The English chunk the browser loads on demand: its UI strings and the validation messages. */
export const browserEn = { ...validationEn, ...uiEn };

import { uiTr } from './ui';
import { validationTr } from './validation';

/** The Turkish strings of the first page: UI strings and the validation messages. */
export const browserTr = { ...validationTr, ...uiTr };

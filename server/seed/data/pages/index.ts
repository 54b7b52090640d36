import { aboutUs, contact } from './company.js';
import { faq, payments } from './help.js';
import { privacy, terms } from './legal.js';
import { bonusTerms, responsibleGaming } from './player.js';
import type { CmsPageSeed } from './types.js';

export type { CmsPageSeed } from './types.js';

/** Category 2 is the footer's content list (product §3); page 3 is About Us and page 6 the live-support page. */
export const cmsCategories = [
  { id: 1, title_tr: 'Yardım', title_en: 'Help', position: 1 },
  { id: 2, title_tr: 'Kurumsal', title_en: 'Company', position: 0 },
];

export const cmsPages: CmsPageSeed[] = [faq, payments, aboutUs, terms, privacy, contact, responsibleGaming, bonusTerms];

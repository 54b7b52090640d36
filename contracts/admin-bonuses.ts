import * as z from 'zod';
import { bonusTerms } from './bonus-terms';
import { idNumber } from './fields';

/** The back office's bonus definitions (/api/admin/bonuses): their wagering and their terms, as data. */
export const adminBonus = z.object({
  id: z.number().int(),
  kind: z.enum(['trial', 'deposit', 'offer']),
  titleTr: z.string(),
  titleEn: z.string(),
  wageringTimes: z.number().int(),
  validDays: z.number().int(),
  active: z.boolean(),
  terms: bonusTerms,
});
export type AdminBonus = z.infer<typeof adminBonus>;
export const adminBonusList = z.object({ bonuses: z.array(adminBonus) });
export const adminBonusParams = z.object({ id: z.coerce.number().pipe(idNumber()) });
/** An edit: applies to bonuses granted from now on (each granted bonus keeps the terms it was granted under). */
export const adminBonusEdit = z.object({
  wageringTimes: z.number().int().min(1).max(200),
  validDays: z.number().int().min(1).max(365),
  terms: bonusTerms,
});
export type AdminBonusEdit = z.infer<typeof adminBonusEdit>;

import * as z from 'zod';
import { liraTextToMinor, minorToLiraText } from './admin-content';
import { BONUS_FREQUENCIES, bonusTerms, WAGER_CATEGORIES, type WagerCategory } from './bonus-terms';
import { idNumber, plainText } from './fields';

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
/** The bonuses, and every game (id and name) their terms may name. */
export const adminBonusList = z.object({ bonuses: z.array(adminBonus), games: z.array(z.object({ id: z.number().int(), name: z.string() })) });
export type AdminBonusList = z.infer<typeof adminBonusList>;
export const adminBonusParams = z.object({ id: z.coerce.number().pipe(idNumber()) });
/** An edit: applies to bonuses granted from now on (each granted bonus keeps the terms it was granted under). */
export const adminBonusEdit = z.object({
  wageringTimes: z.number().int().min(1).max(200),
  validDays: z.number().int().min(1).max(365),
  terms: bonusTerms,
});
export type AdminBonusEdit = z.infer<typeof adminBonusEdit>;

/* The back office's terms form (src/admin/bonus-terms): every field as the operator types it, checked here. */

const digitsOnly = /^\d+$/;
const wholeBetween = (min: number, max: number) =>
  plainText()
    .trim()
    .refine((v) => digitsOnly.test(v) && Number(v) >= min && Number(v) <= max, { error: 'validation.wholeBetween', params: { min, max } });
const percentText = () => wholeBetween(0, 100);
const MAX_LIRA_MINOR = 1_000_000_000;
/** Lira, "" or 0 for no limit. */
const liraOrNone = () =>
  plainText()
    .trim()
    .refine((v) => v === '' || (liraTextToMinor(v) ?? Infinity) <= MAX_LIRA_MINOR, { error: 'validation.lira' });

/** A game picked from the list (its id as the select's value). */
const gameChoice = () => plainText().refine((v) => /^[1-9]\d{0,8}$/.test(v), { error: 'validation.option' });

/** Decimal odds as typed ("1,50" or "1.5"): × 1000, or null. */
export function oddsTextToX1000(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,4}(?:[.,]\d{1,2})?$/.test(t)) return null;
  return Math.round(Number(t.replace(',', '.')) * 1000);
}

export const bonusTermsForm = z.object({
  wageringTimes: wholeBetween(1, 200),
  validDays: wholeBetween(1, 365),
  contributions: z.object(Object.fromEntries(WAGER_CATEGORIES.map((c) => [c, percentText()])) as Record<WagerCategory, ReturnType<typeof percentText>>),
  games: z
    .array(z.object({ game: gameChoice(), percent: percentText() }))
    .max(200)
    .superRefine((rows, ctx) => {
      const seen = new Set<string>();
      rows.forEach((row, i) => {
        if (seen.has(row.game)) ctx.addIssue({ code: 'custom', message: 'validation.duplicateGame', path: [i, 'game'] });
        seen.add(row.game);
      });
    }),
  /** Games bonus money may not be staked on (ids as text; the screen offers only games not listed yet). */
  excludedGames: z.array(gameChoice()).max(500),
  sportsMinOdds: plainText().refine((v) => {
    const odds = oddsTextToX1000(v);
    return odds !== null && odds >= 1000 && odds <= 1_000_000;
  }, { error: 'validation.odds' }),
  maxBet: liraOrNone(),
  maxCashout: liraOrNone(),
  frequency: z.enum(BONUS_FREQUENCIES),
  stacks: z.boolean(),
});
export type BonusTermsForm = z.input<typeof bonusTermsForm>;
export type BonusTermsTextField = 'wageringTimes' | 'validDays' | 'sportsMinOdds' | 'maxBet' | 'maxCashout';

const liraText = (minor: number) => (minor === 0 ? '' : minorToLiraText(minor));

export const bonusTermsFormOf = (bonus: AdminBonus): BonusTermsForm => ({
  wageringTimes: String(bonus.wageringTimes),
  validDays: String(bonus.validDays),
  contributions: Object.fromEntries(WAGER_CATEGORIES.map((c) => [c, String(bonus.terms.contributions[c])])) as Record<WagerCategory, string>,
  games: Object.entries(bonus.terms.games).map(([game, percent]) => ({ game, percent: String(percent) })),
  excludedGames: bonus.terms.excludedGames.map(String),
  sportsMinOdds: (bonus.terms.sportsMinOddsX1000 / 1000).toFixed(2).replace('.', ','),
  maxBet: liraText(bonus.terms.maxBetMinor),
  maxCashout: liraText(bonus.terms.maxCashoutMinor),
  frequency: bonus.terms.frequency,
  stacks: bonus.terms.stacks,
});

/** The checked form as POST admin/bonuses/:id takes it. */
export const bonusTermsEditOf = (form: z.output<typeof bonusTermsForm>): AdminBonusEdit => ({
  wageringTimes: Number(form.wageringTimes),
  validDays: Number(form.validDays),
  terms: bonusTerms.parse({
    contributions: Object.fromEntries(WAGER_CATEGORIES.map((c) => [c, Number(form.contributions[c])])),
    games: Object.fromEntries(form.games.map((row) => [String(Number(row.game)), Number(row.percent)])),
    excludedGames: [...new Set(form.excludedGames.map(Number))],
    sportsMinOddsX1000: oddsTextToX1000(form.sportsMinOdds) ?? 1000,
    maxBetMinor: form.maxBet === '' ? 0 : (liraTextToMinor(form.maxBet) ?? 0),
    maxCashoutMinor: form.maxCashout === '' ? 0 : (liraTextToMinor(form.maxCashout) ?? 0),
    frequency: form.frequency,
    stacks: form.stacks,
  }),
});

import * as z from 'zod';
import { idNumber, plainText } from './fields';
import { liraTextToMinor } from './admin-content';

/*
 * The back office's jackpot calls (/api/admin/jackpots): the EGT cards of the home page and their levels, names in
 * both languages ('' keeps the provider's name), amounts in kuruş, their order and whether players see a card.
 */

export const JACKPOT_NAME_MAX = 60;
/** The largest amount a level may show: 1.000.000.000 ₺ (in kuruş). */
export const JACKPOT_AMOUNT_MAX_MINOR = 100_000_000_000;

const oneLine = /^[^\p{Cc}]*$/u;
const name = () => plainText().trim().max(JACKPOT_NAME_MAX, { error: 'validation.max' }).regex(oneLine, { error: 'validation.invalid' });

/** The longest level code, and the most levels a card has. */
export const JACKPOT_LEVEL_MAX = 20;
export const JACKPOT_LEVELS_MAX = 20;
const amountMinor = () =>
  z.number({ error: 'validation.invalid' }).int({ error: 'validation.integer' }).min(0, { error: 'validation.notNegative' }).max(JACKPOT_AMOUNT_MAX_MINOR, { error: 'validation.invalid' });

export const jackpotLevelEdit = z.object({
  /** The provider's key of the level (I, II, ...): which one, not what it is called. */
  level: plainText().min(1, { error: 'validation.required' }).max(JACKPOT_LEVEL_MAX, { error: 'validation.max' }),
  nameTr: name(),
  nameEn: name(),
  amountMinor: amountMinor(),
});

/** A card's names and its levels, in the order players see them: every level of the card, once. */
export const jackpotEdit = z.object({
  nameTr: name(),
  nameEn: name(),
  levels: z
    .array(jackpotLevelEdit)
    .min(1, { error: 'validation.required' })
    .max(JACKPOT_LEVELS_MAX, { error: 'validation.invalid' })
    .refine((levels) => new Set(levels.map((l) => l.level)).size === levels.length, { error: 'validation.invalid' }),
});
export type JackpotEdit = z.infer<typeof jackpotEdit>;

/**
 * A new card: the provider's jackpot instance (the key its feed reports, and what players see when the names are
 * empty); the home page shows only High Cash and Clover Chance with four shown levels (product §9). It goes last.
 */
export const jackpotCreate = z.object({
  instanceName: plainText().trim().min(1, { error: 'validation.required' }).max(JACKPOT_NAME_MAX, { error: 'validation.max' }).regex(oneLine, { error: 'validation.invalid' }),
  nameTr: name(),
  nameEn: name(),
});
export type JackpotCreate = z.infer<typeof jackpotCreate>;

/** A new level of a card: its key (unique in the card), names and amount; it goes last. */
export const jackpotLevelCreate = z.object({
  level: plainText().trim().min(1, { error: 'validation.required' }).max(JACKPOT_LEVEL_MAX, { error: 'validation.max' }).regex(oneLine, { error: 'validation.invalid' }),
  nameTr: name(),
  nameEn: name(),
  amountMinor: amountMinor(),
});
export type JackpotLevelCreate = z.infer<typeof jackpotLevelCreate>;
export const jackpotLevelHidden = z.object({ level: plainText().min(1, { error: 'validation.required' }).max(JACKPOT_LEVEL_MAX, { error: 'validation.max' }), hidden: z.boolean({ error: 'validation.invalid' }) });
export type JackpotLevelHidden = z.infer<typeof jackpotLevelHidden>;

export const jackpotParams = z.object({ id: z.coerce.number().pipe(idNumber()) });
export const jackpotMove = z.object({ direction: z.enum(['up', 'down'], { error: 'validation.invalid' }) });
export const jackpotHidden = z.object({ hidden: z.boolean({ error: 'validation.invalid' }) });

export const adminJackpotCard = z.object({
  id: z.number().int(),
  instanceName: z.string(),
  nameTr: z.string(),
  nameEn: z.string(),
  position: z.number().int(),
  hidden: z.boolean(),
  /** Whether the home page can show it at all (product §9: High Cash and Clover Chance, four levels each). */
  shownOnSite: z.boolean(),
  /** Every level, hidden ones too (a hidden level is left out of the home page's card). */
  levels: z.array(z.object({ level: z.string(), nameTr: z.string(), nameEn: z.string(), amountMinor: z.number().int(), hidden: z.boolean() })),
});
export type AdminJackpotCard = z.infer<typeof adminJackpotCard>;
export const adminJackpotList = z.object({ cards: z.array(adminJackpotCard) });
export type AdminJackpotList = z.infer<typeof adminJackpotList>;

/** An amount as the form shows it: always two decimals, Turkish style (1284567,45). */
export const minorToLiraFixed = (minor: number) => (minor / 100).toFixed(2).replace('.', ',');

const amountText = () =>
  plainText()
    .trim()
    .min(1, { error: 'validation.required' })
    .refine((v) => liraTextToMinor(v) !== null, { error: 'validation.lira' })
    .refine((v) => (liraTextToMinor(v) ?? 0) <= JACKPOT_AMOUNT_MAX_MINOR, { error: 'validation.invalid' });

export const jackpotForm = z.object({
  nameTr: name(),
  nameEn: name(),
  levels: z.array(z.object({ level: z.string(), nameTr: name(), nameEn: name(), amount: amountText() })),
});
export type JackpotForm = z.input<typeof jackpotForm>;

export const jackpotFormOf = (card: AdminJackpotCard): JackpotForm => ({
  nameTr: card.nameTr,
  nameEn: card.nameEn,
  levels: card.levels.map((l) => ({ level: l.level, nameTr: l.nameTr, nameEn: l.nameEn, amount: minorToLiraFixed(l.amountMinor) })),
});

export const jackpotEditOf = (form: z.output<typeof jackpotForm>): JackpotEdit => ({
  nameTr: form.nameTr,
  nameEn: form.nameEn,
  levels: form.levels.map((l) => ({ level: l.level, nameTr: l.nameTr, nameEn: l.nameEn, amountMinor: liraTextToMinor(l.amount) ?? 0 })),
});

/** The "New jackpot" form. */
export const jackpotCreateForm = jackpotCreate;
export type JackpotCreateForm = z.input<typeof jackpotCreateForm>;
export const emptyJackpotCreate: JackpotCreateForm = { instanceName: '', nameTr: '', nameEn: '' };

/** The "New level" form: the amount as lira text, two decimals at most. */
export const jackpotLevelForm = z.object({ level: jackpotLevelCreate.shape.level, nameTr: name(), nameEn: name(), amount: amountText() });
export type JackpotLevelForm = z.input<typeof jackpotLevelForm>;
export const emptyJackpotLevel: JackpotLevelForm = { level: '', nameTr: '', nameEn: '', amount: '' };
export const jackpotLevelCreateOf = (form: z.output<typeof jackpotLevelForm>): JackpotLevelCreate => ({
  level: form.level,
  nameTr: form.nameTr,
  nameEn: form.nameEn,
  amountMinor: liraTextToMinor(form.amount) ?? 0,
});

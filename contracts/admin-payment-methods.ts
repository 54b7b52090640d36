import * as z from 'zod';
import { idNumber, plainText } from './fields';
import { liraTextToMinor, mediaPath } from './admin-content';
import { PaymentObjectType, paymentObjectType } from './enums';
import { minorToLiraFixed } from './admin-jackpots';
import { ibanSchema, unmaskIban } from './masks';

/*
 * The back office's payment-method calls (/api/admin/payment-methods): each deposit and withdrawal method's titles,
 * limits, fee, order and whether players may use it. The deposit and withdrawal dialogs and the money rules read the
 * same rows, so a change holds from the next request.
 */

export const PAYMENT_TITLE_MAX = 60;
/** The largest limit an operator may set: 10.000.000 ₺ (in kuruş). */
export const PAYMENT_LIMIT_MAX_MINOR = 1_000_000_000;
/** A fee is at most 50 % of the amount (in basis points: 150 = 1,5 %). */
export const PAYMENT_FEE_MAX_BP = 5_000;

export const PAYMENT_PROCESSING_MAX = 80;
export const PAYMENT_FIELDS_MAX = 12;
export const PAYMENT_FIELD_KEY_MAX = 32;
export const PAYMENT_FIELD_LABEL_MAX = 40;
export const PAYMENT_OPTIONS_MAX = 30;
export const PAYMENT_OPTION_NAME_MAX = 60;
export const PAYMENT_MASK_MAX = 40;
/** Keys the server adds to a player's form by itself (the bonus choice, the age check, the bonus forfeit). */
export const SERVER_FIELD_KEYS = ['bonusId', 'birthDate', 'personalNo', 'forfeitBonus'] as const;
export const PAYMENT_OBJECT_TYPES = Object.values(PaymentObjectType);

const oneLine = /^[^\p{Cc}]*$/u;
const lineOf = (max: number) => plainText().trim().max(max, { error: 'validation.max' }).regex(oneLine, { error: 'validation.invalid' });
const title = () => lineOf(PAYMENT_TITLE_MAX).min(1, { error: 'validation.required' });
const minor = () => z.number({ error: 'validation.invalid' }).int({ error: 'validation.integer' });

/** An input mask as the player's form applies it: 0 a digit, a a letter, * any character; the rest is written as is. */
export const paymentMask = () => lineOf(PAYMENT_MASK_MAX).min(1, { error: 'validation.required' }).regex(/^[0a* A-Z\-/.()+:]+$/, { error: 'validation.mask' }).refine((v) => /[0a*]/.test(v), { error: 'validation.mask' });

export const paymentFieldOptionEdit = z.object({
  id: z.number({ error: 'validation.invalid' }).int({ error: 'validation.integer' }).min(0, { error: 'validation.notNegative' }).max(999_999_999, { error: 'validation.invalid' }),
  name: lineOf(PAYMENT_OPTION_NAME_MAX).min(1, { error: 'validation.required' }),
});

/** One input of the player's deposit or withdrawal form; empty labels leave the site's own label for the key. */
export const paymentFieldEdit = z
  .object({
    key: plainText().regex(new RegExp(`^[A-Za-z][A-Za-z0-9_]{0,${PAYMENT_FIELD_KEY_MAX - 1}}$`), { error: 'validation.fieldKey' }),
    objectType: paymentObjectType,
    labelTr: lineOf(PAYMENT_FIELD_LABEL_MAX),
    labelEn: lineOf(PAYMENT_FIELD_LABEL_MAX),
    option: z.array(paymentFieldOptionEdit).max(PAYMENT_OPTIONS_MAX, { error: 'validation.invalid' }).optional(),
    mask: paymentMask().optional(),
  })
  .superRefine((field, ctx) => {
    const dropdown = field.objectType === PaymentObjectType.Dropdown;
    if (dropdown && !field.option?.length) ctx.addIssue({ code: 'custom', message: 'validation.optionsRequired', path: ['option'] });
    if (!dropdown && field.option?.length) ctx.addIssue({ code: 'custom', message: 'validation.invalid', path: ['option'] });
    const ids = (field.option ?? []).map((o) => o.id);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', message: 'validation.duplicateOption', path: ['option'] });
    if (field.mask !== undefined && field.objectType !== PaymentObjectType.String) ctx.addIssue({ code: 'custom', message: 'validation.maskOnText', path: ['mask'] });
  });
export type PaymentFieldEdit = z.infer<typeof paymentFieldEdit>;

/** A method's form, in order: an amount (Decimal) and at most a dozen fields with different keys. */
export const paymentFieldsEdit = z
  .array(paymentFieldEdit)
  .max(PAYMENT_FIELDS_MAX, { error: 'validation.tooManyFields' })
  .superRefine((fields, ctx) => {
    const seen = new Set<string>();
    fields.forEach((field, index) => {
      if ((SERVER_FIELD_KEYS as readonly string[]).includes(field.key)) ctx.addIssue({ code: 'custom', message: 'validation.reservedKey', path: [index, 'key'] });
      else if (seen.has(field.key)) ctx.addIssue({ code: 'custom', message: 'validation.duplicateKey', path: [index, 'key'] });
      seen.add(field.key);
    });
    const amount = fields.find((f) => f.key === 'amount');
    if (!amount) ctx.addIssue({ code: 'custom', message: 'validation.amountField', path: [] });
    else if (amount.objectType !== PaymentObjectType.Decimal) ctx.addIssue({ code: 'custom', message: 'validation.amountField', path: [fields.indexOf(amount), 'objectType'] });
  });

export const RECEIVING_BANKS_MAX = 20;
export const BANK_NAME_MAX = 60;
export const BANK_HOLDER_MAX = 80;

/** An account a bank transfer's player is sent to: the bank's name, its IBAN and the account holder. */
export const receivingBankEdit = z.object({
  id: z.number({ error: 'validation.invalid' }).int({ error: 'validation.integer' }).min(1, { error: 'validation.positive' }).max(999_999_999, { error: 'validation.invalid' }),
  name: lineOf(BANK_NAME_MAX).min(1, { error: 'validation.required' }),
  iban: plainText().transform(unmaskIban).pipe(ibanSchema),
  holder: lineOf(BANK_HOLDER_MAX).min(1, { error: 'validation.required' }),
});
export type ReceivingBankEdit = z.output<typeof receivingBankEdit>;

/** A bank transfer's accounts: at least one, each id and IBAN once. */
export const receivingBanksEdit = z
  .array(receivingBankEdit)
  .min(1, { error: 'validation.banksRequired' })
  .max(RECEIVING_BANKS_MAX, { error: 'validation.invalid' })
  .superRefine((banks, ctx) => {
    const ids = new Set<number>();
    const ibans = new Set<string>();
    banks.forEach((bank, index) => {
      if (ids.has(bank.id)) ctx.addIssue({ code: 'custom', message: 'validation.invalid', path: [index, 'id'] });
      if (ibans.has(bank.iban)) ctx.addIssue({ code: 'custom', message: 'validation.duplicateIban', path: [index, 'iban'] });
      ids.add(bank.id);
      ibans.add(bank.iban);
    });
  });

export const paymentMethodEdit = z
  .object({
    titleTr: title(),
    titleEn: title(),
    minMinor: minor().min(1, { error: 'validation.positive' }).max(PAYMENT_LIMIT_MAX_MINOR, { error: 'validation.invalid' }),
    maxMinor: minor().min(1, { error: 'validation.positive' }).max(PAYMENT_LIMIT_MAX_MINOR, { error: 'validation.invalid' }),
    feeBp: minor().min(0, { error: 'validation.notNegative' }).max(PAYMENT_FEE_MAX_BP, { error: 'validation.invalid' }),
    feeFixedMinor: minor().min(0, { error: 'validation.notNegative' }).max(PAYMENT_LIMIT_MAX_MINOR, { error: 'validation.invalid' }),
    active: z.boolean({ error: 'validation.invalid' }),
    logoUrl: mediaPath(),
    processingTr: lineOf(PAYMENT_PROCESSING_MAX).min(1, { error: 'validation.required' }),
    processingEn: lineOf(PAYMENT_PROCESSING_MAX).min(1, { error: 'validation.required' }),
    fields: paymentFieldsEdit,
    /** A bank transfer's accounts (only there); the form's bank list is made from them. */
    banks: receivingBanksEdit.optional(),
  })
  .refine((v) => v.minMinor <= v.maxMinor, { error: 'validation.minAboveMax', path: ['minMinor'] });
export type PaymentMethodEdit = z.infer<typeof paymentMethodEdit>;

export const paymentMethodParams = z.object({ id: z.coerce.number().pipe(idNumber()) });
export const paymentMethodMove = z.object({ direction: z.enum(['up', 'down'], { error: 'validation.invalid' }) });
export const paymentMethodActive = z.object({ active: z.boolean({ error: 'validation.invalid' }) });

export const PAYMENT_DIRECTIONS = ['deposit', 'withdraw'] as const;
export type PaymentDirection = (typeof PAYMENT_DIRECTIONS)[number];

export const adminPaymentMethod = z.object({
  id: z.number().int(),
  direction: z.enum(PAYMENT_DIRECTIONS),
  kind: z.string(),
  provider: z.string(),
  titleTr: z.string(),
  titleEn: z.string(),
  minMinor: z.number().int(),
  maxMinor: z.number().int(),
  feeBp: z.number().int(),
  feeFixedMinor: z.number().int(),
  position: z.number().int(),
  active: z.boolean(),
  logoUrl: z.string(),
  processingTr: z.string(),
  processingEn: z.string(),
  fields: z.array(
    z.object({
      key: z.string(),
      objectType: paymentObjectType,
      labelTr: z.string(),
      labelEn: z.string(),
      option: z.array(z.object({ id: z.union([z.number(), z.string()]), name: z.string() })).optional(),
      mask: z.string().optional(),
    }),
  ),
  /** Where a bank transfer sends the player (empty for other methods). */
  banks: z.array(z.object({ id: z.number().int(), name: z.string(), iban: z.string(), holder: z.string() })),
});
export type AdminPaymentMethod = z.infer<typeof adminPaymentMethod>;
/** Deposit methods then withdrawal methods, each in the order players see them, switched-off ones too. */
export const adminPaymentMethodList = z.object({ methods: z.array(adminPaymentMethod) });
export type AdminPaymentMethodList = z.infer<typeof adminPaymentMethodList>;

/** A percentage as an operator types it ("2,5" or "2.5"): basis points, or null. */
export function percentTextToBp(text: string): number | null {
  const t = text.trim().replace('%', '').trim().replace(',', '.');
  if (!/^\d{1,3}(?:\.\d{1,2})?$/.test(t)) return null;
  return Math.round(Number(t) * 100);
}
export const bpToPercentText = (bp: number) => (bp % 100 === 0 ? String(bp / 100) : (bp / 100).toFixed(2).replace(/0$/, '').replace('.', ','));

/** A field as the form edits it: its options one a line, "value = name". */
export interface PaymentFieldForm {
  key: string;
  objectType: PaymentObjectType;
  labelTr: string;
  labelEn: string;
  mask: string;
  options: string;
}

const OPTION_LINE = /^\s*(\d{1,9})\s*=\s*(.*?)\s*$/;

/** "1 = Ziraat Bankası" lines as options, or null when a line is not "value = name". */
export function optionsTextToList(text: string): { id: number; name: string }[] | null {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  const options = lines.map((line) => OPTION_LINE.exec(line));
  return options.every((m) => m !== null) ? options.map((m) => ({ id: Number(m![1]), name: m![2] })) : null;
}

export const optionsListToText = (options: readonly { id: string | number; name: string }[] | undefined) => (options ?? []).map((o) => `${o.id} = ${o.name}`).join('\n');

export const emptyPaymentField = (): PaymentFieldForm => ({ key: '', objectType: PaymentObjectType.String, labelTr: '', labelEn: '', mask: '', options: '' });

export const paymentFieldFormOf = (f: AdminPaymentMethod['fields'][number]): PaymentFieldForm => ({
  key: f.key,
  objectType: f.objectType,
  labelTr: f.labelTr,
  labelEn: f.labelEn,
  mask: f.mask ?? '',
  options: optionsListToText(f.option),
});

/** The field as the server takes it: options only on a list, a mask only when one is written. */
export function paymentFieldEditOf(f: PaymentFieldForm): PaymentFieldEdit {
  const dropdown = f.objectType === PaymentObjectType.Dropdown;
  return {
    key: f.key.trim(),
    objectType: f.objectType,
    labelTr: f.labelTr,
    labelEn: f.labelEn,
    ...(dropdown ? { option: optionsTextToList(f.options) ?? [] } : {}),
    ...(f.objectType === PaymentObjectType.String && f.mask.trim() !== '' ? { mask: f.mask.trim() } : {}),
  };
}

const paymentFieldForm = z.object({
  key: plainText(),
  objectType: paymentObjectType,
  labelTr: plainText(),
  labelEn: plainText(),
  mask: plainText(),
  options: plainText(),
});

/** The form's fields: each line of options readable, and every rule the server applies to the list, all told at once. */
export const paymentFieldsForm = z
  .array(paymentFieldForm)
  .superRefine((fields, ctx) => {
    fields.forEach((f, index) => {
      if (f.objectType === PaymentObjectType.Dropdown && optionsTextToList(f.options) === null) ctx.addIssue({ code: 'custom', message: 'validation.options', path: [index, 'options'] });
    });
    const checked = paymentFieldsEdit.safeParse(fields.map(paymentFieldEditOf));
    if (!checked.success) for (const issue of checked.error.issues) ctx.addIssue({ ...issue, code: 'custom', message: issue.message, path: issue.path } as never);
  })
  .transform((fields) => fields.map(paymentFieldEditOf));

/** A bank account as the form edits it; a new one has no id until it is saved. */
export interface ReceivingBankForm {
  id: number | null;
  name: string;
  iban: string;
  holder: string;
}

export const emptyReceivingBank = (): ReceivingBankForm => ({ id: null, name: '', iban: '', holder: '' });

/** New accounts take the next ids after the largest one the method has had in this form. */
export function receivingBanksEditOf(banks: ReceivingBankForm[]): ReceivingBankEdit[] {
  let next = Math.max(0, ...banks.map((b) => b.id ?? 0));
  return banks.map((b) => ({ id: b.id ?? ++next, name: b.name.trim(), iban: unmaskIban(b.iban), holder: b.holder.trim() }));
}

const receivingBanksForm = z
  .array(z.object({ id: z.number().nullable(), name: plainText(), iban: plainText(), holder: plainText() }))
  .superRefine((banks, ctx) => {
    const checked = receivingBanksEdit.safeParse(receivingBanksEditOf(banks));
    if (!checked.success) for (const issue of checked.error.issues) ctx.addIssue({ ...issue, code: 'custom', message: issue.message, path: issue.path } as never);
  })
  .transform(receivingBanksEditOf);

const liraText = () => plainText().trim().min(1, { error: 'validation.required' }).refine((v) => liraTextToMinor(v) !== null, { error: 'validation.lira' });

export const paymentMethodForm = z
  .object({
    titleTr: title(),
    titleEn: title(),
    min: liraText().refine((v) => (liraTextToMinor(v) ?? 0) > 0, { error: 'validation.positive' }),
    max: liraText().refine((v) => (liraTextToMinor(v) ?? 0) <= PAYMENT_LIMIT_MAX_MINOR, { error: 'validation.invalid' }),
    feePercent: plainText()
      .trim()
      .min(1, { error: 'validation.required' })
      .refine((v) => !v.trim().startsWith('-'), { error: 'validation.notNegative' })
      .refine((v) => v.trim().startsWith('-') || percentTextToBp(v) !== null, { error: 'validation.number' })
      .refine((v) => (percentTextToBp(v) ?? 0) <= PAYMENT_FEE_MAX_BP, { error: 'validation.invalid' }),
    feeFixed: plainText()
      .trim()
      .min(1, { error: 'validation.required' })
      .refine((v) => !v.trim().startsWith('-'), { error: 'validation.notNegative' })
      .refine((v) => v.trim().startsWith('-') || liraTextToMinor(v) !== null, { error: 'validation.lira' }),
    active: z.boolean(),
    logoUrl: mediaPath(),
    processingTr: lineOf(PAYMENT_PROCESSING_MAX).min(1, { error: 'validation.required' }),
    processingEn: lineOf(PAYMENT_PROCESSING_MAX).min(1, { error: 'validation.required' }),
    fields: paymentFieldsForm,
    /** Present only for a bank transfer. */
    banks: receivingBanksForm.optional(),
  })
  .refine(
    (v) => {
      const min = liraTextToMinor(v.min);
      const max = liraTextToMinor(v.max);
      return min === null || max === null || min <= max;
    },
    // Checked even when another field is wrong, so the form tells every problem at once.
    { error: 'validation.minAboveMax', path: ['min'], when: ({ value }) => typeof (value as { min?: unknown }).min === 'string' && typeof (value as { max?: unknown }).max === 'string' },
  );
export type PaymentMethodForm = Omit<z.input<typeof paymentMethodForm>, 'fields' | 'banks'> & { fields: PaymentFieldForm[]; banks?: ReceivingBankForm[] };

/** A bank transfer (the deposit that sends the player to the site's bank accounts) keeps its accounts in the method. */
export const takesBankAccounts = (m: Pick<AdminPaymentMethod, 'direction' | 'provider'>) => m.direction === 'deposit' && m.provider === 'manual';

export const paymentMethodFormOf = (m: AdminPaymentMethod): PaymentMethodForm => ({
  titleTr: m.titleTr,
  titleEn: m.titleEn,
  min: minorToLiraFixed(m.minMinor),
  max: minorToLiraFixed(m.maxMinor),
  feePercent: bpToPercentText(m.feeBp),
  feeFixed: minorToLiraFixed(m.feeFixedMinor),
  active: m.active,
  logoUrl: m.logoUrl,
  processingTr: m.processingTr,
  processingEn: m.processingEn,
  fields: m.fields.map(paymentFieldFormOf),
  ...(takesBankAccounts(m) ? { banks: m.banks.map((b) => ({ ...b })) } : {}),
});

export const paymentMethodEditOf = (form: z.output<typeof paymentMethodForm>): PaymentMethodEdit => ({
  titleTr: form.titleTr,
  titleEn: form.titleEn,
  minMinor: liraTextToMinor(form.min) ?? 0,
  maxMinor: liraTextToMinor(form.max) ?? 0,
  feeBp: percentTextToBp(form.feePercent) ?? 0,
  feeFixedMinor: liraTextToMinor(form.feeFixed) ?? 0,
  active: form.active,
  logoUrl: form.logoUrl,
  processingTr: form.processingTr,
  processingEn: form.processingEn,
  fields: form.fields,
  ...(form.banks ? { banks: form.banks } : {}),
});

import * as z from 'zod';
import { PaymentObjectType, paymentObjectType, TransactionType, transactionType } from './enums';
import { requiredString, whenFilled } from './fields';
import { ibanSchema, unmaskIban } from './masks';
import { isAdult, isPlausibleBirthDate, isValidTckn } from './identity-rules';

export const paymentDetailPayload = z.object({ id: z.number().int().positive(), type: transactionType });
export type PaymentDetailPayload = z.infer<typeof paymentDetailPayload>;

export const paymentOption = z.object({ id: z.union([z.number(), z.string()]), name: z.string() });
export const paymentField = z.object({
  key: z.string().min(1),
  objectType: paymentObjectType,
  option: z.array(paymentOption).optional(),
  mask: z.string().optional(),
  /** The operator's label in the player's language; without it the form labels the field by its key. */
  label: z.string().optional(),
});
export type PaymentField = z.infer<typeof paymentField>;

const detail = z.record(z.string(), z.union([z.string(), z.number()]));
export const withdrawPayload = z.object({ id: z.number().int().positive(), target: z.literal('pay'), detail });
export const depositPayload = withdrawPayload;
export type WithdrawPayload = z.infer<typeof withdrawPayload>;
export type DepositPayload = WithdrawPayload;

/** Deposit answers with a payment page URL (opened in a new tab) or a plain message. */
export const depositResult = (data: unknown) =>
  typeof data === 'string' && data.startsWith('http')
    ? ({ type: 'Iframe', url: data } as const)
    : ({ type: 'Message' } as const);

const IBAN_KEY = /^iban$/i;
const NUMERIC = /^-?\d+(?:\.\d+)?$/;

const requiredOr = (fallback: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? 'validation.required' : fallback;

/** Accepts numbers and "1234.56" / "1234,56" (an imask number mask's unmasked value). */
const toNumber = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const text = value.trim().replace(',', '.');
  if (text === '') return undefined;
  return NUMERIC.test(text) ? Number(text) : Number.NaN;
};

/** Lira have 100 kuruş: a third decimal is refused rather than rounded (no provider takes a fraction of a kuruş). */
const wholeKurus = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

const numeric = (integer: boolean) => {
  const base = z.number({ error: requiredOr('validation.number') });
  const checked = integer ? base.int({ error: 'validation.integer' }) : base.refine(wholeKurus, { error: 'validation.lira' });
  return z.preprocess(toNumber, checked.positive({ error: 'validation.positive' }));
};

/** Withdraw sends dropdown values as numbers; deposit only when the value is numeric. */
const dropdown = (options: readonly { id: string | number }[], type: TransactionType) => {
  const ids = new Set(options.map((o) => String(o.id)));
  const value = requiredString()
    .refine((v) => ids.size === 0 || ids.has(v), whenFilled('validation.option'))
    .refine((v) => type !== TransactionType.Withdraw || NUMERIC.test(v), whenFilled('validation.number'))
    .transform((v) => (NUMERIC.test(v) ? Number(v) : v));
  return z.preprocess((v) => (typeof v === 'number' ? String(v) : v), value);
};

/** Rules of well-known keys, on top of the object type: the same for the form and the server. */
const keyRules: Record<string, (now: Date) => z.ZodType<string | number>> = {
  // The TC number: 11 digits with the official checksum, sent as a number (objectType Long).
  personalNo: () =>
    z.preprocess(
      (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
      requiredString()
        .regex(/^\d{11}$/, whenFilled('validation.tckn'))
        .refine((v) => !/^\d{11}$/.test(v) || isValidTckn(v), whenFilled('validation.tckn'))
        .transform(Number),
    ),
  birthDate: (now) =>
    requiredString()
      .refine((v) => isPlausibleBirthDate(v, now), whenFilled('validation.date'))
      .refine((v) => !isPlausibleBirthDate(v, now) || isAdult(v, now), whenFilled('validation.underAge')),
  // A Papara account number: 10 digits.
  paparaNumber: () =>
    z.preprocess(
      (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
      requiredString().regex(/^\d{10}$/, whenFilled('validation.papara')).transform(Number),
    ),
  // A TRON (TRC-20) address: T and 33 base58 characters.
  walletAddress: () => requiredString().regex(/^T[1-9A-HJ-NP-Za-km-z]{33}$/, whenFilled('validation.wallet')),
};

const MASK_SLOTS: Record<string, string> = { '0': '\\d', a: '\\p{L}', '*': '.' };

/** The whole value a mask asks for (its written characters included, as the masked input sends them). */
export const maskPattern = (mask: string) =>
  new RegExp(`^${[...mask].map((c) => MASK_SLOTS[c] ?? c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('')}$`, 'u');

function fieldSchema(field: PaymentField, type: TransactionType, now: Date): z.ZodType<string | number> {
  const rule = keyRules[field.key];
  if (rule) return rule(now);
  if (IBAN_KEY.test(field.key)) {
    return z.preprocess((v) => (typeof v === 'string' ? unmaskIban(v) : v), ibanSchema);
  }
  if (field.option?.length || field.objectType === PaymentObjectType.Dropdown) {
    return dropdown(field.option ?? [], type);
  }
  switch (field.objectType) {
    case PaymentObjectType.Int:
    case PaymentObjectType.Long:
      return numeric(true);
    case PaymentObjectType.Decimal:
      return numeric(false);
    default:
      return field.mask
        ? requiredString().regex(maskPattern(field.mask), whenFilled('validation.maskValue'))
        : requiredString().max(500, whenFilled('validation.max'));
  }
}

/** Turns the fields of POST payment/detail into the schema of the dialog's form and of `detail`. */
export function buildDetailSchema(fields: readonly PaymentField[], type: TransactionType, now: Date = new Date()) {
  const shape: Record<string, z.ZodType<string | number>> = {};
  for (const field of fields) shape[field.key] = fieldSchema(field, type, now);
  return z.object(shape);
}

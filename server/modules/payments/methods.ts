import type { Kysely } from 'kysely';
import type { Locale } from '../../../i18n/locales.js';
import type { PaymentMethod } from '../../../contracts/money.js';
import type { PaymentField } from '../../../contracts/payments.js';
import type { Database, PaymentMethodRow } from '../../db/schema.js';
import { minorToLira } from '../../money.js';
import { preparedQuery } from '../../db/prepared.js';

type Db = Kysely<Database>;

export function activeMethods(db: Db, type: number): Promise<PaymentMethodRow[]> {
  return db.selectFrom('payment_methods').selectAll().where('type', '=', type).where('active', '=', 1).orderBy('position').orderBy('id').execute();
}

// Looked up by every payment request: compiled once, and read from the committed state (see db/prepared.ts).
const activeMethodById = preparedQuery((db: Db, id: number, type: number) =>
  db.selectFrom('payment_methods').selectAll().where('id', '=', id).where('type', '=', type).where('active', '=', 1),
);

export async function findMethod(db: Db, id: number, type: number): Promise<PaymentMethodRow | undefined> {
  return (await activeMethodById(db, id, type))[0];
}

export const methodTitle = (method: PaymentMethodRow, locale: Locale) => (locale === 'en' ? method.title_en : method.title_tr);

export function methodCard(method: PaymentMethodRow, locale: Locale): PaymentMethod {
  return {
    id: method.id,
    type: method.type as PaymentMethod['type'],
    kind: method.kind as PaymentMethod['kind'],
    title: methodTitle(method, locale),
    logoUrl: method.logo_url,
    minAmount: minorToLira(method.min_minor),
    maxAmount: minorToLira(method.max_minor),
    feePercent: method.fee_bp / 100,
    feeFixed: minorToLira(method.fee_fixed_minor),
    processingTime: locale === 'en' ? method.processing_en : method.processing_tr,
  };
}

/** A field as the method's row keeps it: the operator's labels in both languages (empty: the site's own). */
export type StoredPaymentField = Omit<PaymentField, 'label'> & { labelTr?: string; labelEn?: string };

export const methodFields = (method: Pick<PaymentMethodRow, 'fields'>): StoredPaymentField[] => JSON.parse(method.fields) as StoredPaymentField[];

/** The fields of the player's form, each labelled in the player's language when the operator wrote a label. */
export const playerFields = (method: PaymentMethodRow, locale: Locale): PaymentField[] =>
  methodFields(method).map(({ labelTr, labelEn, ...field }) => {
    const label = (locale === 'en' ? labelEn : labelTr)?.trim();
    return label ? { ...field, label } : field;
  });

export function feeOf(method: PaymentMethodRow, amountMinor: number): number {
  return Math.round((amountMinor * method.fee_bp) / 10_000) + method.fee_fixed_minor;
}

export interface ReceivingBank { id: number; name: string; iban: string; holder: string }

export const receivingBanks = (settings: string): ReceivingBank[] => (JSON.parse(settings) as { banks?: ReceivingBank[] }).banks ?? [];

export function receivingBank(method: PaymentMethodRow, bankId: unknown): ReceivingBank | undefined {
  return receivingBanks(method.settings).find((bank) => bank.id === bankId);
}

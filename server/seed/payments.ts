import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { bonusDefinitions, paymentMethods } from './data/payments.js';

/**
 * Payment methods and bonus definitions, inserted when missing (an operator's edits stay). A live site gets none of
 * the methods that pay through the hosted demo PSP (provider 'local').
 */
export async function seedPayments(db: Kysely<Database>, options: { live?: boolean } = {}): Promise<void> {
  const methods = paymentMethods.filter((m) => !options.live || m.provider !== 'local').map(({ fields, settings, ...rest }) => ({ ...rest, fields: JSON.stringify(fields), settings: JSON.stringify(settings ?? {}) }));
  await db.insertInto('payment_methods').values(methods).onConflict((oc) => oc.doNothing()).execute();
  await db.insertInto('bonus_definitions').values(bonusDefinitions).onConflict((oc) => oc.doNothing()).execute();
}

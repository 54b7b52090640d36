import type { Kysely } from 'kysely';
import type { AdminPaymentMethod, AdminPaymentMethodList, PaymentMethodEdit } from '../../../contracts/admin-payment-methods.js';
import { PaymentObjectType, TransactionType } from '../../../contracts/enums.js';
import type { Database, PaymentMethodRow } from '../../db/schema.js';
import { transact } from '../../db/transact.js';
import { writeAudit, type Actor } from '../operators/audit.js';
import { done, refused, type Outcome } from '../outcome.js';
import { uploadsKnown } from '../content/written.js';
import { methodFields, receivingBanks } from './methods.js';

type Db = Kysely<Database>;

type MethodRow = { type: number; provider: string; settings: string };

/** A bank transfer: the deposit that sends the player to the site's own bank accounts (kept in its settings). */
const takesBanks = (row: MethodRow) => row.type === TransactionType.Deposit && row.provider === 'manual';

function itemOf(row: PaymentMethodRow): AdminPaymentMethod {
  return {
    id: row.id,
    direction: row.type === TransactionType.Withdraw ? 'withdraw' : 'deposit',
    kind: row.kind,
    provider: row.provider,
    titleTr: row.title_tr,
    titleEn: row.title_en,
    minMinor: Number(row.min_minor),
    maxMinor: Number(row.max_minor),
    feeBp: row.fee_bp,
    feeFixedMinor: Number(row.fee_fixed_minor),
    position: row.position,
    active: Number(row.active) === 1,
    logoUrl: row.logo_url,
    processingTr: row.processing_tr,
    processingEn: row.processing_en,
    fields: methodFields(row).map(({ key, objectType, option, mask, labelTr, labelEn }) => ({
      key,
      objectType,
      labelTr: labelTr ?? '',
      labelEn: labelEn ?? '',
      ...(option ? { option } : {}),
      ...(mask ? { mask } : {}),
    })),
    banks: takesBanks(row) ? receivingBanks(row.settings) : [],
  };
}

/** The audit's picture of a method: what an operator can change. */
const snapshot = ({ id: _id, direction: _d, kind: _k, provider: _p, ...editable }: AdminPaymentMethod) => editable;

/**
 * A bank transfer's deposit form must keep its bank list (a list field `bankId`), or the player's request could not
 * be told where to send the money. The list offers exactly the method's accounts, in their order: it is made from
 * them, whatever options were sent.
 */
function withBankList(row: MethodRow, body: PaymentMethodEdit): Outcome<{ fields: PaymentMethodEdit['fields']; settings: string }> {
  if (!takesBanks(row)) return body.banks ? refused('payment_method_banks_not_bank') : done({ fields: body.fields, settings: row.settings });
  const field = body.fields.find((f) => f.key === 'bankId');
  if (!field || field.objectType !== PaymentObjectType.Dropdown) return refused('payment_method_bank_field');
  const banks = body.banks ?? receivingBanks(row.settings);
  const option = banks.map((b) => ({ id: b.id, name: b.name }));
  return done({
    fields: body.fields.map((f) => (f === field ? { ...f, option } : f)),
    settings: JSON.stringify({ ...(JSON.parse(row.settings) as object), banks }),
  });
}

/** Deposit methods, then withdrawal methods, each in the players' order; switched-off ones too. */
export async function listPaymentMethods(db: Db): Promise<AdminPaymentMethodList> {
  const rows = await db.selectFrom('payment_methods').selectAll().orderBy('type').orderBy('position').orderBy('id').execute();
  return { methods: rows.map(itemOf) };
}

async function method(db: Db, id: number): Promise<AdminPaymentMethod | null> {
  const row = await db.selectFrom('payment_methods').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? itemOf(row) : null;
}

/** Titles, limits, fee, logo, processing time, form fields, a bank transfer's accounts and whether players may use it. Requests already open keep the limits they were made under. */
export async function updatePaymentMethod(db: Db, id: number, body: PaymentMethodEdit, actor: Actor, now: Date): Promise<Outcome<AdminPaymentMethod>> {
  return transact(db, async (trx) => {
    const row = await trx.selectFrom('payment_methods').select(['type', 'provider', 'settings']).where('id', '=', id).executeTakeFirst();
    const before = await method(trx, id);
    if (!row || !before) return refused('payment_method_not_found');
    const banked = withBankList(row, body);
    if (!banked.ok) return banked;
    if (!(await uploadsKnown(trx, [body.logoUrl]))) return refused('payment_method_logo_unknown');
    await trx
      .updateTable('payment_methods')
      .set({
        title_tr: body.titleTr,
        title_en: body.titleEn,
        min_minor: body.minMinor,
        max_minor: body.maxMinor,
        fee_bp: body.feeBp,
        fee_fixed_minor: body.feeFixedMinor,
        active: body.active ? 1 : 0,
        logo_url: body.logoUrl,
        processing_tr: body.processingTr,
        processing_en: body.processingEn,
        fields: JSON.stringify(banked.value.fields),
        settings: banked.value.settings,
      })
      .where('id', '=', id)
      .execute();
    const after = (await method(trx, id))!;
    await writeAudit(trx, actor, { action: 'payment_method.update', target: `payment_method:${id}`, before: snapshot(before), after: snapshot(after) }, now);
    return done(after);
  });
}

/** Switches a method on or off for players: off, it leaves the deposit or withdrawal dialog with the next request. */
export async function setPaymentMethodActive(db: Db, id: number, active: boolean, actor: Actor, now: Date): Promise<Outcome<AdminPaymentMethod>> {
  return transact(db, async (trx) => {
    const before = await method(trx, id);
    if (!before) return refused('payment_method_not_found');
    await trx.updateTable('payment_methods').set({ active: active ? 1 : 0 }).where('id', '=', id).execute();
    await writeAudit(trx, actor, { action: active ? 'payment_method.enable' : 'payment_method.disable', target: `payment_method:${id}`, before: { active: before.active }, after: { active } }, now);
    return done({ ...before, active });
  });
}

/** Swaps a method with its neighbour among the methods of the same direction. */
export async function movePaymentMethod(db: Db, id: number, direction: 'up' | 'down', actor: Actor, now: Date): Promise<Outcome<AdminPaymentMethodList>> {
  const outcome = await transact(db, async (trx): Promise<Outcome<null>> => {
    const row = await trx.selectFrom('payment_methods').select(['id', 'type']).where('id', '=', id).executeTakeFirst();
    if (!row) return refused('payment_method_not_found');
    const order = (await trx.selectFrom('payment_methods').select('id').where('type', '=', row.type).orderBy('position').orderBy('id').execute()).map((r) => r.id);
    const from = order.indexOf(id);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (to < 0 || to >= order.length) return refused('payment_method_cannot_move');
    const before = [...order];
    [order[from], order[to]] = [order[to], order[from]];
    for (const [position, methodId] of order.entries()) {
      await trx.updateTable('payment_methods').set({ position }).where('id', '=', methodId).where('position', '!=', position).execute();
    }
    await writeAudit(trx, actor, { action: 'payment_method.move', target: `payment_method:${id}`, before: { order: before }, after: { order } }, now);
    return done(null);
  });
  return outcome.ok ? done(await listPaymentMethods(db)) : outcome;
}

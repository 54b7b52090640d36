import { PaymentObjectType, TransactionStatus as S, TransactionType } from '../../../contracts/enums.js';
import type { PaymentField } from '../../../contracts/payments.js';
import type { MessageParams } from '../../../i18n/format.js';
import type { Locale } from '../../../i18n/locales.js';
import type { ServerMessageKey } from '../../http/messages.js';
import type { AppContext } from '../../context.js';
import type { PaymentMethodRow, TransactionRow } from '../../db/schema.js';
import { preparedQuery } from '../../db/prepared.js';
import { transact } from '../../db/transact.js';
import { formatLira } from '../../money.js';
import { dayBound, depositBonusOffers } from '../bonus/eligibility.js';
import { activeBonuses, forfeitActiveBonuses, lockMoney, withdrawableMinor } from '../bonus/wagering.js';
import { done, refused, type Outcome } from '../outcome.js';
import { balances, credit, debit } from '../wallet/service.js';
import { feeOf, methodTitle, playerFields, receivingBank, type ReceivingBank } from './methods.js';
import { paymentProvider } from './providers.js';
import { withdrawalsHeld } from './disputes.js';
import { createTransaction, moveStatus } from './service.js';
import { checkDeposit } from '../limits/rules.js';
import { depositRefusal } from '../limits/texts.js';

export type Translate = (key: ServerMessageKey, params?: MessageParams) => string;
type Detail = Record<string, string | number>;

// Read for every withdrawal form and request: compiled once, from the committed state (see db/prepared.ts).
const identityOf = preparedQuery((db: AppContext['db']['kysely'], playerId: number) =>
  db.selectFrom('players').select(['birth_date', 'personal_no']).where('id', '=', playerId),
);

/**
 * The form of payment/detail: the method's fields, plus what this player needs now: the bonus choice on a deposit;
 * on a withdrawal the birth date and TC number while the age is unconfirmed, and the consent to forfeit an active
 * bonus whose wagering is unfinished.
 */
export async function detailFields(ctx: AppContext, method: PaymentMethodRow, playerId: number, t: Translate, locale: Locale): Promise<PaymentField[]> {
  const db = ctx.db.kysely;
  const fields = playerFields(method, locale);
  if (method.type === TransactionType.Deposit) {
    const paidLater = method.provider === 'manual';
    const offers = await depositBonusOffers(db, playerId, ctx.now(), { paidLater });
    if (offers.length === 0) return fields;
    const title = (d: (typeof offers)[number]) => (locale === 'en' ? d.title_en : d.title_tr);
    // A transfer is paid when the money arrives: a bonus of some days says that the day it is paid decides.
    const name = (d: (typeof offers)[number]) => (paidLater && dayBound(d) ? t('payments.bonusIfPaidOnItsDays', { title: title(d) }) : title(d));
    const option = [{ id: 0, name: t('payments.noBonus') }, ...offers.map((d) => ({ id: d.id, name: name(d) }))];
    return [...fields, { key: 'bonusId', objectType: PaymentObjectType.Dropdown, option }];
  }
  const [player] = await identityOf(db, playerId);
  if (!player) throw new Error(`player ${playerId} not found`);
  const extra: PaymentField[] = [];
  if (!player.birth_date || !player.personal_no) {
    extra.push({ key: 'birthDate', objectType: PaymentObjectType.String }, { key: 'personalNo', objectType: PaymentObjectType.Long });
  }
  const bonuses = await activeBonuses(db, playerId);
  if (bonuses.length > 0) {
    const sum = (pick: (b: (typeof bonuses)[number]) => number) => bonuses.reduce((total, b) => total + pick(b), 0);
    const name = t('payments.forfeitOption', {
      amount: formatLira(sum((b) => b.amount_minor), locale),
      wagered: formatLira(sum((b) => b.wagered_minor), locale),
      required: formatLira(sum((b) => b.wagering_required_minor), locale),
    });
    extra.push({ key: 'forfeitBonus', objectType: PaymentObjectType.Dropdown, option: [{ id: 1, name }] });
  }
  return [...fields, ...extra];
}

const toMinor = (lira: number) => Math.round(lira * 100);

function checkLimits(method: PaymentMethodRow, amountMinor: number, locale: Locale): Outcome<null> {
  if (amountMinor < method.min_minor) return refused('amount_below_min', { params: { min: formatLira(method.min_minor, locale) } });
  if (amountMinor > method.max_minor) return refused('amount_above_max', { params: { max: formatLira(method.max_minor, locale) } });
  return done(null);
}

const last = (text: string, n: number) => text.slice(-n);

/** What the player's own list shows of where the money went or came from: enough to recognise, never all of it. */
export function maskDetail(method: PaymentMethodRow, detail: Detail, bank?: ReceivingBank): string {
  if (typeof detail.iban === 'string') return `TR** **** **** **** **** **${detail.iban.slice(22, 24)} ${detail.iban.slice(24)}`;
  if (detail.paparaNumber !== undefined) return `******${last(String(detail.paparaNumber), 4)}`;
  if (typeof detail.walletAddress === 'string') return `${detail.walletAddress.slice(0, 4)}…${last(detail.walletAddress, 4)}`;
  if (bank) return bank.name;
  return method.title_tr;
}

export interface DepositStarted {
  transaction: TransactionRow;
  /** Iframe: the payment page; Message: the bank transfer's instructions. */
  url?: string;
  bank?: ReceivingBank;
}

export async function startDeposit(
  ctx: AppContext,
  input: { playerId: number; method: PaymentMethodRow; detail: Detail; locale: Locale; returnUrl: string },
): Promise<Outcome<DepositStarted>> {
  const { playerId, method, detail, locale } = input;
  const now = ctx.now();
  const db = ctx.db.kysely;
  const amountMinor = toMinor(Number(detail.amount));
  const limits = checkLimits(method, amountMinor, locale);
  if (!limits.ok) return limits;
  let bonusDefinitionId: number | null = null;
  if (typeof detail.bonusId === 'number' && detail.bonusId !== 0) {
    const bonus = (await depositBonusOffers(db, playerId, now, { paidLater: method.provider === 'manual' })).find((d) => d.id === detail.bonusId);
    if (!bonus) return refused('bonus_not_offered');
    if (amountMinor < bonus.min_deposit_minor) return refused('bonus_min_deposit', { params: { min: formatLira(bonus.min_deposit_minor, locale) } });
    bonusDefinitionId = bonus.id;
  }
  const bank = method.provider === 'manual' ? receivingBank(method, detail.bankId) : undefined;
  if (method.provider === 'manual' && !bank) return refused('method_unavailable');
  const provider = method.provider === 'manual' ? undefined : paymentProvider(ctx, method.provider);
  if (method.provider !== 'manual' && !provider) return refused('payment_provider_unavailable');
  const expiresAt = new Date(now.getTime() + ctx.config.DEPOSIT_EXPIRY_MINUTES * 60_000);
  const created = await transact(db, async (trx): Promise<Outcome<TransactionRow>> => {
    // Under the player's money lock: concurrent deposits see each other's rows and never pass a limit together.
    await lockMoney(trx, playerId);
    const verdict = await checkDeposit(trx, playerId, amountMinor, now);
    if (!verdict.ok) return depositRefusal(verdict, locale);
    return done(await createTransaction(trx, {
      playerId,
      type: TransactionType.Deposit,
      // A bank transfer waits for the money to arrive and an operator to see it; a PSP payment starts as Created.
      status: bank ? S.Pending : S.Created,
      method,
      amountMinor,
      feeMinor: feeOf(method, amountMinor),
      detailsMasked: bank ? `${bank.name} · ${String(detail.senderName ?? '')}` : methodTitle(method, locale),
      details: detail,
      bonusDefinitionId,
      expiresAt: bank ? null : expiresAt,
      actor: 'player',
      now,
    }));
  });
  if (!created.ok) return created;
  const transaction = created.value;
  if (bank) return done({ transaction, bank });
  const player = await db.selectFrom('players').select(['email', 'name', 'surname']).where('id', '=', playerId).executeTakeFirstOrThrow();
  try {
    const started = await provider!.startPayment({
      reference: transaction.reference,
      amountMinor,
      currency: 'TRY',
      method: { id: method.id, kind: method.kind, title: methodTitle(method, locale) },
      locale,
      player: { id: playerId, email: player.email, name: `${player.name} ${player.surname}` },
      returnUrl: input.returnUrl,
      expiresAt,
    });
    await transact(db, async (trx) => {
      await trx.updateTable('transactions').set({ provider_reference: started.providerReference }).where('id', '=', transaction.id).execute();
      await moveStatus(trx, transaction, S.Pending, 'player', ctx.now(), { note: 'payment page opened' });
    });
    return done({ transaction, url: started.url });
  } catch (error) {
    ctx.log.warn({ err: error, reference: transaction.reference }, 'the payment provider did not start the payment');
    await transact(db, (trx) => moveStatus(trx, transaction, S.Cancelled, 'system', ctx.now(), { reason: 'provider_unavailable' }));
    return refused('payment_provider_unavailable');
  }
}

/**
 * A withdrawal request: the amount moves from cash to held in the same transaction that records it Pending, after
 * the player's money is locked, so of concurrent requests only those the withdrawable cash covers are accepted.
 */
export async function requestWithdrawal(
  ctx: AppContext,
  input: { playerId: number; method: PaymentMethodRow; detail: Detail; locale: Locale },
): Promise<Outcome<TransactionRow>> {
  const { playerId, method, detail, locale } = input;
  const now = ctx.now();
  const amountMinor = toMinor(Number(detail.amount));
  const limits = checkLimits(method, amountMinor, locale);
  if (!limits.ok) return limits;
  // A refusal found after the bonus was forfeited undoes the forfeit with it: a refused request changes nothing.
  class Undone extends Error {
    constructor(readonly outcome: Outcome<TransactionRow>) {
      super('withdrawal refused');
    }
  }
  try {
    return await withdrawIn(ctx, playerId, amountMinor, method, detail, locale, now, (outcome) => {
      throw new Undone(outcome);
    });
  } catch (error) {
    if (error instanceof Undone) return error.outcome;
    throw error;
  }
}

async function withdrawIn(
  ctx: AppContext,
  playerId: number,
  amountMinor: number,
  method: PaymentMethodRow,
  detail: Detail,
  locale: Locale,
  now: Date,
  undo: (outcome: Outcome<TransactionRow>) => never,
): Promise<Outcome<TransactionRow>> {
  return transact(ctx.db.kysely, async (trx) => {
    await lockMoney(trx, playerId);
    // A chargeback of one of the player's deposits: nothing leaves until it is won.
    if (await withdrawalsHeld(trx, playerId)) return refused('withdrawals_held_dispute');
    const active = await activeBonuses(trx, playerId);
    if (active.length > 0) {
      if (detail.forfeitBonus !== 1) return refused('forfeit_required');
      await forfeitActiveBonuses(trx, playerId, now);
    }
    // With no active bonus nothing locks cash: what may leave is the cash balance (read inside the lock).
    const available = active.length === 0 ? (await balances(trx, playerId)).cashMinor : await withdrawableMinor(trx, playerId);
    if (amountMinor > available) {
      const refusal = refused('insufficient_withdrawable', { params: { available: formatLira(available, locale) } });
      return active.length > 0 ? undo(refusal) : refusal;
    }
    // The form asks for them (and the detail carries them) only while the player's record lacks one; kept then,
    // never overwriting what is already there.
    if (detail.birthDate !== undefined && detail.personalNo !== undefined) {
      await trx
        .updateTable('players')
        .set({ birth_date: String(detail.birthDate), personal_no: String(detail.personalNo) })
        .where('id', '=', playerId)
        .where((eb) => eb.or([eb('birth_date', 'is', null), eb('personal_no', 'is', null)]))
        .execute();
    }
    const { birthDate: _b, personalNo: _p, forfeitBonus: _f, ...payout } = detail;
    const transaction = await createTransaction(trx, {
      playerId,
      type: TransactionType.Withdraw,
      status: S.Pending,
      method,
      amountMinor,
      feeMinor: feeOf(method, amountMinor),
      detailsMasked: maskDetail(method, payout),
      details: payout,
      actor: 'player',
      now,
    });
    const base = { playerId, amountMinor, reference: transaction.reference, now };
    // The keys name the transaction row just created: never used before (see Movement.fresh).
    await debit(trx, { ...base, kind: 'cash', entryKind: 'withdraw_held', idempotencyKey: `withdraw:${transaction.id}:hold`, fresh: true });
    await credit(trx, { ...base, kind: 'held', entryKind: 'withdraw_held', idempotencyKey: `withdraw:${transaction.id}:held`, fresh: true });
    return done(transaction);
  });
}

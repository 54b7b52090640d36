import { describe, expect, it, vi } from 'vitest';
import { fromPromise, SimulatedClock } from 'xstate';
import type { PaymentMethod, TransactionItem } from '../../../contracts/money';
import type { PaymentField } from '../../../contracts/payments';
import { paymentMachine, type DepositAnswer, type NoticeParams, type PaymentInput } from '../../../machines/payment.machine';
import type { ToastParams } from '../../../machines/machine-helpers';
import { paymentMethodsMachine } from '../../../machines/payment-methods.machine';
import { flush, startChild } from './shell-harness';

const depositFields: PaymentField[] = [
  { key: 'amount', objectType: 'Decimal' },
  { key: 'bonusId', objectType: 'Dropdown', option: [{ id: 0, name: 'Bonus istemiyorum' }, { id: 7, name: '%100 Hoş Geldin' }] },
];
const withdrawFields: PaymentField[] = [
  { key: 'amount', objectType: 'Decimal' },
  { key: 'iban', objectType: 'String' },
  { key: 'accountHolder', objectType: 'String' },
];
const IBAN = 'TR330006100519786457841326';

export const deposit = (id: number, status: TransactionItem['status'], extra: Partial<TransactionItem> = {}): TransactionItem => ({
  id,
  reference: `D-${id}`,
  type: 1,
  status,
  amount: 500,
  fee: 0,
  method: 'Kredi Kartı',
  details: '',
  reason: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  ...extra,
});

interface Fakes {
  fields?: (input?: unknown) => Promise<PaymentField[]>;
  deposit?: (input?: unknown) => Promise<DepositAnswer>;
  withdraw?: (input?: unknown) => Promise<{ message: string }>;
  latest?: () => Promise<TransactionItem | null>;
}

function start(input: PaymentInput, fakes: Fakes = {}) {
  const calls = {
    loadDetail: vi.fn(fakes.fields ?? (async (_?: unknown) => (input.type === 1 ? depositFields : withdrawFields))),
    deposit: vi.fn(fakes.deposit ?? (async (_?: unknown) => ({ message: 'Ödeme sayfasına yönlendiriliyorsunuz.', outcome: { type: 'Iframe', url: 'https://pay.example/s/1' } }) as DepositAnswer)),
    withdraw: vi.fn(fakes.withdraw ?? (async (_?: unknown) => ({ message: 'Çekim talebiniz alındı.' }))),
    loadLatestDeposit: vi.fn(fakes.latest ?? (async () => deposit(9, 2))),
  };
  const toasts: ToastParams[] = [];
  const notices: NoticeParams[] = [];
  const opened: string[] = [];
  const refreshed: number[] = [];
  const machine = paymentMachine.provide({
    actors: {
      loadDetail: fromPromise(({ input }) => calls.loadDetail(input as never)),
      deposit: fromPromise(({ input }) => calls.deposit(input as never)),
      withdraw: fromPromise(({ input }) => calls.withdraw(input as never)),
      loadLatestDeposit: fromPromise(() => calls.loadLatestDeposit()),
    },
    actions: {
      toast: (_, params) => toasts.push(params),
      notify: (_, params) => notices.push(params),
      openPaymentPage: (_, { url }) => opened.push(url),
      refreshBalance: () => refreshed.push(1),
    },
  });
  const clock = new SimulatedClock();
  const harness = startChild(machine, { input, clock });
  const closes = () => harness.received.filter((e) => e.type === 'dialog.close');
  return { ...harness, calls, toasts, notices, opened, refreshed, closes, value: () => harness.child.getSnapshot().value };
}

const depositInput: PaymentInput = { id: 3, type: 1, title: 'Kredi Kartı' };
const withdrawInput: PaymentInput = { id: 5, type: 2, title: 'Havale' };

describe('payment dialog flow: the field list', () => {
  it('asks payment/detail with the id and type it opened with, then shows the form', async () => {
    const { calls, value, child } = start(depositInput);
    expect(value()).toBe('loadingDetail');
    await flush();
    expect(calls.loadDetail).toHaveBeenCalledWith({ id: 3, type: 1 });
    expect(value()).toBe('editing');
    expect(child.getSnapshot().context.title).toBe('Kredi Kartı');
  });

  it('an empty list says "No data found" and closes the dialog after 100 ms', async () => {
    const { notices, clock, closes } = start(depositInput, { fields: async () => [] });
    await flush();
    expect(notices).toEqual([{ kind: 'error', key: 'payments.noData' }]);
    clock.increment(99);
    expect(closes()).toEqual([]);
    clock.increment(1);
    expect(closes()).toEqual([{ type: 'dialog.close', name: 'deposit' }]);
  });

  it('a failed list shows its message and closes the dialog after 100 ms', async () => {
    const { toasts, clock, closes } = start(withdrawInput, { fields: () => Promise.reject(new Error('Yöntem bulunamadı.')) });
    await flush();
    expect(toasts).toEqual([{ kind: 'error', message: 'Yöntem bulunamadı.' }]);
    clock.increment(99);
    expect(closes()).toEqual([]);
    clock.increment(1);
    expect(closes()).toEqual([{ type: 'dialog.close', name: 'withdraw' }]);
  });
});

describe('payment dialog flow: deposit', () => {
  it('an invalid form does not submit; a valid one sends numbers as numbers', async () => {
    const { child, calls, value } = start(depositInput);
    await flush();
    child.send({ type: 'payment.submit', values: { amount: '', bonusId: '0' } });
    child.send({ type: 'payment.submit', values: { amount: '100', bonusId: '9' } });
    expect(value()).toBe('editing');
    child.send({ type: 'payment.submit', values: { amount: '1250.5', bonusId: '0' } });
    expect(value()).toBe('depositing');
    await flush();
    expect(calls.deposit).toHaveBeenCalledWith({ id: 3, target: 'pay', detail: { amount: 1250.5, bonusId: 0 } });
    expect(calls.withdraw).not.toHaveBeenCalled();
  });

  it('Iframe: Continue opens the payment page, then the newest deposit is looked at every 3000 ms until it is confirmed', async () => {
    let latest = deposit(9, 2);
    const { child, clock, calls, opened, notices, refreshed, closes, value } = start(depositInput, { latest: async () => latest });
    await flush();
    child.send({ type: 'payment.submit', values: { amount: '500', bonusId: '7' } });
    await flush();
    expect(value()).toBe('paymentPage');
    expect(opened).toEqual([]);
    child.send({ type: 'payment.continue' });
    expect(opened).toEqual(['https://pay.example/s/1']);
    clock.increment(2999);
    await flush();
    expect(calls.loadLatestDeposit).not.toHaveBeenCalled();
    clock.increment(1);
    await flush();
    expect(calls.loadLatestDeposit).toHaveBeenCalledTimes(1);
    expect(closes()).toEqual([]);
    latest = deposit(9, 1, { amount: 500 });
    clock.increment(3000);
    await flush();
    expect(calls.loadLatestDeposit).toHaveBeenCalledTimes(2);
    expect(notices).toEqual([{ kind: 'success', key: 'payments.depositConfirmed', amount: 500 }]);
    expect(refreshed).toHaveLength(1);
    expect(closes()).toEqual([{ type: 'dialog.close', name: 'deposit' }]);
  });

  it('a refused or cancelled payment shows an error and brings the form back', async () => {
    const { child, clock, notices, closes, value } = start(depositInput, { latest: async () => deposit(9, 4, { reason: 'Kart reddedildi' }) });
    await flush();
    child.send({ type: 'payment.submit', values: { amount: '500', bonusId: '0' } });
    await flush();
    child.send({ type: 'payment.continue' });
    clock.increment(3000);
    await flush();
    expect(notices).toEqual([{ kind: 'error', key: 'payments.depositRefusedBecause', reason: 'Kart reddedildi' }]);
    expect(value()).toBe('editing');
    expect(closes()).toEqual([]);
  });

  it('keeps watching the deposit it first saw, not a newer one from elsewhere; a failed look just waits', async () => {
    const answers = [() => deposit(9, 2), () => Promise.reject(new Error('offline')), () => deposit(10, 1), () => deposit(9, 5)];
    const { child, clock, notices, value } = start(depositInput, { latest: async () => answers.shift()!() });
    await flush();
    child.send({ type: 'payment.submit', values: { amount: '500', bonusId: '0' } });
    await flush();
    child.send({ type: 'payment.continue' });
    for (let i = 0; i < 3; i += 1) {
      clock.increment(3000);
      await flush();
      expect(value()).toEqual({ awaitingPayment: 'waiting' });
    }
    expect(notices).toEqual([]);
    clock.increment(3000);
    await flush();
    expect(notices).toEqual([{ kind: 'error', key: 'payments.depositRefused', reason: undefined }]);
  });

  it('after a refused payment, a new deposit is watched afresh', async () => {
    const answers = [deposit(9, 2), deposit(9, 4), deposit(10, 2), deposit(10, 1, { amount: 800 })];
    const { child, clock, notices, closes } = start(depositInput, { latest: async () => answers.shift()! });
    await flush();
    for (let round = 0; round < 2; round += 1) {
      child.send({ type: 'payment.submit', values: { amount: '800', bonusId: '0' } });
      await flush();
      child.send({ type: 'payment.continue' });
      for (let look = 0; look < 2; look += 1) {
        clock.increment(3000);
        await flush();
      }
    }
    expect(notices).toEqual([
      { kind: 'error', key: 'payments.depositRefused', reason: undefined },
      { kind: 'success', key: 'payments.depositConfirmed', amount: 800 },
    ]);
    expect(closes()).toEqual([{ type: 'dialog.close', name: 'deposit' }]);
  });

  it('Message: the server message and the bank details show; nothing closes', async () => {
    const bank = { bank: 'Ziraat', iban: IBAN, holder: 'Kasa Ödeme A.Ş.', reference: 'D-12', amount: 500 };
    const { child, clock, closes, value } = start(depositInput, {
      deposit: async () => ({ message: 'Tebrikler! Havale bilgileri aşağıda.', outcome: { type: 'Message', bank } }),
    });
    await flush();
    child.send({ type: 'payment.submit', values: { amount: '500', bonusId: '0' } });
    await flush();
    expect(value()).toBe('depositMessage');
    expect(child.getSnapshot().context).toMatchObject({ message: 'Tebrikler! Havale bilgileri aşağıda.', outcome: { type: 'Message', bank } });
    clock.increment(10_000);
    expect(closes()).toEqual([]);
  });

  it('a refusal shows the server message, keeps the form and marks the fields the server named', async () => {
    const refusal = Object.assign(new Error('Tutar limitlerin dışında.'), { errors: { amount: 'En az 100 TL' } });
    const { child, toasts, value } = start(depositInput, { deposit: () => Promise.reject(refusal) });
    await flush();
    child.send({ type: 'payment.submit', values: { amount: '50', bonusId: '0' } });
    await flush();
    expect(value()).toBe('editing');
    expect(toasts).toEqual([{ kind: 'error', message: 'Tutar limitlerin dışında.' }]);
    expect(child.getSnapshot().context.fieldErrors).toEqual({ amount: 'En az 100 TL' });
    expect(child.getSnapshot().context.submitted).toEqual({ amount: '50', bonusId: '0' });
  });
});

describe('payment dialog flow: withdraw', () => {
  it('sends the detail, shows the message and closes after 500 ms', async () => {
    const { child, calls, toasts, clock, closes, value } = start(withdrawInput);
    await flush();
    child.send({ type: 'payment.submit', values: { amount: '1000', iban: IBAN, accountHolder: '' } });
    expect(value()).toBe('editing');
    child.send({ type: 'payment.submit', values: { amount: '1000', iban: IBAN, accountHolder: 'Deniz Yılmaz' } });
    await flush();
    expect(calls.withdraw).toHaveBeenCalledWith({ id: 5, target: 'pay', detail: { amount: 1000, iban: IBAN, accountHolder: 'Deniz Yılmaz' } });
    expect(toasts).toEqual([{ kind: 'success', message: 'Çekim talebiniz alındı.' }]);
    clock.increment(499);
    expect(closes()).toEqual([]);
    clock.increment(1);
    expect(closes()).toEqual([{ type: 'dialog.close', name: 'withdraw' }]);
  });

  it('refuses an IBAN whose check digits are wrong', async () => {
    const { child, value } = start(withdrawInput);
    await flush();
    child.send({ type: 'payment.submit', values: { amount: '1000', iban: 'TR340006100519786457841326', accountHolder: 'Deniz Yılmaz' } });
    expect(value()).toBe('editing');
  });

  it('a refusal keeps the form with the server message and field errors', async () => {
    const refusal = Object.assign(new Error('Bakiyeniz yetersiz.'), { errors: { amount: 'Bakiye yetersiz' } });
    const { child, toasts, clock, closes, value } = start(withdrawInput, { withdraw: () => Promise.reject(refusal) });
    await flush();
    child.send({ type: 'payment.submit', values: { amount: '99999', iban: IBAN, accountHolder: 'Deniz Yılmaz' } });
    await flush();
    expect(value()).toBe('editing');
    expect(toasts).toEqual([{ kind: 'error', message: 'Bakiyeniz yetersiz.' }]);
    expect(child.getSnapshot().context.fieldErrors).toEqual({ amount: 'Bakiye yetersiz' });
    clock.increment(1000);
    expect(closes()).toEqual([]);
  });
});

describe('payment methods page', () => {
  it('loads the methods of its type, or shows the message and retries', async () => {
    let fail = true;
    const load = vi.fn(async ({ type }: { type: 1 | 2 }): Promise<PaymentMethod[]> => {
      if (fail) throw new Error('Sunucuya ulaşılamadı.');
      return [{ id: 1, type, kind: 'bank', title: 'Havale', logoUrl: '/x.svg', minAmount: 100, maxAmount: 50000, feePercent: 0, feeFixed: 0, processingTime: '30 dk' }];
    });
    const { child } = startChild(paymentMethodsMachine.provide({ actors: { loadMethods: fromPromise(({ input }) => load(input as never)) } }), { input: { type: 2 } });
    await flush();
    expect(child.getSnapshot().value).toBe('failed');
    expect(child.getSnapshot().context.error).toBe('Sunucuya ulaşılamadı.');
    fail = false;
    child.send({ type: 'methods.retry' });
    await flush();
    expect(child.getSnapshot().value).toBe('listed');
    expect(load).toHaveBeenLastCalledWith({ type: 2 });
    expect(child.getSnapshot().context.methods).toHaveLength(1);
  });
});

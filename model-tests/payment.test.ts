import { describe, expect, it } from 'vitest';
import { getSimplePaths } from 'xstate/graph';
import type { TransactionItem } from '../contracts/money';
import type { PaymentField } from '../contracts/payments';
import { paymentMachine, type PaymentInput } from '../machines/payment.machine';
import { dialogStep } from '../src/features/payments/steps';
import { ownEvents, withParentSink } from './shell-replay';
import { answer, checkFlow, effectsOf, fail, inFlight, send, wait, type FlowSpec, type Live, type Rule } from './spec-model';

/*
 * product §2 Deposit / Withdraw dialogs, §4 Deposit, §5 (Submit disabled until valid, numbers sent as numbers),
 * §8 (empty detail: "No data found" and close after 100 ms; detail failure: message and close after 100 ms;
 * withdraw success: message and close after 500 ms; a refusal keeps the step with the server message), and the
 * brief's payment page watch (the newest deposit every 3000 ms: Confirmed closes with the amount and a fresh
 * balance, Rejected/Cancelled bring the form back with an error).
 */

const IBAN = 'TR330006100519786457841326';
const URL = 'https://pay.example/session/42';
const fieldsOf: Record<1 | 2, PaymentField[]> = {
  1: [
    { key: 'amount', objectType: 'Decimal' },
    { key: 'bonusId', objectType: 'Dropdown', option: [{ id: 0, name: 'Bonus istemiyorum' }, { id: 7, name: '%100 Hoş Geldin' }] },
  ],
  2: [
    { key: 'amount', objectType: 'Decimal' },
    { key: 'iban', objectType: 'String' },
  ],
};
const valid = { 1: { amount: '1250.5', bonusId: '7' }, 2: { amount: '1000', iban: IBAN } } as const;
const invalid = { 1: { amount: '1250.5', bonusId: '' }, 2: { amount: '1000', iban: 'TR340006100519786457841326' } } as const;
// What the server receives for the valid form: numbers as numbers (product §5).
const sentDetail = { 1: { amount: 1250.5, bonusId: 7 }, 2: { amount: 1000, iban: IBAN } } as const;

const item = (status: TransactionItem['status']): TransactionItem => ({
  id: 42,
  reference: 'D-42',
  type: 1,
  status,
  amount: 1250.5,
  fee: 0,
  method: 'Kredi Kartı',
  details: '',
  reason: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
});
const refusal = Object.assign(new Error('Tutar limitlerin dışında.'), { errors: { amount: 'En az ₺100' } });
const iframe = { message: 'Ödeme sayfasına yönlendiriliyorsunuz.', outcome: { type: 'Iframe', url: URL } };
const message = { message: 'Tebrikler! Talebiniz alındı.', outcome: { type: 'Message', bank: null } };

const eventsFor = (type: 1 | 2) =>
  ownEvents({
    'payment.submit': [
      { type: 'payment.submit', values: valid[type] } as never,
      { type: 'payment.submit', values: invalid[type] } as never,
    ],
    'xstate.done.actor.loadDetail': [
      { type: 'xstate.done.actor.loadDetail', output: fieldsOf[type] } as never,
      { type: 'xstate.done.actor.loadDetail', output: [] } as never,
    ],
    'xstate.error.actor.loadDetail': [{ type: 'xstate.error.actor.loadDetail', error: new Error('Yöntem bulunamadı.') } as never],
    'xstate.done.actor.deposit': [
      { type: 'xstate.done.actor.deposit', output: iframe } as never,
      { type: 'xstate.done.actor.deposit', output: message } as never,
    ],
    'xstate.error.actor.deposit': [{ type: 'xstate.error.actor.deposit', error: refusal } as never],
    'xstate.done.actor.withdraw': [{ type: 'xstate.done.actor.withdraw', output: { message: 'Çekim talebiniz alındı.' } } as never],
    'xstate.error.actor.withdraw': [{ type: 'xstate.error.actor.withdraw', error: refusal } as never],
    'xstate.done.actor.loadLatestDeposit': [
      { type: 'xstate.done.actor.loadLatestDeposit', output: item(2) } as never,
      { type: 'xstate.done.actor.loadLatestDeposit', output: item(1) } as never,
      { type: 'xstate.done.actor.loadLatestDeposit', output: item(5) } as never,
    ],
    'xstate.error.actor.loadLatestDeposit': [{ type: 'xstate.error.actor.loadLatestDeposit', error: new Error('offline') } as never],
  });

/** What a player, the server or the page can notice. */
const observe = (live: Live) => {
  const snapshot = live.actor.getSnapshot();
  return {
    calls: live.requests.map((r) => ({ call: r.src, input: r.input })),
    out: ['loadDetail', 'deposit', 'withdraw', 'loadLatestDeposit'].filter((name) => inFlight(live, name).length > 0),
    toasts: effectsOf(live, 'toast').map((e) => e.params as { kind: string; message: string }),
    notices: effectsOf(live, 'notify').map((e) => e.params as { kind: string; key: string; amount?: number }),
    opened: effectsOf(live, 'openPaymentPage').map((e) => (e.params as { url: string }).url),
    balanceRefreshes: effectsOf(live, 'refreshBalance').length,
    closes: live.sentUp.filter((e) => e.type === 'dialog.close'),
    // What the dialog shows (src/features/payments/steps.ts) and the field errors beside the form.
    view: snapshot.status === 'active' || snapshot.status === 'done' ? dialogStep(snapshot) : 'gone',
    fieldErrors: snapshot.context.fieldErrors as Record<string, string>,
  };
};
type Observed = ReturnType<typeof observe>;
const countOf = (o: Observed, call: string) => o.calls.filter((c) => c.call === call).length;
const payCalls = (o: Observed) => countOf(o, 'deposit') + countOf(o, 'withdraw');

/** The situation, from calls, effects and the screen only. */
function situation(o: Observed): string {
  if (o.closes.length > 0) return 'closed';
  if (o.out.includes('loadDetail')) return 'loading';
  const detailRefused = o.notices.some((n) => n.key === 'payments.noData') || (payCalls(o) === 0 && o.toasts.some((t) => t.kind === 'error'));
  if (detailRefused) return 'closing';
  if (o.out.includes('deposit') || o.out.includes('withdraw')) return 'sending';
  if (o.toasts.some((t) => t.kind === 'success')) return 'withdrawn';
  if (o.view === 'message') return 'message';
  if (o.view === 'paymentPage') return 'payment page offered';
  if (o.opened.length > 0 && o.view === 'awaiting') return o.out.includes('loadLatestDeposit') ? 'looking at the deposit' : 'awaiting payment';
  return o.view === 'form' ? 'form' : `unexpected ${o.view}`;
}

const closesAfter = (ms: number, name: 'deposit' | 'withdraw', from: string): Rule<Observed>[] => [
  { act: wait(ms - 1), then: from, check: (after) => expect(after.closes).toEqual([]) },
  { act: wait(ms), then: 'closed', check: (after) => expect(after.closes).toEqual([{ type: 'dialog.close', name }]) },
];

function specFor(input: PaymentInput & { type: 1 | 2 }): FlowSpec<Observed> {
  const { type } = input;
  const name = type === 1 ? 'deposit' : 'withdraw';
  const refused: Rule<Observed> = {
    act: fail(name, refusal),
    then: 'form',
    check: (after, before) => {
      expect(after.toasts).toEqual([...before.toasts, { kind: 'error', message: 'Tutar limitlerin dışında.' }]);
      expect(after.fieldErrors, 'the server names the field beside it').toEqual({ amount: 'En az ₺100' });
    },
  };
  const sending: Rule<Observed>[] =
    type === 1
      ? [
          { act: answer('deposit', iframe), then: 'payment page offered', check: (after, before) => expect(after.opened).toEqual(before.opened) },
          { act: answer('deposit', message), then: 'message' },
          refused,
        ]
      : [
          {
            act: answer('withdraw', { message: 'Çekim talebiniz alındı.' }),
            then: 'withdrawn',
            check: (after, before) => expect(after.toasts).toEqual([...before.toasts, { kind: 'success', message: 'Çekim talebiniz alındı.' }]),
          },
          refused,
        ];
  const opensAgain: Rule<Observed> = {
    act: send({ type: 'payment.continue' }, 'Continue again'),
    then: (before) => situation(before),
    check: (after, before) => expect(after.opened).toEqual([...before.opened, URL]),
  };
  return {
    observe,
    situation,
    invariant: (o) => {
      expect(o.view === 'sending', 'Submit waits exactly while the call is out, and while a withdrawal closes').toBe(
        o.out.includes('deposit') || o.out.includes('withdraw') || situation(o) === 'withdrawn',
      );
      if (['loading', 'closing'].includes(situation(o))) expect(o.view).toBe('loading');
      // A withdrawal never opens a payment page nor watches deposits; a deposit never withdraws.
      if (type === 2) expect(o.calls.filter((c) => ['deposit', 'loadLatestDeposit'].includes(c.call))).toEqual([]);
      else expect(countOf(o, 'withdraw')).toBe(0);
      expect(o.closes.length).toBeLessThanOrEqual(1);
      for (const call of o.calls) {
        if (call.call === 'loadDetail') expect(call.input).toEqual({ id: input.id, type });
        if (call.call === name) expect(call.input).toEqual({ id: input.id, target: 'pay', detail: sentDetail[type] });
      }
    },
    rules: {
      loading: [
        { act: answer('loadDetail', fieldsOf[type]), then: 'form' },
        {
          act: answer('loadDetail', []),
          then: 'closing',
          check: (after) => expect(after.notices).toEqual([{ kind: 'error', key: 'payments.noData' }]),
        },
        {
          act: fail('loadDetail', new Error('Yöntem bulunamadı.')),
          then: 'closing',
          check: (after) => expect(after.toasts).toEqual([{ kind: 'error', message: 'Yöntem bulunamadı.' }]),
        },
      ],
      closing: closesAfter(100, name, 'closing'),
      form: [
        {
          act: send({ type: 'payment.submit', values: valid[type] }, 'submit a valid form'),
          then: 'sending',
          check: (after, before) => expect(payCalls(after)).toBe(payCalls(before) + 1),
        },
        {
          act: send({ type: 'payment.submit', values: invalid[type] }, 'submit an invalid form'),
          then: 'form',
          check: (after, before) => expect(after.calls).toEqual(before.calls),
        },
      ],
      sending,
      withdrawn: closesAfter(500, 'withdraw', 'withdrawn'),
      message: [{ act: wait(10_000), then: 'message', check: (after) => expect(after.closes).toEqual([]) }],
      'payment page offered': [
        {
          act: send({ type: 'payment.continue' }, 'Continue'),
          then: 'awaiting payment',
          check: (after) => expect(after.opened, 'the page answered opens in a new tab').toEqual([URL]),
        },
      ],
      'awaiting payment': [
        {
          act: wait(2999),
          then: 'awaiting payment',
          check: (after, before) => expect(countOf(after, 'loadLatestDeposit')).toBe(countOf(before, 'loadLatestDeposit')),
        },
        { act: wait(3000), then: 'looking at the deposit' },
        opensAgain,
      ],
      'looking at the deposit': [
        { act: answer('loadLatestDeposit', item(2)), then: 'awaiting payment' },
        { act: fail('loadLatestDeposit', new Error('offline')), then: 'awaiting payment' },
        {
          act: answer('loadLatestDeposit', item(1)),
          then: 'closed',
          check: (after) => {
            expect(after.notices).toEqual([{ kind: 'success', key: 'payments.depositConfirmed', amount: 1250.5 }]);
            expect(after.balanceRefreshes).toBe(1);
            expect(after.closes).toEqual([{ type: 'dialog.close', name: 'deposit' }]);
          },
        },
        {
          act: answer('loadLatestDeposit', item(5)),
          then: 'form',
          check: (after, before) => expect(after.notices).toEqual([...before.notices, { kind: 'error', key: 'payments.depositRefused', reason: undefined }]),
        },
        opensAgain,
      ],
      closed: [],
    },
    optional:
      type === 1
        ? ['withdrawn']
        : ['message', 'payment page offered', 'awaiting payment', 'looking at the deposit'],
  };
}

const inputs = [
  { name: 'deposit', input: { id: 3, type: 1 as const, title: 'Kredi Kartı' } },
  { name: 'withdraw', input: { id: 5, type: 2 as const, title: 'Banka Havalesi' } },
];

describe.each(inputs)('$name dialog paths', ({ input }) => {
  const paths = getSimplePaths(withParentSink(paymentMachine), { events: eventsFor(input.type), input });

  it('every path agrees with the user-level model; every situation is reached and every required act works there', async () => {
    expect(paths.length).toBeGreaterThan(5);
    await checkFlow({ machine: paymentMachine, input }, paths, specFor(input), { ruleKey: (o) => `${o.view} ${o.opened.length}` });
  });
});

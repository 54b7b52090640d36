import { and, assign, fromPromise, sendParent, setup } from 'xstate';
import { TransactionStatus, TransactionType } from '../contracts/enums';
import type { TransactionItem } from '../contracts/money';
import { buildDetailSchema, type PaymentField } from '../contracts/payments';
import type { UiKey } from '../i18n/keys';
import { type ToastKind, type ToastParams, errorMessage, notProvided } from './machine-helpers';

/** What the Deposit and Withdraw dialogs open with (product §2): the method's id, the transaction type, its title. */
export interface PaymentInput {
  id: number;
  type: TransactionType;
  title: string;
}

/** Where to send a bank transfer: shown with copy buttons beside the server's message. */
export interface BankTransfer {
  bank: string;
  iban: string;
  holder: string;
  reference: string;
  amount: number;
}

/** product §4 Deposit: an external payment page (type Iframe) or a plain message (type Message). */
export type DepositOutcome = { type: 'Iframe'; url: string } | { type: 'Message'; bank: BankTransfer | null };
export interface DepositAnswer {
  message: string;
  outcome: DepositOutcome;
}

export type Detail = Record<string, string | number>;
export interface PayPayload {
  id: number;
  target: 'pay';
  detail: Detail;
}

export type PaymentsKey = Extract<UiKey, `payments.${string}`>;
/** A toast whose text the app translates (the machine knows the key, the player's language is the app's). */
export interface NoticeParams {
  kind: ToastKind;
  key: PaymentsKey;
  amount?: number;
  reason?: string;
}

export interface PaymentContext extends PaymentInput {
  fields: PaymentField[];
  /** The values of the last submit, as typed (server field errors show until their field changes). */
  submitted: Record<string, unknown>;
  /** What the server said was wrong, by field key (ApiError.errors). */
  fieldErrors: Record<string, string>;
  /** The server's message after a deposit. */
  message: string;
  outcome: DepositOutcome | null;
  /** The deposit being watched on the payment page (the newest one at the first look). */
  depositId: number | null;
}

export type PaymentEvent = { type: 'payment.submit'; values: Record<string, unknown> } | { type: 'payment.continue' };

const schemas = new WeakMap<readonly PaymentField[], ReturnType<typeof buildDetailSchema>>();
/** The form's rules (contracts/payments.ts), built once per field list. */
export function detailSchemaOf(context: Pick<PaymentContext, 'fields' | 'type'>) {
  let schema = schemas.get(context.fields);
  if (!schema) schemas.set(context.fields, (schema = buildDetailSchema(context.fields, context.type)));
  return schema;
}

const fieldErrorsOf = (error: unknown): Record<string, string> => {
  const errors = (error as { errors?: unknown } | null)?.errors;
  return errors && typeof errors === 'object' ? (errors as Record<string, string>) : {};
};

const refusedStatuses: readonly TransactionStatus[] = [TransactionStatus.Rejected, TransactionStatus.Cancelled];
/** The newest deposit is the watched one (or, at the first look, becomes it). */
const isWatched = (context: PaymentContext, item: TransactionItem | null): item is TransactionItem =>
  item !== null && (context.depositId === null || context.depositId === item.id);

const toastError = {
  type: 'toast' as const,
  params: ({ event }: { event: { error: unknown } }): ToastParams => ({ kind: 'error', message: errorMessage(event.error) }),
};
/** The Deposit and Withdraw dialogs (product §2, §4 Deposit, §5, §8): a form built from the method's fields. */
export const paymentMachine = setup({
  types: {} as { context: PaymentContext; events: PaymentEvent; input: PaymentInput },
  actors: {
    /** POST payment/detail {id, type}. */
    loadDetail: fromPromise<PaymentField[], { id: number; type: TransactionType }>(notProvided),
    /** POST payment/deposit {id, target: "pay", detail}. */
    deposit: fromPromise<DepositAnswer, PayPayload>(notProvided),
    /** POST payment/withdraw {id, target: "pay", detail}: its message. */
    withdraw: fromPromise<{ message: string }, PayPayload>(notProvided),
    /** GET customer/transactions?type=1&page=1&pageSize=1: the newest deposit, if any. */
    loadLatestDeposit: fromPromise<TransactionItem | null, void>(notProvided),
  },
  actions: {
    toast: (_, _params: ToastParams) => {},
    notify: (_, _params: NoticeParams) => {},
    openPaymentPage: (_, _params: { url: string }) => {},
    refreshBalance: () => {},
    /** A new submit starts afresh: no server field errors, no deposit watched yet. */
    rememberSubmit: assign({
      submitted: ({ event }) => (event.type === 'payment.submit' ? event.values : {}),
      fieldErrors: {},
      depositId: null,
    }),
    rememberFieldErrors: assign({ fieldErrors: ({ event }) => fieldErrorsOf((event as { error?: unknown }).error) }),
    close: sendParent(({ context }: { context: PaymentContext }) => ({
      type: 'dialog.close' as const,
      name: context.type === TransactionType.Deposit ? ('deposit' as const) : ('withdraw' as const),
    })),
  },
  guards: {
    hasFields: (_, { fields }: { fields: PaymentField[] }) => fields.length > 0,
    /** The submitted values pass the form's rules (the view enables Submit by asking this, snapshot.can). */
    isValid: ({ context, event }) => event.type === 'payment.submit' && detailSchemaOf(context).safeParse(event.values).success,
    isDeposit: ({ context }) => context.type === TransactionType.Deposit,
    opensPage: (_, { outcome }: { outcome: DepositOutcome }) => outcome.type === 'Iframe',
    confirmed: ({ context }, { item }: { item: TransactionItem | null }) =>
      isWatched(context, item) && item.status === TransactionStatus.Confirmed,
    refused: ({ context }, { item }: { item: TransactionItem | null }) =>
      isWatched(context, item) && refusedStatuses.includes(item.status),
  },
  delays: {
    /** product §8: an empty or failed field list closes the dialog after 100 ms. */
    detailClose: 100,
    /** product §8: a withdrawal's message shows and the dialog closes after 500 ms. */
    withdrawClose: 500,
    /** How often the payment page's outcome is asked for. */
    paymentPoll: 3000,
  },
}).createMachine({
  id: 'payment',
  description: 'Deposit and Withdraw dialogs: the method fields, the form, and what follows a submit',
  context: ({ input }) => ({
    id: input.id,
    type: input.type,
    title: input.title,
    fields: [],
    submitted: {},
    fieldErrors: {},
    message: '',
    outcome: null,
    depositId: null,
  }),
  initial: 'loadingDetail',
  states: {
    loadingDetail: {
      description: 'POST payment/detail {id, type}: the fields of the form',
      invoke: {
        id: 'loadDetail',
        src: 'loadDetail',
        input: ({ context }) => ({ id: context.id, type: context.type }),
        onDone: [
          {
            guard: { type: 'hasFields', params: ({ event }) => ({ fields: event.output }) },
            target: 'editing',
            actions: assign({ fields: ({ event }) => event.output }),
          },
          { target: 'noData' },
        ],
        onError: { target: 'detailFailed', actions: toastError },
      },
    },
    noData: {
      description: 'No fields: "No data found" shows and the dialog closes after 100 ms',
      entry: { type: 'notify', params: { kind: 'error', key: 'payments.noData' } },
      after: { detailClose: 'closed' },
    },
    detailFailed: {
      description: 'The fields did not load: the message shows and the dialog closes after 100 ms',
      after: { detailClose: 'closed' },
    },
    editing: {
      description: 'The form built from the fields; Submit is disabled while it is invalid; server field errors show beside their fields',
      on: {
        'payment.submit': [
          {
            guard: and(['isDeposit', 'isValid']),
            target: 'depositing',
            actions: 'rememberSubmit',
          },
          {
            guard: 'isValid',
            target: 'withdrawing',
            actions: 'rememberSubmit',
          },
        ],
      },
    },
    depositing: {
      description: 'POST payment/deposit {id, target: "pay", detail}; Submit waits',
      invoke: {
        id: 'deposit',
        src: 'deposit',
        input: ({ context }) => ({ id: context.id, target: 'pay' as const, detail: detailSchemaOf(context).parse(context.submitted) }),
        onDone: [
          {
            guard: { type: 'opensPage', params: ({ event }) => ({ outcome: event.output.outcome }) },
            target: 'paymentPage',
            actions: assign({ outcome: ({ event }) => event.output.outcome, message: ({ event }) => event.output.message }),
          },
          {
            target: 'depositMessage',
            actions: assign({ outcome: ({ event }) => event.output.outcome, message: ({ event }) => event.output.message }),
          },
        ],
        onError: { target: 'editing', actions: [toastError, 'rememberFieldErrors'] },
      },
    },
    paymentPage: {
      description: 'Result Iframe: a Continue button opens the payment page in a new tab',
      on: {
        'payment.continue': {
          target: 'awaitingPayment',
          actions: { type: 'openPaymentPage', params: ({ context }) => ({ url: (context.outcome as { url: string }).url }) },
        },
      },
    },
    awaitingPayment: {
      description: 'The player pays in the other tab; the newest deposit is looked at every 3000 ms (the dialog may be closed any time)',
      initial: 'waiting',
      on: {
        'payment.continue': {
          actions: { type: 'openPaymentPage', params: ({ context }) => ({ url: (context.outcome as { url: string }).url }) },
        },
      },
      states: {
        waiting: {
          description: 'Until the next look, 3000 ms',
          after: { paymentPoll: 'checking' },
        },
        checking: {
          description: 'GET customer/transactions?type=1&page=1&pageSize=1',
          invoke: {
            id: 'loadLatestDeposit',
            src: 'loadLatestDeposit',
            onDone: [
              {
                guard: { type: 'confirmed', params: ({ event }) => ({ item: event.output }) },
                target: '#payment.closed',
                actions: [
                  { type: 'notify', params: ({ event }) => ({ kind: 'success' as const, key: 'payments.depositConfirmed' as const, amount: event.output!.amount }) },
                  'refreshBalance',
                ],
              },
              {
                guard: { type: 'refused', params: ({ event }) => ({ item: event.output }) },
                target: '#payment.editing',
                actions: {
                  type: 'notify',
                  params: ({ event }) => {
                    const reason = event.output?.reason ?? undefined;
                    return { kind: 'error' as const, key: reason ? 'payments.depositRefusedBecause' : 'payments.depositRefused', reason };
                  },
                },
              },
              {
                target: 'waiting',
                actions: assign({ depositId: ({ context, event }) => context.depositId ?? event.output?.id ?? null }),
              },
            ],
            onError: 'waiting',
          },
        },
      },
    },
    depositMessage: {
      description: 'Result Message: the server message (congratulations), with the bank details to copy for a transfer',
      type: 'final',
    },
    withdrawing: {
      description: 'POST payment/withdraw {id, target: "pay", detail}; Submit waits (a withdrawal is never offered to cancel)',
      invoke: {
        id: 'withdraw',
        src: 'withdraw',
        input: ({ context }) => ({ id: context.id, target: 'pay' as const, detail: detailSchemaOf(context).parse(context.submitted) }),
        onDone: {
          target: 'withdrawn',
          actions: { type: 'toast', params: ({ event }) => ({ kind: 'success' as const, message: event.output.message }) },
        },
        onError: { target: 'editing', actions: [toastError, 'rememberFieldErrors'] },
      },
    },
    withdrawn: {
      description: 'The message shows; the dialog closes after 500 ms',
      after: { withdrawClose: 'closed' },
    },
    closed: {
      description: 'The dialog closes',
      type: 'final',
      entry: 'close',
    },
  },
});

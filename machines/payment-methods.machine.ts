import { assign, fromPromise, setup } from 'xstate';
import type { TransactionType } from '../contracts/enums';
import type { PaymentMethod } from '../contracts/money';
import { errorMessage, notProvided } from './machine-helpers';

export interface PaymentMethodsContext {
  type: TransactionType;
  methods: PaymentMethod[];
  error: string | null;
}

export type PaymentMethodsEvent = { type: 'methods.retry' };

/** /dashboard/deposit and /dashboard/withdraw: the method cards; a card opens its Deposit or Withdraw dialog. */
export const paymentMethodsMachine = setup({
  types: {} as { context: PaymentMethodsContext; events: PaymentMethodsEvent; input: { type: TransactionType } },
  actors: {
    loadMethods: fromPromise<PaymentMethod[], { type: TransactionType }>(notProvided),
  },
}).createMachine({
  id: 'paymentMethods',
  description: 'The deposit or withdraw page: one card per payment method',
  context: ({ input }) => ({ type: input.type, methods: [], error: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'GET payment/methods?type=1 (deposit) or 2 (withdraw)',
      invoke: {
        id: 'loadMethods',
        src: 'loadMethods',
        input: ({ context }) => ({ type: context.type }),
        onDone: { target: 'listed', actions: assign({ methods: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    listed: {
      description: 'Logo, title, min–max in lira, fee ("Free" when none) and processing time of each method; or "no methods"',
    },
    failed: {
      description: 'The message shows with a Try again button',
      on: { 'methods.retry': 'loading' },
    },
  },
});

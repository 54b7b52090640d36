import { assign, setup } from 'xstate';
import { TransactionType } from '../contracts/enums';
import type { PaymentMethod } from '../contracts/money';
import { paymentMachine } from './payment.machine';
import { paymentMethodsMachine } from './payment-methods.machine';

export interface DepositSheetContext {
  /** The method whose form the sheet shows. */
  method: PaymentMethod | null;
}

export type DepositSheetEvent =
  | { type: 'deposit.open' }
  | { type: 'deposit.close' }
  | { type: 'deposit.methodChosen'; method: PaymentMethod }
  | { type: 'deposit.back' }
  /** Sent up by the payment flow when it is done (a confirmed deposit, an empty or failed field list). */
  | { type: 'dialog.close'; name?: string };

/**
 * product §2 Game play dialog: the Deposit bottom sheet ("Deposit Money") over the game. It holds the deposit
 * flow of /dashboard/deposit: the deposit methods, then the chosen method's form (the payment flow).
 */
export const depositSheetMachine = setup({
  types: {} as { context: DepositSheetContext; events: DepositSheetEvent; children: { methods: 'methods'; payment: 'payment' } },
  actors: {
    /** The deposit methods (GET payment/methods?type=1). */
    methods: paymentMethodsMachine,
    /** The Deposit dialog's flow: the method's fields, the form and what follows a submit. */
    payment: paymentMachine,
  },
}).createMachine({
  id: 'depositSheet',
  description: 'The Deposit bottom sheet over the game: the deposit methods, then the chosen method\'s form',
  context: { method: null },
  initial: 'closed',
  states: {
    closed: {
      description: 'Only the game shows',
      entry: assign({ method: null }),
      on: { 'deposit.open': 'open' },
    },
    open: {
      description: 'The sheet "Deposit Money" (at least 15dvh high) slides up over the game',
      on: { 'deposit.close': 'closed' },
      initial: 'choosing',
      states: {
        choosing: {
          description: 'One card per deposit method',
          invoke: { id: 'methods', src: 'methods', input: { type: TransactionType.Deposit }, onError: '#depositSheet.closed' },
          on: { 'deposit.methodChosen': { target: 'paying', actions: assign({ method: ({ event }) => event.method }) } },
        },
        paying: {
          description: 'The chosen method\'s form; Back returns to the methods; the flow closes the sheet when it is done',
          invoke: {
            id: 'payment',
            src: 'payment',
            input: ({ context }) => ({ id: context.method!.id, type: TransactionType.Deposit, title: context.method!.title }),
            onError: 'choosing',
          },
          on: {
            'deposit.back': 'choosing',
            'dialog.close': '#depositSheet.closed',
          },
        },
      },
    },
  },
});

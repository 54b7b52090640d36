import type { SnapshotFrom } from 'xstate';
import type { paymentMachine } from '../../../machines/payment.machine';

/** What the Deposit / Withdraw dialog shows for a state of its flow. */
export type DialogStep = 'loading' | 'form' | 'sending' | 'paymentPage' | 'awaiting' | 'message';

export function dialogStep(snapshot: SnapshotFrom<typeof paymentMachine>): DialogStep {
  if (snapshot.matches('editing')) return 'form';
  // The form stays with Submit waiting while the call is out and while a withdrawal's message shows.
  if (snapshot.matches('depositing') || snapshot.matches('withdrawing') || snapshot.matches('withdrawn')) return 'sending';
  if (snapshot.matches('paymentPage')) return 'paymentPage';
  if (snapshot.matches('awaitingPayment')) return 'awaiting';
  if (snapshot.matches('depositMessage')) return 'message';
  return 'loading';
}

import * as z from 'zod';
import { transactionType } from './enums';

/* The payments queue's live side: the operators' hub tells finance when a request enters or leaves the queue. */

/** Pushed on the operators' hub (`NotifyMessage` with `{ cmd: PAYMENTS_QUEUE_COMMAND, message }`) to the roles of the payments screen. */
export const PAYMENTS_QUEUE_COMMAND = 'PaymentsQueue';
export const paymentsQueuePush = z.object({ type: transactionType });
export type PaymentsQueuePush = z.infer<typeof paymentsQueuePush>;

/** GET admin/payments/pending: how many requests wait for a decision (the count in the navigation). */
export const pendingCounts = z.object({ withdrawals: z.number().int(), deposits: z.number().int() });
export type PendingCounts = z.infer<typeof pendingCounts>;

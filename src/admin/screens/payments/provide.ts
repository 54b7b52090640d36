import { fromCallback, fromPromise } from 'xstate';
import { adminPaymentsMachine } from '../../../../machines/admin-payments.machine';
import { adminPendingCountMachine } from '../../../../machines/admin-pending-count.machine';
import { showToast } from '../../../ui/toast';
import { listenOperatorHub } from '../../api/operator-hub';
import { decideMany, loadPendingCounts, loadQueue } from './api';

/** The queue's feed: the hub's opening, its payments pushes (of any type: the count and the screen both change), its closing. */
const feed = (prefix: 'queue' | 'count') =>
  fromCallback(({ sendBack }) =>
    listenOperatorHub((news) => {
      if (news.kind === 'opened') sendBack({ type: `${prefix}.hubOpened` });
      else if (news.kind === 'closed') sendBack({ type: `${prefix}.hubClosed` });
      else if (news.kind === 'paymentsQueue') sendBack({ type: `${prefix}.changed` });
    }),
  );

export const providedPayments = adminPaymentsMachine.provide({
  actors: {
    loadQueue: fromPromise(({ input, signal }) => loadQueue(input, signal)),
    decide: fromPromise(({ input, signal }) => decideMany(input, signal)),
    queueFeed: feed('queue'),
  },
  actions: { toast: showToast },
});

export const providedPendingCount = adminPendingCountMachine.provide({
  actors: {
    loadCounts: fromPromise(({ signal }) => loadPendingCounts(signal)),
    queueFeed: feed('count'),
  },
});

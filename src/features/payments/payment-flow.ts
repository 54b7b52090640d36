import { paymentMachine } from '../../../machines/payment.machine';
import { callActor } from '../../api/call';
import { page } from '../../app/page';
import { runtime } from '../../app/services';
import { translatorFor } from '../../i18n/runtime';
import { formatLiraIn } from '../../ui/lira';
import { showToast } from '../../ui/toast';
import { deposit } from './api/deposit';
import { loadLatestDeposit } from './api/latest-deposit';
import { loadDetail } from './api/payment-detail';
import { withdraw } from './api/withdraw';

/** The Deposit and Withdraw dialogs' flow (one machine: its input's type decides which call a submit makes). */
export const providedPaymentMachine = paymentMachine.provide({
  actors: {
    loadDetail: callActor(loadDetail),
    deposit: callActor(deposit),
    withdraw: callActor(withdraw),
    loadLatestDeposit: callActor(loadLatestDeposit),
  },
  actions: {
    toast: showToast,
    notify: (_, { kind, key, amount, reason }) => {
      const params = { amount: amount === undefined ? '' : formatLiraIn(amount, runtime.locale), reason: reason ?? '' };
      showToast(undefined, { kind, message: translatorFor(runtime.locale)(key, params) });
    },
    openPaymentPage: (_, { url }) => page.open(url),
    // The session polls the balance every 3000 ms; this asks it now, so the header shows the deposit at once.
    refreshBalance: ({ system }) => system.get('session')?.send({ type: 'session.balanceChanged' }),
  },
});

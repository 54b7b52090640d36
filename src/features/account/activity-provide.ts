import { bonusesMachine } from '../../../machines/bonuses.machine';
import { financialActivitiesMachine } from '../../../machines/financial-activities.machine';
import type { SessionEvent } from '../../../machines/session.machine';
import { callActor } from '../../api/call';
import { showToast } from '../../ui/toast';
import { claimReward, loadBonuses } from './api/bonuses';
import { downloadTransactions, loadTransactions } from './api/transactions';
import { saveFile } from './save-file';

export const providedFinancialActivitiesMachine = financialActivitiesMachine.provide({
  actors: { loadTransactions: callActor(loadTransactions), downloadTransactions: callActor(downloadTransactions) },
  actions: { toast: showToast, saveFile },
});

/** The bonuses page's machine; a claim tells `session` (the app's session actor) that the balance changed. */
export const bonusesMachineFor = (session: { send(event: SessionEvent): void }) =>
  bonusesMachine.provide({
    actors: { loadBonuses: callActor(loadBonuses), claimReward: callActor(claimReward) },
    actions: { toast: showToast, refreshBalance: () => session.send({ type: 'session.balanceChanged' }) },
  });

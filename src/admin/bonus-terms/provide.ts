import { fromPromise } from 'xstate';
import { adminBonusTermsMachine } from '../../../machines/admin-bonus-terms.machine';
import { showToast } from '../../ui/toast';
import { loadBonuses, saveBonusTerms } from './api/bonus-terms';

export const providedBonusTerms = adminBonusTermsMachine.provide({
  actors: {
    loadBonuses: fromPromise(({ signal }) => loadBonuses(signal)),
    saveTerms: fromPromise(({ input, signal }) => saveBonusTerms(input, signal)),
  },
  actions: { toast: showToast },
});

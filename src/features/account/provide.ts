import { fromPromise } from 'xstate';
import { profileMachine } from '../../../machines/profile.machine';
import { sessionHistoryMachine } from '../../../machines/session-history.machine';
import { loadSchemas } from '../../app/schemas';
import { api } from '../../app/services';
import { showToast } from '../../ui/toast';

export const providedProfileMachine = profileMachine.provide({
  actors: {
    loadProfile: fromPromise(async ({ signal }) => {
      const answer = await api.get<unknown>('customer/profile', { signal });
      return (await loadSchemas()).profile.parse(answer.data);
    }),
  },
});

export const providedSessionHistoryMachine = sessionHistoryMachine.provide({
  actors: {
    loadSessions: fromPromise(async ({ signal }) => {
      const answer = await api.get<unknown>('customer/sessions', { signal });
      return (await loadSchemas()).sessionItem.array().parse(answer.data);
    }),
    endSession: fromPromise(async ({ input, signal }) => ({
      message: (await api.post<unknown>('customer/sessions/end', input, { signal })).message,
    })),
  },
  actions: { toast: showToast },
});

import { fromPromise } from 'xstate';
import { loginMachine } from '../../../machines/login.machine';
import { loadSchemas } from '../../app/schemas';
import { api, runtime } from '../../app/services';
import { translatorFor } from '../../i18n/runtime';
import { showToast } from '../../ui/toast';

export const providedLoginMachine = loginMachine.provide({
  actors: {
    login: fromPromise(async ({ input, signal }) => {
      const answer = await api.post<unknown>('auth/login', input, { signal });
      const { authData } = await loadSchemas();
      return {
        authData: authData.parse(answer.data),
        message: answer.message || translatorFor(runtime.locale)('login.success'),
      };
    }),
  },
  actions: { toast: showToast },
});

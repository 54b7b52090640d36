import { fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { registerMachine } from '../../../machines/register.machine';
import { welcomeMachine } from '../../../machines/welcome.machine';
import { loadSchemas } from '../../app/schemas';
import { api } from '../../app/services';
import { siteOption } from '../../app/site-options';
import { showToast } from '../../ui/toast';
import { providedPhoneCodeMachine } from '../auth/phone-flows';
import { readAttributionSources } from './attribution';
import { fireConfetti } from './confetti';

const providedWelcomeMachine = welcomeMachine.provide({
  actors: {
    phoneCode: providedPhoneCodeMachine,
    claimTrialBonus: fromPromise(async ({ signal }) => {
      const answer = await api.get<unknown>('bonus/definetrialbonus', { signal });
      return { message: answer.message };
    }),
  },
  actions: {
    toast: showToast,
    confetti: fireConfetti,
    openDeposit: () => navigate('/dashboard/deposit'),
    // The side menu owns the chat (widget, or the live-chat page from the site option livechat).
    openLiveChat: ({ system }) => {
      const data = system.get('bootstrap')?.getSnapshot().context.data;
      system.get('sideMenu')?.send({ type: 'chat.toggled', url: data ? siteOption(data, 'livechat') : undefined });
    },
  },
});

export const providedRegisterMachine = registerMachine.provide({
  actors: {
    readAttribution: fromPromise(async () => readAttributionSources()),
    loadForm: fromPromise(async ({ input, signal }) => {
      const answer = await api.get<unknown>('auth/form', { searchParams: input.refId ? { refId: input.refId } : undefined, signal });
      const { formDataResponse } = await loadSchemas();
      return formDataResponse.parse(answer.data).countries;
    }),
    register: fromPromise(async ({ input, signal }) => {
      const answer = await api.post<unknown>('auth/register', input, { signal });
      const { authData } = await loadSchemas();
      return { authData: authData.parse(answer.data), message: answer.message };
    }),
    welcome: providedWelcomeMachine,
  },
  actions: { toast: showToast },
});

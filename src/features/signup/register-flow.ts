import { fromPromise } from 'xstate';
import { registerMachine } from '../../../machines/register.machine';
import { welcomeMachine } from '../../../machines/welcome.machine';
import { callActor } from '../../api/call';
import { providedPhoneCodeMachine } from '../../app/phone-code';
import { siteOption } from '../../app/site-options';
import { showToast } from '../../ui/toast';
import { readAttributionSources } from './attribution';
import { fireConfetti } from './confetti';
import { loadRegisterForm } from './api/register-form';
import { register } from './api/register';
import { claimTrialBonus } from './api/trial-bonus';
import { page } from '../../app/page';

const providedWelcomeMachine = welcomeMachine.provide({
  actors: {
    phoneCode: providedPhoneCodeMachine,
    claimTrialBonus: callActor(claimTrialBonus),
  },
  actions: {
    toast: showToast,
    confetti: fireConfetti,
    openDeposit: () => page.navigate('/dashboard/deposit'),
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
    loadForm: callActor(loadRegisterForm),
    register: callActor(register),
    welcome: providedWelcomeMachine,
  },
  actions: { toast: showToast },
});

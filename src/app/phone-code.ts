import { phoneCodeMachine } from '../../machines/phone-code.machine';
import { callActor } from '../api/call';
import { showToast } from '../ui/toast';
import { updatePhone } from './api/update-phone';

/** The phone-code exchange of every phone flow (the phone dialogs and the welcome panel's phone step). */
export const providedPhoneCodeMachine = phoneCodeMachine.provide({
  actors: { updatePhone: callActor(updatePhone) },
  actions: { toast: showToast },
});

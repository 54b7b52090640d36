import { callRequestMachine } from '../../../machines/call-request.machine';
import { callActor } from '../../api/call';
import { showToast } from '../../ui/toast';
import { loadProfile, sendCallRequest } from './api/call-request';

export const providedCallRequestMachine = callRequestMachine.provide({
  actors: { loadProfile: callActor(loadProfile), sendCallRequest: callActor(sendCallRequest) },
  actions: { toast: showToast },
});

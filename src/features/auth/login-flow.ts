import { loginMachine } from '../../../machines/login.machine';
import { callActor } from '../../api/call';
import { showToast } from '../../ui/toast';
import { login } from './api/login';

export const providedLoginMachine = loginMachine.provide({
  actors: { login: callActor(login) },
  actions: { toast: showToast },
});

import { fromPromise } from 'xstate';
import type { Ack } from '../../../machines/machine-helpers';
import { recoveryMachine } from '../../../machines/recovery.machine';
import { api } from '../../app/services';
import { showToast } from '../../ui/toast';

/** A POST whose answer matters only by its (localized) message. */
export const postAck = <T extends object>(path: string) =>
  fromPromise<Ack, T>(async ({ input, signal }) => ({ message: (await api.post<unknown>(path, input, { signal })).message }));

export const providedRecoveryMachine = recoveryMachine.provide({
  actors: {
    sendResetCode: postAck('auth/sendresetpassword'),
    checkResetCode: postAck('auth/checkresetcode'),
    changePassword: postAck('auth/changepasswordwithcode'),
  },
  actions: { toast: showToast },
});

import { fromCallback, type AnyEventObject } from 'xstate';
import { realtimeMachine, type ConnectionEvent, type ConnectionInput } from '../../machines/realtime.machine';
import { errorMessage } from '../../machines/machine-helpers';
import { runtime } from './services';

/**
 * One hub connection per attempt of the realtime machine; stopping the actor (leaving the state, logging out)
 * closes it. The SignalR client loads on first use.
 */
export const hubConnection = fromCallback<AnyEventObject, ConnectionInput>(({ input, sendBack }) => {
  let stopped = false;
  let stop = () => {};
  const report = (event: ConnectionEvent) => {
    if (!stopped) sendBack(event);
  };
  import('./hub-client')
    .then(({ openHub }) => {
      if (stopped) return undefined;
      const hub = openHub(
        { locale: input.locale, token: () => runtime.token, fingerprint: runtime.fingerprint, origin: globalThis.location.origin },
        report,
      );
      stop = hub.stop;
      return hub.started.then(() => report({ type: 'realtime.opened' }));
    })
    .catch((error: unknown) => report({ type: 'realtime.closed', error: errorMessage(error) }));
  return () => {
    stopped = true;
    stop();
  };
});

export const providedRealtimeMachine = realtimeMachine.provide({ actors: { connection: hubConnection } });

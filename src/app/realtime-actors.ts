import { fromCallback, type AnyEventObject } from 'xstate';
import { realtimeMachine, type ConnectionEvent, type ConnectionInput } from '../../machines/realtime.machine';
import { errorMessage } from '../../machines/machine-helpers';
import { setLiveHub, type HubInvoke } from './live-hub';
import { runtime } from './services';

/**
 * One hub connection per attempt of the realtime machine; stopping the actor (leaving the state, logging out)
 * closes it. The SignalR client loads on first use.
 */
export const hubConnection = fromCallback<AnyEventObject, ConnectionInput>(({ input, sendBack }) => {
  let stopped = false;
  let stop = () => {};
  let live: HubInvoke | null = null;
  const notLive = () => {
    if (live) setLiveHub(null);
    live = null;
  };
  const report = (event: ConnectionEvent) => {
    if (event.type === 'realtime.closed') notLive();
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
      return hub.started.then(() => {
        if (stopped) return;
        // Features call the hub's methods through it while it is open (the chat window's sends).
        live = (method, ...args) => hub.invoke(method, ...args);
        setLiveHub(live);
        report({ type: 'realtime.opened' });
      });
    })
    .catch((error: unknown) => report({ type: 'realtime.closed', error: errorMessage(error) }));
  return () => {
    stopped = true;
    notLive();
    stop();
  };
});

export const providedRealtimeMachine = realtimeMachine.provide({ actors: { connection: hubConnection } });

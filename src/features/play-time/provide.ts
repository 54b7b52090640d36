import { sessionLimitMachine } from '../../../machines/session-limit.machine';
import { callActor } from '../../api/call';
import { runtime } from '../../app/services';
import { translatorFor } from '../../i18n/runtime';
import { showToast } from '../../ui/toast';
import { loadPlaySession } from '../../api/play-session';

/** The session-time limit's countdown (a child of the app actor while a player is logged in). */
export const providedSessionLimitMachine = sessionLimitMachine.provide({
  actors: { loadSession: callActor(loadPlaySession) },
  actions: {
    logOut: ({ system }) => system.get('session')?.send({ type: 'session.logout' }),
    notify: (_, { key }) => showToast(undefined, { kind: key === 'sessionLimit.ended' ? 'info' : 'warning', message: translatorFor(runtime.locale)(key) }),
  },
});

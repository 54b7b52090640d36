import { fromPromise, sendParent } from 'xstate';
import { depositSheetMachine } from '../../../machines/deposit-sheet.machine';
import { gameLaunchMachine } from '../../../machines/game-launch.machine';
import { realityCheckMachine } from '../../../machines/reality-check.machine';
import { loadPlaySession } from '../../api/play-session';
import type { paymentMachine } from '../../../machines/payment.machine';
import type { paymentMethodsMachine } from '../../../machines/payment-methods.machine';
import { callActor } from '../../api/call';
import { page } from '../../app/page';
import { runtime } from '../../app/services';
import { translatorFor } from '../../i18n/runtime';
import { showToast } from '../../ui/toast';
import { launchGame } from './api/launch';

/** The deposit flow the sheet holds, from the payments feature (the app composes them, src/app/registry-actors.ts). */
export interface DepositFlows {
  /** The deposit methods (GET payment/methods?type=1), provided. */
  methods: typeof paymentMethodsMachine;
  /** The Deposit dialog's flow, provided. */
  payment: typeof paymentMachine;
}

/** The reality check over a game: the session's figures, and the way to the game history. */
const providedRealityCheck = realityCheckMachine.provide({
  actors: { loadFigures: fromPromise(async ({ signal }) => ({ ...(await loadPlaySession(undefined, signal)), receivedAt: Date.now() })) },
  actions: {
    openHistory: () => page.navigate('/dashboard/game-history'),
    // The game's flow logs the player out: on the game page it is not in the app's actor system.
    logOut: sendParent({ type: 'game.logout' }),
  },
});

/** The game launch with its real effects, its deposit sheet holding `deposit`. */
export function provideGameLaunch(deposit: DepositFlows) {
  return gameLaunchMachine.provide({
    actors: {
      launch: callActor(launchGame),
      depositSheet: depositSheetMachine.provide({
        actors: { methods: deposit.methods, payment: deposit.payment },
      }),
      realityCheck: providedRealityCheck,
    },
    actions: {
      toast: showToast,
      notify: (_, { kind, key }) => showToast(undefined, { kind, message: translatorFor(runtime.locale)(key) }),
      returnToLobby: (_, { lobbyUrl }) => page.navigate(lobbyUrl),
      // The mobile dialog runs in the app's actor system; the game page provides its own (game-page.tsx).
      logOut: ({ system }) => system.get('session')?.send({ type: 'session.logout' }),
    },
  });
}

export type ProvidedGameLaunch = ReturnType<typeof provideGameLaunch>;

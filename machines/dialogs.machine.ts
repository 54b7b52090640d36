import { assign, fromPromise, sendParent, setup, stopChild, type AnyActorLogic, type AnyActorRef } from 'xstate';
import type { AuthData } from '../contracts/auth';
import type { Promotion } from '../contracts/cms';
import type { ExclusionState } from '../contracts/limits';
import type { GameLaunchInput } from './game-launch.machine';

/** What each dialog is opened with. */
export interface DialogPropsMap {
  login: undefined;
  /** The full Register dialog; variant short leaves out TC No, birth date and country. */
  register: { variant: 'short' } | undefined;
  /** The Sign Up modal: Fast Register and Default Register tabs. */
  signUp: undefined;
  recovery: undefined;
  changePassword: undefined;
  smsVerify: undefined;
  phoneVerification: undefined;
  promotion: { promotion: Promotion };
  /** Mobile: the full-height Game play dialog; its flow is the game launch. */
  game: GameLaunchInput;
  /** product §2: both payment dialogs open with the method's id, the transaction type and the title. */
  deposit: { id: number; type: 1; title: string };
  withdraw: { id: number; type: 2; title: string };
  /** After the login of a player under a time-out or self-exclusion: why, and the way to withdraw or read history. */
  excluded: ExclusionState;
}
export type DialogName = keyof DialogPropsMap;

export type DialogOpenEvent = {
  [N in DialogName]: { type: 'dialog.open'; name: N } & (undefined extends DialogPropsMap[N] ? { props?: DialogPropsMap[N] } : { props: DialogPropsMap[N] });
}[DialogName];

/** The flow actor of the open dialog, when that dialog has one (its view knows which machine it runs). */
export type DialogFlow = AnyActorRef;

export interface DialogsContext {
  name: DialogName | null;
  props: DialogPropsMap[DialogName] | undefined;
  flow: DialogFlow | null;
}

export type DialogsEvent =
  | DialogOpenEvent
  /** name: close only if that dialog is still the open one. */
  | { type: 'dialog.close'; name?: DialogName }
  | { type: 'dialog.closeAll' }
  /** Sent up by a flow that signed the player in; relayed to the session. */
  | { type: 'session.login'; authData: AuthData };

export const dialogsMachine = setup({
  types: {} as { context: DialogsContext; events: DialogsEvent },
  actors: {
    /** The flow machine of a dialog, loaded with its view on first open (null: the dialog has no flow). */
    loadFlow: fromPromise<AnyActorLogic | null, { name: DialogName }>(() => Promise.reject(new Error('loadFlow not provided'))),
  },
  actions: {
    remember: assign(({ event }) => (event.type === 'dialog.open' ? { name: event.name, props: event.props } : {})),
  },
  guards: {
    /** Only dialogs that have a view open; provided by src (the view registry). */
    canOpen: (_, _params: { name: DialogName }) => true,
    isOpenOne: ({ context }, params: { name?: DialogName }) => params.name === undefined || params.name === context.name,
  },
}).createMachine({
  id: 'dialogs',
  context: { name: null, props: undefined, flow: null },
  initial: 'closed',
  on: {
    'session.login': { actions: sendParent(({ event }) => event) },
  },
  states: {
    closed: {
      description: 'No dialog is open',
      entry: assign({ name: null, props: undefined }),
      on: {
        'dialog.open': {
          guard: { type: 'canOpen', params: ({ event }) => ({ name: event.name }) },
          target: 'open',
          actions: 'remember',
        },
      },
    },
    open: {
      description: 'One dialog at a time: opening another closes this one (and stops its flow) first',
      exit: [stopChild(({ context }) => context.flow ?? ''), assign({ flow: null })],
      initial: 'loadingFlow',
      states: {
        loadingFlow: {
          description: 'The flow machine loads with the view (flows and their form rules stay out of the first page load)',
          invoke: {
            src: 'loadFlow',
            input: ({ context }) => ({ name: context.name! }),
            onDone: {
              target: 'ready',
              actions: assign({ flow: ({ context, event, spawn }) => (event.output ? spawn(event.output, { input: context.props }) : null) }),
            },
            onError: 'ready',
          },
        },
        ready: { description: 'The dialog runs its flow, if it has one' },
      },
      on: {
        'dialog.open': {
          guard: { type: 'canOpen', params: ({ event }) => ({ name: event.name }) },
          target: 'open',
          reenter: true,
          actions: 'remember',
        },
        'dialog.close': {
          guard: { type: 'isOpenOne', params: ({ event }) => ({ name: event.name }) },
          target: 'closed',
        },
        'dialog.closeAll': 'closed',
      },
    },
  },
});

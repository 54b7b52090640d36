import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { ExclusionPayload, ExclusionState, LimitKind, LimitPeriod, LimitsAnswer, RealityCheckPayload, SetLimitPayload } from '../contracts/limits';
import { errorMessage, notProvided } from './machine-helpers';

/** A server answer carrying the limits and its (localized) message. */
export interface LimitsReply {
  limits: LimitsAnswer;
  message: string;
}

export interface ExclusionReply {
  exclusion: ExclusionState;
  message: string;
}

export interface ResponsibleGamingContext {
  answer: LimitsAnswer | null;
  /** The server's last word on a change (saved, waiting, refused). */
  message: string | null;
  error: string | null;
  /** What that word is about, so it shows beside the part of the page the player just used. */
  about: 'limits' | 'realityCheck' | null;
  /** The exclusion being chosen or confirmed. */
  exclusion: ExclusionPayload | null;
  /** Until when the player is excluded, once the server took it. */
  excludedUntil: string | null;
}

export type ResponsibleGamingEvent =
  | { type: 'rg.retry' }
  | { type: 'rg.setLimit'; limit: SetLimitPayload }
  | { type: 'rg.confirmLimit'; kind: LimitKind; period: LimitPeriod }
  /** How often the reality check interrupts play, in minutes. */
  | { type: 'rg.setRealityCheck'; minutes: number }
  | { type: 'rg.exclude'; exclusion: ExclusionPayload }
  | { type: 'rg.confirmExclusion' }
  | { type: 'rg.cancelExclusion' }
  | { type: 'rg.leave' };

/** /dashboard/responsible-gaming: limits per kind and period, their confirmation, and time-outs / self-exclusions. */
export const responsibleGamingMachine = setup({
  types: {} as { context: ResponsibleGamingContext; events: ResponsibleGamingEvent },
  actors: {
    loadLimits: fromPromise<LimitsAnswer, void>(notProvided),
    setLimit: fromPromise<LimitsReply, SetLimitPayload>(notProvided),
    confirmLimit: fromPromise<LimitsReply, { kind: LimitKind; period: LimitPeriod }>(notProvided),
    exclude: fromPromise<ExclusionReply, ExclusionPayload>(notProvided),
    setRealityCheck: fromPromise<LimitsReply, RealityCheckPayload>(notProvided),
  },
  actions: {
    logOut: () => {},
    /** A session-time limit may have changed: the app's countdown (systemId 'sessionLimit') asks the server again. */
    recountSession: enqueueActions(({ system, enqueue }) => {
      const countdown = system.get('sessionLimit');
      if (countdown) enqueue.sendTo(countdown, { type: 'sessionLimit.reload' });
    }),
  },
  delays: { logoutAfter: 10_000 },
}).createMachine({
  id: 'responsibleGaming',
  description: 'Responsible Gaming: the player\'s deposit, loss, wager and session-time limits, the reality check, and time-outs and self-exclusions',
  context: { answer: null, message: null, error: null, about: null, exclusion: null, excludedUntil: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'GET rg/limits: every kind and period with its use, and any exclusion',
      invoke: {
        id: 'loadLimits',
        src: 'loadLimits',
        onDone: { target: 'ready', actions: assign({ answer: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: {
      description: 'The message shows with a Try again button',
      on: { 'rg.retry': 'loading' },
    },
    ready: {
      description: 'Limits in force, their use and waiting changes; forms to set or remove; time-out and self-exclusion choices',
      on: {
        'rg.setLimit': { target: 'settingLimit', actions: assign({ message: null, error: null, about: 'limits' as const }) },
        'rg.confirmLimit': { target: 'confirmingLimit', actions: assign({ message: null, error: null, about: 'limits' as const }) },
        'rg.setRealityCheck': { target: 'settingRealityCheck', actions: assign({ message: null, error: null, about: 'realityCheck' as const }) },
        'rg.exclude': { target: 'confirmingExclusion', actions: assign({ exclusion: ({ event }) => event.exclusion, message: null, error: null, about: null }) },
      },
    },
    settingLimit: {
      description: 'POST rg/limits: a lower limit applies at once, a higher one or a removal waits 24 hours',
      invoke: {
        id: 'setLimit',
        src: 'setLimit',
        input: ({ event }) => (event as Extract<ResponsibleGamingEvent, { type: 'rg.setLimit' }>).limit,
        onDone: { target: 'ready', actions: [assign({ answer: ({ event }) => event.output.limits, message: ({ event }) => event.output.message }), 'recountSession'] },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    confirmingLimit: {
      description: 'POST rg/limits/confirm: a waiting increase or removal whose time has come takes effect',
      invoke: {
        id: 'confirmLimit',
        src: 'confirmLimit',
        input: ({ event }) => {
          const { kind, period } = event as Extract<ResponsibleGamingEvent, { type: 'rg.confirmLimit' }>;
          return { kind, period };
        },
        onDone: { target: 'ready', actions: [assign({ answer: ({ event }) => event.output.limits, message: ({ event }) => event.output.message }), 'recountSession'] },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    settingRealityCheck: {
      description: 'POST rg/reality-check: the interval of the reality check over games',
      invoke: {
        id: 'setRealityCheck',
        src: 'setRealityCheck',
        input: ({ event }) => ({ minutes: (event as Extract<ResponsibleGamingEvent, { type: 'rg.setRealityCheck' }>).minutes }),
        onDone: { target: 'ready', actions: assign({ answer: ({ event }) => event.output.limits, message: ({ event }) => event.output.message }) },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    confirmingExclusion: {
      description: 'The confirmation screen: what the exclusion means, that it cannot be undone, and until when',
      on: {
        'rg.confirmExclusion': 'excluding',
        'rg.cancelExclusion': { target: 'ready', actions: assign({ exclusion: null }) },
      },
    },
    excluding: {
      description: 'POST rg/exclusion: the server ends every session of the player',
      invoke: {
        id: 'exclude',
        src: 'exclude',
        input: ({ context }) => context.exclusion!,
        onDone: {
          target: 'excluded',
          actions: assign({ excludedUntil: ({ event }) => event.output.exclusion.until, message: ({ event }) => event.output.message }),
        },
        onError: { target: 'confirmingExclusion', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    excluded: {
      description: 'The message says until when; the app logs the player out (OK, or after 10 s)',
      on: { 'rg.leave': 'loggedOut' },
      after: { logoutAfter: 'loggedOut' },
    },
    loggedOut: {
      description: 'The session is told to log out (the server already ended it)',
      type: 'final',
      entry: 'logOut',
    },
  },
});

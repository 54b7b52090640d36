import { assign, fromPromise, setup } from 'xstate';
import type { LimitsAnswer } from '../contracts/limits';
import { errorMessage, notProvided } from './machine-helpers';

/**
 * The responsible-gambling section of a player's page: read only. The back office has no way to lift or shorten a
 * time-out or self-exclusion, nor to change a player's limits: only the player sets them (responsible gambling).
 */
export const adminPlayerLimitsMachine = setup({
  types: {} as { context: { id: number; limits: LimitsAnswer | null; error: string | null }; events: { type: 'limits.retry' }; input: { id: number } },
  actors: {
    /** GET admin/players/:id/limits */
    loadLimits: fromPromise<LimitsAnswer, { id: number }>(notProvided),
  },
}).createMachine({
  id: 'adminPlayerLimits',
  context: ({ input }) => ({ id: input.id, limits: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'GET admin/players/:id/limits',
      invoke: {
        src: 'loadLimits',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'ready', actions: assign({ limits: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: {
      description: 'Not read; the operator may try again',
      on: { 'limits.retry': 'loading' },
    },
    ready: { description: 'Limits, waiting changes, the exclusion in force and the reality check shown' },
  },
});

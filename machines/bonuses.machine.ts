import { assign, fromPromise, setup } from 'xstate';
import type { AvailableReward, BonusItem } from '../contracts/money';
import { type Ack, type ToastParams, errorMessage, notProvided } from './machine-helpers';

/** The two lists of the page: what can be claimed now (GET bonus/available) and the player's bonuses (GET bonus/list). */
export interface BonusLists {
  available: AvailableReward[];
  bonuses: BonusItem[];
}

export interface BonusesContext extends BonusLists {
  error: string | null;
  /** The reward being claimed. */
  claimingId: number | null;
}

export type BonusesEvent = { type: 'bonuses.claim'; id: number } | { type: 'bonuses.retry' };

/** /dashboard/bonuses: claim a reward with one click, follow the wagering of active bonuses, see past ones. */
export const bonusesMachine = setup({
  types: {} as { context: BonusesContext; events: BonusesEvent },
  actors: {
    loadBonuses: fromPromise<BonusLists, void>(notProvided),
    claimReward: fromPromise<Ack, { id: number }>(notProvided),
  },
  actions: {
    toast: (_, _params: ToastParams) => {},
    /** Tells the session the balance changed, so the header shows the new one without waiting for the poll. */
    refreshBalance: () => {},
  },
  guards: {
    /** Only a listed reward that nothing blocks can be claimed. */
    canClaim: ({ context }, { id }: { id: number }) => context.available.some((r) => r.id === id && r.blockedBy === null),
  },
}).createMachine({
  id: 'bonuses',
  description: 'Bonuses: rewards to claim now, active bonuses with their wagering, past bonuses',
  context: { available: [], bonuses: [], error: null, claimingId: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'GET bonus/available and GET bonus/list',
      invoke: {
        id: 'loadBonuses',
        src: 'loadBonuses',
        onDone: {
          target: 'listed',
          actions: assign({ available: ({ event }) => event.output.available, bonuses: ({ event }) => event.output.bonuses, error: null }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    listed: {
      description: 'Claim buttons (disabled with the reason when blocked), wagering progress, past bonuses',
      on: {
        'bonuses.claim': {
          guard: { type: 'canClaim', params: ({ event }) => ({ id: event.id }) },
          target: 'claiming',
          actions: assign({ claimingId: ({ event }) => event.id }),
        },
      },
    },
    claiming: {
      description: 'POST bonus/claim {id}: on success the message shows, both lists reload and the balance refreshes',
      invoke: {
        id: 'claimReward',
        src: 'claimReward',
        input: ({ context }) => ({ id: context.claimingId! }),
        onDone: {
          target: 'loading',
          actions: [
            assign({ claimingId: null }),
            { type: 'toast', params: ({ event }) => ({ kind: 'success' as const, message: event.output.message }) },
            'refreshBalance',
          ],
        },
        onError: {
          target: 'listed',
          actions: [
            assign({ claimingId: null }),
            { type: 'toast', params: ({ event }) => ({ kind: 'error' as const, message: errorMessage(event.error) }) },
          ],
        },
      },
    },
    failed: {
      description: 'The message shows with a Try again button',
      on: { 'bonuses.retry': 'loading' },
    },
  },
});

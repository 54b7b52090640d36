import { assign, fromPromise, setup } from 'xstate';
import {
  bonusTermsEditOf,
  bonusTermsForm,
  bonusTermsFormOf,
  type AdminBonus,
  type AdminBonusEdit,
  type AdminBonusList,
  type BonusTermsForm,
  type BonusTermsTextField,
} from '../contracts/admin-bonuses';
import type { BonusFrequency, WagerCategory } from '../contracts/bonus-terms';
import { errorMessage, notProvided, type Ack, type ToastParams } from './machine-helpers';

export interface BonusTermsSave {
  id: number;
  edit: AdminBonusEdit;
}

export interface AdminBonusTermsContext {
  bonuses: AdminBonus[];
  games: AdminBonusList['games'];
  /** The bonus being edited, and its form as typed. */
  editingId: number | null;
  draft: BonusTermsForm | null;
  /** Set once Save was pressed: the form's errors show from then on. */
  attempted: boolean;
  error: string | null;
  saveError: string | null;
}

export type AdminBonusTermsEvent =
  | { type: 'bonusTerms.reload' }
  | { type: 'bonusTerms.edit'; id: number }
  | { type: 'bonusTerms.cancel' }
  | { type: 'bonusTerms.change'; field: BonusTermsTextField; value: string }
  | { type: 'bonusTerms.contribution'; category: WagerCategory; value: string }
  | { type: 'bonusTerms.frequency'; value: BonusFrequency }
  | { type: 'bonusTerms.stacks'; value: boolean }
  | { type: 'bonusTerms.gameAdd' }
  | { type: 'bonusTerms.gameChange'; index: number; game?: string; percent?: string }
  | { type: 'bonusTerms.gameRemove'; index: number }
  | { type: 'bonusTerms.excludeAdd'; game: string }
  | { type: 'bonusTerms.excludeRemove'; game: string }
  | { type: 'bonusTerms.save' };

type Draft = BonusTermsForm;
type DraftEvent = Exclude<AdminBonusTermsEvent, { type: 'bonusTerms.reload' | 'bonusTerms.edit' | 'bonusTerms.cancel' | 'bonusTerms.save' }>;

/** The form after one of the operator's changes. */
function changed(draft: Draft, event: DraftEvent): Draft {
  switch (event.type) {
    case 'bonusTerms.change':
      return { ...draft, [event.field]: event.value };
    case 'bonusTerms.contribution':
      return { ...draft, contributions: { ...draft.contributions, [event.category]: event.value } };
    case 'bonusTerms.frequency':
      return { ...draft, frequency: event.value };
    case 'bonusTerms.stacks':
      return { ...draft, stacks: event.value };
    case 'bonusTerms.gameAdd':
      return { ...draft, games: [...draft.games, { game: '', percent: '0' }] };
    case 'bonusTerms.gameChange':
      return {
        ...draft,
        games: draft.games.map((row, i) => (i === event.index ? { game: event.game ?? row.game, percent: event.percent ?? row.percent } : row)),
      };
    case 'bonusTerms.gameRemove':
      return { ...draft, games: draft.games.filter((_, i) => i !== event.index) };
    case 'bonusTerms.excludeAdd':
      return event.game === '' || draft.excludedGames.includes(event.game) ? draft : { ...draft, excludedGames: [...draft.excludedGames, event.game] };
    case 'bonusTerms.excludeRemove':
      return { ...draft, excludedGames: draft.excludedGames.filter((game) => game !== event.game) };
  }
}

/**
 * Bonus terms (finance and admins): the bonuses as a list; one opened in a form of its wagering, contributions per
 * category and per game, excluded games, max bet, sports minimum odds, max cashout, frequency and stacking; Save
 * sends it once the form is valid and the list shows what the server kept. Bonuses granted from then on take it.
 */
export const adminBonusTermsMachine = setup({
  types: {} as { context: AdminBonusTermsContext; events: AdminBonusTermsEvent },
  actors: {
    /** GET admin/bonuses */
    loadBonuses: fromPromise<AdminBonusList>(notProvided),
    /** POST admin/bonuses/:id */
    saveTerms: fromPromise<{ bonus: AdminBonus } & Ack, BonusTermsSave>(notProvided),
  },
  actions: {
    toast: (_, _params: ToastParams) => {},
    edit: assign({ draft: ({ context, event }) => (context.draft ? changed(context.draft, event as DraftEvent) : null) }),
  },
  guards: {
    draftValid: ({ context }) => context.draft !== null && bonusTermsForm.safeParse(context.draft).success,
    known: ({ context, event }) => event.type === 'bonusTerms.edit' && context.bonuses.some((b) => b.id === event.id),
  },
}).createMachine({
  id: 'adminBonusTerms',
  context: { bonuses: [], games: [], editingId: null, draft: null, attempted: false, error: null, saveError: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'GET admin/bonuses',
      entry: assign({ error: null }),
      invoke: {
        src: 'loadBonuses',
        onDone: { target: 'ready', actions: assign({ bonuses: ({ event }) => event.output.bonuses, games: ({ event }) => event.output.games }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: {
      description: 'The bonuses could not be read; the operator may try again',
      on: { 'bonusTerms.reload': 'loading' },
    },
    ready: {
      initial: 'list',
      states: {
        list: {
          description: 'Every bonus with its main terms',
          entry: assign({ editingId: null, draft: null, attempted: false, saveError: null }),
          on: {
            'bonusTerms.edit': {
              guard: 'known',
              target: 'editing',
              actions: assign({
                editingId: ({ event }) => event.id,
                draft: ({ context, event }) => bonusTermsFormOf(context.bonuses.find((b) => b.id === event.id)!),
              }),
            },
            'bonusTerms.reload': '#adminBonusTerms.loading',
          },
        },
        editing: {
          description: 'The form of one bonus, filled with its saved terms',
          on: {
            'bonusTerms.cancel': 'list',
            'bonusTerms.change': { actions: 'edit' },
            'bonusTerms.contribution': { actions: 'edit' },
            'bonusTerms.frequency': { actions: 'edit' },
            'bonusTerms.stacks': { actions: 'edit' },
            'bonusTerms.gameAdd': { actions: 'edit' },
            'bonusTerms.gameChange': { actions: 'edit' },
            'bonusTerms.gameRemove': { actions: 'edit' },
            'bonusTerms.excludeAdd': { actions: 'edit' },
            'bonusTerms.excludeRemove': { actions: 'edit' },
            'bonusTerms.save': [
              { guard: 'draftValid', target: 'saving', actions: assign({ attempted: true, saveError: null }) },
              { actions: assign({ attempted: true }) },
            ],
          },
        },
        saving: {
          description: 'POST admin/bonuses/:id; the list shows what the server kept',
          invoke: {
            src: 'saveTerms',
            input: ({ context }) => ({ id: context.editingId!, edit: bonusTermsEditOf(bonusTermsForm.parse(context.draft)) }),
            onDone: {
              target: 'list',
              actions: [
                assign({ bonuses: ({ context, event }) => context.bonuses.map((b) => (b.id === event.output.bonus.id ? event.output.bonus : b)) }),
                { type: 'toast', params: ({ event }) => ({ kind: 'success' as const, message: event.output.message }) },
              ],
            },
            onError: { target: 'editing', actions: assign({ saveError: ({ event }) => errorMessage(event.error) }) },
          },
        },
      },
    },
  },
});

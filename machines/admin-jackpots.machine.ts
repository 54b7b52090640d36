import { assign, fromPromise, setup } from 'xstate';
import {
  emptyJackpotCreate,
  emptyJackpotLevel,
  jackpotCreateForm,
  jackpotEditOf,
  jackpotForm,
  jackpotFormOf,
  jackpotLevelCreateOf,
  jackpotLevelForm,
  type AdminJackpotCard,
  type AdminJackpotList,
  type JackpotCreate,
  type JackpotCreateForm,
  type JackpotEdit,
  type JackpotForm,
  type JackpotLevelCreate,
  type JackpotLevelForm,
} from '../contracts/admin-jackpots';
import { errorMessage, notProvided, type Ack, type ToastParams } from './machine-helpers';

export type JackpotSave = { id: number; body: JackpotEdit };
export type JackpotMoveRequest = { id: number; direction: 'up' | 'down' };
export type JackpotToggle = { id: number; hidden: boolean };
export type JackpotLevelField = 'nameTr' | 'nameEn' | 'amount';
export type JackpotLevelAdd = { id: number; body: JackpotLevelCreate };
export type JackpotLevelToggle = { id: number; level: string; hidden: boolean };
export type CardAck = { card: AdminJackpotCard } & Ack;

export interface AdminJackpotsContext {
  cards: AdminJackpotCard[];
  error: string | null;
  /** The card being edited, while the form is open. */
  editing: number | null;
  draft: JackpotForm;
  attempted: boolean;
  saveError: string | null;
  /** The card whose move or switch is under way. */
  busy: number | null;
  /** The "New jackpot" form. */
  newCard: JackpotCreateForm;
  /** The "New level" form and the card it adds to. */
  newLevel: JackpotLevelForm;
  levelFor: number | null;
  /** The level being hidden or shown. */
  busyLevel: string | null;
}

export type AdminJackpotsEvent =
  | { type: 'jackpots.reload' }
  | { type: 'jackpots.edit'; id: number }
  | { type: 'jackpots.move'; id: number; direction: 'up' | 'down' }
  | { type: 'jackpots.toggle'; id: number }
  | { type: 'draft.name'; field: 'nameTr' | 'nameEn'; value: string }
  | { type: 'draft.level'; index: number; field: JackpotLevelField; value: string }
  | { type: 'draft.levelMove'; index: number; direction: 'up' | 'down' }
  | { type: 'draft.save' }
  | { type: 'draft.cancel' }
  | { type: 'jackpots.new' }
  | { type: 'jackpots.newLevel'; id: number }
  | { type: 'jackpots.levelToggle'; id: number; level: string }
  | { type: 'newCard.field'; field: keyof JackpotCreateForm; value: string }
  | { type: 'newLevel.field'; field: keyof JackpotLevelForm; value: string };

const cardOf = (context: AdminJackpotsContext, id: number | null) => context.cards.find((c) => c.id === id) ?? null;
const toastOk = { type: 'toast', params: ({ event }: { event: { output: Ack } }) => ({ kind: 'success' as const, message: event.output.message }) } as const;
const replaced = { type: 'replaceCard', params: ({ event }: { event: { output: CardAck } }) => ({ card: event.output.card }) } as const;
const toastError = { type: 'toast', params: ({ event }: { event: { error: unknown } }) => ({ kind: 'error' as const, message: errorMessage(event.error) }) } as const;

function swapped<T>(list: T[], index: number, direction: 'up' | 'down'): T[] {
  const other = direction === 'up' ? index - 1 : index + 1;
  if (other < 0 || other >= list.length) return list;
  const copy = [...list];
  [copy[index], copy[other]] = [copy[other], copy[index]];
  return copy;
}

/** The jackpot cards of the home page: names in both languages, level amounts in lira and their order, hidden or shown, moved. */
export const adminJackpotsMachine = setup({
  types: {} as { context: AdminJackpotsContext; events: AdminJackpotsEvent },
  actors: {
    /** GET admin/jackpots */
    loadJackpots: fromPromise<AdminJackpotList>(notProvided),
    /** POST admin/jackpots/:id */
    save: fromPromise<{ card: AdminJackpotCard } & Ack, JackpotSave>(notProvided),
    /** POST admin/jackpots/:id/move */
    move: fromPromise<{ list: AdminJackpotList } & Ack, JackpotMoveRequest>(notProvided),
    /** POST admin/jackpots/:id/hidden */
    setHidden: fromPromise<{ card: AdminJackpotCard } & Ack, JackpotToggle>(notProvided),
    /** POST admin/jackpots */
    createCard: fromPromise<CardAck, JackpotCreate>(notProvided),
    /** POST admin/jackpots/:id/levels */
    createLevel: fromPromise<CardAck, JackpotLevelAdd>(notProvided),
    /** POST admin/jackpots/:id/levels/hidden */
    setLevelHidden: fromPromise<CardAck, JackpotLevelToggle>(notProvided),
  },
  actions: {
    toast: (_, _params: ToastParams) => {},
    replaceCard: assign({ cards: ({ context }, { card }: { card: AdminJackpotCard }) => context.cards.map((c) => (c.id === card.id ? card : c)) }),
  },
  guards: {
    draftValid: ({ context }) => jackpotForm.safeParse(context.draft).success,
    newCardValid: ({ context }) => jackpotCreateForm.safeParse(context.newCard).success,
    newLevelValid: ({ context }) => jackpotLevelForm.safeParse(context.newLevel).success,
  },
}).createMachine({
  id: 'adminJackpots',
  context: {
    cards: [],
    error: null,
    editing: null,
    draft: { nameTr: '', nameEn: '', levels: [] },
    attempted: false,
    saveError: null,
    busy: null,
    newCard: emptyJackpotCreate,
    newLevel: emptyJackpotLevel,
    levelFor: null,
    busyLevel: null,
  },
  initial: 'loading',
  states: {
    loading: {
      description: 'GET admin/jackpots: every card, hidden ones too, with its levels',
      entry: assign({ error: null }),
      invoke: {
        id: 'loadJackpots',
        src: 'loadJackpots',
        onDone: { target: 'ready', actions: assign({ cards: ({ event }) => event.output.cards }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: {
      description: 'The cards could not be read; the operator may try again',
      on: { 'jackpots.reload': 'loading' },
    },
    ready: {
      initial: 'list',
      states: {
        list: {
          description: 'The cards in order with their levels and amounts, each with Edit, New level, Up, Down and Hide/Show, and Hide/Show per level; New jackpot',
          on: {
            'jackpots.new': { target: 'newCard', actions: assign({ newCard: emptyJackpotCreate }) },
            'jackpots.newLevel': {
              guard: ({ context, event }) => cardOf(context, event.id) !== null,
              target: 'newLevel',
              actions: assign({ newLevel: emptyJackpotLevel, levelFor: ({ event }) => event.id }),
            },
            'jackpots.levelToggle': {
              guard: ({ context, event }) => cardOf(context, event.id)?.levels.some((l) => l.level === event.level) ?? false,
              target: 'levelToggling',
              actions: assign({ busy: ({ event }) => event.id, busyLevel: ({ event }) => event.level }),
            },
            'jackpots.edit': {
              guard: ({ context, event }) => cardOf(context, event.id) !== null,
              target: 'editing',
              actions: assign({ editing: ({ event }) => event.id, draft: ({ context, event }) => jackpotFormOf(cardOf(context, event.id)!) }),
            },
            'jackpots.move': { target: 'moving', actions: assign({ busy: ({ event }) => event.id }) },
            'jackpots.toggle': { guard: ({ context, event }) => cardOf(context, event.id) !== null, target: 'toggling', actions: assign({ busy: ({ event }) => event.id }) },
            'jackpots.reload': '#adminJackpots.loading',
          },
        },
        moving: {
          description: 'POST move: the card swaps places with its neighbour',
          invoke: {
            id: 'move',
            src: 'move',
            input: ({ event }) => (event.type === 'jackpots.move' ? { id: event.id, direction: event.direction } : { id: -1, direction: 'up' as const }),
            onDone: { target: 'list', actions: [assign({ cards: ({ event }) => event.output.list.cards, busy: null }), toastOk] },
            onError: { target: 'list', actions: [assign({ busy: null }), toastError] },
          },
        },
        toggling: {
          description: 'POST hidden: the card is hidden from the home page or shown again',
          invoke: {
            id: 'setHidden',
            src: 'setHidden',
            input: ({ context }) => ({ id: context.busy!, hidden: !cardOf(context, context.busy)!.hidden }),
            onDone: { target: 'list', actions: [assign({ cards: ({ context, event }) => context.cards.map((c) => (c.id === event.output.card.id ? event.output.card : c)), busy: null }), toastOk] },
            onError: { target: 'list', actions: [assign({ busy: null }), toastError] },
          },
        },
        levelToggling: {
          description: 'POST levels/hidden: the level leaves the home page’s card or comes back (the card shows only with four levels)',
          invoke: {
            id: 'setLevelHidden',
            src: 'setLevelHidden',
            input: ({ context }) => ({ id: context.busy!, level: context.busyLevel!, hidden: !cardOf(context, context.busy)!.levels.find((l) => l.level === context.busyLevel)!.hidden }),
            onDone: { target: 'list', actions: [replaced, assign({ busy: null, busyLevel: null }), toastOk] },
            onError: { target: 'list', actions: [assign({ busy: null, busyLevel: null }), toastError] },
          },
        },
        newCard: {
          description: 'The "New jackpot" dialog: the provider’s instance name and the names in both languages',
          entry: assign({ attempted: false, saveError: null }),
          initial: 'idle',
          states: {
            idle: {
              on: {
                // Only before saving: once sent, the dialog waits for the server's answer (the call cannot be taken back).
                'draft.cancel': '#adminJackpots.ready.list',
                'newCard.field': { actions: assign({ newCard: ({ context, event }) => ({ ...context.newCard, [event.field]: event.value }) }) },
                'draft.save': [{ guard: 'newCardValid', target: 'saving', actions: assign({ attempted: true, saveError: null }) }, { actions: assign({ attempted: true }) }],
              },
            },
            saving: {
              description: 'POST admin/jackpots; the card joins the end of the list',
              invoke: {
                id: 'createCard',
                src: 'createCard',
                input: ({ context }) => jackpotCreateForm.parse(context.newCard),
                onDone: { target: '#adminJackpots.ready.list', actions: [assign({ cards: ({ context, event }) => [...context.cards, event.output.card] }), toastOk] },
                onError: { target: 'idle', actions: assign({ saveError: ({ event }) => errorMessage(event.error) }) },
              },
            },
          },
        },
        newLevel: {
          description: 'The "New level" dialog: the level’s code, names and amount in lira; it goes last on the card',
          entry: assign({ attempted: false, saveError: null }),
          initial: 'idle',
          states: {
            idle: {
              on: {
                // Only before saving: once sent, the dialog waits for the server's answer (the call cannot be taken back).
                'draft.cancel': '#adminJackpots.ready.list',
                'newLevel.field': { actions: assign({ newLevel: ({ context, event }) => ({ ...context.newLevel, [event.field]: event.value }) }) },
                'draft.save': [{ guard: 'newLevelValid', target: 'saving', actions: assign({ attempted: true, saveError: null }) }, { actions: assign({ attempted: true }) }],
              },
            },
            saving: {
              description: 'POST the level; the card shows it last',
              invoke: {
                id: 'createLevel',
                src: 'createLevel',
                input: ({ context }) => ({ id: context.levelFor!, body: jackpotLevelCreateOf(jackpotLevelForm.parse(context.newLevel)) }),
                onDone: { target: '#adminJackpots.ready.list', actions: [replaced, toastOk] },
                onError: { target: 'idle', actions: assign({ saveError: ({ event }) => errorMessage(event.error) }) },
              },
            },
          },
        },
        editing: {
          description: 'The form (a dialog): the card’s names, and per level its names and amount in lira; levels move up and down',
          entry: assign({ attempted: false, saveError: null }),
          initial: 'idle',
          states: {
            idle: {
              on: {
                // Only before saving: once sent, the dialog waits for the server's answer (the call cannot be taken back).
                'draft.cancel': '#adminJackpots.ready.list',
                'draft.name': { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, [event.field]: event.value }) }) },
                'draft.level': {
                  actions: assign({ draft: ({ context, event }) => ({ ...context.draft, levels: context.draft.levels.map((l, i) => (i === event.index ? { ...l, [event.field]: event.value } : l)) }) }),
                },
                'draft.levelMove': { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, levels: swapped(context.draft.levels, event.index, event.direction) }) }) },
                'draft.save': [{ guard: 'draftValid', target: 'saving', actions: assign({ attempted: true, saveError: null }) }, { actions: assign({ attempted: true }) }],
              },
            },
            saving: {
              description: 'POST the card; the list shows it as saved',
              invoke: {
                id: 'save',
                src: 'save',
                input: ({ context }): JackpotSave => ({ id: context.editing!, body: jackpotEditOf(jackpotForm.parse(context.draft)) }),
                onDone: {
                  target: '#adminJackpots.ready.list',
                  actions: [assign({ cards: ({ context, event }) => context.cards.map((c) => (c.id === event.output.card.id ? event.output.card : c)) }), toastOk],
                },
                onError: { target: 'idle', actions: assign({ saveError: ({ event }) => errorMessage(event.error) }) },
              },
            },
          },
        },
      },
    },
  },
});

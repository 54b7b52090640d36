import { assign, fromPromise, setup } from 'xstate';
import { menuCreateOf, menuEditOf, menuEntryForm, menuFormOf, type AdminMenuItem, type AdminMenuList, type MenuEntryCreate, type MenuEntryEdit, type MenuEntryForm, type MenuGroupKey } from '../contracts/admin-menu';
import { errorMessage, notProvided, type Ack, type ToastParams } from './machine-helpers';

export type MenuSave = { id: number; body: MenuEntryEdit } | { id: null; body: MenuEntryCreate };
export type MenuMoveRequest = { id: number; direction: 'up' | 'down' };
export type MenuToggle = { id: number; hidden: boolean };
export type MenuTextField = 'titleTr' | 'titleEn' | 'url' | 'search' | 'badge' | 'icon' | 'kind' | 'appKey' | 'group' | 'parentId';
export type MenuFlagField = 'live' | 'hidden';

export interface AdminMenuContext {
  items: AdminMenuItem[];
  error: string | null;
  /** The entry being edited (null: a new one), while the form is open. */
  editing: number | null;
  draft: MenuEntryForm;
  /** Set once Save was pressed: the form's errors show from then on. */
  attempted: boolean;
  saveError: string | null;
  /** The entry whose move or switch is under way (its buttons wait). */
  busy: number | null;
}

export type AdminMenuEvent =
  | { type: 'menu.reload' }
  | { type: 'menu.new'; group: MenuGroupKey; parentId?: number }
  | { type: 'menu.edit'; id: number }
  | { type: 'menu.move'; id: number; direction: 'up' | 'down' }
  | { type: 'menu.toggle'; id: number }
  | { type: 'draft.change'; field: MenuTextField; value: string }
  | { type: 'draft.flag'; field: MenuFlagField; value: boolean }
  | { type: 'draft.save' }
  | { type: 'draft.cancel' };

const itemOf = (context: AdminMenuContext, id: number | null) => context.items.find((item) => item.id === id) ?? null;
const replace = (items: AdminMenuItem[], item: AdminMenuItem) => items.map((i) => (i.id === item.id ? item : i));
const toastOk = { type: 'toast', params: ({ event }: { event: { output: Ack } }) => ({ kind: 'success' as const, message: event.output.message }) } as const;
const toastError = { type: 'toast', params: ({ event }: { event: { error: unknown } }) => ({ kind: 'error' as const, message: errorMessage(event.error) }) } as const;

/** The side menu: its entries in order with their children, edited in a form (titles, target, badge), moved, hidden, added. */
export const adminMenuMachine = setup({
  types: {} as { context: AdminMenuContext; events: AdminMenuEvent },
  actors: {
    /** GET admin/menu */
    loadMenu: fromPromise<AdminMenuList>(notProvided),
    /** POST admin/menu (new) or admin/menu/:id */
    save: fromPromise<{ item: AdminMenuItem } & Ack, MenuSave>(notProvided),
    /** POST admin/menu/:id/move */
    move: fromPromise<{ list: AdminMenuList } & Ack, MenuMoveRequest>(notProvided),
    /** POST admin/menu/:id/hidden */
    setHidden: fromPromise<{ item: AdminMenuItem } & Ack, MenuToggle>(notProvided),
  },
  actions: {
    toast: (_, _params: ToastParams) => {},
  },
  guards: {
    draftValid: ({ context }) => menuEntryForm.safeParse(context.draft).success,
  },
}).createMachine({
  id: 'adminMenu',
  context: { items: [], error: null, editing: null, draft: menuFormOf(null), attempted: false, saveError: null, busy: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'GET admin/menu: every entry, hidden ones too, children after their parent',
      entry: assign({ error: null }),
      invoke: {
        src: 'loadMenu',
        onDone: { target: 'ready', actions: assign({ items: ({ event }) => event.output.items }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: {
      description: 'The menu could not be read; the operator may try again',
      on: { 'menu.reload': 'loading' },
    },
    ready: {
      initial: 'list',
      states: {
        list: {
          description: 'The four sections with their entries in order, each with Edit, Up, Down and Hide/Show; Add per section and per group',
          on: {
            'menu.new': {
              target: 'editing',
              actions: assign({ editing: null, draft: ({ event }) => ({ ...menuFormOf(null, event.group), parentId: event.parentId ? String(event.parentId) : '' }) }),
            },
            'menu.edit': {
              guard: ({ context, event }) => itemOf(context, event.id) !== null,
              target: 'editing',
              actions: assign({ editing: ({ event }) => event.id, draft: ({ context, event }) => menuFormOf(itemOf(context, event.id)) }),
            },
            'menu.move': { target: 'moving', actions: assign({ busy: ({ event }) => event.id }) },
            'menu.toggle': { guard: ({ context, event }) => itemOf(context, event.id) !== null, target: 'toggling', actions: assign({ busy: ({ event }) => event.id }) },
            'menu.reload': '#adminMenu.loading',
          },
        },
        moving: {
          description: 'POST move: the entry swaps places with its neighbour',
          invoke: {
            src: 'move',
            input: ({ event }) => (event.type === 'menu.move' ? { id: event.id, direction: event.direction } : { id: -1, direction: 'up' as const }),
            onDone: { target: 'list', actions: [assign({ items: ({ event }) => event.output.list.items, busy: null }), toastOk] },
            onError: { target: 'list', actions: [assign({ busy: null }), toastError] },
          },
        },
        toggling: {
          description: 'POST hidden: the entry is hidden from players or shown again',
          invoke: {
            src: 'setHidden',
            input: ({ context }) => ({ id: context.busy!, hidden: !itemOf(context, context.busy)!.hidden }),
            onDone: { target: 'list', actions: [assign({ items: ({ context, event }) => replace(context.items, event.output.item), busy: null }), toastOk] },
            onError: { target: 'list', actions: [assign({ busy: null }), toastError] },
          },
        },
        editing: {
          description: 'The form (a dialog): titles in Turkish and English, icon, where it leads, badge, hidden or not',
          entry: assign({ attempted: false, saveError: null }),
          initial: 'idle',
          on: { 'draft.cancel': 'list' },
          states: {
            idle: {
              on: {
                'draft.change': { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, [event.field]: event.value }) }) },
                'draft.flag': { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, [event.field]: event.value }) }) },
                'draft.save': [{ guard: 'draftValid', target: 'saving', actions: assign({ attempted: true, saveError: null }) }, { actions: assign({ attempted: true }) }],
              },
            },
            saving: {
              description: 'POST the entry; the menu is read again (a new entry takes its place in the order)',
              invoke: {
                src: 'save',
                input: ({ context }): MenuSave => {
                  const form = menuEntryForm.parse(context.draft);
                  return context.editing === null ? { id: null, body: menuCreateOf(form) } : { id: context.editing, body: menuEditOf(form) };
                },
                onDone: { target: '#adminMenu.loading', actions: toastOk },
                onError: { target: 'idle', actions: assign({ saveError: ({ event }) => errorMessage(event.error) }) },
              },
            },
          },
        },
      },
    },
  },
});

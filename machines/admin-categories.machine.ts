import { assign, fromPromise, raise, setup } from 'xstate';
import type { MediaUpload } from '../contracts/admin-content';
import {
  categoryBodyOf,
  categoryForm,
  categoryFormOf,
  emptyCategoryForm,
  newCategoryForm,
  type AdminCategory,
  type AdminCategoryList,
  type CategoryCreate,
  type CategoryEdit,
  type CategoryForm,
} from '../contracts/admin-catalogue';
import { errorMessage, notProvided, type Ack, type ToastParams } from './machine-helpers';

export type CategorySave = { id: number | null; body: CategoryCreate | CategoryEdit };
export type CategoryMoveRequest = { id: number; direction: 'up' | 'down' };
export type CategoryToggle = { id: number; hidden: boolean };
export type CategoryAck = { category: AdminCategory } & Ack;
export type CategoryTextField = 'slug' | 'nameTr' | 'nameEn' | 'extraSlugs';

export interface AdminCategoriesContext {
  categories: AdminCategory[];
  error: string | null;
  /** The category being renamed; null while a new one is written. */
  editing: number | null;
  draft: CategoryForm;
  attempted: boolean;
  saveError: string | null;
  /** The refusal of the last icon upload. */
  uploadError: string | null;
  /** Save was pressed while the icon uploads: the form is sent once it is in. */
  saveAsked: boolean;
  /** The category whose move or switch is under way. */
  busy: number | null;
  /** Counts the changes made, so the games' filters can read the categories again. */
  changes: number;
}

export type AdminCategoriesEvent =
  | { type: 'categories.reload' }
  | { type: 'categories.new' }
  | { type: 'categories.rename'; id: number }
  | { type: 'categories.move'; id: number; direction: 'up' | 'down' }
  | { type: 'categories.toggle'; id: number }
  | { type: 'draft.field'; field: CategoryTextField; value: string }
  | { type: 'draft.live'; value: boolean }
  | { type: 'draft.upload'; file: Blob }
  | { type: 'draft.generatedIcon' }
  | { type: 'draft.save' }
  | { type: 'draft.cancel' };

const categoryOf = (context: AdminCategoriesContext, id: number | null) => context.categories.find((c) => c.id === id) ?? null;
/** A new category is checked with its address; an existing one keeps its address, so the rest is. */
const draftValid = (context: AdminCategoriesContext) => (context.editing === null ? newCategoryForm : categoryForm).safeParse(context.draft).success;
const toastOk = { type: 'toast', params: ({ event }: { event: { output: Ack } }) => ({ kind: 'success' as const, message: event.output.message }) } as const;
const toastError = { type: 'toast', params: ({ event }: { event: { error: unknown } }) => ({ kind: 'error' as const, message: errorMessage(event.error) }) } as const;

/** The casino categories of the Games screen: in order, with names, addresses, icon and games; new, edited, moved, hidden. */
export const adminCategoriesMachine = setup({
  types: {} as { context: AdminCategoriesContext; events: AdminCategoriesEvent },
  actors: {
    /** GET admin/games/categories */
    loadCategories: fromPromise<AdminCategoryList>(notProvided),
    /** POST admin/games/categories (new) or admin/games/categories/:id (names, icon, extra addresses, live flag) */
    save: fromPromise<CategoryAck, CategorySave>(notProvided),
    /** POST admin/media: an uploaded icon */
    upload: fromPromise<MediaUpload, Blob>(notProvided),
    /** POST admin/games/categories/:id/move */
    move: fromPromise<{ list: AdminCategoryList } & Ack, CategoryMoveRequest>(notProvided),
    /** POST admin/games/categories/:id/hidden */
    setHidden: fromPromise<CategoryAck, CategoryToggle>(notProvided),
  },
  actions: {
    toast: (_, _params: ToastParams) => {},
    countChange: assign({ changes: ({ context }) => context.changes + 1 }),
    replace: assign({ categories: ({ context }, { category }: { category: AdminCategory }) => context.categories.map((c) => (c.id === category.id ? category : c)) }),
  },
  guards: {
    draftValid: ({ context }) => draftValid(context),
  },
}).createMachine({
  id: 'adminCategories',
  context: { categories: [], error: null, editing: null, draft: emptyCategoryForm, attempted: false, saveError: null, uploadError: null, saveAsked: false, busy: null, changes: 0 },
  initial: 'loading',
  states: {
    loading: {
      description: 'GET admin/games/categories: every category, hidden ones too, in the players’ order',
      entry: assign({ error: null }),
      invoke: {
        id: 'loadCategories',
        src: 'loadCategories',
        onDone: { target: 'ready', actions: assign({ categories: ({ event }) => event.output.categories }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: {
      description: 'The categories could not be read; the operator may try again',
      on: { 'categories.reload': 'loading' },
    },
    ready: {
      initial: 'list',
      states: {
        list: {
          description: 'The categories in order with icon, names, addresses, games and status, each with Edit, Up, Down and Hide/Show; New category',
          on: {
            'categories.new': { target: 'editing', actions: assign({ editing: null, draft: emptyCategoryForm }) },
            'categories.rename': {
              guard: ({ context, event }) => categoryOf(context, event.id) !== null,
              target: 'editing',
              actions: assign({
                editing: ({ event }) => event.id,
                draft: ({ context, event }) => categoryFormOf(categoryOf(context, event.id)!),
              }),
            },
            'categories.move': { target: 'moving', actions: assign({ busy: ({ event }) => event.id }) },
            'categories.toggle': { guard: ({ context, event }) => categoryOf(context, event.id) !== null, target: 'toggling', actions: assign({ busy: ({ event }) => event.id }) },
            'categories.reload': '#adminCategories.loading',
          },
        },
        moving: {
          description: 'POST move: the category swaps places with its neighbour',
          invoke: {
            id: 'move',
            src: 'move',
            input: ({ event }) => (event.type === 'categories.move' ? { id: event.id, direction: event.direction } : { id: -1, direction: 'up' as const }),
            onDone: { target: 'list', actions: [assign({ categories: ({ event }) => event.output.list.categories, busy: null }), 'countChange', toastOk] },
            onError: { target: 'list', actions: [assign({ busy: null }), toastError] },
          },
        },
        toggling: {
          description: 'POST hidden: the category leaves the site (shortcut, lobby, rows) or comes back',
          invoke: {
            id: 'setHidden',
            src: 'setHidden',
            input: ({ context }) => ({ id: context.busy!, hidden: !categoryOf(context, context.busy)!.hidden }),
            onDone: { target: 'list', actions: [{ type: 'replace', params: ({ event }) => ({ category: event.output.category }) }, assign({ busy: null }), 'countChange', toastOk] },
            onError: { target: 'list', actions: [assign({ busy: null }), toastError] },
          },
        },
        editing: {
          description: 'The form (a dialog): a new category’s address, or an existing one’s fixed; names, icon (uploaded or generated), extra addresses, live flag',
          entry: assign({ attempted: false, saveError: null, uploadError: null, saveAsked: false }),
          initial: 'idle',
          // What the operator types or ticks stays in the form while the icon uploads or the category is sent.
          on: {
            'draft.field': { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, [event.field]: event.value }) }) },
            'draft.live': { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, isLive: event.value }) }) },
          },
          states: {
            idle: {
              always: { guard: ({ context }) => context.saveAsked, actions: [assign({ saveAsked: false }), raise({ type: 'draft.save' })] },
              on: {
                'draft.upload': { target: 'uploading', actions: assign({ uploadError: null }) },
                'draft.generatedIcon': { actions: assign({ draft: ({ context }) => ({ ...context.draft, imageUrl: '' }), uploadError: null }) },
                'draft.save': [{ guard: 'draftValid', target: 'saving', actions: assign({ attempted: true, saveError: null }) }, { actions: assign({ attempted: true }) }],
                'draft.cancel': '#adminCategories.ready.list',
              },
            },
            uploading: {
              description: 'POST admin/media; the icon’s address goes into the form',
              on: { 'draft.cancel': '#adminCategories.ready.list', 'draft.save': { actions: assign({ saveAsked: true }) } },
              invoke: {
                id: 'upload',
                src: 'upload',
                input: ({ event }) => (event.type === 'draft.upload' ? event.file : new Blob()),
                onDone: { target: 'idle', actions: assign({ draft: ({ context, event }) => ({ ...context.draft, imageUrl: event.output.url }) }) },
                onError: { target: 'idle', actions: assign({ uploadError: ({ event }) => errorMessage(event.error), saveAsked: false }) },
              },
            },
            saving: {
              description: 'POST the category; a new one joins the end of the list (the dialog waits for the answer: closed now, the list would miss it)',
              invoke: {
                id: 'save',
                src: 'save',
                input: ({ context }): CategorySave => {
                  const { slug, ...edit } = categoryBodyOf(context.draft);
                  return context.editing === null ? { id: null, body: { slug, ...edit } } : { id: context.editing, body: edit };
                },
                onDone: {
                  target: '#adminCategories.ready.list',
                  actions: [
                    assign({
                      categories: ({ context, event }) =>
                        context.categories.some((c) => c.id === event.output.category.id)
                          ? context.categories.map((c) => (c.id === event.output.category.id ? event.output.category : c))
                          : [...context.categories, event.output.category],
                    }),
                    'countChange',
                    toastOk,
                  ],
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

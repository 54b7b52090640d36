import { assign, fromPromise, sendTo, setup } from 'xstate';
import { FOOTER_CATEGORY_ID, pageForm, pageFormOf, type PageCreate, type PageEdit, type PageForm, type PageItem, type PageList } from '../contracts/admin-cms';
import { adminHtmlPreviewMachine } from './admin-html-preview.machine';
import { errorMessage, notProvided, type Ack, type ToastParams } from './machine-helpers';

export type PageTextField = 'titleTr' | 'titleEn' | 'bodyTr' | 'bodyEn';
export type PageSave = { id: number; body: PageEdit } | { id: null; body: PageCreate };
export type PageMoveRequest = { id: number; direction: 'up' | 'down' };
export type PageToggle = { id: number; active: boolean };

export interface AdminPagesContext {
  /** The category shown (the footer's at first). */
  category: number;
  categories: PageList['categories'];
  error: string | null;
  editing: number | null;
  draft: PageForm;
  attempted: boolean;
  saveError: string | null;
  busy: number | null;
}

export type AdminPagesEvent =
  | { type: 'pages.reload' }
  | { type: 'pages.category'; id: number }
  | { type: 'pages.new' }
  | { type: 'pages.edit'; id: number }
  | { type: 'pages.move'; id: number; direction: 'up' | 'down' }
  | { type: 'pages.toggle'; id: number }
  | { type: 'draft.change'; field: PageTextField; value: string }
  | { type: 'draft.active'; value: boolean }
  | { type: 'draft.save' }
  | { type: 'draft.cancel' };

const itemOf = (context: AdminPagesContext, id: number | null) => context.categories.flatMap((c) => c.pages).find((p) => p.id === id) ?? null;
const bodies = (draft: PageForm) => ({ tr: draft.bodyTr, en: draft.bodyEn });

function upsert(categories: PageList['categories'], item: PageItem): PageList['categories'] {
  return categories.map((c) => {
    if (c.id !== item.categoryId) return c;
    return { ...c, pages: c.pages.some((p) => p.id === item.id) ? c.pages.map((p) => (p.id === item.id ? item : p)) : [...c.pages, item] };
  });
}

/** The information pages (the footer's and the help pages): listed by category, edited with a cleaned preview, moved, hidden. */
export const adminPagesMachine = setup({
  types: {} as { context: AdminPagesContext; events: AdminPagesEvent },
  actors: {
    /** GET admin/content/pages */
    loadPages: fromPromise<PageList>(notProvided),
    /** POST admin/content/pages (new) or admin/content/pages/:id */
    save: fromPromise<{ item: PageItem } & Ack, PageSave>(notProvided),
    /** POST admin/content/pages/:id/move */
    move: fromPromise<{ list: PageList } & Ack, PageMoveRequest>(notProvided),
    /** POST admin/content/pages/:id/active */
    setActive: fromPromise<{ item: PageItem } & Ack, PageToggle>(notProvided),
    htmlPreview: adminHtmlPreviewMachine,
  },
  actions: {
    toast: (_, _params: ToastParams) => {},
  },
  guards: {
    draftValid: ({ context }) => pageForm.safeParse(context.draft).success,
  },
}).createMachine({
  id: 'adminPages',
  context: { category: FOOTER_CATEGORY_ID, categories: [], error: null, editing: null, draft: pageFormOf(null), attempted: false, saveError: null, busy: null },
  initial: 'loading',
  on: {
    'pages.category': { actions: assign({ category: ({ event }) => event.id }) },
  },
  states: {
    loading: {
      description: 'GET admin/content/pages: every category and its pages, hidden ones too',
      entry: assign({ error: null }),
      invoke: {
        id: 'loadPages',
        src: 'loadPages',
        onDone: { target: 'ready', actions: assign({ categories: ({ event }) => event.output.categories }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: {
      description: 'The pages could not be read; the operator may try again',
      on: { 'pages.reload': 'loading' },
    },
    ready: {
      initial: 'list',
      states: {
        list: {
          description: 'The chosen category’s pages in order, each with Edit, Up, Down and Hide/Show',
          on: {
            'pages.new': { target: 'editing', actions: assign({ editing: null, draft: pageFormOf(null) }) },
            'pages.edit': {
              guard: ({ context, event }) => itemOf(context, event.id) !== null,
              target: 'editing',
              actions: assign({ editing: ({ event }) => event.id, draft: ({ context, event }) => pageFormOf(itemOf(context, event.id)) }),
            },
            'pages.move': { target: 'moving', actions: assign({ busy: ({ event }) => event.id }) },
            'pages.toggle': { guard: ({ context, event }) => itemOf(context, event.id) !== null, target: 'toggling', actions: assign({ busy: ({ event }) => event.id }) },
            'pages.reload': '#adminPages.loading',
          },
        },
        moving: {
          description: 'POST move: the page swaps places with its neighbour',
          invoke: {
            id: 'move',
            src: 'move',
            input: ({ event }) => (event.type === 'pages.move' ? { id: event.id, direction: event.direction } : { id: -1, direction: 'up' as const }),
            onDone: {
              target: 'list',
              actions: [assign({ categories: ({ event }) => event.output.list.categories, busy: null }), { type: 'toast', params: ({ event }) => ({ kind: 'success' as const, message: event.output.message }) }],
            },
            onError: { target: 'list', actions: [assign({ busy: null }), { type: 'toast', params: ({ event }) => ({ kind: 'error' as const, message: errorMessage(event.error) }) }] },
          },
        },
        toggling: {
          description: 'POST active: the page is shown or hidden',
          invoke: {
            id: 'setActive',
            src: 'setActive',
            input: ({ context }) => ({ id: context.busy!, active: !itemOf(context, context.busy)!.active }),
            onDone: {
              target: 'list',
              actions: [assign({ categories: ({ context, event }) => upsert(context.categories, event.output.item), busy: null }), { type: 'toast', params: ({ event }) => ({ kind: 'success' as const, message: event.output.message }) }],
            },
            onError: { target: 'list', actions: [assign({ busy: null }), { type: 'toast', params: ({ event }) => ({ kind: 'error' as const, message: errorMessage(event.error) }) }] },
          },
        },
        editing: {
          description: 'The form (a dialog): titles and texts in Turkish and English with their cleaned preview, shown or not',
          entry: assign({ attempted: false, saveError: null }),
          invoke: { id: 'preview', src: 'htmlPreview', input: ({ context }) => bodies(context.draft) },
          initial: 'idle',
          states: {
            idle: {
              on: {
                'draft.cancel': '#adminPages.ready.list',
                'draft.change': {
                  actions: [
                    assign({ draft: ({ context, event }) => ({ ...context.draft, [event.field]: event.value }) }),
                    sendTo('preview', ({ context }) => ({ type: 'preview.source' as const, source: bodies(context.draft) })),
                  ],
                },
                'draft.active': { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, active: event.value }) }) },
                'draft.save': [{ guard: 'draftValid', target: 'saving', actions: assign({ attempted: true, saveError: null }) }, { actions: assign({ attempted: true }) }],
              },
            },
            saving: {
              description: 'POST the page; the list shows it as saved (its texts as the server cleaned them; the dialog waits for the answer)',
              invoke: {
                id: 'save',
                src: 'save',
                input: ({ context }): PageSave => {
                  const body = pageForm.parse(context.draft);
                  return context.editing === null ? { id: null, body: { ...body, categoryId: context.category } } : { id: context.editing, body };
                },
                onDone: {
                  target: '#adminPages.ready.list',
                  actions: [assign({ categories: ({ context, event }) => upsert(context.categories, event.output.item) }), { type: 'toast', params: ({ event }) => ({ kind: 'success' as const, message: event.output.message }) }],
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

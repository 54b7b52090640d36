import { assign, fromPromise, sendTo, setup } from 'xstate';
import type { MediaUpload } from '../contracts/admin-content';
import { promotionEditOf, promotionForm, promotionFormOf, type PromotionCategory, type PromotionEdit, type PromotionForm, type PromotionItem, type PromotionList } from '../contracts/admin-cms';
import { adminHtmlPreviewMachine } from './admin-html-preview.machine';
import { errorMessage, notProvided, type Ack, type ToastParams } from './machine-helpers';

export type PromotionImageField = 'image' | 'imageEn';
export type PromotionTextField = 'titleTr' | 'titleEn' | 'bodyTr' | 'bodyEn';

export type PromotionSave = { id: number | null; body: PromotionEdit };
export type PromotionMoveRequest = { id: number; direction: 'up' | 'down' };
export type PromotionToggle = { id: number; active: boolean };

export interface AdminPromotionsContext {
  items: PromotionItem[];
  error: string | null;
  /** The promotion being edited (null: a new one), while the form is open. */
  editing: number | null;
  draft: PromotionForm;
  attempted: boolean;
  uploading: PromotionImageField | null;
  uploadError: { field: PromotionImageField; message: string } | null;
  saveError: string | null;
  busy: number | null;
}

export type AdminPromotionsEvent =
  | { type: 'promotions.reload' }
  | { type: 'promotions.new' }
  | { type: 'promotions.edit'; id: number }
  | { type: 'promotions.move'; id: number; direction: 'up' | 'down' }
  | { type: 'promotions.toggle'; id: number }
  | { type: 'draft.change'; field: PromotionTextField; value: string }
  | { type: 'draft.category'; value: PromotionCategory }
  | { type: 'draft.active'; value: boolean }
  | { type: 'draft.upload'; field: PromotionImageField; file: Blob }
  | { type: 'draft.clear'; field: 'imageEn' }
  | { type: 'draft.save' }
  | { type: 'draft.cancel' };

const itemOf = (context: AdminPromotionsContext, id: number | null) => context.items.find((item) => item.id === id) ?? null;
const upsert = (items: PromotionItem[], item: PromotionItem) => (items.some((i) => i.id === item.id) ? items.map((i) => (i.id === item.id ? item : i)) : [...items, item]);
const bodies = (draft: PromotionForm) => ({ tr: draft.bodyTr, en: draft.bodyEn });

/** The promotions page's cards: listed in order, edited in a form with a live preview of the cleaned text, moved, switched off. */
export const adminPromotionsMachine = setup({
  types: {} as { context: AdminPromotionsContext; events: AdminPromotionsEvent },
  actors: {
    /** GET admin/content/promotions */
    loadPromotions: fromPromise<PromotionList>(notProvided),
    /** POST admin/media */
    upload: fromPromise<MediaUpload, Blob>(notProvided),
    /** POST admin/content/promotions (new) or admin/content/promotions/:id */
    save: fromPromise<{ item: PromotionItem } & Ack, PromotionSave>(notProvided),
    /** POST admin/content/promotions/:id/move */
    move: fromPromise<{ list: PromotionList } & Ack, PromotionMoveRequest>(notProvided),
    /** POST admin/content/promotions/:id/active */
    setActive: fromPromise<{ item: PromotionItem } & Ack, PromotionToggle>(notProvided),
    htmlPreview: adminHtmlPreviewMachine,
  },
  actions: {
    toast: (_, _params: ToastParams) => {},
  },
  guards: {
    draftValid: ({ context }) => promotionForm.safeParse(context.draft).success,
  },
}).createMachine({
  id: 'adminPromotions',
  context: { items: [], error: null, editing: null, draft: promotionFormOf(null), attempted: false, uploading: null, uploadError: null, saveError: null, busy: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'GET admin/content/promotions: every promotion, switched-off ones too',
      entry: assign({ error: null }),
      invoke: {
        src: 'loadPromotions',
        onDone: { target: 'ready', actions: assign({ items: ({ event }) => event.output.items }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: {
      description: 'The promotions could not be read; the operator may try again',
      on: { 'promotions.reload': 'loading' },
    },
    ready: {
      initial: 'list',
      states: {
        list: {
          description: 'The promotions in order, each with Edit, Up, Down and Switch off/on',
          on: {
            'promotions.new': { target: 'editing', actions: assign({ editing: null, draft: promotionFormOf(null) }) },
            'promotions.edit': {
              guard: ({ context, event }) => itemOf(context, event.id) !== null,
              target: 'editing',
              actions: assign({ editing: ({ event }) => event.id, draft: ({ context, event }) => promotionFormOf(itemOf(context, event.id)) }),
            },
            'promotions.move': { target: 'moving', actions: assign({ busy: ({ event }) => event.id }) },
            'promotions.toggle': { guard: ({ context, event }) => itemOf(context, event.id) !== null, target: 'toggling', actions: assign({ busy: ({ event }) => event.id }) },
            'promotions.reload': '#adminPromotions.loading',
          },
        },
        moving: {
          description: 'POST move: the promotion swaps places with its neighbour',
          invoke: {
            src: 'move',
            input: ({ event }) => (event.type === 'promotions.move' ? { id: event.id, direction: event.direction } : { id: -1, direction: 'up' as const }),
            onDone: {
              target: 'list',
              actions: [assign({ items: ({ event }) => event.output.list.items, busy: null }), { type: 'toast', params: ({ event }) => ({ kind: 'success' as const, message: event.output.message }) }],
            },
            onError: { target: 'list', actions: [assign({ busy: null }), { type: 'toast', params: ({ event }) => ({ kind: 'error' as const, message: errorMessage(event.error) }) }] },
          },
        },
        toggling: {
          description: 'POST active: the promotion is shown or switched off',
          invoke: {
            src: 'setActive',
            input: ({ context }) => ({ id: context.busy!, active: !itemOf(context, context.busy)!.active }),
            onDone: {
              target: 'list',
              actions: [assign({ items: ({ context, event }) => upsert(context.items, event.output.item), busy: null }), { type: 'toast', params: ({ event }) => ({ kind: 'success' as const, message: event.output.message }) }],
            },
            onError: { target: 'list', actions: [assign({ busy: null }), { type: 'toast', params: ({ event }) => ({ kind: 'error' as const, message: errorMessage(event.error) }) }] },
          },
        },
        editing: {
          description: 'The form (a dialog): titles and texts in Turkish and English with their cleaned preview, images by upload, category, shown or not',
          entry: assign({ attempted: false, uploading: null, uploadError: null, saveError: null }),
          invoke: { id: 'preview', src: 'htmlPreview', input: ({ context }) => bodies(context.draft) },
          initial: 'idle',
          on: { 'draft.cancel': 'list' },
          states: {
            idle: {
              on: {
                'draft.change': {
                  actions: [
                    assign({ draft: ({ context, event }) => ({ ...context.draft, [event.field]: event.value }) }),
                    sendTo('preview', ({ context }) => ({ type: 'preview.source' as const, source: bodies(context.draft) })),
                  ],
                },
                'draft.category': { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, category: event.value }) }) },
                'draft.active': { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, active: event.value }) }) },
                'draft.clear': { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, [event.field]: '' }) }) },
                'draft.upload': { target: 'uploading', actions: assign({ uploading: ({ event }) => event.field, uploadError: null }) },
                'draft.save': [{ guard: 'draftValid', target: 'saving', actions: assign({ attempted: true, saveError: null }) }, { actions: assign({ attempted: true }) }],
              },
            },
            uploading: {
              description: 'POST admin/media; the image’s address goes into its field',
              invoke: {
                src: 'upload',
                input: ({ event }) => (event.type === 'draft.upload' ? event.file : new Blob()),
                onDone: { target: 'idle', actions: assign({ draft: ({ context, event }) => ({ ...context.draft, [context.uploading!]: event.output.url }), uploading: null }) },
                onError: { target: 'idle', actions: assign({ uploadError: ({ context, event }) => ({ field: context.uploading!, message: errorMessage(event.error) }), uploading: null }) },
              },
            },
            saving: {
              description: 'POST the promotion; the list shows it as saved (its texts as the server cleaned them)',
              invoke: {
                src: 'save',
                input: ({ context }): PromotionSave => ({ id: context.editing, body: promotionEditOf(promotionForm.parse(context.draft)) }),
                onDone: {
                  target: '#adminPromotions.ready.list',
                  actions: [assign({ items: ({ context, event }) => upsert(context.items, event.output.item) }), { type: 'toast', params: ({ event }) => ({ kind: 'success' as const, message: event.output.message }) }],
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

import { assign, fromPromise, raise, setup } from 'xstate';
import { bannerEditOf, bannerForm, bannerFormOf, type BannerEdit, type BannerForm, type BannerItem, type BannerList, type BannerSlider, type MediaUpload } from '../contracts/admin-content';
import { errorMessage, notProvided, type Ack, type ToastParams } from './machine-helpers';

/** The form's image fields, each chosen by an upload. */
export type BannerImageField = 'mobile' | 'tablet' | 'desktop' | 'mobileEn' | 'tabletEn' | 'desktopEn';
export type BannerTextField = 'title' | 'url';

export type BannerSave = { id: number; body: BannerEdit } | { id: null; body: BannerEdit & { slider: BannerSlider } };
export type BannerMoveRequest = { id: number; direction: 'up' | 'down' };
export type BannerToggle = { id: number; active: boolean };

export interface AdminBannersContext {
  slider: BannerSlider;
  sliders: BannerList['sliders'];
  error: string | null;
  /** The banner being edited (null: a new one), while the form is open. */
  editing: number | null;
  draft: BannerForm;
  /** Set once Save was pressed: the form's errors show from then on. */
  attempted: boolean;
  /** The image field whose upload is under way, and the refusal of the last upload. */
  uploading: BannerImageField | null;
  uploadError: { field: BannerImageField; message: string } | null;
  saveError: string | null;
  /** The row whose move or switch is under way (its buttons wait). */
  busy: number | null;
  /** Save was pressed while an image uploaded: the form is saved once the image is in. */
  saveAsked: boolean;
}

export type AdminBannersEvent =
  | { type: 'banners.reload' }
  | { type: 'banners.slider'; value: BannerSlider }
  | { type: 'banners.new' }
  | { type: 'banners.edit'; id: number }
  | { type: 'banners.move'; id: number; direction: 'up' | 'down' }
  | { type: 'banners.toggle'; id: number }
  | { type: 'draft.change'; field: BannerTextField; value: string }
  | { type: 'draft.active'; value: boolean }
  | { type: 'draft.upload'; field: BannerImageField; file: Blob }
  | { type: 'draft.clear'; field: BannerImageField }
  | { type: 'draft.save' }
  | { type: 'draft.cancel' };

const itemOf = (context: AdminBannersContext, id: number | null) => context.sliders.flatMap((s) => s.items).find((item) => item.id === id) ?? null;

/** The list with `item` put in place (or added last to its slider). */
function upsert(sliders: BannerList['sliders'], item: BannerItem): BannerList['sliders'] {
  return sliders.map((s) => {
    if (s.name !== item.slider) return s;
    const at = s.items.findIndex((i) => i.id === item.id);
    return { ...s, items: at === -1 ? [...s.items, item] : s.items.map((i) => (i.id === item.id ? item : i)) };
  });
}

/** The banners of the home and casino sliders: listed in order, edited in a form whose images are uploads, moved, switched off. */
export const adminBannersMachine = setup({
  types: {} as { context: AdminBannersContext; events: AdminBannersEvent },
  actors: {
    /** GET admin/banners */
    loadBanners: fromPromise<BannerList>(notProvided),
    /** POST admin/media (the image's bytes). */
    upload: fromPromise<MediaUpload, Blob>(notProvided),
    /** POST admin/banners (new) or admin/banners/:id */
    save: fromPromise<{ item: BannerItem } & Ack, BannerSave>(notProvided),
    /** POST admin/banners/:id/move */
    move: fromPromise<{ list: BannerList } & Ack, BannerMoveRequest>(notProvided),
    /** POST admin/banners/:id/active */
    setActive: fromPromise<{ item: BannerItem } & Ack, BannerToggle>(notProvided),
  },
  actions: {
    toast: (_, _params: ToastParams) => {},
  },
  guards: {
    draftValid: ({ context }) => bannerForm.safeParse(context.draft).success,
  },
}).createMachine({
  id: 'adminBanners',
  context: {
    slider: 'home',
    sliders: [],
    error: null,
    editing: null,
    draft: bannerFormOf(null),
    attempted: false,
    uploading: null,
    uploadError: null,
    saveError: null,
    busy: null,
    saveAsked: false,
  },
  initial: 'loading',
  on: {
    'banners.slider': { actions: assign({ slider: ({ event }) => event.value }) },
  },
  states: {
    loading: {
      description: 'GET admin/banners: both sliders, switched-off banners too',
      entry: assign({ error: null }),
      invoke: {
        id: 'loadBanners',
        src: 'loadBanners',
        onDone: { target: 'ready', actions: assign({ sliders: ({ event }) => event.output.sliders }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: {
      description: 'The banners could not be read; the operator may try again',
      on: { 'banners.reload': 'loading' },
    },
    ready: {
      initial: 'list',
      states: {
        list: {
          description: 'The chosen slider’s banners in order, each with Edit, Up, Down and Switch off/on',
          on: {
            'banners.new': { target: 'editing', actions: assign({ editing: null, draft: bannerFormOf(null) }) },
            'banners.edit': {
              guard: ({ context, event }) => itemOf(context, event.id) !== null,
              target: 'editing',
              actions: assign({ editing: ({ event }) => event.id, draft: ({ context, event }) => bannerFormOf(itemOf(context, event.id)) }),
            },
            'banners.move': { target: 'moving', actions: assign({ busy: ({ event }) => event.id }) },
            'banners.toggle': {
              guard: ({ context, event }) => itemOf(context, event.id) !== null,
              target: 'toggling',
              actions: assign({ busy: ({ event }) => event.id }),
            },
            'banners.reload': '#adminBanners.loading',
          },
        },
        moving: {
          description: 'POST move: the banner swaps places with its neighbour',
          invoke: {
            id: 'move',
            src: 'move',
            input: ({ event }) => (event.type === 'banners.move' ? { id: event.id, direction: event.direction } : { id: -1, direction: 'up' as const }),
            onDone: {
              target: 'list',
              actions: [assign({ sliders: ({ event }) => event.output.list.sliders, busy: null }), { type: 'toast', params: ({ event }) => ({ kind: 'success' as const, message: event.output.message }) }],
            },
            onError: { target: 'list', actions: [assign({ busy: null }), { type: 'toast', params: ({ event }) => ({ kind: 'error' as const, message: errorMessage(event.error) }) }] },
          },
        },
        toggling: {
          description: 'POST active: the banner is shown or switched off',
          invoke: {
            id: 'setActive',
            src: 'setActive',
            input: ({ context }) => ({ id: context.busy!, active: !itemOf(context, context.busy)!.active }),
            onDone: {
              target: 'list',
              actions: [
                assign({ sliders: ({ context, event }) => upsert(context.sliders, event.output.item), busy: null }),
                { type: 'toast', params: ({ event }) => ({ kind: 'success' as const, message: event.output.message }) },
              ],
            },
            onError: { target: 'list', actions: [assign({ busy: null }), { type: 'toast', params: ({ event }) => ({ kind: 'error' as const, message: errorMessage(event.error) }) }] },
          },
        },
        editing: {
          description: 'The form (a dialog): title, link, shown or not, and six images (three sizes, Turkish and English) chosen by upload',
          entry: assign({ attempted: false, uploading: null, uploadError: null, saveError: null, saveAsked: false }),
          initial: 'idle',
          // What the operator types, ticks or clears stays in the form while an image uploads or the banner is sent.
          on: {
            'draft.change': { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, [event.field]: event.value }) }) },
            'draft.active': { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, active: event.value }) }) },
            'draft.clear': { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, [event.field]: '' }) }) },
          },
          states: {
            idle: {
              always: { guard: ({ context }) => context.saveAsked, actions: [assign({ saveAsked: false }), raise({ type: 'draft.save' })] },
              on: {
                'draft.upload': { target: 'uploading', actions: assign({ uploading: ({ event }) => event.field, uploadError: null }) },
                'draft.save': [
                  { guard: 'draftValid', target: 'saving', actions: assign({ attempted: true, saveError: null }) },
                  { actions: assign({ attempted: true }) },
                ],
                'draft.cancel': '#adminBanners.ready.list',
              },
            },
            uploading: {
              description: 'POST admin/media; the image’s address goes into its field',
              on: { 'draft.cancel': '#adminBanners.ready.list', 'draft.save': { actions: assign({ saveAsked: true }) } },
              invoke: {
                id: 'upload',
                src: 'upload',
                input: ({ event }) => (event.type === 'draft.upload' ? event.file : new Blob()),
                onDone: {
                  target: 'idle',
                  actions: assign({ draft: ({ context, event }) => ({ ...context.draft, [context.uploading!]: event.output.url }), uploading: null }),
                },
                onError: {
                  target: 'idle',
                  actions: assign({ uploadError: ({ context, event }) => ({ field: context.uploading!, message: errorMessage(event.error) }), uploading: null, saveAsked: false }),
                },
              },
            },
            saving: {
              description: 'POST the banner; the list shows it as saved (the dialog waits for the answer: closed now, the list would miss it)',
              invoke: {
                id: 'save',
                src: 'save',
                input: ({ context }): BannerSave => {
                  const body = bannerEditOf(bannerForm.parse(context.draft));
                  return context.editing === null ? { id: null, body: { ...body, slider: context.slider } } : { id: context.editing, body };
                },
                onDone: {
                  target: '#adminBanners.ready.list',
                  actions: [
                    assign({ sliders: ({ context, event }) => upsert(context.sliders, event.output.item) }),
                    { type: 'toast', params: ({ event }) => ({ kind: 'success' as const, message: event.output.message }) },
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

import { assign, fromPromise, sendTo, setup } from 'xstate';
import type { MediaUpload } from '../contracts/admin-content';
import { popupEditOf, popupForm, popupFormOf, type PopupEdit, type PopupForm, type PopupState, type PopupVariantKey } from '../contracts/admin-cms';
import { adminHtmlPreviewMachine } from './admin-html-preview.machine';
import { errorMessage, notProvided, type Ack, type ToastParams } from './machine-helpers';

export type PopupTextField = 'titleTr' | 'titleEn' | 'descriptionTr' | 'descriptionEn' | 'url';
/** An image of the form: a size, Turkish or English. */
export type PopupImageField = { lang: 'images' | 'imagesEn'; key: PopupVariantKey };

export interface AdminPopupContext {
  saved: PopupState['popup'];
  error: string | null;
  draft: PopupForm;
  attempted: boolean;
  uploading: PopupImageField | null;
  uploadError: { field: PopupImageField; message: string } | null;
  saveError: string | null;
}

export type AdminPopupEvent =
  | { type: 'popup.reload' }
  | { type: 'draft.change'; field: PopupTextField; value: string }
  | { type: 'draft.active'; value: boolean }
  | { type: 'draft.upload'; field: PopupImageField; file: Blob }
  | { type: 'draft.clear'; field: PopupImageField }
  | { type: 'draft.reset' }
  | { type: 'draft.save' };

const bodies = (draft: PopupForm) => ({ tr: draft.descriptionTr, en: draft.descriptionEn });
const withImage = (draft: PopupForm, { lang, key }: PopupImageField, url: string): PopupForm => ({ ...draft, [lang]: { ...draft[lang], [key]: url } });

/** The promotional popup: one form, its images by upload and its text previewed as players will see it; a save shows it again to everyone. */
export const adminPopupMachine = setup({
  types: {} as { context: AdminPopupContext; events: AdminPopupEvent },
  actors: {
    /** GET admin/content/popup */
    loadPopup: fromPromise<PopupState>(notProvided),
    /** POST admin/media */
    upload: fromPromise<MediaUpload, Blob>(notProvided),
    /** POST admin/content/popup */
    save: fromPromise<{ state: PopupState } & Ack, PopupEdit>(notProvided),
    htmlPreview: adminHtmlPreviewMachine,
  },
  actions: {
    toast: (_, _params: ToastParams) => {},
  },
  guards: {
    draftValid: ({ context }) => popupForm.safeParse(context.draft).success,
  },
}).createMachine({
  id: 'adminPopup',
  context: { saved: null, error: null, draft: popupFormOf(null), attempted: false, uploading: null, uploadError: null, saveError: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'GET admin/content/popup: the popup players meet, switched off or not',
      entry: assign({ error: null }),
      invoke: {
        src: 'loadPopup',
        onDone: { target: 'editing', actions: assign({ saved: ({ event }) => event.output.popup, draft: ({ event }) => popupFormOf(event.output.popup) }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: {
      description: 'The popup could not be read; the operator may try again',
      on: { 'popup.reload': 'loading' },
    },
    editing: {
      description: 'The form: titles, texts with their cleaned preview, link, six images (three sizes, Turkish and English), shown or not',
      invoke: { id: 'preview', src: 'htmlPreview', input: ({ context }) => bodies(context.draft) },
      initial: 'idle',
      states: {
        idle: {
          on: {
            'draft.change': {
              actions: [
                assign({ draft: ({ context, event }) => ({ ...context.draft, [event.field]: event.value }) }),
                sendTo('preview', ({ context }) => ({ type: 'preview.source' as const, source: bodies(context.draft) })),
              ],
            },
            'draft.active': { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, active: event.value }) }) },
            'draft.clear': { actions: assign({ draft: ({ context, event }) => withImage(context.draft, event.field, '') }) },
            'draft.reset': {
              actions: [
                assign({ draft: ({ context }) => popupFormOf(context.saved), attempted: false, saveError: null, uploadError: null }),
                sendTo('preview', ({ context }) => ({ type: 'preview.source' as const, source: bodies(context.draft) })),
              ],
            },
            'draft.upload': { target: 'uploading', actions: assign({ uploading: ({ event }) => event.field, uploadError: null }) },
            'draft.save': [{ guard: 'draftValid', target: 'saving', actions: assign({ attempted: true, saveError: null }) }, { actions: assign({ attempted: true }) }],
          },
        },
        uploading: {
          description: 'POST admin/media; the image’s address goes into its field',
          invoke: {
            src: 'upload',
            input: ({ event }) => (event.type === 'draft.upload' ? event.file : new Blob()),
            onDone: { target: 'idle', actions: assign({ draft: ({ context, event }) => withImage(context.draft, context.uploading!, event.output.url), uploading: null }) },
            onError: { target: 'idle', actions: assign({ uploadError: ({ context, event }) => ({ field: context.uploading!, message: errorMessage(event.error) }), uploading: null }) },
          },
        },
        saving: {
          description: 'POST the popup; players who closed it see it again',
          invoke: {
            src: 'save',
            input: ({ context }) => popupEditOf(popupForm.parse(context.draft)),
            onDone: {
              target: 'idle',
              actions: [
                assign({ saved: ({ event }) => event.output.state.popup, draft: ({ event }) => popupFormOf(event.output.state.popup), attempted: false }),
                { type: 'toast', params: ({ event }) => ({ kind: 'success' as const, message: event.output.message }) },
              ],
            },
            onError: { target: 'idle', actions: assign({ saveError: ({ event }) => errorMessage(event.error) }) },
          },
        },
      },
    },
  },
});

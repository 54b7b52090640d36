import { assign, fromPromise, setup } from 'xstate';
import { siteSettingsForm, siteSettingsFormOf, siteSettingsOf, type SiteOptionKey, type SiteSettings, type SiteSettingsForm } from '../contracts/admin-content';
import { errorMessage, notProvided, type Ack, type ToastParams } from './machine-helpers';

export type SettingsTextField = 'domainCurrent' | 'domainNext' | 'trialBonus' | 'egyptQuest';

export interface AdminSettingsContext {
  draft: SiteSettingsForm;
  /** Set once Save was pressed: the form's errors show from then on. */
  attempted: boolean;
  error: string | null;
  saveError: string | null;
}

export type AdminSettingsEvent =
  | { type: 'settings.reload' }
  | { type: 'settings.change'; field: SettingsTextField; value: string }
  | { type: 'settings.option'; key: SiteOptionKey; value: string }
  | { type: 'settings.optionStatus'; key: SiteOptionKey; status: boolean }
  | { type: 'settings.save' };

const EMPTY: SiteSettingsForm = { domainCurrent: '', domainNext: '', trialBonus: '', egyptQuest: '', options: [] };

/** The site's settings (administrators): the current and next domain, the trial bonus and the site options, saved together. */
export const adminSettingsMachine = setup({
  types: {} as { context: AdminSettingsContext; events: AdminSettingsEvent },
  actors: {
    /** GET admin/settings */
    loadSettings: fromPromise<SiteSettings>(notProvided),
    /** POST admin/settings */
    saveSettings: fromPromise<{ settings: SiteSettings } & Ack, SiteSettings>(notProvided),
  },
  actions: {
    toast: (_, _params: ToastParams) => {},
  },
  guards: {
    draftValid: ({ context }) => siteSettingsForm.safeParse(context.draft).success,
  },
}).createMachine({
  id: 'adminSettings',
  context: { draft: EMPTY, attempted: false, error: null, saveError: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'GET admin/settings',
      entry: assign({ error: null }),
      invoke: {
        src: 'loadSettings',
        onDone: { target: 'ready', actions: assign({ draft: ({ event }) => siteSettingsFormOf(event.output), attempted: false }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: {
      description: 'The settings could not be read; the operator may try again',
      on: { 'settings.reload': 'loading' },
    },
    ready: {
      initial: 'editing',
      states: {
        editing: {
          description: 'The form, filled with the saved settings',
          on: {
            'settings.change': { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, [event.field]: event.value }) }) },
            'settings.option': {
              actions: assign({ draft: ({ context, event }) => ({ ...context.draft, options: context.draft.options.map((o) => (o.key === event.key ? { ...o, value: event.value } : o)) }) }),
            },
            'settings.optionStatus': {
              actions: assign({ draft: ({ context, event }) => ({ ...context.draft, options: context.draft.options.map((o) => (o.key === event.key ? { ...o, status: event.status } : o)) }) }),
            },
            'settings.save': [
              { guard: 'draftValid', target: 'saving', actions: assign({ attempted: true, saveError: null }) },
              { actions: assign({ attempted: true }) },
            ],
          },
        },
        saving: {
          description: 'POST admin/settings; the form shows what the server kept',
          invoke: {
            src: 'saveSettings',
            input: ({ context }) => siteSettingsOf(siteSettingsForm.parse(context.draft)),
            onDone: {
              target: 'editing',
              actions: [
                assign({ draft: ({ event }) => siteSettingsFormOf(event.output.settings), attempted: false }),
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

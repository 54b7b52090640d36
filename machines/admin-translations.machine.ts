import { assign, fromPromise, setup } from 'xstate';
import { overrideProblem, type OverrideProblem, type TranslationItem, type TranslationLocale, type TranslationPage } from '../contracts/admin-catalogue';
import { errorMessage, notProvided, type Ack, type ToastParams } from './machine-helpers';

export interface TranslationsRequest {
  q?: string;
  offset?: number;
}

/** A change to one key in one language: a new text, or back to the built-in one (value null). */
export interface TranslationChange {
  locale: TranslationLocale;
  key: string;
  value: string | null;
}
export type TranslationSaved = Ack & { item: TranslationItem };

export interface AdminTranslationsContext {
  q: string;
  offset: number;
  items: TranslationItem[];
  total: number;
  error: string | null;
  /** The key and language whose edit dialog is open. */
  editing: { key: string; locale: TranslationLocale } | null;
  /** Why the server refused the text in the dialog. */
  problem: string | null;
  /** What the contract's rule finds wrong with the text before it is sent (the view words it). */
  rule: OverrideProblem | null;
}

export type AdminTranslationsEvent =
  | { type: 'translations.search'; q: string }
  | { type: 'translations.page'; offset: number }
  | { type: 'translations.reload' }
  | { type: 'translations.edit'; key: string; locale: TranslationLocale }
  | { type: 'translations.cancel' }
  | { type: 'translations.save'; value: string }
  | { type: 'translations.remove'; key: string; locale: TranslationLocale };

const requestOf = (context: AdminTranslationsContext): TranslationsRequest => ({
  ...(context.q.trim() ? { q: context.q.trim() } : {}),
  ...(context.offset > 0 ? { offset: context.offset } : {}),
});

function ruleProblem(context: AdminTranslationsContext, value: string): OverrideProblem | null {
  const item = context.editing && context.items.find((it) => it.key === context.editing!.key);
  return item ? overrideProblem(item[context.editing!.locale].builtIn, value) : null;
}

const replaced = (items: TranslationItem[], item: TranslationItem) => items.map((it) => (it.key === item.key ? item : it));

/** The texts of the player site: search the built-in keys, override one language's text, or go back to the built-in. */
export const adminTranslationsMachine = setup({
  types: {} as { context: AdminTranslationsContext; events: AdminTranslationsEvent },
  actors: {
    /** GET admin/translations */
    loadTranslations: fromPromise<TranslationPage, TranslationsRequest>(notProvided),
    /** POST admin/translations (a text) or admin/translations/remove (value null). */
    saveTranslation: fromPromise<TranslationSaved, TranslationChange>(notProvided),
  },
  actions: {
    toast: (_, _params: ToastParams) => {},
  },
  guards: {
    hasText: (_, params: { value: string }) => params.value.trim().length > 0,
    /** The same rule the server applies: the built-in text's placeholders and plural form, plain text. */
    acceptable: ({ context }, params: { value: string }) => params.value.trim().length > 0 && ruleProblem(context, params.value) === null,
  },
}).createMachine({
  id: 'adminTranslations',
  context: { q: '', offset: 0, items: [], total: 0, error: null, editing: null, problem: null, rule: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'GET admin/translations: a page of keys matching the search, both languages side by side',
      entry: assign({ error: null }),
      // A search typed while a page loads is not lost: that load gives way to the new one.
      on: { 'translations.search': { target: 'loading', reenter: true, actions: assign({ q: ({ event }) => event.q, offset: 0 }) } },
      invoke: {
        src: 'loadTranslations',
        input: ({ context }) => requestOf(context),
        onDone: { target: 'ready', actions: assign({ items: ({ event }) => event.output.items, total: ({ event }) => event.output.total }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error), items: [], total: 0 }) },
      },
    },
    failed: {
      description: 'The list could not be read; the operator may search again or retry',
      on: {
        'translations.reload': 'loading',
        'translations.search': { target: 'loading', actions: assign({ q: ({ event }) => event.q, offset: 0 }) },
      },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'translations.search': { target: '#adminTranslations.loading', actions: assign({ q: ({ event }) => event.q, offset: 0 }) },
            'translations.page': { target: '#adminTranslations.loading', actions: assign({ offset: ({ event }) => Math.max(0, event.offset) }) },
            'translations.edit': { target: 'editing', actions: assign({ editing: ({ event }) => ({ key: event.key, locale: event.locale }), problem: null, rule: null }) },
            'translations.remove': 'removing',
          },
        },
        editing: {
          description: 'The dialog: the built-in text and the override being written',
          on: {
            'translations.cancel': { target: 'idle', actions: assign({ editing: null, problem: null, rule: null }) },
            'translations.save': [
              {
                guard: { type: 'acceptable', params: ({ event }) => ({ value: event.value }) },
                target: 'saving',
                actions: assign({ rule: null, problem: null }),
              },
              {
                // Refused here already by the contract's rule, in the operator's words, without a call.
                guard: { type: 'hasText', params: ({ event }) => ({ value: event.value }) },
                actions: assign({ rule: ({ context, event }) => ruleProblem(context, event.value), problem: null }),
              },
            ],
          },
        },
        saving: {
          description: 'POST admin/translations; a refusal (a placeholder dropped...) stays in the dialog with its reason',
          invoke: {
            src: 'saveTranslation',
            input: ({ context, event }) => ({ ...context.editing!, value: event.type === 'translations.save' ? event.value : '' }),
            onDone: {
              target: 'idle',
              actions: [
                assign({ items: ({ context, event }) => replaced(context.items, event.output.item), editing: null, problem: null, rule: null }),
                { type: 'toast', params: ({ event }) => ({ kind: 'success' as const, message: event.output.message }) },
              ],
            },
            onError: { target: 'editing', actions: assign({ problem: ({ event }) => errorMessage(event.error) }) },
          },
        },
        removing: {
          description: 'POST admin/translations/remove: the built-in text is shown again',
          invoke: {
            src: 'saveTranslation',
            input: ({ event }) => (event.type === 'translations.remove' ? { key: event.key, locale: event.locale, value: null } : { key: '', locale: 'tr' as const, value: null }),
            onDone: {
              target: 'idle',
              actions: [
                assign({ items: ({ context, event }) => replaced(context.items, event.output.item) }),
                { type: 'toast', params: ({ event }) => ({ kind: 'success' as const, message: event.output.message }) },
              ],
            },
            onError: { target: 'idle', actions: { type: 'toast', params: ({ event }) => ({ kind: 'error' as const, message: errorMessage(event.error) }) } },
          },
        },
      },
    },
  },
});

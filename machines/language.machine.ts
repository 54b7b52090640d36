import { assign, fromPromise, sendParent, setup } from 'xstate';
import { isLocale, type Locale } from '../i18n/locales';

export interface LanguageContext {
  locale: Locale;
  available: Locale[];
  /** Bumped when server translations arrive, so views re-render with them. */
  revision: number;
  /** The language being loaded while `switching`. */
  pending: Locale | null;
}

export type LanguageEvent =
  | { type: 'language.change'; locale: string }
  | { type: 'language.available'; locales: string[]; translations: ReadonlyArray<{ key: string; value: string }>; locale: Locale };

export const languageMachine = setup({
  types: {} as { context: LanguageContext; events: LanguageEvent; input: { locale: Locale } },
  actors: {
    /** Fetches the built-in dictionary of a language the page has not loaded yet (resolves at once otherwise). */
    loadDictionary: fromPromise<void, { locale: Locale }>(async () => {}),
  },
  actions: {
    persistLocale: (_, _params: { locale: Locale }) => {},
    applyLocale: (_, _params: { locale: Locale }) => {},
    mergeTranslations: (_, _params: { locale: Locale; translations: ReadonlyArray<{ key: string; value: string }> }) => {},
    /** Tells the player the language could not be loaded (the page stays in the current one). */
    reportLoadFailed: () => {},
  },
  guards: {
    isShown: ({ context }, params: { locale: string }) => params.locale === context.locale,
    isOffered: ({ context }, params: { locale: string }) =>
      isLocale(params.locale) && params.locale !== context.locale && (context.available.length === 0 || context.available.includes(params.locale)),
  },
}).createMachine({
  id: 'language',
  context: ({ input }) => ({ locale: input.locale, available: ['tr', 'en'], revision: 0, pending: null }),
  entry: { type: 'applyLocale', params: ({ context }) => ({ locale: context.locale }) },
  initial: 'active',
  on: {
    'language.available': {
      actions: [
        { type: 'mergeTranslations', params: ({ event }) => ({ locale: event.locale, translations: event.translations }) },
        assign(({ context, event }) => {
          const offered = event.locales.filter(isLocale);
          const available = offered.length > 0 ? offered : context.available;
          return { available, revision: context.revision + 1 };
        }),
      ],
    },
  },
  states: {
    active: {
      description: 'Turkish by default; a switch re-renders without a reload and reloads content in the new language',
      on: {
        'language.change': {
          guard: { type: 'isOffered', params: ({ event }) => ({ locale: event.locale }) },
          target: 'switching',
          actions: assign({ pending: ({ event }) => event.locale as Locale }),
        },
      },
    },
    switching: {
      description: "Loads the language's built-in strings first (English is not part of the first page), then switches",
      invoke: {
        id: 'loadDictionary',
        src: 'loadDictionary',
        input: ({ context }) => ({ locale: context.pending! }),
        onDone: {
          target: 'active',
          actions: [
            assign({ locale: ({ context }) => context.pending!, pending: null }),
            { type: 'persistLocale', params: ({ context }) => ({ locale: context.locale }) },
            { type: 'applyLocale', params: ({ context }) => ({ locale: context.locale }) },
            sendParent(({ context }) => ({ type: 'language.changed', locale: context.locale })),
          ],
        },
        onError: { target: 'active', actions: [assign({ pending: null }), 'reportLoadFailed'] },
      },
      on: {
        'language.change': [
          // Back to the language shown before the load finished: the last choice wins, the load is dropped.
          { guard: { type: 'isShown', params: ({ event }) => ({ locale: event.locale }) }, target: 'active', actions: assign({ pending: null }) },
          {
            guard: { type: 'isOffered', params: ({ event }) => ({ locale: event.locale }) },
            target: 'switching',
            reenter: true,
            actions: assign({ pending: ({ event }) => event.locale as Locale }),
          },
        ],
      },
    },
  },
});

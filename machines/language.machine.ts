import { assign, fromPromise, sendParent, setup } from 'xstate';
import { isLocale, type Locale } from '../i18n/locales';

export interface LanguageContext {
  locale: Locale;
  available: Locale[];
  /** Bumped when server translations arrive, so views re-render with them. */
  revision: number;
  /** The language being loaded while `switching`. */
  pending: Locale | null;
  /** The server translations last applied (for `locale`), or null. */
  translations: ReadonlyArray<{ key: string; value: string }> | null;
}

export interface LanguageInput {
  locale: Locale;
  /** Server translations already applied when the actor starts (they came with the page). */
  translations?: ReadonlyArray<{ key: string; value: string }> | null;
}

const sameTranslations = (a: ReadonlyArray<{ key: string; value: string }> | null, b: ReadonlyArray<{ key: string; value: string }>) =>
  a === b || (a !== null && a.length === b.length && a.every((entry, i) => entry.key === b[i]!.key && entry.value === b[i]!.value));

const offeredLocales = (locales: readonly string[], current: Locale[]) => {
  const offered = locales.filter(isLocale);
  return offered.length > 0 ? offered : current;
};

export type LanguageEvent =
  | { type: 'language.change'; locale: string }
  | { type: 'language.available'; locales: string[]; translations: ReadonlyArray<{ key: string; value: string }>; locale: Locale };

export const languageMachine = setup({
  types: {} as { context: LanguageContext; events: LanguageEvent; input: LanguageInput },
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
    // The same languages and translations as on screen: nothing to apply, nothing to redraw.
    sameOffer: ({ context, event }) =>
      event.type === 'language.available' &&
      event.locale === context.locale &&
      offeredLocales(event.locales, context.available).join() === context.available.join() &&
      sameTranslations(context.translations, event.translations),
    isOffered: ({ context }, params: { locale: string }) =>
      isLocale(params.locale) && params.locale !== context.locale && (context.available.length === 0 || context.available.includes(params.locale)),
  },
}).createMachine({
  id: 'language',
  context: ({ input }) => ({ locale: input.locale, available: ['tr', 'en'], revision: 0, pending: null, translations: input.translations ?? null }),
  entry: { type: 'applyLocale', params: ({ context }) => ({ locale: context.locale }) },
  initial: 'active',
  on: {
    'language.available': [
      { guard: 'sameOffer' },
      {
        actions: [
          { type: 'mergeTranslations', params: ({ event }) => ({ locale: event.locale, translations: event.translations }) },
          assign(({ context, event }) => ({
            available: offeredLocales(event.locales, context.available),
            revision: context.revision + 1,
            translations: event.locale === context.locale ? event.translations : context.translations,
          })),
        ],
      },
    ],
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

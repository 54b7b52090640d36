import { assign, sendParent, setup } from 'xstate';
import { isLocale, type Locale } from '../contracts/messages';

export interface LanguageContext {
  locale: Locale;
  available: Locale[];
  /** Bumped when server translations arrive, so views re-render with them. */
  revision: number;
}

export type LanguageEvent =
  | { type: 'language.change'; locale: string }
  | { type: 'language.available'; locales: string[]; translations: ReadonlyArray<{ key: string; value: string }>; locale: Locale };

export const languageMachine = setup({
  types: {} as { context: LanguageContext; events: LanguageEvent; input: { locale: Locale } },
  actions: {
    persistLocale: (_, _params: { locale: Locale }) => {},
    applyLocale: (_, _params: { locale: Locale }) => {},
    mergeTranslations: (_, _params: { locale: Locale; translations: ReadonlyArray<{ key: string; value: string }> }) => {},
  },
  guards: {
    isOffered: ({ context }, params: { locale: string }) =>
      isLocale(params.locale) && params.locale !== context.locale && (context.available.length === 0 || context.available.includes(params.locale)),
  },
}).createMachine({
  id: 'language',
  context: ({ input }) => ({ locale: input.locale, available: ['tr', 'en'], revision: 0 }),
  entry: { type: 'applyLocale', params: ({ context }) => ({ locale: context.locale }) },
  initial: 'active',
  states: {
    active: {
      description: 'Turkish by default; a switch re-renders without a reload and reloads content in the new language',
      on: {
        'language.change': {
          guard: { type: 'isOffered', params: ({ event }) => ({ locale: event.locale }) },
          actions: [
            assign({ locale: ({ event }) => event.locale as Locale }),
            { type: 'persistLocale', params: ({ event }) => ({ locale: event.locale as Locale }) },
            { type: 'applyLocale', params: ({ event }) => ({ locale: event.locale as Locale }) },
            sendParent(({ event }) => ({ type: 'language.changed', locale: event.locale as Locale })),
          ],
        },
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
    },
  },
});


import { assign, fromPromise, sendParent, setup } from 'xstate';
import type { Bootstrap } from '../contracts/cms';
import type { Locale } from '../i18n/locales';
import { notProvided } from './machine-helpers';

export const emptyBootstrap: Bootstrap = {
  casinoCategoryList: [],
  language: [],
  translationList: [],
  siteOption: [],
  domainStatus: { current: null, next: null },
  trialBonusAmount: 0,
  egtJackpotCards: [],
  jackpotCards: { currentLevelI: 0 },
  popup: null,
  sliderList: [],
  categoryList: [],
  providerLogos: [],
  promotions: [],
  menu: [],
};

export interface BootstrapInput {
  cached: Bootstrap | null;
  locale: Locale;
}

export interface BootstrapContext {
  data: Bootstrap;
  locale: Locale;
  fingerprint: string | null;
  egyptQuestLevel: number | null;
  loaded: boolean;
}

export type BootstrapEvent = { type: 'bootstrap.reload'; locale: Locale };

export const bootstrapMachine = setup({
  types: {} as { context: BootstrapContext; events: BootstrapEvent; input: BootstrapInput },
  actors: {
    loadBootstrap: fromPromise<Bootstrap, { locale: Locale }>(notProvided),
    loadCollector: fromPromise<void, void>(notProvided),
    computeFingerprint: fromPromise<string, void>(notProvided),
    loadEgyptQuest: fromPromise<{ currentLevelI: number }, void>(notProvided),
    loadIcons: fromPromise<void, void>(notProvided),
  },
  actions: {
    cacheBootstrap: (_, _params: { data: Bootstrap; locale: Locale }) => {},
    storeFingerprint: (_, _params: { fingerprint: string }) => {},
  },
  delays: { fingerprintTimeout: 1000 },
}).createMachine({
  id: 'bootstrap',
  context: ({ input }) => ({
    data: input.cached ?? emptyBootstrap,
    locale: input.locale,
    fingerprint: null,
    egyptQuestLevel: null,
    loaded: false,
  }),
  initial: 'basics',
  states: {
    basics: {
      description: 'Start-up, first: the bootstrap data (cached copy shown meanwhile) and the device fingerprint',
      type: 'parallel',
      states: {
        content: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                src: 'loadBootstrap',
                input: ({ context }) => ({ locale: context.locale }),
                onDone: {
                  target: 'done',
                  actions: [
                    assign({ data: ({ event }) => event.output, loaded: true }),
                    { type: 'cacheBootstrap', params: ({ event, context }) => ({ data: event.output, locale: context.locale }) },
                  ],
                },
                // A failed bootstrap falls back to the cached copy or empty data, silently.
                onError: { target: 'done' },
              },
            },
            done: { type: 'final' },
          },
        },
        fingerprint: {
          initial: 'loadingCollector',
          states: {
            loadingCollector: {
              description: 'cms/coveryjs loads as a script; after 1000 ms the fingerprint is computed anyway',
              invoke: { src: 'loadCollector', onDone: 'computing', onError: 'computing' },
              after: { fingerprintTimeout: 'computing' },
            },
            computing: {
              invoke: {
                src: 'computeFingerprint',
                onDone: {
                  target: 'done',
                  actions: [
                    assign({ fingerprint: ({ event }) => event.output }),
                    { type: 'storeFingerprint', params: ({ event }) => ({ fingerprint: event.output }) },
                  ],
                },
                onError: 'done',
              },
            },
            done: { type: 'final' },
          },
        },
      },
      onDone: { target: 'parallelLoads', actions: sendParent(({ context }) => ({ type: 'bootstrap.loaded', data: context.data, locale: context.locale })) },
    },
    parallelLoads: {
      description: 'Then in parallel: the Egypt quest jackpot and the icon sprite; language, site settings, categories, domains and trial bonus come from the bootstrap itself',
      type: 'parallel',
      states: {
        jackpots: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                src: 'loadEgyptQuest',
                onDone: { target: 'done', actions: assign({ egyptQuestLevel: ({ event }) => event.output.currentLevelI }) },
                onError: 'done',
              },
            },
            done: { type: 'final' },
          },
        },
        icons: {
          initial: 'loading',
          states: {
            loading: { invoke: { src: 'loadIcons', onDone: 'done', onError: 'done' } },
            done: { type: 'final' },
          },
        },
      },
      onDone: 'ready',
    },
    ready: {
      description: 'Site content available; a language change reloads it in the new language',
      on: { 'bootstrap.reload': { target: 'reloading', actions: assign({ locale: ({ event }) => event.locale }) } },
    },
    reloading: {
      invoke: {
        src: 'loadBootstrap',
        input: ({ context }) => ({ locale: context.locale }),
        onDone: {
          target: 'ready',
          actions: [
            assign({ data: ({ event }) => event.output, loaded: true }),
            { type: 'cacheBootstrap', params: ({ event, context }) => ({ data: event.output, locale: context.locale }) },
            sendParent(({ event, context }) => ({ type: 'bootstrap.loaded', data: event.output, locale: context.locale })),
          ],
        },
        onError: 'ready',
      },
      on: { 'bootstrap.reload': { target: 'reloading', reenter: true, actions: assign({ locale: ({ event }) => event.locale }) } },
    },
  },
});

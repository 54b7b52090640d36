import { assign, fromPromise, sendParent, setup } from 'xstate';
import type { Bootstrap } from '../contracts/cms';
import type { Locale } from '../i18n/locales';
import { notProvided } from './machine-helpers';

export const emptyBootstrap: Bootstrap = {
  siteMode: 'demo',
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
  /** `cached` came with the page itself (server-rendered): current, so it is not fetched again. */
  fresh?: boolean;
}

export interface BootstrapContext {
  data: Bootstrap;
  locale: Locale;
  fingerprint: string | null;
  egyptQuestLevel: number | null;
  loaded: boolean;
  /** The last request for the content failed (the page shows the cached copy or nothing, silently). */
  failed: boolean;
}

export type BootstrapEvent =
  | { type: 'bootstrap.reload'; locale: Locale }
  /** The player moved on (a navigation): content that never arrived is asked for again. */
  | { type: 'bootstrap.retry' };

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
  guards: { hasFreshData: ({ context }) => context.loaded, neverLoaded: ({ context }) => !context.loaded },
  delays: { fingerprintTimeout: 1000, retryDelay: 30_000 },
}).createMachine({
  id: 'bootstrap',
  context: ({ input }) => ({
    data: input.cached ?? emptyBootstrap,
    locale: input.locale,
    fingerprint: null,
    egyptQuestLevel: null,
    loaded: Boolean(input.fresh && input.cached),
    failed: false,
  }),
  initial: 'basics',
  states: {
    basics: {
      description: 'Start-up, first: the bootstrap data (cached copy shown meanwhile) and the device fingerprint',
      type: 'parallel',
      states: {
        content: {
          initial: 'checking',
          states: {
            checking: {
              description: 'Data that came with the page is current: no request',
              always: [
                {
                  guard: 'hasFreshData',
                  target: 'done',
                  actions: { type: 'cacheBootstrap', params: ({ context }) => ({ data: context.data, locale: context.locale }) },
                },
                { target: 'loading' },
              ],
            },
            loading: {
              invoke: {
                src: 'loadBootstrap',
                input: ({ context }) => ({ locale: context.locale }),
                onDone: {
                  target: 'done',
                  actions: [
                    assign({ data: ({ event }) => event.output, loaded: true, failed: false }),
                    { type: 'cacheBootstrap', params: ({ event, context }) => ({ data: event.output, locale: context.locale }) },
                  ],
                },
                // A failed bootstrap falls back to the cached copy or empty data, silently.
                onError: { target: 'done', actions: assign({ failed: true }) },
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
      description:
        'Site content available; a language change reloads it in the new language. Content that never arrived is asked for again at the next navigation or after 30 s',
      on: {
        'bootstrap.reload': { target: 'reloading', actions: assign({ locale: ({ event }) => event.locale }) },
        'bootstrap.retry': { guard: 'neverLoaded', target: 'reloading' },
      },
      after: { retryDelay: { guard: 'neverLoaded', target: 'reloading' } },
    },
    reloading: {
      invoke: {
        src: 'loadBootstrap',
        input: ({ context }) => ({ locale: context.locale }),
        onDone: {
          target: 'ready',
          actions: [
            assign({ data: ({ event }) => event.output, loaded: true, failed: false }),
            { type: 'cacheBootstrap', params: ({ event, context }) => ({ data: event.output, locale: context.locale }) },
            sendParent(({ event, context }) => ({ type: 'bootstrap.loaded', data: event.output, locale: context.locale })),
          ],
        },
        onError: { target: 'ready', actions: assign({ failed: true }) },
      },
      on: { 'bootstrap.reload': { target: 'reloading', reenter: true, actions: assign({ locale: ({ event }) => event.locale }) } },
    },
  },
});

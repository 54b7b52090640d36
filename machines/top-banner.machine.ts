import { assign, setup } from 'xstate';
import type { DomainStatus } from '../contracts/cms';

export interface TopBannerInput {
  /** The stored topNotifyRead flag. */
  read: boolean;
  domains: DomainStatus;
  /** The page opened at home: the banner is decided in the first view (the server renders it from the same input). */
  atHome?: boolean;
}

export interface TopBannerContext {
  read: boolean;
  domains: DomainStatus;
  atHome: boolean;
}

export type TopBannerEvent =
  | { type: 'topBanner.domainsLoaded'; domains: DomainStatus }
  | { type: 'topBanner.homeEntered' }
  | { type: 'topBanner.homeLeft' }
  | { type: 'topBanner.dismissed' };

export const topBannerMachine = setup({
  types: {} as { context: TopBannerContext; events: TopBannerEvent; input: TopBannerInput },
  actions: {
    storeRead: () => {},
  },
  guards: {
    alreadyRead: ({ context }) => context.read,
    shouldShow: ({ context }) => context.atHome && !context.read && Boolean(context.domains.current),
  },
  delays: { collapse: 500 },
}).createMachine({
  id: 'topBanner',
  context: ({ input }) => ({ read: input.read, domains: input.domains, atHome: input.atHome ?? false }),
  initial: 'waiting',
  states: {
    waiting: {
      description: 'Not evaluated yet: shown on arrival at home when a current domain exists and the banner was not read',
      always: [
        { guard: 'alreadyRead', target: 'hidden' },
        { guard: 'shouldShow', target: 'visible' },
      ],
      on: {
        'topBanner.domainsLoaded': { actions: assign({ domains: ({ event }) => event.domains }) },
        'topBanner.homeEntered': { actions: assign({ atHome: true }) },
        'topBanner.homeLeft': { actions: assign({ atHome: false }) },
      },
    },
    visible: {
      description: 'TOP_NOTIFY with the current and next domain; dismissing it or leaving home marks it read',
      on: {
        'topBanner.domainsLoaded': { actions: assign({ domains: ({ event }) => event.domains }) },
        'topBanner.dismissed': 'collapsing',
        'topBanner.homeLeft': 'collapsing',
      },
    },
    collapsing: {
      description: 'topNotifyRead=yes is stored; the banner shrinks from 8rem to nothing',
      entry: [assign({ read: true }), 'storeRead'],
      after: { collapse: 'hidden' },
    },
    hidden: {
      // Not final: the views keep reporting navigation to it.
      description: 'Read (now or on an earlier visit): never shown again',
    },
  },
});

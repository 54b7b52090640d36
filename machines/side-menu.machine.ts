import { assign, fromPromise, sendParent, setup } from 'xstate';
import type { GameItem } from '../contracts/casino';
import { notProvided } from './machine-helpers';

export interface SideMenuContext {
  /** Titles (translation keys) of the expandable groups that are open. */
  expanded: string[];
  chatOpen: boolean;
}

export type SideMenuEvent =
  | { type: 'sideMenu.open' }
  | { type: 'sideMenu.close' }
  | { type: 'sideMenu.toggle' }
  | { type: 'sideMenu.groupToggled'; title: string }
  | { type: 'sideMenu.gameRequested'; search: string; live: boolean }
  /** url: where the chat lives when no chat widget is loaded (site option livechat). */
  | { type: 'chat.toggled'; url?: string };

const chatToggled = [
  'toggleChat',
  {
    type: 'showChat',
    params: ({ context, event }: { context: SideMenuContext; event: SideMenuEvent }) => ({
      open: context.chatOpen,
      url: event.type === 'chat.toggled' ? event.url : undefined,
    }),
  },
] as const;

export const sideMenuMachine = setup({
  types: {} as { context: SideMenuContext; events: SideMenuEvent },
  actors: {
    findGame: fromPromise<GameItem | null, { search: string; live: boolean }>(notProvided),
  },
  actions: {
    showChat: (_, _params: { open: boolean; url?: string }) => {},
    toggleGroup: assign({
      expanded: ({ context, event }) => {
        if (event.type !== 'sideMenu.groupToggled') return context.expanded;
        return context.expanded.includes(event.title)
          ? context.expanded.filter((title) => title !== event.title)
          : [...context.expanded, event.title];
      },
    }),
    toggleChat: assign({ chatOpen: ({ context }) => !context.chatOpen }),
  },
  guards: {
    isFound: (_, params: { game: GameItem | null }) => params.game !== null,
  },
}).createMachine({
  id: 'sideMenu',
  context: { expanded: [], chatOpen: false },
  initial: 'closed',
  on: {
    'sideMenu.groupToggled': { actions: 'toggleGroup' },
    'chat.toggled': { actions: chatToggled },
  },
  states: {
    closed: {
      description: 'The side panel is out of sight',
      on: { 'sideMenu.open': 'open', 'sideMenu.toggle': 'open' },
    },
    open: {
      description: 'The side panel is shown as a modal; Escape or a click on the mask closes it',
      on: {
        'sideMenu.close': 'closed',
        'sideMenu.toggle': 'closed',
        'sideMenu.gameRequested': 'findingGame',
        'chat.toggled': { target: 'closed', actions: chatToggled },
      },
    },
    findingGame: {
      description: 'A menu entry with game data (Aviator): the panel closes while the game is searched by name',
      invoke: {
        id: 'findGame',
        src: 'findGame',
        input: ({ event }) =>
          event.type === 'sideMenu.gameRequested' ? { search: event.search, live: event.live } : { search: '', live: false },
        onDone: [
          {
            guard: { type: 'isFound', params: ({ event }) => ({ game: event.output }) },
            target: 'closed',
            actions: sendParent(({ event }) => ({ type: 'game.open' as const, game: event.output as GameItem })),
          },
          { target: 'closed' },
        ],
        // A failed search does nothing (product §7).
        onError: 'closed',
      },
      on: { 'sideMenu.open': 'open', 'sideMenu.toggle': 'open' },
    },
  },
});

import { assign, setup } from 'xstate';

/** The header hides once the page is scrolled down past this many pixels (product §9). */
export const HEADER_HIDE_AFTER_PX = 100;

export interface HeaderContext {
  lastY: number;
}

export type HeaderEvent = { type: 'header.scrolled'; y: number };

export const headerMachine = setup({
  types: {} as { context: HeaderContext; events: HeaderEvent },
  actions: {
    rememberY: assign({ lastY: ({ event }) => event.y }),
  },
  guards: {
    scrolledDownPastLimit: ({ context, event }) => event.y > HEADER_HIDE_AFTER_PX && event.y > context.lastY,
    scrolledUpOrNearTop: ({ context, event }) => event.y < context.lastY || event.y <= HEADER_HIDE_AFTER_PX,
  },
}).createMachine({
  id: 'header',
  context: { lastY: 0 },
  initial: 'visible',
  states: {
    visible: {
      description: 'The header is shown; scrolling down past 100 px hides it',
      on: {
        'header.scrolled': [
          { guard: 'scrolledDownPastLimit', target: 'hidden', actions: 'rememberY' },
          { actions: 'rememberY' },
        ],
      },
    },
    hidden: {
      description: 'Slid out of view while reading down the page; any scroll up brings it back',
      on: {
        'header.scrolled': [
          { guard: 'scrolledUpOrNearTop', target: 'visible', actions: 'rememberY' },
          { actions: 'rememberY' },
        ],
      },
    },
  },
});

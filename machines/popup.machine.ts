import { assign, setup } from 'xstate';
import type { Popup } from '../contracts/cms';

/** How many popup ids are remembered as seen (the oldest are forgotten first). */
export const SEEN_POPUPS_KEPT = 20;

export interface PopupInput {
  /** The stored popupSeen ids: popup contents already shown once. */
  seen: string[];
  /** The popup of the cached bootstrap, if any. */
  popup: Popup | null;
}

export interface PopupContext {
  seen: string[];
  popup: Popup | null;
}

export type PopupEvent = { type: 'popup.loaded'; popup: Popup | null } | { type: 'popup.closed' };

export const popupMachine = setup({
  types: {} as { context: PopupContext; events: PopupEvent; input: PopupInput },
  actions: {
    markSeen: (_, _params: { seen: string[] }) => {},
  },
  guards: {
    unseen: ({ context }) => context.popup !== null && !context.seen.includes(context.popup.id),
  },
}).createMachine({
  id: 'popup',
  context: ({ input }) => ({ seen: input.seen, popup: input.popup }),
  initial: 'idle',
  states: {
    idle: {
      description: 'No popup to show: none configured, or this content was already shown once',
      always: { guard: 'unseen', target: 'open' },
      on: { 'popup.loaded': { actions: assign({ popup: ({ event }) => event.popup }) } },
    },
    open: {
      description: 'The promotional popup is on screen and is marked seen at once; a click or Escape closes it',
      entry: [
        assign({ seen: ({ context }) => [...context.seen, context.popup!.id].slice(-SEEN_POPUPS_KEPT) }),
        { type: 'markSeen', params: ({ context }) => ({ seen: context.seen }) },
      ],
      on: { 'popup.closed': 'idle' },
    },
  },
});

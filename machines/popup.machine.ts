import { assign, fromCallback, not, setup } from 'xstate';
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

export type PopupEvent =
  | { type: 'popup.loaded'; popup: Popup | null }
  | { type: 'popup.closed' }
  /** The page is interactive and the player has left it alone for a moment (watchPage). */
  | { type: 'popup.pageReady' }
  /** Another dialog is open or was asked for (watchPage): only one dialog is on screen at a time. */
  | { type: 'popup.dialogOpened' };

export const popupMachine = setup({
  types: {} as { context: PopupContext; events: PopupEvent; input: PopupInput },
  actors: {
    /** Sends popup.pageReady once the page is quiet, and popup.dialogOpened whenever another dialog is open. */
    watchPage: fromCallback<PopupEvent>(() => () => {}),
  },
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
      always: { guard: 'unseen', target: 'waiting' },
      on: { 'popup.loaded': { actions: assign({ popup: ({ event }) => event.popup }) } },
    },
    waiting: {
      description:
        'An unseen popup waits until the page is interactive and the player has left it alone for a moment, on a page where it fits (not a game, the account area or a payment page); it never opens over another dialog',
      invoke: { src: 'watchPage' },
      always: { guard: not('unseen'), target: 'idle' },
      on: {
        'popup.loaded': { actions: assign({ popup: ({ event }) => event.popup }) },
        'popup.pageReady': 'open',
        'popup.dialogOpened': 'skipped',
      },
    },
    open: {
      description: 'The promotional popup is on screen and is marked seen at once; a click or Escape closes it, another dialog replaces it',
      entry: [
        assign({ seen: ({ context }) => [...context.seen, context.popup!.id].slice(-SEEN_POPUPS_KEPT) }),
        { type: 'markSeen', params: ({ context }) => ({ seen: context.seen }) },
      ],
      invoke: { src: 'watchPage' },
      on: { 'popup.closed': 'idle', 'popup.dialogOpened': 'idle' },
    },
    skipped: {
      description: 'Another dialog came first: no popup on this visit (the content stays unseen for the next one)',
    },
  },
});

import { assign, fromPromise, setup } from 'xstate';
import type { ChatMessage, PlayerChat } from '../contracts/chat';
import { CHAT_BODY_MAX } from '../contracts/chat-rules';
import { errorMessage, notProvided } from './machine-helpers';

/** A message the player sent that the server has not confirmed yet (or refused: `failed`, with Try again). */
export interface PendingMessage {
  clientId: string;
  body: string;
  failed: boolean;
}

export interface ChatContext {
  loggedIn: boolean;
  /** The conversation as the server keeps it, oldest first, and what was pushed since. */
  messages: ChatMessage[];
  /** Sent by the player and not confirmed yet, in the order typed; the first is in flight while sending. */
  pending: PendingMessage[];
  /** Support's messages that arrived while the window was closed (the badge). */
  unread: number;
  /** Why loading the conversation failed. */
  error: string | null;
  /** Why the last send failed (the message stays, marked, with Try again). */
  sendError: string | null;
}

export type ChatEvent =
  | { type: 'chat.toggle' }
  | { type: 'chat.open' }
  | { type: 'chat.close' }
  /** clientId: made by the window once per message, so a retry is the same message to the server. */
  | { type: 'chat.send'; clientId: string; body: string }
  | { type: 'chat.resend'; clientId: string }
  | { type: 'chat.retry' }
  /** A guest's Login button. */
  | { type: 'chat.login' }
  /** From the app actor: the player logged in or out (another player's conversation must not stay on screen). */
  | { type: 'chat.session'; loggedIn: boolean }
  /** From the app actor: a message the hub pushed. */
  | { type: 'chat.pushed'; message: ChatMessage }
  /** From the app actor: the hub is back after a drop; what was pushed meanwhile is read again. */
  | { type: 'chat.reconnected' };

export interface ChatInput {
  loggedIn: boolean;
}

/** The text that would be sent: trimmed, not empty, within the limit (the server checks the same). */
export const sendableBody = (body: string): string | null => {
  const text = body.trim();
  return text.length > 0 && text.length <= CHAT_BODY_MAX ? text : null;
};

/** Adds a message once (by id), and drops the pending one it confirms (by client id). */
function withMessage(context: ChatContext, message: ChatMessage): Pick<ChatContext, 'messages' | 'pending'> {
  const pending = context.pending.filter((p) => p.clientId !== message.clientId || message.author !== 'player');
  if (context.messages.some((m) => m.id === message.id)) return { messages: context.messages, pending };
  return { messages: [...context.messages, message], pending };
}

const fromSupport = (message: ChatMessage) => message.author !== 'player';

/**
 * What the hub sender throws when there is no open hub connection, or it closed before answering: the message goes
 * over HTTP instead, with the same client id (so one the hub did store is not stored twice).
 */
export class HubUnavailable extends Error {
  constructor() {
    super('hub unavailable');
    this.name = 'HubUnavailable';
  }
}

/** How long a hub send may go unanswered before the message goes over HTTP instead (the same client id). */
export const CHAT_HUB_ANSWER_MS = 10_000;

const sendInput = ({ context }: { context: ChatContext }) => {
  const next = context.pending.find((p) => !p.failed)!;
  return { clientId: next.clientId, body: next.body };
};

export const selectUnread = (snapshot: { context: ChatContext }) => snapshot.context.unread;

/**
 * The live-chat window: closed, asking a guest to log in, loading the conversation, open (sending the
 * player's messages one at a time), or failed to load. Spawned by the app actor for everyone; pushes arrive from the
 * hub through the app actor, and count as unread while the window is closed.
 */
export const chatMachine = setup({
  types: {} as { context: ChatContext; events: ChatEvent; input: ChatInput },
  actors: {
    /** GET chat: the latest conversation (reading it clears the server's unread count). */
    loadChat: fromPromise<PlayerChat>(notProvided),
    /** POST chat/messages {clientId, body}: the stored message; a retry with the same clientId answers the same one. */
    sendMessage: fromPromise<ChatMessage, { clientId: string; body: string }>(notProvided),
    /** The hub's SendChatMessage(clientId, body): the same answer; throws HubUnavailable when the hub is not up. */
    sendOverHub: fromPromise<ChatMessage, { clientId: string; body: string }>(notProvided),
    /** GET chat/unread: support's messages the player has not seen (the badge after a page load). */
    loadUnread: fromPromise<number>(notProvided),
  },
  actions: {
    openLogin: () => {},
    /** A refused send: it and the queued ones behind it are marked (each has its Try again, and none overtakes it). */
    markFailed: assign(({ context, event }) => ({
      pending: context.pending.map((p) => ({ ...p, failed: true })),
      sendError: errorMessage((event as { error?: unknown }).error),
    })),
    /** POST chat/read: support's message was seen in the open window (the badge of the next page load stays clear). */
    markRead: () => {},
  },
  guards: {
    isGuest: ({ context }) => !context.loggedIn,
    isFromSupport: ({ event }) => event.type === 'chat.pushed' && fromSupport(event.message),
    canSend: ({ event }) => event.type === 'chat.send' && sendableBody(event.body) !== null,
    moreToSend: ({ context }) => context.pending.some((p) => !p.failed),
    isFailed: ({ context, event }) => event.type === 'chat.resend' && context.pending.some((p) => p.clientId === event.clientId && p.failed),
    hubUnavailable: ({ event }) => (event as { error?: unknown }).error instanceof HubUnavailable,
  },
  delays: { hubAnswer: CHAT_HUB_ANSWER_MS },
}).createMachine({
  id: 'chat',
  context: ({ input }) => ({ loggedIn: input.loggedIn, messages: [], pending: [], unread: 0, error: null, sendError: null }),
  initial: 'starting',
  on: {
    'chat.session': {
      target: '.starting',
      actions: assign(({ event }) => ({ loggedIn: event.loggedIn, messages: [], pending: [], unread: 0, error: null, sendError: null })),
    },
  },
  states: {
    starting: {
      description: 'Spawned, or another session: a player\'s badge is asked for',
      always: [{ guard: 'isGuest', target: 'closed' }, { target: 'closed.counting' }],
    },
    closed: {
      description: 'Out of sight; support\'s pushed messages are kept and counted on the Live Chat badge',
      initial: 'idle',
      states: {
        idle: {},
        counting: {
          description: 'GET chat/unread: what support wrote since the player last looked',
          invoke: {
            id: 'loadUnread',
            src: 'loadUnread',
            onDone: { target: 'idle', actions: assign({ unread: ({ context, event }) => Math.max(context.unread, event.output) }) },
            onError: 'idle',
          },
        },
      },
      on: {
        'chat.toggle': [{ guard: 'isGuest', target: 'guest' }, { target: 'loading' }],
        'chat.open': [{ guard: 'isGuest', target: 'guest' }, { target: 'loading' }],
        'chat.pushed': {
          actions: assign(({ context, event }) => ({ ...withMessage(context, event.message), unread: context.unread + (fromSupport(event.message) ? 1 : 0) })),
        },
      },
    },
    guest: {
      description: 'A guest: the window asks them to log in (support needs to know who writes), or to ask for a call',
      on: {
        'chat.toggle': 'closed',
        'chat.close': 'closed',
        'chat.login': { target: 'closed', actions: 'openLogin' },
      },
    },
    loading: {
      description: 'GET chat: the conversation so far; the badge clears',
      entry: assign({ unread: 0, error: null }),
      invoke: {
        id: 'loadChat',
        src: 'loadChat',
        onDone: {
          target: 'open',
          // The server's list, then anything pushed meanwhile that it did not have yet.
          actions: assign(({ context, event }) => ({
            messages: [...event.output.messages, ...context.messages.filter((m) => !event.output.messages.some((o) => o.id === m.id))],
          })),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
      on: {
        'chat.toggle': 'closed',
        'chat.close': 'closed',
        'chat.pushed': { actions: assign(({ context, event }) => withMessage(context, event.message)) },
      },
    },
    failed: {
      description: 'The conversation could not be read: the reason, with Try again',
      on: { 'chat.retry': 'loading', 'chat.toggle': 'closed', 'chat.close': 'closed' },
    },
    open: {
      description: 'The window shows the conversation; new messages are announced to screen readers',
      initial: 'idle',
      on: {
        'chat.toggle': 'closed',
        'chat.close': 'closed',
        'chat.pushed': [
          { guard: 'isFromSupport', actions: [assign(({ context, event }) => withMessage(context, event.message)), 'markRead'] },
          { actions: assign(({ context, event }) => withMessage(context, event.message)) },
        ],
        'chat.reconnected': 'loading',
        'chat.send': {
          guard: 'canSend',
          target: '.sending',
          actions: assign(({ context, event }) => ({
            pending: [...context.pending, { clientId: event.clientId, body: sendableBody(event.body)!, failed: false }],
            sendError: null,
          })),
        },
        'chat.resend': {
          guard: 'isFailed',
          target: '.sending',
          actions: assign(({ context, event }) => ({
            pending: context.pending.map((p) => (p.clientId === event.clientId ? { ...p, failed: false } : p)),
            sendError: null,
          })),
        },
      },
      states: {
        idle: {
          description: 'Ready: the player types and sends (Enter), or tries a failed message again',
        },
        sending: {
          description: 'The first unsent message over the hub when it is up, else POST chat/messages; then the next; a failure marks it with Try again',
          initial: 'overHub',
          states: {
            overHub: {
              description: 'SendChatMessage over the hub; no connection, a drop or no answer within 10 s sends it over HTTP',
              invoke: {
                id: 'sendOverHub',
                src: 'sendOverHub',
                input: sendInput,
                onDone: { target: 'sent', actions: assign(({ context, event }) => withMessage(context, event.output)) },
                onError: [{ guard: 'hubUnavailable', target: 'overHttp' }, { target: '#chat.open.idle', actions: 'markFailed' }],
              },
              after: { hubAnswer: 'overHttp' },
            },
            overHttp: {
              description: 'POST chat/messages with the same client id',
              invoke: {
                id: 'sendMessage',
                src: 'sendMessage',
                input: sendInput,
                onDone: { target: 'sent', actions: assign(({ context, event }) => withMessage(context, event.output)) },
                onError: { target: '#chat.open.idle', actions: 'markFailed' },
              },
            },
            sent: {
              description: 'Stored and shown: the next unsent message goes out, or the window is ready again',
              always: [{ guard: 'moreToSend', target: '#chat.open.sending', reenter: true }, { target: '#chat.open.idle' }],
            },
          },
          // Sent while one is in flight: queued, sent after it.
          on: {
            'chat.send': {
              guard: 'canSend',
              actions: assign(({ context, event }) => ({
                pending: [...context.pending, { clientId: event.clientId, body: sendableBody(event.body)!, failed: false }],
              })),
            },
          },
        },
      },
    },
  },
});

import { assign, fromCallback, fromPromise, raise, setup, type AnyEventObject } from 'xstate';
import type { ChatConversationDetail, ChatConversationItem, ChatInboxPush, ChatInboxQuery } from '../contracts/admin-chat';
import type { ChatMessage, ChatStatus } from '../contracts/chat';
import { errorMessage, notProvided, type ToastParams } from './machine-helpers';

/** How often the inbox and the open conversation are read again while the hub is down: new messages show within this time. */
export const ADMIN_CHAT_POLL_MS = 3000;
/** While the hub is live, changes arrive as pushes; a slow read still catches anything a push missed. */
export const ADMIN_CHAT_LIVE_POLL_MS = 30_000;
/** After the operators' connection drops or cannot open, the next attempt. */
export const ADMIN_CHAT_RECONNECT_MS = 5000;

export interface AdminChatContext {
  /** The inbox's filter: '' lists every conversation, open ones first. */
  status: ChatStatus | '';
  items: ChatConversationItem[];
  error: string | null;
  selectedId: number | null;
  detail: ChatConversationDetail | null;
  detailError: string | null;
  /** The answer being typed; kept when sending fails. */
  draft: string;
  /** The box's text when the answer under way was sent. */
  sentDraft: string;
  /** The operators' hub connection is open: changes arrive as pushes. */
  live: boolean;
  /** It dropped or could not open: attempts go on (Reconnecting…). */
  reconnecting: boolean;
}

export type AdminChatEvent =
  | { type: 'chat.filter'; status: ChatStatus | '' }
  | { type: 'chat.retry' }
  | { type: 'chat.select'; id: number }
  | { type: 'chat.draft'; text: string }
  /** clientId: made by the view per answer, so a retried request is the same answer to the server. */
  | { type: 'chat.reply'; clientId: string }
  | { type: 'chat.setStatus'; status: ChatStatus }
  /** From the operators' hub connection. */
  | { type: 'chat.hubOpened' }
  | { type: 'chat.hubClosed' }
  | { type: 'chat.inboxPushed'; push: ChatInboxPush }
  /** Read the inbox and the open conversation again now (the hub opened or closed). */
  | { type: 'chat.refresh' };

export interface ChatReply {
  id: number;
  clientId: string;
  body: string;
}

export interface ChatReplied {
  message: ChatMessage;
  ack: string;
}

export interface ChatStatusChanged {
  item: ChatConversationItem;
  ack: string;
}

export const inboxQueryOf = (status: ChatStatus | ''): ChatInboxQuery => (status ? { status } : {});

/** The conversation on screen has been read: its count stays cleared. */
const unreadCleared = (items: ChatConversationItem[], selectedId: number | null) => items.map((i) => (i.id === selectedId ? { ...i, unreadByOperator: 0 } : i));

const withItem = (items: ChatConversationItem[], item: ChatConversationItem) => items.map((i) => (i.id === item.id ? item : i));

/** The shown conversation with a pushed message added once (by id). */
const withPushedMessage = (detail: ChatConversationDetail | null, push: ChatInboxPush): ChatConversationDetail | null => {
  if (!detail || detail.conversation.id !== push.conversationId) return detail;
  const messages = push.message && !detail.messages.some((m) => m.id === push.message!.id) ? [...detail.messages, push.message] : detail.messages;
  return { ...detail, messages, conversation: { ...detail.conversation, status: push.status } };
};

const pushedHere = ({ context, event }: { context: AdminChatContext; event: AdminChatEvent }) =>
  event.type === 'chat.inboxPushed' && event.push.conversationId === context.selectedId;

/**
 * The back office's live-chat inbox: conversations (open first, newest activity), one shown with the player's
 * context, answered and closed or reopened. The operators' hub connection pushes every conversation's changes, which
 * read the inbox (and the shown conversation) again at once; both are also read every 30 s while it is live, and
 * every 3 s while it is not.
 */
export const adminChatMachine = setup({
  types: {} as { context: AdminChatContext; events: AdminChatEvent },
  actors: {
    /** GET admin/chat/conversations */
    loadInbox: fromPromise<ChatConversationItem[], ChatInboxQuery>(notProvided),
    /** GET admin/chat/conversations/:id (reading it clears its unread count) */
    loadConversation: fromPromise<ChatConversationDetail, { id: number }>(notProvided),
    /** POST admin/chat/conversations/:id/messages */
    sendReply: fromPromise<ChatReplied, ChatReply>(notProvided),
    /** POST admin/chat/conversations/:id/status */
    changeStatus: fromPromise<ChatStatusChanged, { id: number; status: ChatStatus }>(notProvided),
    /** The operators' hub (OPERATOR_HUB_PATH): reports chat.hubOpened, chat.inboxPushed and chat.hubClosed until stopped. */
    operatorHub: fromCallback<AnyEventObject>(() => {}),
  },
  actions: {
    toast: (_, _params: ToastParams) => {},
  },
  delays: {
    poll: ({ context }) => (context.live ? ADMIN_CHAT_LIVE_POLL_MS : ADMIN_CHAT_POLL_MS),
    reconnect: ADMIN_CHAT_RECONNECT_MS,
  },
  guards: {
    hasAnswer: ({ context }) => context.draft.trim().length > 0,
    pushedHere,
  },
}).createMachine({
  id: 'adminChat',
  type: 'parallel',
  context: { status: '', items: [], error: null, selectedId: null, detail: null, detailError: null, draft: '', sentDraft: '', live: false, reconnecting: false },
  on: {
    'chat.draft': { actions: assign({ draft: ({ event }) => event.text }) },
  },
  states: {
    live: {
      description: 'The operators\' hub connection: Live while open, Reconnecting… (polling every 3 s) while not',
      initial: 'open',
      states: {
        open: {
          invoke: { id: 'operatorHub', src: 'operatorHub', onError: { target: 'waiting', actions: [assign({ live: false, reconnecting: true }), raise({ type: 'chat.refresh' })] } },
          initial: 'connecting',
          on: {
            'chat.hubClosed': { target: 'waiting', actions: [assign({ live: false, reconnecting: true }), raise({ type: 'chat.refresh' })] },
          },
          states: {
            connecting: {
              description: 'Connecting to the operators\' hub with the operator\'s token',
              on: { 'chat.hubOpened': { target: 'connected', actions: [assign({ live: true, reconnecting: false }), raise({ type: 'chat.refresh' })] } },
            },
            connected: { description: 'Live: every conversation\'s changes are pushed' },
          },
        },
        waiting: {
          description: 'Reconnecting…: the next attempt in 5 s; meanwhile the screen reads every 3 s',
          after: { reconnect: 'open' },
        },
      },
    },
    inbox: {
      description: 'The conversations, open first, then by newest activity',
      initial: 'loading',
      on: { 'chat.filter': { target: '.loading', actions: assign({ status: ({ event }) => event.status, items: [] }) } },
      states: {
        loading: {
          description: 'GET admin/chat/conversations',
          invoke: {
            id: 'loadInbox',
            src: 'loadInbox',
            input: ({ context }) => inboxQueryOf(context.status),
            onDone: { target: 'ready', actions: assign({ items: ({ context, event }) => unreadCleared(event.output, context.selectedId), error: null }) },
            onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
          },
          // A change (a push, the hub opening or dropping) while reading: read again, so the list is not older than it.
          on: { 'chat.inboxPushed': { target: 'loading', reenter: true }, 'chat.refresh': { target: 'loading', reenter: true } },
        },
        failed: {
          description: 'The inbox could not be read: the reason, with Try again; tried again on a push and at the polling pace',
          after: { poll: 'loading' },
          on: { 'chat.retry': 'loading', 'chat.inboxPushed': 'loading', 'chat.refresh': 'loading' },
        },
        ready: {
          description: 'Listed; read again on a push, and every 30 s (3 s while the hub is down)',
          after: { poll: 'refreshing' },
          on: { 'chat.inboxPushed': 'refreshing', 'chat.refresh': 'refreshing' },
        },
        refreshing: {
          description: 'The same list read again in the background; a failure keeps what is shown',
          invoke: {
            id: 'loadInbox',
            src: 'loadInbox',
            input: ({ context }) => inboxQueryOf(context.status),
            onDone: {
              target: 'ready',
              actions: assign({ items: ({ context, event }) => unreadCleared(event.output, context.selectedId) }),
            },
            onError: 'ready',
          },
          // A change while reading: read again, so the list is not older than the push or the hub's change.
          on: { 'chat.inboxPushed': { target: 'refreshing', reenter: true }, 'chat.refresh': { target: 'refreshing', reenter: true } },
        },
      },
    },
    conversation: {
      description: 'The conversation picked in the inbox',
      initial: 'none',
      on: {
        'chat.select': {
          target: '.loading',
          actions: assign({ selectedId: ({ event }) => event.id, detail: null, detailError: null, draft: '' }),
        },
      },
      states: {
        none: { description: 'Nothing picked yet' },
        loading: {
          description: 'GET admin/chat/conversations/:id: the messages and the player\'s context',
          invoke: {
            id: 'loadConversation',
            src: 'loadConversation',
            input: ({ context }) => ({ id: context.selectedId! }),
            onDone: {
              target: 'shown',
              actions: assign({
                detail: ({ event }) => event.output,
                items: ({ context, event }) => withItem(context.items, event.output.conversation),
              }),
            },
            onError: { target: 'failed', actions: assign({ detailError: ({ event }) => errorMessage(event.error) }) },
          },
          // A change to it (a push, the hub opening or dropping) while reading: read again, so it is not older than that.
          on: { 'chat.inboxPushed': { guard: 'pushedHere', target: 'loading', reenter: true }, 'chat.refresh': { target: 'loading', reenter: true } },
        },
        failed: {
          description: 'The conversation could not be read: the reason, with Try again',
          on: { 'chat.retry': 'loading' },
        },
        shown: {
          description: 'The messages, the player\'s context, the answer box, Close or Reopen',
          initial: 'idle',
          states: {
            idle: {
              after: { poll: 'refreshing' },
              on: {
                'chat.reply': { guard: 'hasAnswer', target: 'replying' },
                'chat.setStatus': 'changing',
                // Shown at once, then read again: the server counts it read, and the context stays current.
                'chat.inboxPushed': {
                  guard: 'pushedHere',
                  target: 'refreshing',
                  actions: assign({ detail: ({ context, event }) => withPushedMessage(context.detail, event.push) }),
                },
                'chat.refresh': 'refreshing',
              },
            },
            refreshing: {
              description: 'Read again in the background: the player\'s new messages appear',
              invoke: {
                id: 'loadConversation',
                src: 'loadConversation',
                input: ({ context }) => ({ id: context.selectedId! }),
                onDone: { target: 'idle', actions: assign({ detail: ({ event }) => event.output }) },
                onError: 'idle',
              },
              on: {
                'chat.reply': { guard: 'hasAnswer', target: 'replying' },
                'chat.setStatus': 'changing',
                'chat.inboxPushed': {
                  guard: 'pushedHere',
                  target: 'refreshing',
                  reenter: true,
                  actions: assign({ detail: ({ context, event }) => withPushedMessage(context.detail, event.push) }),
                },
                'chat.refresh': { target: 'refreshing', reenter: true },
              },
            },
            replying: {
              description: 'POST the answer; it joins the conversation (and reaches the player) when the server agrees',
              entry: assign({ sentDraft: ({ context }) => context.draft }),
              on: {
                // The player's pushed messages show at once; picking another conversation waits for the server's answer
                // (leaving would drop it: the operator could not tell whether the answer was sent).
                'chat.inboxPushed': { guard: 'pushedHere', actions: assign({ detail: ({ context, event }) => withPushedMessage(context.detail, event.push) }) },
                'chat.select': { actions: [] },
              },
              invoke: {
                id: 'sendReply',
                src: 'sendReply',
                input: ({ context, event }) => ({
                  id: context.selectedId!,
                  clientId: event.type === 'chat.reply' ? event.clientId : '',
                  body: context.draft.trim(),
                }),
                onDone: {
                  target: 'idle',
                  actions: [
                    assign(({ context, event }) => ({
                      // The box is cleared of the answer sent; what was typed after it stays.
                      draft: context.draft === context.sentDraft ? '' : context.draft,
                      detail: context.detail && { ...context.detail, messages: [...context.detail.messages.filter((m) => m.id !== event.output.message.id), event.output.message] },
                    })),
                    { type: 'toast', params: ({ event }) => ({ kind: 'success' as const, message: event.output.ack }) },
                  ],
                },
                onError: { target: 'idle', actions: { type: 'toast', params: ({ event }) => ({ kind: 'error' as const, message: errorMessage(event.error) }) } },
              },
            },
            changing: {
              description: 'POST the new status (closed, or open again); the conversation is kept either way',
              on: {
                // As while an answer is sent.
                'chat.inboxPushed': { guard: 'pushedHere', actions: assign({ detail: ({ context, event }) => withPushedMessage(context.detail, event.push) }) },
                'chat.select': { actions: [] },
              },
              invoke: {
                id: 'changeStatus',
                src: 'changeStatus',
                input: ({ context, event }) => ({ id: context.selectedId!, status: event.type === 'chat.setStatus' ? event.status : 'open' }),
                onDone: {
                  target: 'idle',
                  actions: [
                    assign(({ context, event }) => ({
                      detail: context.detail && { ...context.detail, conversation: event.output.item },
                      items: withItem(context.items, event.output.item),
                    })),
                    { type: 'toast', params: ({ event }) => ({ kind: 'success' as const, message: event.output.ack }) },
                  ],
                },
                onError: { target: 'idle', actions: { type: 'toast', params: ({ event }) => ({ kind: 'error' as const, message: errorMessage(event.error) }) } },
              },
            },
          },
        },
      },
    },
  },
});

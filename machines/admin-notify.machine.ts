import { assign, fromPromise, setup } from 'xstate';
import { playerMessageBody, playerMessageForm, type PlayerMessageForm } from '../contracts/admin';
import { errorMessage, notProvided, type ToastParams } from './machine-helpers';

export type PlayerMessageBody = ReturnType<typeof playerMessageBody>;

export interface NotifyAnswer {
  notified: number;
  message: string;
}

export interface AdminNotifyContext {
  body: PlayerMessageBody | null;
  notified: number | null;
  error: string | null;
}

export type AdminNotifyEvent =
  | { type: 'notify.submit'; values: PlayerMessageForm }
  | { type: 'notify.confirm' }
  | { type: 'notify.cancel' }
  | { type: 'notify.again' };

/** A support operator's message to one player or to all (the latter only once confirmed). */
export const adminNotifyMachine = setup({
  types: {} as { context: AdminNotifyContext; events: AdminNotifyEvent },
  actors: {
    /** POST admin/notifications. */
    send: fromPromise<NotifyAnswer, PlayerMessageBody>(notProvided),
  },
  actions: {
    toast: (_, _params: ToastParams) => {},
  },
  guards: {
    isValid: (_, params: { values: unknown }) => playerMessageForm.safeParse(params.values).success,
    toAll: ({ context }) => context.body !== null && 'all' in context.body,
  },
}).createMachine({
  id: 'adminNotify',
  context: { body: null, notified: null, error: null },
  initial: 'editing',
  states: {
    editing: {
      description: 'Audience (one player by username, or all), title and text',
      on: {
        'notify.submit': {
          guard: { type: 'isValid', params: ({ event }) => ({ values: event.values }) },
          target: 'checking',
          actions: assign({ body: ({ event }) => playerMessageBody(playerMessageForm.parse(event.values)), error: null }),
        },
      },
    },
    checking: {
      always: [{ guard: 'toAll', target: 'confirming' }, { target: 'sending' }],
    },
    confirming: {
      description: 'A message to every player asks to be confirmed first',
      on: { 'notify.confirm': 'sending', 'notify.cancel': 'editing' },
    },
    sending: {
      description: 'POST admin/notifications',
      invoke: {
        src: 'send',
        input: ({ context }) => context.body!,
        onDone: {
          target: 'sent',
          actions: [
            assign({ notified: ({ event }) => event.output.notified }),
            { type: 'toast', params: ({ event }) => ({ kind: 'success' as const, message: event.output.message }) },
          ],
        },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    sent: {
      description: 'How many players were notified; another message may follow',
      on: { 'notify.again': { target: 'editing', actions: assign({ body: null, notified: null }) } },
    },
  },
});

import { assign, fromPromise, setup } from 'xstate';
import type { Profile } from '../contracts/account';
import { callRequestPayload, emptyCallRequestForm, type CallRequestForm, type CallRequestPayload } from '../contracts/support';
import { errorMessage, notProvided, type Ack, type ToastParams } from './machine-helpers';

export interface CallRequestContext {
  /** What a fresh form starts with: empty, or the logged-in player's name and phone. */
  initial: CallRequestForm;
  payload: CallRequestPayload | null;
  /** The server's thanks for the last request sent (shown above the cleared form). */
  sentMessage: string | null;
  /** The form's generation: a new one (prefilled, or after a request was sent) is a new, cleared form. */
  formKey: number;
  loggedIn: boolean;
}

export type CallRequestEvent = { type: 'callRequest.submit'; values: CallRequestForm };

/** The profile's name and phone as the form holds them (the phone unmasked: 90 + 10 digits). */
export const prefillOf = (profile: Pick<Profile, 'name' | 'surname' | 'phone'>): CallRequestForm => ({
  ...emptyCallRequestForm,
  name: `${profile.name} ${profile.surname}`.trim(),
  phone: profile.phone.replace(/\D/g, ''),
});

/** The values sent: the note only when there is one. */
export const payloadOf = (values: CallRequestForm): CallRequestPayload => {
  const { note, ...rest } = values;
  return { ...(rest as Omit<CallRequestPayload, 'note'>), ...(note.trim() ? { note } : {}) };
};

/**
 * The call-request page: name, phone, preferred time, topic and a note; a logged-in player's name and
 * phone are filled in from the profile, a guest fills them in. Sent, the page thanks the player and clears the form.
 */
export const callRequestMachine = setup({
  types: {} as { context: CallRequestContext; events: CallRequestEvent; input: { loggedIn: boolean } },
  actors: {
    /** GET customer/profile (logged in only) */
    loadProfile: fromPromise<Profile, void>(notProvided),
    /** POST support/call-requests */
    sendCallRequest: fromPromise<Ack, CallRequestPayload>(notProvided),
  },
  actions: {
    toast: (_, _params: ToastParams) => {},
  },
  guards: {
    loggedIn: ({ context }) => context.loggedIn,
    isValid: (_, { values }: { values: CallRequestForm }) => callRequestPayload.safeParse(payloadOf(values)).success,
  },
}).createMachine({
  id: 'callRequest',
  context: ({ input }) => ({ initial: emptyCallRequestForm, payload: null, sentMessage: null, formKey: 0, loggedIn: input.loggedIn }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'loggedIn', target: 'prefilling' }, { target: 'editing' }],
    },
    prefilling: {
      description: 'GET customer/profile: the name and phone to start from (without it the form starts empty)',
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        onDone: { target: 'editing', actions: assign({ initial: ({ event }) => prefillOf(event.output), formKey: ({ context }) => context.formKey + 1 }) },
        onError: 'editing',
      },
    },
    editing: {
      description: 'Name, phone (masked), preferred time, topic and an optional note; an invalid form does not submit',
      on: {
        'callRequest.submit': {
          guard: { type: 'isValid', params: ({ event }) => ({ values: event.values }) },
          target: 'sending',
          actions: assign({ payload: ({ event }) => payloadOf(event.values), sentMessage: null }),
        },
      },
    },
    sending: {
      description: 'POST support/call-requests; the Send button waits',
      invoke: {
        id: 'sendCallRequest',
        src: 'sendCallRequest',
        input: ({ context }) => context.payload!,
        onDone: {
          target: 'editing',
          actions: assign({ payload: null, sentMessage: ({ event }) => event.output.message, formKey: ({ context }) => context.formKey + 1 }),
        },
        onError: {
          target: 'editing',
          actions: [assign({ payload: null }), { type: 'toast', params: ({ event }) => ({ kind: 'error' as const, message: errorMessage(event.error) }) }],
        },
      },
    },
  },
});

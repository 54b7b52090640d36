import { assign, fromPromise, setup } from 'xstate';
import { operatorCreatePayload, type AdminOperatorItem, type OperatorCreatePayload, type OperatorRole } from '../contracts/admin-calls';
import { errorMessage, notProvided, type ToastParams } from './machine-helpers';

/** One change to one operator, as the screen's row buttons ask for it. */
export type OperatorChange =
  | { id: number; kind: 'role'; role: OperatorRole }
  | { id: number; kind: 'disable' }
  | { id: number; kind: 'enable' }
  | { id: number; kind: 'resetTotp' };

/** The server's answer to a change or a creation: the operator as the list now shows them, and its message. */
export interface OperatorAnswer {
  operator: AdminOperatorItem;
  message: string;
}

export interface AdminOperatorsContext {
  /** The signed-in admin: their own row offers no disable and no other role (the server refuses both too). */
  selfId: number;
  operators: AdminOperatorItem[];
  error: string | null;
  /** The change asked for: confirmed first when it signs someone out (disable, reset), then sent. */
  pending: OperatorChange | null;
  /** The row whose change is being sent (its buttons wait). */
  changing: number | null;
  /** The server's refusal of the create form, shown in the dialog. */
  formError: string | null;
  formErrors: Record<string, string>;
  /** The one-time enrollment code of the operator just created or reset: shown once, until the admin closes it. */
  issued: { username: string; code: string } | null;
}

export type AdminOperatorsEvent =
  | { type: 'operators.retry' }
  | { type: 'create.open' }
  /** The admin has passed the one-time enrollment code on: it is not shown again. */
  | { type: 'issued.dismiss' }
  | { type: 'create.cancel' }
  | { type: 'create.submit'; values: OperatorCreatePayload }
  | ({ type: 'operator.change' } & OperatorChange)
  | { type: 'change.confirm' }
  | { type: 'change.cancel' };

const changeOf = (event: { type: 'operator.change' } & OperatorChange): OperatorChange => {
  const { type: _type, ...change } = event;
  return change as OperatorChange;
};

function isAllowed(context: AdminOperatorsContext, change: OperatorChange): boolean {
  const target = context.operators.find((o) => o.id === change.id);
  if (!target) return false;
  const self = change.id === context.selfId;
  switch (change.kind) {
    case 'role':
      return change.role !== target.role && !(self && change.role !== 'admin');
    case 'disable':
      return target.active && !self;
    case 'enable':
      return !target.active;
    case 'resetTotp':
      return target.totpEnrolled;
  }
}

const issuedOf = (item: AdminOperatorItem) => (item.enrollCode ? { username: item.username, code: item.enrollCode } : null);
const replace = (list: AdminOperatorItem[], item: AdminOperatorItem) => (list.some((o) => o.id === item.id) ? list.map((o) => (o.id === item.id ? item : o)) : [...list, item]);

/**
 * The Operators screen (admins): the list of operators, a new one (username, role, first password; they enroll an
 * authenticator at their first sign-in), and per operator: another role, disable or enable, reset the authenticator.
 */
export const adminOperatorsMachine = setup({
  types: {} as { context: AdminOperatorsContext; events: AdminOperatorsEvent; input: { selfId: number } },
  actors: {
    /** GET admin/operators */
    loadOperators: fromPromise<AdminOperatorItem[], void>(notProvided),
    /** POST admin/operators */
    createOperator: fromPromise<OperatorAnswer, OperatorCreatePayload>(notProvided),
    /** POST admin/operators/:id/role | disable | enable | reset-totp */
    changeOperator: fromPromise<OperatorAnswer, OperatorChange>(notProvided),
  },
  actions: {
    toast: (_, _params: ToastParams) => {},
  },
  guards: {
    validNew: (_, params: { values: OperatorCreatePayload }) => operatorCreatePayload.safeParse(params.values).success,
    /** Not one's own disabling or demotion; and a change that changes something. */
    allowed: ({ context }, change: OperatorChange) => isAllowed(context, change),
    /** Allowed, and it ends the operator's sessions at once (disable, reset): the admin confirms it first. */
    allowedAndConfirmed: ({ context }, change: OperatorChange) => isAllowed(context, change) && (change.kind === 'disable' || change.kind === 'resetTotp'),
  },
}).createMachine({
  id: 'adminOperators',
  context: ({ input }) => ({ selfId: input.selfId, operators: [], error: null, pending: null, changing: null, formError: null, formErrors: {}, issued: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'GET admin/operators',
      entry: assign({ error: null }),
      invoke: {
        src: 'loadOperators',
        onDone: { target: 'ready', actions: assign({ operators: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: {
      description: 'The list could not be read; the admin may try again',
      on: { 'operators.retry': 'loading' },
    },
    ready: {
      description: 'The operators, each with the changes that would change something',
      initial: 'idle',
      on: { 'issued.dismiss': { actions: assign({ issued: null }) } },
      states: {
        idle: {
          on: {
            'create.open': { target: 'creating', actions: assign({ formError: null, formErrors: {} }) },
            'operator.change': [
              {
                guard: { type: 'allowedAndConfirmed', params: ({ event }) => event },
                target: 'confirming',
                actions: assign({ pending: ({ event }) => changeOf(event) }),
              },
              {
                guard: { type: 'allowed', params: ({ event }) => event },
                target: 'changing',
                actions: assign({ pending: ({ event }) => changeOf(event) }),
              },
            ],
          },
        },
        confirming: {
          description: 'A dialog says what follows (their sessions end) and waits for the admin',
          on: {
            'change.confirm': 'changing',
            'change.cancel': { target: 'idle', actions: assign({ pending: null }) },
          },
        },
        creating: {
          description: 'The new-operator dialog is open',
          initial: 'editing',
          states: {
            editing: {
              on: {
                'create.cancel': '#adminOperators.ready.idle',
                'create.submit': { guard: { type: 'validNew', params: ({ event }) => ({ values: event.values }) }, target: 'sending' },
              },
            },
            sending: {
              description: 'POST admin/operators; a refusal (a name in use) stays in the dialog',
              invoke: {
                src: 'createOperator',
                input: ({ event }) => (event as Extract<AdminOperatorsEvent, { type: 'create.submit' }>).values,
                onDone: {
                  target: '#adminOperators.ready.idle',
                  actions: [
                    assign({ operators: ({ context, event }) => replace(context.operators, event.output.operator), issued: ({ event }) => issuedOf(event.output.operator) }),
                    { type: 'toast', params: ({ event }) => ({ kind: 'success' as const, message: event.output.message }) },
                  ],
                },
                onError: {
                  target: 'editing',
                  actions: assign({
                    formError: ({ event }) => errorMessage(event.error),
                    formErrors: ({ event }) => ((event.error as { errors?: Record<string, string> }).errors ?? {}),
                  }),
                },
              },
            },
          },
        },
        changing: {
          description: 'POST the change; the row shows the server’s answer',
          entry: assign({ changing: ({ context }) => context.pending!.id }),
          invoke: {
            src: 'changeOperator',
            input: ({ context }) => context.pending!,
            onDone: {
              target: 'idle',
              actions: [
                assign({ operators: ({ context, event }) => replace(context.operators, event.output.operator), changing: null, pending: null, issued: ({ event }) => issuedOf(event.output.operator) }),
                { type: 'toast', params: ({ event }) => ({ kind: 'success' as const, message: event.output.message }) },
              ],
            },
            onError: {
              target: 'idle',
              actions: [assign({ changing: null, pending: null }), { type: 'toast', params: ({ event }) => ({ kind: 'error' as const, message: errorMessage(event.error) }) }],
            },
          },
        },
      },
    },
  },
});

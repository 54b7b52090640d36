import { assign, fromPromise, raise, setup } from 'xstate';
import type { MediaUpload } from '../contracts/admin-content';
import {
  emptyPaymentField,
  emptyReceivingBank,
  paymentMethodEditOf,
  paymentMethodForm,
  paymentMethodFormOf,
  type AdminPaymentMethod,
  type AdminPaymentMethodList,
  type PaymentMethodEdit,
  type PaymentFieldForm,
  type ReceivingBankForm,
  type PaymentMethodForm,
} from '../contracts/admin-payment-methods';
import { errorMessage, notProvided, type Ack, type ToastParams } from './machine-helpers';

export type PaymentMethodSave = { id: number; body: PaymentMethodEdit };
export type PaymentMethodMoveRequest = { id: number; direction: 'up' | 'down' };
export type PaymentMethodToggle = { id: number; active: boolean };
export type PaymentMethodTextField = 'titleTr' | 'titleEn' | 'min' | 'max' | 'feePercent' | 'feeFixed' | 'processingTr' | 'processingEn';
export type PaymentFieldPart = keyof PaymentFieldForm;
export type ReceivingBankPart = 'name' | 'iban' | 'holder';

export interface AdminPaymentMethodsContext {
  methods: AdminPaymentMethod[];
  error: string | null;
  editing: number | null;
  draft: PaymentMethodForm;
  attempted: boolean;
  saveError: string | null;
  busy: number | null;
  uploadError: string | null;
  /** Save was pressed while the logo uploads: the form is sent once it is in. */
  saveAsked: boolean;
}

export type AdminPaymentMethodsEvent =
  | { type: 'methods.reload' }
  | { type: 'methods.edit'; id: number }
  | { type: 'methods.move'; id: number; direction: 'up' | 'down' }
  | { type: 'methods.toggle'; id: number }
  | { type: 'draft.change'; field: PaymentMethodTextField; value: string }
  | { type: 'draft.active'; value: boolean }
  | { type: 'draft.upload'; file: Blob }
  | { type: 'field.add' }
  | { type: 'field.remove'; index: number }
  | { type: 'field.move'; index: number; direction: 'up' | 'down' }
  | { type: 'field.change'; index: number; part: PaymentFieldPart; value: string }
  | { type: 'bank.add' }
  | { type: 'bank.remove'; index: number }
  | { type: 'bank.change'; index: number; part: ReceivingBankPart; value: string }
  | { type: 'draft.save' }
  | { type: 'draft.cancel' };

const methodOf = (context: AdminPaymentMethodsContext, id: number | null) => context.methods.find((m) => m.id === id) ?? null;
const replace = (methods: AdminPaymentMethod[], method: AdminPaymentMethod) => methods.map((m) => (m.id === method.id ? method : m));
const toastOk = { type: 'toast', params: ({ event }: { event: { output: Ack } }) => ({ kind: 'success' as const, message: event.output.message }) } as const;
const toastError = { type: 'toast', params: ({ event }: { event: { error: unknown } }) => ({ kind: 'error' as const, message: errorMessage(event.error) }) } as const;
const emptyDraft: PaymentMethodForm = { titleTr: '', titleEn: '', min: '', max: '', feePercent: '0', feeFixed: '0', active: true, logoUrl: '', processingTr: '', processingEn: '', fields: [] };

const withBanks = (draft: PaymentMethodForm, change: (banks: ReceivingBankForm[]) => ReceivingBankForm[]) => (draft.banks ? { ...draft, banks: change([...draft.banks]) } : draft);
const withFields = (draft: PaymentMethodForm, change: (fields: PaymentFieldForm[]) => PaymentFieldForm[]) => ({ ...draft, fields: change([...draft.fields]) });
function moved<T>(list: T[], index: number, direction: 'up' | 'down'): T[] {
  const to = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || to < 0 || index >= list.length || to >= list.length) return list;
  [list[index], list[to]] = [list[to], list[index]];
  return list;
}

/** Deposit and withdrawal methods: titles, limits, fee, logo, processing time and the player's form fields edited in a form, switched on or off, moved. */
export const adminPaymentMethodsMachine = setup({
  types: {} as { context: AdminPaymentMethodsContext; events: AdminPaymentMethodsEvent },
  actors: {
    /** GET admin/payment-methods */
    loadMethods: fromPromise<AdminPaymentMethodList>(notProvided),
    /** POST admin/payment-methods/:id */
    save: fromPromise<{ method: AdminPaymentMethod } & Ack, PaymentMethodSave>(notProvided),
    /** POST admin/payment-methods/:id/move */
    move: fromPromise<{ list: AdminPaymentMethodList } & Ack, PaymentMethodMoveRequest>(notProvided),
    /** POST admin/payment-methods/:id/active */
    setActive: fromPromise<{ method: AdminPaymentMethod } & Ack, PaymentMethodToggle>(notProvided),
    /** POST admin/media (the logo's bytes). */
    upload: fromPromise<MediaUpload, Blob>(notProvided),
  },
  actions: {
    toast: (_, _params: ToastParams) => {},
  },
  guards: {
    draftValid: ({ context }) => paymentMethodForm.safeParse(context.draft).success,
  },
}).createMachine({
  id: 'adminPaymentMethods',
  context: { methods: [], error: null, editing: null, draft: emptyDraft, attempted: false, saveError: null, busy: null, uploadError: null, saveAsked: false },
  initial: 'loading',
  states: {
    loading: {
      description: 'GET admin/payment-methods: deposit then withdrawal methods, switched-off ones too',
      entry: assign({ error: null }),
      invoke: {
        id: 'loadMethods',
        src: 'loadMethods',
        onDone: { target: 'ready', actions: assign({ methods: ({ event }) => event.output.methods }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: {
      description: 'The methods could not be read; the operator may try again',
      on: { 'methods.reload': 'loading' },
    },
    ready: {
      initial: 'list',
      states: {
        list: {
          description: 'Two tables (deposit, withdrawal) in the players’ order, each method with Edit, Up, Down and Switch off/on',
          on: {
            'methods.edit': {
              guard: ({ context, event }) => methodOf(context, event.id) !== null,
              target: 'editing',
              actions: assign({ editing: ({ event }) => event.id, draft: ({ context, event }) => paymentMethodFormOf(methodOf(context, event.id)!) }),
            },
            'methods.move': { target: 'moving', actions: assign({ busy: ({ event }) => event.id }) },
            'methods.toggle': { guard: ({ context, event }) => methodOf(context, event.id) !== null, target: 'toggling', actions: assign({ busy: ({ event }) => event.id }) },
            'methods.reload': '#adminPaymentMethods.loading',
          },
        },
        moving: {
          description: 'POST move: the method swaps places with its neighbour of the same direction',
          invoke: {
            id: 'move',
            src: 'move',
            input: ({ event }) => (event.type === 'methods.move' ? { id: event.id, direction: event.direction } : { id: -1, direction: 'up' as const }),
            onDone: { target: 'list', actions: [assign({ methods: ({ event }) => event.output.list.methods, busy: null }), toastOk] },
            onError: { target: 'list', actions: [assign({ busy: null }), toastError] },
          },
        },
        toggling: {
          description: 'POST active: players may use the method again, or no longer',
          invoke: {
            id: 'setActive',
            src: 'setActive',
            input: ({ context }) => ({ id: context.busy!, active: !methodOf(context, context.busy)!.active }),
            onDone: { target: 'list', actions: [assign({ methods: ({ context, event }) => replace(context.methods, event.output.method), busy: null }), toastOk] },
            onError: { target: 'list', actions: [assign({ busy: null }), toastError] },
          },
        },
        editing: {
          description: 'The form (a dialog): titles, minimum and maximum in lira, fee in percent plus a fixed part, on or off, logo, processing time, and the fields of the player’s form (added, changed, removed, moved); a bank transfer’s bank accounts (added, changed, removed)',
          entry: assign({ attempted: false, saveError: null, uploadError: null, saveAsked: false }),
          initial: 'idle',
          // What the operator types or picks stays in the form while the logo uploads or the method is sent.
          on: {
            'draft.change': { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, [event.field]: event.value }) }) },
            'draft.active': { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, active: event.value }) }) },
            'field.add': { actions: assign({ draft: ({ context }) => withFields(context.draft, (fields) => [...fields, emptyPaymentField()]) }) },
            'field.remove': { actions: assign({ draft: ({ context, event }) => withFields(context.draft, (fields) => fields.filter((_, i) => i !== event.index)) }) },
            'field.move': { actions: assign({ draft: ({ context, event }) => withFields(context.draft, (fields) => moved(fields, event.index, event.direction)) }) },
            'field.change': {
              guard: ({ context, event }) => event.index >= 0 && event.index < context.draft.fields.length,
              actions: assign({ draft: ({ context, event }) => withFields(context.draft, (fields) => fields.map((f, i) => (i === event.index ? { ...f, [event.part]: event.value } : f))) }),
            },
            'bank.add': { actions: assign({ draft: ({ context }) => withBanks(context.draft, (banks) => [...banks, emptyReceivingBank()]) }) },
            'bank.remove': { actions: assign({ draft: ({ context, event }) => withBanks(context.draft, (banks) => banks.filter((_, i) => i !== event.index)) }) },
            'bank.change': {
              guard: ({ context, event }) => event.index >= 0 && event.index < (context.draft.banks?.length ?? 0),
              actions: assign({ draft: ({ context, event }) => withBanks(context.draft, (banks) => banks.map((b, i) => (i === event.index ? { ...b, [event.part]: event.value } : b))) }),
            },
          },
          states: {
            idle: {
              always: { guard: ({ context }) => context.saveAsked, actions: [assign({ saveAsked: false }), raise({ type: 'draft.save' })] },
              on: {
                'draft.upload': { target: 'uploading', actions: assign({ uploadError: null }) },
                'draft.save': [{ guard: 'draftValid', target: 'saving', actions: assign({ attempted: true, saveError: null }) }, { actions: assign({ attempted: true }) }],
                'draft.cancel': '#adminPaymentMethods.ready.list',
              },
            },
            uploading: {
              description: 'POST admin/media; the logo’s address goes into the form',
              on: { 'draft.cancel': '#adminPaymentMethods.ready.list', 'draft.save': { actions: assign({ saveAsked: true }) } },
              invoke: {
                id: 'upload',
                src: 'upload',
                input: ({ event }) => (event.type === 'draft.upload' ? event.file : new Blob()),
                onDone: { target: 'idle', actions: assign({ draft: ({ context, event }) => ({ ...context.draft, logoUrl: event.output.url }) }) },
                onError: { target: 'idle', actions: assign({ uploadError: ({ event }) => errorMessage(event.error), saveAsked: false }) },
              },
            },
            saving: {
              description: 'POST the method; the list shows it as saved (the dialog waits for the answer: closed now, the list would miss it)',
              invoke: {
                id: 'save',
                src: 'save',
                input: ({ context }): PaymentMethodSave => ({ id: context.editing!, body: paymentMethodEditOf(paymentMethodForm.parse(context.draft)) }),
                onDone: { target: '#adminPaymentMethods.ready.list', actions: [assign({ methods: ({ context, event }) => replace(context.methods, event.output.method) }), toastOk] },
                onError: { target: 'idle', actions: assign({ saveError: ({ event }) => errorMessage(event.error) }) },
              },
            },
          },
        },
      },
    },
  },
});

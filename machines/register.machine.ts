import { assign, fromPromise, sendParent, setup } from 'xstate';
import {
  defaultCountryId, fastRegisterFormValues, pickAttribution, registerFormValues, toRegisterPayload,
  type Attribution, type AuthData, type Country, type FastRegisterPayload, type RegisterPayload, type ShortRegisterPayload,
} from '../contracts/auth';
import { TURKIYE_ID } from '../contracts/identity-rules';
import { welcomeMachine } from './welcome.machine';
import { type ToastKind, errorMessage, notProvided } from './machine-helpers';

/** full: the Register dialog and the Default Register tab; short: no TC No, birth date or country; fast: Fast Register. */
export type RegisterKind = 'full' | 'short' | 'fast';

type RawAttribution = Parameters<typeof pickAttribution>[0];
/** What src reads: local storage first, then cookies (full and short) or the page query (fast). */
export interface AttributionSources {
  stored: RawAttribution;
  cookies: RawAttribution;
  query: RawAttribution;
}

export type RegisterBody = RegisterPayload | ShortRegisterPayload | FastRegisterPayload;
export interface RegisterAnswer {
  authData: AuthData;
  message: string;
}

export interface RegisterContext {
  attribution: AttributionSources;
  countries: Country[];
  /** Türkiye when the list has it (the full form preselects it). */
  defaultCountry: number | null;
  submitted: { kind: RegisterKind; values: Record<string, unknown> } | null;
  /** The server's field errors of the last refusal, keyed by payload field. */
  serverErrors: Record<string, string>;
  /** Set on success, for the phone step and the celebration. */
  phone: string;
  trialBonusAmount: number;
}

export type RegisterEvent =
  | {
      type: 'register.submit';
      kind: RegisterKind;
      values: Record<string, unknown>;
      /** The site's trial bonus (bootstrap trialBonusAmount), in lira. */
      trialBonusAmount: number;
    };

/** product §9: the short and fast variants send this country when the list has no Türkiye. */
export const DEFAULT_COUNTRY_ID = TURKIYE_ID;
const noAttribution: AttributionSources = { stored: {}, cookies: {}, query: {} };

/** refId or the partner set from local storage; otherwise from cookies (full, short) or the query (fast). */
export function attributionFor(kind: RegisterKind, sources: AttributionSources): Attribution {
  const stored = pickAttribution(sources.stored);
  if (Object.keys(stored).length > 0) return stored;
  return pickAttribution(kind === 'fast' ? sources.query : sources.cookies);
}

/** The contract a register variant's form values must meet. */
export const schemaFor = (kind: RegisterKind) => (kind === 'full' ? registerFormValues : fastRegisterFormValues);

export function registerBody(kind: RegisterKind, values: unknown, sources: AttributionSources): RegisterBody {
  const extra = attributionFor(kind, sources);
  if (kind === 'full') return toRegisterPayload(registerFormValues.parse(values), extra);
  const parsed = fastRegisterFormValues.parse(values);
  return kind === 'fast' ? { ...parsed, isFast: true, ...extra } : { ...parsed, currencyId: 1, ...extra };
}

/** Field errors from a refused POST auth/register (the 400/409 answer's `errors`). */
function serverErrorsOf(error: unknown): Record<string, string> {
  const errors = typeof error === 'object' && error !== null ? (error as { errors?: unknown }).errors : undefined;
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The Register dialog and the Sign Up modal: form, account creation, then phone verification and celebration. */
export const registerMachine = setup({
  types: {} as { context: RegisterContext; events: RegisterEvent; children: { welcome: 'welcome' } },
  actors: {
    readAttribution: fromPromise<AttributionSources, void>(notProvided),
    /** GET auth/form (with the stored refId as query). */
    loadForm: fromPromise<Country[], { refId: string | null }>(notProvided),
    /** POST auth/register. */
    register: fromPromise<RegisterAnswer, RegisterBody>(notProvided),
    welcome: welcomeMachine,
  },
  actions: {
    toast: (_, _params: { kind: ToastKind; message: string }) => {},
  },
  guards: {
    isValid: (_, { kind, values }: { kind: RegisterKind; values: unknown }) => schemaFor(kind).safeParse(values).success,
  },
  delays: { countriesReveal: 300 },
}).createMachine({
  id: 'register',
  context: {
    attribution: noAttribution,
    countries: [],
    defaultCountry: null,
    submitted: null,
    serverErrors: {},
    phone: '',
    trialBonusAmount: 0,
  },
  initial: 'preparing',
  states: {
    preparing: {
      description: 'Attribution and the country list load; the Register button waits',
      initial: 'readingAttribution',
      states: {
        readingAttribution: {
          description: 'refId, partner, subid and source from local storage, cookies and the page query',
          invoke: {
            id: 'readAttribution',
            src: 'readAttribution',
            onDone: { target: 'loadingCountries', actions: assign({ attribution: ({ event }) => event.output }) },
            onError: 'loadingCountries',
          },
        },
        loadingCountries: {
          description: 'GET auth/form, with refId when one is stored',
          invoke: {
            id: 'loadForm',
            src: 'loadForm',
            input: ({ context }) => ({ refId: context.attribution.stored.refId == null ? null : String(context.attribution.stored.refId) }),
            onDone: {
              target: 'revealingCountries',
              actions: assign({ countries: ({ event }) => event.output, defaultCountry: ({ event }) => defaultCountryId(event.output) }),
            },
            onError: { target: '#register.form', actions: { type: 'toast', params: ({ event }) => ({ kind: 'error' as const, message: errorMessage(event.error) }) } },
          },
        },
        revealingCountries: {
          description: 'The country list shows 300 ms after load, Türkiye preselected',
          after: { countriesReveal: '#register.form' },
        },
      },
    },
    form: {
      description: 'The player fills the form; an invalid form does not submit',
      on: {
        'register.submit': {
          guard: { type: 'isValid', params: ({ event }) => ({ kind: event.kind, values: event.values }) },
          target: 'submitting',
          actions: assign({
            submitted: ({ event }) => ({ kind: event.kind, values: event.values }),
            serverErrors: {},
            phone: ({ event }) => String(event.values.phone),
            trialBonusAmount: ({ event }) => (event.values.trialBonus === true && event.trialBonusAmount > 0 ? event.trialBonusAmount : 0),
          }),
        },
      },
    },
    submitting: {
      description: 'POST auth/register; on success the player is signed in',
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => registerBody(context.submitted!.kind, context.submitted!.values, context.attribution),
        onDone: {
          target: 'welcome',
          actions: [
            { type: 'toast', params: ({ event }) => ({ kind: 'success' as const, message: event.output.message }) },
            sendParent(({ event }) => ({ type: 'session.login' as const, authData: event.output.authData })),
          ],
        },
        onError: {
          target: 'form',
          actions: [
            assign({ serverErrors: ({ event }) => serverErrorsOf(event.error) }),
            { type: 'toast', params: ({ event }) => ({ kind: 'error' as const, message: errorMessage(event.error) }) },
          ],
        },
      },
    },
    welcome: {
      description: 'Phone verification (step 1, phone locked) when a trial bonus was chosen, then the celebration',
      invoke: {
        id: 'welcome',
        src: 'welcome',
        input: ({ context }) => ({ phone: context.phone, trialBonusAmount: context.trialBonusAmount }),
        onDone: 'closed',
        onError: 'closed',
      },
    },
    closed: {
      description: 'The dialog closes',
      type: 'final',
      entry: sendParent({ type: 'dialog.close' as const }),
    },
  },
});

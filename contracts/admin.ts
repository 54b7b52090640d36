import * as z from 'zod';
import { plainText, requiredString } from './fields';
import { operatorRole, type OperatorRole } from './admin-calls';
export * from './admin-calls';

/*
 * The back office's sign-in and message rules: its screens (src/admin) and the server (server/modules/operators)
 * check them with the same schemas.
 */


export const operatorLoginPayload = z.object({
  username: requiredString().max(64, { error: 'validation.max' }),
  password: requiredString().max(256, { error: 'validation.max' }),
});
export type OperatorLoginPayload = z.infer<typeof operatorLoginPayload>;

export const operatorCode = z.object({ code: requiredString().regex(/^\d{6}$/, { error: 'validation.invalid' }) });
export type OperatorCode = z.infer<typeof operatorCode>;
/** The first enrollment: the one-time code the operator's creator was given, and the authenticator's first code. */
export const operatorEnrollCode = operatorCode.extend({ enrollCode: requiredString().max(32, { error: 'validation.max' }) });
export type OperatorEnrollCode = z.infer<typeof operatorEnrollCode>;

export const operatorLoginStep = z.discriminatedUnion('step', [
  z.object({ step: z.literal('enroll'), enrollToken: z.string(), otpauthUrl: z.string(), qrDataUrl: z.string() }),
  z.object({ step: z.literal('code'), challengeToken: z.string() }),
]);
export type OperatorLoginStep = z.infer<typeof operatorLoginStep>;

export const operatorIdentity = z.object({ id: z.number().int(), username: z.string(), role: operatorRole });
export type OperatorIdentity = z.infer<typeof operatorIdentity>;

export const operatorSignedIn = z.object({ token: z.string(), operator: operatorIdentity });
export type OperatorSignedIn = z.infer<typeof operatorSignedIn>;

/** The secret an authenticator app asks for when the QR code cannot be scanned. */
export function otpauthSecret(otpauthUrl: string): string {
  try {
    return new URL(otpauthUrl).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}

export const OPERATOR_TITLE_MAX = 100;
export const OPERATOR_NOTE_MAX = 1000;

// A title is one line; a note may break lines. Other control characters only garble the panel.
const oneLine = /^[^\p{Cc}]*$/u;
const lines = /^(?:[^\p{Cc}]|[\t\n\r])*$/u;

const words = (max: number, allowed: RegExp) =>
  plainText().trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.max' }).regex(allowed, { error: 'validation.invalid' });

/** An operator's own words to players (the back office, the server and `npm run notify` check them with this). */
export const operatorMessage = z.object({
  title: words(OPERATOR_TITLE_MAX, oneLine),
  note: words(OPERATOR_NOTE_MAX, lines),
});
export type OperatorMessage = z.infer<typeof operatorMessage>;

/** The notification form: to one player (by username) or to every player, a one-line title and a note. */
export const playerMessageForm = z
  .object({
    audience: z.enum(['one', 'all']),
    username: plainText().trim().max(64, { error: 'validation.max' }),
    ...operatorMessage.shape,
  })
  .refine((v) => v.audience === 'all' || v.username.length > 0, { message: 'validation.required', path: ['username'] });
export type PlayerMessageForm = z.input<typeof playerMessageForm>;

/** What POST admin/notifications takes: exactly one target. */
export const playerMessageBody = (form: z.output<typeof playerMessageForm>) =>
  form.audience === 'all' ? { all: true, title: form.title, note: form.note } : { username: form.username, title: form.title, note: form.note };

export const rejectReason = z.object({ reason: requiredString().trim().min(1, { error: 'validation.required' }).max(500, { error: 'validation.max' }) });

/** The screens of the back office and the roles that may open them (the server checks the same roles). */
export const ADMIN_SCREENS = {
  payments: ['admin', 'finance'],
  notifications: ['admin', 'support'],
  players: ['admin', 'support', 'finance'],
  dashboard: ['admin', 'finance'],
  transactions: ['admin', 'finance'],
  audit: ['admin'],
  banners: ['admin', 'content'],
  settings: ['admin'],
  operators: ['admin'],
  translations: ['admin', 'content'],
  games: ['admin', 'content'],
  callRequests: ['admin', 'support'],
  promotions: ['admin', 'content'],
  popup: ['admin', 'content'],
  pages: ['admin', 'content'],
  menu: ['admin', 'content'],
  jackpots: ['admin', 'content'],
  paymentMethods: ['admin', 'finance'],
  chat: ['admin', 'support'],
  refunds: ['admin', 'finance'],
  bonuses: ['admin', 'finance'],
} as const satisfies Record<string, readonly OperatorRole[]>;
export type AdminScreen = keyof typeof ADMIN_SCREENS;

export const screensFor = (role: OperatorRole): AdminScreen[] =>
  (Object.keys(ADMIN_SCREENS) as AdminScreen[]).filter((screen) => (ADMIN_SCREENS[screen] as readonly OperatorRole[]).includes(role));

/** What an operator may do to a player beyond reading (the server's players routes require the same roles). */
export const PLAYER_ACTIONS = {
  block: ['admin', 'support'],
  endSession: ['admin', 'support'],
  adjust: ['admin', 'finance'],
  partnerAccess: ['admin'],
} as const satisfies Record<string, readonly OperatorRole[]>;
export type PlayerAction = keyof typeof PLAYER_ACTIONS;

export const mayDo = (role: OperatorRole, action: PlayerAction): boolean => (PLAYER_ACTIONS[action] as readonly OperatorRole[]).includes(role);

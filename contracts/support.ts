import * as z from 'zod';
import { idNumber, personName, plainText } from './fields';
import { maskedPhone } from './masks';

/*
 * Call requests: a player (or a guest) asks to be called back; support operators work the queue.
 * The page's form, the server's public route and the back office's queue check with these schemas.
 */

export const CALL_TIMES = ['asap', 'morning', 'afternoon', 'evening'] as const;
export type CallTime = (typeof CALL_TIMES)[number];
export const CALL_TOPICS = ['account', 'deposit', 'withdrawal', 'bonus', 'technical', 'other'] as const;
export type CallTopic = (typeof CALL_TOPICS)[number];
export const CALL_STATUSES = ['new', 'in_progress', 'done'] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

export const CALL_NOTE_MAX = 500;

// A note may break lines; other control characters only garble the queue.
const lines = /^(?:[^\p{Cc}]|[\t\n\r])*$/u;
const note = () => plainText().trim().max(CALL_NOTE_MAX, { error: 'validation.max' }).regex(lines, { error: 'validation.invalid' });

/** What the page sends: the phone as typed through the phone mask (normalized to 90 + 10 digits). */
export const callRequestPayload = z.object({
  name: personName,
  phone: maskedPhone,
  preferredTime: z.enum(CALL_TIMES, { error: 'validation.required' }),
  topic: z.enum(CALL_TOPICS, { error: 'validation.required' }),
  note: note().optional(),
});
export type CallRequestPayload = z.input<typeof callRequestPayload>;

/** The form's values: a choice not yet made is ''. */
export type CallRequestForm = { name: string; phone: string; preferredTime: CallTime | ''; topic: CallTopic | ''; note: string };
export const emptyCallRequestForm: CallRequestForm = { name: '', phone: '', preferredTime: '', topic: '', note: '' };

/* The back office's queue (/api/admin/call-requests), admins and support. */

export const callRequestItem = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  preferredTime: z.enum(CALL_TIMES),
  topic: z.enum(CALL_TOPICS),
  note: z.string(),
  playerId: z.number().int().nullable(),
  status: z.enum(CALL_STATUSES),
  createdAt: z.string(),
  handledBy: z.string().nullable(),
  handledAt: z.string().nullable(),
  operatorNote: z.string(),
});
export type CallRequestItem = z.infer<typeof callRequestItem>;

export const callRequestPage = z.object({ items: z.array(callRequestItem), nextCursor: z.number().int().nullable() });
export type CallRequestPage = z.infer<typeof callRequestPage>;

export const callRequestQuery = z.object({
  status: z.enum(CALL_STATUSES, { error: 'validation.invalid' }).optional(),
  cursor: z.coerce.number().pipe(idNumber()).optional(),
});
export type CallRequestQuery = z.input<typeof callRequestQuery>;

export const callRequestParams = z.object({ id: z.coerce.number().pipe(idNumber()) });

/** An operator's change: the new status and, optionally, a note (kept with the request and in the audit log). */
export const callRequestUpdate = z.object({
  status: z.enum(CALL_STATUSES, { error: 'validation.invalid' }),
  note: note().optional(),
});
export type CallRequestUpdate = z.input<typeof callRequestUpdate>;

import * as z from 'zod';
import { envelope, errorEnvelope } from '../../contracts/envelope.js';

export interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
}

export function ok<T>(data: T, message = ''): Envelope<T> {
  return { success: true, message, data };
}

export function fail<T = null>(message: string, data: T = null as T): Envelope<T> {
  return { success: false, message, data };
}

/**
 * A route's `schema.response`: the envelope around its data from contracts/ (200) and the error envelope for every
 * refusal. The zod serializer checks each answer against it (an answer that breaks it becomes a 500, never a leak:
 * fields the contract does not name are dropped) and the OpenAPI document publishes it.
 */
export const answers = <T extends z.ZodType>(data: T) => ({
  200: envelope(data).describe('Done: data as described; message, in the language of x-locale, may be empty'),
  '4xx': refusal,
  '5xx': failure,
});

const refusal = errorEnvelope.describe('Refused: message says why in the language of x-locale; errors maps a form field to its message');
const failure = errorEnvelope.describe('Not done on our side: message only, nothing of the cause');

/** Calls whose answer is only the message. */
export const messageOnly = answers(z.null());

/**
 * Route option `serializerCompiler` for the 3-second balance poll (decision 004): its contract is declared, published
 * and held by the compiler through the type provider, but not parsed again per answer. zod's encode costs about
 * four times JSON.stringify on that envelope (some 5 µs of a poll's time on this machine).
 */
export const unchecked = () => (data: unknown) => JSON.stringify(data);

import * as z from 'zod';
import { envelope, errorEnvelope } from '../../contracts/envelope.js';

/**
 * A route's `response` schemas: the envelope around its data on success, the error envelope otherwise. The zod
 * serializer checks and strips every answer against them (a field the contract lacks never leaves the server),
 * and the OpenAPI document publishes them.
 */
export const answers = <T extends z.ZodType>(data: T) => ({ 200: envelope(data), '4xx': errorEnvelope, '5xx': errorEnvelope });

/** Calls answered with a message and no data. */
export const ackAnswers = answers(z.null());

/** Routes whose success body is not JSON (a script): only their refusals are envelopes. */
export const textAnswers = (contentType: string, description: string) => ({
  200: { description, content: { [contentType]: { schema: z.string() } } },
  '4xx': errorEnvelope,
  '5xx': errorEnvelope,
});

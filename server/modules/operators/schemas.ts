import * as z from 'zod';
import { NotificationType, notificationType } from '../../../contracts/enums.js';
import { idNumber, plainText, requiredString } from '../../../contracts/fields.js';
import { operatorMessage } from '../notifications/operator-message.js';

/*
 * The back office's calls. They live beside the module until the back-office screens exist; then they move to
 * contracts/ so the screens' forms validate with them too.
 */

export const operatorRole = z.enum(['admin', 'finance', 'support', 'content']);

export const operatorLoginPayload = z.object({
  username: requiredString().max(64, { error: 'validation.max' }),
  password: requiredString().max(256, { error: 'validation.max' }),
});

const stepToken = plainText().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'validation.invalid' });

/** The second step: the token of the first answer (enrollToken or challengeToken, as it was named) and the code. */
export const operatorCodePayload = z
  .object({
    challengeToken: stepToken.optional(),
    enrollToken: stepToken.optional(),
    code: requiredString().regex(/^\d{6}$/, { error: 'validation.invalid' }),
  })
  .refine((v) => (v.challengeToken === undefined) !== (v.enrollToken === undefined), {
    message: 'validation.required',
    path: ['challengeToken'],
  });

export const operatorLoginStep = z.discriminatedUnion('step', [
  z.object({ step: z.literal('enroll'), enrollToken: z.string(), otpauthUrl: z.string(), qrDataUrl: z.string() }),
  z.object({ step: z.literal('code'), challengeToken: z.string() }),
]);
export type OperatorLoginStep = z.infer<typeof operatorLoginStep>;

export const operatorIdentity = z.object({ id: z.number().int(), username: z.string(), role: operatorRole });

/** Send the token as `Authorization: Operator <token>`. */
export const operatorSignedIn = z.object({ token: z.string(), operator: operatorIdentity });
export type OperatorSignedIn = z.infer<typeof operatorSignedIn>;

/** An operator's message: to one player (by id or username) or to all, exactly one of the three (checked by the service). */
export const playerMessagePayload = z.object({
  playerId: idNumber().optional(),
  username: requiredString().max(64, { error: 'validation.max' }).optional(),
  all: z.boolean({ error: 'validation.invalid' }).optional(),
  type: notificationType.default(NotificationType.System),
  ...operatorMessage.shape,
});

export const playerMessageSent = z.object({ notified: z.number().int() });

import * as z from 'zod';
import { NotificationType, notificationType } from '../../../contracts/enums.js';
import { idNumber, plainText, requiredString } from '../../../contracts/fields.js';
import { operatorMessage } from '../../../contracts/admin.js';

/*
 * The back office's calls as the server reads them. What its screens check too (sign-in, identities, the words of a
 * message) comes from contracts/admin.ts; the step tokens and the message's target are the server's own.
 */

export { operatorIdentity, operatorLoginPayload, operatorLoginStep, operatorRole, operatorSignedIn, type OperatorLoginStep, type OperatorSignedIn } from '../../../contracts/admin.js';

const stepToken = plainText().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'validation.invalid' });

/** The second step: the token of the first answer (enrollToken or challengeToken, as it was named) and the code. */
export const operatorCodePayload = z
  .object({
    challengeToken: stepToken.optional(),
    enrollToken: stepToken.optional(),
    code: requiredString().regex(/^\d{6}$/, { error: 'validation.invalid' }),
    /** The one-time enrollment code (with enrollToken only). */
    enrollCode: plainText().max(32, { error: 'validation.max' }).optional(),
  })
  .refine((v) => (v.challengeToken === undefined) !== (v.enrollToken === undefined), {
    message: 'validation.required',
    path: ['challengeToken'],
  })
  .refine((v) => v.enrollToken === undefined || Boolean(v.enrollCode?.trim()), { message: 'validation.required', path: ['enrollCode'] });

/** An operator's message: to one player (by id or username) or to all, exactly one of the three (checked by the service). */
export const playerMessagePayload = z.object({
  playerId: idNumber().optional(),
  username: requiredString().max(64, { error: 'validation.max' }).optional(),
  all: z.boolean({ error: 'validation.invalid' }).optional(),
  type: notificationType.default(NotificationType.System),
  ...operatorMessage.shape,
});

export const playerMessageSent = z.object({ notified: z.number().int() });

import * as z from 'zod';

export type Envelope<T> = { success: boolean; message: string; data: T };

export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.boolean(), message: z.string(), data });

/** Calls answered with success and message only (recovery, change password, read notification...). */
export const ackEnvelope = z.object({
  success: z.boolean(),
  message: z.string(),
  data: z.unknown().optional(),
});
export type AckEnvelope = z.infer<typeof ackEnvelope>;

/** `errors` maps a dotted field path to an already localized sentence (see fieldErrors). */
export const errorEnvelope = z.object({
  success: z.literal(false),
  message: z.string(),
  data: z.null().optional(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

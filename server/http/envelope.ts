import type * as z from 'zod';
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
 * A route's answers as the contract publishes and the serializer checks them: the envelope around the route's
 * data from contracts/, and the error envelope for every refusal.
 */
export const answers = <T extends z.ZodType>(data: T) => ({ 200: envelope(data), '4xx': errorEnvelope, '5xx': errorEnvelope });

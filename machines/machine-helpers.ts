/** The default implementation of an effect that src/ provides: a machine run without it fails loudly. */
export const notProvided = () => Promise.reject(new Error('actor not provided'));

export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A server acknowledgement: its (localized) message. */
export interface Ack {
  message: string;
}

export type ToastKind = 'success' | 'error' | 'info' | 'warning' | 'loading';

export interface ToastParams {
  kind: ToastKind;
  message: string;
}

import { HubUnavailable } from '../../machines/chat.machine';

/** A call of a hub method on the player's open connection. */
export type HubInvoke = <T>(method: string, ...args: unknown[]) => Promise<T>;

let current: HubInvoke | null = null;

/** Set by the realtime actor's connection once it is open, and cleared when it closes or is stopped. */
export function setLiveHub(invoke: HubInvoke | null): void {
  current = invoke;
}

/**
 * Calls a hub method while the player's connection is open; throws HubUnavailable when it is not (or it closes
 * before answering), so the caller can go over HTTP instead. A refusal from the server rejects with its message.
 */
export function invokeLiveHub<T>(method: string, ...args: unknown[]): Promise<T> {
  if (!current) return Promise.reject(new HubUnavailable());
  return current<T>(method, ...args);
}

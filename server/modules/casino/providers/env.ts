import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/index.js';
import type { HttpCall } from '../../../http/self-http.js';

/**
 * What both sides of a provider integration are built with: our adapter (launch + wallet callbacks) and, when the
 * provider's API base is not configured, its local simulator (which answers the launch API and calls the wallet).
 */
export interface ProviderEnv {
  config: Config;
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  /** HTTP to the outside world; a path (`/sim/hub88/...`, `/api/providers/hub88/...`) reaches this server itself. */
  http: HttpCall;
  /**
   * A value made once per app and shared by whoever asks with the same name: the keys an adapter and its
   * simulator must agree on when none are configured (random per process, like the local PSP's).
   */
  shared<T>(name: string, make: () => T): T;
}

export function sharedValues(): ProviderEnv['shared'] {
  const values = new Map<string, unknown>();
  return <T>(name: string, make: () => T): T => {
    if (!values.has(name)) values.set(name, make());
    return values.get(name) as T;
  };
}

/** Where an adapter sends its launch calls: the configured API base, else the provider's simulator on this server. */
export const apiBase = (configured: string | undefined, key: string) => (configured ? configured.replace(/\/+$/, '') : `/sim/${key}`);

import type { FastifyBaseLogger } from 'fastify';

/** One POST of a webhook: where, with which headers, the exact body that was signed. */
export interface WebhookDelivery {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** Sends one delivery; answers the callback's status, throws when it could not be reached. */
export type DeliverWebhook = (delivery: WebhookDelivery) => Promise<{ status: number }>;

/** Waits before each attempt: at once, then after half a second, 1.5 s and 4 s (the player waits on the page). */
export const RETRY_DELAYS_MS = [0, 500, 1500, 4000] as const;

export interface SendOptions {
  deliver: DeliverWebhook;
  url: string;
  body: string;
  /** Headers signed for this attempt: each retry carries a fresh timestamp, as a PSP's does. */
  sign: (body: string) => Record<string, string>;
  delaysMs?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

export type SendResult = { delivered: true; attempts: number } | { delivered: false; attempts: number; status?: number };

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
// Our server failing or busy may pass; a refusal (bad signature, unknown route) will not, so it is not repeated.
const worthRetrying = (status: number) => status >= 500 || status === 429 || status === 408;

export async function sendWebhook({ deliver, url, body, sign, delaysMs = RETRY_DELAYS_MS, sleep = pause, log }: SendOptions): Promise<SendResult> {
  let status: number | undefined;
  for (let attempt = 0; attempt < delaysMs.length; attempt++) {
    if (delaysMs[attempt] > 0) await sleep(delaysMs[attempt]);
    try {
      ({ status } = await deliver({ url, headers: sign(body), body }));
      if (status >= 200 && status < 300) return { delivered: true, attempts: attempt + 1 };
      log?.warn({ url, status, attempt: attempt + 1 }, 'payment webhook answered with an error');
      if (!worthRetrying(status)) return { delivered: false, attempts: attempt + 1, status };
    } catch (err) {
      status = undefined;
      log?.warn({ url, err, attempt: attempt + 1 }, 'payment webhook could not be delivered');
    }
  }
  return { delivered: false, attempts: delaysMs.length, status };
}

/** A real HTTP POST, as a PSP sends it. */
export const httpDeliver: DeliverWebhook = async ({ url, headers, body }) => {
  const response = await fetch(url, { method: 'POST', headers, body, redirect: 'manual', signal: AbortSignal.timeout(10_000) });
  await response.arrayBuffer().catch(() => undefined);
  return { status: response.status };
};

interface Injectable {
  inject(options: { method: 'POST'; url: string; headers: Record<string, string>; payload: string }): PromiseLike<{ statusCode: number }>;
}

/** The same request through the app's own router and hooks, without a socket (an app that is not listening). */
export const injectDeliver =
  (app: Injectable): DeliverWebhook =>
  async ({ url, headers, body }) => {
    const { pathname, search } = new URL(url);
    const response = await app.inject({ method: 'POST', url: `${pathname}${search}`, headers, payload: body });
    return { status: response.statusCode };
  };

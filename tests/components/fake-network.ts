import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  /** The API path without the /api/ prefix (`auth/login`), or the full path for other URLs (`/icons.svg`). */
  path: string;
  query: Record<string, string>;
  body: unknown;
  headers: Record<string, string>;
}

export interface FakeAnswer {
  status: number;
  body: unknown;
}

type Reply = FakeAnswer | Promise<FakeAnswer>;
/** Keyed by `METHOD path`, e.g. `POST auth/login`. */
export type Routes = Record<string, (request: FakeRequest) => Reply>;

export const ok = (data: unknown = null, message = ''): FakeAnswer => ({ status: 200, body: { success: true, message, data } });
export const fail = (status: number, message: string, errors?: Record<string, string>): FakeAnswer => ({
  status,
  body: { success: false, message, data: null, ...(errors ? { errors } : {}) },
});
/** An answer that never comes (the request stays pending until it is aborted). */
export const pending = (): Promise<FakeAnswer> => new Promise(() => {});

/** A JSON body as its value; any other body (an upload's bytes) as its text. */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function abortable(reply: Promise<FakeAnswer>, signal: AbortSignal): Promise<FakeAnswer> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    reply.then(resolve, reject);
  });
}

/**
 * Replaces `fetch` (the only way the app reaches the server) with `routes`; an unknown route answers 404.
 * Scripts the page adds (the fingerprint collector) load at once. Returns the requests seen, in order.
 */
export function fakeNetwork(routes: Routes = {}) {
  const requests: FakeRequest[] = [];
  const table: Routes = { 'GET /icons.svg': () => ({ status: 200, body: '' }), ...routes };
  vi.stubGlobal('fetch', async (input: Request | string | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), window.location.origin), init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const seen: FakeRequest = {
      method: request.method,
      path: url.pathname.startsWith('/api/') ? url.pathname.slice('/api/'.length) : url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: text ? parsed(text) : undefined,
      headers: Object.fromEntries(request.headers),
    };
    requests.push(seen);
    const route = table[`${seen.method} ${seen.path}`];
    const answer = await abortable(Promise.resolve(route ? route(seen) : fail(404, 'not found')), request.signal);
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  const scripts = new MutationObserver((records) => {
    for (const node of records.flatMap((r) => [...r.addedNodes])) {
      if (node instanceof HTMLScriptElement && node.src) queueMicrotask(() => node.dispatchEvent(new Event('load')));
    }
  });
  if (typeof document !== 'undefined') scripts.observe(document.head, { childList: true });
  const calls = (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key);
  return { requests, calls, stop: () => scripts.disconnect() };
}

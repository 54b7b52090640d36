/** A JSON server behind `fetch` for the small apps' component tests (the game frame, the demo book). */

export interface SeenRequest {
  method: string;
  /** The path under the API base: `session`, `play`, `bets`, ... */
  path: string;
  query: Record<string, string>;
  body: unknown;
}
export type Answer = { status: number; body: unknown };
export type Routes = Record<string, (request: SeenRequest) => Answer | Promise<Answer>>;

/** Routes keyed `METHOD path` (`POST play`) under `api`; an unknown route answers `notFound`. */
export function fakeJsonServer(api: string, routes: Routes, notFound: Answer) {
  const requests: SeenRequest[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://app.test');
    const seen: SeenRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname.startsWith(`${api}/`) ? url.pathname.slice(api.length + 1) : url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(seen);
    const route = routes[`${seen.method} ${seen.path}`];
    const answer = route ? await route(seen) : notFound;
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  const calls = (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key);
  return { fetcher, requests, calls };
}

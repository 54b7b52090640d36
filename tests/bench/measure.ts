import autocannon from 'autocannon';

// What a browser sends: answers are measured as players receive them (compressed when large).
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', 'x-locale': 'tr', accept: 'application/json' };

export type Target = Omit<autocannon.Options, 'duration' | 'connections'>;

export async function requestsPerSecond(target: Target, durationS: number): Promise<number> {
  const options = { ...target, headers: { ...BROWSER_HEADERS, ...target.headers } };
  const result = await autocannon({ ...options, connections: 20, pipelining: 1, duration: durationS });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${target.url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The route against the bare route in alternating rounds (bare, route, bare, route, ...): each round's ratio
 * sees the same machine, and the median ignores a round a neighbour's load spoiled.
 */
export async function compareToBare(route: Target, bare: Target, { rounds = 5, durationS = 2 } = {}) {
  await requestsPerSecond(bare, 1);
  await requestsPerSecond(route, 1);
  const ratios: number[] = [];
  const routeRps: number[] = [];
  const bareRps: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const b = await requestsPerSecond(bare, durationS);
    const r = await requestsPerSecond(route, durationS);
    bareRps.push(b);
    routeRps.push(r);
    ratios.push(r / b);
  }
  return { ratio: median(ratios), routeRps: median(routeRps), bareRps: median(bareRps) };
}

import { runLoad, type LoadTarget } from './load.js';

// What a browser sends: answers are measured as players receive them (compressed when large).
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', 'x-locale': 'tr', accept: 'application/json' };

export type Target = LoadTarget;

export const CONNECTIONS = 20;

export async function requestsPerSecond(target: Target, durationS: number): Promise<number> {
  const result = await runLoad({ ...target, headers: { ...BROWSER_HEADERS, ...target.headers } }, { connections: CONNECTIONS, durationS });
  if (result.non2xx > 0 || result.errors > 0 || result.requests === 0) {
    throw new Error(`${target.url}: ${result.requests} answers, statuses ${JSON.stringify(result.statuses)}, ${result.errors} errors`);
  }
  return result.perSecond;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The route against the bare route in alternating rounds (bare, route, bare, route, ...): each round's ratio
 * sees the same machine, and the median ignores a round a neighbour's load spoiled.
 */
export async function compareToBare(route: Target, bare: Target, { rounds = 9, durationS = 1 } = {}) {
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

/**
 * What request logs may say of a URL: never a token. One list of every URL part that carries one (found by reading
 * the routes; tests/server/log-redaction.test.ts drives each with a marker token and scans the log output):
 *
 * - query parameters that are tokens wherever they appear: the demo sportsbook's partner tokens (`/sportsbook/?t=`,
 *   `/sportsbook/betco?auth_token=`, `/sportsbook/api/*?t=`), the hub's `access_token` (a plain HTTP request to
 *   /hubs/*; the upgrade itself moves it into a header), and any token, code, key, hash, signature or password a link
 *   or a partner might put in a query;
 * - whole queries of the game side (`/games/`, `/sim/`, `/games-api/`): a game session's id, a launch's token, hash
 *   and login;
 * - path segments that are secrets: the hosted PSP's signed tickets (`/pay/<ticket>`) and SoftGamings' API key in
 *   its launch path (`/sim/softgamings/System/Api/<key>/...`).
 */
export const TOKEN_QUERY_PARAMS: readonly string[] = [
  't', 'auth_token', 'access_token', 'token', 's', 'session', 'sid', 'code', 'reset', 'ticket', 'key', 'hash', 'sig', 'signature',
  'password', 'pass', 'secret', 'extparam',
];

/** Paths whose whole query is left out. */
export const SECRET_QUERY_PATHS: readonly string[] = ['/games/', '/sim/', '/games-api/'];

/** A path's secret segment: what matches is replaced by the replacement. */
export const TOKEN_PATHS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/pay\/(?!pay-page\.css(?:$|\?))[^/?#]+/, '/pay/[redacted]'],
  [/^(\/sim\/softgamings\/System\/Api\/)[^/?#]+/i, '$1[redacted]'],
];

const REDACTED = '[redacted]';
const tokenParams = new Set(TOKEN_QUERY_PARAMS);

/** The URL as a log may show it. */
export function redactedUrl(url: string): string {
  const at = url.indexOf('?');
  let path = at === -1 ? url : url.slice(0, at);
  const query = at === -1 ? '' : url.slice(at + 1);
  for (const [pattern, replacement] of TOKEN_PATHS) path = path.replace(pattern, replacement);
  if (!query) return path;
  if (SECRET_QUERY_PATHS.some((prefix) => path.startsWith(prefix))) return path;
  const parts = query.split('&').map((part) => {
    const eq = part.indexOf('=');
    const rawName = eq === -1 ? part : part.slice(0, eq);
    let name: string;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' ')).toLowerCase();
    } catch {
      return REDACTED;
    }
    return tokenParams.has(name) ? `${rawName}=${REDACTED}` : part;
  });
  return `${path}?${parts.join('&')}`;
}

/** The request log line's `req`: method, the redacted URL and the client's address. */
export function loggedRequest(req: { method: string; url: string; ip?: string }) {
  return { method: req.method, url: redactedUrl(req.url), remoteAddress: req.ip };
}

/** Any text a log line carries (Fastify's own "Route GET:/x not found" names the raw URL): its URLs redacted. */
export function redactedText(text: string): string {
  return text.replace(/(?<=[\s:]|^)\/[^\s]*/g, (url) => redactedUrl(url));
}

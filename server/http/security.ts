import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

export type SecurityConfig = Pick<Config, 'PUBLIC_ORIGIN' | 'CSP_FRAME_SOURCES' | 'CSP_CONNECT_SOURCES'>;

/**
 * Scripts only from our own origin (no inline script, no eval). Connections (API, the hub's WebSocket) and frames
 * go to our own origin, plus the game and payment providers the deployment lists.
 */
export function contentSecurityPolicy({ PUBLIC_ORIGIN, CSP_FRAME_SOURCES = [], CSP_CONNECT_SOURCES = [] }: SecurityConfig): string {
  // 'self' covers same-origin WebSockets in current browsers; older Safari needs the ws(s) origin spelt out.
  const hub = PUBLIC_ORIGIN ? [`ws${new URL(PUBLIC_ORIGIN).origin.slice('http'.length)}`] : [];
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Toasts and the carousel set styles at run time; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...hub, ...CSP_CONNECT_SOURCES].join(' '),
    ["frame-src 'self'", ...CSP_FRAME_SOURCES].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** No device access for anyone; full screen and autoplay for our pages and the framed games. */
export function permissionsPolicy({ CSP_FRAME_SOURCES = [] }: SecurityConfig): string {
  const framed = ['self', ...CSP_FRAME_SOURCES.map((s) => `"${s}"`)].join(' ');
  const none = ['accelerometer', 'camera', 'geolocation', 'gyroscope', 'magnetometer', 'microphone', 'payment', 'usb'];
  return [...none.map((feature) => `${feature}=()`), `fullscreen=(${framed})`, `autoplay=(${framed})`].join(', ');
}

/** Browsers that reached us over https keep to https; only when the public origin is https (not on plain local runs). */
function transportSecurity({ PUBLIC_ORIGIN }: SecurityConfig): Record<string, string> {
  return PUBLIC_ORIGIN?.startsWith('https:') ? { 'strict-transport-security': 'max-age=31536000' } : {};
}

/** The headers helmet would set, computed once: building them per request cost a third of a cheap route's time. */
export function securityHeaders(config: SecurityConfig): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(config),
    'permissions-policy': permissionsPolicy(config),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    ...transportSecurity(config),
  };
}

/**
 * JSON answers are never rendered as documents, so they carry the short set OWASP's REST cheat sheet asks for
 * instead of the document policy: nothing may load or frame them, nothing sniffs them, no cache stores them (a
 * route that may be cached sets its own cache-control). Fewer headers also make the 3-second balance poll cheaper.
 */
export const apiSecurityHeaders: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cache-control': 'no-store',
};

export function apiHeaders(config: SecurityConfig): Record<string, string> {
  return { ...apiSecurityHeaders, ...transportSecurity(config) };
}

export const isApiUrl = (url: string) => url.startsWith('/api/') || url === '/api' || url.startsWith('/api?');

/** The back office (`/admin`, its assets): no page may frame it, not even one of ours (a framed admin can be clickjacked). */
export const isAdminUrl = (url: string) => url === '/admin' || url.startsWith('/admin/') || url.startsWith('/admin?');

/** The document headers with framing refused to everyone: `frame-ancestors 'none'` and X-Frame-Options DENY. */
export function adminHeaders(config: SecurityConfig): Record<string, string> {
  const documents = securityHeaders(config);
  return {
    ...documents,
    'content-security-policy': documents['content-security-policy']!.replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
    'x-frame-options': 'DENY',
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, config: SecurityConfig): Promise<void> {
  const api = apiHeaders(config);
  const documents = securityHeaders(config);
  const admin = adminHeaders(config);
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(isApiUrl(req.url) ? api : isAdminUrl(req.url) ? admin : documents);
    done();
  });
}

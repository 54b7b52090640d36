import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import type { Bootstrap } from '../../contracts/cms.js';
import { isLocale, type Locale } from '../../i18n/locales.js';
import type { FirstViewRenderRequest } from '../../contracts/first-view.js';
import type { BootstrapCache } from '../modules/cms/bootstrap-cache.js';
import type { FirstViewGamesCache } from '../modules/casino/first-view-games.js';
import { criticalCss, usedClasses } from './critical-css.js';

/**
 * The first view of every page, rendered on the server from the app's own components (decision 009).
 *
 * The client build's index.html is the template; the server bundle (dist-ssr/entry-server.js, built by Vite from
 * src/entry-server.tsx) renders the root actor's initial state for a guest. The page carries the render's data as
 * an inert JSON block, the stylesheet rules its view uses inline (no render-blocking request; the whole sheet follows
 * once the view is painted) and the first banner's preload.
 * A rendered page depends only on path, language, the top banner cookie, the host, the content version and the
 * version of the games it lists, so it is kept, compressed, per those (a small LRU): most requests cost a lookup.
 */

/** The server bundle's entry, as the server uses it (declared here: the server never imports src/). */
interface ServerEntry {
  firstViewCategories(path: string, bootstrap: Bootstrap): number[];
  renderFirstView(request: FirstViewRenderRequest): Promise<{ html: string; title?: string; firstView: unknown }>;
  serializeFirstView(view: never): string;
  FIRST_VIEW_ELEMENT_ID: string;
}

export interface PageRequest {
  path: string;
  search: string;
  headers: { cookie?: string; 'accept-language'?: string; host?: string };
  hostname: string;
}

export interface RenderedPage {
  html: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
  locale: Locale;
}

export interface FirstViewPages {
  render(request: PageRequest): Promise<RenderedPage>;
}

const CACHE_ENTRIES = 300;

export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const key = part.slice(0, index).trim();
    try {
      out[key] = decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      /* a malformed value is ignored */
    }
  }
  return out;
}

/** The page's language: the player's choice (cookie lang), else the browser's first language we have, else Turkish. */
/**
 * SPEC: Turkish by default, another language only when the player chose it on the site (the `lang` cookie, kept only
 * while it names a language we have). The browser's own language is not a choice: a visitor who has not chosen sees
 * Turkish.
 */
export function pageLocale(cookies: Record<string, string>): Locale {
  return cookies.lang && isLocale(cookies.lang) ? cookies.lang : 'tr';
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The chunks the entry imports as soon as it runs (React, then the app: split so each is evaluated in its own
 * task), with everything they import: listed in the page so the entry fetches them together, and splitting costs no
 * extra round trip.
 */
export function startChunks(distDir: string): string[] {
  const path = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return [];
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of entry?.dynamicImports ?? []) visit(key);
  for (const key of entry?.imports ?? []) files.delete(manifest[key]?.file ?? '');
  return [...files];
}

/** Parsed right after the view: the page is not painted before it (see prepareTemplate). */
const VIEW_END_ID = 'first-view-end';

/** Splits the template once: everything the render does not change is joined around it per page. */
function prepareTemplate(distDir: string) {
  let template = readFileSync(join(distDir, 'index.html'), 'utf8');
  // Listed, not preloaded: the entry fetches them once the first view's main image is in (src/main.tsx).
  const chunks = startChunks(distDir)
    .filter((file) => !template.includes(`/${file}"`))
    .map((file) => `/${file}`)
    .join(' ');
  // Named only when there are some: the entry reads every word of it as a file (src/main.tsx).
  if (chunks) template = template.replace('</head>', `<meta name="start-chunks" content="${chunks}"></head>`);
  // The stylesheet is no render-blocking request: each page carries inline the rules its view uses
  // (./critical-css.ts), and the entry adds the whole file once the view is painted, before the app starts.
  const styles: string[] = [];
  const styleFiles: string[] = [];
  template = template.replace(/\s*<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (_tag, href: string) => {
    styles.push(readFileSync(join(distDir, href.replace(/^\//, '')), 'utf8'));
    styleFiles.push(href);
    return '';
  });
  if (styleFiles.length) template = template.replace('</head>', `<meta name="app-styles" content="${styleFiles.join(' ')}"></head>`);
  // The first paint waits until the whole view is parsed: on a slow phone the parser yields mid-document, and a
  // frame painted then shows half a header or a category row that the rest of the HTML pushes aside (layout shift).
  const renderAfterView = `<link rel="expect" href="#${VIEW_END_ID}" blocking="render">`;
  // The HTML already shows the page: its script makes it interactive and comes after the first banner and the
  // view's images, not before them.
  template = template
    .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
    .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"');
  const title = /<title>([^<]*)<\/title>/.exec(template)?.[1] ?? '';
  const [beforeTitle, afterTitleStart] = template.split(/<title>[^<]*<\/title>/);
  const [head, body] = afterTitleStart.split('</head>');
  const [beforeRoot, afterRoot] = body.split('<div id="root"></div>');
  if (afterRoot === undefined || head === undefined) throw new Error('index.html has no <title>, </head> or <div id="root"></div>');
  const css = styles.join('\n');
  /** The head's end for a view: its own share of the stylesheet, then the wait for the whole view. */
  const headFor = (html: string) => head + (css ? `<style>${criticalCss(css, usedClasses(html))}</style>` : '') + renderAfterView;
  return { title, beforeTitle, headFor, beforeRoot, afterRoot };
}

export async function loadFirstViewPages(options: {
  distDir: string;
  ssrDir: string;
  bootstrap: BootstrapCache;
  /** The games of the categories a page's view lists (lobby grid, home rows). */
  games: FirstViewGamesCache;
}): Promise<FirstViewPages | null> {
  const entryFile = join(options.ssrDir, 'entry-server.js');
  if (!existsSync(entryFile) || !existsSync(join(options.distDir, 'index.html'))) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const template = prepareTemplate(options.distDir);
  const cache = new Map<string, Promise<RenderedPage>>();

  async function renderPage(request: FirstViewRenderRequest): Promise<RenderedPage> {
    const { html, title, firstView } = await entry.renderFirstView(request);
    // React hoists the preloads it wants (first banner, images of the view) ahead of the view: they belong in <head>.
    const hoisted = /^(?:<link [^>]*\/?>)*/.exec(html)?.[0] ?? '';
    const page =
      template.beforeTitle.replace(/<html lang="[^"]*"/, `<html lang="${request.locale}"`) +
      `<title>${escapeHtml(title ?? template.title)}</title>` +
      hoisted +
      template.headFor(html) +
      '</head>' +
      template.beforeRoot +
      `<div id="root">${html.slice(hoisted.length)}</div><span id="${VIEW_END_ID}" hidden></span>` +
      `<script type="application/json" id="${entry.FIRST_VIEW_ELEMENT_ID}">${entry.serializeFirstView(firstView as never)}</script>` +
      template.afterRoot;
    const buffer = Buffer.from(page);
    return {
      html: buffer,
      gzip: gzipSync(buffer, { level: 9 }),
      br: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      etag: `"${createHash('sha1').update(buffer).digest('base64url')}"`,
      locale: request.locale,
    };
  }

  return {
    async render(request) {
      const cookies = parseCookies(request.headers.cookie);
      const locale = pageLocale(cookies);
      const topNotifyRead = cookies.topNotifyRead === 'yes';
      const content = await options.bootstrap(locale);
      const categories = entry.firstViewCategories(request.path, content.data);
      const games = categories.length > 0 ? await options.games(categories) : { games: [], version: '' };
      const key = [locale, topNotifyRead ? 1 : 0, request.hostname, content.etag, games.version, request.path, request.search].join('\n');
      const hit = cache.get(key);
      if (hit) {
        // Least recently used goes first.
        cache.delete(key);
        cache.set(key, hit);
        return hit;
      }
      const rendered = renderPage({
        path: request.path,
        search: request.search,
        locale,
        bootstrap: content.data,
        topNotifyRead,
        hostname: request.hostname,
        games: games.games,
      });
      cache.set(key, rendered);
      rendered.catch(() => cache.delete(key));
      while (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
      return rendered;
    },
  };
}

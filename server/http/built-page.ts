import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Pages of the server's own small apps (the game frame, the demo sportsbook): their built index.html with a config
 * injected as inert JSON, or, without a build, a valid page that says so.
 */

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `<script type="application/json">`: never run, `<` escaped so no value can close the element (the CSP stays strict). */
export const inertJson = (id: string, value: unknown) => `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/** A minimal valid page: a title, anything for the head, and one paragraph of text (all escaped but `head`). */
export const textPage = (o: { lang: string; title: string; text: string; head?: string }) =>
  `<!doctype html><html lang="${escapeHtml(o.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(o.title)}</title>${o.head ?? ''}</head><body><p>${escapeHtml(o.text)}</p></body></html>`;

/** `<staticDir>/<app>/index.html` with `head` inserted before `</head>`; `fallback` when there is no build. */
export async function builtPage(staticDir: string | null, app: string, head: string, fallback: () => string): Promise<string> {
  const built = staticDir ? await readFile(join(staticDir, app, 'index.html'), 'utf8').catch(() => null) : null;
  if (!built || !built.includes('</head>')) return fallback();
  return built.replace('</head>', () => `${head}</head>`);
}

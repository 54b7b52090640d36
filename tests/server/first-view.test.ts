import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageLocale, parseCookies } from '../../server/pages/first-view.js';
import { testApp } from './helpers.js';

type Harness = Awaited<ReturnType<typeof testApp>>;

/**
 * The server's side of first views, with a stand-in for the Vite server bundle (the real bundle runs in the
 * browser tests): which request renders what, how the page is assembled, cached and sent.
 */
function builtSite() {
  const dist = mkdtempSync(join(tmpdir(), 'site-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html>\n<html lang="tr">\n<head><title>Kasa Casino</title>' +
      '<script type="module" crossorigin src="/assets/index-A1.js"></script>' +
      '<link rel="stylesheet" crossorigin href="/assets/style-B2.css">\n</head>\n<body>\n<div id="root"></div>\n</body>\n</html>\n',
  );
  writeFileSync(join(dist, 'assets', 'index-A1.js'), 'export {}');
  writeFileSync(join(dist, 'assets', 'app-C3.js'), 'export {}');
  writeFileSync(join(dist, 'assets', 'style-B2.css'), '.header{color:gold}.dialog{color:red}@media (min-width:768px){.header{color:white}.dialog{color:blue}}');
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-A1.js', isEntry: true, dynamicImports: ['src/start.tsx'] },
      'src/start.tsx': { file: 'assets/app-C3.js' },
    }),
  );
  const ssr = mkdtempSync(join(tmpdir(), 'ssr-'));
  // Records every render; shows what it was asked, with a preload React would hoist.
  writeFileSync(
    join(ssr, 'entry-server.js'),
    `export const calls = globalThis.__firstViewCalls = [];
export const FIRST_VIEW_ELEMENT_ID = 'first-view';
export const serializeFirstView = (v) => JSON.stringify(v).replace(/</g, '\\\\u003c');
export const firstViewCategories = (path, b) =>
  path.startsWith('/casino/') ? b.casinoCategoryList.filter((c) => c.slugList.includes(path.split('/')[2])).map((c) => c.id) : [];
export async function renderFirstView(r) {
  calls.push(r);
  const cats = r.bootstrap.casinoCategoryList.length;
  return {
    html: '<link rel="preload" as="image" href="/banner-0.svg" fetchPriority="high"/><header class="header">' + r.locale + ' ' + r.path + (r.topNotifyRead ? ' read' : ' unread') + ' cats=' + cats + ' games=' + r.games.length + '</header>',
    title: r.locale === 'en' ? 'Home · Kasa' : 'Ana sayfa · Kasa',
    firstView: { locale: r.locale, path: r.path, note: '</script><script>alert(1)</script>' },
  };
}
`,
  );
  return { dist, ssr };
}

const calls = () => (globalThis as unknown as { __firstViewCalls: Array<{ path: string; locale: string }> }).__firstViewCalls;

describe('first views from the server', () => {
  let h: Harness;
  beforeAll(async () => {
    const { dist, ssr } = builtSite();
    h = await testApp('sqlite', { config: { staticDir: dist, ssrDir: ssr } });
  });
  afterAll(() => h.close());

  it('assembles the page: language, title, the view, its preloads in <head>, inline CSS, inert data, the start chunks', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/promotions', headers: { 'accept-language': 'tr-TR,tr;q=0.9' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toContain('<html lang="tr">');
    expect(html).toContain('<title>Ana sayfa · Kasa</title>');
    expect(html).toContain('<div id="root"><header class="header">tr /promotions unread cats=');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="image" href="/banner-0.svg" fetchPriority="high"/>');
    // Inline only the rules the view uses; the whole stylesheet is named for the entry to add once the view is painted.
    expect(head).toContain('<style>.header{color:gold}@media (min-width:768px){.header{color:white}}</style>');
    expect(head).not.toContain('rel="stylesheet"');
    expect(head).toContain('<meta name="app-styles" content="/assets/style-B2.css">');
    // Nothing is painted until the whole view is parsed (a frame of half a header would shift as the rest arrives):
    // the marker the head waits for comes right after the view, before the data block.
    expect(head).toContain('<link rel="expect" href="#first-view-end" blocking="render">');
    expect(html).toMatch(/<\/div><span id="first-view-end" hidden><\/span><script type="application\/json" id="first-view">/);
    // The chunks the entry imports at start, listed for it to fetch together once the first image is in, not
    // fetched by the page itself (they would share the line with the first banner).
    expect(head).toMatch(/<meta name="start-chunks" content="[^"]*\/assets\/app-C3.js[^"]*">/);
    expect(head).not.toMatch(/rel="modulepreload"[^>]* href="\/assets\/app-C3.js"/);
    // The data block cannot end the script element or open another.
    const data = /<script type="application\/json" id="first-view">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(data).not.toContain('</script>');
    expect(JSON.parse(data).note).toBe('</script><script>alert(1)</script>');
    expect(html.match(/<script/g)).toHaveLength(2);
  });

  it('speaks Turkish unless the player chose another language on the site (cookie), whatever the browser asks', async () => {
    const ask = (headers: Record<string, string>) => h.app.inject({ method: 'GET', url: '/', headers }).then((r) => /<html lang="(\w+)"/.exec(r.body)?.[1]);
    expect(await ask({ 'accept-language': 'en-GB,en;q=0.8' })).toBe('tr');
    expect(await ask({ 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' })).toBe('tr');
    expect(await ask({})).toBe('tr');
    expect(await ask({ 'accept-language': 'en', cookie: 'lang=tr' })).toBe('tr');
    expect(await ask({ cookie: 'other=1; lang=en' })).toBe('en');
    expect(await ask({ cookie: 'lang=de', 'accept-language': 'en' })).toBe('tr');
  });

  it('renders the top banner as read when the cookie says so', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/', headers: { cookie: 'topNotifyRead=yes' } });
    expect(res.body).toContain('tr / read');
  });

  it('keeps a rendered page: the same request renders once, and answers 304 to its tag; compressed as accepted', async () => {
    const before = calls().length;
    const first = await h.app.inject({ method: 'GET', url: '/casino/slot?q=x', headers: { 'accept-encoding': 'br' } });
    const second = await h.app.inject({ method: 'GET', url: '/casino/slot?q=x', headers: { 'accept-encoding': 'br' } });
    expect(calls().length - before).toBe(1);
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.rawPayload).toString()).toContain('tr /casino/slot');
    expect(first.headers.vary).toContain('cookie');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(second.headers.etag).toBe(first.headers.etag);
    const again = await h.app.inject({ method: 'GET', url: '/casino/slot?q=x', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    await h.app.inject({ method: 'GET', url: '/casino/slot?q=y' });
    expect(calls().length - before).toBe(2);
  });

  it('renders a lobby with its games', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/casino/live' });
    const listed = await h.app.inject({ method: 'POST', url: '/api/casino/categorygames', payload: { systemCategory: [2] } });
    expect(listed.json().data.length).toBeGreaterThan(0);
    expect(res.body).toContain(`tr /casino/live unread cats=5 games=${listed.json().data.length}<`);
    expect((await h.app.inject({ method: 'GET', url: '/promotions' })).body).toContain(' games=0<');
  });

  it('renders again when the content or the games of the page change', async () => {
    await h.app.inject({ method: 'GET', url: '/pages/1' });
    const lobby = await h.app.inject({ method: 'GET', url: '/casino/live' });
    const liveGames = Number(/games=(\d+)/.exec(lobby.body)?.[1]);
    const before = calls().length;
    await h.db.kysely.deleteFrom('game_categories' as never).where('category_id' as never, '=', 2 as never).execute();
    await h.db.kysely
      .insertInto('casino_categories' as never)
      .values({ id: 999, slug_list: '["new"]', image_url: '/media/categories/new.svg', name_tr: 'Yeni', name_en: 'New' } as never)
      .execute();
    // A new content version reaches the page within the bootstrap cache's 5 s.
    await new Promise((resolve) => setTimeout(resolve, 5_100));
    const res = await h.app.inject({ method: 'GET', url: '/pages/1' });
    expect(calls().length - before).toBe(1);
    expect(res.body).toMatch(/cats=[1-9]/);
    expect(liveGames).toBeGreaterThan(0);
    expect((await h.app.inject({ method: 'GET', url: '/casino/live' })).body).toContain(' games=0<');
  });

  it('still answers API and media 404s as JSON, not as pages', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().success).toBe(false);
  });
});

describe('page language and cookies', () => {
  it('reads cookies leniently', () => {
    expect(parseCookies('a=1; lang=en; bad=%E0%A4%A')).toEqual({ a: '1', lang: 'en' });
    expect(parseCookies(undefined)).toEqual({});
  });

  it('keeps only a chosen language we have', () => {
    expect(pageLocale({ lang: 'en' })).toBe('en');
    expect(pageLocale({ lang: 'de' })).toBe('tr');
    expect(pageLocale({})).toBe('tr');
  });
});

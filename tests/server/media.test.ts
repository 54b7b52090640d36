import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import mediaRoutes from '../../server/modules/media/routes.js';
import { mediaUrl, slugify } from '../../server/modules/media/urls.js';
import { providers } from '../../server/seed/data/providers.js';
import { PROVIDER_LOGO_FONT_SIZE } from '../../server/modules/media/svg.js';
import { dialects, testApp } from './helpers.js';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

describe('media routes', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    // Drawing only: every address counts as one the catalogue holds (the check itself is tested below, on both stores).
    await app.register(mediaRoutes, { prefix: '/media', dataDir: './data', db: null as never, held: async () => true });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('draws a game tile as cacheable SVG with the name and provider', async () => {
    const res = await app.inject(mediaUrl.game('galata-gold', 'Galata Gold', 'Habanero'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="400" height="300"/);
    expect(res.body).toContain('Galata Gold');
    expect(res.body).toContain('HABANERO');
  });

  it('is deterministic: the same URL always gives the same picture', async () => {
    const url = '/media/banners/welcome-bonus-1.svg?title=Ho%C5%9F%20Geldin';
    const [a, b] = await Promise.all([app.inject(url), app.inject(url)]);
    expect(a.body).toBe(b.body);
    expect(a.body).toContain('Hoş Geldin');
  });

  it('escapes text from the query so no markup gets into the SVG', async () => {
    const name = '<script>alert(1)</script> & "Co"';
    const res = await app.inject(`/media/games/evil.svg?name=${encodeURIComponent(name)}&provider=${encodeURIComponent('A&B')}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script');
    expect(res.body).toContain('&lt;script&gt;');
    expect(res.body).toContain('&amp;');
    expect(res.body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    const banner = await app.inject(`/media/banners/x-0.svg?title=${encodeURIComponent('<img onerror=x>')}`);
    expect(banner.body).not.toContain('<img');
  });

  it('serves banners in the three slider sizes', async () => {
    const sizes = await Promise.all(
      [0, 1, 2].map(async (variant) => {
        const res = await app.inject(`/media/banners/welcome-bonus-${variant}.svg?title=Bonus`);
        expect(res.statusCode).toBe(200);
        return /width="(\d+)" height="(\d+)"/.exec(res.body)?.slice(1).join('x');
      }),
    );
    expect(sizes).toEqual(['600x500', '1040x600', '1920x600']);
  });

  it('serves provider logos, category icons, promotion images and the three popup sizes', async () => {
    for (const url of [
      mediaUrl.provider('playn-go', "Play'n GO"),
      mediaUrl.category('slot'),
      mediaUrl.promotion('welcome-bonus', { title: 'Hoş Geldin', subtitle: '%100', cta: 'Katıl' }),
      mediaUrl.popup('sm', 'weekend', { title: 'Bonus' }),
      mediaUrl.popup('md', 'weekend', { title: 'Bonus' }),
      mediaUrl.popup('lg', 'weekend', { title: 'Bonus' }),
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('image/svg+xml; charset=utf-8');
    }
    expect((await app.inject(mediaUrl.provider('playn-go', "Play'n GO"))).body).toContain('Play&apos;n GO');
  });

  it('refuses unknown variants, sizes and malformed slugs with 404', async () => {
    for (const url of [
      '/media/banners/welcome-bonus-3.svg',
      '/media/banners/welcome-bonus.svg',
      '/media/popup/xl.svg',
      '/media/popup/constructor.svg',
      '/media/games/Bad_Slug.svg',
      '/media/games/galata-gold.png',
      `/media/providers/${'a'.repeat(81)}.svg`,
    ]) {
      expect((await app.inject(url)).statusCode, url).toBe(404);
    }
  });

  it('draws every provider logo the same size, its name in one type size (long names wrap, none shrinks)', async () => {
    for (const provider of providers) {
      const svg = (await app.inject(mediaUrl.provider(slugify(provider.name), provider.name))).body;
      expect(svg, provider.name).toMatch(/^<svg [^>]*width="200" height="80"/);
      const sizes = [...svg.matchAll(/<text [^>]*font-size="(\d+)"[^>]*text-anchor="start"/g)].map((m) => Number(m[1]));
      expect(sizes, provider.name).toEqual([PROVIDER_LOGO_FONT_SIZE]);
      const lines = [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((m) => m[1].replace(/&apos;/g, "'").replace(/&amp;/g, '&'));
      expect(lines.join(' '), provider.name).toBe(provider.name);
    }
  });
});

describe.each(dialects)('artwork texts on %s: only those the catalogue holds', (dialect) => {
  let h: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    h = await testApp(dialect);
  }, 60_000);
  afterAll(() => h.close());

  /** What the picture writes: the content of its text elements (and their tspans). */
  const textsOf = (svg: string) => [...svg.matchAll(/<text[\s\S]*?<\/text>/g)].map((m) => m[0].replace(/<[^>]+>/g, ' ')).join(' ');

  it('draws the catalogue\'s own banners, game tiles, provider logos, popups and promotions with their texts', async () => {
    const banner = await h.db.kysely.selectFrom('slider_items').select(['image_2', 'image_en_2']).executeTakeFirstOrThrow();
    const game = await h.db.kysely.selectFrom('games').select(['image_url', 'name']).where('image_url', 'like', '/media/games/%').executeTakeFirstOrThrow();
    const provider = await h.db.kysely.selectFrom('game_providers').select(['logo_url', 'name']).where('logo_url', 'like', '/media/providers/%').executeTakeFirstOrThrow();
    const popup = await h.db.kysely.selectFrom('popups').select('image_md').executeTakeFirstOrThrow();
    const promotion = await h.db.kysely.selectFrom('promotions').select('image').where('image', 'like', '/media/promotions/%').executeTakeFirstOrThrow();
    for (const url of [banner.image_2, banner.image_en_2!, game.image_url, provider.logo_url, popup.image_md, promotion.image]) {
      const res = await h.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      const title = new URL(url, 'http://x').searchParams.get('title') ?? new URL(url, 'http://x').searchParams.get('name');
      expect(title, url).toBeTruthy();
      // The first words of its title (long ones wrap over lines) are drawn.
      expect(textsOf(res.body), url).toContain(escapeXml(title!.split(' ')[0]!));
    }
    expect(textsOf((await h.app.inject(game.image_url)).body)).toContain(escapeXml(game.name.split(' ')[0]!));
  });

  it('draws no text someone typed into a link: a forged title on a real banner or game is left out', async () => {
    const forged = 'Bedava 5000 TL: hemen tıkla';
    const banner = (await h.db.kysely.selectFrom('slider_items').select('image_2').executeTakeFirstOrThrow()).image_2;
    const base = banner.split('?')[0]!;
    const urls = [
      `${base}?title=${encodeURIComponent(forged)}`,
      `${banner}&cta=${encodeURIComponent(forged)}`,
      `/media/games/galata-gold.svg?name=${encodeURIComponent(forged)}&provider=X`,
      `/media/promotions/free.svg?title=${encodeURIComponent(forged)}`,
      `/media/popup/md.svg?slug=x&title=${encodeURIComponent(forged)}`,
      `/media/providers/evil.svg?name=${encodeURIComponent(forged)}`,
    ];
    for (const url of urls) {
      const res = await h.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('Bedava');
      expect(res.body, url).not.toContain('tıkla');
    }
  });

  it('draws a banner an operator has just saved (the list is read again after a miss)', async () => {
    const url = `/media/banners/operator-new-2.svg?title=${encodeURIComponent('Yeni Kampanya')}`;
    expect(textsOf((await h.app.inject(url)).body)).not.toContain('Yeni');
    const item = await h.db.kysely.selectFrom('slider_items').select('id').executeTakeFirstOrThrow();
    await h.db.kysely.updateTable('slider_items').set({ image_2: url }).where('id', '=', item.id).execute();
    await new Promise((resolve) => setTimeout(resolve, 5_100));
    expect(textsOf((await h.app.inject(url)).body)).toContain('Yeni');
  }, 20_000);
});

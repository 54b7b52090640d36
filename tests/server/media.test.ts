import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import mediaRoutes from '../../server/modules/media/routes.js';
import { mediaUrl, slugify } from '../../server/modules/media/urls.js';
import { providers } from '../../server/seed/data/providers.js';
import { PROVIDER_LOGO_FONT_SIZE } from '../../server/modules/media/svg.js';

describe('media routes', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    await app.register(mediaRoutes, { prefix: '/media', dataDir: './data' });
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

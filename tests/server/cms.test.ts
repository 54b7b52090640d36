import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap as bootstrapSchema, footerContent } from '../../contracts/cms.js';
import { pickEgtJackpots } from '../../contracts/jackpots.js';
import { dialects, testApp } from './helpers.js';

describe.each(dialects)('content API on %s', (dialect) => {
  let h: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    h = await testApp(dialect);
  });
  afterAll(() => h.close());

  const grouped = async (locale: 'tr' | 'en') => {
    const res = await h.app.inject({ method: 'GET', url: '/api/cms/grouped', headers: { 'x-locale': locale } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    return bootstrapSchema.parse(body.data);
  };

  it('delivers the whole bootstrap a guest needs, in Turkish by default', async () => {
    const data = await grouped('tr');
    expect(data.casinoCategoryList.map((c) => c.slugList[0])).toEqual(['slot', 'live', 'popular-games', 'games', 'tvbets']);
    expect(data.casinoCategoryList[0].name).toBe('Slot Oyunları');
    expect(data.language.map((l) => l.locale)).toEqual(['tr', 'en']);
    expect(data.domainStatus.current).toBeTruthy();
    expect(data.trialBonusAmount).toBeGreaterThan(0);
    expect(data.providerLogos).toHaveLength(16);
    expect(footerContent(data.categoryList).map((p) => p.id)).toContain(3);
    expect(pickEgtJackpots(data.egtJackpotCards).map((c) => c.instanceName)).toEqual(['High Cash', 'Clover Chance']);
    expect(data.sliderList.find((s) => s.name === 'home')?.items.every((i) => i.images.length === 3)).toBe(true);
    expect(data.menu.map((g) => g.title)).toEqual(['Casino', 'Sports Bettings', 'Games', 'Other']);
    expect(data.popup?.images).toHaveLength(3);
    expect(data.siteOption.some((o) => o.key === 'livechat')).toBe(true);
  });

  it('answers in English with x-locale en', async () => {
    const [tr, en] = await Promise.all([grouped('tr'), grouped('en')]);
    expect(en.casinoCategoryList[0].name).toBe('Slots');
    expect(en.promotions.map((p) => p.id)).toEqual(tr.promotions.map((p) => p.id));
    expect(en.promotions[0].title).not.toEqual(tr.promotions[0].title);
  });

  it('shows banners, promotions and the popup with artwork in the player language', async () => {
    const [tr, en] = await Promise.all([grouped('tr'), grouped('en')]);
    const welcome = (data: typeof tr) => data.sliderList.find((s) => s.name === 'home')!.items.find((i) => i.slug === 'welcome-bonus')!;
    const titleOf = (url: string) => new URL(url, 'http://x').searchParams.get('title');
    expect(welcome(tr).images.map(titleOf)).toEqual(Array(3).fill('%100 Hoş Geldin Bonusu'));
    expect(welcome(en).images.map(titleOf)).toEqual(Array(3).fill('100% Welcome Bonus'));
    expect(titleOf(en.promotions[0].image)).toBe('100% Welcome Bonus');
    expect(titleOf(tr.promotions[0].image)).toBe('%100 Hoş Geldin Bonusu');
    expect(en.popup!.images.map((i) => titleOf(i.url))).toEqual(Array(3).fill('50% Weekend Reload Bonus'));
    // The artwork itself is drawn with that text.
    const svg = await h.app.inject({ method: 'GET', url: welcome(en).images[0] });
    expect(svg.statusCode).toBe(200);
    expect(svg.body).toContain('Welcome Bonus');
  });

  it('sends only the strings an operator changed from the built-in dictionaries', async () => {
    const before = await grouped('en');
    expect(before.translationList.find((t) => t.key === 'header.login')).toBeUndefined();
    const fresh = await testApp(dialect);
    await fresh.db.kysely.updateTable('translations').set({ value: 'Sign in' }).where('locale', '=', 'en').where('key', '=', 'header.login').execute();
    try {
      const res = await fresh.app.inject({ method: 'GET', url: '/api/cms/grouped', headers: { 'x-locale': 'en' } });
      const list = bootstrapSchema.parse(res.json().data).translationList;
      expect(list).toContainEqual({ key: 'header.login', value: 'Sign in' });
      const tr = bootstrapSchema.parse((await fresh.app.inject({ method: 'GET', url: '/api/cms/grouped' })).json().data);
      expect(tr.translationList.find((t) => t.key === 'header.login')).toBeUndefined();
    } finally {
      await fresh.close();
    }
  });

  it('serves a footer page in both languages and a localized 404 for a missing one', async () => {
    const tr = await h.app.inject({ method: 'GET', url: '/api/cms/page/3' });
    const en = await h.app.inject({ method: 'GET', url: '/api/cms/page/3', headers: { 'x-locale': 'en' } });
    expect(tr.json().data.title).toBe('Hakkımızda');
    expect(en.json().data.title).toBe('About Us');
    expect(en.json().data.body).toContain('<p>');
    const missing = await h.app.inject({ method: 'GET', url: '/api/cms/page/9999', headers: { 'x-locale': 'en' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, message: 'Page not found.' });
    expect((await h.app.inject({ method: 'GET', url: '/api/cms/page/abc' })).statusCode).toBe(400);
  });

  it('strips script and event handlers an operator typed into CMS HTML', async () => {
    await h.db.kysely
      .updateTable('cms_pages')
      .set({ body_en: '<p onclick="steal()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>' })
      .where('id', '=', 4)
      .execute();
    const res = await h.app.inject({ method: 'GET', url: '/api/cms/page/4', headers: { 'x-locale': 'en' } });
    const body = res.json().data.body as string;
    expect(body).toContain('Hi');
    expect(body).not.toMatch(/script|onclick|javascript:/);
  });

  it('serves the fingerprint collector as a script the CSP allows', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/cms/coveryjs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/javascript');
    expect(res.body).toContain('window.covery');
  });

  it('reports the Egypt quest level', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/casino/eqyptquest' });
    expect(res.json()).toMatchObject({ success: true, data: { currentLevelI: expect.any(Number) } });
  });
});

describe('bootstrap delivery', () => {
  it('sends a compressed copy to browsers and answers a repeat visit with 304', async () => {
    const h = await testApp('sqlite');
    try {
      const first = await h.app.inject({ method: 'GET', url: '/api/cms/grouped', headers: { 'accept-encoding': 'gzip, br' } });
      expect(first.headers['content-encoding']).toBe('gzip');
      const { gunzipSync } = await import('node:zlib');
      expect(JSON.parse(gunzipSync(first.rawPayload).toString()).success).toBe(true);
      const etag = String(first.headers.etag);
      const again = await h.app.inject({ method: 'GET', url: '/api/cms/grouped', headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      const english = await h.app.inject({ method: 'GET', url: '/api/cms/grouped', headers: { 'if-none-match': etag, 'x-locale': 'en' } });
      expect(english.statusCode).toBe(200);
    } finally {
      await h.close();
    }
  });
});

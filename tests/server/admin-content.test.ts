import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_UPLOAD_MAX_BYTES } from '../../contracts/admin-content.js';
import { bootstrap as bootstrapContract } from '../../contracts/cms.js';
import { auditEntries } from '../../server/modules/operators/audit.js';
import { dialects } from './helpers.js';
import { bearer, identityApp, nextIp, register, type IdentityHarness } from './identity-helpers.js';
import { adminGet, adminPost, operatorAuth, signedInOperator, type SignedInOperator } from './operators-helpers.js';

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('jpeg body')]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x10, 0, 0, 0]), Buffer.from('WEBPVP8 body')]);

describe.each(dialects)('content screens: uploads and banners on %s', (dialect) => {
  let h: IdentityHarness;
  let dataDir: string;
  let content: SignedInOperator;
  let admin: SignedInOperator;
  let finance: SignedInOperator;
  let support: SignedInOperator;
  const uploadsDir = () => join(dataDir, 'media', 'uploads');
  const storedFiles = () => (existsSync(uploadsDir()) ? readdirSync(uploadsDir()) : []);
  const upload = (body: Buffer, headers: Record<string, string>, contentType = 'image/png') =>
    h.app.inject({ method: 'POST', url: '/api/admin/media', payload: body, headers: { 'content-type': contentType, ...headers }, remoteAddress: nextIp() });
  const as = (operator: SignedInOperator, locale = 'en') => ({ ...operatorAuth(operator.token), 'x-locale': locale });
  const uploadRows = () => h.db.kysely.selectFrom('media_uploads').selectAll().execute();
  const grouped = async (locale = 'tr') => {
    const res = await h.app.inject({ method: 'GET', url: '/api/cms/grouped', headers: { 'x-locale': locale } });
    return bootstrapContract.parse(res.json().data);
  };
  const banners = async () => (await adminGet(h.app, '/banners', as(content))).json().data.sliders as Array<{ name: string; items: Array<Record<string, any>> }>;
  const homeBanners = async () => (await banners()).find((s) => s.name === 'home')!.items;
  const editOf = (item: Record<string, any>) => ({ title: item.title, url: item.url, active: item.active, images: item.images, imagesEn: item.imagesEn });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'content-'));
    h = await identityApp(dialect, { config: { DATA_DIR: dataDir } });
    [content, admin, finance, support] = [await signedInOperator(h, 'content'), await signedInOperator(h, 'admin'), await signedInOperator(h, 'finance'), await signedInOperator(h, 'support')];
  });
  afterAll(async () => {
    await h.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores a PNG under a name of its hash, serves it as an image with nosniff and a long cache, and audits it', async () => {
    const res = await upload(PNG, as(content));
    expect(res.statusCode, res.body).toBe(200);
    const { data, message } = res.json();
    expect(message).toBe('The image has been uploaded.');
    expect(data).toEqual({ name: expect.stringMatching(/^[0-9a-f]{64}\.png$/), url: `/media/uploads/${data.name}`, contentType: 'image/png', size: PNG.length });
    expect(storedFiles()).toContain(data.name);

    const served = await h.app.inject({ method: 'GET', url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const [audit] = await auditEntries(h.db.kysely, { target: `media:${data.name}` });
    expect(audit).toMatchObject({ actor: `operator:${content.id}`, action: 'media.upload', after: data });
    expect(await uploadRows()).toContainEqual(expect.objectContaining({ name: data.name, content_type: 'image/png', size: PNG.length, operator_id: content.id }));
  });

  it('tells JPEG and WebP by their bytes, whatever type the request claims', async () => {
    const jpeg = await upload(JPEG, as(admin), 'application/octet-stream');
    expect(jpeg.json().data).toMatchObject({ contentType: 'image/jpeg', name: expect.stringMatching(/\.jpg$/) });
    const webp = await upload(WEBP, as(admin), 'image/png');
    expect(webp.json().data).toMatchObject({ contentType: 'image/webp', name: expect.stringMatching(/\.webp$/) });
    const served = await h.app.inject({ method: 'GET', url: webp.json().data.url });
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('refuses HTML sent as a .png image, in the operator’s language, and stores nothing', async () => {
    const [files, rows, audits] = [storedFiles(), await uploadRows(), await auditEntries(h.db.kysely)];
    const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
    const en = await upload(html, { ...as(content), 'content-disposition': 'attachment; filename="banner.png"' });
    expect(en.statusCode).toBe(415);
    expect(en.json()).toMatchObject({ success: false, message: 'Only PNG, JPEG or WebP images can be uploaded. This file is not one of them.' });
    const tr = await upload(html, as(content, 'tr'));
    expect(tr.json().message).toBe('Yalnızca PNG, JPEG veya WebP görseller yüklenebilir. Bu dosya bunlardan biri değil.');
    const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), as(content), 'image/svg+xml');
    expect(svg.statusCode).toBe(415);
    const empty = await upload(Buffer.alloc(0), as(content));
    expect(empty.statusCode).toBe(415);
    expect(storedFiles()).toEqual(files);
    expect(await uploadRows()).toEqual(rows);
    expect(await auditEntries(h.db.kysely)).toEqual(audits);
  });

  it('refuses an image over 2 MB with the limit in the message, and stores nothing', async () => {
    const [files, rows] = [storedFiles(), await uploadRows()];
    const big = Buffer.concat([PNG, Buffer.alloc(MEDIA_UPLOAD_MAX_BYTES + 1 - PNG.length)]);
    const res = await upload(big, as(content));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The image is too large: at most 2 MB.');
    const tr = await upload(big, as(content, 'tr'));
    expect(tr.json().message).toBe('Görsel çok büyük: en fazla 2 MB olabilir.');
    expect(storedFiles()).toEqual(files);
    expect(await uploadRows()).toEqual(rows);
    // Up to the limit is fine (not the API's usual 256 KB body limit).
    const atLimit = await upload(big.subarray(0, MEDIA_UPLOAD_MAX_BYTES), as(content));
    expect(atLimit.statusCode, atLimit.body).toBe(200);
    expect(atLimit.json().data.size).toBe(MEDIA_UPLOAD_MAX_BYTES);
  });

  it('lets only content and finance operators (payment logos) and admins upload: support, players and strangers are refused', async () => {
    const logo = await upload(Buffer.concat([PNG, Buffer.from('finance-logo')]), as(finance));
    expect(logo.statusCode, logo.body).toBe(200);
    const files = storedFiles();
    const other = Buffer.concat([PNG, Buffer.from('other')]);
    expect((await upload(other, as(support))).statusCode).toBe(403);
    const player = await register(h.app);
    expect((await upload(other, bearer(player.token))).statusCode).toBe(401);
    expect((await upload(other, {})).statusCode).toBe(401);
    expect(storedFiles()).toEqual(files);
  });

  it('serves nothing but uploaded names under /media/uploads', async () => {
    for (const url of ['/media/uploads/..%2F..%2Fetc%2Fpasswd', '/media/uploads/x.png', `/media/uploads/${'a'.repeat(64)}.png`, `/media/uploads/${'a'.repeat(64)}.svg`]) {
      expect((await h.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('lists both sliders’ banners; an edit is audited and the home page shows it at once', async () => {
    const image = (await upload(Buffer.concat([PNG, Buffer.from('home')]), as(content))).json().data.url as string;
    const before = (await grouped()).sliderList.find((s) => s.name === 'home')!.items[0];
    const [first] = await homeBanners();
    expect(first).toMatchObject({ slider: 'home', slug: before.slug, title: '%100 Hoş Geldin Bonusu', url: before.url, active: true, position: 0 });

    const res = await adminPost(h.app, `/banners/${first.id}`, { ...editOf(first), title: 'Yeni yıl', images: { ...first.images, desktop: image } }, as(content));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'The banner has been saved.', data: { id: first.id, title: 'Yeni yıl', images: { desktop: image } } });
    // Read within the cache's 5 seconds: the change is there all the same.
    const after = (await grouped()).sliderList.find((s) => s.name === 'home')!.items[0];
    // The title is the page's text, and the generated artwork draws it too (the uploaded image stays as it is).
    expect(after.title).toBe('Yeni yıl');
    expect(after.images[2]).toBe(image);
    for (const url of after.images.slice(0, 2)) {
      expect(new URL(url, 'http://x').searchParams.get('title')).toBe('Yeni yıl');
      const art = await h.app.inject({ method: 'GET', url });
      expect(art.statusCode).toBe(200);
      expect(art.body).toContain('Yeni yıl');
    }

    const [audit] = await auditEntries(h.db.kysely, { target: `banner:${first.id}` });
    expect(audit).toMatchObject({ action: 'banner.update', operator_id: content.id, before: { title: first.title, images: first.images }, after: { title: 'Yeni yıl', images: { desktop: image } } });
  });

  it('refuses a link or image that is not the site’s own, and changes nothing', async () => {
    const [first] = await homeBanners();
    const audits = await auditEntries(h.db.kysely);
    for (const body of [
      { ...editOf(first), url: 'javascript:alert(1)' },
      { ...editOf(first), url: '//evil.example/x' },
      { ...editOf(first), images: { ...first.images, mobile: 'https://evil.example/x.png' } },
      { ...editOf(first), images: { ...first.images, mobile: '/media/../server/x' } },
      { ...editOf(first), title: '' },
    ]) {
      const res = await adminPost(h.app, `/banners/${first.id}`, body, as(content));
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect((await adminPost(h.app, '/banners/999999', editOf(first), as(content))).json()).toMatchObject({ success: false, message: 'No banner has this id.' });
    const unknown = await adminPost(h.app, `/banners/${first.id}`, { ...editOf(first), images: { ...first.images, tablet: `/media/uploads/${'b'.repeat(64)}.png` } }, as(content, 'tr'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Bu banner’ın bir görseli buraya yüklenmemiş. Görseli yükleme düğmesiyle yeniden seçin.');
    expect((await homeBanners())[0]).toEqual(first);
    expect(await auditEntries(h.db.kysely)).toEqual(audits);
  });

  it('adds a banner last, moves it up, switches it off; players see each change', async () => {
    const first = (await homeBanners())[0];
    const created = await adminPost(h.app, '/banners', { ...editOf(first), slider: 'home', title: 'Yaz Kampanyası', url: '/promotions', imagesEn: null }, as(admin));
    expect(created.statusCode, created.body).toBe(200);
    const item = created.json().data;
    const list = await homeBanners();
    expect(list.at(-1)).toMatchObject({ id: item.id, slug: 'yaz-kampanyasi', title: 'Yaz Kampanyası', position: list.length - 1 });
    expect((await grouped()).sliderList.find((s) => s.name === 'home')!.items.at(-1)!.slug).toBe('yaz-kampanyasi');

    const moved = await adminPost(h.app, `/banners/${item.id}/move`, { direction: 'up' }, as(content));
    expect(moved.statusCode, moved.body).toBe(200);
    const order = (await homeBanners()).map((b) => b.id);
    expect(order.indexOf(item.id)).toBe(list.length - 2);
    expect((await grouped()).sliderList.find((s) => s.name === 'home')!.items.map((i) => i.slug).at(-2)).toBe('yaz-kampanyasi');
    const last = order.at(-1)!;
    expect((await adminPost(h.app, `/banners/${last}/move`, { direction: 'down' }, as(content, 'tr'))).json()).toMatchObject({ success: false, message: 'Banner zaten slider’ının o ucunda.' });

    const hidden = await adminPost(h.app, `/banners/${item.id}/active`, { active: false }, as(content));
    expect(hidden.json()).toMatchObject({ message: 'The banner has been switched off.', data: { active: false } });
    expect((await grouped()).sliderList.find((s) => s.name === 'home')!.items.map((i) => i.slug)).not.toContain('yaz-kampanyasi');
    expect((await homeBanners()).find((b) => b.id === item.id)).toMatchObject({ active: false });
    const actions = (await auditEntries(h.db.kysely, { target: `banner:${item.id}` })).map((a) => a.action);
    expect(actions).toEqual(['banner.hide', 'banner.move', 'banner.create']);
  });

  it('keeps banners from other roles and from players', async () => {
    const [first] = await homeBanners();
    expect((await adminGet(h.app, '/banners', as(finance))).statusCode).toBe(403);
    expect((await adminPost(h.app, `/banners/${first.id}/active`, { active: false }, as(support))).statusCode).toBe(403);
    const player = await register(h.app);
    expect((await adminPost(h.app, `/banners/${first.id}/active`, { active: false }, bearer(player.token))).statusCode).toBe(401);
    expect((await homeBanners())[0]).toEqual(first);
  });

  describe('settings', () => {
    const current = async () => (await adminGet(h.app, '/settings', as(admin))).json().data;

    it('saves domains, the trial bonus in kuruş and the site options; audited; players see them at once', async () => {
      const before = await current();
      expect(before).toMatchObject({ domainCurrent: 'kasa1045.com', domainNext: 'kasa1046.com', trialBonusMinor: 5000, egyptQuestMinor: 1_285_000 });
      expect(before.options.map((o: { key: string }) => o.key)).toEqual(['livechat', 'callrequest', 'blog', 'twitter', 'instagram', 'telegram']);
      await grouped();
      const options = before.options.map((o: { key: string; value: string; status: boolean }) =>
        o.key === 'telegram' ? { ...o, value: 'https://t.me/yeni', status: true } : o.key === 'blog' ? { ...o, status: false } : o,
      );
      const res = await adminPost(h.app, '/settings', { domainCurrent: 'Kasa1046.com', domainNext: 'kasa1047.com', trialBonusMinor: 7550, egyptQuestMinor: 1_500_050, options }, as(admin, 'tr'));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ message: 'Ayarlar kaydedildi.', data: { domainCurrent: 'kasa1046.com', domainNext: 'kasa1047.com', trialBonusMinor: 7550 } });

      const seen = await grouped();
      expect(seen.domainStatus).toEqual({ current: 'kasa1046.com', next: 'kasa1047.com' });
      expect(seen.trialBonusAmount).toBe(75.5);
      // Egypt Quest's level I prize, as the home page's jackpots read it (lira).
      expect(seen.jackpotCards.currentLevelI).toBe(15_000.5);
      expect(seen.siteOption).toContainEqual({ key: 'telegram', value: 'https://t.me/yeni', status: true });
      expect(seen.siteOption).toContainEqual(expect.objectContaining({ key: 'blog', status: false }));
      const [audit] = await auditEntries(h.db.kysely, { target: 'settings:site' });
      expect(audit).toMatchObject({ action: 'settings.update', operator_id: admin.id, before: { domainCurrent: 'kasa1045.com', trialBonusMinor: 5000 }, after: { domainCurrent: 'kasa1046.com', trialBonusMinor: 7550 } });
    });

    it('refuses a bad domain, amount or link, and changes nothing', async () => {
      const before = await current();
      const audits = await auditEntries(h.db.kysely);
      for (const body of [
        { ...before, domainNext: 'kasa 1047.com' },
        { ...before, domainCurrent: 'https://kasa.com' },
        { ...before, trialBonusMinor: -1 },
        { ...before, trialBonusMinor: 12.5 },
        { ...before, trialBonusMinor: 10_000_001 },
        { ...before, egyptQuestMinor: -100 },
        { ...before, egyptQuestMinor: 100_000_000_001 },
        { ...before, options: before.options.map((o: object, i: number) => (i === 0 ? { ...o, value: 'javascript:alert(1)' } : o)) },
        { ...before, options: before.options.map((o: object, i: number) => (i === 1 ? { ...o, value: '', status: true } : o)) },
        { ...before, options: before.options.slice(1) },
      ]) {
        const res = await adminPost(h.app, '/settings', body, as(admin));
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
      }
      expect(await current()).toEqual(before);
      expect(await auditEntries(h.db.kysely)).toEqual(audits);
    });

    it('is for administrators only', async () => {
      const before = await current();
      for (const operator of [content, finance, support]) {
        expect((await adminGet(h.app, '/settings', as(operator))).statusCode).toBe(403);
        expect((await adminPost(h.app, '/settings', { ...before, trialBonusMinor: 1 }, as(operator))).statusCode).toBe(403);
      }
      const player = await register(h.app);
      expect((await adminPost(h.app, '/settings', { ...before, trialBonusMinor: 1 }, bearer(player.token))).statusCode).toBe(401);
      expect(await current()).toEqual(before);
    });
  });
});

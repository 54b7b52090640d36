import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap as bootstrapContract } from '../../contracts/cms.js';
import { auditEntries } from '../../server/modules/operators/audit.js';
import { dialects } from './helpers.js';
import { bearer, identityApp, nextIp, register, type IdentityHarness } from './identity-helpers.js';
import { adminGet, adminPost, operatorAuth, signedInOperator, type SignedInOperator } from './operators-helpers.js';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const HOSTILE = '<p onclick="steal()">Hi <a href="javascript:alert(1)">there</a></p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="https://kasa.example/x" onmouseover="x()">ok</a>';

describe.each(dialects)('content screens: promotions, the popup and pages on %s', (dialect) => {
  let h: IdentityHarness;
  let dataDir: string;
  let content: SignedInOperator;
  let admin: SignedInOperator;
  let finance: SignedInOperator;
  let support: SignedInOperator;
  let playerToken: string;
  const as = (operator: SignedInOperator, locale = 'en') => ({ ...operatorAuth(operator.token), 'x-locale': locale });
  const grouped = async (locale = 'tr') => {
    const res = await h.app.inject({ method: 'GET', url: '/api/cms/grouped', headers: { 'x-locale': locale } });
    return bootstrapContract.parse(res.json().data);
  };
  const upload = async (tag: string) => {
    const res = await h.app.inject({ method: 'POST', url: '/api/admin/media', payload: Buffer.concat([PNG, Buffer.from(tag)]), headers: { 'content-type': 'image/png', ...as(content) }, remoteAddress: nextIp() });
    return res.json().data.url as string;
  };
  // What changed is audited; a refused call leaves only its access.denied row (server/modules/operators/guard.ts).
  const audits = async () => (await auditEntries(h.db.kysely)).filter((a) => a.action !== 'access.denied');
  const expectNoScript = (html: string) => {
    expect(html).not.toMatch(/<script|onerror|onclick|onmouseover|javascript:|<img/i);
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'cms-'));
    h = await identityApp(dialect, { config: { DATA_DIR: dataDir } });
    [content, admin, finance, support] = [await signedInOperator(h, 'content'), await signedInOperator(h, 'admin'), await signedInOperator(h, 'finance'), await signedInOperator(h, 'support')];
    playerToken = (await register(h.app)).token;
  });
  afterAll(async () => {
    await h.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('previews what the sanitizer keeps, for content operators and admins only', async () => {
    const res = await adminPost(h.app, '/content/preview', { tr: HOSTILE, en: '<p>Hi</p><script>x()</script>' }, as(content));
    expect(res.statusCode, res.body).toBe(200);
    const html = res.json().data.tr as string;
    expect(res.json().data.en).toBe('<p>Hi</p>');
    expectNoScript(html);
    expect(html).toContain('<p>Hi <a rel="noopener noreferrer">there</a></p>');
    expect(html).toContain('<a href="https://kasa.example/x" rel="noopener noreferrer">ok</a>');
    for (const operator of [finance, support]) expect((await adminPost(h.app, '/content/preview', { tr: 'x', en: 'x' }, as(operator))).statusCode).toBe(403);
    expect((await adminPost(h.app, '/content/preview', { tr: 'x', en: 'x' }, bearer(playerToken))).statusCode).toBe(401);
  });

  describe('promotions', () => {
    const list = async () => (await adminGet(h.app, '/content/promotions', as(content))).json().data.items as Array<Record<string, any>>;
    const editOf = (p: Record<string, any>) => ({ titleTr: p.titleTr, titleEn: p.titleEn, bodyTr: p.bodyTr, bodyEn: p.bodyEn, image: p.image, imageEn: p.imageEn, category: p.category, active: p.active });

    it('lists the promotions in order; an edit is sanitized, audited and on the promotions page at once', async () => {
      const items = await list();
      expect(items.length).toBeGreaterThan(1);
      expect(items[0]).toMatchObject({ titleTr: '%100 Hoş Geldin Bonusu', titleEn: '100% Welcome Bonus', active: true, position: 0 });
      await grouped();
      const target = items[1];
      const image = await upload('promo');
      const res = await adminPost(h.app, `/content/promotions/${target.id}`, { ...editOf(target), titleTr: 'Yeni kayıp bonusu', bodyTr: `<h2>Kurallar</h2>${HOSTILE}`, image }, as(content, 'tr'));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe('Promosyon kaydedildi.');
      const saved = res.json().data;
      expectNoScript(saved.bodyTr);
      expect(saved.bodyTr).toMatch(/^<h2>Kurallar<\/h2><p>Hi <a rel="noopener noreferrer">there<\/a><\/p>/);

      const row = await h.db.kysely.selectFrom('promotions').selectAll().where('id', '=', target.id).executeTakeFirstOrThrow();
      expectNoScript(row.description_tr);
      const seen = (await grouped()).promotions.find((p) => p.id === target.id)!;
      expect(seen).toMatchObject({ title: 'Yeni kayıp bonusu', image, description: saved.bodyTr });
      // English visitors keep the English words and image.
      expect((await grouped('en')).promotions.find((p) => p.id === target.id)).toMatchObject({ title: target.titleEn, image: target.imageEn });

      const [audit] = await auditEntries(h.db.kysely, { target: `promotion:${target.id}` });
      expect(audit).toMatchObject({ action: 'promotion.update', operator_id: content.id, before: { titleTr: target.titleTr, image: target.image }, after: { titleTr: 'Yeni kayıp bonusu', image } });
    });

    it('refuses bad input in the operator’s language and changes nothing', async () => {
      const [first] = await list();
      const [before, auditsBefore] = [await list(), await audits()];
      for (const body of [
        { ...editOf(first), titleTr: '' },
        { ...editOf(first), bodyEn: '   ' },
        { ...editOf(first), image: 'https://evil.example/x.png' },
        { ...editOf(first), imageEn: 'javascript:alert(1)' },
        { ...editOf(first), category: 'poker' },
        { ...editOf(first), active: 'yes' },
      ]) {
        const res = await adminPost(h.app, `/content/promotions/${first.id}`, body, as(content));
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().success).toBe(false);
      }
      const onlyScript = await adminPost(h.app, `/content/promotions/${first.id}`, { ...editOf(first), bodyEn: '<script>alert(1)</script>' }, as(content));
      expect(onlyScript.statusCode).toBe(400);
      expect(onlyScript.json().message).toBe('The English text is empty once unsafe markup is removed. Write some text.');
      const unknown = await adminPost(h.app, `/content/promotions/${first.id}`, { ...editOf(first), image: `/media/uploads/${'c'.repeat(64)}.png` }, as(content, 'tr'));
      expect(unknown.json()).toMatchObject({ success: false, message: 'Bir görsel buraya yüklenmemiş. Görseli yükleme düğmesiyle yeniden seçin.' });
      const missing = await adminPost(h.app, '/content/promotions/999999', editOf(first), as(content, 'tr'));
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Bu numarada bir promosyon yok.');
      expect(await list()).toEqual(before);
      expect(await audits()).toEqual(auditsBefore);
    });

    it('adds a promotion last, moves it up, switches it off; players see each change', async () => {
      const [first] = await list();
      const created = await adminPost(h.app, '/content/promotions', { ...editOf(first), titleTr: 'Yaz promosyonu', titleEn: 'Summer promotion', bodyTr: '<p>Yaz</p>', bodyEn: '<p>Summer</p>', imageEn: null }, as(admin));
      expect(created.statusCode, created.body).toBe(200);
      expect(created.json().message).toBe('The promotion has been added.');
      const item = created.json().data;
      const items = await list();
      expect(items.at(-1)).toMatchObject({ id: item.id, titleTr: 'Yaz promosyonu', position: items.length - 1 });
      expect((await grouped('en')).promotions.at(-1)).toMatchObject({ id: item.id, title: 'Summer promotion', image: first.image });

      expect((await adminPost(h.app, `/content/promotions/${item.id}/move`, { direction: 'up' }, as(content))).statusCode).toBe(200);
      expect((await grouped()).promotions.map((p) => p.id).at(-2)).toBe(item.id);
      const last = (await list()).at(-1)!;
      expect((await adminPost(h.app, `/content/promotions/${last.id}/move`, { direction: 'down' }, as(content, 'tr'))).json()).toMatchObject({ success: false, message: 'Zaten listenin o ucunda.' });

      const hidden = await adminPost(h.app, `/content/promotions/${item.id}/active`, { active: false }, as(content));
      expect(hidden.json()).toMatchObject({ message: 'The promotion has been switched off.', data: { active: false } });
      expect((await grouped()).promotions.map((p) => p.id)).not.toContain(item.id);
      const actions = (await auditEntries(h.db.kysely, { target: `promotion:${item.id}` })).map((a) => a.action);
      expect(actions).toEqual(['promotion.hide', 'promotion.move', 'promotion.create']);
    });

    it('keeps promotions from other roles and from players', async () => {
      const before = await list();
      const [first] = before;
      expect((await adminGet(h.app, '/content/promotions', as(finance))).statusCode).toBe(403);
      expect((await adminPost(h.app, `/content/promotions/${first.id}`, { ...editOf(first), titleTr: 'x' }, as(support))).statusCode).toBe(403);
      expect((await adminPost(h.app, `/content/promotions/${first.id}/active`, { active: false }, bearer(playerToken))).statusCode).toBe(401);
      expect((await adminPost(h.app, '/content/promotions', editOf(first), {})).statusCode).toBe(401);
      expect(await list()).toEqual(before);
    });
  });

  describe('the popup', () => {
    const current = async () => (await adminGet(h.app, '/content/popup', as(content))).json().data.popup as Record<string, any>;
    const editOf = (p: Record<string, any>) => ({ titleTr: p.titleTr, titleEn: p.titleEn, descriptionTr: p.descriptionTr, descriptionEn: p.descriptionEn, url: p.url, images: p.images, imagesEn: p.imagesEn, active: p.active });

    it('saves the popup sanitized; its new id shows it again to players who closed it; audited', async () => {
      const before = await current();
      expect(before).toMatchObject({ titleTr: 'Hafta sonu %50 yatırım bonusu', active: true, url: '/promotions' });
      const seenBefore = (await grouped()).popup!;
      const lg = await upload('popup-lg');
      const res = await adminPost(h.app, '/content/popup', { ...editOf(before), titleTr: 'Bayram bonusu', descriptionTr: `<p>Bayramda %50</p>${HOSTILE}`, images: { ...before.images, lg } }, as(content));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe('The popup has been saved. Players who closed it will see it again.');
      const after = res.json().data.popup;
      expectNoScript(after.descriptionTr);
      expect(after.updatedAt > before.updatedAt).toBe(true);

      const seen = (await grouped()).popup!;
      expect(seen.id).not.toBe(seenBefore.id);
      expect(seen).toMatchObject({ title: 'Bayram bonusu', description: after.descriptionTr, url: '/promotions' });
      expect(seen.images.map((i) => i.url)).toEqual([before.images.sm, before.images.md, lg]);
      // Saved again unchanged, within the same millisecond: still a new id.
      await adminPost(h.app, '/content/popup', editOf(after), as(content));
      expect((await grouped()).popup!.id).not.toBe(seen.id);

      const [audit] = (await auditEntries(h.db.kysely, { target: `popup:${before.id}` })).slice(-1);
      expect(audit).toMatchObject({ action: 'popup.update', operator_id: content.id, before: { titleTr: before.titleTr }, after: { titleTr: 'Bayram bonusu', images: { lg } } });
    });

    it('switched off, players see no popup', async () => {
      const before = await current();
      expect((await adminPost(h.app, '/content/popup', { ...editOf(before), active: false }, as(admin))).statusCode).toBe(200);
      expect((await grouped()).popup).toBeNull();
      expect((await adminPost(h.app, '/content/popup', { ...editOf(before), active: true }, as(admin))).statusCode).toBe(200);
      expect((await grouped()).popup).not.toBeNull();
    });

    it('makes the popup when there is none yet', async () => {
      const before = await current();
      const saved = await h.db.kysely.selectFrom('popups').selectAll().execute();
      await h.db.kysely.deleteFrom('popups').execute();
      try {
        expect(await current()).toBeNull();
        const res = await adminPost(h.app, '/content/popup', editOf(before), as(content));
        expect(res.statusCode, res.body).toBe(200);
        const made = res.json().data.popup;
        expect(made).toMatchObject({ titleTr: before.titleTr, active: true });
        expect((await grouped()).popup).toMatchObject({ id: `${made.id}-${made.updatedAt}`, title: before.titleTr });
        const [audit] = await auditEntries(h.db.kysely, { target: `popup:${made.id}` });
        expect(audit).toMatchObject({ action: 'popup.create', after: { titleTr: before.titleTr } });
      } finally {
        await h.db.kysely.deleteFrom('popups').execute();
        await h.db.kysely.insertInto('popups').values(saved).execute();
        await adminPost(h.app, '/content/popup', editOf(before), as(content));
      }
    });

    it('refuses bad input and other roles, and changes nothing', async () => {
      const before = await current();
      const auditsBefore = await audits();
      for (const body of [
        { ...editOf(before), url: 'javascript:alert(1)' },
        { ...editOf(before), url: '//evil.example' },
        { ...editOf(before), images: { ...before.images, sm: 'https://evil.example/a.png' } },
        { ...editOf(before), titleEn: '' },
      ]) {
        expect((await adminPost(h.app, '/content/popup', body, as(content))).statusCode, JSON.stringify(body)).toBe(400);
      }
      const empty = await adminPost(h.app, '/content/popup', { ...editOf(before), descriptionTr: '<img src=x onerror=alert(1)>' }, as(content, 'tr'));
      expect(empty.json()).toMatchObject({ success: false, message: 'Güvenli olmayan işaretler çıkarılınca Türkçe metin boş kalıyor. Bir metin yazın.' });
      expect((await adminGet(h.app, '/content/popup', as(finance))).statusCode).toBe(403);
      expect((await adminPost(h.app, '/content/popup', editOf(before), as(support))).statusCode).toBe(403);
      expect((await adminPost(h.app, '/content/popup', editOf(before), bearer(playerToken))).statusCode).toBe(401);
      expect(await current()).toEqual(before);
      expect(await audits()).toEqual(auditsBefore);
    });
  });

  describe('pages', () => {
    const list = async () => (await adminGet(h.app, '/content/pages', as(content))).json().data.categories as Array<{ id: number; titleTr: string; pages: Array<Record<string, any>> }>;
    const footer = async () => (await list()).find((c) => c.id === 2)!.pages;
    const editOf = (p: Record<string, any>) => ({ titleTr: p.titleTr, titleEn: p.titleEn, bodyTr: p.bodyTr, bodyEn: p.bodyEn, active: p.active });
    const page = (id: number, locale = 'tr') => h.app.inject({ method: 'GET', url: `/api/cms/page/${id}`, headers: { 'x-locale': locale } });
    const footerOf = async (locale = 'tr') => (await grouped(locale)).categoryList.find((c) => c.id === 2)!.content;

    it('lists categories with their pages; an edit is sanitized, audited and on the page at once', async () => {
      const categories = await list();
      expect(categories.map((c) => c.id).sort()).toEqual([1, 2]);
      const [target] = await footer();
      await grouped();
      const res = await adminPost(h.app, `/content/pages/${target.id}`, { ...editOf(target), titleEn: 'About Kasa', bodyEn: `<h2>Who we are</h2>${HOSTILE}` }, as(content));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe('The page has been saved.');
      expectNoScript(res.json().data.bodyEn);
      const row = await h.db.kysely.selectFrom('cms_pages').selectAll().where('id', '=', target.id).executeTakeFirstOrThrow();
      expectNoScript(row.body_en);
      expect(row.body_en).toMatch(/^<h2>Who we are<\/h2>/);
      expect((await page(target.id, 'en')).json().data).toMatchObject({ title: 'About Kasa', body: row.body_en });
      expect((await footerOf('en')).find((p) => p.id === target.id)!.title).toBe('About Kasa');
      const [audit] = await auditEntries(h.db.kysely, { target: `page:${target.id}` });
      expect(audit).toMatchObject({ action: 'page.update', operator_id: content.id, before: { titleEn: target.titleEn }, after: { titleEn: 'About Kasa' } });
    });

    it('adds a page last in the footer, moves it, hides it: the footer and its address follow', async () => {
      const created = await adminPost(h.app, '/content/pages', { categoryId: 2, titleTr: 'Çerez politikası', titleEn: 'Cookie policy', bodyTr: '<p>Çerezler</p>', bodyEn: '<p>Cookies</p>', active: true }, as(content, 'tr'));
      expect(created.statusCode, created.body).toBe(200);
      expect(created.json().message).toBe('Sayfa eklendi.');
      const item = created.json().data;
      const pages = await footer();
      expect(pages.at(-1)).toMatchObject({ id: item.id, categoryId: 2, titleTr: 'Çerez politikası', position: pages.length - 1, active: true });
      expect((await footerOf()).at(-1)).toEqual({ id: item.id, title: 'Çerez politikası' });
      expect((await page(item.id)).json().data).toMatchObject({ title: 'Çerez politikası', body: '<p>Çerezler</p>' });

      expect((await adminPost(h.app, `/content/pages/${item.id}/move`, { direction: 'up' }, as(content))).statusCode).toBe(200);
      expect((await footerOf()).map((p) => p.id).at(-2)).toBe(item.id);

      const hidden = await adminPost(h.app, `/content/pages/${item.id}/active`, { active: false }, as(content));
      expect(hidden.json()).toMatchObject({ message: 'The page has been hidden.', data: { active: false } });
      expect((await footerOf()).map((p) => p.id)).not.toContain(item.id);
      expect((await page(item.id)).statusCode).toBe(404);
      expect((await footer()).find((p) => p.id === item.id)).toMatchObject({ active: false });
      const actions = (await auditEntries(h.db.kysely, { target: `page:${item.id}` })).map((a) => a.action);
      expect(actions).toEqual(['page.hide', 'page.move', 'page.create']);
    });

    it('refuses bad input, other roles and players, and changes nothing', async () => {
      const before = await list();
      const auditsBefore = await audits();
      const [target] = before.find((c) => c.id === 2)!.pages;
      for (const body of [{ ...editOf(target), titleTr: '' }, { ...editOf(target), bodyTr: '' }, { ...editOf(target), titleEn: 'a\u0000b' }]) {
        expect((await adminPost(h.app, `/content/pages/${target.id}`, body, as(content))).statusCode, JSON.stringify(body)).toBe(400);
      }
      const onlyScript = await adminPost(h.app, `/content/pages/${target.id}`, { ...editOf(target), bodyTr: '<script>alert(1)</script>' }, as(content));
      expect(onlyScript.json().message).toBe('The Turkish text is empty once unsafe markup is removed. Write some text.');
      const noCategory = await adminPost(h.app, '/content/pages', { ...editOf(target), categoryId: 99 }, as(content, 'tr'));
      expect(noCategory.json()).toMatchObject({ success: false, message: 'Böyle bir sayfa kategorisi yok.' });
      expect((await adminPost(h.app, '/content/pages/999999', editOf(target), as(content))).json()).toMatchObject({ success: false, message: 'No page has this id.' });
      expect((await adminGet(h.app, '/content/pages', as(finance))).statusCode).toBe(403);
      expect((await adminPost(h.app, `/content/pages/${target.id}/active`, { active: false }, as(support))).statusCode).toBe(403);
      expect((await adminPost(h.app, '/content/pages', { ...editOf(target), categoryId: 2 }, bearer(playerToken))).statusCode).toBe(401);
      expect(await list()).toEqual(before);
      expect(await audits()).toEqual(auditsBefore);
    });
  });
});

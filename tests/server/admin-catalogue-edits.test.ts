import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCategory, adminCategoryList, adminGameItem } from '../../contracts/admin-catalogue.js';
import { adminJackpotCard, adminJackpotList } from '../../contracts/admin-jackpots.js';
import { bootstrap as bootstrapSchema } from '../../contracts/cms.js';
import type { OperatorRole } from '../../server/db/schema.js';
import { auditEntries } from '../../server/modules/operators/audit.js';
import { dialects } from './helpers.js';
import { bearer, identityApp, nextIp, register, type IdentityHarness } from './identity-helpers.js';
import { adminGet, adminPost, operatorAuth, signedInOperator, type SignedInOperator } from './operators-helpers.js';

const ROLES: OperatorRole[] = ['admin', 'finance', 'support', 'content'];
const CLOVER_CHANCE = 2;
const SLOTS = 1;
const LIVE = 2;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
/** A category's icon, extra addresses and live flag as they are by default. */
const plain = { imageUrl: null, extraSlugs: [], isLive: false };

describe.each(dialects)('new jackpot cards, levels and game categories from the back office on %s', (dialect) => {
  let h: IdentityHarness;
  const op = {} as Record<OperatorRole, SignedInOperator>;
  let playerToken: string;
  let dataDir: string;
  const as = (role: OperatorRole, locale: 'tr' | 'en' = 'en') => ({ ...operatorAuth(op[role].token), 'x-locale': locale });

  async function grouped(locale: 'tr' | 'en') {
    const res = await h.app.inject({ method: 'GET', url: '/api/cms/grouped', headers: { 'x-locale': locale } });
    expect(res.statusCode).toBe(200);
    return bootstrapSchema.parse(res.json().data);
  }
  const cards = async () => adminJackpotList.parse((await adminGet(h.app, '/jackpots', as('content'))).json().data).cards;
  const categories = async () => adminCategoryList.parse((await adminGet(h.app, '/games/categories', as('content'))).json().data).categories;
  // What changed is audited; a refused call leaves only its access.denied row (server/modules/operators/guard.ts).
  const auditCount = async () => (await auditEntries(h.db.kysely, { limit: 10_000 })).filter((a) => a.action !== 'access.denied').length;
  const categoryGames = async (categoryId: number) =>
    (await h.app.inject({ method: 'POST', url: '/api/casino/categorygames', payload: { systemCategory: [categoryId] } })).json().data as Array<{ id: number; name: string }>;

  const upload = async (tag: string) => {
    const res = await h.app.inject({ method: 'POST', url: '/api/admin/media', payload: Buffer.concat([PNG, Buffer.from(tag)]), headers: { 'content-type': 'image/png', ...as('content') }, remoteAddress: nextIp() });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.url as string;
  };
  const siteCategory = async (id: number, locale: 'tr' | 'en' = 'en') => (await grouped(locale)).casinoCategoryList.find((c) => c.id === id);

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'categories-'));
    h = await identityApp(dialect, { config: { DATA_DIR: dataDir } });
    for (const role of ROLES) op[role] = await signedInOperator(h, role);
    playerToken = (await register(h.app)).token;
  });
  afterAll(async () => {
    await h.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('opens to content operators and admins only; a player token and other roles are refused and change nothing', async () => {
    for (const role of ['content', 'admin'] as const) expect((await adminGet(h.app, '/games/categories', as(role))).statusCode).toBe(200);
    const before = { audit: await auditCount(), cards: await cards(), categories: await categories() };
    for (const [headers, expected] of [[as('finance'), 403], [as('support'), 403], [bearer(playerToken), 401]] as const) {
      for (const res of [
        await adminGet(h.app, '/games/categories', headers),
        await adminPost(h.app, '/games/categories', { slug: 'yeni', nameTr: 'Yeni', nameEn: 'New', ...plain }, headers),
        await adminPost(h.app, `/games/categories/${SLOTS}`, { nameTr: 'X', nameEn: 'X', ...plain, extraSlugs: ['x'], isLive: true }, headers),
        await adminPost(h.app, `/games/categories/${SLOTS}/hidden`, { hidden: true }, headers),
        await adminPost(h.app, `/games/categories/${SLOTS}/move`, { direction: 'down' }, headers),
        await adminPost(h.app, '/games/add', { id: 1, to: 2 }, headers),
        await adminPost(h.app, '/jackpots', { instanceName: 'Mystery', nameTr: '', nameEn: '' }, headers),
        await adminPost(h.app, `/jackpots/${CLOVER_CHANCE}/levels`, { level: 'V', nameTr: '', nameEn: '', amountMinor: 100 }, headers),
        await adminPost(h.app, `/jackpots/${CLOVER_CHANCE}/levels/hidden`, { level: 'IV', hidden: true }, headers),
      ]) expect(res.statusCode).toBe(expected);
    }
    expect({ audit: await auditCount(), cards: await cards(), categories: await categories() }).toEqual(before);
  });

  it('adds a jackpot card last, refuses a second card for the same instance, audited', async () => {
    const res = await adminPost(h.app, '/jackpots', { instanceName: 'Mystery Bell', nameTr: 'Gizemli Çan', nameEn: 'Mystery Bell' }, as('content'));
    expect(res.statusCode, res.body).toBe(200);
    const created = adminJackpotCard.parse(res.json().data);
    expect(created).toMatchObject({ instanceName: 'Mystery Bell', nameTr: 'Gizemli Çan', levels: [], hidden: false, shownOnSite: false });
    expect((await cards()).at(-1)!.id).toBe(created.id);
    const [row] = await auditEntries(h.db.kysely, { target: `jackpot:${created.id}` });
    expect(row).toMatchObject({ action: 'jackpot.create', operator_id: op.content.id, after: { instanceName: 'Mystery Bell', nameTr: 'Gizemli Çan' } });

    const audited = await auditCount();
    const twice = await adminPost(h.app, '/jackpots', { instanceName: 'mystery bell', nameTr: '', nameEn: '' }, as('content', 'tr'));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Bu örnek için zaten bir jackpot kartı var.');
    const long = await adminPost(h.app, '/jackpots', { instanceName: 'X'.repeat(61), nameTr: '', nameEn: '' }, as('content'));
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.instanceName).toBeTruthy();
    expect((await adminPost(h.app, '/jackpots', { instanceName: '  ', nameTr: '', nameEn: '' }, as('content'))).statusCode).toBe(400);
    expect(await auditCount()).toBe(audited);
  });

  it('adds a level last on a card; with one level hidden instead, the home page shows the new one at once', async () => {
    const hide = await adminPost(h.app, `/jackpots/${CLOVER_CHANCE}/levels/hidden`, { level: 'IV', hidden: true }, as('content'));
    expect(hide.statusCode, hide.body).toBe(200);
    expect(adminJackpotCard.parse(hide.json().data)).toMatchObject({ shownOnSite: false });
    // Product §9: the home page keeps a card only with exactly four levels.
    expect((await grouped('tr')).egtJackpotCards.find((c) => c.instanceName === 'Clover Chance')!.levelStats.map((l) => l.level)).toEqual(['I', 'II', 'III']);

    const res = await adminPost(h.app, `/jackpots/${CLOVER_CHANCE}/levels`, { level: 'V', nameTr: 'Mini Yonca', nameEn: 'Mini Clover', amountMinor: 1_234_567 }, as('admin'));
    expect(res.statusCode, res.body).toBe(200);
    const card = adminJackpotCard.parse(res.json().data);
    expect(card.shownOnSite).toBe(true);
    expect(card.levels.map((l) => [l.level, l.hidden])).toEqual([['I', false], ['II', false], ['III', false], ['IV', true], ['V', false]]);
    const tr = (await grouped('tr')).egtJackpotCards.find((c) => c.instanceName === 'Clover Chance')!;
    expect(tr.levelStats.at(-1)).toEqual({ level: 'V', amount: 12_345.67, name: 'Mini Yonca' });
    expect((await grouped('en')).egtJackpotCards.find((c) => c.instanceName === 'Clover Chance')!.levelStats.at(-1)!.name).toBe('Mini Clover');
    const [row, hidden] = await auditEntries(h.db.kysely, { target: `jackpot:${CLOVER_CHANCE}` });
    expect(hidden).toMatchObject({ action: 'jackpot.level.hide', before: { level: 'IV', hidden: false }, after: { level: 'IV', hidden: true } });
    expect(row).toMatchObject({ action: 'jackpot.level.create', operator_id: op.admin.id });
    expect((row.before as { levels: unknown[] }).levels).toHaveLength(4);
    expect((row.after as { levels: unknown[] }).levels.at(-1)).toEqual({ level: 'V', nameTr: 'Mini Yonca', nameEn: 'Mini Clover', amountMinor: 1_234_567, hidden: false });
  });

  it('refuses a level code the card has, a negative or fractional amount, an unknown card or level, and changes nothing', async () => {
    const before = await cards();
    const audited = await auditCount();
    const level = (patch: object) => ({ level: 'VI', nameTr: '', nameEn: '', amountMinor: 100, ...patch });
    const taken = await adminPost(h.app, `/jackpots/${CLOVER_CHANCE}/levels`, level({ level: 'v' }), as('content', 'tr'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Bu kartta bu koda sahip bir seviye zaten var.');
    const negative = await adminPost(h.app, `/jackpots/${CLOVER_CHANCE}/levels`, level({ amountMinor: -1 }), as('content', 'tr'));
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors.amountMinor).toBe('Eksi olamaz');
    expect((await adminPost(h.app, `/jackpots/${CLOVER_CHANCE}/levels`, level({ amountMinor: 10.5 }), as('content'))).statusCode).toBe(400);
    expect((await adminPost(h.app, `/jackpots/${CLOVER_CHANCE}/levels`, level({ nameEn: 'N'.repeat(61) }), as('content'))).statusCode).toBe(400);
    expect((await adminPost(h.app, '/jackpots/999/levels', level({}), as('content'))).statusCode).toBe(404);
    const unknown = await adminPost(h.app, `/jackpots/${CLOVER_CHANCE}/levels/hidden`, { level: 'IX', hidden: true }, as('content'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This card has no such level.');
    expect(await cards()).toEqual(before);
    expect(await auditCount()).toBe(audited);
  });

  it('creates a category last: players get its shortcut and lobby at once, and a game added to it (it stays in its own)', async () => {
    const res = await adminPost(h.app, '/games/categories', { slug: 'yeni-oyunlar', nameTr: 'Yeni Oyunlar', nameEn: 'New Games', ...plain }, as('content'));
    expect(res.statusCode, res.body).toBe(200);
    const created = adminCategory.parse(res.json().data);
    expect(created).toMatchObject({ slugList: ['yeni-oyunlar'], nameEn: 'New Games', imageUrl: '/media/categories/yeni-oyunlar.svg', isLive: false, hidden: false, size: 0 });
    expect((await categories()).at(-1)!.id).toBe(created.id);
    const site = (await grouped('en')).casinoCategoryList;
    expect(site.at(-1)).toMatchObject({ id: created.id, name: 'New Games', slugList: ['yeni-oyunlar'] });
    expect((await grouped('tr')).casinoCategoryList.at(-1)!.name).toBe('Yeni Oyunlar');
    const [row] = await auditEntries(h.db.kysely, { target: `category:${created.id}` });
    expect(row).toMatchObject({ action: 'category.create', operator_id: op.content.id, after: { slugList: ['yeni-oyunlar'], nameTr: 'Yeni Oyunlar' } });

    const slot = (await categoryGames(SLOTS))[0];
    const added = await adminPost(h.app, '/games/add', { id: slot.id, to: created.id }, as('content'));
    expect(added.statusCode, added.body).toBe(200);
    expect(adminGameItem.parse(added.json().data).categories.map((c) => c.categoryId)).toEqual(expect.arrayContaining([SLOTS, created.id]));
    expect((await categoryGames(created.id)).map((g) => g.id)).toEqual([slot.id]);
    expect((await categoryGames(SLOTS)).map((g) => g.id)).toContain(slot.id);
    const [addRow] = await auditEntries(h.db.kysely, { target: `game:${slot.id}` });
    expect(addRow).toMatchObject({ action: 'game.addToCategory', after: { categoryId: created.id, position: 0 } });
    const again = await adminPost(h.app, '/games/add', { id: slot.id, to: created.id }, as('content'));
    expect(again.statusCode).toBe(409);
    expect((await adminPost(h.app, '/games/add', { id: slot.id, to: 999 }, as('content'))).statusCode).toBe(400);
  });

  it('refuses a taken or malformed address and empty or long names, in the operator\'s language, and changes nothing', async () => {
    const before = await categories();
    const audited = await auditCount();
    const taken = await adminPost(h.app, '/games/categories', { slug: 'slot', nameTr: 'Slot', nameEn: 'Slot', ...plain }, as('content', 'tr'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Bu adresi başka bir kategori kullanıyor.');
    for (const slug of ['Yeni Oyunlar', 'yeni_oyunlar', '-yeni', 'yeni--oyun', 'ş', '']) {
      const res = await adminPost(h.app, '/games/categories', { slug, nameTr: 'Yeni', nameEn: 'New', ...plain }, as('content', 'en'));
      expect(res.statusCode, slug).toBe(400);
      expect(res.json().errors.slug, slug).toBeTruthy();
    }
    expect((await adminPost(h.app, '/games/categories', { slug: 'bos', nameTr: ' ', nameEn: 'New', ...plain }, as('content'))).statusCode).toBe(400);
    expect((await adminPost(h.app, '/games/categories', { slug: 'uzun', nameTr: 'Y'.repeat(41), nameEn: 'New', ...plain }, as('content'))).statusCode).toBe(400);
    expect((await adminPost(h.app, '/games/categories/999', { nameTr: 'A', nameEn: 'B', ...plain }, as('content'))).statusCode).toBe(404);
    expect(await categories()).toEqual(before);
    expect(await auditCount()).toBe(audited);
  });

  it('renames, reorders and hides a category; players see each change at once', async () => {
    const created = (await categories()).find((c) => c.slugList[0] === 'yeni-oyunlar')!;
    const renamed = await adminPost(h.app, `/games/categories/${created.id}`, { nameTr: 'Yeniler', nameEn: 'Newcomers', ...plain }, as('admin'));
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await grouped('en')).casinoCategoryList.find((c) => c.id === created.id)!.name).toBe('Newcomers');
    const [row] = await auditEntries(h.db.kysely, { target: `category:${created.id}` });
    expect(row).toMatchObject({ action: 'category.update', before: { nameEn: 'New Games' }, after: { nameEn: 'Newcomers' } });

    const moved = await adminPost(h.app, `/games/categories/${created.id}/move`, { direction: 'up' }, as('content'));
    expect(moved.statusCode, moved.body).toBe(200);
    const ids = (await grouped('en')).casinoCategoryList.map((c) => c.id);
    expect(ids.indexOf(created.id)).toBe(ids.length - 2);
    const first = (await categories())[0];
    const audited = await auditCount();
    expect((await adminPost(h.app, `/games/categories/${first.id}/move`, { direction: 'up' }, as('content'))).statusCode).toBe(409);
    expect(await auditCount()).toBe(audited);

    const hidden = await adminPost(h.app, `/games/categories/${created.id}/hidden`, { hidden: true }, as('content'));
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await grouped('en')).casinoCategoryList.map((c) => c.id)).not.toContain(created.id);
    expect((await categories()).find((c) => c.id === created.id)).toMatchObject({ hidden: true, size: 1 });
    const [hideRow] = await auditEntries(h.db.kysely, { target: `category:${created.id}` });
    expect(hideRow).toMatchObject({ action: 'category.hide', before: { hidden: false }, after: { hidden: true } });
    await adminPost(h.app, `/games/categories/${created.id}/hidden`, { hidden: false }, as('content'));
    expect((await grouped('en')).casinoCategoryList.map((c) => c.id)).toContain(created.id);
  });

  it('sets an icon, extra addresses and the live flag: the players’ bootstrap and lobby answer to them at once, audited; and back', async () => {
    const created = (await categories()).find((c) => c.slugList[0] === 'yeni-oyunlar')!;
    const icon = await upload('yeni-oyunlar icon');
    const res = await adminPost(h.app, `/games/categories/${created.id}`, { nameTr: created.nameTr, nameEn: created.nameEn, imageUrl: icon, extraSlugs: ['yeni-ek', 'taze'], isLive: true }, as('content', 'tr'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Kategori kaydedildi.');
    expect(adminCategory.parse(res.json().data)).toMatchObject({ slugList: ['yeni-oyunlar', 'yeni-ek', 'taze'], imageUrl: icon, isLive: true });
    for (const locale of ['tr', 'en'] as const) {
      expect(await siteCategory(created.id, locale)).toMatchObject({ slugList: ['yeni-oyunlar', 'yeni-ek', 'taze'], imageUrl: icon, isLive: true });
    }
    // The icon is served to players.
    expect((await h.app.inject({ method: 'GET', url: icon })).statusCode).toBe(200);
    const [row] = await auditEntries(h.db.kysely, { target: `category:${created.id}` });
    expect(row).toMatchObject({
      action: 'category.update',
      operator_id: op.content.id,
      before: { slugList: ['yeni-oyunlar'], imageUrl: '/media/categories/yeni-oyunlar.svg', isLive: false },
      after: { slugList: ['yeni-oyunlar', 'yeni-ek', 'taze'], imageUrl: icon, isLive: true },
    });

    const back = await adminPost(h.app, `/games/categories/${created.id}`, { nameTr: created.nameTr, nameEn: created.nameEn, ...plain }, as('admin'));
    expect(back.statusCode, back.body).toBe(200);
    expect(await siteCategory(created.id)).toMatchObject({ slugList: ['yeni-oyunlar'], imageUrl: '/media/categories/yeni-oyunlar.svg', isLive: false });
  });

  it('a new category may come with its icon, extra addresses and live flag', async () => {
    const icon = await upload('masa icon');
    const res = await adminPost(h.app, '/games/categories', { slug: 'masa-oyunlari', nameTr: 'Masa Oyunları', nameEn: 'Table Games', imageUrl: icon, extraSlugs: ['masa'], isLive: true }, as('content'));
    expect(res.statusCode, res.body).toBe(200);
    const created = adminCategory.parse(res.json().data);
    expect(await siteCategory(created.id)).toMatchObject({ slugList: ['masa-oyunlari', 'masa'], imageUrl: icon, isLive: true });
    const [row] = await auditEntries(h.db.kysely, { target: `category:${created.id}` });
    expect(row).toMatchObject({ action: 'category.create', after: { slugList: ['masa-oyunlari', 'masa'], imageUrl: icon, isLive: true } });
  });

  it('refuses an address another category has (main or extra), a bad address or icon, in the operator\'s language, and changes nothing', async () => {
    const created = (await categories()).find((c) => c.slugList[0] === 'yeni-oyunlar')!;
    const names = { nameTr: created.nameTr, nameEn: created.nameEn };
    const live = (await categories()).find((c) => c.id === LIVE)!;
    const extra = await adminPost(h.app, `/games/categories/${LIVE}`, { nameTr: live.nameTr, nameEn: live.nameEn, ...plain, isLive: true, extraSlugs: ['canli'] }, as('content'));
    expect(extra.statusCode, extra.body).toBe(200);
    const before = await categories();
    const audited = await auditCount();
    const edit = (body: Record<string, unknown>, locale: 'tr' | 'en' = 'en') => adminPost(h.app, `/games/categories/${created.id}`, { ...names, ...plain, ...body }, as('content', locale));

    for (const [slug, locale, message] of [
      ['slot', 'tr', '/casino/slot adresini başka bir kategori kullanıyor.'],
      ['canli', 'en', 'Another category already uses the address /casino/canli.'],
    ] as const) {
      const res = await edit({ extraSlugs: ['serbest', slug] }, locale);
      expect(res.statusCode, slug).toBe(409);
      expect(res.json().message).toBe(message);
      expect(res.json().errors.extraSlugs).toBe(message);
    }
    const own = await edit({ extraSlugs: ['yeni-oyunlar'] });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('/casino/yeni-oyunlar is already this category’s own address.');
    // A new category cannot take another one's extra address either, as its own or as an extra.
    const takenMain = await adminPost(h.app, '/games/categories', { slug: 'canli', nameTr: 'Canlı', nameEn: 'Live', ...plain }, as('content'));
    expect(takenMain.statusCode).toBe(409);
    expect(takenMain.json().errors.slug).toBe('Another category already uses this address.');
    expect((await adminPost(h.app, '/games/categories', { slug: 'bos-yer', nameTr: 'Boş', nameEn: 'Free', ...plain, extraSlugs: ['canli'] }, as('content'))).statusCode).toBe(409);
    expect((await adminPost(h.app, '/games/categories', { slug: 'bos-yer', nameTr: 'Boş', nameEn: 'Free', ...plain, extraSlugs: ['bos-yer'] }, as('content'))).statusCode).toBe(400);

    for (const extraSlugs of [['Kötü Adres'], ['a_b'], ['-x'], ['x'.repeat(41)], [''], ['iki', 'iki'], Array.from({ length: 11 }, (_, i) => `ek-${i}`), 'tek', [1]]) {
      const res = await edit({ extraSlugs });
      expect(res.statusCode, JSON.stringify(extraSlugs)).toBe(400);
    }
    const repeated = await edit({ extraSlugs: ['iki', 'iki'] }, 'tr');
    expect(repeated.json().errors.extraSlugs).toBe('/casino/iki iki kez yazılmış (ya da kategorinin kendi adresi)');

    const unknown = await edit({ imageUrl: `/media/uploads/${'a'.repeat(64)}.png` }, 'tr');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Simge buraya yüklenmemiş. Yükleme düğmesiyle yeniden seçin ya da oluşturulan simgeye dönün.');
    expect((await adminPost(h.app, '/games/categories', { slug: 'bos-yer', nameTr: 'Boş', nameEn: 'Free', ...plain, imageUrl: `/media/uploads/${'b'.repeat(64)}.webp` }, as('content'))).json().errors.imageUrl).toBeTruthy();
    for (const imageUrl of ['https://example.com/x.png', '/media/categories/slot.svg', '/media/uploads/../x.png', '', 5]) {
      expect((await edit({ imageUrl })).statusCode, String(imageUrl)).toBe(400);
    }
    for (const isLive of ['yes', 1, null]) expect((await edit({ isLive })).statusCode, String(isLive)).toBe(400);
    expect((await adminPost(h.app, `/games/categories/${created.id}`, names, as('content'))).statusCode).toBe(400);

    expect(await categories()).toEqual(before);
    expect(await auditCount()).toBe(audited);
    expect((await siteCategory(created.id))!.slugList).toEqual(['yeni-oyunlar']);
  });

  it('two operators giving the same extra address to two categories at once: one gets it, the other is refused', async () => {
    const [a, b] = (await categories()).filter((c) => [SLOTS, 3].includes(c.id));
    const give = (c: typeof a, role: OperatorRole) => adminPost(h.app, `/games/categories/${c.id}`, { nameTr: c.nameTr, nameEn: c.nameEn, ...plain, extraSlugs: ['ortak'] }, as(role));
    const both = await Promise.all([give(a, 'content'), give(b, 'admin')]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await categories()).filter((c) => c.slugList.includes('ortak'))).toHaveLength(1);
  });

  it('two operators adding at once: each new category gets its own id, and the same address twice is refused, not a failure', async () => {
    const create = (slug: string, role: OperatorRole) => adminPost(h.app, '/games/categories', { slug, nameTr: slug, nameEn: slug, ...plain }, as(role));
    const apart = await Promise.all([create('ayni-anda-1', 'content'), create('ayni-anda-2', 'admin')]);
    expect(apart.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(new Set(apart.map((r) => r.json().data.id)).size).toBe(2);
    const same = await Promise.all([create('ayni-adres', 'content'), create('ayni-adres', 'admin')]);
    expect(same.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const levels = await Promise.all(['content', 'admin'].map((role) => adminPost(h.app, `/jackpots/${CLOVER_CHANCE}/levels`, { level: 'VII', nameTr: '', nameEn: '', amountMinor: 1 }, as(role as OperatorRole))));
    expect(levels.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

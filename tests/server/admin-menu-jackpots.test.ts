import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminJackpotCard, adminJackpotList, type AdminJackpotCard } from '../../contracts/admin-jackpots.js';
import { adminMenuItem, adminMenuList, type AdminMenuItem } from '../../contracts/admin-menu.js';
import { bootstrap as bootstrapSchema } from '../../contracts/cms.js';
import type { MenuEntry } from '../../contracts/menu.js';
import type { OperatorRole } from '../../server/db/schema.js';
import { auditEntries } from '../../server/modules/operators/audit.js';
import { dialects } from './helpers.js';
import { bearer, identityApp, register, type IdentityHarness } from './identity-helpers.js';
import { adminGet, adminPost, operatorAuth, signedInOperator, type SignedInOperator } from './operators-helpers.js';

const ROLES: OperatorRole[] = ['admin', 'finance', 'support', 'content'];
const HIGH_CASH = 1;
const SPORTS_PLUS = 12;
const PROMOTIONS = 30;

describe.each(dialects)('the back office side menu and jackpots on %s', (dialect) => {
  let h: IdentityHarness;
  const op = {} as Record<OperatorRole, SignedInOperator>;
  let playerToken: string;
  const as = (role: OperatorRole, locale: 'tr' | 'en' = 'en') => ({ ...operatorAuth(op[role].token), 'x-locale': locale });

  async function grouped(locale: 'tr' | 'en') {
    const res = await h.app.inject({ method: 'GET', url: '/api/cms/grouped', headers: { 'x-locale': locale } });
    expect(res.statusCode).toBe(200);
    return bootstrapSchema.parse(res.json().data);
  }
  const flat = (entries: MenuEntry[]): MenuEntry[] => entries.flatMap((e) => [e, ...flat(e.children ?? [])]);
  const siteMenu = async (locale: 'tr' | 'en' = 'tr') => (await grouped(locale)).menu;
  const text = async (locale: 'tr' | 'en', key: string) => (await grouped(locale)).translationList.find((t) => t.key === key)?.value;
  const menuItems = async () => adminMenuList.parse((await adminGet(h.app, '/menu', as('content'))).json().data).items;
  const menuItem = async (id: number) => (await menuItems()).find((i) => i.id === id)!;
  const cards = async () => adminJackpotList.parse((await adminGet(h.app, '/jackpots', as('content'))).json().data).cards;
  const card = async (id: number) => (await cards()).find((c) => c.id === id)!;
  // What changed is audited; a refused call leaves only its access.denied row (server/modules/operators/guard.ts).
  const auditCount = async () => (await auditEntries(h.db.kysely, { limit: 10_000 })).filter((a) => a.action !== 'access.denied').length;
  const editOf = (item: AdminMenuItem) => ({ titleTr: item.titleTr, titleEn: item.titleEn, icon: item.icon, target: item.target, badge: item.badge, hidden: item.hidden });
  const jackpotEditOf = (c: AdminJackpotCard) => ({ nameTr: c.nameTr, nameEn: c.nameEn, levels: c.levels });

  beforeAll(async () => {
    h = await identityApp(dialect);
    for (const role of ROLES) op[role] = await signedInOperator(h, role);
    playerToken = (await register(h.app)).token;
  });
  afterAll(() => h.close());

  it('opens to content operators and admins only; a player token and other roles are refused and change nothing', async () => {
    for (const role of ['content', 'admin'] as const) {
      expect((await adminGet(h.app, '/menu', as(role))).statusCode).toBe(200);
      expect((await adminGet(h.app, '/jackpots', as(role))).statusCode).toBe(200);
    }
    const before = await auditCount();
    for (const [headers, expected] of [[as('finance'), 403], [as('support'), 403], [bearer(playerToken), 401]] as const) {
      for (const res of [
        await adminGet(h.app, '/menu', headers),
        await adminPost(h.app, `/menu/${PROMOTIONS}/hidden`, { hidden: true }, headers),
        await adminPost(h.app, '/menu', { titleTr: 'X', titleEn: 'X', icon: 'info', target: { kind: 'page', url: '/' }, badge: '', hidden: false, group: 'other', parentId: null }, headers),
        await adminGet(h.app, '/jackpots', headers),
        await adminPost(h.app, `/jackpots/${HIGH_CASH}/hidden`, { hidden: true }, headers),
        await adminPost(h.app, `/jackpots/${HIGH_CASH}/move`, { direction: 'up' }, headers),
      ]) expect(res.statusCode).toBe(expected);
    }
    expect(await auditCount()).toBe(before);
    expect(flat((await siteMenu()).flatMap((g) => g.entries)).some((e) => e.title === 'menu.promotions')).toBe(true);
    expect((await grouped('tr')).egtJackpotCards.some((c) => c.instanceName === 'High Cash')).toBe(true);
  });

  it('lists the menu group by group, children after their parent, with both titles and each target', async () => {
    const items = await menuItems();
    expect(items.map((i) => i.group)).toEqual([...items.map((i) => i.group)].sort((a, b) => ['casino', 'sports', 'games', 'other'].indexOf(a) - ['casino', 'sports', 'games', 'other'].indexOf(b)));
    const plus = items.findIndex((i) => i.id === SPORTS_PLUS);
    expect(items[plus].target).toEqual({ kind: 'group' });
    expect(items.slice(plus + 1, plus + 3).map((i) => i.parentId)).toEqual([SPORTS_PLUS, SPORTS_PLUS]);
    expect(items.find((i) => i.id === 1)).toMatchObject({ titleTr: 'Slot Oyunları', titleEn: 'Slots', target: { kind: 'page', url: '/casino/slot' } });
    expect(items.find((i) => i.id === 20)?.target).toEqual({ kind: 'game', search: 'Aviator', live: false });
    expect(items.find((i) => i.id === 33)?.target).toEqual({ kind: 'option', appKey: 'blog' });
  });

  it('edits an entry: players get the new titles, badge and link at once, and the audit keeps before and after', async () => {
    const before = await menuItem(1);
    const res = await adminPost(h.app, '/menu/1', { ...editOf(before), titleTr: 'Slotlar', titleEn: 'Slot machines', badge: 'YENİ', target: { kind: 'page', url: '/casino/popular-games' } }, as('content'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('The menu entry has been saved.');
    expect(adminMenuItem.parse(res.json().data)).toMatchObject({ titleTr: 'Slotlar', titleEn: 'Slot machines', badge: 'YENİ' });
    const entry = (await siteMenu()).find((g) => g.title === 'Casino')!.entries[0];
    expect(entry).toMatchObject({ title: 'menu.slots', url: '/casino/popular-games', badge: 'YENİ' });
    expect(await text('tr', 'menu.slots')).toBe('Slotlar');
    expect(await text('en', 'menu.slots')).toBe('Slot machines');
    const [row] = await auditEntries(h.db.kysely, { target: 'menu:1' });
    expect(row).toMatchObject({
      action: 'menu.update',
      operator_id: op.content.id,
      before: { titleTr: 'Slot Oyunları', titleEn: 'Slots', badge: '', target: { kind: 'page', url: '/casino/slot' } },
      after: { titleTr: 'Slotlar', titleEn: 'Slot machines', badge: 'YENİ', target: { kind: 'page', url: '/casino/popular-games' } },
    });
  });

  it('refuses a link the site does not know, a non-https address, a child group or a group with children turned into a link, in the operator\'s language, and changes nothing', async () => {
    const item = await menuItem(34);
    const audited = await auditCount();
    const unknown = await adminPost(h.app, '/menu/34', { ...editOf(item), target: { kind: 'page', url: '/no-such-page' } }, as('content', 'en'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors['target.url']).toBe('Not a page of this site: enter one such as /promotions, /casino/slot or /pages/3');
    const unknownTr = await adminPost(h.app, '/menu/34', { ...editOf(item), target: { kind: 'page', url: '/no-such-page' } }, as('content', 'tr'));
    expect(unknownTr.json().errors['target.url']).toMatch(/^Sitenin bir sayfası değil/);
    const http = await adminPost(h.app, '/menu/34', { ...editOf(item), target: { kind: 'external', url: 'http://blog.example.com' } }, as('content'));
    expect(http.statusCode).toBe(400);
    expect(http.json().errors['target.url']).toBe('Enter an address that starts with https://');
    const script = await adminPost(h.app, '/menu/34', { ...editOf(item), target: { kind: 'external', url: 'javascript:alert(1)' } }, as('content'));
    expect(script.statusCode).toBe(400);
    const option = await adminPost(h.app, '/menu/34', { ...editOf(item), target: { kind: 'option', appKey: 'facebook' } }, as('content'));
    expect(option.statusCode).toBe(400);
    expect((await adminPost(h.app, '/menu/34', { ...editOf(item), titleTr: '  ' }, as('content'))).statusCode).toBe(400);
    const nested = await adminPost(h.app, '/menu/13', { ...editOf(await menuItem(13)), target: { kind: 'group' } }, as('content'));
    expect(nested.statusCode).toBe(400);
    expect(nested.json().message).toBe('A child entry cannot be a group itself: choose a page, an address, a link or a game.');
    const parent = await adminPost(h.app, `/menu/${SPORTS_PLUS}`, { ...editOf(await menuItem(SPORTS_PLUS)), target: { kind: 'page', url: '/spor' } }, as('content', 'tr'));
    expect(parent.statusCode).toBe(409);
    expect(parent.json().message).toBe('Bu girişin alt girişleri var: grup olarak kalmalı.');
    expect((await adminPost(h.app, '/menu/99999', editOf(item), as('content'))).statusCode).toBe(404);
    expect(await auditCount()).toBe(audited);
    expect(await menuItem(34)).toEqual(item);
    expect((await menuItem(SPORTS_PLUS)).target).toEqual({ kind: 'group' });
  });

  it('adds an entry under a group and an external one at the end of a section; players see both', async () => {
    const child = await adminPost(
      h.app,
      '/menu',
      { group: 'sports', parentId: SPORTS_PLUS, titleTr: 'Sanal Sporlar', titleEn: 'Virtual Sports', icon: 'ball', target: { kind: 'page', url: '/casino/tvbets' }, badge: '', hidden: false },
      as('admin'),
    );
    expect(child.statusCode, child.body).toBe(200);
    const created = adminMenuItem.parse(child.json().data);
    expect(created).toMatchObject({ parentId: SPORTS_PLUS, position: 2, group: 'sports' });
    const external = await adminPost(
      h.app,
      '/menu',
      { group: 'other', parentId: null, titleTr: 'Haberler', titleEn: 'News', icon: 'blog', target: { kind: 'external', url: 'https://news.example.com/kasa' }, badge: '', hidden: false },
      as('content'),
    );
    expect(external.statusCode, external.body).toBe(200);
    const news = adminMenuItem.parse(external.json().data);
    const menu = await siteMenu('en');
    const plus = menu.find((g) => g.title === 'Sports Bettings')!.entries.find((e) => e.title === 'menu.sportsPlus')!;
    expect(plus.children?.at(-1)).toMatchObject({ url: '/casino/tvbets', icon: 'ball' });
    const key = plus.children!.at(-1)!.title;
    expect(await text('en', key)).toBe('Virtual Sports');
    expect(await text('tr', key)).toBe('Sanal Sporlar');
    expect(menu.find((g) => g.title === 'Other')!.entries.at(-1)).toMatchObject({ url: 'https://news.example.com/kasa' });
    const [row] = await auditEntries(h.db.kysely, { target: `menu:${news.id}` });
    expect(row).toMatchObject({ action: 'menu.create', operator_id: op.content.id, before: null, after: { group: 'other', titleEn: 'News' } });

    // Only under a group entry of the same section.
    const audited = await auditCount();
    const wrong = await adminPost(h.app, '/menu', { group: 'other', parentId: SPORTS_PLUS, titleTr: 'X', titleEn: 'X', icon: 'info', target: { kind: 'page', url: '/' }, badge: '', hidden: false }, as('content'));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The parent must be a group entry of the same section.');
    expect((await adminPost(h.app, '/menu', { group: 'other', parentId: PROMOTIONS, titleTr: 'X', titleEn: 'X', icon: 'info', target: { kind: 'page', url: '/' }, badge: '', hidden: false }, as('content'))).statusCode).toBe(400);
    expect(await auditCount()).toBe(audited);
  });

  it('hides and shows an entry, and moves it among its siblings', async () => {
    const hidden = await adminPost(h.app, `/menu/${PROMOTIONS}/hidden`, { hidden: true }, as('content'));
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(flat((await siteMenu()).flatMap((g) => g.entries)).some((e) => e.title === 'menu.promotions')).toBe(false);
    expect((await menuItem(PROMOTIONS)).hidden).toBe(true);
    const [row] = await auditEntries(h.db.kysely, { target: `menu:${PROMOTIONS}` });
    expect(row).toMatchObject({ action: 'menu.hide', before: { hidden: false }, after: { hidden: true } });
    await adminPost(h.app, `/menu/${PROMOTIONS}/hidden`, { hidden: false }, as('content'));
    expect(flat((await siteMenu()).flatMap((g) => g.entries)).some((e) => e.title === 'menu.promotions')).toBe(true);

    const moved = await adminPost(h.app, '/menu/2/move', { direction: 'up' }, as('content'));
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await siteMenu()).find((g) => g.title === 'Casino')!.entries.slice(0, 2).map((e) => e.title)).toEqual(['menu.liveCasino', 'menu.slots']);
    const audited = await auditCount();
    const edge = await adminPost(h.app, '/menu/2/move', { direction: 'up' }, as('content'));
    expect(edge.statusCode).toBe(409);
    expect((await adminPost(h.app, '/menu/2/move', { direction: 'left' }, as('content'))).statusCode).toBe(400);
    expect(await auditCount()).toBe(audited);
  });

  it('edits a jackpot card: amounts in kuruş, names in both languages and the level order reach the home page at once, audited', async () => {
    const before = await card(HIGH_CASH);
    expect(before).toMatchObject({ instanceName: 'High Cash', shownOnSite: true, hidden: false });
    expect((await card(3)).shownOnSite).toBe(false);
    const levels = [...before.levels];
    const res = await adminPost(
      h.app,
      `/jackpots/${HIGH_CASH}`,
      { nameTr: 'Büyük Nakit', nameEn: 'Big Cash', levels: [{ ...levels[0], amountMinor: 150_000_012, nameTr: 'Mega', nameEn: 'Mega' }, ...levels.slice(1)] },
      as('content'),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(adminJackpotCard.parse(res.json().data).levels[0]).toEqual({ level: 'I', nameTr: 'Mega', nameEn: 'Mega', amountMinor: 150_000_012, hidden: false });
    const tr = (await grouped('tr')).egtJackpotCards.find((c) => c.instanceName === 'High Cash')!;
    expect(tr.title).toBe('Büyük Nakit');
    expect(tr.levelStats[0]).toEqual({ level: 'I', amount: 1_500_000.12, name: 'Mega' });
    expect(tr.levelStats[1]).toEqual({ level: 'II', amount: levels[1].amountMinor / 100 });
    expect((await grouped('en')).egtJackpotCards.find((c) => c.instanceName === 'High Cash')!.title).toBe('Big Cash');
    const [row] = await auditEntries(h.db.kysely, { target: `jackpot:${HIGH_CASH}` });
    expect(row).toMatchObject({
      action: 'jackpot.update',
      operator_id: op.content.id,
      before: { nameTr: '', levels: [{ level: 'I', amountMinor: levels[0].amountMinor }, {}, {}, {}] },
      after: { nameTr: 'Büyük Nakit', levels: [{ level: 'I', amountMinor: 150_000_012 }, {}, {}, {}] },
    });

    const reordered = await adminPost(h.app, `/jackpots/${HIGH_CASH}`, { ...jackpotEditOf(await card(HIGH_CASH)), levels: [...(await card(HIGH_CASH)).levels].reverse() }, as('admin'));
    expect(reordered.statusCode).toBe(200);
    expect((await grouped('tr')).egtJackpotCards.find((c) => c.instanceName === 'High Cash')!.levelStats.map((l) => l.level)).toEqual(['IV', 'III', 'II', 'I']);
  });

  it('refuses a negative or fractional amount, a level the card does not have, a missing level, in the operator\'s language, and changes nothing', async () => {
    const current = await card(HIGH_CASH);
    const audited = await auditCount();
    const withLevel = (patch: object) => ({ ...jackpotEditOf(current), levels: [{ ...current.levels[0], ...patch }, ...current.levels.slice(1)] });
    const negative = await adminPost(h.app, `/jackpots/${HIGH_CASH}`, withLevel({ amountMinor: -1 }), as('content', 'tr'));
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors['levels.0.amountMinor']).toBe('Eksi olamaz');
    expect((await adminPost(h.app, `/jackpots/${HIGH_CASH}`, withLevel({ amountMinor: 10.5 }), as('content'))).statusCode).toBe(400);
    const foreign = await adminPost(h.app, `/jackpots/${HIGH_CASH}`, withLevel({ level: 'IX' }), as('content'));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('Send each level of the card exactly once.');
    const missing = await adminPost(h.app, `/jackpots/${HIGH_CASH}`, { ...jackpotEditOf(current), levels: current.levels.slice(1) }, as('content'));
    expect(missing.statusCode).toBe(400);
    const twice = await adminPost(h.app, `/jackpots/${HIGH_CASH}`, { ...jackpotEditOf(current), levels: [current.levels[0], ...current.levels] }, as('content'));
    expect(twice.statusCode).toBe(400);
    expect((await adminPost(h.app, '/jackpots/999', jackpotEditOf(current), as('content'))).statusCode).toBe(404);
    expect(await auditCount()).toBe(audited);
    expect(await card(HIGH_CASH)).toEqual(current);
  });

  it('hides a card from the home page and shows it again; moves cards', async () => {
    const res = await adminPost(h.app, `/jackpots/${HIGH_CASH}/hidden`, { hidden: true }, as('content'));
    expect(res.statusCode, res.body).toBe(200);
    expect((await grouped('tr')).egtJackpotCards.map((c) => c.instanceName)).not.toContain('High Cash');
    const [row] = await auditEntries(h.db.kysely, { target: `jackpot:${HIGH_CASH}` });
    expect(row).toMatchObject({ action: 'jackpot.hide', before: { hidden: false }, after: { hidden: true } });
    await adminPost(h.app, `/jackpots/${HIGH_CASH}/hidden`, { hidden: false }, as('content'));
    expect((await grouped('tr')).egtJackpotCards.map((c) => c.instanceName)).toContain('High Cash');

    const moved = await adminPost(h.app, '/jackpots/2/move', { direction: 'up' }, as('content'));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(adminJackpotList.parse(moved.json().data).cards.map((c) => c.id)).toEqual([3, 2, 1]);
    const audited = await auditCount();
    expect((await adminPost(h.app, '/jackpots/3/move', { direction: 'up' }, as('content'))).statusCode).toBe(409);
    expect(await auditCount()).toBe(audited);
  });
});

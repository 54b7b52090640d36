import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGameItem, adminGamePage, gameFacets, translationItem, translationPage } from '../../contracts/admin-catalogue.js';
import { bootstrap as bootstrapSchema } from '../../contracts/cms.js';
import { uiCatalogues } from '../../i18n/catalogues.js';
import type { OperatorRole } from '../../server/db/schema.js';
import { firstViewGamesCache } from '../../server/modules/casino/first-view-games.js';
import { auditEntries } from '../../server/modules/operators/audit.js';
import { dialects } from './helpers.js';
import { bearer, identityApp, register, type IdentityHarness } from './identity-helpers.js';
import { adminGet, adminPost, operatorAuth, signedInOperator, type SignedInOperator } from './operators-helpers.js';

const ROLES: OperatorRole[] = ['admin', 'finance', 'support', 'content'];

describe.each(dialects)('the back office translations and game catalogue on %s', (dialect) => {
  let h: IdentityHarness;
  const op = {} as Record<OperatorRole, SignedInOperator>;
  let playerToken: string;
  const as = (role: OperatorRole) => operatorAuth(op[role].token);

  async function grouped(locale: 'tr' | 'en') {
    const res = await h.app.inject({ method: 'GET', url: '/api/cms/grouped', headers: { 'x-locale': locale } });
    expect(res.statusCode).toBe(200);
    return bootstrapSchema.parse(res.json().data);
  }
  const overrideOf = async (locale: 'tr' | 'en', key: string) => (await grouped(locale)).translationList.find((t) => t.key === key)?.value;
  const categoryGames = async (categoryId: number) =>
    (await h.app.inject({ method: 'POST', url: '/api/casino/categorygames', payload: { systemCategory: [categoryId] } })).json().data as Array<{ id: number }>;

  beforeAll(async () => {
    h = await identityApp(dialect);
    for (const role of ROLES) op[role] = await signedInOperator(h, role);
    playerToken = (await register(h.app)).token;
  });
  afterAll(() => h.close());

  it('opens to content operators and admins only; a player token and other roles are refused', async () => {
    for (const role of ['content', 'admin'] as const) {
      expect((await adminGet(h.app, '/translations?q=header.register', as(role))).statusCode).toBe(200);
      expect((await adminGet(h.app, '/games', as(role))).statusCode).toBe(200);
    }
    for (const role of ['finance', 'support'] as const) {
      for (const res of [
        await adminGet(h.app, '/translations', as(role)),
        await adminPost(h.app, '/translations', { locale: 'tr', key: 'header.register', value: 'X' }, as(role)),
        await adminGet(h.app, '/games', as(role)),
        await adminPost(h.app, '/games/enabled', { id: 1, enabled: false }, as(role)),
      ]) expect(res.statusCode).toBe(403);
    }
    const player = await adminPost(h.app, '/translations', { locale: 'tr', key: 'header.register', value: 'X' }, bearer(playerToken));
    expect(player.statusCode).toBe(401);
    expect((await adminPost(h.app, '/games/enabled', { id: 1, enabled: false }, bearer(playerToken))).statusCode).toBe(401);
    expect(await overrideOf('tr', 'header.register')).toBeUndefined();
  });

  it('searches the built-in keys with both languages side by side', async () => {
    const res = await adminGet(h.app, `/translations?q=${encodeURIComponent('header.regis')}`, as('content'));
    const page = translationPage.parse(res.json().data);
    expect(page.items.find((i) => i.key === 'header.register')).toEqual({
      key: 'header.register',
      tr: { builtIn: uiCatalogues.tr['header.register'], override: null },
      en: { builtIn: 'Register', override: null },
    });
    // By the text, in either language, whatever its case.
    const byText = translationPage.parse((await adminGet(h.app, '/translations?q=REGISTER', as('content'))).json().data);
    expect(byText.items.map((i) => i.key)).toContain('header.register');
    const all = translationPage.parse((await adminGet(h.app, '/translations', as('content'))).json().data);
    expect(all.total).toBeGreaterThan(all.items.length);
  });

  it('saves an override (audited, players see it at once), and removes it again', async () => {
    const before = (await grouped('tr')).translationList.length;
    const res = await adminPost(h.app, '/translations', { locale: 'tr', key: 'header.register', value: 'Hemen üye ol' }, as('content'));
    expect(res.statusCode, res.body).toBe(200);
    expect(translationItem.parse(res.json().data).tr).toEqual({ builtIn: uiCatalogues.tr['header.register'], override: 'Hemen üye ol' });
    expect(await overrideOf('tr', 'header.register')).toBe('Hemen üye ol');
    expect(await overrideOf('en', 'header.register')).toBeUndefined();
    expect((await grouped('tr')).translationList.length).toBe(before + 1);
    const [row] = await auditEntries(h.db.kysely, { target: 'translation:tr:header.register' });
    expect(row).toMatchObject({ action: 'translation.set', operator_id: op.content.id, before: { value: uiCatalogues.tr['header.register'] }, after: { value: 'Hemen üye ol' } });

    const removed = await adminPost(h.app, '/translations/remove', { locale: 'tr', key: 'header.register' }, as('admin'));
    expect(removed.statusCode, removed.body).toBe(200);
    expect(translationItem.parse(removed.json().data).tr.override).toBeNull();
    expect(await overrideOf('tr', 'header.register')).toBeUndefined();
    const [last] = await auditEntries(h.db.kysely, { target: 'translation:tr:header.register' });
    expect(last).toMatchObject({ action: 'translation.remove', operator_id: op.admin.id, before: { value: 'Hemen üye ol' } });
  });

  it('refuses an override that drops or invents a placeholder, breaks a plural or carries markup, in the operator\'s language, and changes nothing', async () => {
    const audited = (await auditEntries(h.db.kysely, { limit: 1000 })).length;
    const dropped = await adminPost(h.app, '/translations', { locale: 'en', key: 'account.greeting', value: 'Hello there' }, { ...as('content'), 'x-locale': 'en' });
    expect(dropped.statusCode).toBe(400);
    expect(dropped.json().message).toBe('Keep the placeholders of the built-in text, each once: {{username}}.');
    const tr = await adminPost(h.app, '/translations', { locale: 'tr', key: 'account.greeting', value: 'Merhaba {{user}}' }, { ...as('content'), 'x-locale': 'tr' });
    expect(tr.statusCode).toBe(400);
    expect(tr.json().message).toBe('Yerleşik metnin yer tutucularını birer kez koruyun: {{username}}.');
    const plural = await adminPost(h.app, '/translations', { locale: 'en', key: 'notifications.unread', value: '{{count, plural, one {# unread}}}' }, { ...as('content'), 'x-locale': 'en' });
    expect(plural.statusCode).toBe(400);
    expect(plural.json().errors.value).toMatch(/"other" form/);
    const markup = await adminPost(h.app, '/translations', { locale: 'en', key: 'header.register', value: '<b>Join</b>' }, as('content'));
    expect(markup.statusCode).toBe(400);
    expect((await adminPost(h.app, '/translations', { locale: 'en', key: 'header.register', value: '   ' }, as('content'))).statusCode).toBe(400);
    const unknown = await adminPost(h.app, '/translations', { locale: 'en', key: 'no.such.key', value: 'x' }, as('content'));
    expect(unknown.statusCode).toBe(404);
    expect(await overrideOf('en', 'account.greeting')).toBeUndefined();
    expect(await overrideOf('tr', 'account.greeting')).toBeUndefined();
    expect(await overrideOf('en', 'notifications.unread')).toBeUndefined();
    expect((await auditEntries(h.db.kysely, { limit: 1000 })).length).toBe(audited);

    const kept = await adminPost(h.app, '/translations', { locale: 'en', key: 'notifications.unread', value: '{{count, plural, one {# new message} other {# new messages}}}' }, as('content'));
    expect(kept.statusCode, kept.body).toBe(200);
  });

  it('lists the catalogue by name, provider and category with paging', async () => {
    const facets = gameFacets.parse((await adminGet(h.app, '/games/facets', as('content'))).json().data);
    expect(facets.categories.length).toBeGreaterThan(1);
    const first = adminGamePage.parse((await adminGet(h.app, '/games', as('content'))).json().data);
    expect(first.total).toBeGreaterThan(first.items.length);
    const second = adminGamePage.parse((await adminGet(h.app, `/games?offset=${first.items.length}`, as('content'))).json().data);
    expect(second.items[0].id).not.toBe(first.items[0].id);
    const game = first.items[0];
    const byName = adminGamePage.parse((await adminGet(h.app, `/games?q=${encodeURIComponent(game.name.toUpperCase())}`, as('content'))).json().data);
    expect(byName.items.map((g) => g.id)).toContain(game.id);
    const byProvider = adminGamePage.parse((await adminGet(h.app, `/games?providerId=${game.providerId}`, as('content'))).json().data);
    expect(byProvider.items.every((g) => g.providerId === game.providerId)).toBe(true);
    const category = facets.categories.find((c) => c.size > 2)!;
    const inCategory = adminGamePage.parse((await adminGet(h.app, `/games?categoryId=${category.id}`, as('content'))).json().data);
    expect(inCategory.total).toBe(category.size);
    const positions = inCategory.items.map((g) => g.categories.find((c) => c.categoryId === category.id)!.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('disables a game (audited; the casino no longer lists it) and enables it again', async () => {
    const facets = gameFacets.parse((await adminGet(h.app, '/games/facets', as('content'))).json().data);
    const category = facets.categories.find((c) => c.size > 2)!;
    const [game] = (await categoryGames(category.id));
    const res = await adminPost(h.app, '/games/enabled', { id: game.id, enabled: false }, as('content'));
    expect(res.statusCode, res.body).toBe(200);
    expect(adminGameItem.parse(res.json().data).enabled).toBe(false);
    expect((await categoryGames(category.id)).map((g) => g.id)).not.toContain(game.id);
    const [row] = await auditEntries(h.db.kysely, { target: `game:${game.id}` });
    expect(row).toMatchObject({ action: 'game.disable', before: { enabled: true }, after: { enabled: false } });
    expect((await adminPost(h.app, '/games/enabled', { id: game.id, enabled: true }, as('admin'))).statusCode).toBe(200);
    expect((await categoryGames(category.id)).map((g) => g.id)).toContain(game.id);
    expect((await adminPost(h.app, '/games/enabled', { id: 2_000_000, enabled: false }, as('admin'))).statusCode).toBe(404);
  });

  it('changes a game\'s place in a category and moves it to another, as players then see it', async () => {
    const facets = gameFacets.parse((await adminGet(h.app, '/games/facets', as('content'))).json().data);
    const [from, to] = facets.categories.filter((c) => c.size > 2);
    const order = (await categoryGames(from.id)).map((g) => g.id);
    const up = await adminPost(h.app, '/games/move', { id: order[1], categoryId: from.id, direction: 'up' }, as('content'));
    expect(up.statusCode, up.body).toBe(200);
    expect((await categoryGames(from.id)).map((g) => g.id).slice(0, 2)).toEqual([order[1], order[0]]);
    const top = await adminPost(h.app, '/games/move', { id: order[1], categoryId: from.id, direction: 'up' }, as('content'));
    expect(top.statusCode).toBe(409);

    const candidates = adminGamePage.parse((await adminGet(h.app, `/games?categoryId=${from.id}`, as('content'))).json().data).items;
    const mover = candidates.find((g) => !g.categories.some((c) => c.categoryId === to.id))!;
    const moved = await adminPost(h.app, '/games/category', { id: mover.id, from: from.id, to: to.id }, as('content'));
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await categoryGames(from.id)).map((g) => g.id)).not.toContain(mover.id);
    expect((await categoryGames(to.id)).map((g) => g.id).at(-1)).toBe(mover.id);
    const [row] = await auditEntries(h.db.kysely, { target: `game:${mover.id}` });
    expect(row).toMatchObject({ action: 'game.recategorize', before: { categoryId: from.id }, after: { categoryId: to.id } });
    // Not where it is said to be: refused, nothing changed.
    const again = await adminPost(h.app, '/games/category', { id: mover.id, from: from.id, to: to.id }, as('content'));
    expect(again.statusCode).toBe(409);
    expect((await categoryGames(to.id)).filter((g) => g.id === mover.id)).toHaveLength(1);
  });

  it('the first-view games cache (the home rows a rendered page lists) forgets a hidden game when told, not only when it expires', async () => {
    const facets = gameFacets.parse((await adminGet(h.app, '/games/facets', as('content'))).json().data);
    const category = facets.categories.find((c) => c.size > 2)!;
    const cache = firstViewGamesCache(h.db);
    const [game] = (await cache([category.id])).games;
    expect((await adminPost(h.app, '/games/enabled', { id: game.id, enabled: false }, as('content'))).statusCode).toBe(200);
    expect((await cache([category.id])).games.map((g) => g.id)).toContain(game.id);
    cache.invalidate();
    expect((await cache([category.id])).games.map((g) => g.id)).not.toContain(game.id);
    expect((await adminPost(h.app, '/games/enabled', { id: game.id, enabled: true }, as('content'))).statusCode).toBe(200);
  });
});

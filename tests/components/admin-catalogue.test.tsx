// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createActor } from 'xstate';
import { AdminApp } from '../../src/admin/app';
import { AdminI18nProvider } from '../../src/admin/i18n';
import { providedSession, storedSession } from '../../src/admin/provide';
import { fail, fakeNetwork, ok, type Routes } from './fake-network';
import { polyfillDialog } from './admin-harness';

/** The back office's Translations and Games screens, started as the page starts them, over a fake network. */
const TOKEN = 'c'.repeat(43);

function renderAdmin(role: string, routes: Routes, path: string) {
  window.history.replaceState(null, '', path);
  const network = fakeNetwork({
    'POST admin/login': () => ok({ step: 'code', challengeToken: TOKEN }),
    'POST admin/login/code': () => ok({ token: 't0k3n', operator: { id: 4, username: 'ece', role } }),
    ...routes,
  });
  const session = createActor(providedSession, { input: { stored: storedSession() } }).start();
  render(
    <AdminI18nProvider initial="tr">
      <AdminApp session={session} />
    </AdminI18nProvider>,
  );
  return { network };
}

async function signIn() {
  fireEvent.change(await screen.findByLabelText('Kullanıcı adı'), { target: { value: 'ece' } });
  fireEvent.change(screen.getByLabelText('Şifre'), { target: { value: 'secret-password' } });
  fireEvent.click(screen.getByRole('button', { name: 'Devam' }));
  fireEvent.change(await screen.findByLabelText('6 haneli kod'), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Giriş yap' }));
  await screen.findByText('ece');
}

beforeEach(() => {
  polyfillDialog();
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => sessionStorage.clear());

const greeting = (trOverride: string | null = null) => ({
  key: 'account.greeting',
  tr: { builtIn: 'Merhaba, {{username}}', override: trOverride },
  en: { builtIn: 'Hello, {{username}}', override: null },
});

describe('back office: translations', () => {
  it('searches, shows both languages side by side, keeps a refused text in the dialog with its reason, saves and removes an override', async () => {
    let saved: string | null = null;
    const { network } = renderAdmin(
      'content',
      {
        'GET admin/translations': (request) =>
          request.query.q === 'greeting' ? ok({ items: [greeting(saved)], total: 1, offset: 0 }) : ok({ items: [greeting(), { key: 'header.login', tr: { builtIn: 'Giriş', override: null }, en: { builtIn: 'Login', override: null } }], total: 60, offset: 0 }),
        'POST admin/translations': (request) => {
          const { value } = request.body as { value: string };
          if (value.startsWith('Selam')) return fail(403, 'Rolünüz bu işleme izin vermiyor.');
          saved = value;
          return ok(greeting(value), 'Metin kaydedildi. Oyuncular birkaç saniye içinde görecek.');
        },
        'POST admin/translations/remove': () => {
          saved = null;
          return ok(greeting(null), 'Yerleşik metin yeniden gösteriliyor.');
        },
      },
      '/admin/translations',
    );
    await signIn();
    const nav = screen.getByRole('navigation', { name: 'Ekranlar' });
    expect(within(nav).getByRole('link', { name: 'Oyunlar' })).toBeTruthy();
    expect(await screen.findByRole('rowheader', { name: 'header.login' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Anahtar', 'Türkçe', 'İngilizce']);
    expect(screen.getByText('60 kayıttan 1–2')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Anahtar ve metinlerde ara'), { target: { value: 'greeting' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ara' }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'header.login' })).toBeNull());
    const row = screen.getByRole('rowheader', { name: 'account.greeting' }).closest('tr')!;
    expect(row.textContent).toContain('Merhaba, {{username}}');
    expect(row.textContent).toContain('Hello, {{username}}');

    const edit = within(row).getByRole('button', { name: 'account.greeting için Türkçe metni düzenle' });
    edit.focus();
    fireEvent.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'account.greeting için Türkçe metin' });
    expect(within(dialog).getByText('Bu yer tutucuları koruyun: {{username}}')).toBeTruthy();
    const field = within(dialog).getByLabelText('Oyuncuların göreceği metin') as HTMLTextAreaElement;
    expect(document.activeElement).toBe(field);
    expect(field.value).toBe('Merhaba, {{username}}');
    // The contract's rule refuses a dropped placeholder before anything is sent.
    fireEvent.change(field, { target: { value: 'Hoş geldin' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Yerleşik metnin yer tutucularını birer kez koruyun: {{username}}.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(field, { target: { value: 'Hoş <b>geldin</b> {{username}}' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Düz metin yazın');
    expect(network.calls('POST admin/translations')).toHaveLength(0);
    // The server's refusal stays in the dialog too.
    fireEvent.change(field, { target: { value: 'Selam {{username}}' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Rolünüz bu işleme izin vermiyor.');
    expect(screen.getByRole('dialog')).toBeTruthy();

    fireEvent.change(field, { target: { value: 'Hoş geldin {{username}}' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Metin kaydedildi. Oyuncular birkaç saniye içinde görecek.')).toBeTruthy();
    const after = screen.getByRole('rowheader', { name: 'account.greeting' }).closest('tr')!;
    expect(after.textContent).toContain('Hoş geldin {{username}}');
    expect(document.activeElement).toBe(within(after).getByRole('button', { name: 'account.greeting için Türkçe metni düzenle' }));
    expect(network.calls('POST admin/translations').map((call) => call.body)).toEqual([
      { locale: 'tr', key: 'account.greeting', value: 'Selam {{username}}' },
      { locale: 'tr', key: 'account.greeting', value: 'Hoş geldin {{username}}' },
    ]);

    fireEvent.click(within(after).getByRole('button', { name: 'account.greeting için Türkçe değişikliği kaldır' }));
    expect(await screen.findByText('Yerleşik metin yeniden gösteriliyor.')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'account.greeting' }).closest('tr')!.textContent).not.toContain('Hoş geldin');
    expect(network.calls('POST admin/translations/remove').map((call) => call.body)).toEqual([{ locale: 'tr', key: 'account.greeting' }]);
  });

  it('is not offered to finance', async () => {
    const { network } = renderAdmin('finance', { 'GET admin/payments/queue': () => ok([]) }, '/admin/translations');
    await signIn();
    expect(within(screen.getByRole('navigation', { name: 'Ekranlar' })).queryByRole('link', { name: 'Çeviriler' })).toBeNull();
    await waitFor(() => expect(screen.getByText('Bu ekran yok ya da rolünüze açık değil.')).toBeTruthy());
    expect(network.calls('GET admin/translations')).toHaveLength(0);
  });
});

const facets = {
  categories: [
    { id: 1, nameTr: 'Popüler', nameEn: 'Popular', size: 2 },
    { id: 3, nameTr: 'Yeni', nameEn: 'New', size: 5 },
  ],
  providers: [{ id: 9, name: 'Pragmatic Play' }],
};
const game = (id: number, name: string, over: Record<string, unknown> = {}) => ({
  id, name, providerId: 9, providerName: 'Pragmatic Play', isLive: false, enabled: true, categories: [{ categoryId: 1, position: id - 1 }], ...over,
});

describe('back office: games', () => {
  it('filters by category, hides a game, moves one up and into another category, and reads the page again after each change', async () => {
    let hidden = false;
    let order = [game(1, 'Gates of Olympus'), game(2, 'Sweet Bonanza')];
    const { network } = renderAdmin(
      'admin',
      {
        'GET admin/games/facets': () => ok(facets),
        'GET admin/games/categories': () => ok({ categories: [] }),
        'GET admin/games': () => ok({ items: order.map((g) => (g.id === 1 && hidden ? { ...g, enabled: false } : g)), total: order.length, offset: 0 }),
        'POST admin/games/enabled': (request) => {
          hidden = !(request.body as { enabled: boolean }).enabled;
          return ok({ ...game(1, 'Gates of Olympus'), enabled: !hidden }, 'Oyun oyunculardan gizlendi.');
        },
        'POST admin/games/move': () => {
          order = [game(2, 'Sweet Bonanza', { categories: [{ categoryId: 1, position: 0 }] }), game(1, 'Gates of Olympus', { categories: [{ categoryId: 1, position: 1 }] })];
          return ok(order[0], 'Kategorinin sırası değiştirildi.');
        },
        'POST admin/games/category': () => fail(409, 'Oyun zaten o kategoride.'),
      },
      '/admin/games',
    );
    await signIn();
    const first = (await screen.findByRole('rowheader', { name: 'Gates of Olympus' })).closest('tr')!;
    expect(first.textContent).toContain('Gösteriliyor');
    expect(screen.getByText('Oyunlarının sırasını değiştirmek ya da oyunları başka kategoriye taşımak için bir kategori seçin.')).toBeTruthy();
    expect(within(first).queryByRole('button', { name: /yukarı taşı/ })).toBeNull();

    fireEvent.click(within(first).getByRole('button', { name: 'Gates of Olympus oyununu oyunculardan gizle' }));
    expect(await screen.findByText('Oyun oyunculardan gizlendi.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('rowheader', { name: 'Gates of Olympus' }).closest('tr')!.textContent).toContain('Gizli'));
    expect(network.calls('POST admin/games/enabled').map((call) => call.body)).toEqual([{ id: 1, enabled: false }]);

    fireEvent.change(screen.getByLabelText('Kategori'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Ad ya da sağlayıcı'), { target: { value: 'olymp' } });
    fireEvent.click(screen.getByRole('button', { name: 'Göster' }));
    const up = await screen.findByRole('button', { name: 'Sweet Bonanza oyununu bir sıra yukarı taşı' });
    expect((screen.getByRole('button', { name: 'Gates of Olympus oyununu bir sıra yukarı taşı' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(up);
    expect(await screen.findByText('Kategorinin sırası değiştirildi.')).toBeTruthy();
    const games = () => within(screen.getByRole('rowheader', { name: 'Sweet Bonanza' }).closest('table')!);
    await waitFor(() => expect(games().getAllByRole('rowheader').map((th) => th.textContent?.trim())).toEqual(['Sweet Bonanza', 'Gates of Olympus']));
    expect(network.calls('POST admin/games/move').map((call) => call.body)).toEqual([{ id: 2, categoryId: 1, direction: 'up' }]);

    const row = screen.getByRole('rowheader', { name: 'Gates of Olympus' }).closest('tr')!;
    fireEvent.change(within(row).getByLabelText('Gates of Olympus oyununun taşınacağı kategori'), { target: { value: '3' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Taşı' }));
    expect(await screen.findByText('Oyun zaten o kategoride.')).toBeTruthy();
    expect(network.calls('POST admin/games/category').map((call) => call.body)).toEqual([{ id: 1, from: 1, to: 3 }]);
    // Refused too, the page is read again (what refused it may have changed it).
    await waitFor(() => expect(network.calls('GET admin/games')).toHaveLength(5));
    expect(network.calls('GET admin/games').map((call) => call.query)).toEqual([{}, {}, { q: 'olymp', categoryId: '1' }, { q: 'olymp', categoryId: '1' }, { q: 'olymp', categoryId: '1' }]);
  });
});

describe('back office: games, searched before the screen has loaded', () => {
  it('keeps a search sent while the filters still load, and reads the page with it', async () => {
    let releaseFacets: (answer: ReturnType<typeof ok>) => void = () => {};
    const { network } = renderAdmin(
      'content',
      {
        'GET admin/games/facets': () => new Promise((resolve) => (releaseFacets = resolve)),
        'GET admin/games/categories': () => ok({ categories: [] }),
        'GET admin/games': (request) =>
          ok((request.query as { q?: string }).q === 'thunder' ? { items: [game(7, 'Thunder Roulette')], total: 1, offset: 0 } : { items: [game(1, 'Gates of Olympus')], total: 40, offset: 0 }),
      },
      '/admin/games',
    );
    await signIn();
    fireEvent.change(await screen.findByLabelText('Ad ya da sağlayıcı'), { target: { value: 'thunder' } });
    fireEvent.click(screen.getByRole('button', { name: 'Göster' }));
    await act(async () => releaseFacets(ok(facets)));
    expect(await screen.findByRole('rowheader', { name: 'Thunder Roulette' })).toBeTruthy();
    expect(screen.queryByRole('rowheader', { name: 'Gates of Olympus' })).toBeNull();
    expect(network.calls('GET admin/games').map((call) => call.query)).toEqual([{ q: 'thunder' }]);
  });
});

const category = (id: number, slug: string, nameTr: string, nameEn: string, over: Record<string, unknown> = {}) => ({
  id, slugList: [slug], nameTr, nameEn, imageUrl: `/media/categories/${slug}.svg`, isLive: false, hidden: false, position: id, size: 0, ...over,
});

describe('back office: game categories', () => {
  it('checks a new category’s address before sending, adds it last, hides one, and adds a game to it; the filters read the categories again', async () => {
    let list = [category(1, 'popular-games', 'Popüler', 'Popular', { size: 2 })];
    const fresh = category(100, 'yeni-oyunlar', 'Yeni Oyunlar', 'New Games');
    const { network } = renderAdmin(
      'content',
      {
        'GET admin/games/facets': () => ok({ categories: list.map((c) => ({ id: c.id, nameTr: c.nameTr, nameEn: c.nameEn, size: c.size })), providers: facets.providers }),
        'GET admin/games/categories': () => ok({ categories: list }),
        'GET admin/games': () => ok({ items: [game(1, 'Gates of Olympus')], total: 1, offset: 0 }),
        'POST admin/games/categories': () => {
          list = [...list, fresh];
          return ok(fresh, 'Kategori eklendi.');
        },
        'POST admin/games/categories/1/hidden': () => ok({ ...list[0], hidden: true }, 'Kategori oyunculardan gizlendi.'),
        'POST admin/games/add': () => ok(game(1, 'Gates of Olympus', { categories: [{ categoryId: 1, position: 0 }, { categoryId: 100, position: 0 }] }), 'Oyun kategoriye eklendi.'),
      },
      '/admin/games',
    );
    await signIn();
    const categories = within(await screen.findByRole('region', { name: 'Kategoriler' }));
    expect(await categories.findByRole('rowheader', { name: /Popüler/ })).toBeTruthy();
    expect(categories.getByText('/casino/popular-games')).toBeTruthy();

    fireEvent.click(categories.getByRole('button', { name: 'Yeni kategori' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni kategori' });
    fireEvent.change(within(dialog).getByLabelText('Adres'), { target: { value: 'Yeni Oyunlar' } });
    fireEvent.change(within(dialog).getByLabelText('Ad (Türkçe)'), { target: { value: 'Yeni Oyunlar' } });
    fireEvent.change(within(dialog).getByLabelText('Ad (İngilizce)'), { target: { value: 'New Games' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Küçük harf (a–z), rakam ve aralarında tire kullanın (yeni-oyunlar)')).toBeTruthy();
    expect(network.calls('POST admin/games/categories')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Adres'), { target: { value: 'yeni-oyunlar' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(network.calls('POST admin/games/categories').map((call) => call.body)).toEqual([{ slug: 'yeni-oyunlar', nameTr: 'Yeni Oyunlar', nameEn: 'New Games', imageUrl: null, extraSlugs: [], isLive: false }]);
    expect(categories.getAllByRole('rowheader').map((th) => th.textContent)).toEqual([expect.stringContaining('Popüler'), expect.stringContaining('Yeni Oyunlar')]);
    // The games' filters and pickers learn of the new category.
    await waitFor(() => expect(network.calls('GET admin/games/facets')).toHaveLength(2));

    await act(async () => fireEvent.click(categories.getByRole('button', { name: /^Gizle\s*Popüler$/ })));
    expect(await categories.findByRole('button', { name: /^Göster\s*Popüler$/ })).toBeTruthy();
    expect(network.calls('POST admin/games/categories/1/hidden').map((call) => call.body)).toEqual([{ hidden: true }]);

    const row = (await screen.findByRole('rowheader', { name: 'Gates of Olympus' })).closest('tr')!;
    const picker = (await within(row).findByLabelText('Gates of Olympus oyununun ekleneceği kategori')) as HTMLSelectElement;
    await waitFor(() => expect([...picker.options].map((o) => o.textContent)).toEqual(['—', 'Yeni Oyunlar']));
    fireEvent.change(picker, { target: { value: '100' } });
    await act(async () => fireEvent.click(within(row).getByRole('button', { name: 'Ekle' })));
    expect(await screen.findByText('Oyun kategoriye eklendi.')).toBeTruthy();
    expect(network.calls('POST admin/games/add').map((call) => call.body)).toEqual([{ id: 1, to: 100 }]);
  });

  it('edits a category: uploads its icon, adds extra addresses and the live flag; a clash the server refuses stays in the form, and the row shows the result', async () => {
    const icon = `/media/uploads/${'d'.repeat(64)}.png`;
    const live = category(2, 'live', 'Canlı Casino', 'Live Casino');
    let answer = () => fail(409, '/casino/slot adresini başka bir kategori kullanıyor.', { extraSlugs: '/casino/slot adresini başka bir kategori kullanıyor.' });
    const { network } = renderAdmin(
      'content',
      {
        'GET admin/games/facets': () => ok({ categories: [], providers: facets.providers }),
        'GET admin/games/categories': () => ok({ categories: [live] }),
        'GET admin/games': () => ok({ items: [], total: 0, offset: 0 }),
        'POST admin/media': () => ok({ name: `${'d'.repeat(64)}.png`, url: icon, contentType: 'image/png', size: 11 }, 'Görsel yüklendi.'),
        'POST admin/games/categories/2': () => answer(),
      },
      '/admin/games',
    );
    await signIn();
    const categories = within(await screen.findByRole('region', { name: 'Kategoriler' }));
    fireEvent.click(await categories.findByRole('button', { name: /^Düzenle\s*Canlı Casino$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Canlı Casino kategorisini düzenle' });
    const preview = () => within(dialog).getByRole('img', { name: 'Önizleme: Simge (PNG, JPEG veya WebP, en çok 2 MB)' }).getAttribute('src');
    expect(preview()).toBe('/media/categories/live.svg');
    expect(within(dialog).queryByRole('button', { name: 'Oluşturulan simgeye dön' })).toBeNull();
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], 'canli.png', { type: 'image/png' });
    await act(async () => fireEvent.change(within(dialog).getByLabelText('Simge (PNG, JPEG veya WebP, en çok 2 MB)'), { target: { files: [file] } }));
    await waitFor(() => expect(preview()).toBe(icon));
    // Back to the generated icon, and the keyboard stays on the icon's field; then the upload again.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Oluşturulan simgeye dön' }));
    expect(preview()).toBe('/media/categories/live.svg');
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Simge (PNG, JPEG veya WebP, en çok 2 MB)'));
    await act(async () => fireEvent.change(within(dialog).getByLabelText('Simge (PNG, JPEG veya WebP, en çok 2 MB)'), { target: { files: [file] } }));
    await waitFor(() => expect(preview()).toBe(icon));

    const extras = within(dialog).getByLabelText('Ek adresler');
    fireEvent.change(extras, { target: { value: 'canli\nKötü Adres' } });
    const liveBox = within(dialog).getByRole('checkbox', { name: 'Canlı casino kategorisi' }) as HTMLInputElement;
    expect(liveBox.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(liveBox.getAttribute('aria-describedby')!)!.textContent).toMatch(/canlı casino oyunlarını/);
    fireEvent.click(liveBox);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText(/^\/casino\/Kötü Adres: küçük harf/)).toBeTruthy();
    expect(network.calls('POST admin/games/categories/2')).toHaveLength(0);

    fireEvent.change(extras, { target: { value: 'canli\nslot' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' })));
    expect((await within(dialog).findAllByText('/casino/slot adresini başka bir kategori kullanıyor.')).length).toBeGreaterThan(0);
    expect(network.calls('POST admin/games/categories/2').map((call) => call.body)).toEqual([
      { nameTr: 'Canlı Casino', nameEn: 'Live Casino', imageUrl: icon, extraSlugs: ['canli', 'slot'], isLive: true },
    ]);

    answer = () => ok({ ...live, slugList: ['live', 'canli'], imageUrl: icon, isLive: true }, 'Kategori kaydedildi.');
    fireEvent.change(extras, { target: { value: 'canli' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = categories.getByRole('rowheader', { name: /Canlı Casino/ }).closest('tr')!;
    expect(row.textContent).toContain('/casino/live, /casino/canli');
    expect(row.textContent).toContain('Canlı');
    expect(row.querySelector('img')!.getAttribute('src')).toBe(icon);
  });
});

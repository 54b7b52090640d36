// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createActor } from 'xstate';
import { AdminApp } from '../../src/admin/app';
import { AdminI18nProvider } from '../../src/admin/i18n';
import { providedSession, storedSession } from '../../src/admin/provide';
import { fail, fakeNetwork, ok, type Routes } from './fake-network';

/** The back office's Translations and Games screens, started as the page starts them, over a fake network. */
const TOKEN = 'c'.repeat(43);

function polyfillDialog() {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { __catPolyfill?: boolean };
  if (proto.__catPolyfill) return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    (this.querySelector<HTMLElement>('[autofocus]') ?? this.querySelector<HTMLElement>('button, input, textarea'))?.focus();
  };
  proto.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  document.addEventListener('keydown', (event) => {
    const top = [...document.querySelectorAll('dialog[open]')].at(-1);
    if (event.key === 'Escape' && top && top.dispatchEvent(new Event('cancel', { cancelable: true }))) (top as HTMLDialogElement).close();
  });
  proto.__catPolyfill = true;
}

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
    await waitFor(() => expect(screen.getAllByRole('rowheader').map((th) => th.textContent?.trim())).toEqual(['Sweet Bonanza', 'Gates of Olympus']));
    expect(network.calls('POST admin/games/move').map((call) => call.body)).toEqual([{ id: 2, categoryId: 1, direction: 'up' }]);

    const row = screen.getByRole('rowheader', { name: 'Gates of Olympus' }).closest('tr')!;
    fireEvent.change(within(row).getByLabelText('Gates of Olympus oyununun taşınacağı kategori'), { target: { value: '3' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Taşı' }));
    expect(await screen.findByText('Oyun zaten o kategoride.')).toBeTruthy();
    expect(network.calls('POST admin/games/category').map((call) => call.body)).toEqual([{ id: 1, from: 1, to: 3 }]);
    expect(network.calls('GET admin/games').map((call) => call.query)).toEqual([{}, {}, { q: 'olymp', categoryId: '1' }, { q: 'olymp', categoryId: '1' }]);
  });
});

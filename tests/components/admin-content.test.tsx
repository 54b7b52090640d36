// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createActor } from 'xstate';
import { AdminApp } from '../../src/admin/app';
import { AdminI18nProvider } from '../../src/admin/i18n';
import { providedSession, storedSession } from '../../src/admin/provide';
import { fail, fakeNetwork, ok, type Routes } from './fake-network';
import { polyfillDialog } from './admin-harness';

const TOKEN = 'e'.repeat(43);
const HASH = 'a'.repeat(64);

const banner = (id: number, position: number, title: string, extra: object = {}) => ({
  id,
  slider: 'home',
  slug: `b-${id}`,
  title,
  url: '/promotions',
  position,
  active: true,
  images: { mobile: `/media/banners/b-${id}-0.svg`, tablet: `/media/banners/b-${id}-1.svg`, desktop: `/media/banners/b-${id}-2.svg` },
  imagesEn: null,
  ...extra,
});
const list = (items: object[]) => ({ sliders: [{ name: 'home', items }, { name: 'casino', items: [] }] });

async function signedIn(routes: Routes, role = 'content') {
  window.history.replaceState(null, '', '/admin');
  const network = fakeNetwork({
    'POST admin/login': () => ok({ step: 'code', challengeToken: TOKEN }),
    'POST admin/login/code': () => ok({ token: 't0k3n', operator: { id: 7, username: 'ayse', role } }),
    ...routes,
  });
  const session = createActor(providedSession, { input: { stored: storedSession() } }).start();
  render(
    <AdminI18nProvider initial="tr">
      <AdminApp session={session} />
    </AdminI18nProvider>,
  );
  fireEvent.change(await screen.findByLabelText('Kullanıcı adı'), { target: { value: 'ayse' } });
  fireEvent.change(screen.getByLabelText('Şifre'), { target: { value: 'secret-password' } });
  fireEvent.click(screen.getByRole('button', { name: 'Devam' }));
  fireEvent.change(await screen.findByLabelText('6 haneli kod'), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Giriş yap' }));
  await screen.findByText('ayse');
  return network;
}

/** A button's name: its words and, for screen readers, the banner's title (jsdom joins them without the space). */
const named = (action: string, title: string) => new RegExp(`^${action}\\s*${title}$`);
const choose = (input: HTMLElement, file: File) => act(async () => fireEvent.change(input, { target: { files: [file] } }));
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], 'yeni.png', { type: 'image/png' });

beforeEach(() => {
  polyfillDialog();
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => sessionStorage.clear());

describe('back office: banners', () => {
  it('edits a banner in a dialog: an image is uploaded and previewed, the save goes to the server and the list shows it', async () => {
    const uploaded = `/media/uploads/${HASH}.png`;
    const network = await signedIn({
      'GET admin/banners': () => ok(list([banner(1, 0, 'Hoş Geldin'), banner(2, 1, 'Aviator')])),
      'POST admin/media': () => ok({ name: `${HASH}.png`, url: uploaded, contentType: 'image/png', size: 11 }, 'Görsel yüklendi.'),
      'POST admin/banners/1': ({ body }) => ok({ ...banner(1, 0, 'Yeni Yıl'), ...(body as object) }, 'Banner kaydedildi.'),
    });
    const nav = screen.getByRole('navigation', { name: 'Ekranlar' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Bannerlar', 'Çeviriler', 'Oyunlar', 'Promosyonlar', 'Açılır pencere', 'Sayfalar', 'Yan menü', 'Jackpotlar']);
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Hoş Geldin', 'Aviator']);

    const edit = screen.getByRole('button', { name: named('Düzenle', 'Hoş Geldin') });
    edit.focus();
    fireEvent.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Banner’ı düzenle' });
    const title = within(dialog).getByLabelText('Başlık') as HTMLInputElement;
    expect(document.activeElement).toBe(title);
    expect(title.value).toBe('Hoş Geldin');
    expect(within(dialog).getByRole('img', { name: 'Önizleme: Masaüstü (1920 × 600)' }).getAttribute('src')).toBe('/media/banners/b-1-2.svg');

    await choose(within(dialog).getByLabelText('Masaüstü (1920 × 600)'), png());
    await waitFor(() => expect(within(dialog).getByRole('img', { name: 'Önizleme: Masaüstü (1920 × 600)' }).getAttribute('src')).toBe(uploaded));
    const sent = network.calls('POST admin/media')[0];
    expect(sent.headers['content-type']).toBe('image/png');
    expect(sent.headers.authorization).toBe('Operator t0k3n');

    fireEvent.change(title, { target: { value: 'Yeni Yıl' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(network.calls('POST admin/banners/1')[0].body).toEqual({
      title: 'Yeni Yıl',
      url: '/promotions',
      active: true,
      images: { mobile: '/media/banners/b-1-0.svg', tablet: '/media/banners/b-1-1.svg', desktop: uploaded },
      imagesEn: null,
    });
    expect(await screen.findByRole('rowheader', { name: 'Yeni Yıl' })).toBeTruthy();
    expect(await screen.findByText('Banner kaydedildi.')).toBeTruthy();
    expect(document.activeElement?.textContent).toContain('Düzenle');
  });

  it('shows the server’s refusal of an upload beside its image, and a form error before any save', async () => {
    let uploads = 0;
    const network = await signedIn({
      'GET admin/banners': () => ok(list([banner(1, 0, 'Hoş Geldin')])),
      'POST admin/media': () =>
        ++uploads === 1
          ? fail(415, 'Yalnızca PNG, JPEG veya WebP görseller yüklenebilir. Bu dosya bunlardan biri değil.', { file: 'x' })
          : ok({ name: `${HASH}.png`, url: `/media/uploads/${HASH}.png`, contentType: 'image/png', size: 11 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: named('Düzenle', 'Hoş Geldin') }));
    const dialog = await screen.findByRole('dialog', { name: 'Banner’ı düzenle' });
    await choose(within(dialog).getByLabelText('Mobil (600 × 500)'), new File(['<html>'], 'sahte.png', { type: 'image/png' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Yalnızca PNG, JPEG veya WebP görseller yüklenebilir. Bu dosya bunlardan biri değil.');
    expect(within(dialog).getByRole('img', { name: 'Önizleme: Mobil (600 × 500)' }).getAttribute('src')).toBe('/media/banners/b-1-0.svg');

    // One English image of three: the others are asked for, and nothing is sent.
    await choose(within(dialog).getByLabelText('Masaüstü (1920 × 600), İngilizce'), png());
    fireEvent.change(within(dialog).getByLabelText('Bağlantı'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findAllByText('Bu alan zorunludur')).toHaveLength(2);
    expect(within(dialog).getByLabelText('Bağlantı').getAttribute('aria-invalid')).toBe('true');
    expect(network.requests.filter((r) => r.method === 'POST' && r.path.startsWith('admin/banners'))).toHaveLength(0);

    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('adds a banner to the chosen slider, moves one down and switches one off', async () => {
    let items = [banner(1, 0, 'Hoş Geldin'), banner(2, 1, 'Aviator')];
    const network = await signedIn(
      {
        'GET admin/banners': () => ok(list(items)),
        'POST admin/banners/1/move': () => {
          items = [{ ...items[1], position: 0 }, { ...items[0], position: 1 }];
          return ok(list(items), 'Banner’ın sırası değiştirildi.');
        },
        'POST admin/banners/2/active': () => ok(banner(2, 0, 'Aviator', { active: false }), 'Banner kapatıldı.'),
        'POST admin/banners': ({ body }) => ok({ ...banner(9, 0, 'Canlı Casino'), ...(body as object) }, 'Banner eklendi.'),
        'POST admin/media': () => ok({ name: `${HASH}.png`, url: `/media/uploads/${HASH}.png`, contentType: 'image/png', size: 11 }),
      },
      'admin',
    );
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Ekranlar' })).getByRole('link', { name: 'Bannerlar' }));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: named('Aşağı taşı', 'Hoş Geldin') })));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Aviator', 'Hoş Geldin']));
    expect(network.calls('POST admin/banners/1/move')[0].body).toEqual({ direction: 'down' });

    await act(async () => fireEvent.click(screen.getByRole('button', { name: named('Kapat', 'Aviator') })));
    expect(await screen.findByRole('button', { name: named('Göster', 'Aviator') })).toBeTruthy();
    expect(network.calls('POST admin/banners/2/active')[0].body).toEqual({ active: false });

    fireEvent.click(screen.getByRole('tab', { name: 'Casino' }));
    expect(await screen.findByText('Bu slider’da henüz banner yok.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yeni banner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni banner' });
    fireEvent.change(within(dialog).getByLabelText('Başlık'), { target: { value: 'Canlı Casino' } });
    fireEvent.change(within(dialog).getByLabelText('Bağlantı'), { target: { value: '/casino/live' } });
    for (const label of ['Mobil (600 × 500)', 'Tablet (1040 × 600)', 'Masaüstü (1920 × 600)']) {
      await choose(within(dialog).getByLabelText(label), png());
      await waitFor(() => expect(within(dialog).getByRole('img', { name: `Önizleme: ${label}` })).toBeTruthy());
    }
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(network.calls('POST admin/banners')[0].body).toMatchObject({ slider: 'casino', title: 'Canlı Casino', url: '/casino/live', imagesEn: null });
    expect(await screen.findByRole('rowheader', { name: 'Canlı Casino' })).toBeTruthy();
  });
});

const settings = {
  domainCurrent: 'kasa1045.com',
  domainNext: 'kasa1046.com',
  trialBonusMinor: 5000,
  egyptQuestMinor: 1_285_000,
  options: [
    { key: 'livechat', value: '/pages/6', status: true },
    { key: 'callrequest', value: 'https://destek.kasacasino.com/sizi-arayalim', status: true },
    { key: 'blog', value: 'https://blog.kasacasino.com', status: true },
    { key: 'twitter', value: 'https://twitter.com/kasacasino', status: true },
    { key: 'instagram', value: 'https://www.instagram.com/kasacasino', status: true },
    { key: 'telegram', value: 'https://t.me/kasacasino', status: true },
  ],
};

describe('back office: site settings', () => {
  it('shows the saved settings, checks the form before sending, and sends the bonus in kuruş', async () => {
    const network = await signedIn(
      {
        'GET admin/payments/queue': () => ok([]),
        'GET admin/settings': () => ok(settings),
        'POST admin/settings': ({ body }) => ok(body, 'Ayarlar kaydedildi.'),
      },
      'admin',
    );
    const nav = screen.getByRole('navigation', { name: 'Ekranlar' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Ödeme kuyruğu', 'Bildirimler', 'Oyuncular', 'Gösterge paneli', 'İşlemler', 'Denetim kaydı', 'Bannerlar', 'Site ayarları', 'Operatörler', 'Çeviriler', 'Oyunlar', 'Arama talepleri', 'Promosyonlar', 'Açılır pencere', 'Sayfalar', 'Yan menü', 'Jackpotlar', 'Ödeme yöntemleri', 'Canlı destek', 'Yatırım iadeleri', 'Bonus koşulları']);
    fireEvent.click(within(nav).getByRole('link', { name: 'Site ayarları' }));
    const bonus = (await screen.findByLabelText('Deneme bonusu tutarı (₺)')) as HTMLInputElement;
    expect(bonus.value).toBe('50');
    expect((screen.getByLabelText('Şu anki alan adı') as HTMLInputElement).value).toBe('kasa1045.com');
    expect((screen.getByLabelText('Telegram') as HTMLInputElement).value).toBe('https://t.me/kasacasino');

    fireEvent.change(screen.getByLabelText('Sıradaki alan adı'), { target: { value: 'kasa 1047' } });
    fireEvent.change(bonus, { target: { value: 'elli' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ayarları kaydet' }));
    await waitFor(() => expect(screen.getByLabelText('Sıradaki alan adı').getAttribute('aria-invalid')).toBe('true'));
    expect(bonus.getAttribute('aria-invalid')).toBe('true');
    expect(network.calls('POST admin/settings')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Sıradaki alan adı'), { target: { value: 'kasa1047.com' } });
    fireEvent.change(bonus, { target: { value: '75,50' } });
    const prize = screen.getByLabelText('Seviye I ödülü (₺)') as HTMLInputElement;
    expect(prize.value).toBe('12850');
    fireEvent.change(prize, { target: { value: '15.000,50' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /^Gösterilsin\s*Blog$/ }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ayarları kaydet' })));
    await waitFor(() => expect(network.calls('POST admin/settings')).toHaveLength(1));
    expect(network.calls('POST admin/settings')[0].body).toEqual({
      ...settings,
      domainNext: 'kasa1047.com',
      trialBonusMinor: 7550,
      egyptQuestMinor: 1_500_050,
      options: settings.options.map((o) => (o.key === 'blog' ? { ...o, status: false } : o)),
    });
    expect(await screen.findByText('Ayarlar kaydedildi.')).toBeTruthy();
    expect(((await screen.findByLabelText('Deneme bonusu tutarı (₺)')) as HTMLInputElement).value).toBe('75,50');
  });
});


// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createActor } from 'xstate';
import { AdminApp } from '../../src/admin/app';
import { AdminI18nProvider } from '../../src/admin/i18n';
import { providedSession, storedSession } from '../../src/admin/provide';
import { fakeNetwork, ok, type Routes } from './fake-network';
import { polyfillDialog } from './admin-harness';

const TOKEN = 'e'.repeat(43);
const HASH = 'a'.repeat(64);

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

const named = (action: string, title: string) => new RegExp(`^${action}\\s*${title}$`);
const choose = (input: HTMLElement, file: File) => act(async () => fireEvent.change(input, { target: { files: [file] } }));
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], 'yeni.png', { type: 'image/png' });
/** The fake server's sanitizer: enough to tell its answer from what was typed. */
const clean = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/ onerror="[^"]*"/g, '');
const preview = ({ body }: { body: unknown }) => {
  const { tr, en } = body as { tr: string; en: string };
  return ok({ tr: clean(tr), en: clean(en) });
};

const promotion = (id: number, position: number, titleTr: string, extra: object = {}) => ({
  id,
  titleTr,
  titleEn: `${titleTr} EN`,
  bodyTr: `<p>${titleTr} kuralları</p>`,
  bodyEn: `<p>${titleTr} rules</p>`,
  image: `/media/promotions/p-${id}.svg`,
  imageEn: null,
  category: 'casino',
  position,
  active: true,
  ...extra,
});

beforeEach(() => {
  polyfillDialog();
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => sessionStorage.clear());

describe('back office: promotions', () => {
  it('edits a promotion: the preview shows the server’s cleaned text, the image is uploaded, the list shows the save', async () => {
    const uploaded = `/media/uploads/${HASH}.png`;
    const network = await signedIn({
      'GET admin/content/promotions': () => ok({ items: [promotion(1, 0, 'Hoş Geldin'), promotion(2, 1, 'Kayıp Bonusu')] }),
      'POST admin/content/preview': preview,
      'POST admin/media': () => ok({ name: `${HASH}.png`, url: uploaded, contentType: 'image/png', size: 11 }, 'Görsel yüklendi.'),
      'POST admin/content/promotions/2': ({ body }) => ok({ ...promotion(2, 1, 'x'), ...(body as object), bodyTr: '<p>Yeni kurallar</p>' }, 'Promosyon kaydedildi.'),
    });
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Ekranlar' })).getByRole('link', { name: 'Promosyonlar' }));
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Hoş Geldin / Hoş Geldin EN', 'Kayıp Bonusu / Kayıp Bonusu EN']);

    const edit = screen.getByRole('button', { name: named('Düzenle', 'Kayıp Bonusu') });
    edit.focus();
    fireEvent.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Promosyonu düzenle' });
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Başlık (Türkçe)'));
    const trPreview = within(dialog).getByRole('region', { name: 'Türkçe metin, oyuncuların göreceği gibi' });
    expect(await within(trPreview).findByText('Kayıp Bonusu kuralları')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Metin (Türkçe, HTML)'), { target: { value: '<p>Yeni kurallar</p><script>alert(1)</script>' } });
    await waitFor(() => expect(within(trPreview).getByText('Yeni kurallar')).toBeTruthy());
    expect(trPreview.querySelector('script')).toBeNull();
    expect(network.calls('POST admin/content/preview').map((call) => call.body)).toContainEqual({ tr: '<p>Yeni kurallar</p><script>alert(1)</script>', en: '<p>Kayıp Bonusu rules</p>' });

    await choose(within(dialog).getByLabelText('İngilizce görsel (isteğe bağlı)'), png());
    await waitFor(() => expect(within(dialog).getByRole('img', { name: 'Önizleme: İngilizce görsel (isteğe bağlı)' }).getAttribute('src')).toBe(uploaded));
    fireEvent.change(within(dialog).getByLabelText('Başlık (Türkçe)'), { target: { value: 'Haftalık Kayıp' } });
    fireEvent.change(within(dialog).getByLabelText('Kategori'), { target: { value: 'sports' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(network.calls('POST admin/content/promotions/2')[0].body).toEqual({
      titleTr: 'Haftalık Kayıp',
      titleEn: 'Kayıp Bonusu EN',
      bodyTr: '<p>Yeni kurallar</p><script>alert(1)</script>',
      bodyEn: '<p>Kayıp Bonusu rules</p>',
      image: '/media/promotions/p-2.svg',
      imageEn: uploaded,
      category: 'sports',
      active: true,
    });
    expect(await screen.findByRole('rowheader', { name: /^Haftalık Kayıp/ })).toBeTruthy();
    expect(await screen.findByText('Promosyon kaydedildi.')).toBeTruthy();
    expect(document.activeElement?.textContent).toContain('Düzenle');
  });

  it('asks for the missing fields before sending a new promotion, then adds it last; switches one off', async () => {
    let items = [promotion(1, 0, 'Hoş Geldin')];
    const network = await signedIn({
      'GET admin/content/promotions': () => ok({ items }),
      'POST admin/content/preview': preview,
      'POST admin/media': () => ok({ name: `${HASH}.png`, url: `/media/uploads/${HASH}.png`, contentType: 'image/png', size: 11 }),
      'POST admin/content/promotions': ({ body }) => ok({ ...promotion(9, 1, 'x'), ...(body as object) }, 'Promosyon eklendi.'),
      'POST admin/content/promotions/1/active': () => {
        items = [promotion(1, 0, 'Hoş Geldin', { active: false })];
        return ok(items[0], 'Promosyon kapatıldı.');
      },
    });
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Ekranlar' })).getByRole('link', { name: 'Promosyonlar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yeni promosyon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni promosyon' });
    fireEvent.change(within(dialog).getByLabelText('Başlık (Türkçe)'), { target: { value: 'Yaz' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect((await within(dialog).findAllByText('Bu alan zorunludur')).length).toBeGreaterThanOrEqual(3);
    expect(within(dialog).getByLabelText('Başlık (İngilizce)').getAttribute('aria-invalid')).toBe('true');
    expect(network.calls('POST admin/content/promotions')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Başlık (İngilizce)'), { target: { value: 'Summer' } });
    fireEvent.change(within(dialog).getByLabelText('Metin (Türkçe, HTML)'), { target: { value: '<p>Yaz</p>' } });
    fireEvent.change(within(dialog).getByLabelText('Metin (İngilizce, HTML)'), { target: { value: '<p>Summer</p>' } });
    await choose(within(dialog).getByLabelText('Görsel (Türkçe)'), png());
    await waitFor(() => expect(within(dialog).getByRole('img', { name: 'Önizleme: Görsel (Türkçe)' })).toBeTruthy());
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(network.calls('POST admin/content/promotions')[0].body).toMatchObject({ titleTr: 'Yaz', titleEn: 'Summer', imageEn: null, category: 'casino', active: true });
    const rows = within(screen.getByRole('table')).getAllByRole('rowheader');
    expect(rows.at(-1)!.textContent).toMatch(/^Yaz/);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: named('Kapat', 'Hoş Geldin') })));
    expect(network.calls('POST admin/content/promotions/1/active')[0].body).toEqual({ active: false });
    expect(await screen.findByRole('button', { name: named('Göster', 'Hoş Geldin') })).toBeTruthy();
  });
});

const popup = {
  id: 1,
  titleTr: 'Hafta sonu bonusu',
  titleEn: 'Weekend bonus',
  descriptionTr: '<p>Cumartesi %50</p>',
  descriptionEn: '<p>Saturday 50%</p>',
  url: '/promotions',
  images: { sm: '/media/popups/sm.svg', md: '/media/popups/md.svg', lg: '/media/popups/lg.svg' },
  imagesEn: null,
  active: true,
  updatedAt: '2025-01-10T09:00:00.000Z',
};

describe('back office: the popup', () => {
  it('shows what players see, refuses a bad link before sending, and saves the popup', async () => {
    const network = await signedIn({
      'GET admin/content/popup': () => ok({ popup }),
      'POST admin/content/preview': preview,
      'POST admin/content/popup': ({ body }) => ok({ popup: { ...popup, ...(body as object), updatedAt: '2026-01-01T00:00:00.000Z' } }, 'Açılır pencere kaydedildi. Kapatmış oyuncular onu yeniden görecek.'),
    });
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Ekranlar' })).getByRole('link', { name: 'Açılır pencere' }));
    const seen = await screen.findByRole('region', { name: 'Oyuncuların gördüğü' });
    expect(within(seen).getByRole('img', { name: 'Hafta sonu bonusu' }).getAttribute('src')).toBe('/media/popups/lg.svg');
    // English visitors see the Turkish images while there are no English ones.
    expect(within(seen).getByRole('img', { name: 'Weekend bonus' }).getAttribute('src')).toBe('/media/popups/lg.svg');
    expect(await within(seen).findByText('Cumartesi %50')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Başlık (Türkçe)'), { target: { value: 'Bayram bonusu' } });
    fireEvent.change(screen.getByLabelText('Metin (Türkçe, HTML)'), { target: { value: '<p>Bayramda %50</p><img src=x onerror="alert(1)">' } });
    expect(within(seen).getByRole('img', { name: 'Bayram bonusu' })).toBeTruthy();
    await waitFor(() => expect(within(seen).getByText('Bayramda %50')).toBeTruthy());

    fireEvent.change(screen.getByLabelText('Bağlantı (isteğe bağlı)'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Açılır pencereyi kaydet' }));
    await waitFor(() => expect(screen.getByLabelText('Bağlantı (isteğe bağlı)').getAttribute('aria-invalid')).toBe('true'));
    expect(network.calls('POST admin/content/popup')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Bağlantı (isteğe bağlı)'), { target: { value: '' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Açılır pencereyi kaydet' })));
    expect(await screen.findByText('Açılır pencere kaydedildi. Kapatmış oyuncular onu yeniden görecek.')).toBeTruthy();
    expect(network.calls('POST admin/content/popup')[0].body).toEqual({
      titleTr: 'Bayram bonusu',
      titleEn: 'Weekend bonus',
      descriptionTr: '<p>Bayramda %50</p><img src=x onerror="alert(1)">',
      descriptionEn: '<p>Saturday 50%</p>',
      url: null,
      images: popup.images,
      imagesEn: null,
      active: true,
    });
  });
});

const page = (id: number, categoryId: number, position: number, titleTr: string, extra: object = {}) => ({
  id,
  categoryId,
  titleTr,
  titleEn: `${titleTr} EN`,
  bodyTr: `<p>${titleTr}</p>`,
  bodyEn: `<p>${titleTr} EN</p>`,
  position,
  active: true,
  ...extra,
});

describe('back office: pages', () => {
  it('opens on the footer’s pages, adds a page to the footer and hides one', async () => {
    const categories = [
      { id: 2, titleTr: 'Kurumsal', titleEn: 'Company', pages: [page(3, 2, 0, 'Hakkımızda'), page(4, 2, 1, 'Şartlar')] },
      { id: 1, titleTr: 'Yardım', titleEn: 'Help', pages: [page(1, 1, 0, 'SSS')] },
    ];
    const network = await signedIn({
      'GET admin/content/pages': () => ok({ categories }),
      'POST admin/content/preview': preview,
      'POST admin/content/pages': ({ body }) => ok({ ...page(9, 2, 2, 'x'), ...(body as object) }, 'Sayfa eklendi.'),
      'POST admin/content/pages/4/active': () => ok(page(4, 2, 1, 'Şartlar', { active: false }), 'Sayfa gizlendi.'),
    });
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Ekranlar' })).getByRole('link', { name: 'Sayfalar' }));
    const tab = await screen.findByRole('tab', { name: 'Kurumsal' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Alt bilgi “Kurumsal” kategorisinin sayfalarını listeler; sayfalar sayfası tüm kategorileri listeler.')).toBeTruthy();
    expect(within(screen.getByRole('table')).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Hakkımızda / Hakkımızda EN', 'Şartlar / Şartlar EN']);

    fireEvent.click(screen.getByRole('button', { name: 'Yeni sayfa' }));
    const dialog = await screen.findByRole('dialog', { name: '“Kurumsal” içinde yeni sayfa' });
    fireEvent.change(within(dialog).getByLabelText('Başlık (Türkçe)'), { target: { value: 'Çerezler' } });
    fireEvent.change(within(dialog).getByLabelText('Başlık (İngilizce)'), { target: { value: 'Cookies' } });
    fireEvent.change(within(dialog).getByLabelText('Metin (Türkçe, HTML)'), { target: { value: '<h2>Çerezler</h2>' } });
    fireEvent.change(within(dialog).getByLabelText('Metin (İngilizce, HTML)'), { target: { value: '<h2>Cookies</h2>' } });
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: 'Cookies' })).toBeTruthy());
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(network.calls('POST admin/content/pages')[0].body).toEqual({ categoryId: 2, titleTr: 'Çerezler', titleEn: 'Cookies', bodyTr: '<h2>Çerezler</h2>', bodyEn: '<h2>Cookies</h2>', active: true });
    expect(within(screen.getByRole('table')).getAllByRole('rowheader').at(-1)!.textContent).toMatch(/^Çerezler/);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: named('Gizle', 'Şartlar') })));
    expect(network.calls('POST admin/content/pages/4/active')[0].body).toEqual({ active: false });
    expect(await screen.findByRole('button', { name: named('Göster', 'Şartlar') })).toBeTruthy();

    fireEvent.keyDown(tab, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Yardım' }).getAttribute('aria-selected')).toBe('true');
    expect(within(screen.getByRole('table')).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['SSS / SSS EN']);
  });
});

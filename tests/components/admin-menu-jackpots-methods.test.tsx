// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createActor } from 'xstate';
import type { AdminJackpotCard } from '../../contracts/admin-jackpots';
import type { AdminMenuItem } from '../../contracts/admin-menu';
import type { AdminPaymentMethod } from '../../contracts/admin-payment-methods';
import { AdminApp } from '../../src/admin/app';
import { AdminI18nProvider } from '../../src/admin/i18n';
import { providedSession, storedSession } from '../../src/admin/provide';
import { fail, fakeNetwork, ok, type Routes } from './fake-network';
import { polyfillDialog } from './admin-harness';

const TOKEN = 'e'.repeat(43);

async function signedIn(routes: Routes, role: string, screenPath: string) {
  window.history.replaceState(null, '', `/admin${screenPath}`);
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

const entry = (id: number, patch: Partial<AdminMenuItem> = {}): AdminMenuItem => ({
  id,
  group: 'casino',
  parentId: null,
  titleTr: `Giriş ${id}`,
  titleEn: `Entry ${id}`,
  icon: 'slot',
  target: { kind: 'page', url: '/casino/slot' },
  badge: '',
  position: 0,
  hidden: false,
  ...patch,
});

const card = (id: number, name: string, patch: Partial<AdminJackpotCard> = {}): AdminJackpotCard => ({
  id,
  instanceName: name,
  nameTr: '',
  nameEn: '',
  position: id,
  hidden: false,
  shownOnSite: true,
  levels: [
    { level: 'I', nameTr: '', nameEn: '', amountMinor: 128_456_745, hidden: false },
    { level: 'II', nameTr: '', nameEn: '', amountMinor: 2_487_130, hidden: false },
  ],
  ...patch,
});

const method = (id: number, patch: Partial<AdminPaymentMethod> = {}): AdminPaymentMethod => ({
  id,
  direction: 'deposit',
  kind: 'papara',
  provider: 'local',
  titleTr: 'Papara',
  titleEn: 'Papara',
  minMinor: 5_000,
  maxMinor: 2_000_000,
  feeBp: 0,
  feeFixedMinor: 0,
  position: 0,
  active: true,
  logoUrl: '/media/methods/papara.svg',
  processingTr: 'Anında',
  processingEn: 'Instant',
  fields: [{ key: 'amount', objectType: 'Decimal', labelTr: '', labelEn: '' }],
  banks: [],
  ...patch,
});

beforeEach(() => {
  polyfillDialog();
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => sessionStorage.clear());

describe('back office: side menu', () => {
  it('lists the sections with children under their group, edits an entry and refuses an unknown page before sending', async () => {
    const items = [
      entry(1, { titleTr: 'Slot Oyunları', titleEn: 'Slots' }),
      entry(12, { group: 'sports', titleTr: 'Spor Plus', titleEn: 'Sports Plus', target: { kind: 'group' } }),
      entry(13, { group: 'sports', parentId: 12, titleTr: 'Maç Öncesi', titleEn: 'Pre-match', target: { kind: 'page', url: '/spor/fcg' } }),
    ];
    const network = await signedIn(
      {
        'GET admin/menu': () => ok({ items }),
        'POST admin/menu/1': ({ body }) => {
          items[0] = { ...items[0], ...(body as object) };
          return ok(items[0], 'Menü girişi kaydedildi.');
        },
      },
      'content',
      '/menu',
    );
    const casino = await screen.findByRole('region', { name: 'Casino' });
    expect(within(casino).getAllByRole('rowheader')[0].textContent).toMatch(/^Slot Oyunları/);
    const sports = screen.getByRole('region', { name: 'Spor bahisleri' });
    expect(within(sports).getAllByRole('rowheader').map((r) => r.textContent)).toEqual([expect.stringMatching(/^Spor Plus/), expect.stringMatching(/↳ Maç Öncesi\s*\(Spor Plus altında\)/)]);
    expect(within(sports).getByRole('button', { name: named('Altına ekle', 'Spor Plus altına giriş ekle') })).toBeTruthy();

    fireEvent.click(within(casino).getByRole('button', { name: named('Düzenle', 'Slot Oyunları') }));
    const dialog = await screen.findByRole('dialog', { name: 'Menü girişini düzenle' });
    const url = within(dialog).getByLabelText('Adres') as HTMLInputElement;
    expect(url.value).toBe('/casino/slot');
    fireEvent.change(url, { target: { value: '/olmayan-sayfa' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Sitenin bir sayfası değil: /promotions, /casino/slot veya /pages/3 gibi bir adres girin')).toBeTruthy();
    expect(network.calls('POST admin/menu/1')).toHaveLength(0);

    fireEvent.change(url, { target: { value: '/casino/live' } });
    fireEvent.change(within(dialog).getByLabelText('Başlık (Türkçe)'), { target: { value: 'Slotlar' } });
    fireEvent.change(within(dialog).getByLabelText('Rozet (isteğe bağlı, ör. LIVE)'), { target: { value: 'YENİ' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(network.calls('POST admin/menu/1')[0].body).toEqual({ titleTr: 'Slotlar', titleEn: 'Slots', icon: 'slot', target: { kind: 'page', url: '/casino/live' }, badge: 'YENİ', hidden: false });
    expect(await screen.findByText('Menü girişi kaydedildi.')).toBeTruthy();
    expect((await screen.findAllByRole('rowheader'))[0].textContent).toMatch(/^Slotlar/);
  });

  it('adds an external entry to a section (https only) and hides one', async () => {
    const items = [entry(30, { group: 'other', titleTr: 'Promosyonlar', titleEn: 'Promotions', target: { kind: 'page', url: '/promotions' } })];
    const network = await signedIn(
      {
        'GET admin/menu': () => ok({ items }),
        'POST admin/menu': ({ body }) => {
          const created = entry(101, { ...(body as object), position: 1 });
          items.push(created);
          return ok(created, 'Menü girişi eklendi.');
        },
        'POST admin/menu/30/hidden': () => ok({ ...items[0], hidden: true }, 'Menü girişi oyunculardan gizlendi.'),
      },
      'admin',
      '/menu',
    );
    const other = await screen.findByRole('region', { name: 'Diğer' });
    // An entry of the page the site's menu always lists first says why players do not find it here.
    expect(within(other).getByText('Sitede burada listelenmez: Promosyonlar her zaman menünün ilk girişidir.')).toBeTruthy();
    fireEvent.click(within(other).getByRole('button', { name: named('Giriş ekle', 'Diğer bölümüne giriş ekle') }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni menü girişi' });
    fireEvent.change(within(dialog).getByLabelText('Başlık (Türkçe)'), { target: { value: 'Haberler' } });
    fireEvent.change(within(dialog).getByLabelText('Başlık (İngilizce)'), { target: { value: 'News' } });
    fireEvent.change(within(dialog).getByLabelText('Yönlendirdiği yer'), { target: { value: 'external' } });
    fireEvent.change(within(dialog).getByLabelText('Adres'), { target: { value: 'http://news.example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('https:// ile başlayan bir adres girin')).toBeTruthy();
    expect(network.calls('POST admin/menu')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Adres'), { target: { value: 'https://news.example.com' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(network.calls('POST admin/menu')[0].body).toMatchObject({ group: 'other', parentId: null, titleTr: 'Haberler', titleEn: 'News', target: { kind: 'external', url: 'https://news.example.com' } });
    expect(await within(await screen.findByRole('region', { name: 'Diğer' })).findByText('https://news.example.com')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: named('Gizle', 'Promosyonlar') })));
    expect(await screen.findByRole('button', { name: named('Göster', 'Promosyonlar') })).toBeTruthy();
    expect(network.calls('POST admin/menu/30/hidden')[0].body).toEqual({ hidden: true });
  });
});

describe('back office: jackpots', () => {
  it('shows amounts in lira with two decimals, edits a level amount (sent in kuruş) and its order', async () => {
    const network = await signedIn(
      {
        'GET admin/jackpots': () => ok({ cards: [card(3, 'Shining Crown', { shownOnSite: false }), card(1, 'High Cash')] }),
        'POST admin/jackpots/1': ({ body }) => {
          const edit = body as { levels: object[] };
          return ok({ ...card(1, 'High Cash'), ...edit, levels: edit.levels.map((l) => ({ ...l, hidden: false })) }, 'Jackpot kartı kaydedildi.');
        },
      },
      'content',
      '/jackpots',
    );
    const rows = await screen.findAllByRole('row');
    expect(within(rows[1]).getByText(/Ana sayfada gösterilmiyor/)).toBeTruthy();
    expect(within(rows[2]).getByText(/1\.284\.567,45/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: named('Düzenle', 'High Cash') }));
    const dialog = await screen.findByRole('dialog', { name: 'High Cash kartını düzenle' });
    const amount = within(dialog).getByLabelText('Seviye I: tutar (₺)') as HTMLInputElement;
    expect(amount.value).toBe('1284567,45');
    fireEvent.change(amount, { target: { value: '-5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Lira olarak, en çok 2 ondalıkla bir tutar girin (1.250,50)')).toBeTruthy();
    expect(network.calls('POST admin/jackpots/1')).toHaveLength(0);

    fireEvent.change(amount, { target: { value: '1.500.000,10' } });
    fireEvent.change(within(dialog).getByLabelText('Ad (Türkçe)'), { target: { value: 'Büyük Nakit' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Seviye II yukarı' }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(network.calls('POST admin/jackpots/1')[0].body).toEqual({
      nameTr: 'Büyük Nakit',
      nameEn: '',
      levels: [
        { level: 'II', nameTr: '', nameEn: '', amountMinor: 2_487_130 },
        { level: 'I', nameTr: '', nameEn: '', amountMinor: 150_000_010 },
      ],
    });
    expect(await screen.findByText('Jackpot kartı kaydedildi.')).toBeTruthy();
    expect(await screen.findByRole('rowheader', { name: /Büyük Nakit/ })).toBeTruthy();
  });
});

describe('back office: new jackpots and levels', () => {
  it('adds a level (amount checked before sending, sent in kuruş), shows a refusal in the dialog, hides a level and adds a card', async () => {
    const withLevel = card(1, 'High Cash', {
      levels: [
        { level: 'I', nameTr: '', nameEn: '', amountMinor: 128_456_745, hidden: false },
        { level: 'II', nameTr: '', nameEn: '', amountMinor: 2_487_130, hidden: false },
        { level: 'V', nameTr: 'Mini', nameEn: '', amountMinor: 123_456, hidden: false },
      ],
    });
    let taken = true;
    const network = await signedIn(
      {
        'GET admin/jackpots': () => ok({ cards: [card(1, 'High Cash')] }),
        'POST admin/jackpots/1/levels': () => {
          if (taken) {
            taken = false;
            return fail(409, 'Bu kartta bu koda sahip bir seviye zaten var.');
          }
          return ok(withLevel, 'Seviye karta eklendi.');
        },
        'POST admin/jackpots/1/levels/hidden': ({ body }) =>
          ok({ ...withLevel, levels: withLevel.levels.map((l) => (l.level === (body as { level: string }).level ? { ...l, hidden: true } : l)) }, 'Seviye oyunculardan gizlendi.'),
        'POST admin/jackpots': ({ body }) => ok(card(100, (body as { instanceName: string }).instanceName, { levels: [], shownOnSite: false }), 'Jackpot kartı eklendi.'),
      },
      'content',
      '/jackpots',
    );
    await screen.findByRole('rowheader', { name: 'High Cash' });
    fireEvent.click(screen.getByRole('button', { name: named('Yeni seviye', 'High Cash') }));
    const dialog = await screen.findByRole('dialog', { name: 'High Cash için yeni seviye' });
    fireEvent.change(within(dialog).getByLabelText('Seviye kodu (I, II, ...)'), { target: { value: 'V' } });
    fireEvent.change(within(dialog).getByLabelText('Tutar (₺)'), { target: { value: '1234,567' } });
    fireEvent.change(within(dialog).getByLabelText('Ad (Türkçe)'), { target: { value: 'Mini' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ekle' }));
    expect(await within(dialog).findByText('Lira olarak, en çok 2 ondalıkla bir tutar girin (1.250,50)')).toBeTruthy();
    expect(network.calls('POST admin/jackpots/1/levels')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Tutar (₺)'), { target: { value: '1.234,56' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Ekle' })));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'Bu kartta bu koda sahip bir seviye zaten var.');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Ekle' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(network.calls('POST admin/jackpots/1/levels').map((call) => call.body)).toEqual([
      { level: 'V', nameTr: 'Mini', nameEn: '', amountMinor: 123_456 },
      { level: 'V', nameTr: 'Mini', nameEn: '', amountMinor: 123_456 },
    ]);
    expect(await screen.findByText('Seviye karta eklendi.')).toBeTruthy();
    expect(screen.getByText('Mini')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: named('Gizle', 'High Cash kartında Seviye II') })));
    expect(await screen.findByRole('button', { name: named('Göster', 'High Cash kartında Seviye II') })).toBeTruthy();
    expect(network.calls('POST admin/jackpots/1/levels/hidden').map((call) => call.body)).toEqual([{ level: 'II', hidden: true }]);

    fireEvent.click(screen.getByRole('button', { name: 'Yeni jackpot' }));
    const create = await screen.findByRole('dialog', { name: 'Yeni jackpot' });
    fireEvent.click(within(create).getByRole('button', { name: 'Ekle' }));
    expect(await within(create).findByText('Bu alan zorunludur')).toBeTruthy();
    expect(network.calls('POST admin/jackpots')).toHaveLength(0);
    fireEvent.change(within(create).getByLabelText('Örnek adı'), { target: { value: 'Mystery Bell' } });
    await act(async () => fireEvent.click(within(create).getByRole('button', { name: 'Ekle' })));
    expect(await screen.findByRole('rowheader', { name: 'Mystery Bell' })).toBeTruthy();
    expect(network.calls('POST admin/jackpots').map((call) => call.body)).toEqual([{ instanceName: 'Mystery Bell', nameTr: '', nameEn: '' }]);
  });
});

describe('back office: payment methods', () => {
  it('refuses a minimum above the maximum and a negative fee before sending, saves limits in kuruş, and switches a method off', async () => {
    const methods = [method(2), method(3, { kind: 'card', titleTr: 'Kredi Kartı', titleEn: 'Card', feeBp: 250, position: 1 }), method(12, { direction: 'withdraw', titleTr: 'Papara Çekim' })];
    const network = await signedIn(
      {
        'GET admin/payment-methods': () => ok({ methods }),
        'POST admin/payment-methods/2': ({ body }) => ok({ ...methods[0], ...(body as object) }, 'Ödeme yöntemi kaydedildi.'),
        'POST admin/payment-methods/3/active': () => fail(403, 'Bu işlem için yetkiniz yok.'),
        'POST admin/payment-methods/12/active': () => ok({ ...methods[2], active: false }, 'Ödeme yöntemi oyunculara kapatıldı.'),
      },
      'finance',
      '/paymentMethods',
    );
    const deposits = await screen.findByRole('region', { name: 'Para yatırma yöntemleri' });
    expect(within(deposits).getAllByRole('rowheader').map((r) => r.textContent)).toEqual(['Papara', 'Kredi Kartı']);
    expect(within(deposits).getByText('%2,5')).toBeTruthy();

    fireEvent.click(within(deposits).getByRole('button', { name: named('Düzenle', 'Papara') }));
    const dialog = await screen.findByRole('dialog', { name: 'Papara yöntemini düzenle' });
    expect((within(dialog).getByLabelText('En az tutar (₺)') as HTMLInputElement).value).toBe('50,00');
    fireEvent.change(within(dialog).getByLabelText('En az tutar (₺)'), { target: { value: '30.000' } });
    fireEvent.change(within(dialog).getByLabelText('Ücret (tutarın %’si)'), { target: { value: '-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('En az tutar en çok tutardan büyük olamaz')).toBeTruthy();
    expect(within(dialog).getByText('Eksi olamaz')).toBeTruthy();
    expect(network.calls('POST admin/payment-methods/2')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('En az tutar (₺)'), { target: { value: '200' } });
    fireEvent.change(within(dialog).getByLabelText('Ücret (tutarın %’si)'), { target: { value: '1,5' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(network.calls('POST admin/payment-methods/2')[0].body).toEqual({
      titleTr: 'Papara',
      titleEn: 'Papara',
      minMinor: 20_000,
      maxMinor: 2_000_000,
      feeBp: 150,
      feeFixedMinor: 0,
      active: true,
      logoUrl: '/media/methods/papara.svg',
      processingTr: 'Anında',
      processingEn: 'Instant',
      fields: [{ key: 'amount', objectType: 'Decimal', labelTr: '', labelEn: '' }],
    });
    expect(await screen.findByText('Ödeme yöntemi kaydedildi.')).toBeTruthy();

    const withdrawals = screen.getByRole('region', { name: 'Para çekme yöntemleri' });
    await act(async () => fireEvent.click(within(withdrawals).getByRole('button', { name: named('Kapat', 'Papara Çekim') })));
    expect(await within(withdrawals).findByText('Kapalı')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: named('Kapat', 'Kredi Kartı') })));
    expect(await screen.findByText('Bu işlem için yetkiniz yok.')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Para yatırma yöntemleri' })).queryByText('Kapalı')).toBeNull();
  });

  it('edits the logo (an upload), the processing texts and the player form fields: add, change, move, remove; bad fields are refused before sending', async () => {
    const uploaded = `/media/uploads/${'b'.repeat(64)}.png`;
    const bankId = { key: 'bankId', objectType: 'Dropdown' as const, labelTr: '', labelEn: '', option: [{ id: 1, name: 'Ziraat Bankası' }] };
    // A method with a list field of its own (a bank transfer's list is made from its accounts: the next test).
    const methods = [method(1, { kind: 'bank', provider: 'local', titleTr: 'Havale', fields: [method(0).fields[0], bankId] })];
    const network = await signedIn(
      {
        'GET admin/payment-methods': () => ok({ methods }),
        'POST admin/media': () => ok({ name: `${'b'.repeat(64)}.png`, url: uploaded, contentType: 'image/png', size: 11 }, 'Görsel yüklendi.'),
        'POST admin/payment-methods/1': ({ body }) => ok({ ...methods[0], ...(body as object) }, 'Havale kaydedildi.'),
      },
      'finance',
      '/paymentMethods',
    );
    const deposits = await screen.findByRole('region', { name: 'Para yatırma yöntemleri' });
    fireEvent.click(within(deposits).getByRole('button', { name: named('Düzenle', 'Havale') }));
    const dialog = await screen.findByRole('dialog', { name: 'Havale yöntemini düzenle' });
    const editor = within(dialog).getByRole('region', { name: 'Form alanları' });
    expect(within(editor).getAllByRole('group').map((g) => g.querySelector('legend')?.textContent)).toEqual(['Alan 1', 'Alan 2']);
    expect((within(within(editor).getByRole('group', { name: 'Alan 2' })).getByLabelText('Seçenekler, her satıra bir tane: değer = ad') as HTMLTextAreaElement).value).toBe('1 = Ziraat Bankası');

    const logo = within(dialog).getByLabelText('Logo (PNG, JPEG veya WebP, en çok 2 MB)');
    await act(async () => fireEvent.change(logo, { target: { files: [new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1])], 'logo.png', { type: 'image/png' })] } }));
    await waitFor(() => expect(within(dialog).getByRole('img', { name: 'Önizleme: Logo (PNG, JPEG veya WebP, en çok 2 MB)' }).getAttribute('src')).toBe(uploaded));
    fireEvent.change(within(dialog).getByLabelText('İşlem süresi (Türkçe)'), { target: { value: 'Yarım saat içinde' } });

    fireEvent.click(within(editor).getByRole('button', { name: 'Alan ekle' }));
    const third = within(editor).getByRole('group', { name: 'Alan 3' });
    const key = within(third).getByLabelText('Anahtar') as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(key));
    fireEvent.change(key, { target: { value: 'amount' } });
    fireEvent.change(within(within(editor).getByRole('group', { name: 'Alan 2' })).getByLabelText('Seçenekler, her satıra bir tane: değer = ad'), { target: { value: 'Ziraat Bankası' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(third).findByText('Bu anahtar başka bir alanda kullanılıyor')).toBeTruthy();
    expect(within(editor).getByText('Her satıra bir seçenek yazın: değer = ad, değer tam sayı (1 = Ziraat Bankası)')).toBeTruthy();
    expect(network.calls('POST admin/payment-methods/1')).toHaveLength(0);

    fireEvent.change(within(within(editor).getByRole('group', { name: 'Alan 2' })).getByLabelText('Seçenekler, her satıra bir tane: değer = ad'), { target: { value: '1 = Ziraat Bankası\n' } });
    fireEvent.change(key, { target: { value: 'receiptNo' } });
    fireEvent.change(within(third).getByLabelText('Etiket (Türkçe)'), { target: { value: 'Dekont no' } });
    fireEvent.change(within(third).getByLabelText('Etiket (İngilizce)'), { target: { value: 'Receipt no' } });
    fireEvent.change(within(third).getByLabelText('Maske (isteğe bağlı: 0 rakam, a harf, ör. 00-00-00)'), { target: { value: '00-00-00' } });
    const up = within(third).getByRole('button', { name: named('Yukarı', 'alan 3') });
    up.focus();
    fireEvent.click(up);
    expect((within(within(editor).getByRole('group', { name: 'Alan 2' })).getByLabelText('Anahtar') as HTMLInputElement).value).toBe('receiptNo');
    await waitFor(() => expect(document.activeElement).toBe(within(within(editor).getByRole('group', { name: 'Alan 2' })).getByRole('button', { name: named('Yukarı', 'alan 2') })));

    fireEvent.click(within(editor).getByRole('button', { name: 'Alan ekle' }));
    fireEvent.change(within(within(editor).getByRole('group', { name: 'Alan 4' })).getByLabelText('Tür'), { target: { value: 'Dropdown' } });
    fireEvent.click(within(editor).getByRole('button', { name: named('Kaldır', 'alan 4') }));
    expect(within(editor).queryByRole('group', { name: 'Alan 4' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(within(editor).getByRole('button', { name: 'Alan ekle' })));

    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(network.calls('POST admin/payment-methods/1')[0].body).toMatchObject({
      logoUrl: uploaded,
      processingTr: 'Yarım saat içinde',
      processingEn: 'Instant',
      fields: [
        { key: 'amount', objectType: 'Decimal', labelTr: '', labelEn: '' },
        { key: 'receiptNo', objectType: 'String', labelTr: 'Dekont no', labelEn: 'Receipt no', mask: '00-00-00' },
        bankId,
      ],
    });
    expect(await screen.findByText('Havale kaydedildi.')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Para yatırma yöntemleri' })).getByRole('rowheader').querySelector('img')?.getAttribute('src')).toBe(uploaded);
  });

  it('a bank transfer: its bank list comes from its accounts; an account is added and one removed, a wrong IBAN is refused before sending', async () => {
    const bankId = { key: 'bankId', objectType: 'Dropdown' as const, labelTr: '', labelEn: '', option: [{ id: 1, name: 'Ziraat Bankası' }, { id: 2, name: 'Garanti BBVA' }] };
    const banks = [
      { id: 1, name: 'Ziraat Bankası', iban: 'TR330006100519786457841326', holder: 'Kasa A.Ş.' },
      { id: 2, name: 'Garanti BBVA', iban: 'TR320010009999901234567890', holder: 'Kasa A.Ş.' },
    ];
    const methods = [method(1, { kind: 'bank', provider: 'manual', titleTr: 'Havale', fields: [method(0).fields[0], bankId], banks })];
    const network = await signedIn(
      {
        'GET admin/payment-methods': () => ok({ methods }),
        'POST admin/payment-methods/1': ({ body }) => ok({ ...methods[0], ...(body as object) }, 'Havale kaydedildi.'),
      },
      'finance',
      '/paymentMethods',
    );
    const deposits = await screen.findByRole('region', { name: 'Para yatırma yöntemleri' });
    fireEvent.click(within(deposits).getByRole('button', { name: named('Düzenle', 'Havale') }));
    const dialog = await screen.findByRole('dialog', { name: 'Havale yöntemini düzenle' });
    const fields = within(dialog).getByRole('region', { name: 'Form alanları' });
    expect(within(within(fields).getByRole('group', { name: 'Alan 2' })).queryByLabelText('Seçenekler, her satıra bir tane: değer = ad')).toBeNull();
    expect(within(fields).getByText('Seçenekleri aşağıdaki banka hesaplarıdır.')).toBeTruthy();
    const accounts = within(dialog).getByRole('region', { name: 'Banka hesapları' });
    expect((within(within(accounts).getByRole('group', { name: 'Hesap 2' })).getByLabelText('IBAN') as HTMLInputElement).value).toBe('TR320010009999901234567890');

    fireEvent.click(within(accounts).getByRole('button', { name: 'Hesap ekle' }));
    const third = within(accounts).getByRole('group', { name: 'Hesap 3' });
    await waitFor(() => expect(document.activeElement).toBe(within(third).getByLabelText('Banka adı')));
    fireEvent.change(within(third).getByLabelText('Banka adı'), { target: { value: 'VakıfBank' } });
    fireEvent.change(within(third).getByLabelText('IBAN'), { target: { value: 'TR67 0001 5001 5800 7300 0000 02' } });
    fireEvent.change(within(third).getByLabelText('Hesap sahibi'), { target: { value: 'Kasa A.Ş.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(third).findByText('Bu IBAN geçerli değil: rakamlarını kontrol edin')).toBeTruthy();
    expect(network.calls('POST admin/payment-methods/1')).toHaveLength(0);

    fireEvent.change(within(third).getByLabelText('IBAN'), { target: { value: 'TR67 0001 5001 5800 7300 0000 01' } });
    fireEvent.click(within(accounts).getByRole('button', { name: named('Kaldır', 'hesap 1') }));
    await waitFor(() => expect(document.activeElement).toBe(within(accounts).getByRole('button', { name: 'Hesap ekle' })));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((network.calls('POST admin/payment-methods/1')[0].body as { banks: unknown }).banks).toEqual([banks[1], { id: 3, name: 'VakıfBank', iban: 'TR670001500158007300000001', holder: 'Kasa A.Ş.' }]);
  });
});

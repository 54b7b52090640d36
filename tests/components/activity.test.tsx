// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { authData } from '../unit/machines/shell-harness';
import { fail, ok, type FakeRequest, type Routes } from './fake-network';
import { renderApp, settle } from './app-harness';
import { bonusServer, captureDownloads, demoTransactions, serveFile, transactionServer, wait } from './activity-app-harness';

const activities = (options: { locale?: 'tr' | 'en'; server?: Routes } = {}) =>
  renderApp({
    path: '/dashboard/financial-activities',
    authData: authData(),
    locale: options.locale,
    server: { 'GET customer/transactions': transactionServer(demoTransactions), ...options.server },
  });

const table = () => within(screen.getByRole('table'));
const rows = () => table().getAllByRole('row').slice(1);
const totals = (name: string) => within(screen.getByRole('region', { name }));

describe('financial activities', () => {
  it('lists the transactions with localized type and status, the amounts in lira, the reason and the period totals (tr)', async () => {
    const { network } = activities();
    await screen.findByRole('table', { name: 'İşlemler' }, wait);
    expect(network.calls('GET customer/transactions')[0].query).toEqual({ page: '1', pageSize: '20' });
    expect(rows()).toHaveLength(20);
    const first = within(rows()[0]);
    expect(first.getByText('Para Çekme')).toBeTruthy();
    expect(first.getByText('Reddedildi')).toBeTruthy();
    expect(first.getByText('₺1.234,50')).toBeTruthy();
    expect(first.getByText('Papara')).toBeTruthy();
    expect(first.getByText('Papara **** 5678')).toBeTruthy();
    expect(first.getByText('TX-000045')).toBeTruthy();
    expect(first.getByText('Ret nedeni: IBAN sahibi hesap sahibiyle aynı değil')).toBeTruthy();
    expect(rows()[0].querySelector('time')!.getAttribute('datetime')).toBe('2026-11-20T10:00:00.000Z');
    expect(within(rows()[1]).getByText('Beklemede')).toBeTruthy();
    expect(within(rows()[2]).getByText('Para Çekme')).toBeTruthy();
    expect(within(rows()[2]).getByText('Onaylandı')).toBeTruthy();
    expect(within(rows()[3]).getByText('Para Yatırma')).toBeTruthy();
    expect(within(rows()[3]).getByText('₺250,00')).toBeTruthy();
    const sums = totals('Bu filtrelerin toplamları (yalnızca onaylananlar)');
    expect(sums.getByText('Yatırılan').nextSibling!.textContent).toBe('₺10.500,00');
    expect(sums.getByText('Çekilen').nextSibling!.textContent).toBe('₺750,00');
    expect(sums.getByText('Net').nextSibling!.textContent).toBe('₺9.750,00');
    expect(screen.getByText('Sayfa 1 / 3')).toBeTruthy();
  });

  it('speaks English when the player chose it', async () => {
    activities({ locale: 'en' });
    await screen.findByRole('table', { name: 'Transactions' }, wait);
    const first = within(rows()[0]);
    expect(first.getByText('Withdrawal')).toBeTruthy();
    expect(first.getByText('Rejected')).toBeTruthy();
    expect(first.getByText('₺1,234.50')).toBeTruthy();
    expect(first.getByText('Rejection reason: IBAN sahibi hesap sahibiyle aynı değil')).toBeTruthy();
    expect(within(rows()[1]).getByText('Pending')).toBeTruthy();
    expect(within(rows()[2]).getByText('Confirmed')).toBeTruthy();
    expect(within(rows()[3]).getByText('Deposit')).toBeTruthy();
    expect(totals('Totals for these filters (confirmed only)').getByText('Net').nextSibling!.textContent).toBe('₺9,750.00');
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Reference' })).toBeTruthy();
  });

  it('pages with Previous and Next within the bounds, and a filter starts again at page 1', async () => {
    const { network } = activities();
    await screen.findByRole('table', {}, wait);
    const paging = within(screen.getByRole('navigation', { name: 'Sayfalar' }));
    expect(paging.getByRole('button', { name: 'Önceki' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(paging.getByRole('button', { name: 'Sonraki' }));
    expect(await screen.findByText('Sayfa 2 / 3', {}, wait)).toBeTruthy();
    fireEvent.click(paging.getByRole('button', { name: 'Sonraki' }));
    expect(await screen.findByText('Sayfa 3 / 3', {}, wait)).toBeTruthy();
    expect(rows()).toHaveLength(5);
    expect(paging.getByRole('button', { name: 'Sonraki' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('İşlem türü'), { target: { value: '2' } });
    expect(await screen.findByText('Sayfa 1 / 1', {}, wait)).toBeTruthy();
    expect(rows()).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Başlangıç'), { target: { value: '2026-11-01' } });
    await settle();
    expect(network.calls('GET customer/transactions').map((r) => r.query)).toEqual([
      { page: '1', pageSize: '20' },
      { page: '2', pageSize: '20' },
      { page: '3', pageSize: '20' },
      { type: '2', page: '1', pageSize: '20' },
      // A range of days carries the browser's zone: the days are the player's own.
      { type: '2', from: '2026-11-01', page: '1', pageSize: '20', timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
    ]);
  });

  it('says so when nothing matches, and refuses a range that ends before it starts', async () => {
    const { network } = activities();
    await screen.findByRole('table', {}, wait);
    fireEvent.change(screen.getByLabelText('Durum'), { target: { value: '5' } });
    expect(await screen.findByText('Bu filtrelere uyan işlem yok.', {}, wait)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Sayfalar' })).toBeNull();
    const before = network.calls('GET customer/transactions').length;
    fireEvent.change(screen.getByLabelText('Başlangıç'), { target: { value: '2026-11-30' } });
    fireEvent.change(screen.getByLabelText('Bitiş'), { target: { value: '2026-11-01' } });
    expect((await screen.findByRole('alert', {}, wait)).textContent).toBe('Başlangıç tarihi bitiş tarihinden sonra olamaz.');
    await settle();
    expect(network.calls('GET customer/transactions')).toHaveLength(before + 1);
    expect(screen.getByRole('button', { name: 'CSV İndir' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the server message when the list cannot load, and loads it on Try again', async () => {
    let failures = 1;
    const rows = transactionServer(demoTransactions);
    activities({ server: { 'GET customer/transactions': (r: FakeRequest) => (failures-- > 0 ? fail(503, 'Sunucuya ulaşılamadı.') : rows(r)) } });
    expect(await screen.findByText('Sunucuya ulaşılamadı.', {}, wait)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByRole('table', {}, wait)).toBeTruthy();
  });

  it('downloads the CSV of the filters with the bearer token and saves the server bytes under its name', async () => {
    activities();
    await screen.findByRole('table', {}, wait);
    const csv = 'Referans;Tür;Tutar\nTX-000045;Para Çekme;1234,50\n';
    const requests = serveFile('customer/transactions.csv', csv, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="islemler.csv"',
    });
    const saved = captureDownloads();
    fireEvent.change(screen.getByLabelText('İşlem türü'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'CSV İndir' }));
    await waitFor(() => expect(saved).toHaveLength(1), wait);
    expect(await saved[0].blob.text()).toBe(csv);
    expect(saved[0].filename).toBe('islemler.csv');
    expect(requests).toHaveLength(1);
    expect(Object.fromEntries(new URL(requests[0].url).searchParams)).toEqual({ type: '2' });
    expect(requests[0].headers.get('authorization')).toBe('Bearer token-1');
    expect(document.querySelector('a[download]')).toBeNull();
  });
});

describe('bonuses', () => {
  const bonuses = (options: { locale?: 'tr' | 'en'; server?: Routes } = {}) =>
    renderApp({ path: '/dashboard/bonuses', authData: authData(), locale: options.locale, server: { ...bonusServer(), ...options.server } });
  const section = (name: string) => within(screen.getByRole('region', { name }));

  it('puts the rewards to claim first: a blocked one says why; then active bonuses with their wagering, then past ones', async () => {
    bonuses();
    const claim = within(await screen.findByRole('region', { name: 'Hemen Al' }, wait));
    const regions = within(screen.getByRole('main')).getAllByRole('region').map((r) => r.getAttribute('aria-labelledby')).filter((id) => id?.startsWith('bonuses-'));
    expect(regions).toEqual(['bonuses-claim', 'bonuses-active', 'bonuses-past']);
    const offer = within(claim.getByRole('listitem', { name: 'Hafta Sonu Bonusu' }));
    expect(offer.getByText('₺100,00')).toBeTruthy();
    expect(offer.getByText('Çevrim x10')).toBeTruthy();
    expect(offer.getByRole('button', { name: 'Al' }).hasAttribute('disabled')).toBe(false);
    // Its terms, in Turkish, before claiming.
    const terms = offer;
    expect(terms.getByText('Zar').nextElementSibling!.textContent).toBe('Her bahsin %0 kadarı sayılır');
    expect(terms.getByText('Aktifken en yüksek bahis').nextElementSibling!.textContent).toBe('₺25,00');
    expect(terms.getByText('Bonus parasıyla oynanamaz').nextElementSibling!.textContent).toBe('Blood Suckers');
    expect(terms.getByText('Ne sıklıkla').nextElementSibling!.textContent).toBe('Haftada bir kez');
    expect(offer.getByText('Başka bir bonus aktifken alınamaz.')).toBeTruthy();
    const trial = within(claim.getByRole('listitem', { name: 'Deneme Bonusu' }));
    const blocked = trial.getByRole('button', { name: 'Al' });
    expect(blocked.hasAttribute('disabled')).toBe(true);
    expect(document.getElementById(blocked.getAttribute('aria-describedby')!)!.textContent).toBe('Önce telefonunuzu doğrulayın.');

    const active = within(section('Aktif bonuslar').getByRole('listitem', { name: 'Hoş Geldin Bonusu' }));
    const progress = active.getByRole('progressbar', { name: 'Hoş Geldin Bonusu çevrim ilerlemesi' }) as HTMLProgressElement;
    expect([progress.value, progress.max]).toEqual([120, 500]);
    expect(active.getByText('₺120,00 / ₺500,00 çevrildi')).toBeTruthy();
    expect(active.getByText('Çevrim x10')).toBeTruthy();
    expect(active.getByText('Son geçerlilik')).toBeTruthy();
    expect(active.getByRole('link', { name: 'Bonus kuralları' }).getAttribute('href')).toBe('/pages/12');

    const past = within(section('Geçmiş bonuslar').getByRole('listitem', { name: 'Eski Bonus' }));
    expect(past.getByText('Süresi Doldu')).toBeTruthy();
    expect(past.getByRole('link', { name: 'Bonus kuralları' }).getAttribute('href')).toBe('/pages/13');
    expect(past.queryByRole('progressbar')).toBeNull();
  });

  it('writes the wagering in English too', async () => {
    bonuses({ locale: 'en' });
    const active = within(await screen.findByRole('listitem', { name: 'Hoş Geldin Bonusu' }, wait));
    expect(active.getByText('₺120.00 of ₺500.00 wagered')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Claim now' })).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'Eski Bonus' })).getByText('Expired')).toBeTruthy();
  });

  it('shows the empty states', async () => {
    bonuses({ server: { 'GET bonus/available': () => ok([]), 'GET bonus/list': () => ok([]) } });
    expect(await screen.findByText('Şu anda alınabilecek bir ödül yok. Yeni teklifler promosyonlar sayfasında yayınlanır.', {}, wait)).toBeTruthy();
    expect(screen.getByText('Aktif bonusunuz yok.')).toBeTruthy();
    expect(screen.getByText('Henüz geçmiş bonusunuz yok.')).toBeTruthy();
  });

  it('claims with one click: the message shows, both lists reload and the header balance refreshes at once', async () => {
    let claimed = false;
    const { network } = bonuses({
      server: {
        ...(() => {
          const routes = bonusServer();
          const claim = routes['POST bonus/claim'];
          return { ...routes, 'POST bonus/claim': (r: FakeRequest) => ((claimed = true), claim(r)) };
        })(),
        'GET user/balance': () => ok(claimed ? { balance: 225.5, cash: 125.5, bonus: 100 } : { balance: 125.5, cash: 125.5, bonus: 0 }),
      },
    });
    const claim = within(await screen.findByRole('region', { name: 'Hemen Al' }, wait));
    await waitFor(() => expect(network.calls('GET user/balance')).toHaveLength(1), wait);
    const clickedAt = Date.now();
    fireEvent.click(within(claim.getByRole('listitem', { name: 'Hafta Sonu Bonusu' })).getByRole('button', { name: 'Al' }));
    expect(await screen.findByText('₺100,00 bonus hesabınıza eklendi.', {}, wait)).toBeTruthy();
    expect(network.calls('POST bonus/claim').map((r) => r.body)).toEqual([{ id: 7 }]);
    expect(await within(screen.getByRole('banner')).findByText(/225,50/, {}, wait)).toBeTruthy();
    // Well before the next 3-second poll: the claim asked for the balance itself.
    expect(Date.now() - clickedAt).toBeLessThan(2500);
    expect(network.calls('GET user/balance')).toHaveLength(2);
    expect(network.calls('GET bonus/available')).toHaveLength(2);
    expect(network.calls('GET bonus/list')).toHaveLength(2);
    await waitFor(() => expect(section('Hemen Al').queryByRole('listitem', { name: 'Hafta Sonu Bonusu' })).toBeNull(), wait);
    expect(section('Aktif bonuslar').getByRole('listitem', { name: 'Hafta Sonu Bonusu' })).toBeTruthy();
  });

  it('keeps the reward and shows the server message when a claim is refused', async () => {
    const { network } = bonuses({ server: { 'POST bonus/claim': () => fail(409, 'Bu ödül artık alınamıyor.') } });
    const claim = within(await screen.findByRole('region', { name: 'Hemen Al' }, wait));
    fireEvent.click(within(claim.getByRole('listitem', { name: 'Hafta Sonu Bonusu' })).getByRole('button', { name: 'Al' }));
    expect(await screen.findByText('Bu ödül artık alınamıyor.', {}, wait)).toBeTruthy();
    const offer = within(claim.getByRole('listitem', { name: 'Hafta Sonu Bonusu' }));
    expect(offer.getByRole('button', { name: 'Al' }).hasAttribute('disabled')).toBe(false);
    expect(network.calls('GET bonus/available')).toHaveLength(1);
  });
});

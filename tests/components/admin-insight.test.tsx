// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createActor } from 'xstate';
import { AdminApp } from '../../src/admin/app';
import { AdminI18nProvider } from '../../src/admin/i18n';
import { providedSession, storedSession } from '../../src/admin/provide';
import { fail, fakeNetwork, ok, type Routes } from './fake-network';

/** The back office's Dashboard, Transactions and Audit screens, started as the page starts them, over a fake network. */
const TOKEN = 'e'.repeat(43);
const operator = (role: string) => ({ id: 7, username: 'ayse', role });

const totals = (over: Record<string, number> = {}) => ({
  depositsMinor: 0, depositCount: 0, withdrawalsMinor: 0, withdrawalCount: 0, casinoStakesMinor: 0, casinoWinsMinor: 0,
  sportsStakesMinor: 0, sportsPayoutsMinor: 0, ngrMinor: 0, newPlayers: 0, activePlayers: 0, ...over,
});
const dashboardOf = (from: string, to: string, series: Array<{ date: string; depositsMinor: number; withdrawalsMinor: number; ngrMinor: number }>) => ({
  from,
  to,
  period: totals({ depositsMinor: 1_234_550, depositCount: 3, withdrawalsMinor: 30_000, withdrawalCount: 1, ngrMinor: -4_500, newPlayers: 4, activePlayers: 9 }),
  today: { date: to, ...totals({ depositsMinor: 100_000, depositCount: 1, ngrMinor: 1_500, newPlayers: 2, activePlayers: 5 }) },
  pending: { withdrawals: 6, bankTransfers: 2, refunds: 3, disputes: 1 },
  series,
});

function renderAdmin(routes: Routes, path: string) {
  window.history.replaceState(null, '', path);
  const network = fakeNetwork({
    'POST admin/login': () => ok({ step: 'code', challengeToken: TOKEN }),
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
  fireEvent.change(await screen.findByLabelText('Kullanıcı adı'), { target: { value: 'ayse' } });
  fireEvent.change(screen.getByLabelText('Şifre'), { target: { value: 'secret-password' } });
  fireEvent.click(screen.getByRole('button', { name: 'Devam' }));
  fireEvent.change(await screen.findByLabelText('6 haneli kod'), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Giriş yap' }));
  await screen.findByText('ayse');
}

const figure = (region: HTMLElement, term: string) => {
  const dt = within(region).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? '';
};

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => sessionStorage.clear());

describe('back office: dashboard', () => {
  it('shows today, the period and the queues in lira, the days as a table, and asks again for a chosen period', async () => {
    const week = dashboardOf('2031-05-04', '2031-05-10', [
      { date: '2031-05-09', depositsMinor: 0, withdrawalsMinor: 0, ngrMinor: 0 },
      { date: '2031-05-10', depositsMinor: 100_000, withdrawalsMinor: 30_000, ngrMinor: 1_500 },
    ]);
    const { network } = renderAdmin(
      {
        'POST admin/login/code': () => ok({ token: 't0k3n', operator: operator('finance') }),
        'GET admin/dashboard': (request) =>
          request.query.from === '2031-05-12' ? fail(400, 'Başlangıcı bitişinden sonra olmayan, en fazla 366 günlük bir dönem seçin.') : request.query.from ? ok(dashboardOf('2031-05-01', '2031-05-02', [])) : ok(week),
      },
      '/admin/dashboard',
    );
    await signIn();
    const nav = screen.getByRole('navigation', { name: 'Ekranlar' });
    expect(within(nav).getByRole('link', { name: 'Gösterge paneli' }).getAttribute('aria-current')).toBe('page');

    const today = (await screen.findByRole('heading', { name: /^Bugün/ })).closest('section')!;
    expect(today.querySelector('h2')!.textContent).toBe('Bugün, 10 May 2031');
    expect(figure(today, 'Yatırımlar')).toBe('₺1.000,00 1 işlem');
    expect(figure(today, 'Net oyun geliri')).toBe('₺15,00');
    expect(figure(today, 'Yeni oyuncular')).toBe('2');
    expect(figure(today, 'Aktif oyuncular')).toBe('5');
    const period = screen.getByRole('heading', { name: '4 May 2031 – 10 May 2031' }).closest('section')!;
    expect(figure(period, 'Yatırımlar')).toBe('₺12.345,50 3 işlem');
    expect(figure(period, 'Çekimler')).toBe('₺300,00 1 işlem');
    expect(figure(period, 'Net oyun geliri')).toMatch(/^-₺45,00$|^₺-45,00$/);
    const pending = screen.getByRole('heading', { name: 'Karar bekleyenler' }).closest('section')!;
    expect(figure(pending, 'Çekimler')).toBe('6');
    expect(figure(pending, 'Banka havaleleri')).toBe('2');
    expect(figure(pending, 'İlgi bekleyen iadeler')).toBe('3');

    // The chart's figures for those who do not see it: a table of the days, behind a disclosure.
    const chart = screen.getByRole('figure', { name: 'Günlük yatırımlar, çekimler ve net oyun geliri' });
    fireEvent.click(within(chart).getByText('Günlük rakamları tablo olarak göster'));
    const table = within(chart).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Gün', 'Yatırımlar', 'Çekimler', 'Net oyun geliri']);
    const lastDay = within(table).getByRole('rowheader', { name: '10 May 2031' }).closest('tr')!;
    expect([...lastDay.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['₺1.000,00', '₺300,00', '₺15,00']);

    // The inputs start at the period the server chose; a new one is asked for, and a refused one says why.
    expect((screen.getByLabelText('Başlangıç') as HTMLInputElement).value).toBe('2031-05-04');
    expect((screen.getByLabelText('Bitiş') as HTMLInputElement).value).toBe('2031-05-10');
    fireEvent.change(screen.getByLabelText('Başlangıç'), { target: { value: '2031-05-12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Göster' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Başlangıcı bitişinden sonra olmayan');
    fireEvent.change(screen.getByLabelText('Başlangıç'), { target: { value: '2031-05-01' } });
    fireEvent.change(screen.getByLabelText('Bitiş'), { target: { value: '2031-05-02' } });
    fireEvent.click(screen.getByRole('button', { name: 'Göster' }));
    expect(await screen.findByRole('heading', { name: '1 May 2031 – 2 May 2031' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(network.calls('GET admin/dashboard').map((call) => call.query)).toEqual([
      {},
      { from: '2031-05-12', to: '2031-05-10' },
      { from: '2031-05-01', to: '2031-05-02' },
    ]);
    expect(network.calls('GET admin/dashboard')[0].headers.authorization).toBe('Operator t0k3n');
  });

  it('is not offered to support: the screen is not in its navigation and its address says so', async () => {
    const { network } = renderAdmin({ 'POST admin/login/code': () => ok({ token: 't0k3n', operator: operator('support') }) }, '/admin/dashboard');
    await signIn();
    const nav = screen.getByRole('navigation', { name: 'Ekranlar' });
    expect(within(nav).queryByRole('link', { name: 'Gösterge paneli' })).toBeNull();
    await waitFor(() => expect(screen.getByText('Bu ekran yok ya da rolünüze açık değil.')).toBeTruthy());
    expect(network.calls('GET admin/dashboard')).toHaveLength(0);
  });
});

const entry = (id: number, over: Record<string, unknown> = {}) => ({
  id, at: '2031-05-10T09:00:00.000Z', playerId: 3, username: 'deniz01', account: 'cash', kind: 'deposit', entryKind: 'deposit',
  amountMinor: 100_000, balanceAfterMinor: 150_000, reference: `D-${id}`, status: 'confirmed', ...over,
});

describe('back office: transactions', () => {
  it('filters by player and kind, pages with Show more, and downloads the CSV of the same filters', async () => {
    const saved: Array<{ name: string; href: string }> = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:csv-1', revokeObjectURL: () => {} }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.getAttribute('href') ?? '' });
    });
    const { network } = renderAdmin(
      {
        'POST admin/login/code': () => ok({ token: 't0k3n', operator: operator('finance') }),
        'GET admin/transactions': (request) =>
          !request.query.username
            ? ok({ items: [entry(90, { username: 'someone' })], nextCursor: null })
            : request.query.cursor
              ? ok({ items: [entry(40, { kind: 'bet', entryKind: 'stake', amountMinor: -5_000, reference: 'game:hub88:r1', status: null })], nextCursor: null })
              : ok({ items: [entry(50, { kind: 'bet', entryKind: 'stake', amountMinor: -2_500, reference: 'game:hub88:r2', status: null })], nextCursor: 50 }),
        'GET admin/transactions.csv': () => ({ status: 200, body: 'Id,Time' }),
      },
      '/admin/transactions',
    );
    await signIn();
    expect(await screen.findByRole('cell', { name: 'someone' })).toBeTruthy();
    // The player's name opens their page.
    expect(within(screen.getByRole('cell', { name: 'someone' })).getByRole('link', { name: 'someone' }).getAttribute('href')).toMatch(/^\/admin\/players\/\d+$/);

    fireEvent.change(screen.getByLabelText('Oyuncu kullanıcı adı'), { target: { value: ' deniz01 ' } });
    fireEvent.change(screen.getByLabelText('Tür'), { target: { value: 'bet' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtrele' }));
    const first = (await screen.findByRole('cell', { name: 'game:hub88:r2' })).closest('tr')!;
    expect(within(first).getByRole('cell', { name: /^Bahis/ }).textContent).toBe('Bahis stake');
    expect(first.textContent).toContain('-₺25,00');
    expect(first.textContent).toContain('Nakit');
    expect(screen.queryByRole('cell', { name: 'someone' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Daha fazla göster' }));
    expect(await screen.findByRole('cell', { name: 'game:hub88:r1' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'game:hub88:r2' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Daha fazla göster' })).toBeNull();
    expect(network.calls('GET admin/transactions').map((call) => call.query)).toEqual([
      {},
      { kind: 'bet', username: 'deniz01' },
      { kind: 'bet', username: 'deniz01', cursor: '50' },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'CSV indir' }));
    await waitFor(() => expect(saved).toEqual([{ name: 'transactions.csv', href: 'blob:csv-1' }]));
    const download = network.calls('GET admin/transactions.csv');
    expect(download.map((call) => call.query)).toEqual([{ kind: 'bet', username: 'deniz01' }]);
    expect(download[0].headers.authorization).toBe('Operator t0k3n');
    click.mockRestore();
  });

  it('says why the server refused a filter, and a refused export in a toast', async () => {
    renderAdmin(
      {
        'POST admin/login/code': () => ok({ token: 't0k3n', operator: operator('admin') }),
        'GET admin/transactions': (request) => (request.query.from ? fail(400, 'Başlangıcı bitişinden sonra olmayan, en fazla 366 günlük bir dönem seçin.') : ok({ items: [], nextCursor: null })),
        'GET admin/transactions.csv': () => fail(403, 'Rolünüz bu işleme izin vermiyor.'),
      },
      '/admin/transactions',
    );
    await signIn();
    expect(await screen.findByText('Bu filtrelere uyan işlem yok.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Başlangıç'), { target: { value: '2031-05-12' } });
    fireEvent.change(screen.getByLabelText('Bitiş'), { target: { value: '2031-05-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtrele' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Başlangıcı bitişinden sonra olmayan');
    fireEvent.click(screen.getByRole('button', { name: 'CSV indir' }));
    expect(await screen.findByText('Rolünüz bu işleme izin vermiyor.')).toBeTruthy();
  });
});

const auditEntry = (id: number, over: Record<string, unknown> = {}) => ({
  id, at: '2031-05-10T09:00:00.000Z', actor: 'operator:4', operatorId: 4, operatorUsername: 'mehmet', ip: '203.0.113.9',
  action: 'player.block', target: 'player:12', before: { playerId: 12, blockedAt: null }, after: { playerId: 12, blockedAt: '2031-05-10T09:00:00.000Z', reason: 'Şüpheli işlem', sessionsEnded: 2 }, ...over,
});

describe('back office: audit log', () => {
  it('lists who did what from where, shows the changed fields and the JSON in a disclosure, filters and pages', async () => {
    const { network } = renderAdmin(
      {
        'POST admin/login/code': () => ok({ token: 't0k3n', operator: operator('admin') }),
        'GET admin/audit': (request) =>
          request.query.cursor
            ? ok({ items: [auditEntry(3, { actor: 'cli', operatorId: null, operatorUsername: null, ip: null, action: 'operator.create', target: 'operator:4', before: null, after: { role: 'finance' } })], nextCursor: null })
            : request.query.action
              ? ok({ items: [], nextCursor: null })
              : ok({ items: [auditEntry(9)], nextCursor: 9 }),
      },
      '/admin/audit',
    );
    await signIn();
    expect(within(screen.getByRole('navigation', { name: 'Ekranlar' })).getByRole('link', { name: 'Denetim kaydı' }).getAttribute('aria-current')).toBe('page');
    // The action by its name in the operator's language, its key beneath (what the Action filter takes).
    const row = (await screen.findByRole('cell', { name: 'Oyuncu engellendi player.block' })).closest('tr')!;
    expect([...row.querySelectorAll('td')].slice(0, 4).map((td) => td.textContent)).toEqual(['mehmet#4', '203.0.113.9', 'Oyuncu engellendi player.block', 'player:12']);

    fireEvent.click(within(row).getByText('Değişen 3 alanı göster'));
    const diff = within(row).getByRole('table');
    const changed = within(diff).getAllByRole('row').slice(1).map((tr) => [...tr.children].map((cell) => cell.textContent));
    expect(changed).toEqual([
      ['blockedAt', 'null', '2031-05-10T09:00:00.000Z'],
      ['reason', '', 'Şüpheli işlem'],
      ['sessionsEnded', '', '2'],
    ]);
    expect(row.querySelectorAll('pre')[1].textContent).toBe(JSON.stringify(auditEntry(9).after, null, 2));

    fireEvent.click(screen.getByRole('button', { name: 'Daha fazla göster' }));
    const cli = (await screen.findByRole('cell', { name: 'Operatör eklendi operator.create' })).closest('tr')!;
    expect(cli.querySelector('td')!.textContent).toBe('Komut satırı');

    fireEvent.change(screen.getByLabelText('İşlem'), { target: { value: ' payment.reject ' } });
    fireEvent.change(screen.getByLabelText('Operatör no'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtrele' }));
    expect(await screen.findByText('Bu filtrelere uyan kayıt yok.')).toBeTruthy();
    expect(network.calls('GET admin/audit').map((call) => call.query)).toEqual([{}, { cursor: '9' }, { action: 'payment.reject', operatorId: '4' }]);
  });

  it('is for admins only: finance has no Audit log in its navigation', async () => {
    renderAdmin({ 'POST admin/login/code': () => ok({ token: 't0k3n', operator: operator('finance') }), 'GET admin/payments/queue': () => ok([]) }, '/admin');
    await signIn();
    const nav = screen.getByRole('navigation', { name: 'Ekranlar' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Ödeme kuyruğu', 'Oyuncular', 'Gösterge paneli', 'İşlemler', 'Ödeme yöntemleri', 'Yatırım iadeleri', 'Bonus koşulları']);
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bookConfig, fakeBookServer, fixturesAnswer, footballFixture, ok, parentMessages, refused, renderBook, TOKEN } from './sportsbook-harness';

const derby = footballFixture();
const second = footballFixture({ id: 'f-2', home: 'Beşiktaş', away: 'Trabzonspor', league: 'Premier League', startsAt: '2025-06-01T19:00:00.000Z', odds: [1_600, 3_900, 1_850] });
const basket = footballFixture({ id: 'b-1', sport: 'basketball', league: 'EuroLeague', home: 'Anadolu Efes', away: 'Real Madrid' });
const lira = (minor: number) => `₺${(minor / 100).toFixed(2).replace('.', ',')}`;
const oddsButton = (event: string, market: string, outcome: string, odds: string) => screen.getByRole('button', { name: `${event}, ${market}: ${outcome}, oran ${odds}` });

let posted: MockInstance<Window['postMessage']>;
beforeEach(() => {
  posted = vi.spyOn(window, 'postMessage').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

const bookServer = (extra: Parameters<typeof fakeBookServer>[0] = {}) =>
  fakeBookServer({
    'GET fixtures': () => fixturesAnswer([derby, second, basket]),
    'GET balance': () => ok({ balanceMinor: 25_000 }),
    ...extra,
  });

describe('sportsbook page', () => {
  it('lists the sport’s matches grouped by league with kick-off and the markets behind a toggle', async () => {
    const server = bookServer();
    renderBook(bookConfig(), server);
    await screen.findByRole('heading', { name: 'Süper Lig' });
    const leagues = screen.getAllByRole('heading', { level: 2 });
    expect(leagues.map((h) => h.textContent)).toEqual(['Süper Lig', 'Premier League', 'Kupon 0']);
    expect(server.calls('GET fixtures')[0].query).toEqual({ live: '0', lang: 'tr' });
    const match = screen.getByRole('article', { name: 'Galatasaray – Fenerbahçe' });
    expect(within(match).getByRole('time').getAttribute('dateTime')).toBe(derby.startsAt);
    expect(screen.queryByRole('article', { name: 'Anadolu Efes – Real Madrid' })).toBeNull();
    expect(within(await screen.findByRole('banner')).getByText(lira(25_000))).toBeTruthy();

    fireEvent.click(within(match).getByRole('button', { name: '+4 bahis türü' }));
    for (const market of ['Çifte Şans', '2,5 Alt/Üst', 'Karşılıklı Gol', 'Handikap (-1)']) expect(within(match).getByRole('group', { name: market })).toBeTruthy();
    expect(oddsButton('Galatasaray – Fenerbahçe', 'Karşılıklı Gol', 'Var', '1,75')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Basketbol' }));
    expect(screen.getByRole('article', { name: 'Anadolu Efes – Real Madrid' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Galatasaray – Fenerbahçe' })).toBeNull();
  });

  it('opens live on the live page, shows minute and score, refreshes odds every few seconds and greys suspended ones', async () => {
    vi.useFakeTimers({ now: new Date('2025-06-01T12:00:00.000Z'), shouldAdvanceTime: true });
    let live = footballFixture({ live: { minute: 63, score: [1, 0], suspended: false } });
    const server = bookServer({ 'GET fixtures': () => fixturesAnswer([live]) });
    renderBook(bookConfig({ page: 'live' }), server);
    const match = await screen.findByRole('article', { name: 'Galatasaray – Fenerbahçe' });
    expect(server.calls('GET fixtures')[0].query).toEqual({ live: '1', lang: 'tr' });
    expect(within(match).getByText("63'")).toBeTruthy();
    expect(within(match).getByLabelText('Skor 1–0')).toBeTruthy();
    const home = oddsButton('Galatasaray – Fenerbahçe', 'Maç Sonucu', '1', '2,10') as HTMLButtonElement;
    expect(home.disabled).toBe(false);

    live = footballFixture({ live: { minute: 64, score: [2, 0], suspended: true } });
    await vi.advanceTimersByTimeAsync(5_000);
    await waitFor(() => expect(within(match).getByLabelText('Skor 2–0')).toBeTruthy());
    const locked = screen.getByRole('button', { name: 'Galatasaray – Fenerbahçe, Maç Sonucu: 1, askıda' }) as HTMLButtonElement;
    expect(locked.disabled).toBe(true);
    expect(server.calls('GET fixtures').length).toBeGreaterThanOrEqual(2);
    vi.useRealTimers();
  });

  it('makes a combination of two selections with the product of their odds and its potential win', async () => {
    renderBook(bookConfig(), bookServer());
    fireEvent.click(await screen.findByRole('button', { name: /^Galatasaray – Fenerbahçe, Maç Sonucu: 1, oran/ }));
    fireEvent.click(oddsButton('Beşiktaş – Trabzonspor', 'Maç Sonucu', '2', '1,85'));
    expect(screen.getByRole('tab', { name: 'Kupon (2)' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Kombine' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.change(screen.getByLabelText('Bahis tutarı (₺)'), { target: { value: '50' } });
    expect(screen.getByTestId('total-odds').textContent).toBe('3,88');
    expect(screen.getByTestId('potential-win').textContent).toBe(lira(Math.floor(5_000 * 2.1 * 1.85)));

    fireEvent.click(screen.getByRole('radio', { name: 'Tekli' }));
    expect(screen.getByLabelText('Seçim başına bahis (₺)')).toBeTruthy();
    expect(screen.getByTestId('potential-win').textContent).toBe(lira(5_000 * 2.1 + 5_000 * 1.85));
  });

  it('places the combination with the slip’s picks, stake and odds choice, then reads the balance again', async () => {
    let balanceMinor = 25_000;
    const server = bookServer({
      'GET balance': () => ok({ balanceMinor }),
      'POST bets': () => {
        balanceMinor -= 2_550;
        return ok({ bet: { id: 'b-9' } });
      },
    });
    renderBook(bookConfig(), server);
    fireEvent.click(await screen.findByRole('button', { name: /^Galatasaray – Fenerbahçe, Maç Sonucu: X, oran/ }));
    fireEvent.click(oddsButton('Beşiktaş – Trabzonspor', 'Maç Sonucu', '1', '1,60'));
    fireEvent.change(screen.getByLabelText('Bahis tutarı (₺)'), { target: { value: '25,50' } });
    fireEvent.click(screen.getByLabelText('Oran değişikliklerini kabul et'));
    fireEvent.click(screen.getByRole('button', { name: 'Bahis yap' }));
    expect((await screen.findByRole('status')).textContent).toContain('Bahsiniz alındı');
    expect(server.calls('POST bets').map((c) => c.body)).toEqual([
      {
        t: TOKEN,
        selections: [
          { fixtureId: 'f-1', market: '1x2', outcome: 'X', oddsX1000: 3_400 },
          { fixtureId: 'f-2', market: '1x2', outcome: '1', oddsX1000: 1_600 },
        ],
        stakeMinor: 2_550,
        acceptOddsChanges: true,
      },
    ]);
    await waitFor(() => expect(within(screen.getByRole('banner')).getByText(lira(22_450))).toBeTruthy());
    expect(screen.getByRole('tab', { name: 'Kupon (0)' })).toBeTruthy();
  });

  it('refuses a bad stake before asking the server', async () => {
    const server = bookServer();
    renderBook(bookConfig(), server);
    fireEvent.click(await screen.findByRole('button', { name: /^Galatasaray – Fenerbahçe, Maç Sonucu: 1, oran/ }));
    fireEvent.change(screen.getByLabelText('Bahis tutarı (₺)'), { target: { value: '0,50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bahis yap' }));
    expect(screen.getByRole('alert').textContent).toBe('Bahis tutarı ₺1,00 ile ₺100.000,00 arasında olmalıdır.');
    expect(server.calls('POST bets')).toHaveLength(0);
  });

  it('tells Betsy’s site "Zero balance" when the wallet refuses the bet, and shows why', async () => {
    const server = bookServer({ 'POST bets': () => refused(402, 'zero_balance', 'Bakiyeniz yetersiz.') });
    renderBook(bookConfig(), server);
    fireEvent.click(await screen.findByRole('button', { name: /^Galatasaray – Fenerbahçe, Maç Sonucu: 1, oran/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Bahis yap' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Bakiyeniz yetersiz.');
    expect(parentMessages(posted)).toContainEqual({ type: 'placeBetFailure', reason: 'Zero balance' });
    expect(screen.getByRole('tab', { name: 'Kupon (1)' })).toBeTruthy();
  });

  it('tells Betsy’s site "User not logged in" when the token has lapsed', async () => {
    const server = bookServer({ 'POST bets': () => refused(401, 'not_logged_in', '') });
    renderBook(bookConfig(), server);
    fireEvent.click(await screen.findByRole('button', { name: /^Galatasaray – Fenerbahçe, Maç Sonucu: 1, oran/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Bahis yap' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Oturumunuz sona erdi. Bahis yapmak için lütfen yeniden giriş yapın.');
    expect(parentMessages(posted)).toContainEqual({ type: 'placeBetFailure', reason: 'User not logged in' });
  });
});

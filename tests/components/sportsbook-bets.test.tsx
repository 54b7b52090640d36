// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { BookBet } from '../../contracts/sportsbook';
import { bookBet, bookConfig, fakeBookServer, fixturesAnswer, footballFixture, ok, refused, renderBook, TOKEN } from './sportsbook-harness';

beforeEach(() => {
  vi.spyOn(window, 'postMessage').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

const won = bookBet({
  id: 'b-2',
  status: 'won',
  cashOutMinor: null,
  settledMinor: 19_425,
  stakeMinor: 5_000,
  oddsX1000: 3_885,
  selections: [
    { fixtureId: 'f-1', event: 'Galatasaray – Fenerbahçe', market: 'Maç Sonucu', pick: '1', oddsX1000: 2_100, result: 'won' },
    { fixtureId: 'f-2', event: 'Beşiktaş – Trabzonspor', market: 'Maç Sonucu', pick: '2', oddsX1000: 1_850, result: 'won' },
  ],
});

describe('sportsbook page: my bets', () => {
  it('cashes out an open bet for the value shown and lists the settled bets with their result', async () => {
    let open: BookBet[] = [bookBet({ cashOutMinor: 4_730 })];
    let settled: BookBet[] = [won];
    let balanceMinor = 10_000;
    const server = fakeBookServer({
      'GET fixtures': () => fixturesAnswer([footballFixture()]),
      'GET balance': () => ok({ balanceMinor }),
      'GET bets': () => ok({ open, settled }),
      'POST cashout': ({ body }) => {
        const { valueMinor } = body as { valueMinor: number };
        settled = [{ ...open[0], status: 'cashed_out', settledMinor: valueMinor, cashOutMinor: null }, ...settled];
        open = [];
        balanceMinor += valueMinor;
        return ok({});
      },
    });
    renderBook(bookConfig(), server);
    fireEvent.click(screen.getByRole('tab', { name: 'Bahislerim' }));
    fireEvent.click(await screen.findByRole('button', { name: '₺47,30 nakit çek' }));
    expect((await screen.findByRole('status')).textContent).toBe('Nakit çekildi. Tutar bakiyenize eklendi.');
    expect(server.calls('POST cashout').map((c) => c.body)).toEqual([{ t: TOKEN, betId: 'b-1', valueMinor: 4_730 }]);
    expect(server.calls('GET bets')[0].query).toEqual({ t: TOKEN, partner: 'betsy' });
    expect(within(screen.getByRole('banner')).getByText('₺147,30')).toBeTruthy();
    expect(await screen.findByText('Açık bahsiniz yok.')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Sonuçlanan' }));
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText('Nakit çekildi')).toBeTruthy();
    expect(within(cards[0]).getByText('₺47,30')).toBeTruthy();
    expect(within(cards[1]).getByText('Kombine (2 seçim)')).toBeTruthy();
    expect(within(cards[1]).getAllByText('Kazandı')).toHaveLength(3);
    expect(within(cards[1]).getByText('₺194,25')).toBeTruthy();
  });

  it('shows the server’s reason when a cash-out is refused and reads the new value', async () => {
    let value = 4_730;
    const server = fakeBookServer({
      'GET fixtures': () => fixturesAnswer([]),
      'GET balance': () => ok({ balanceMinor: 10_000 }),
      'GET bets': () => ok({ open: [bookBet({ cashOutMinor: value })], settled: [] }),
      'POST cashout': () => {
        value = 4_100;
        return refused(409, 'odds_changed', 'Nakit çekme tutarı değişti.');
      },
    });
    renderBook(bookConfig(), server);
    fireEvent.click(screen.getByRole('tab', { name: 'Bahislerim' }));
    fireEvent.click(await screen.findByRole('button', { name: '₺47,30 nakit çek' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Nakit çekme tutarı değişti.');
    expect(await screen.findByRole('button', { name: '₺41,00 nakit çek' })).toBeTruthy();
  });

  it('asks a guest to log in to see bets', async () => {
    const posted = vi.mocked(window.postMessage);
    const server = fakeBookServer({ 'GET fixtures': () => fixturesAnswer([]) });
    renderBook(bookConfig({ token: null }), server);
    fireEvent.click(screen.getByRole('tab', { name: 'Bahislerim' }));
    expect(screen.getByText('Bahislerinizi görmek için giriş yapın.')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Giriş yap' })[1]);
    expect(posted.mock.calls.map(([m]) => JSON.parse(String(m)))).toContainEqual({ type: 'click', target: 'loginButton' });
    expect(server.calls('GET bets')).toHaveLength(0);
  });
});

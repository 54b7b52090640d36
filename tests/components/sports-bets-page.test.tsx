// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { authData } from '../unit/machines/shell-harness';
import { renderApp } from './app-harness';
import { ok, type FakeRequest } from './fake-network';
import '../../src/features/account/account-page';

const wait = { timeout: 10_000 };

const bet = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  partner: 'betsy',
  placedAt: '2026-03-04T18:30:00.000Z',
  stake: 50,
  odds: 3.75,
  potentialWin: 187.5,
  paid: 0,
  status: 'open',
  selections: [
    { event: 'Galatasaray - Fenerbahçe', market: '1X2', pick: '1', odds: 2.5 },
    { event: 'Lakers - Celtics', market: 'Handicap', pick: 'Lakers -3.5', odds: 1.5 },
  ],
  ...over,
});

describe('account area: Sports Bets', () => {
  it('lists open and settled bets with selections, odds, potential win, paid and the period’s totals, and filters by status', async () => {
    const asked: unknown[] = [];
    const server = {
      'POST customer/sportsbets': (request: FakeRequest) => {
        asked.push(request.body);
        return ok({
          items: [bet(1), bet(2, { status: 'won', paid: 187.5, selections: [{ event: 'Beşiktaş - Trabzonspor', market: 'Over/Under 2.5', pick: 'Over', odds: 1.9 }] })],
          total: 2,
          totals: { stake: 100, paid: 187.5, net: 87.5 },
        });
      },
    };
    renderApp({ path: '/dashboard/sports-bets', authData: authData(), server });
    expect(await screen.findByRole('heading', { name: 'Spor Bahislerim', level: 1 }, wait)).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Bahisler' }, wait);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain('Kombine (2)');
    expect(rows[0].textContent).toContain('Galatasaray - Fenerbahçe');
    expect(rows[0].textContent).toContain('Lakers -3.5');
    expect(rows[0].textContent).toContain('3,75');
    expect(rows[0].textContent).toContain('Açık');
    expect(rows[1].textContent).toContain('Tekli');
    expect(rows[1].textContent).toContain('Kazandı');
    const totals = screen.getByRole('region', { name: 'Bu günlerin toplamları' });
    expect(totals.textContent).toMatch(/100,00/);
    expect(totals.textContent).toMatch(/87,50/);
    fireEvent.change(screen.getByRole('combobox', { name: 'Bahis durumu' }), { target: { value: 'settled' } });
    await screen.findByRole('table', { name: 'Bahisler' }, wait);
    expect(asked.at(-1)).toMatchObject({ status: 'settled', skip: 0, take: 20 });
  });

  it('is listed in the account menu and among the overview’s shortcuts', async () => {
    renderApp({ path: '/dashboard', authData: authData() });
    const menu = await screen.findByRole('navigation', { name: 'Hesabım menüsü' }, wait);
    expect(within(menu).getByRole('link', { name: 'Spor Bahislerim' }).getAttribute('href')).toBe('/dashboard/sports-bets');
    const shortcuts = await screen.findByRole('navigation', { name: 'Kısayollar' }, wait);
    expect(within(shortcuts).getByRole('link', { name: 'Spor Bahislerim' }).getAttribute('href')).toBe('/dashboard/sports-bets');
  });
});

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { JackpotBanners } from '../../src/features/jackpots/jackpot-banners';
import { renderContent, testBootstrap } from './content-app-harness';

const levels = (...amounts: number[]) => amounts.map((amount, i) => ({ level: ['I', 'II', 'III', 'IV'][i], amount }));
const egtJackpotCards = [
  { instanceName: 'Shining Crown', levelStats: levels(1, 2, 3, 4) },
  { instanceName: 'Clover Chance', levelStats: levels(962340.1, 18420.75, 3390.4, 640.2) },
  { instanceName: 'High Cash', levelStats: levels(1284567.45, 24871.3, 4215.8) },
  { instanceName: 'High Cash', levelStats: levels(1284567.45, 24871.3, 4215.8, 812.55) },
];

const lira = (text: string | null) => text?.replace(/\s/g, ' ');

describe('jackpot banners', () => {
  it('show High Cash then Clover Chance with four levels in lira, and the Egypt quest', () => {
    renderContent(<JackpotBanners />, { bootstrap: { ...testBootstrap, egtJackpotCards, jackpotCards: { currentLevelI: 12850 } } });
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['High Cash', 'Clover Chance', 'Egypt Quest']);
    const amounts = within(cards[0]).getAllByRole('definition').map((d) => lira(d.textContent));
    expect(amounts).toEqual(['₺1.284.567,45', '₺24.871,30', '₺4.215,80', '₺812,55']);
    expect(lira(within(cards[2]).getByText(/12\.850/).textContent)).toBe('₺12.850,00');
  });

  it('hide the Egypt quest when its level is 14000', () => {
    renderContent(<JackpotBanners />, { bootstrap: { ...testBootstrap, egtJackpotCards, jackpotCards: { currentLevelI: 14000 } } });
    expect(screen.queryByRole('article', { name: 'Egypt Quest' })).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('show the names an operator gave the card and a level, in place of the provider\'s', () => {
    const named = [{ instanceName: 'High Cash', title: 'Büyük Nakit', levelStats: [{ level: 'I', amount: 10, name: 'Mega' }, ...levels(0, 3, 2, 1).slice(1)] }];
    renderContent(<JackpotBanners />, { bootstrap: { ...testBootstrap, egtJackpotCards: named, jackpotCards: { currentLevelI: 14000 } } });
    const card = screen.getByRole('article', { name: 'Büyük Nakit' });
    expect(within(card).getByRole('heading').textContent).toBe('Büyük Nakit');
    const terms = within(card).getAllByRole('term').map((d) => d.textContent);
    expect(terms[0]).toBe('Mega');
    expect(terms[1]).not.toBe('II');
    expect(terms[1]).toContain('II');
  });
});

// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { HomePage } from '../../src/app/home/home-page';
import { renderContent, settle, testBootstrap, testGames } from './content-app-harness';

const bootstrap = {
  ...testBootstrap,
  casinoCategoryList: [
    ...testBootstrap.casinoCategoryList,
    { id: 3, name: 'Popüler Oyunlar', slugList: ['popular-games'], imageUrl: '/media/categories/popular.svg' },
  ],
  promotions: [1, 2, 3, 4].map((id) => ({ id, title: `Promosyon ${id}`, image: `/media/p${id}.svg`, description: '<p>x</p>', category: 'casino' })),
};

describe('home page', () => {
  it('links every casino category to its lobby', () => {
    renderContent(<HomePage />, { bootstrap });
    const nav = screen.getByRole('navigation', { name: 'Kategoriler' });
    expect(within(nav).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/casino/slot', '/casino/live', '/casino/popular-games']);
  });

  it('fills the popular and slot rows from one category call', async () => {
    const popular = { ...testGames[0], id: 30, name: 'Aviator', systemCategory: 3 };
    const categoryGames = vi.fn(async () => [...testGames, popular]);
    renderContent(<HomePage />, { bootstrap, categoryGames });
    await settle();
    expect(categoryGames).toHaveBeenCalledTimes(1);
    const popularRow = screen.getByRole('region', { name: 'Popüler Oyunlar' });
    expect(within(popularRow).getAllByRole('button').map((b) => b.textContent)).toEqual(['AviatorHub88']);
    const slotRow = screen.getByRole('region', { name: 'Slot Oyunları' });
    expect(within(slotRow).getAllByRole('button')).toHaveLength(2);
    expect(within(slotRow).getByRole('link', { name: /Tümünü gör/ }).getAttribute('href')).toBe('/casino/slot');
  });

  it('teases three promotions and opens one in the dialog', () => {
    const { actor } = renderContent(<HomePage />, { bootstrap });
    const teaser = screen.getByRole('region', { name: 'Promosyonlar' });
    const cards = within(teaser).getAllByRole('button');
    expect(cards).toHaveLength(3);
    fireEvent.click(cards[1]);
    expect(actor.system.get('dialogs')!.getSnapshot().context.props).toEqual({ promotion: bootstrap.promotions[1] });
  });

  it('selects the home slider of the carousel', () => {
    const { actor } = renderContent(<HomePage />, { bootstrap });
    expect(actor.system.get('carousel')!.getSnapshot().context.name).toBe('home');
  });
});

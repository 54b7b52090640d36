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
    expect(within(within(popularRow).getByRole('list')).getAllByRole('button', { name: /oyna/ }).map((b) => b.textContent)).toEqual(['AviatorHub88']);
    const slotRow = screen.getByRole('region', { name: 'Slot Oyunları' });
    expect(within(within(slotRow).getByRole('list')).getAllByRole('button', { name: /oyna/ })).toHaveLength(2);
    expect(within(slotRow).getByRole('link', { name: /Tümünü gör/ }).getAttribute('href')).toBe('/casino/slot');
  });

  it('pages a row by its visible width with arrows that say when an end is reached', async () => {
    renderContent(<HomePage />, { bootstrap });
    await settle();
    const row = screen.getByRole('region', { name: 'Slot Oyunları' });
    const list = within(row).getByRole('list');
    // jsdom lays nothing out: the row is 300 px wide and holds 900 px of cards.
    let left = 0;
    Object.defineProperty(list, 'clientWidth', { configurable: true, get: () => 300 });
    Object.defineProperty(list, 'scrollWidth', { configurable: true, get: () => 900 });
    Object.defineProperty(list, 'scrollLeft', { configurable: true, get: () => left });
    const scrollBy = vi.fn((options: ScrollToOptions) => {
      left = Math.min(600, Math.max(0, left + (options.left ?? 0)));
      fireEvent.scroll(list);
    });
    list.scrollBy = scrollBy as unknown as typeof list.scrollBy;
    fireEvent.scroll(list);
    const previous = within(row).getByRole('button', { name: 'Önceki oyunlar: Slot Oyunları' });
    const next = within(row).getByRole('button', { name: 'Sonraki oyunlar: Slot Oyunları' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    expect(next.getAttribute('aria-disabled')).toBe('false');

    fireEvent.click(previous);
    expect(scrollBy).not.toHaveBeenCalled();
    fireEvent.click(next);
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: 300 }));
    expect(previous.getAttribute('aria-disabled')).toBe('false');
    fireEvent.click(next);
    expect(next.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(next);
    expect(scrollBy).toHaveBeenCalledTimes(2);
    fireEvent.click(previous);
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: -300 }));
    expect(next.getAttribute('aria-disabled')).toBe('false');
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

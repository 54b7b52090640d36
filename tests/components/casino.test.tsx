// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Lobby } from '../../src/features/casino/lobby';
import { DialogHost } from '../../src/features/dialogs/dialog-host';
import { renderContent, settle, testGames } from './content-app-harness';

describe('casino lobby', () => {
  it('shows the games of the category under its name', async () => {
    const categoryGames = vi.fn(async (ids: number[]) => testGames.filter((g) => ids.includes(g.systemCategory)));
    renderContent(<Lobby slug="slot" />, { path: '/casino/slot', categoryGames });
    await settle();
    expect(categoryGames).toHaveBeenCalledWith([1]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Slot Oyunları');
    const tiles = screen.getAllByRole('button', { name: /oyna/ });
    expect(tiles.map((b) => b.getAttribute('aria-label'))).toEqual(['Sultan’s Fortune oyna, Hub88', 'Galata Gold oyna, Egt Digital']);
    const art = within(tiles[0]).getByRole('presentation', { hidden: true }) as HTMLImageElement;
    expect(art.getAttribute('loading')).toBe('lazy');
    expect(art.getAttribute('width')).toBe('400');
  });

  it('shows a big category 24 games at a time; "show more" adds 24 and moves the focus to the first new game', async () => {
    const big = Array.from({ length: 30 }, (_, i) => ({ ...testGames[0], id: 500 + i, name: `Oyun ${i + 1}` }));
    renderContent(<Lobby slug="slot" />, { path: '/casino/slot', categoryGames: async () => big });
    await settle();
    expect(screen.getAllByRole('button', { name: /oyna/ })).toHaveLength(24);
    expect(screen.getByText('30 oyunun 24 tanesi gösteriliyor')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Daha fazla göster' }));
    await settle();
    const tiles = screen.getAllByRole('button', { name: /oyna/ });
    expect(tiles).toHaveLength(30);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Oyun 25 oyna, Hub88' }));
    expect(screen.queryByRole('button', { name: 'Daha fazla göster' })).toBeNull();
  });

  it('opens the login dialog when a guest clicks a game', async () => {
    renderContent(
      <>
        <Lobby slug="slot" />
        <DialogHost />
      </>,
      { path: '/casino/slot' },
    );
    await settle();
    fireEvent.click(screen.getByRole('button', { name: /Galata Gold oyna/ }));
    await settle();
    const dialog = await screen.findByRole('dialog');
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(within(dialog).getByRole('heading', { name: 'Giriş Yap' })).toBeTruthy();
  });

  it('searches live games after a 300 ms pause and says so when nothing matches', async () => {
    vi.useFakeTimers();
    try {
      const turkishRoulette = { ...testGames[2], id: 9, name: 'Türkçe Rulet' };
      const searchGames = vi.fn(async ({ search }: { search: string }) => (search === 'rulet' ? [turkishRoulette] : []));
      renderContent(<Lobby slug="live" />, { path: '/casino/live', searchGames });
      await act(() => vi.advanceTimersByTimeAsync(0));
      const box = screen.getByRole('searchbox', { name: 'Oyun ara' });
      fireEvent.change(box, { target: { value: 'rul' } });
      fireEvent.change(box, { target: { value: 'rulet' } });
      await act(() => vi.advanceTimersByTimeAsync(299));
      expect(searchGames).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(searchGames).toHaveBeenCalledWith({ search: 'rulet', live: true });
      expect(screen.getByRole('heading', { name: 'Arama sonuçları' })).toBeTruthy();
      expect(screen.getAllByRole('button', { name: /oyna/ }).map((b) => b.textContent)).toEqual(['Türkçe RuletEveryMatrix']);

      fireEvent.change(box, { target: { value: 'yok' } });
      await act(() => vi.advanceTimersByTimeAsync(300));
      expect(screen.getByText('"yok" için oyun bulunamadı.')).toBeTruthy();

      fireEvent.click(screen.getByRole('button', { name: 'Aramayı temizle' }));
      expect((box as HTMLInputElement).value).toBe('');
      expect(screen.getAllByRole('button', { name: /oyna/ }).map((b) => b.textContent)).toEqual(['Canlı RuletEveryMatrix']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows an empty state, not an error, when the games cannot be loaded', async () => {
    renderContent(<Lobby slug="slot" />, { path: '/casino/slot', categoryGames: () => Promise.reject(new Error('503')) });
    await settle();
    expect(screen.getByText('Bu kategoride oyun bulunamadı.')).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GameItem } from '../../contracts/casino';
import { gameOf } from '../unit/game-launch-fixtures';
import { authData } from '../unit/machines/shell-harness';
import { renderApp, currentPath } from './app-harness';
import { fail, ok, type Routes } from './fake-network';
// Loaded up front, so the lazy lobby resolves within a test's waiting time.
import '../../src/features/casino/casino-page';

const wait = { timeout: 10_000 };
const sultan = gameOf('Hub88', { rtp: 96.12, volatility: 'high' });
const galata = gameOf('Egt Digital', { id: 12, name: 'Galata Gold', gameCode: 'galata-gold', mainProviderId: 4 });

/** A lobby whose server keeps the player's favourites (togglefavorite flips a game unless `toggle` answers). */
function renderLobby({ loggedIn = true, stored = [galata], path = '/casino/slot', server = {} }: { loggedIn?: boolean; stored?: GameItem[]; path?: string; server?: Routes } = {}) {
  let favorites = [...stored];
  return renderApp({
    path,
    authData: loggedIn ? authData() : null,
    server: {
      'POST casino/categorygames': () => ok([sultan, galata]),
      'GET casino/favorites': () => ok(favorites),
      'GET casino/recent': () => ok([]),
      'POST casino/togglefavorite': ({ body }) => {
        const { code } = body as { code: string };
        const game = [sultan, galata].find((g) => g.gameCode === code)!;
        const favorite = !favorites.includes(game);
        favorites = favorite ? [game, ...favorites] : favorites.filter((g) => g !== game);
        return ok({ favorite });
      },
      ...server,
    },
  });
}

const heart = (name: string) => screen.getByRole('button', { name: `Favori: ${name}` });

describe('favourites on the game tiles (product §4, §6, §8)', () => {
  it('a player’s favourites show pressed hearts; toggling one says "Favorilere eklendi" and the list reloads', async () => {
    const { network } = renderLobby();
    await waitFor(() => expect(heart('Galata Gold').getAttribute('aria-pressed')).toBe('true'), wait);
    expect(heart('Sultan’s Fortune').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart('Sultan’s Fortune'));
    expect(await screen.findByText('Favorilere eklendi', {}, wait)).toBeTruthy();
    expect(network.calls('POST casino/togglefavorite').map((r) => r.body)).toEqual([{ code: 'sultans-fortune', providerId: 3 }]);
    await waitFor(() => expect(network.calls('GET casino/favorites')).toHaveLength(2), wait);
    expect(heart('Sultan’s Fortune').getAttribute('aria-pressed')).toBe('true');
  });

  it('removing one warns "Favorilerden çıkarıldı"', async () => {
    renderLobby();
    await waitFor(() => expect(heart('Galata Gold').getAttribute('aria-pressed')).toBe('true'), wait);
    fireEvent.click(heart('Galata Gold'));
    expect(await screen.findByText('Favorilerden çıkarıldı', {}, wait)).toBeTruthy();
    await waitFor(() => expect(heart('Galata Gold').getAttribute('aria-pressed')).toBe('false'), wait);
  });

  it('a refused toggle shows the server’s message and the heart stays as it was', async () => {
    renderLobby({ server: { 'POST casino/togglefavorite': () => fail(400, 'Oyun bulunamadı.') } });
    await waitFor(() => expect(heart('Galata Gold').getAttribute('aria-pressed')).toBe('true'), wait);
    fireEvent.click(heart('Sultan’s Fortune'));
    expect(await screen.findByText('Oyun bulunamadı.', {}, wait)).toBeTruthy();
    expect(heart('Sultan’s Fortune').getAttribute('aria-pressed')).toBe('false');
  });

  it('a guest’s heart opens the login form and toggles nothing', async () => {
    const { network } = renderLobby({ loggedIn: false });
    fireEvent.click(await screen.findByRole('button', { name: 'Favori: Sultan’s Fortune' }, wait));
    expect(await screen.findByRole('dialog', { name: 'Giriş Yap' }, wait)).toBeTruthy();
    expect(network.calls('POST casino/togglefavorite')).toEqual([]);
    expect(network.calls('GET casino/favorites')).toEqual([]);
  });
});

describe('the lobby’s Favourites filter', () => {
  it('lists only the player’s favourites, and says how to add some when there are none', async () => {
    renderLobby();
    const filter = within(await screen.findByRole('navigation', { name: 'Göster' }, wait));
    expect(filter.getByRole('link', { name: 'Tüm oyunlar' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(filter.getByRole('link', { name: 'Favoriler' }));
    await waitFor(() => expect(window.location.search).toBe('?filter=favorites'), wait);
    await waitFor(() => expect(screen.queryByRole('button', { name: /Sultan’s Fortune oyna/ })).toBeNull(), wait);
    expect(screen.getByRole('button', { name: /Galata Gold oyna/ })).toBeTruthy();
    expect(currentPath()).toBe('/casino/slot');

    fireEvent.click(heart('Galata Gold'));
    expect(await screen.findByText('Henüz favori oyununuz yok: eklemek için bir oyundaki kalbe dokunun.', {}, wait)).toBeTruthy();
  });

  it('is not offered to guests', async () => {
    renderLobby({ loggedIn: false });
    await screen.findByRole('button', { name: /Sultan’s Fortune oyna/ }, wait);
    expect(screen.queryByRole('navigation', { name: 'Göster' })).toBeNull();
  });
});

describe('game info and Recently played', () => {
  it('the info button shows the provider, the RTP and the volatility', async () => {
    renderLobby({ loggedIn: false });
    const info = await screen.findByRole('button', { name: 'Oyun bilgisi: Sultan’s Fortune' }, wait);
    expect(info.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(info);
    expect(info.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(info.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(false);
    const rows = [...panel.querySelectorAll('div')].map((row) => row.textContent);
    expect(rows).toEqual(['SağlayıcıHub88', 'Oyuncuya dönüş (RTP)%96,12', 'VolatiliteYüksek']);
    // Unknown RTP and volatility are left out, not guessed.
    fireEvent.click(screen.getByRole('button', { name: 'Oyun bilgisi: Galata Gold' }));
    const other = document.getElementById(screen.getByRole('button', { name: 'Oyun bilgisi: Galata Gold' }).getAttribute('aria-controls')!)!;
    expect([...other.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Sağlayıcı']);
  });

  it('a player sees the games played last on the home page and in the lobbies; a guest does not', async () => {
    const { network } = renderLobby({ path: '/', server: { 'GET casino/recent': () => ok([galata, sultan]) } });
    const row = within(await screen.findByRole('region', { name: 'Son oynananlar' }, wait));
    expect(row.getAllByRole('button', { name: /oyna/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Galata Gold oyna, Egt Digital',
      'Sultan’s Fortune oyna, Hub88',
    ]);
    expect(network.calls('GET casino/recent').length).toBeGreaterThan(0);
  });

  it('has no Recently played row for a guest', async () => {
    const { network } = renderLobby({ loggedIn: false, path: '/casino/slot', server: { 'GET casino/recent': () => ok([galata]) } });
    await screen.findByRole('button', { name: /Sultan’s Fortune oyna/ }, wait);
    expect(screen.queryByRole('region', { name: 'Son oynananlar' })).toBeNull();
    expect(network.calls('GET casino/recent')).toEqual([]);
  });
});

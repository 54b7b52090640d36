// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { authData, aviator } from '../unit/machines/shell-harness';
import { ok } from './fake-network';
import { bootstrapped, currentPath, renderApp, settle } from './app-harness';

async function openMenu() {
  await bootstrapped();
  const button = within(screen.getByRole('banner')).getByRole('button', { name: 'Menüyü aç' });
  button.focus();
  fireEvent.click(button);
  const menu = await screen.findByRole('dialog', { name: 'Menü' }, { timeout: 10_000 });
  await settle();
  return { menu, button };
}

describe('side menu', () => {
  it('lists the translated groups, entries and badges, with Promotions fixed on top', async () => {
    renderApp();
    const { menu } = await openMenu();
    const panel = within(menu);
    expect(panel.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Casino',
      'Spor Bahisleri',
      'Oyunlar',
      'Diğer',
      'Bizi Takip Edin',
    ]);
    expect(panel.getByRole('link', { name: /Slot Oyunları/ }).getAttribute('href')).toBe('/casino/slot');
    expect(panel.getByText('HOT')).toBeTruthy();
    expect(panel.getAllByRole('link', { name: 'Promosyonlar' })).toHaveLength(1);
  });

  it('closes on Escape and gives the focus back to the menu button', async () => {
    renderApp();
    const { button } = await openMenu();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await settle();
    expect(screen.queryByRole('dialog', { name: 'Menü' })).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on a click on the mask around the panel, not on the panel', async () => {
    renderApp();
    const { menu } = await openMenu();
    fireEvent.click(within(menu).getByRole('heading', { name: 'Casino' }));
    expect(screen.getByRole('dialog', { name: 'Menü' })).toBeTruthy();
    fireEvent.click(menu);
    await settle();
    expect(screen.queryByRole('dialog', { name: 'Menü' })).toBeNull();
  });

  it('follows a route entry and closes', async () => {
    renderApp();
    const { menu } = await openMenu();
    fireEvent.click(within(menu).getByRole('link', { name: /Slot Oyunları/ }));
    await settle();
    expect(currentPath()).toBe('/casino/slot');
    expect(screen.queryByRole('dialog', { name: 'Menü' })).toBeNull();
  });

  it('expands a group entry', async () => {
    renderApp();
    const { menu } = await openMenu();
    const group = within(menu).getByRole('button', { name: 'Spor Plus' });
    expect(group.getAttribute('aria-expanded')).toBe('false');
    expect(within(menu).queryByRole('link', { name: 'Canlı Maçlar' })).toBeNull();
    fireEvent.click(group);
    expect(group.getAttribute('aria-expanded')).toBe('true');
    expect(within(menu).getByRole('link', { name: 'Canlı Maçlar' }).getAttribute('href')).toBe('/livespor/fcg');
  });

  it('opens external entries and the Follow Me links in a new tab', async () => {
    renderApp();
    const { menu } = await openMenu();
    const blog = within(menu).getByRole('link', { name: /Blog/ });
    expect([blog.getAttribute('href'), blog.getAttribute('target'), blog.getAttribute('rel')]).toEqual([
      'https://blog.example.com',
      '_blank',
      'noopener noreferrer',
    ]);
    const telegram = within(menu).getByRole('link', { name: /Telegram/ });
    expect([telegram.getAttribute('href'), telegram.getAttribute('target')]).toEqual(['https://t.me/kasa', '_blank']);
  });

  it('opens our chat window, which asks a guest to log in', async () => {
    renderApp();
    const { menu } = await openMenu();
    fireEvent.click(within(menu).getByRole('button', { name: 'Canlı Destek' }));
    const chat = await screen.findByRole('dialog', { name: 'Canlı Destek' });
    expect(within(chat).getByText(/giriş yapın/)).toBeTruthy();
    expect(currentPath()).toBe('/');
  });

  it('shows the partner sportsbook only with betting-partner access', async () => {
    renderApp({ authData: authData({ betcoUrl: 'https://partner.example/sport' }) });
    const { menu } = await openMenu();
    expect(within(menu).getByRole('link', { name: 'Partner Spor' })).toBeTruthy();
  });

  it('hides the partner sportsbook from guests', async () => {
    renderApp();
    const { menu } = await openMenu();
    expect(within(menu).queryByRole('link', { name: 'Partner Spor' })).toBeNull();
  });

  it('searches the Aviator game and, for a guest, asks to log in', async () => {
    const { network } = renderApp({ server: { 'POST casino/games': () => ok([aviator]) } });
    const { menu } = await openMenu();
    fireEvent.click(within(menu).getByRole('button', { name: 'Aviator' }));
    expect(await screen.findByRole('dialog', { name: 'Giriş Yap' }, { timeout: 10_000 })).toBeTruthy();
    expect(network.calls('POST casino/games').map((r) => r.body)).toEqual([{ search: 'Aviator', live: false }]);
  });

  it('switches the language and keeps the choice', async () => {
    const { actor } = renderApp();
    const { menu } = await openMenu();
    const select = within(menu).getByLabelText('Dil') as HTMLSelectElement;
    expect(select.value).toBe('tr');
    expect(within(select).getByRole('option', { name: 'Dil Seçin' })).toBeTruthy();
    fireEvent.change(select, { target: { value: 'en' } });
    await settle();
    expect(within(screen.getByRole('dialog')).getByLabelText('Language')).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(localStorage.getItem('lang')).toBe('en');
    expect(actor.system.get('bootstrap').getSnapshot().context.locale).toBe('en');
  });
});

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { authData } from '../unit/machines/shell-harness';
import { fail, ok } from './fake-network';
import { currentPath, renderApp, settle } from './app-harness';
import { bonusServer, wait } from './activity-app-harness';

const header = () => screen.getByRole('banner');

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

describe('header', () => {
  it('offers a guest Register, Login, Promotions and Claim Reward', () => {
    renderApp();
    const bar = within(header());
    expect(bar.getByRole('button', { name: 'Kayıt Ol' })).toBeTruthy();
    expect(bar.getByRole('button', { name: 'Giriş Yap' })).toBeTruthy();
    expect(bar.getByRole('link', { name: 'Promosyonlar' }).getAttribute('href')).toBe('/promotions');
    expect(bar.getByRole('button', { name: 'Ödülünü Al' })).toBeTruthy();
    expect(bar.getByRole('button', { name: 'Canlı Destek' })).toBeTruthy();
    expect(bar.queryByRole('link', { name: 'Para Yatır' })).toBeNull();
  });

  it('links the logo home and the search to the slot lobby, or to live casino on live pages', () => {
    renderApp({ path: '/promotions' });
    expect(within(header()).getByRole('link', { name: 'Kasa Casino ana sayfa' }).getAttribute('href')).toBe('/');
    expect(within(header()).getByRole('link', { name: 'Oyun ara' }).getAttribute('href')).toBe('/casino/slot?focus=search');
  });

  it('searches live casino games from a live casino page', () => {
    renderApp({ path: '/casino/live' });
    expect(within(header()).getByRole('link', { name: 'Oyun ara' }).getAttribute('href')).toBe('/casino/live?focus=search');
  });

  it('shows a back button on inner pages only', () => {
    renderApp({ path: '/' });
    expect(within(header()).queryByRole('button', { name: 'Geri' })).toBeNull();
  });

  it('opens the login dialog from Claim Reward', async () => {
    renderApp();
    fireEvent.click(within(header()).getByRole('button', { name: 'Ödülünü Al' }));
    expect(await screen.findByRole('dialog', { name: 'Giriş Yap' })).toBeTruthy();
  });

  it('takes a logged-in player from Claim Reward to /dashboard/bonuses, the rewards to claim on top', async () => {
    renderApp({ path: '/promotions', authData: authData(), server: bonusServer() });
    fireEvent.click(within(header()).getByRole('link', { name: 'Ödülünü Al' }));
    expect(currentPath()).toBe('/dashboard/bonuses');
    expect(await screen.findByRole('heading', { name: 'Bonuslarım', level: 1 }, wait)).toBeTruthy();
    const claim = within(await screen.findByRole('region', { name: 'Hemen Al' }, wait));
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 2 })[0].textContent).toBe('Hemen Al');
    expect(await claim.findByRole('listitem', { name: 'Hafta Sonu Bonusu' }, wait)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the side menu from the menu button', async () => {
    renderApp();
    const button = within(header()).getByRole('button', { name: 'Menüyü aç' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Menü' }, wait)).toBeTruthy();
  });

  it('shows a logged-in player the balance, Deposit, the account and Logout instead', () => {
    renderApp({ authData: authData({ balance: 1250.5 }) });
    const bar = within(header());
    expect(bar.queryByRole('button', { name: 'Giriş Yap' })).toBeNull();
    expect(bar.getByRole('link', { name: 'Para Yatır' }).getAttribute('href')).toBe('/dashboard/deposit');
    expect(bar.getByRole('link', { name: 'deniz01 Hesabım' }).getAttribute('href')).toBe('/dashboard');
    expect(bar.getByText(/1\.250,50/)).toBeTruthy();
    expect(bar.getByRole('button', { name: 'Çıkış Yap' })).toBeTruthy();
    expect(bar.getByRole('link', { name: 'Ödülünü Al' }).getAttribute('href')).toBe('/dashboard/bonuses');
    expect(bar.getByRole('link', { name: 'Promosyonlar' }).getAttribute('href')).toBe('/promotions');
    expect(bar.getByRole('button', { name: 'Canlı Destek' })).toBeTruthy();
  });

  it('shows the bell without a badge while there is nothing unread, and the empty state on click', async () => {
    renderApp({ authData: authData() });
    const bell = within(header()).getByRole('button', { name: 'Bildirimler' });
    expect(bell.textContent).toBe('');
    fireEvent.click(bell);
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    expect(await within(header()).findByText('Yeni bir bildiriminiz olduğunda burada göreceksiniz.')).toBeTruthy();
    fireEvent.keyDown(bell, { key: 'Escape' });
    expect(within(header()).queryByText('Yeni bir bildiriminiz olduğunda burada göreceksiniz.')).toBeNull();
  });

  it('shows the balance of GET user/balance in lira as soon as it answers', async () => {
    renderApp({ authData: authData({ balance: 0 }), server: { 'GET user/balance': () => ok({ balance: 2500, cash: 2000, bonus: 500 }) } });
    expect(await within(header()).findByText(/2\.500,00/)).toBeTruthy();
  });

  it('writes the balance as the page’s language does, like every other amount on the page', async () => {
    renderApp({ locale: 'en', path: '/dashboard', authData: authData({ balance: 0 }), server: { 'GET user/balance': () => ok({ balance: 572.5, cash: 500, bonus: 72.5 }) } });
    expect(await within(header()).findByText('₺572.50')).toBeTruthy();
    expect(await screen.findByText('₺72.50')).toBeTruthy();
    expect(screen.queryByText(/572,50/)).toBeNull();
  });

  it('logs out: back to guest buttons at once and home, the page reloads after 300 ms', async () => {
    const { effects, network } = renderApp({ path: '/promotions', authData: authData() });
    fireEvent.click(within(header()).getByRole('button', { name: 'Çıkış Yap' }));
    expect(within(header()).getByRole('button', { name: 'Giriş Yap' })).toBeTruthy();
    expect(currentPath()).toBe('/');
    expect(localStorage.getItem('authData')).toBeNull();
    expect(effects.reloads).toBe(0);
    await settle(320);
    expect(effects.reloads).toBe(1);
    expect(network.calls('GET auth/logout')).toHaveLength(1);
  });

  it('logs out when the server answers 401 (an expired session): guest buttons, home, storage cleared, reload', async () => {
    const { effects } = renderApp({
      path: '/promotions',
      authData: authData(),
      server: { 'GET user/balance': () => fail(401, 'Oturumunuzun süresi doldu.') },
    });
    expect(await within(header()).findByRole('button', { name: 'Giriş Yap' }, { timeout: 10_000 })).toBeTruthy();
    expect(currentPath()).toBe('/');
    expect(localStorage.getItem('authData')).toBeNull();
    await settle(320);
    expect(effects.reloads).toBe(1);
  });

  it('hides after scrolling down more than 100 px and comes back on scroll up', async () => {
    renderApp();
    scrollTo(100);
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(header().getAttribute('data-hidden')).toBe('false');
    scrollTo(160);
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(header().getAttribute('data-hidden')).toBe('true');
    scrollTo(150);
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(header().getAttribute('data-hidden')).toBe('false');
  });
});

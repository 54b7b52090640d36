// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { useParams } from 'wouter';
import { authData } from '../unit/machines/shell-harness';
import { currentPath, renderApp } from './app-harness';
import { ok } from './fake-network';

// The content pages are another feature's; here only which one a route shows matters.
vi.mock('../../src/features/pages/pages-page', () => ({
  PagesIndex: () => <h1>Contents index</h1>,
  PageView: () => <h1>Page view {useParams<{ id: string }>().id}</h1>,
}));

const wait = { timeout: 10_000 };
const trail = () => screen.queryByRole('navigation', { name: 'Sayfa konumu' });

describe('routes', () => {
  it('deep-links /pages/3 to the page view, under a Home / Contents / title trail', async () => {
    renderApp({ path: '/pages/3' });
    expect(await screen.findByRole('heading', { name: 'Page view 3' }, wait)).toBeTruthy();
    const items = within(trail()!).getAllByRole('link');
    expect(items.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Ana Sayfa', '/'],
      ['İçerikler', '/pages'],
      ['Hakkımızda', '/pages/3'],
    ]);
    expect(items.map((a) => a.getAttribute('aria-current'))).toEqual([null, null, 'page']);
    expect(trail()!.textContent).toContain('/');
  });

  it('renders a localized 404 page with a link home for an unknown address', async () => {
    renderApp({ path: '/this/does-not-exist' });
    expect(await screen.findByRole('heading', { name: 'Sayfa bulunamadı' }, wait)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ana sayfaya dön' }).getAttribute('href')).toBe('/');
    expect(trail()).toBeNull();
  });

  it('treats an unknown casino lobby as an unknown page', async () => {
    renderApp({ path: '/casino/bingo' });
    expect(await screen.findByRole('heading', { name: 'Sayfa bulunamadı' }, wait)).toBeTruthy();
  });

  it('shows no trail on the home page', async () => {
    renderApp({ path: '/' });
    await screen.findByRole('banner');
    expect(trail()).toBeNull();
  });

  it('opens the login dialog for a guest on /dashboard and shows the home page instead', async () => {
    renderApp({ path: '/dashboard' });
    expect(await screen.findByRole('dialog', { name: 'Giriş Yap' }, wait)).toBeTruthy();
    expect(currentPath()).toBe('/');
  });

  it('lets a logged-in player into the account area', async () => {
    renderApp({ path: '/dashboard/bonuses', authData: authData() });
    expect(await screen.findByRole('heading', { name: 'Bonuslarım', level: 1 }, wait)).toBeTruthy();
    expect(within(trail()!).getAllByRole('link').map((a) => a.textContent)).toEqual(['Ana Sayfa', 'Hesabım', 'Bonuslarım']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps players without betting-partner access off /spor/betco', async () => {
    renderApp({ path: '/spor/betco', authData: authData({ betcoUrl: '' }) });
    await screen.findByRole('banner');
    expect(currentPath()).toBe('/');
  });

  it('opens the partner sportsbook page for players with access', async () => {
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    renderApp({
      path: '/spor/betco',
      authData: authData({ betcoUrl: 'https://partner.example/sport' }),
      server: { 'POST sports/token': () => ok({ token: 'bt-1', url: 'https://partner.example/sport', cid: null, expiresAt }) },
    });
    const frame = await screen.findByTitle('Bahis bülteni: Partner Spor', {}, wait);
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/partner\.example\/sport\?user_id=7&auth_token=bt-1&/);
  });

  it('shows a guest the sportsbook preview with Login and Register', async () => {
    renderApp({ path: '/livespor' });
    expect(await screen.findByRole('heading', { name: 'Canlı Bahis', level: 1 }, wait)).toBeTruthy();
    const main = within(screen.getByRole('main'));
    expect(main.getByText('Oranlara göz atıyorsunuz. Bahis yapmak için giriş yapın ya da ücretsiz hesap açın.')).toBeTruthy();
    expect(main.getByRole('button', { name: 'Giriş Yap' })).toBeTruthy();
    expect(main.getByRole('button', { name: 'Kayıt Ol' })).toBeTruthy();
  });
});

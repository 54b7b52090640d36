// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { authData } from '../unit/machines/shell-harness';
import { currentPath, renderApp } from './app-harness';
import { fail, ok } from './fake-network';
// The page the app loads lazily, up front, so it resolves within the waiting time.
import '../../src/features/sports/sports-page';

const wait = { timeout: 10_000 };
const tokenAnswer = (token = 'tok-1') => ok({ token, url: 'https://book.example/embed', cid: 'c1', expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
const frame = () => screen.findByTitle<HTMLIFrameElement>(/^Bahis bülteni/, {}, wait);

/** A message as the book's frame (or someone else) posts it to the page. */
function post(source: Window | null, origin: string, message: unknown) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message), origin, source }));
  });
}

describe('sports pages', () => {
  it('shows a guest the book in preview with Login and Register, and betting in it asks for login', async () => {
    renderApp({ path: '/livespor' });
    expect(await screen.findByRole('heading', { name: 'Canlı Bahis', level: 1 }, wait)).toBeTruthy();
    const iframe = await frame();
    expect(iframe.getAttribute('src')).toBe('/sportsbook/?lang=tr&page=live');
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('button', { name: 'Kayıt Ol' })).toBeTruthy();
    fireEvent.load(iframe);
    post(iframe.contentWindow, window.location.origin, { type: 'placeBetFailure', reason: 'User not logged in' });
    expect(await screen.findByRole('dialog', { name: 'Giriş Yap' }, wait)).toBeTruthy();
  });

  it('opens the login form from the guest bar', async () => {
    renderApp({ path: '/spor' });
    await frame();
    fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByRole('dialog', { name: 'Giriş Yap' }, wait)).toBeTruthy();
  });

  it('embeds the book with the player’s token, language and page; its size message sets the frame’s height', async () => {
    const { network } = renderApp({ path: '/spor/fcg', authData: authData(), server: { 'POST sports/token': () => tokenAnswer() } });
    const iframe = await frame();
    expect(iframe.getAttribute('src')).toBe('https://book.example/embed?t=tok-1&lang=tr&page=fcg');
    expect(network.calls('POST sports/token').map((r) => r.body)).toEqual([{ partner: 'betsy' }]);
    expect(iframe.getAttribute('scrolling')).toBe('no');
    post(iframe.contentWindow, 'https://book.example', { type: 'size', height: 2400 });
    expect(iframe.style.height).toBe('2400px');
  });

  it('ignores messages from another window or another origin', async () => {
    renderApp({ path: '/spor', authData: authData(), server: { 'POST sports/token': () => tokenAnswer() } });
    const iframe = await frame();
    post(window, 'https://book.example', { type: 'size', height: 900 });
    post(iframe.contentWindow, 'https://evil.example', { type: 'size', height: 900 });
    post(iframe.contentWindow, 'https://evil.example', { type: 'placeBetFailure', reason: 'Zero balance' });
    expect(iframe.style.height).toBe('');
    expect(currentPath()).toBe('/spor');
  });

  it('sends a player with zero balance to the deposit page', async () => {
    renderApp({ path: '/spor', authData: authData(), server: { 'POST sports/token': () => tokenAnswer() } });
    const iframe = await frame();
    post(iframe.contentWindow, 'https://book.example', { type: 'placeBetFailure', reason: 'Zero balance' });
    expect(currentPath()).toBe('/dashboard/deposit');
  });

  it('shows the server’s message with Try again when no token comes', async () => {
    let answers = 0;
    renderApp({
      path: '/spor',
      authData: authData(),
      server: { 'POST sports/token': () => (++answers === 1 ? fail(503, 'Spor bahisleri şu anda kullanılamıyor.') : tokenAnswer('tok-2')) },
    });
    const alert = await screen.findByRole('alert', {}, wait);
    expect(alert.textContent).toContain('Spor bahisleri şu anda kullanılamıyor.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Tekrar dene' }));
    expect((await frame()).getAttribute('src')).toContain('t=tok-2');
  });

  it('opens the Betco frame with the usercode for a player with access, and its balance message moves the header balance', async () => {
    const { actor } = renderApp({
      path: '/spor/betco',
      authData: authData({ betcoUrl: 'https://partner.example/sport', usercode: 'U42' }),
      server: { 'POST sports/token': () => ok({ token: 'bt-1', url: 'https://partner.example/sport', cid: null, expiresAt: new Date(Date.now() + 3_600_000).toISOString() }) },
    });
    const iframe = await frame();
    expect(iframe.getAttribute('src')).toBe('https://partner.example/sport?user_id=U42&auth_token=bt-1&lang=tr&page=main&odds=decimal');
    post(iframe.contentWindow, 'https://partner.example', { action: 'userBalance', data: { balance: 321.5 } });
    expect(actor.system.get('session').getSnapshot().context.balance).toBe(321.5);
  });
});

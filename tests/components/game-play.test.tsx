// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GameItem } from '../../contracts/casino';
import type { PaymentMethod } from '../../contracts/money';
import { encodeGameData } from '../../src/app/game-data';
import { gameOf } from '../unit/game-launch-fixtures';
import { authData } from '../unit/machines/shell-harness';
import { currentPath, renderApp, settle } from './app-harness';
import { fail, ok, pending, type Routes } from './fake-network';
// Loaded up front, so the lazy page, dialog and flows resolve within a test's waiting time.
import '../../src/features/game-play/game-page';
import '../../src/features/game-play/game-dialog';
import '../../src/features/game-play/provide';
import '../../src/features/casino/casino-page';
import '../../src/features/payments/payment-flow';
import '../../src/features/payments/detail-form';
import '../../src/features/account/provide-payment-methods';

const wait = { timeout: 10_000 };
const hub88 = gameOf('Hub88', { name: 'Sultan’s Fortune' });
const card: PaymentMethod = {
  id: 1, type: 1, kind: 'card', title: 'Kredi Kartı', logoUrl: '/m/card.svg', minAmount: 100, maxAmount: 50000, feePercent: 0, feeFixed: 0, processingTime: 'Anında',
};

function renderGame(game: GameItem, server: Routes = {}, path = `/casino/play/${encodeGameData(game)}`) {
  return renderApp({
    path,
    authData: authData(),
    server: {
      'POST casino/hub88launchurl': () => ok('/games/hub88/play?s=abc'),
      'POST casino/categorygames': () => ok([hub88]),
      'GET casino/favorites': () => ok([]),
      'GET casino/recent': () => ok([]),
      'GET payment/methods': () => ok([card]),
      'POST payment/detail': () => ok([{ key: 'amount', objectType: 'Decimal' }]),
      ...server,
    },
  });
}

const topBar = () => within(screen.getByRole('region', { name: 'Sultan’s Fortune' }));
const stubPhone = (phone: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: phone && query.includes('max-width'), media: query, addEventListener() {}, removeEventListener() {} }));
afterEach(() => vi.unstubAllGlobals());

describe('the game page (desktop, /casino/play/{encoded game data})', () => {
  it('shows the top bar and a spinner while the launch call is out, then the game frame', async () => {
    let answer: (value: ReturnType<typeof ok>) => void = () => {};
    const { network } = renderGame(hub88, { 'POST casino/hub88launchurl': () => new Promise((resolve) => (answer = resolve)) });
    const bar = await screen.findByRole('region', { name: 'Sultan’s Fortune' }, wait);
    expect(within(bar).getByRole('heading', { level: 1, name: 'Sultan’s Fortune' })).toBeTruthy();
    for (const name of ['Para Yatır', 'Oyunu yenile', 'Oyunu kapat']) expect(within(bar).getByRole('button', { name })).toBeTruthy();
    expect(within(bar).getByRole('status').textContent).toBe('Oyun yükleniyor...');
    await waitFor(() => expect(network.calls('POST casino/hub88launchurl')).toHaveLength(1), wait);
    expect(network.calls('POST casino/hub88launchurl')[0]!.body).toEqual({
      platform: 1,
      gameCode: 'sultans-fortune',
      language: 'tr',
      lobbyUrl: `${window.location.origin}/casino/slot`,
    });

    answer(ok('/games/hub88/play?s=abc'));
    const frame = await within(bar).findByTitle('Sultan’s Fortune', {}, wait);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('/games/hub88/play?s=abc');
    expect(frame.getAttribute('allow')).toBe('fullscreen; autoplay');
    expect(within(bar).queryByRole('status')).toBeNull();
  });

  it('runs in the app: once the game plays, the Recently played list is asked again', async () => {
    const { network } = renderGame(hub88);
    await within(await screen.findByRole('region', { name: 'Sultan’s Fortune' }, wait)).findByTitle('Sultan’s Fortune', {}, wait);
    // Once when the player's actors start, once more when the game plays.
    await waitFor(() => expect(network.calls('GET casino/recent')).toHaveLength(2), wait);
  });

  it('stops the game with the reality check at the session\'s interval, and keeps the game open meanwhile', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const figures = { startedAt: new Date().toISOString(), elapsedMs: 0, endsAt: null, msLeft: null, netMinor: 0, wageredMinor: 0, realityCheckMinutes: 15 };
      renderGame(hub88, { 'GET rg/session': () => ok(figures) });
      const bar = await screen.findByRole('region', { name: 'Sultan’s Fortune' }, wait);
      await within(bar).findByTitle('Sultan’s Fortune', {}, wait);
      await vi.advanceTimersByTimeAsync(14 * 60_000);
      expect(screen.queryByRole('dialog', { name: 'Gerçeklik kontrolü' })).toBeNull();
      await vi.advanceTimersByTimeAsync(65_000);
      expect(await screen.findByRole('dialog', { name: 'Gerçeklik kontrolü' }, wait)).toBeTruthy();
      expect(currentPath()).toMatch(/^\/casino\/play\//);
    } finally {
      vi.useRealTimers();
    }
  });

  it('the bar’s net follows each round: a win shows as soon as the balance does, not at the next 30 s refresh', async () => {
    const figures = (netMinor: number) => ({ startedAt: new Date().toISOString(), elapsedMs: 0, endsAt: null, msLeft: null, netMinor, wageredMinor: 1_000, realityCheckMinutes: 60 });
    let net = 0;
    let balance = 100;
    const { network } = renderGame(hub88, { 'GET rg/session': () => ok(figures(net)), 'GET user/balance': () => ok({ balance, cash: balance, bonus: 0 }) });
    const bar = await screen.findByRole('region', { name: 'Sultan’s Fortune' }, { timeout: 8000 });
    expect(await within(bar).findByTitle('Bu oturumdaki net sonuç', {}, { timeout: 8000 })).toBeTruthy();
    await waitFor(() => expect(within(bar).getByTitle('Bu oturumdaki net sonuç').textContent).toMatch(/₺0,00$/), wait);
    const asked = network.calls('GET rg/session').length;
    // A +19 round: the wallet and the session's figures change together.
    net = 1_900;
    balance = 119;
    await waitFor(() => expect(within(bar).getByTitle('Bu oturumdaki net sonuç').textContent).toMatch(/\+₺19,00$/), { timeout: 8000 });
    expect(network.calls('GET rg/session').length).toBeGreaterThan(asked);
  });

  it('renders SoftGamings’ HTML in a sandboxed frame (srcdoc), not as an address', async () => {
    const html = '<!doctype html><html><body><div id="game">SoftGamings</div></body></html>';
    const game = gameOf('SoftGamings');
    const { network } = renderGame(game, { 'POST casino/softgamingslaunchurl': () => ok(html) });
    const frame = await within(await screen.findByRole('region', { name: 'Sultan’s Fortune' }, wait)).findByTitle('Sultan’s Fortune', {}, wait);
    expect(network.calls('POST casino/softgamingslaunchurl').map((r) => r.body)).toEqual([{ system: '998', pageCode: 'sultans-fortune', isMobile: 0 }]);
    expect(frame.getAttribute('srcdoc')).toBe(html);
    expect(frame.getAttribute('src')).toBeNull();
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-popups allow-forms');
  });

  it('reload says "Oyun yeniden yüklenecek. Lütfen bekleyin..." and launches the game again', async () => {
    let session = 0;
    const { network } = renderGame(hub88, { 'POST casino/hub88launchurl': () => ok(`/games/hub88/play?s=${++session}`) });
    await within(await screen.findByRole('region', { name: 'Sultan’s Fortune' }, wait)).findByTitle('Sultan’s Fortune', {}, wait);
    fireEvent.click(topBar().getByRole('button', { name: 'Oyunu yenile' }));
    expect(await screen.findByText('Oyun yeniden yüklenecek. Lütfen bekleyin...', {}, wait)).toBeTruthy();
    await waitFor(() => expect(topBar().getByTitle('Sultan’s Fortune').getAttribute('src')).toBe('/games/hub88/play?s=2'), wait);
    expect(network.calls('POST casino/hub88launchurl')).toHaveLength(2);
  });

  it('a refused Hub88 launch shows the message and returns to the lobby', async () => {
    renderGame(hub88, { 'POST casino/hub88launchurl': () => fail(400, 'Oyun şu anda kullanılamıyor.') });
    expect(await screen.findByText('Oyun şu anda kullanılamıyor.', {}, wait)).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe('/casino/slot'), wait);
    expect(screen.queryByRole('region', { name: 'Sultan’s Fortune' })).toBeNull();
  });

  it('a refused Digitain launch only shows the message: the page stays for a reload', async () => {
    const digitain = gameOf('Digitain');
    renderGame(digitain, { 'POST casino/dtlaunchurl': () => fail(400, 'Bakımda.') });
    const alert = await within(await screen.findByRole('region', { name: 'Sultan’s Fortune' }, wait)).findByRole('alert', {}, wait);
    expect(alert.textContent).toContain('Bakımda.');
    expect(currentPath()).toBe(`/casino/play/${encodeGameData(digitain)}`);
  });

  it('opens from a lobby tile and close returns to that lobby', async () => {
    renderGame(hub88, {}, '/casino/live');
    fireEvent.click(await screen.findByRole('button', { name: /Sultan’s Fortune oyna/ }, wait));
    await waitFor(() => expect(currentPath()).toBe(`/casino/play/${encodeGameData(hub88)}`), wait);
    const bar = within(await screen.findByRole('region', { name: 'Sultan’s Fortune' }, wait));
    await bar.findByTitle('Sultan’s Fortune', {}, wait);
    fireEvent.click(bar.getByRole('button', { name: 'Oyunu kapat' }));
    await waitFor(() => expect(currentPath()).toBe('/casino/live'), wait);
  });

  it('Deposit opens the bottom sheet "Para Yatırma" with the deposit methods, then the chosen method’s form', async () => {
    const { network } = renderGame(hub88);
    const bar = within(await screen.findByRole('region', { name: 'Sultan’s Fortune' }, wait));
    fireEvent.click(bar.getByRole('button', { name: 'Para Yatır' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Para Yatırma' }, wait));
    fireEvent.click(await sheet.findByRole('button', { name: /Kredi Kartı/ }, wait));
    expect(await sheet.findByLabelText('Tutar', {}, wait)).toBeTruthy();
    expect(network.calls('POST payment/detail').map((r) => r.body)).toEqual([{ id: 1, type: 1 }]);
    fireEvent.click(sheet.getByRole('button', { name: 'Para yatırma yöntemlerine dön' }));
    expect(await sheet.findByRole('button', { name: /Kredi Kartı/ }, wait)).toBeTruthy();
    fireEvent.click(sheet.getByRole('button', { name: 'Para Yatırma penceresini kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Para Yatırma' })).toBeNull(), wait);
    // The game went on under the sheet.
    expect(bar.getByTitle('Sultan’s Fortune')).toBeTruthy();
  });
});

describe('the Game play dialog (mobile)', () => {
  it('a tile opens the full-height dialog with the mobile build; close closes it and the lobby stays', async () => {
    stubPhone(true);
    const { network } = renderGame(hub88, { 'POST casino/hub88launchurl': () => ok('/games/hub88/play?s=m') }, '/casino/slot');
    fireEvent.click(await screen.findByRole('button', { name: /Sultan’s Fortune oyna/ }, wait));
    const dialog = within(await screen.findByRole('dialog', { name: 'Sultan’s Fortune' }, wait));
    expect((await dialog.findByTitle('Sultan’s Fortune', {}, wait)).getAttribute('src')).toBe('/games/hub88/play?s=m');
    expect(network.calls('POST casino/hub88launchurl')[0]!.body).toMatchObject({ platform: 2, lobbyUrl: `${window.location.origin}/casino/slot` });
    expect(currentPath()).toBe('/casino/slot');
    fireEvent.click(dialog.getByRole('button', { name: 'Oyunu kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), wait);
    expect(currentPath()).toBe('/casino/slot');
  });

  it('a guest who opens a game is asked to log in', async () => {
    stubPhone(true);
    renderApp({ path: '/casino/slot', server: { 'POST casino/categorygames': () => ok([hub88]), 'POST casino/hub88launchurl': pending } });
    fireEvent.click(await screen.findByRole('button', { name: /Sultan’s Fortune oyna/ }, wait));
    expect(await screen.findByRole('dialog', { name: 'Giriş Yap' }, wait)).toBeTruthy();
    await settle();
  });
});

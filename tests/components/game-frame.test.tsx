// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dice } from '../../contracts/games/engines/dice';
import { roulette } from '../../contracts/games/engines/roulette';
import { slot } from '../../contracts/games/engines/slot';
import { parseFrameConfig } from '../../src/game-frame/config';
import { fakeGameServer, frameConfig, okAnswer, renderFrame, roundAnswer, SESSION, sessionState } from './game-frame-harness';

/** The first spin (all reels at the same stop) that pays at least two lines, straight from the engine. */
function winningSlotRound(betPerLineMinor: number) {
  for (let stop = 0; stop < 32; stop++) {
    const settled = slot.play([0, 1, 2, 3, 4].map(() => stop / 32), { engine: 'slot', betPerLineMinor });
    if (settled.outcome.lines.length >= 1 && settled.winMinor > 0) return settled;
  }
  throw new Error('no winning stop');
}

const header = () => screen.getByRole('banner');

describe('game frame: play', () => {
  it('spins the slot with the chosen bet per line and shows the win, its lines and the new balance', async () => {
    const settled = winningSlotRound(50);
    const balanceMinor = 10_000 - settled.betMinor + settled.winMinor;
    const server = fakeGameServer({
      'GET session': () => okAnswer(sessionState('slot')),
      'POST play': () => okAnswer(roundAnswer({ betMinor: settled.betMinor, winMinor: settled.winMinor, balanceMinor, outcome: settled.outcome })),
    });
    renderFrame(frameConfig(), server);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sultan Slot' })).toBeTruthy();
    expect(within(header()).getByText('₺100,00')).toBeTruthy();
    expect(server.calls('GET session')[0].query).toEqual({ s: SESSION });

    fireEvent.change(screen.getByLabelText('Hat başına bahis'), { target: { value: '50' } });
    expect(screen.getByText('Toplam bahis').textContent).toContain('₺5,00');
    fireEvent.click(screen.getByRole('button', { name: 'Çevir' }));

    const status = await screen.findByText(/kazandınız/);
    expect(server.calls('POST play')[0].body).toEqual({ s: SESSION, params: { engine: 'slot', betPerLineMinor: 50 } });
    const money = (minor: number) => `₺${(minor / 100).toFixed(2).replace('.', ',')}`;
    expect(status.textContent).toContain(money(settled.winMinor));
    expect(within(header()).getByText(money(balanceMinor))).toBeTruthy();
    const lines = screen.getByRole('list', { name: 'Kazanan hatlar' });
    expect(within(lines).getAllByRole('listitem')).toHaveLength(settled.outcome.lines.length);
    const winningCells = settled.outcome.lines.reduce((cells, line) => cells + line.count, 0);
    expect(screen.getAllByRole('img', { name: /kazanan hatta/ }).length).toBeGreaterThanOrEqual(Math.min(winningCells, 3));
  });

  it('spins with Space from the page itself, not from a focused field', async () => {
    const server = fakeGameServer({
      'GET session': () => okAnswer(sessionState('slot')),
      'POST play': () => okAnswer(roundAnswer({ outcome: slot.play([0, 0, 0, 0, 0], { engine: 'slot', betPerLineMinor: 10 }).outcome })),
    });
    // The page's key listener is set up by an effect after the button is on screen: on a busy machine a key sent at
    // once could come before it, so the test waits for it as a player's first key would.
    const listening = vi.spyOn(document, 'addEventListener');
    renderFrame(frameConfig(), server);
    await screen.findByRole('button', { name: 'Çevir' });
    await waitFor(() => expect(listening.mock.calls.some(([type]) => type === 'keydown')).toBe(true));
    listening.mockRestore();
    fireEvent.keyDown(screen.getByLabelText('Hat başına bahis'), { key: ' ' });
    expect(server.calls('POST play')).toHaveLength(0);
    fireEvent.keyDown(document.body, { key: ' ' });
    await waitFor(() => expect(server.calls('POST play')).toHaveLength(1));
  });

  it('places roulette chips, spins, and shows the number, the win and the new balance', async () => {
    const float = 17 / 37 + 0.001;
    const bets = [
      { kind: 'straight' as const, number: 17, amountMinor: 1_000 },
      { kind: 'red' as const, amountMinor: 500 },
    ];
    const settled = roulette.play([float], { engine: 'roulette', bets });
    const server = fakeGameServer({
      'GET session': () => okAnswer(sessionState('roulette')),
      'POST play': () => okAnswer(roundAnswer({ betMinor: 1_500, winMinor: settled.winMinor, balanceMinor: 10_000 - 1_500 + settled.winMinor, outcome: settled.outcome })),
    });
    renderFrame(frameConfig(), server);
    await screen.findByRole('group', { name: 'Rulet masası' });
    fireEvent.click(screen.getByRole('button', { name: '₺5,00' }));
    fireEvent.click(screen.getByRole('button', { name: '17, siyah' }));
    fireEvent.click(screen.getByRole('button', { name: '17, siyah, bahis ₺5,00' }));
    fireEvent.click(screen.getByRole('button', { name: 'Kırmızı' }));
    expect(screen.getByText('₺15,00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Çevir' }));

    const status = await screen.findByText(/Top 17 siyah üzerinde durdu/);
    expect(server.calls('POST play')[0].body).toEqual({ s: SESSION, params: { engine: 'roulette', bets } });
    expect(status.textContent).toContain('₺360,00 kazandınız');
    expect(within(header()).getByText('₺445,00')).toBeTruthy();
  });

  it('refuses a roulette spin without chips, without asking the server', async () => {
    const server = fakeGameServer({ 'GET session': () => okAnswer(sessionState('roulette')) });
    renderFrame(frameConfig(), server);
    fireEvent.click(await screen.findByRole('button', { name: 'Çevir' }));
    expect(screen.getByRole('alert').textContent).toBe('Önce masaya bir fiş koyun.');
    expect(server.calls('POST play')).toHaveLength(0);
  });

  it('rolls the dice over a chosen chance, with the multiplier shown before, and the roll and balance after', async () => {
    const params = { engine: 'dice' as const, target: 2_500, direction: 'over' as const, betMinor: 200 };
    const settled = dice.play([0.8123], params);
    const server = fakeGameServer({
      'GET session': () => okAnswer(sessionState('dice')),
      'POST play': () => okAnswer(roundAnswer({ betMinor: 200, winMinor: settled.winMinor, balanceMinor: 10_000 - 200 + settled.winMinor, outcome: settled.outcome })),
    });
    renderFrame(frameConfig(), server);
    const chance = await screen.findByLabelText('Kazanma şansı (%)');
    fireEvent.change(chance, { target: { value: '25' } });
    fireEvent.blur(chance);
    expect(screen.getByText('3,9600×')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '75,00 üstü' }));
    fireEvent.change(screen.getByLabelText('Bahis'), { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zar at' }));

    const status = await screen.findByText(/Atış: 81,23/);
    expect(server.calls('POST play')[0].body).toEqual({ s: SESSION, params });
    expect(status.textContent).toContain('₺7,92 kazandınız');
    expect(within(header()).getByText('₺105,92')).toBeTruthy();
  });

  it('shows the server’s own message when it refuses a bet, and the balance it reports', async () => {
    const server = fakeGameServer({
      'GET session': () => okAnswer(sessionState('dice')),
      'POST play': () => ({ status: 402, body: { error: 'insufficient_funds', message: 'Bakiyeniz yetersiz (sunucu).', balanceMinor: 150 } }),
    });
    renderFrame(frameConfig(), server);
    fireEvent.click(await screen.findByRole('button', { name: 'Zar at' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Bakiyeniz yetersiz (sunucu).');
    expect(within(header()).getByText('₺1,50')).toBeTruthy();
  });

  it('does not send a bet larger than the balance', async () => {
    const server = fakeGameServer({ 'GET session': () => okAnswer(sessionState('dice', { balanceMinor: 50 })) });
    renderFrame(frameConfig(), server);
    fireEvent.click(await screen.findByRole('button', { name: 'Zar at' }));
    expect(screen.getByRole('alert').textContent).toBe('Bakiyeniz bu bahis için yeterli değil.');
    expect(server.calls('POST play')).toHaveLength(0);
  });

  it('says so when the game server cannot be reached', async () => {
    const server = fakeGameServer({ 'GET session': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderFrame(frameConfig(), server);
    expect((await screen.findByRole('alert')).textContent).toBe('Oyun sunucusuna ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.');
  });

  it('states the RTP and volatility of the game in its rules, with the paytable', async () => {
    const server = fakeGameServer({ 'GET session': () => okAnswer(sessionState('slot')) });
    renderFrame(frameConfig(), server);
    const rules = (await screen.findByText('Oyun kuralları')).closest('details')!;
    const rtp = new Intl.NumberFormat('tr-TR', { style: 'percent', minimumFractionDigits: 2 }).format(slot.info.rtp);
    expect(within(rules).getByText(rtp)).toBeTruthy();
    const volatility = { low: 'Düşük', medium: 'Orta', high: 'Yüksek' }[slot.info.volatility];
    expect(within(rules).getByText(volatility)).toBeTruthy();
    const paytable = within(rules).getByRole('table', { name: 'Ödeme tablosu' });
    expect(within(paytable).getAllByRole('row')).toHaveLength(1 + 9);
  });

  it('rotates the seed pair with the player’s client seed and reveals the previous server seed', async () => {
    const server = fakeGameServer({
      'GET session': () => okAnswer(sessionState('dice')),
      'POST seed': () =>
        okAnswer({
          previous: { serverSeed: 'revealed-server-seed', serverSeedHash: 'ab'.repeat(32), clientSeed: 'player-seed', nonce: 7 },
          current: { serverSeedHash: 'cd'.repeat(32), clientSeed: 'lucky', nonce: 0 },
        }),
    });
    renderFrame(frameConfig(), server);
    const fairness = (await screen.findByText('Kanıtlanabilir adillik')).closest('details')!;
    expect(within(fairness).getByText('ab'.repeat(32))).toBeTruthy();
    fireEvent.change(within(fairness).getByLabelText('İstemci tohumunuz'), { target: { value: ' lucky ' } });
    fireEvent.click(within(fairness).getByRole('button', { name: 'Tohumu değiştir' }));
    expect(await within(fairness).findByText('revealed-server-seed')).toBeTruthy();
    expect(server.calls('POST seed')[0].body).toEqual({ s: SESSION, clientSeed: 'lucky' });
    expect(within(fairness).getByText('cd'.repeat(32))).toBeTruthy();
    expect(within(fairness).getByRole('link', { name: 'Doğrulama sayfasını aç' }).getAttribute('href')).toBe('/games/kasa/verify');
  });

  it('speaks English when the session is in English', async () => {
    const server = fakeGameServer({ 'GET session': () => okAnswer(sessionState('roulette', { locale: 'en' })) });
    renderFrame(frameConfig({ locale: 'en' }), server);
    expect(await screen.findByRole('button', { name: 'Clear' })).toBeTruthy();
    expect(within(header()).getByText('Balance')).toBeTruthy();
    expect(within(header()).getByText('₺100.00')).toBeTruthy();
  });
});

describe('game frame: config', () => {
  it('accepts a play config, and a verify config without a session', () => {
    expect(parseFrameConfig({ provider: 'hub88', session: SESSION, apiBase: '/games/hub88/api/', locale: 'en', mode: 'play' })).toEqual({
      provider: 'hub88', session: SESSION, apiBase: '/games/hub88/api', locale: 'en', mode: 'play',
    });
    expect(parseFrameConfig({ provider: 'kasa', session: '', apiBase: '/games/kasa/api', locale: 'xx', mode: 'verify', round: 'r-1' })).toEqual({
      provider: 'kasa', session: '', apiBase: '/games/kasa/api', locale: 'tr', mode: 'verify', round: 'r-1',
    });
  });

  it('refuses a play config without a session or with an API on another site', () => {
    expect(parseFrameConfig({ provider: 'kasa', session: '', apiBase: '/games/kasa/api', locale: 'tr', mode: 'play' })).toBeNull();
    expect(parseFrameConfig({ provider: 'kasa', session: SESSION, apiBase: '//evil.test/api', locale: 'tr', mode: 'play' })).toBeNull();
  });

  it('tells the player to relaunch when the page carries no config', async () => {
    await act(async () => {
      renderFrame(null as never, fakeGameServer({}));
    });
    expect(screen.getByRole('alert').textContent).toBe('Bu oyun açılamadı. Kapatıp lobiden yeniden başlatın.');
  });
});

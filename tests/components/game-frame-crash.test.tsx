// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { RoundAnswer } from '../../contracts/games/api';
import { multiplierAt } from '../../contracts/games/engines/crash';
import { fakeGameServer, frameConfig, okAnswer, renderFrame, roundAnswer, SESSION, sessionState } from './game-frame-harness';

const START = new Date('2025-06-01T12:00:00.000Z');
const multiplierText = (x100: number) => `${(x100 / 100).toFixed(2).replace('.', ',')}×`;
const header = () => screen.getByRole('banner');
const flush = () => act(async () => {});

beforeEach(() => {
  vi.useFakeTimers({ now: START });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('game frame: crash', () => {
  it('bets, follows the curve by the server clock, and cashes out for the multiplier at that moment', async () => {
    let round: RoundAnswer = roundAnswer({ roundId: 'c-1', status: 'open', betMinor: 500, balanceMinor: 9_500, startedAt: START.toISOString(), serverTime: START.toISOString() });
    const server = fakeGameServer({
      'GET session': () => okAnswer(sessionState('crash')),
      'POST play': () => okAnswer(round),
      'GET round': () => okAnswer({ ...round, serverTime: new Date().toISOString() }),
      'POST cashout': () => {
        const at = multiplierAt(Date.now() - START.getTime());
        const winMinor = Math.floor((500 * at) / 100);
        round = { ...round, status: 'settled', winMinor, balanceMinor: 9_500 + winMinor, outcome: { engine: 'crash', crashAt: 800, cashedOutAt: at } };
        return okAnswer(round);
      },
    });
    renderFrame(frameConfig(), server);
    await flush();
    fireEvent.change(screen.getByLabelText('Bahis'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bahis yap' }));
    await flush();
    expect(server.calls('POST play')[0].body).toEqual({ s: SESSION, params: { engine: 'crash', autoCashout: null, betMinor: 500 } });
    expect(within(header()).getByText('₺95,00')).toBeTruthy();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(12_000);
    });
    const shown = multiplierAt(12_000);
    expect(screen.getByRole('timer').textContent).toBe(multiplierText(shown));
    expect(server.calls('GET round').length).toBeGreaterThanOrEqual(30);
    expect(server.calls('GET round')[0].query).toEqual({ s: SESSION, id: 'c-1' });

    fireEvent.click(screen.getByRole('button', { name: /nakit çek$/ }));
    await flush();
    expect(server.calls('POST cashout')[0].body).toEqual({ s: SESSION, roundId: 'c-1' });
    const winMinor = Math.floor((500 * shown) / 100);
    const status = screen.getByRole('status');
    expect(status.textContent).toContain(`${multiplierText(shown)} noktasında nakit çektiniz`);
    expect(within(header()).getByText(`₺${((9_500 + winMinor) / 100).toFixed(2).replace('.', ',')}`)).toBeTruthy();

    const polls = server.calls('GET round').length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_000);
    });
    expect(server.calls('GET round')).toHaveLength(polls);
  });

  it('resumes an open round after a reload and shows the crash point when polling finds it over', async () => {
    // The server's clock runs a second ahead of the browser's: the curve follows the server's.
    const startedAt = new Date(START.getTime() - 3_000).toISOString();
    const serverTime = new Date(START.getTime() + 1_000).toISOString();
    let round: RoundAnswer = roundAnswer({ roundId: 'c-9', status: 'open', betMinor: 1_000, balanceMinor: 9_000, startedAt, serverTime });
    const server = fakeGameServer({
      'GET session': () => okAnswer(sessionState('crash', { openRoundId: 'c-9', balanceMinor: 9_000 })),
      'GET round': () => okAnswer(round),
    });
    renderFrame(frameConfig(), server);
    await flush();
    await flush();
    expect(server.calls('GET round')[0].query).toEqual({ s: SESSION, id: 'c-9' });
    expect(screen.getByRole('button', { name: /nakit çek$/ })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe(multiplierText(multiplierAt(4_000)));

    round = { ...round, status: 'settled', outcome: { engine: 'crash', crashAt: 131, cashedOutAt: null } };
    await act(async () => {
      await vi.advanceTimersByTimeAsync(600);
    });
    expect(screen.getByRole('timer').textContent).toBe('1,31×');
    expect(screen.getByText(/1,31× noktasında çöktü\. Bu sefer kazanç yok\. Bakiye: ₺90,00\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bahis yap' })).toBeTruthy();
  });

  it('sends an auto cash-out as hundredths and refuses one that is no multiplier', async () => {
    const server = fakeGameServer({
      'GET session': () => okAnswer(sessionState('crash')),
      'POST play': () => okAnswer(roundAnswer({ roundId: 'c-2', status: 'open', startedAt: START.toISOString(), serverTime: START.toISOString() })),
      'GET round': () => okAnswer(roundAnswer({ roundId: 'c-2', status: 'open' })),
    });
    renderFrame(frameConfig(), server);
    await flush();
    fireEvent.click(screen.getByLabelText('Otomatik nakit çekme'));
    const at = screen.getByLabelText('Otomatik nakit çekme çarpanı');
    fireEvent.change(at, { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bahis yap' }));
    expect(screen.getByRole('alert').textContent).toBe('1,01 ile 1.000,00 arasında bir otomatik nakit çekme çarpanı girin.');
    expect(server.calls('POST play')).toHaveLength(0);

    fireEvent.change(at, { target: { value: '2,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bahis yap' }));
    await flush();
    expect(server.calls('POST play')[0].body).toEqual({ s: SESSION, params: { engine: 'crash', autoCashout: 250, betMinor: 100 } });
  });
});

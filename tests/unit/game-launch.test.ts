import { describe, expect, it } from 'vitest';
import { fromPromise, SimulatedClock, type AnyActorRef } from 'xstate';
import type { GameItem } from '../../contracts/casino';
import type { GameProvider } from '../../contracts/enums';
import { gameOf } from './game-launch-fixtures';
import { gameLaunchMachine, type GameLaunchInput, type LaunchCall } from '../../machines/game-launch.machine';
import type { ToastParams } from '../../machines/machine-helpers';
import { flush, startChild } from './machines/shell-harness';


interface Answer {
  data?: string;
  error?: Error;
}

/** The game launch as the app runs it, with the provider's launch call faked (each launch answers the next `answers`). */
function launch(input: Partial<GameLaunchInput> & { game: GameItem }, answers: Answer[] = [{ data: '/games/hub88/play?s=1' }]) {
  const calls: LaunchCall[] = [];
  const toasts: ToastParams[] = [];
  const notices: Array<{ kind: string; key: string }> = [];
  const lobbies: string[] = [];
  const machine = gameLaunchMachine.provide({
    actors: {
      launch: fromPromise(({ input: call }) => {
        calls.push(call);
        const answer = answers[calls.length - 1] ?? answers.at(-1)!;
        return answer.error ? Promise.reject(answer.error) : Promise.resolve(answer.data!);
      }),
    },
    actions: {
      toast: (_, params) => toasts.push(params),
      notify: (_, params) => notices.push(params),
      returnToLobby: (_, { lobbyUrl }) => lobbies.push(lobbyUrl),
    },
  });
  const full: GameLaunchInput = { isMobile: false, locale: 'tr', lobbyUrl: '/casino/slot', surface: 'page', ...input };
  const run = startChild(machine, { input: full, clock: new SimulatedClock() });
  return { ...run, calls, toasts, notices, lobbies, state: () => run.child.getSnapshot() };
}

describe('game launch: the launch call of each provider (product §7)', () => {
  const cases: Array<[GameProvider, boolean, LaunchCall]> = [
    ['Digitain', false, { provider: 'digitain', body: { code: 'sultans-fortune' } }],
    ['EveryMatrix', false, { provider: 'everymatrix', body: { code: 'sultans-fortune', productId: 42 } }],
    ['Amusnet', true, { provider: 'amusnet', body: { code: 'sultans-fortune', isMobile: true } }],
    ['Egt Digital', false, { provider: 'egt', body: { platform: 1, gameCode: 'sultans-fortune', language: 'tr', lobbyUrl: '/casino/slot' } }],
    ['Hub88', true, { provider: 'hub88', body: { platform: 2, gameCode: 'sultans-fortune', language: 'tr', lobbyUrl: '/casino/slot' } }],
    ['Kasa Games', false, { provider: 'kasa', body: { platform: 1, gameCode: 'sultans-fortune', language: 'tr', lobbyUrl: '/casino/slot' } }],
    ['SoftGamings', true, { provider: 'softgamings', body: { system: '998', pageCode: 'sultans-fortune', isMobile: 1 } }],
  ];

  it.each(cases)('%s (mobile %s) calls its own launch with its own body', async (provider, isMobile, expected) => {
    const run = launch({ game: gameOf(provider), isMobile });
    await flush();
    expect(run.calls).toEqual([expected]);
  });

  it('sends the player’s language and the desktop platform to Hub88', async () => {
    const run = launch({ game: gameOf('Hub88'), locale: 'en', lobbyUrl: '/casino/live' });
    await flush();
    expect(run.calls[0]!.body).toEqual({ platform: 1, gameCode: 'sultans-fortune', language: 'en', lobbyUrl: '/casino/live' });
  });
});

describe('game launch: loading, playing, failing', () => {
  it('shows the game at the launch URL once the call answers', async () => {
    const run = launch({ game: gameOf('Hub88') }, [{ data: '/games/hub88/play?s=abc' }]);
    expect(run.state().value).toEqual({ open: 'loading' });
    await flush();
    expect(run.state().value).toEqual({ open: 'playing' });
    expect(run.state().context.frame).toEqual({ kind: 'url', url: '/games/hub88/play?s=abc' });
  });

  it('renders SoftGamings’ answer as HTML, not as an address', async () => {
    const html = '<!doctype html><html><body><div id="game"></div></body></html>';
    const run = launch({ game: gameOf('SoftGamings') }, [{ data: html }]);
    await flush();
    expect(run.state().context.frame).toEqual({ kind: 'html', html });
  });

  const refused = new Error('Oyun şu anda kullanılamıyor.');

  it.each(['Amusnet', 'Egt Digital', 'Hub88', 'SoftGamings'] as const)(
    '%s: a failed launch shows the message and closes the dialog (product §8)',
    async (provider) => {
      const run = launch({ game: gameOf(provider), surface: 'dialog', isMobile: true }, [{ error: refused }]);
      await flush();
      expect(run.toasts).toEqual([{ kind: 'error', message: 'Oyun şu anda kullanılamıyor.' }]);
      expect(run.received).toContainEqual({ type: 'dialog.close', name: 'game' });
      expect(run.state().status).toBe('done');
    },
  );

  it('on the desktop game page the same failure returns to the lobby the game was opened from', async () => {
    const run = launch({ game: gameOf('Hub88'), lobbyUrl: '/casino/live' }, [{ error: refused }]);
    await flush();
    expect(run.lobbies).toEqual(['/casino/live']);
    expect(run.received.filter((e) => e.type === 'dialog.close')).toEqual([]);
  });

  it.each(['Digitain', 'EveryMatrix'] as const)('%s: a failed launch only shows the message; the game stays for a reload', async (provider) => {
    const run = launch({ game: gameOf(provider), surface: 'dialog', isMobile: true }, [{ error: refused }, { data: '/games/x/play?s=2' }]);
    await flush();
    expect(run.toasts).toEqual([{ kind: 'error', message: 'Oyun şu anda kullanılamıyor.' }]);
    expect(run.received.filter((e) => e.type === 'dialog.close')).toEqual([]);
    expect(run.state().value).toEqual({ open: 'failed' });
    expect(run.state().context.error).toBe('Oyun şu anda kullanılamıyor.');

    run.child.send({ type: 'game.refresh' });
    await flush();
    expect(run.calls).toHaveLength(2);
    expect(run.state().value).toEqual({ open: 'playing' });
  });
});

describe('game launch: reload and close from the top bar', () => {
  it('reload says "Game will be reloaded" and launches again, into a fresh frame', async () => {
    const run = launch({ game: gameOf('Egt Digital') }, [{ data: '/games/egt/play?s=1' }, { data: '/games/egt/play?s=2' }]);
    await flush();
    const first = run.state().context.launches;
    run.child.send({ type: 'game.refresh' });
    expect(run.notices).toEqual([{ kind: 'info', key: 'casinoPlay.reloading' }]);
    expect(run.state().value).toEqual({ open: 'loading' });
    await flush();
    expect(run.calls).toHaveLength(2);
    expect(run.state().context.frame).toEqual({ kind: 'url', url: '/games/egt/play?s=2' });
    expect(run.state().context.launches).toBe(first + 1);
  });

  it('close on mobile closes the Game play dialog', async () => {
    const run = launch({ game: gameOf('Hub88'), surface: 'dialog', isMobile: true });
    await flush();
    run.child.send({ type: 'game.close' });
    expect(run.received).toContainEqual({ type: 'dialog.close', name: 'game' });
    expect(run.lobbies).toEqual([]);
  });

  it('close on the game page navigates back to the lobby', async () => {
    const run = launch({ game: gameOf('Hub88'), lobbyUrl: '/casino/popular-games' });
    await flush();
    run.child.send({ type: 'game.close' });
    expect(run.lobbies).toEqual(['/casino/popular-games']);
  });

  it('close while the launch is still out ends it (the answer is not waited for)', async () => {
    const run = launch({ game: gameOf('Hub88') });
    run.child.send({ type: 'game.close' });
    await flush();
    expect(run.state().status).toBe('done');
    expect(run.lobbies).toEqual(['/casino/slot']);
    expect(run.toasts).toEqual([]);
  });
});

describe('game launch: the Deposit sheet', () => {
  const method = { id: 4, type: 1 as const, kind: 'card' as const, title: 'Kredi Kartı', logoUrl: '/m.svg', minAmount: 100, maxAmount: 50_000, feePercent: 0, feeFixed: 0, processingTime: 'Anında' };

  it('opens with the deposit methods, then the chosen method’s form; the payment flow closing closes the sheet', async () => {
    const run = launch({ game: gameOf('Hub88') });
    await flush();
    const sheet = run.state().children.depositSheet as AnyActorRef;
    expect(sheet.getSnapshot().value).toBe('closed');
    sheet.send({ type: 'deposit.open' });
    expect(sheet.getSnapshot().children.methods).toBeDefined();
    sheet.send({ type: 'deposit.methodChosen', method });
    const payment = sheet.getSnapshot().children.payment as AnyActorRef;
    expect(payment.getSnapshot().context).toMatchObject({ id: 4, type: 1, title: 'Kredi Kartı' });
    sheet.send({ type: 'deposit.back' });
    expect(sheet.getSnapshot().value).toEqual({ open: 'choosing' });
    sheet.send({ type: 'deposit.methodChosen', method });
    sheet.send({ type: 'dialog.close', name: 'deposit' });
    expect(sheet.getSnapshot().value).toBe('closed');
    // The game is not touched by the sheet.
    expect(run.state().value).toEqual({ open: 'playing' });
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type AnyActorRef, type AnyEventObject } from 'xstate';
import type { GameItem } from '../../contracts/casino';
import { appMachine } from '../../machines/app.machine';
import { emptyBootstrap } from '../../machines/bootstrap.machine';
import { dialogsMachine } from '../../machines/dialogs.machine';
import { gameLaunchMachine, type LaunchCall } from '../../machines/game-launch.machine';
import { gameOf } from './game-launch-fixtures';
import { authData, flush } from './machines/shell-harness';

const aviator = gameOf('Kasa Games', { name: 'Aviator', gameCode: 'aviator' });

/**
 * The root actor with the real dialog manager and game launch flow (its launch call faked); the other children
 * record what they are told.
 */
function app({ loggedIn, mobile }: { loggedIn: boolean; mobile: boolean }) {
  const told: Record<string, string[]> = {};
  const recorder = (name: string) =>
    fromCallback(({ receive }) => {
      receive((event: AnyEventObject) => {
        (told[name] ??= []).push(event.type);
      });
    });
  const launches: LaunchCall[] = [];
  const pages: Array<{ game: GameItem; from: string | null }> = [];
  const flow = gameLaunchMachine.provide({
    actors: {
      launch: fromPromise(async ({ input }) => {
        launches.push(input);
        return '/games/kasa/play?s=1';
      }),
    },
  });
  const machine = appMachine.provide({
    actors: {
      dialogs: dialogsMachine.provide({ actors: { loadFlow: fromPromise(async ({ input }) => (input.name === 'game' ? flow : null)) } }),
      recentGames: recorder('recentGames') as never,
      favorites: recorder('favorites') as never,
      realtime: recorder('realtime') as never,
      notifications: recorder('notifications') as never,
      session: recorder('session') as never,
    },
    guards: { isMobile: () => mobile },
    actions: { openGamePage: (_, params) => pages.push(params) },
  });
  const actor = createActor(machine, { input: { cachedBootstrap: emptyBootstrap, locale: 'en', authData: loggedIn ? authData() : null } }).start();
  if (loggedIn) actor.send({ type: 'session.changed', loggedIn: true });
  const dialogs = () => actor.system.get('dialogs') as AnyActorRef;
  return { actor, told, launches, pages, dialogs };
}

describe('opening a game (product §2 /casino/play, Game play dialog; §6)', () => {
  it('asks a guest to log in, on any screen', () => {
    for (const mobile of [false, true]) {
      const run = app({ loggedIn: false, mobile });
      run.actor.send({ type: 'game.open', game: aviator, from: '/casino/games' });
      expect(run.dialogs().getSnapshot().context.name).toBe('login');
      expect(run.pages).toEqual([]);
    }
  });

  it('goes to the game page on a desktop, remembering the lobby it was opened on', () => {
    const run = app({ loggedIn: true, mobile: false });
    run.actor.send({ type: 'game.open', game: aviator, from: '/casino/games?filter=favorites' });
    expect(run.pages).toEqual([{ game: aviator, from: '/casino/games?filter=favorites' }]);
    expect(run.dialogs().getSnapshot().context.name).toBeNull();
  });

  it('opens the full-height Game play dialog on a phone; the game launches there and close closes it', async () => {
    const run = app({ loggedIn: true, mobile: true });
    run.actor.send({ type: 'game.open', game: aviator, from: '/casino/games' });
    expect(run.dialogs().getSnapshot().context).toMatchObject({
      name: 'game',
      props: { game: aviator, isMobile: true, locale: 'en', lobbyUrl: '/casino/games', surface: 'dialog' },
    });
    await flush();
    await flush();
    expect(run.launches).toEqual([{ provider: 'kasa', body: { platform: 2, gameCode: 'aviator', language: 'en', lobbyUrl: '/casino/games' } }]);
    const flow = run.dialogs().getSnapshot().context.flow as AnyActorRef;
    expect(flow.getSnapshot().value).toEqual({ open: 'playing' });
    // The game just launched is the most recent one now.
    expect(run.told.recentGames).toEqual(['recent.reload']);

    flow.send({ type: 'game.close' });
    expect(run.dialogs().getSnapshot().value).toBe('closed');
    expect(flow.getSnapshot().status).not.toBe('active');
  });

  it('the side menu’s Aviator (a game found by search, opened without a lobby) returns to the slot lobby', () => {
    const run = app({ loggedIn: true, mobile: true });
    run.actor.send({ type: 'game.open', game: aviator });
    expect(run.dialogs().getSnapshot().context.props).toMatchObject({ lobbyUrl: '/casino/slot' });
    const desktop = app({ loggedIn: true, mobile: false });
    desktop.actor.send({ type: 'game.open', game: aviator });
    expect(desktop.pages).toEqual([{ game: aviator, from: null }]);
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, type AnyActorRef, type AnyEventObject } from 'xstate';
import type { GameItem, ToggleFavoritePayload } from '../../contracts/casino';
import { appMachine } from '../../machines/app.machine';
import { emptyBootstrap } from '../../machines/bootstrap.machine';
import { favoritesMachine, type FavoritesNotice } from '../../machines/favorites.machine';
import type { ToastParams } from '../../machines/machine-helpers';
import { gameOf } from './game-launch-fixtures';
import { authData, deferred, flush } from './machines/shell-harness';

const sultan = gameOf('Hub88');
const galata = gameOf('Egt Digital', { id: 12, name: 'Galata Gold', gameCode: 'galata-gold', mainProviderId: 4 });

/** The favourites of a player whose server holds `stored`; each toggle answers from `answers` (or flips the game). */
function start(stored: GameItem[] = [], answers: Array<boolean | Error> = []) {
  const server = { list: [...stored] };
  const loads: number[] = [];
  const toggles: ToggleFavoritePayload[] = [];
  const toasts: ToastParams[] = [];
  const notices: FavoritesNotice[] = [];
  const gates: Array<ReturnType<typeof deferred<void>>> = [];
  let answered = 0;
  const machine = favoritesMachine.provide({
    actors: {
      loadFavorites: fromPromise(async () => {
        loads.push(loads.length + 1);
        return [...server.list];
      }),
      toggleFavorite: fromPromise(async ({ input }) => {
        toggles.push(input);
        const gate = deferred<void>();
        gates.push(gate);
        await gate.promise;
        const answer = answers[toggles.length - 1];
        if (answer instanceof Error) throw answer;
        const game = [sultan, galata].find((g) => g.gameCode === input.code)!;
        const favorite = answer ?? !server.list.some((g) => g.gameCode === game.gameCode);
        server.list = favorite ? [game, ...server.list.filter((g) => g !== game)] : server.list.filter((g) => g.gameCode !== game.gameCode);
        return { favorite };
      }),
    },
    actions: { toast: (_, params) => toasts.push(params), notify: (_, params) => notices.push(params) },
  });
  const actor = createActor(machine, { clock: new SimulatedClock() }).start();
  /** The server answers the oldest toggle still out. */
  const answerNext = async () => {
    gates[answered++]!.resolve();
    await flush();
  };
  return { actor, loads, toggles, toasts, notices, answerNext, games: () => actor.getSnapshot().context.games.map((g) => g.name) };
}

describe('favourites (product §4 Favourite, §7 casino/togglefavorite, §8)', () => {
  it('loads the player’s favourites when it starts', async () => {
    const run = start([galata]);
    await flush();
    expect(run.loads).toEqual([1]);
    expect(run.games()).toEqual(['Galata Gold']);
  });

  it('toggles with the game code and its main provider, says "Added to favorites" and reloads the list', async () => {
    const run = start();
    await flush();
    run.actor.send({ type: 'favorites.toggle', game: sultan });
    await flush();
    expect(run.toggles).toEqual([{ code: 'sultans-fortune', providerId: 3 }]);
    await run.answerNext();
    expect(run.notices).toEqual([{ kind: 'success', key: 'casinoPlay.favoriteAdded' }]);
    expect(run.loads).toEqual([1, 2]);
    expect(run.games()).toEqual(['Sultan’s Fortune']);
  });

  it('removing one warns "Removed from favorites"', async () => {
    const run = start([sultan, galata]);
    await flush();
    run.actor.send({ type: 'favorites.toggle', game: sultan });
    await flush();
    await run.answerNext();
    expect(run.notices).toEqual([{ kind: 'warning', key: 'casinoPlay.favoriteRemoved' }]);
    expect(run.games()).toEqual(['Galata Gold']);
  });

  it('a refused toggle shows the server’s message as an error and changes nothing', async () => {
    const run = start([galata], [new Error('Oyun bulunamadı.')]);
    await flush();
    run.actor.send({ type: 'favorites.toggle', game: sultan });
    await flush();
    await run.answerNext();
    expect(run.toasts).toEqual([{ kind: 'error', message: 'Oyun bulunamadı.' }]);
    expect(run.notices).toEqual([]);
    expect(run.loads).toEqual([1]);
    expect(run.games()).toEqual(['Galata Gold']);
  });

  it('two quick hearts are sent one after the other, in order', async () => {
    const run = start();
    await flush();
    run.actor.send({ type: 'favorites.toggle', game: sultan });
    run.actor.send({ type: 'favorites.toggle', game: galata });
    await flush();
    expect(run.toggles.map((t) => t.code)).toEqual(['sultans-fortune']);
    await run.answerNext();
    expect(run.toggles.map((t) => t.code)).toEqual(['sultans-fortune', 'galata-gold']);
    await run.answerNext();
    expect(run.notices.map((n) => n.key)).toEqual(['casinoPlay.favoriteAdded', 'casinoPlay.favoriteAdded']);
    expect(run.games().sort()).toEqual(['Galata Gold', 'Sultan’s Fortune']);
  });
});

describe('favourites in the app (product §6)', () => {
  function app(loggedIn: boolean) {
    const received: Record<string, string[]> = {};
    const recorder = (name: string) =>
      fromCallback(({ receive }) => {
        receive((event: AnyEventObject) => {
          (received[name] ??= []).push(event.type === 'dialog.open' ? `dialog.open ${(event as unknown as { name: string }).name}` : event.type);
        });
      });
    const machine = appMachine.provide({
      actors: {
        dialogs: recorder('dialogs') as never,
        favorites: recorder('favorites') as never,
        recentGames: recorder('recentGames') as never,
        realtime: recorder('realtime') as never,
        notifications: recorder('notifications') as never,
        session: recorder('session') as never,
      },
    });
    const actor = createActor(machine, {
      input: { cachedBootstrap: emptyBootstrap, locale: 'tr', authData: loggedIn ? authData() : null },
    }).start();
    if (loggedIn) actor.send({ type: 'session.changed', loggedIn: true });
    return { actor, received, children: () => actor.getSnapshot().children as Record<string, AnyActorRef | undefined> };
  }

  it('a guest’s heart opens the login form', () => {
    const run = app(false);
    run.actor.send({ type: 'favorite.toggle', game: sultan });
    expect(run.received.dialogs).toEqual(['dialog.open login']);
    expect(run.children().favorites).toBeUndefined();
  });

  it('a player’s heart goes to the favourites actor, which runs only while logged in', () => {
    const run = app(true);
    expect(run.children().favorites).toBeDefined();
    expect(run.actor.system.get('favorites')).toBeDefined();
    run.actor.send({ type: 'favorite.toggle', game: sultan });
    expect(run.received.favorites).toEqual(['favorites.toggle']);
    expect(run.received.dialogs).toBeUndefined();
    run.actor.send({ type: 'session.changed', loggedIn: false });
    expect(run.children().favorites).toBeUndefined();
    expect(run.children().recentGames).toBeUndefined();
  });
});

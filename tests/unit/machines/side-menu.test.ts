import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { GameItem } from '../../../contracts/casino';
import { sideMenuMachine } from '../../../machines/side-menu.machine';
import { aviator, deferred, flush, startChild } from './shell-harness';

function start() {
  let found = deferred<GameItem | null>();
  const searches: Array<{ search: string; live: boolean }> = [];
  const showChat = vi.fn();
  const machine = sideMenuMachine.provide({
    actors: {
      findGame: fromPromise(({ input }) => {
        searches.push(input);
        return found.promise;
      }),
    },
    actions: { showChat: (_, params) => showChat(params) },
  });
  const harness = startChild(machine);
  return { ...harness, searches, showChat, found: () => found, nextSearch: () => (found = deferred()) };
}

describe('side menu', () => {
  it('opens and closes (menu button, close button, Escape and mask all send these)', () => {
    const { child } = start();
    child.send({ type: 'sideMenu.open' });
    expect(child.getSnapshot().value).toBe('open');
    child.send({ type: 'sideMenu.close' });
    expect(child.getSnapshot().value).toBe('closed');
    child.send({ type: 'sideMenu.toggle' });
    child.send({ type: 'sideMenu.toggle' });
    expect(child.getSnapshot().value).toBe('closed');
  });

  it('expands and collapses groups independently', () => {
    const { child } = start();
    child.send({ type: 'sideMenu.groupToggled', title: 'menu.sportsPlus' });
    child.send({ type: 'sideMenu.groupToggled', title: 'menu.other' });
    expect(child.getSnapshot().context.expanded).toEqual(['menu.sportsPlus', 'menu.other']);
    child.send({ type: 'sideMenu.groupToggled', title: 'menu.sportsPlus' });
    expect(child.getSnapshot().context.expanded).toEqual(['menu.other']);
  });

  it('toggles the live chat and closes the panel when it was chosen there', () => {
    const { child, showChat } = start();
    child.send({ type: 'sideMenu.open' });
    child.send({ type: 'chat.toggled', url: '/pages/6' });
    expect(child.getSnapshot().value).toBe('closed');
    expect(child.getSnapshot().context.chatOpen).toBe(true);
    expect(showChat).toHaveBeenLastCalledWith({ open: true, url: '/pages/6' });
    child.send({ type: 'chat.toggled', url: '/pages/6' });
    expect(child.getSnapshot().context.chatOpen).toBe(false);
    expect(showChat).toHaveBeenLastCalledWith({ open: false, url: '/pages/6' });
  });

  it('closes, searches the game of a game entry and asks the app to open the first result', async () => {
    const { child, searches, found, received } = start();
    child.send({ type: 'sideMenu.open' });
    child.send({ type: 'sideMenu.gameRequested', search: 'Aviator', live: false });
    expect(child.getSnapshot().matches('open')).toBe(false);
    expect(searches).toEqual([{ search: 'Aviator', live: false }]);
    found().resolve(aviator);
    await flush();
    expect(child.getSnapshot().value).toBe('closed');
    expect(received).toEqual([{ type: 'game.open', game: aviator }]);
  });

  it('does nothing visible when the search finds nothing or fails', async () => {
    const { child, found, nextSearch, received } = start();
    child.send({ type: 'sideMenu.open' });
    child.send({ type: 'sideMenu.gameRequested', search: 'Nope', live: false });
    found().resolve(null);
    await flush();
    nextSearch();
    child.send({ type: 'sideMenu.open' });
    child.send({ type: 'sideMenu.gameRequested', search: 'Aviator', live: false });
    found().reject(new Error('offline'));
    await flush();
    expect(child.getSnapshot().value).toBe('closed');
    expect(received).toEqual([]);
  });
});

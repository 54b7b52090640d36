// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { getShortestPaths } from 'xstate/graph';
import type { GameItem } from '../contracts/casino';
import { sideMenuMachine } from '../machines/side-menu.machine';
import { renderApp, settle } from '../tests/components/render-app';
import { aviator } from '../tests/unit/machines/shell-harness';
import { deferredActor, describePath, ownEvents, replayPath, withParentSink } from './shell-replay';

const events = ownEvents({
  'sideMenu.groupToggled': [{ type: 'sideMenu.groupToggled', title: 'menu.sportsPlus' } as never],
  'sideMenu.gameRequested': [{ type: 'sideMenu.gameRequested', search: 'Aviator', live: false } as never],
  'chat.toggled': [{ type: 'chat.toggled', url: '/pages/6' } as never],
  'xstate.done.actor.findGame': [
    { type: 'xstate.done.actor.findGame', output: aviator } as never,
    { type: 'xstate.done.actor.findGame', output: null } as never,
  ],
  'xstate.error.actor.findGame': [{ type: 'xstate.error.actor.findGame', error: new Error('offline') } as never],
});

describe('side menu paths', () => {
  const paths = getShortestPaths(withParentSink(sideMenuMachine), { events });

  it('cover the panel states, expanded groups and the chat', () => {
    expect(new Set(paths.map((p) => p.state.value))).toEqual(new Set(['closed', 'open', 'findingGame']));
    expect(paths.some((p) => p.state.context.chatOpen)).toBe(true);
    expect(paths.some((p) => p.state.context.expanded.length > 0)).toBe(true);
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const { sentUp } = await replayPath(sideMenuMachine, path, {
      provide: (pending) => sideMenuMachine.provide({ actors: { findGame: deferredActor(pending) } }),
    });
    const foundGame = path.steps.some((s) => (s.event.type as string) === 'xstate.done.actor.findGame' && (s.event as unknown as { output: unknown }).output);
    expect(sentUp.filter((e) => e.type === 'game.open')).toHaveLength(foundGame ? 1 : 0);
  });
});

/** What a player can do: the panel's own entries only while it is open; no programmatic toggle. */
const playerEvents = (snapshot: Parameters<typeof events>[0]) =>
  events(snapshot).filter((event) => {
    if (event.type === 'sideMenu.toggle') return false;
    if (event.type === 'sideMenu.groupToggled' || event.type === 'sideMenu.gameRequested') return snapshot.value === 'open';
    return true;
  });

describe('side menu paths on the rendered app', () => {
  const paths = getShortestPaths(withParentSink(sideMenuMachine), { events: playerEvents });
  const menu = () => screen.queryByRole('dialog', { name: 'Menü' });
  const header = () => within(screen.getByRole('banner'));

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    let search: { resolve: (game: GameItem | null) => void; reject: (error: Error) => void } | null = null;
    const { effects } = renderApp({
      path: '/promotions',
      findGame: () => new Promise((resolve, reject) => (search = { resolve, reject })),
    });
    let chats = 0;
    for (const step of path.steps) {
      const event = step.event as { type: string; output?: GameItem | null };
      if (event.type === 'sideMenu.open') fireEvent.click(header().getByRole('button', { name: 'Menüyü aç' }));
      if (event.type === 'sideMenu.close') fireEvent.keyDown(document.body, { key: 'Escape' });
      if (event.type === 'sideMenu.groupToggled') fireEvent.click(within(menu()!).getByRole('button', { name: 'Spor Plus' }));
      if (event.type === 'sideMenu.gameRequested') fireEvent.click(within(menu()!).getByRole('button', { name: 'Aviator' }));
      if (event.type === 'chat.toggled') {
        chats += 1;
        const open = menu();
        fireEvent.click(open ? within(open).getByRole('button', { name: 'Canlı Destek' }) : header().getByRole('button', { name: 'Canlı Destek' }));
      }
      if (event.type === 'xstate.done.actor.findGame') await act(async () => search!.resolve(event.output ?? null));
      if (event.type === 'xstate.error.actor.findGame') await act(async () => search!.reject(new Error('offline')));
      if (step.state.value === 'open') await screen.findByRole('dialog', { name: 'Menü' }, { timeout: 3000 });
      await settle();

      const state = step.state;
      expect(menu() !== null, `panel after ${event.type}`).toBe(state.value === 'open');
      expect(header().getByRole('button', { name: 'Menüyü aç' }).getAttribute('aria-expanded')).toBe(String(state.value === 'open'));
      if (menu()) {
        const group = within(menu()!).getByRole('button', { name: 'Spor Plus' });
        expect(group.getAttribute('aria-expanded')).toBe(String(state.context.expanded.includes('menu.sportsPlus')));
      }
      expect(effects.chat).toHaveLength(chats);
      if (event.type === 'xstate.done.actor.findGame' && event.output) {
        // A guest who picks a game is asked to log in.
        expect(await screen.findByRole('dialog', { name: 'Giriş Yap' }, { timeout: 3000 })).toBeTruthy();
      }
    }
  });
});

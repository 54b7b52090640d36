// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { getShortestPaths } from 'xstate/graph';
import type { GameItem } from '../contracts/casino';
import { sideMenuMachine } from '../machines/side-menu.machine';
import { renderApp, settle } from '../tests/components/render-app';
import { aviator } from '../tests/unit/machines/shell-harness';
import { describePath, ownEvents, withParentSink } from './shell-replay';
import { answer, checkFlow, effectsOf, fail, inFlight, send, type FlowSpec, type Live, type Rule } from './spec-model';

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

/** What the player sees: the panel (side-menu.tsx), its open groups, the chat window; and the game it opens. */
const observe = (live: Live) => {
  const snapshot = live.actor.getSnapshot();
  return {
    panel: snapshot.matches('open') as boolean,
    lookups: inFlight(live, 'findGame').map((r) => r.input),
    groups: snapshot.context.expanded as string[],
    chat: (effectsOf(live, 'showChat').at(-1)?.params.open ?? false) as boolean,
    chatToggles: effectsOf(live, 'showChat').length,
    games: live.sentUp.filter((e) => e.type === 'game.open'),
  };
};
type Observed = ReturnType<typeof observe>;
const group = 'menu.sportsPlus';
const chat: Rule<Observed> = {
  act: send({ type: 'chat.toggled', url: '/pages/6' }),
  // product §2/§4: Live Chat toggles the chat window; from the panel it also closes the panel.
  then: 'closed',
  check: (after, before) => {
    expect(after.chat).toBe(!before.chat);
    expect(after.chatToggles).toBe(before.chatToggles + 1);
  },
};
const to = (type: string, then: string): Rule<Observed> => ({ act: send({ type }), then });
const found = (game: typeof aviator | null): Rule<Observed> => ({
  act: answer('findGame', game),
  then: 'closed',
  check: (after, before) => expect(after.games).toEqual(game ? [...before.games, { type: 'game.open', game }] : before.games),
});

/** product §2 Side menu, §4 Side panel: opens, closes (Escape, mask), groups expand, Aviator opens by game search. */
const sideMenuSpec: FlowSpec<Observed> = {
  observe,
  situation: (o) => (o.lookups.length ? 'looking up a game' : o.panel ? 'open' : 'closed'),
  invariant: (o) => expect(o.lookups.length).toBeLessThanOrEqual(1),
  rules: {
    closed: [to('sideMenu.open', 'open'), to('sideMenu.toggle', 'open'), to('sideMenu.close', 'closed'), chat],
    open: [
      to('sideMenu.close', 'closed'),
      to('sideMenu.toggle', 'closed'),
      {
        act: send({ type: 'sideMenu.groupToggled', title: group }),
        then: 'open',
        check: (after, before) => expect(after.groups.includes(group)).toBe(!before.groups.includes(group)),
      },
      {
        act: send({ type: 'sideMenu.gameRequested', search: 'Aviator', live: false }),
        then: 'looking up a game',
        check: (after) => expect(after.lookups).toEqual([{ search: 'Aviator', live: false }]),
      },
      chat,
    ],
    'looking up a game': [
      found(aviator),
      found(null),
      { act: fail('findGame', new Error('offline')), then: 'closed', check: (after, before) => expect(after.games).toEqual(before.games) },
      to('sideMenu.open', 'open'),
    ],
  },
};

describe('side menu paths', () => {
  const paths = getShortestPaths(withParentSink(sideMenuMachine), { events });

  it('cover the panel states, expanded groups and the chat', () => {
    expect(new Set(paths.map((p) => p.state.value))).toEqual(new Set(['closed', 'open', 'findingGame']));
    expect(paths.some((p) => p.state.context.chatOpen)).toBe(true);
    expect(paths.some((p) => p.state.context.expanded.length > 0)).toBe(true);
  });

  it('every path agrees with the user-level model; every situation is reached and every required act works there', async () => {
    await checkFlow({ machine: sideMenuMachine }, paths, sideMenuSpec);
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

import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { getSimplePaths } from 'xstate/graph';
import type { GameItem } from '../contracts/casino';
import { uiEn } from '../i18n/en/ui';
import { favoritesMachine } from '../machines/favorites.machine';
import { gameOf } from '../tests/unit/game-launch-fixtures';
import { ownEvents, withParentSink } from './shell-replay';
import { answer, checkFlow, effectsOf, fail, inFlight, send, type FlowSpec, type Live, type Rule } from './spec-model';

/*
 * product §4 Favourite (a game is favourite or not; toggling reloads the favourites list), §7 casino/togglefavorite
 * {code, providerId}, §8 (failure: the server message as an error; success: "Added to favorites" (success) or
 * "Removed from favorites" (warning)).
 */

const sultan = gameOf('Hub88');
const galata = gameOf('Egt Digital', { id: 12, name: 'Galata Gold', gameCode: 'galata-gold', mainProviderId: 4 });
const REFUSAL = 'Oyun bulunamadı.';

const own = ownEvents({
  'favorites.toggle': [{ type: 'favorites.toggle', game: sultan } as never],
  'xstate.done.actor.loadFavorites': [{ type: 'xstate.done.actor.loadFavorites', output: [galata] } as never],
  'xstate.error.actor.loadFavorites': [{ type: 'xstate.error.actor.loadFavorites', error: new Error('503') } as never],
  'xstate.done.actor.toggleFavorite': [
    { type: 'xstate.done.actor.toggleFavorite', output: { favorite: true } } as never,
    { type: 'xstate.done.actor.toggleFavorite', output: { favorite: false } } as never,
  ],
  'xstate.error.actor.toggleFavorite': [{ type: 'xstate.error.actor.toggleFavorite', error: new Error(REFUSAL) } as never],
});
// Two hearts waiting are enough to show the order; more would only lengthen the walk.
const events = (snapshot: { context: { queue: unknown[] } }): EventObject[] =>
  own(snapshot).filter((e: EventObject) => e.type !== 'favorites.toggle' || snapshot.context.queue.length < 2);

/** What the player and the server notice: the calls, the toasts (as read), the hearts pressed in the list. */
const observe = (live: Live) => ({
  loads: live.requests.filter((r) => r.src === 'loadFavorites').length,
  loading: inFlight(live, 'loadFavorites').length,
  toggles: live.requests.filter((r) => r.src === 'toggleFavorite').map((r) => r.input),
  toggling: inFlight(live, 'toggleFavorite').length,
  toasts: effectsOf(live, 'toast').map((e) => e.params as { kind: string; message: string }),
  notices: effectsOf(live, 'notify').map((e) => ({ kind: e.params.kind as string, text: uiEn[e.params.key as keyof typeof uiEn] })),
  // Hearts the player pressed that the server has not answered yet (the tile shows them busy).
  waiting: (live.actor.getSnapshot().context.queue as GameItem[]).length,
  // The lobby's Favourites filter lists these; a tile's heart is pressed when its game is here.
  listed: (live.actor.getSnapshot().context.games as GameItem[]).map((g) => g.gameCode),
});
type Observed = ReturnType<typeof observe>;

const situation = (o: Observed) => `${o.loading > 0 ? 'loading' : 'listed'}${o.toggling > 0 ? ' + toggling' : ''}`;

const toggle: Rule<Observed> = {
  act: send({ type: 'favorites.toggle', game: galata }, 'heart on Galata Gold'),
  then: (before) => (before.toggling > 0 ? situation(before) : `${situation(before)} + toggling`),
  check: (after, before) => {
    // One toggle at a time: a second heart waits for the first answer.
    if (before.toggling === 0) expect(after.toggles.at(-1)).toEqual({ code: 'galata-gold', providerId: 4 });
    else expect(after.toggles).toEqual(before.toggles);
  },
};

/** The server answers the toggle in flight: the toast says which way it went, and the list loads again. */
const toggled = (favorite: boolean): Rule<Observed> => ({
  act: answer('toggleFavorite', { favorite }),
  // The next waiting heart goes out at once.
  then: (before) => (before.waiting > 1 ? 'loading + toggling' : 'loading'),
  check: (after, before) => {
    const text = favorite ? 'Added to favorites' : 'Removed from favorites';
    expect(after.notices).toEqual([...before.notices, { kind: favorite ? 'success' : 'warning', text }]);
    expect(after.loads).toBeGreaterThan(before.loads);
  },
});

const refused: Rule<Observed> = {
  act: fail('toggleFavorite', new Error(REFUSAL)),
  then: (before) => `${before.loading > 0 ? 'loading' : 'listed'}${before.waiting > 1 ? ' + toggling' : ''}`,
  check: (after, before) => {
    expect(after.toasts).toEqual([...before.toasts, { kind: 'error', message: REFUSAL }]);
    expect(after.notices).toEqual(before.notices);
    expect(after.listed).toEqual(before.listed);
  },
};

const listAnswered: Rule<Observed> = {
  act: answer('loadFavorites', [galata, sultan]),
  then: (before) => (before.toggling > 0 ? 'listed + toggling' : 'listed'),
  check: (after) => expect(after.listed).toEqual(['galata-gold', 'sultans-fortune']),
};

const spec: FlowSpec<Observed> = {
  observe,
  situation,
  invariant: (o) => {
    expect(o.toggling).toBeLessThanOrEqual(1);
    expect(o.loading).toBeLessThanOrEqual(1);
    // The toasts never speak without an answer: one per settled toggle at most.
    expect(o.toasts.length + o.notices.length).toBeLessThanOrEqual(o.toggles.length);
  },
  rules: {
    loading: [listAnswered, toggle],
    listed: [toggle],
    'loading + toggling': [listAnswered, toggled(true), toggled(false), refused],
    'listed + toggling': [toggled(true), toggled(false), refused, toggle],
  },
};

describe('favourites: user-level model', () => {
  it('every path agrees with product §4, §7 and §8', async () => {
    const paths = getSimplePaths(withParentSink(favoritesMachine), {
      events,
      serializeState: (s: { value: unknown; context: { queue: unknown[] } }) => `${JSON.stringify(s.value)} ${s.context.queue.length}`,
    } as never);
    expect(paths.length).toBeGreaterThan(4);
    await checkFlow({ machine: favoritesMachine }, paths, spec);
  });
});

import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import type { AdminGameItem, GameFacets } from '../contracts/admin-catalogue';
import { adminGamesMachine } from '../machines/admin-games.machine';
import { ownEvents, withParentSink } from './shell-replay';
import { answer, checkFlow, effectsOf, fail, inFlight, send, seq, type FlowSpec, type Live, type Rule } from './spec-model';

/*
 * The back office's game catalogue (product: Back office, Games) against a user-level model written from what an
 * operator expects, not from the machine: the list shown is the one the filters and the page in the form ask for,
 * whatever the operator chose while something else was loading or being sent; a change is told (done or refused)
 * and the page is read again; categories changed elsewhere are read again before the page; a failure is shown with
 * its reason and can be tried again.
 */
const facets: GameFacets = {
  categories: [
    { id: 1, nameTr: 'Slotlar', nameEn: 'Slots', size: 30 },
    { id: 2, nameTr: 'Canlı', nameEn: 'Live', size: 12 },
  ],
  providers: [{ id: 2, name: 'Evolution' }],
};
const game = (over: Partial<AdminGameItem> = {}): AdminGameItem => ({
  id: 1, name: 'Thunder Roulette', providerId: 2, providerName: 'Evolution', isLive: true, enabled: true, categories: [{ categoryId: 2, position: 0 }], ...over,
});
const page = { items: [game(), game({ id: 2, name: 'Wheel of Wonders' })], total: 40, offset: 0 };
const hidden = game({ enabled: false });
const HIDDEN = 'Oyun oyunculardan gizlendi.';
const REFUSED = 'Oyun bulunamadı.';
const NOT_REACHED = 'Sunucuya ulaşılamadı.';

const thunder = { type: 'games.filter', filter: { q: '  thunder ', providerId: '', categoryId: '' } };
const liveOfEvolution = { type: 'games.filter', filter: { q: '', providerId: '2', categoryId: '2' } };
const secondPage = { type: 'games.page', offset: 20 };
const hide = { type: 'games.change', change: { kind: 'enabled', id: 1, enabled: false } };

const events = ownEvents({
  'games.filter': [thunder as never, liveOfEvolution as never],
  'games.page': [secondPage as never],
  'games.change': [hide as never],
  'xstate.done.actor.loadFacets': [{ type: 'xstate.done.actor.loadFacets', output: facets } as never],
  'xstate.error.actor.loadFacets': [{ type: 'xstate.error.actor.loadFacets', error: new Error(NOT_REACHED) } as never],
  'xstate.done.actor.loadGames': [{ type: 'xstate.done.actor.loadGames', output: page } as never],
  'xstate.error.actor.loadGames': [{ type: 'xstate.error.actor.loadGames', error: new Error(NOT_REACHED) } as never],
  'xstate.done.actor.changeGame': [{ type: 'xstate.done.actor.changeGame', output: { message: HIDDEN, item: hidden } } as never],
  'xstate.error.actor.changeGame': [{ type: 'xstate.error.actor.changeGame', error: new Error(REFUSED) } as never],
});

type Query = Record<string, string | number>;

/** The model's own reading of the form: the last filter chosen and the page chosen since (a new filter is page one). */
function asked(live: Live): Query {
  let filter = { q: '', providerId: '', categoryId: '' };
  let offset = 0;
  for (const { event } of live.received) {
    if (event.type === 'games.filter') {
      filter = (event as typeof thunder).filter;
      offset = 0;
    } else if (event.type === 'games.page') offset = (event as typeof secondPage).offset;
  }
  const query: Query = {};
  if (filter.q.trim() !== '') query.q = filter.q.trim();
  if (filter.providerId !== '') query.providerId = filter.providerId;
  if (filter.categoryId !== '') query.categoryId = filter.categoryId;
  if (offset > 0) query.offset = offset;
  return query;
}

/** Whether the categories were changed elsewhere after the last change was sent. */
function refreshWaits(live: Live) {
  const types = live.received.map((r) => r.event.type);
  const lastRefresh = types.lastIndexOf('games.refresh');
  return lastRefresh > types.lastIndexOf('games.change');
}

const observe = (live: Live) => {
  const snapshot = live.actor.getSnapshot();
  const pages = live.requests.filter((r) => r.src === 'loadGames');
  const answeredPages = pages.filter((r) => r.answered?.how === 'resolve');
  return {
    open: snapshot.status === 'active',
    facetsOut: inFlight(live, 'loadFacets').length,
    pagesOut: inFlight(live, 'loadGames').map((r) => r.input as Query),
    changesOut: inFlight(live, 'changeGame').map((r) => r.input),
    facetsCalls: live.requests.filter((r) => r.src === 'loadFacets').length,
    pageCalls: pages.length,
    lastShownQuery: (answeredPages.at(-1)?.input ?? null) as Query | null,
    asked: asked(live),
    refreshWaits: refreshWaits(live),
    // What the view reads.
    failed: snapshot.matches('failed') as boolean,
    error: snapshot.context.error as string | null,
    items: (snapshot.context.items as AdminGameItem[]).map((g) => `${g.name}${g.enabled ? '' : ' (gizli)'}`),
    total: snapshot.context.total as number,
    categories: (snapshot.context.facets as GameFacets).categories.length,
    buttonsWait: !snapshot.matches('ready'),
    toasts: effectsOf(live, 'toast').map((e) => e.params as { kind: string; message: string }),
  };
};
type Observed = ReturnType<typeof observe>;

const readsPage = (label: string): Rule<Observed>['check'] => (after, before) => {
  expect(after.pageCalls, `${label}: the page is read`).toBe(before.pageCalls + 1);
  expect(after.pagesOut).toEqual([after.asked]);
};
const choose = (event: Record<string, unknown> & { type: string }, label: string): Rule<Observed> => ({
  act: send(event, label),
  then: 'loading page',
  check: readsPage(label),
});
const keptWhileFiltersLoad = (event: Record<string, unknown> & { type: string }, label: string): Rule<Observed> => ({
  act: seq(send(event, label), answer('loadFacets', facets)),
  then: 'loading page',
  check: (after) => expect(after.pagesOut, `${label} is what the page is read with`).toEqual([after.asked]),
});
const refresh: Rule<Observed> = {
  act: send({ type: 'games.refresh' }, 'categories changed elsewhere'),
  then: 'loading filters',
  check: (after, before) => expect(after.facetsCalls, 'the filters are read again').toBe(before.facetsCalls + 1),
};
const afterChange = (before: Observed) => (before.refreshWaits ? 'loading filters' : 'loading page');

const spec: FlowSpec<Observed> = {
  observe,
  situation: (o) =>
    !o.open ? 'dead screen' : o.failed ? 'failed' : o.facetsOut ? 'loading filters' : o.pagesOut.length ? 'loading page' : o.changesOut.length ? 'changing' : 'shown',
  invariant: (o) => {
    expect(o.facetsOut + o.pagesOut.length + o.changesOut.length, 'one read or change at a time').toBeLessThanOrEqual(1);
    // The heart of it: a page is only ever read with what the form asks for, and what is shown is what it asks for.
    for (const query of o.pagesOut) expect(query, 'a page read with the filters and page chosen last').toEqual(o.asked);
    if (!o.failed && !o.facetsOut && !o.pagesOut.length && !o.changesOut.length) expect(o.lastShownQuery, 'the list shown is the one asked for').toEqual(o.asked);
    if (o.failed) expect(o.error, 'a failure is shown with its reason').toBe(NOT_REACHED);
    if (o.changesOut.length) expect(o.buttonsWait, 'no second change while one is sent').toBe(true);
  },
  rules: {
    'loading filters': [
      { act: answer('loadFacets', facets), then: 'loading page', check: (after) => expect(after.categories).toBe(2) },
      { act: fail('loadFacets', new Error(NOT_REACHED)), then: 'failed' },
      keptWhileFiltersLoad(thunder, 'search “thunder” while the filters load'),
      keptWhileFiltersLoad(secondPage, 'page 2 while the filters load'),
      refresh,
    ],
    'loading page': [
      {
        act: answer('loadGames', page),
        then: 'shown',
        check: (after) => {
          expect(after.items).toEqual(['Thunder Roulette', 'Wheel of Wonders']);
          expect(after.total).toBe(40);
        },
      },
      { act: fail('loadGames', new Error(NOT_REACHED)), then: 'failed', check: (after) => expect(after.items).toEqual([]) },
      choose(thunder, 'search “thunder” while a page loads'),
      choose(liveOfEvolution, 'live games of Evolution while a page loads'),
      choose(secondPage, 'page 2 while a page loads'),
      refresh,
    ],
    shown: [
      choose(thunder, 'search “thunder”'),
      choose(liveOfEvolution, 'live games of Evolution'),
      choose(secondPage, 'page 2'),
      {
        act: send(hide, 'hide Thunder Roulette'),
        then: 'changing',
        check: (after) => expect(after.changesOut).toEqual([hide.change]),
      },
      refresh,
    ],
    changing: [
      {
        act: answer('changeGame', { message: HIDDEN, item: hidden }),
        then: afterChange,
        check: (after, before) => {
          expect(after.toasts.at(-1)).toEqual({ kind: 'success', message: HIDDEN });
          if (before.items.includes('Thunder Roulette')) expect(after.items, 'the row shows the change at once').toContain('Thunder Roulette (gizli)');
        },
      },
      {
        act: fail('changeGame', new Error(REFUSED)),
        then: afterChange,
        check: (after) => expect(after.toasts.at(-1)).toEqual({ kind: 'error', message: REFUSED }),
      },
      {
        act: seq(send(thunder, 'search “thunder” while the change is sent'), answer('changeGame', { message: HIDDEN, item: hidden })),
        then: afterChange,
        check: (after) => {
          if (!after.facetsOut) expect(after.pagesOut).toEqual([{ q: 'thunder' }]);
        },
      },
      {
        act: seq(send({ type: 'games.refresh' }, 'categories changed while the change is sent'), fail('changeGame', new Error(REFUSED))),
        then: 'loading filters',
      },
    ],
    failed: [
      { act: send({ type: 'games.reload' }, 'try again'), then: (before) => (before.categories ? 'loading page' : 'loading filters') },
      { act: send(thunder, 'search “thunder” after a failure'), then: (before) => (before.categories ? 'loading page' : 'loading filters') },
      refresh,
    ],
  },
};

describe('back office games: user-level model', () => {
  it('every path agrees with the model', async () => {
    // A state is its value and what the operator can tell apart: the filter and page asked for, loaded categories, a waiting refresh.
    const serializeState = (s: ReturnType<typeof adminGamesMachine.getInitialSnapshot>) =>
      JSON.stringify([s.value, s.context.filter.q, s.context.filter.categoryId, s.context.offset, s.context.facets.categories.length, s.context.facetsStale, s.context.items.length]);
    const paths = getShortestPaths(withParentSink(adminGamesMachine), { events, serializeState: serializeState as never });
    const reached = await checkFlow({ machine: adminGamesMachine }, paths, spec, {
      ruleKey: (o) => JSON.stringify([o.asked, o.categories > 0, o.refreshWaits, o.items.length]),
    });
    expect([...reached.keys()].sort()).toEqual(['changing', 'failed', 'loading filters', 'loading page', 'shown']);
  });
});

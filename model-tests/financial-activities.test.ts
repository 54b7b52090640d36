import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import type { TransactionQuery } from '../contracts/money';
import { financialActivitiesMachine, type ActivityFilters, type ExportFile } from '../machines/financial-activities.machine';
import { transaction, transactionPage } from '../tests/unit/machines/activity-fixtures';
import { ownEvents, withParentSink } from './shell-replay';
import { answer, checkFlow, effectsOf, fail, inFlight, send, seq, type FlowSpec, type Live, type Rule } from './spec-model';

/** The player's history in this test: 45 transactions, 20 a page, so pages 1 to 3. */
const TOTAL = 45;
const PAGES = 3;
const answerPage = transactionPage([transaction(1)], { total: TOTAL, pageSize: 20 });
const file: ExportFile = { blob: new Blob(['Referans;Tutar\n']), filename: 'islemler.csv' };

const withdrawals = { type: 2 } as const;
const backwards = { from: '2026-11-30', to: '2026-11-01' };
const fixed = { to: '2026-12-31' };
const events = ownEvents({
  'activity.filter': [withdrawals, backwards, fixed].map((filters) => ({ type: 'activity.filter', filters }) as never),
  'xstate.done.actor.loadTransactions': [{ type: 'xstate.done.actor.loadTransactions', output: answerPage } as never],
  'xstate.error.actor.loadTransactions': [{ type: 'xstate.error.actor.loadTransactions', error: new Error('Sunucuya ulaşılamadı.') } as never],
  'xstate.done.actor.downloadTransactions': [{ type: 'xstate.done.actor.downloadTransactions', output: file } as never],
  'xstate.error.actor.downloadTransactions': [{ type: 'xstate.error.actor.downloadTransactions', error: new Error('Dosya hazırlanamadı.') } as never],
});
const paths = getShortestPaths(withParentSink(financialActivitiesMachine), { events });

/** The query the server must get for what the filter fields show, written here from the API description. */
function expectedQuery(filters: ActivityFilters, page?: number) {
  const query: Record<string, unknown> = {};
  if (filters.type) query.type = filters.type;
  if (filters.status) query.status = filters.status;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  if (page) Object.assign(query, { page, pageSize: 20 });
  return query;
}
const rangeHolds = (f: ActivityFilters) => !(f.from && f.to && f.from > f.to);

/** What the player sees (the filter fields, "Page X of Y", the messages) and what the server was asked. */
const observe = (live: Live) => {
  const snapshot = live.actor.getSnapshot();
  return {
    filters: snapshot.context.filters as ActivityFilters,
    page: snapshot.context.page as number,
    loading: inFlight(live, 'loadTransactions').length,
    loads: live.requests.filter((r) => r.src === 'loadTransactions').map((r) => r.input as TransactionQuery),
    downloading: inFlight(live, 'downloadTransactions').length,
    downloads: live.requests.filter((r) => r.src === 'downloadTransactions').map((r) => r.input as TransactionQuery),
    saved: effectsOf(live, 'saveFile').map((e) => e.params as ExportFile),
    toasts: effectsOf(live, 'toast').map((e) => e.params as { kind: string; message: string }),
    rangeMessage: snapshot.matches({ list: 'invalidRange' }) as boolean,
    error: snapshot.matches({ list: 'failed' }) ? (snapshot.context.error as string) : null,
  };
};
type Observed = ReturnType<typeof observe>;

const newLoads = (after: Observed, before: Observed) => after.loads.slice(before.loads.length);

/** Changing a filter starts again at page 1 with every filter, or, with a backwards range, asks nothing. */
const filter = (filters: Partial<ActivityFilters>, label: string): Rule<Observed> => ({
  act: send({ type: 'activity.filter', filters }, `filter ${label}`),
  then: (before) => (rangeHolds({ ...before.filters, ...filters }) ? 'loading' : 'invalidRange'),
  check: (after, before) => {
    const shown = { ...before.filters, ...filters };
    expect(after.filters).toEqual(shown);
    expect(newLoads(after, before)).toEqual(rangeHolds(shown) ? [expectedQuery(shown, 1)] : []);
    expect(after.loading, 'an earlier page in flight is dropped').toBe(rangeHolds(shown) ? 1 : 0);
  },
});
const pageTo = (direction: 'next' | 'previous', where: 'listed' | 'invalidRange' = 'listed'): Rule<Observed> => {
  const target = (page: number) => (direction === 'next' ? page + 1 : page - 1);
  const within = (page: number) => where === 'listed' && target(page) >= 1 && target(page) <= PAGES;
  return {
    act: send({ type: `activity.${direction}` }),
    then: (before) => (within(before.page) ? 'loading' : where),
    check: (after, before) =>
      expect(newLoads(after, before)).toEqual(within(before.page) ? [expectedQuery(before.filters, target(before.page))] : []),
  };
};
/** The CSV carries the list's filters, not its page; it is saved when it comes, its failure is said. */
const download = (where: string): Rule<Observed> => ({
  act: send({ type: 'activity.download' }),
  then: where,
  check: (after, before) => {
    const starts = rangeHolds(before.filters) && before.downloading === 0;
    expect(after.downloads).toEqual(starts ? [...before.downloads, expectedQuery(before.filters)] : before.downloads);
  },
});
const downloadAnswered: Rule<Observed> = {
  act: seq(send({ type: 'activity.download' }), answer('downloadTransactions', file)),
  then: 'listed',
  check: (after, before) => expect(after.saved).toEqual([...before.saved, file]),
};
const downloadRefused: Rule<Observed> = {
  act: seq(send({ type: 'activity.download' }), fail('downloadTransactions', new Error('Dosya hazırlanamadı.'))),
  then: 'listed',
  check: (after, before) => {
    expect(after.toasts).toEqual([...before.toasts, { kind: 'error', message: 'Dosya hazırlanamadı.' }]);
    expect(after.saved).toEqual(before.saved);
  },
};

/** /dashboard/financial-activities as the player uses it (the brief: filters reload from page 1, paging bounds, CSV). */
const activitiesSpec: FlowSpec<Observed> = {
  observe,
  situation: (o) => (o.rangeMessage ? 'invalidRange' : o.loading > 0 ? 'loading' : o.error !== null ? 'failed' : 'listed'),
  invariant: (o) => {
    expect(o.loading, 'one page at a time').toBeLessThanOrEqual(1);
    expect(o.page).toBeGreaterThanOrEqual(1);
    expect(o.page).toBeLessThanOrEqual(PAGES);
    expect(o.rangeMessage).toBe(!rangeHolds(o.filters));
    // Every page asked for is the one "Page X" shows, with the filters the fields show.
    if (o.loading > 0) expect(o.loads.at(-1)).toEqual(expectedQuery(o.filters, o.page));
  },
  rules: {
    loading: [
      { act: answer('loadTransactions', answerPage), then: 'listed' },
      { act: fail('loadTransactions', new Error('Sunucuya ulaşılamadı.')), then: 'failed', check: (after) => expect(after.error).toBe('Sunucuya ulaşılamadı.') },
      filter(withdrawals, 'withdrawals'),
      filter(backwards, 'with the end before the start'),
    ],
    listed: [
      pageTo('next'),
      pageTo('previous'),
      filter({ status: 4 }, 'rejected'),
      filter(backwards, 'with the end before the start'),
      download('listed'),
      downloadAnswered,
      downloadRefused,
    ],
    failed: [
      {
        act: send({ type: 'activity.retry' }),
        then: 'loading',
        check: (after, before) => expect(newLoads(after, before)).toEqual([before.loads.at(-1)]),
      },
      filter(withdrawals, 'withdrawals'),
    ],
    invalidRange: [pageTo('next', 'invalidRange'), pageTo('previous', 'invalidRange'), download('invalidRange'), filter(fixed, 'ending at the end of the year')],
  },
};

describe('financial activities against the user-level model', () => {
  it('every path agrees with the model; every situation is reached and every required act works there', async () => {
    await checkFlow({ machine: financialActivitiesMachine }, paths, activitiesSpec, {
      ruleKey: (o) => `${o.page} ${o.downloading} ${JSON.stringify(o.filters)}`,
    });
  });
});

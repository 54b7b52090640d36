import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { TransactionStatus, TransactionType } from '../../../contracts/enums';
import type { TransactionPage, TransactionQuery } from '../../../contracts/money';
import { financialActivitiesMachine, type ExportFile } from '../../../machines/financial-activities.machine';
import { transaction, transactionPage } from './activity-fixtures';
import { deferred, flush, startChild } from './shell-harness';

/** A server of `total` transactions, 20 a page; every request is recorded with its abort signal. */
function start(options: { total?: number; load?: (query: TransactionQuery) => Promise<TransactionPage>; download?: () => Promise<ExportFile> } = {}) {
  const total = options.total ?? 45;
  const requests: Array<{ query: TransactionQuery; signal: AbortSignal }> = [];
  const downloads: TransactionQuery[] = [];
  const effects = { toasts: [] as unknown[], saved: [] as ExportFile[] };
  const serve = async (query: TransactionQuery) => {
    const page = Number(query.page ?? 1);
    const count = Math.max(0, Math.min(20, total - (page - 1) * 20));
    return transactionPage(Array.from({ length: count }, (_, i) => transaction((page - 1) * 20 + i + 1)), { total, page });
  };
  const { child } = startChild(
    financialActivitiesMachine.provide({
      actors: {
        loadTransactions: fromPromise(({ input, signal }) => {
          requests.push({ query: input, signal });
          return (options.load ?? serve)(input);
        }),
        downloadTransactions: fromPromise(({ input }) => {
          downloads.push(input);
          return (options.download ?? (async () => ({ blob: new Blob(['a,b\n']), filename: 'transactions.csv' })))();
        }),
      },
      actions: {
        toast: (_, params) => effects.toasts.push(params),
        saveFile: (_, params) => effects.saved.push(params),
      },
    }),
  );
  const list = () => (child.getSnapshot().value as { list: string }).list;
  return { child, requests, downloads, effects, list, queries: () => requests.map((r) => r.query) };
}

describe('financial activities', () => {
  it('loads the first page without filters', async () => {
    const { child, queries, list } = start();
    await flush();
    expect(queries()).toEqual([{ page: 1, pageSize: 20 }]);
    expect(list()).toBe('listed');
    expect(child.getSnapshot().context.result.items).toHaveLength(20);
  });

  it('reloads from page 1 whenever a filter changes, with every filter in the query', async () => {
    const { child, queries } = start();
    await flush();
    child.send({ type: 'activity.next' });
    await flush();
    expect(child.getSnapshot().context.page).toBe(2);
    child.send({ type: 'activity.filter', filters: { type: TransactionType.Withdraw } });
    await flush();
    child.send({ type: 'activity.filter', filters: { status: TransactionStatus.Rejected, from: '2026-11-01', to: '2026-11-30' } });
    await flush();
    expect(queries()).toEqual([
      { page: 1, pageSize: 20 },
      { page: 2, pageSize: 20 },
      { type: 2, page: 1, pageSize: 20 },
      { type: 2, status: 4, from: '2026-11-01', to: '2026-11-30', page: 1, pageSize: 20 },
    ]);
    child.send({ type: 'activity.filter', filters: { type: null, status: null, from: '', to: '' } });
    await flush();
    expect(queries().at(-1)).toEqual({ page: 1, pageSize: 20 });
  });

  it('pages within bounds: no Previous on page 1, no Next on the last page', async () => {
    const { child, queries } = start({ total: 45 });
    await flush();
    expect(child.getSnapshot().can({ type: 'activity.previous' })).toBe(false);
    child.send({ type: 'activity.previous' });
    child.send({ type: 'activity.next' });
    await flush();
    child.send({ type: 'activity.next' });
    await flush();
    expect(child.getSnapshot().context.page).toBe(3);
    expect(child.getSnapshot().can({ type: 'activity.next' })).toBe(false);
    child.send({ type: 'activity.next' });
    await flush();
    child.send({ type: 'activity.previous' });
    await flush();
    expect(queries().map((q) => q.page)).toEqual([1, 2, 3, 2]);
  });

  it('has a single page when everything fits on one, and an empty list is one page too', async () => {
    const { child, queries } = start({ total: 20 });
    await flush();
    child.send({ type: 'activity.next' });
    const empty = start({ total: 0 });
    await flush();
    empty.child.send({ type: 'activity.next' });
    await flush();
    expect(queries()).toHaveLength(1);
    expect(empty.queries()).toHaveLength(1);
    expect(child.getSnapshot().can({ type: 'activity.next' })).toBe(false);
  });

  it('asks nothing while the start date is after the end date, and loads once the range holds', async () => {
    const { child, queries, list } = start();
    await flush();
    child.send({ type: 'activity.filter', filters: { from: '2026-11-30', to: '2026-11-01' } });
    await flush();
    expect(list()).toBe('invalidRange');
    expect(queries()).toHaveLength(1);
    child.send({ type: 'activity.download' });
    expect(child.getSnapshot().matches({ export: 'downloading' })).toBe(false);
    child.send({ type: 'activity.filter', filters: { to: '2026-11-30' } });
    await flush();
    expect(list()).toBe('listed');
    expect(queries().at(-1)).toEqual({ from: '2026-11-30', to: '2026-11-30', page: 1, pageSize: 20 });
  });

  it('drops the request in flight when a filter changes before it answers', async () => {
    const first = deferred<TransactionPage>();
    let calls = 0;
    const { requests, child } = start({ load: (query) => (calls++ === 0 ? first.promise : Promise.resolve(transactionPage([transaction(9)], { page: Number(query.page) }))) });
    child.send({ type: 'activity.filter', filters: { type: TransactionType.Deposit } });
    await flush();
    expect(requests[0].signal.aborted).toBe(true);
    first.resolve(transactionPage([transaction(1), transaction(2)]));
    await flush();
    expect(child.getSnapshot().context.result.items.map((i: { id: number }) => i.id)).toEqual([9]);
  });

  it('shows the message when a page cannot load and loads the same page again on Try again', async () => {
    let failing = false;
    const { child, queries, list } = start({
      load: async (query) => {
        if (failing) throw new Error('Sunucuya ulaşılamadı.');
        return transactionPage([transaction(1)], { total: 45, page: Number(query.page) });
      },
    });
    await flush();
    failing = true;
    child.send({ type: 'activity.next' });
    await flush();
    expect(list()).toBe('failed');
    expect(child.getSnapshot().context.error).toBe('Sunucuya ulaşılamadı.');
    failing = false;
    child.send({ type: 'activity.retry' });
    await flush();
    expect(list()).toBe('listed');
    expect(queries().map((q) => q.page)).toEqual([1, 2, 2]);
  });

  it('downloads the CSV of the current filters (no paging) and saves it; a failure shows the message', async () => {
    let refuse = false;
    const file = { blob: new Blob(['id;amount\n1;250\n']), filename: 'islemler.csv' };
    const { child, downloads, effects } = start({
      download: async () => {
        if (refuse) throw new Error('Dosya hazırlanamadı.');
        return file;
      },
    });
    await flush();
    child.send({ type: 'activity.filter', filters: { type: TransactionType.Deposit, from: '2026-11-01' } });
    child.send({ type: 'activity.download' });
    expect(child.getSnapshot().matches({ export: 'downloading' })).toBe(true);
    await flush();
    expect(downloads).toEqual([{ type: 1, from: '2026-11-01' }]);
    expect(effects.saved).toEqual([file]);
    refuse = true;
    child.send({ type: 'activity.download' });
    await flush();
    expect(effects.toasts).toEqual([{ kind: 'error', message: 'Dosya hazırlanamadı.' }]);
    expect(child.getSnapshot().matches({ export: 'idle', list: 'listed' })).toBe(true);
  });
});

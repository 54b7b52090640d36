import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { GameHistoryData, GameHistoryPayload, GameRoundDetail } from '../../contracts/casino';
import { gameHistoryMachine } from '../../machines/game-history.machine';
import { deferred, flush, startChild } from './machines/shell-harness';
import { demoRounds, historyAnswer, roundDetail } from './game-history-fixtures';

const TODAY = '2026-03-05';

/** The machine over a server of `count` rounds; every request is recorded with its abort signal. */
function start(options: { count?: number; load?: (p: GameHistoryPayload) => Promise<GameHistoryData>; round?: (id: number) => Promise<GameRoundDetail> } = {}) {
  const rounds = demoRounds(options.count ?? 45);
  const loads: Array<{ payload: GameHistoryPayload; signal: AbortSignal }> = [];
  const opens: Array<{ id: number; signal: AbortSignal }> = [];
  const { child } = startChild(
    gameHistoryMachine.provide({
      actors: {
        loadHistory: fromPromise(({ input, signal }) => {
          loads.push({ payload: input, signal });
          return (options.load ?? (async (p: GameHistoryPayload) => historyAnswer(rounds, p)))(input);
        }),
        loadRound: fromPromise(({ input, signal }) => {
          opens.push({ id: input.id, signal });
          return (options.round ?? (async (id: number) => roundDetail(id)))(input.id);
        }),
      },
    }),
    { input: { today: TODAY } },
  );
  const snapshot = () => child.getSnapshot();
  const list = () => (snapshot().value as { list: string }).list;
  const detail = () => (snapshot().value as { detail: string }).detail;
  return { child, loads, opens, list, detail, snapshot, payloads: () => loads.map((l) => l.payload) };
}

describe('game history machine', () => {
  it('loads the last seven days, today included, 20 rounds a page', async () => {
    const { payloads, list, snapshot } = start();
    await flush();
    expect(payloads()).toEqual([{ from: '2026-02-27', to: '2026-03-05', skip: 0, take: 20 }]);
    expect(list()).toBe('listed');
    expect(snapshot().context.result.items).toHaveLength(20);
  });

  it('pages within bounds and starts again at page 1 when a date changes', async () => {
    const { child, payloads, snapshot } = start({ count: 45 });
    await flush();
    expect(snapshot().can({ type: 'history.previous' })).toBe(false);
    child.send({ type: 'history.previous' });
    child.send({ type: 'history.next' });
    await flush();
    child.send({ type: 'history.next' });
    await flush();
    expect(snapshot().context.page).toBe(3);
    expect(snapshot().can({ type: 'history.next' })).toBe(false);
    child.send({ type: 'history.next' });
    await flush();
    child.send({ type: 'history.previous' });
    await flush();
    child.send({ type: 'history.range', range: { from: '2026-03-01' } });
    await flush();
    expect(payloads().map((p) => [p.from, p.skip])).toEqual([
      ['2026-02-27', 0],
      ['2026-02-27', 20],
      ['2026-02-27', 40],
      ['2026-02-27', 20],
      ['2026-03-01', 0],
    ]);
    expect(snapshot().context.page).toBe(1);
  });

  it('asks nothing while a date is missing or the start is after the end', async () => {
    const { child, payloads, list } = start();
    await flush();
    child.send({ type: 'history.range', range: { from: '2026-03-09' } });
    expect(list()).toBe('invalidRange');
    child.send({ type: 'history.range', range: { from: '' } });
    expect(list()).toBe('invalidRange');
    child.send({ type: 'history.next' });
    await flush();
    expect(payloads()).toHaveLength(1);
    child.send({ type: 'history.range', range: { from: '2026-03-05' } });
    await flush();
    expect(list()).toBe('listed');
    expect(payloads().at(-1)).toEqual({ from: '2026-03-05', to: '2026-03-05', skip: 0, take: 20 });
  });

  it('shows a failure with its message, and Try again asks for the same page', async () => {
    let fail = true;
    const rounds = demoRounds(45);
    const { child, payloads, list, snapshot } = start({
      load: async (p) => {
        if (fail) throw new Error('Sunucuya ulaşılamadı.');
        return historyAnswer(rounds, p);
      },
    });
    await flush();
    expect(list()).toBe('failed');
    expect(snapshot().context.error).toBe('Sunucuya ulaşılamadı.');
    fail = false;
    child.send({ type: 'history.retry' });
    await flush();
    expect(list()).toBe('listed');
    expect(snapshot().context.error).toBeNull();
    expect(payloads()).toEqual([payloads()[0], payloads()[0]]);
  });

  it('drops the page in flight when the range changes before it answers', async () => {
    const first = deferred<GameHistoryData>();
    const rounds = demoRounds(3);
    let calls = 0;
    const { child, loads, snapshot } = start({ load: (p) => (++calls === 1 ? first.promise : Promise.resolve(historyAnswer(rounds, p))) });
    child.send({ type: 'history.range', range: { from: '2026-03-04' } });
    await flush();
    expect(loads[0].signal.aborted).toBe(true);
    first.resolve(historyAnswer(demoRounds(40), loads[0].payload));
    await flush();
    expect(snapshot().context.result.total).toBe(3);
  });

  it('opens a round, keeps the list as it is, and closes it', async () => {
    const { child, opens, detail, snapshot, payloads } = start();
    await flush();
    child.send({ type: 'history.open', id: 44 });
    expect(detail()).toBe('loading');
    await flush();
    expect(detail()).toBe('shown');
    expect(opens.map((o) => o.id)).toEqual([44]);
    expect(snapshot().context.detail.round.id).toBe(44);
    child.send({ type: 'history.close' });
    expect(detail()).toBe('closed');
    expect(snapshot().context.detail).toEqual({ id: null, round: null, error: null });
    expect(payloads()).toHaveLength(1);
  });

  it('opening another round while one loads cancels the first; a failure can be tried again', async () => {
    const slow = deferred<GameRoundDetail>();
    let fail = true;
    const { child, opens, detail, snapshot } = start({
      round: (id) => {
        if (id === 1) return slow.promise;
        if (fail) return Promise.reject(new Error('Bu tur bulunamadı.'));
        return Promise.resolve(roundDetail(id));
      },
    });
    await flush();
    child.send({ type: 'history.open', id: 1 });
    child.send({ type: 'history.open', id: 2 });
    await flush();
    expect(opens[0].signal.aborted).toBe(true);
    expect(detail()).toBe('failed');
    expect(snapshot().context.detail).toMatchObject({ id: 2, round: null, error: 'Bu tur bulunamadı.' });
    fail = false;
    child.send({ type: 'history.detailRetry' });
    await flush();
    expect(opens.map((o) => o.id)).toEqual([1, 2, 2]);
    expect(snapshot().context.detail.round.id).toBe(2);
    slow.resolve(roundDetail(1));
    await flush();
    expect(snapshot().context.detail.round.id).toBe(2);
  });

  it('closing while a round loads cancels the request', async () => {
    const slow = deferred<GameRoundDetail>();
    const { child, opens, detail } = start({ round: () => slow.promise });
    await flush();
    child.send({ type: 'history.open', id: 5 });
    child.send({ type: 'history.close' });
    await flush();
    expect(opens[0].signal.aborted).toBe(true);
    expect(detail()).toBe('closed');
  });
});

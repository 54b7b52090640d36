import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { sportsBetsMachine, type SportsBetsData, type SportsBetsPayload } from '../../machines/sports-bets.machine';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const page = (total: number): SportsBetsData => ({ items: [], total, totals: { stake: 0, paid: 0, net: 0 } });
const bet = (status: SportsBetsData['items'][number]['status']): SportsBetsData['items'][number] => ({
  id: 1, partner: 'betsy', placedAt: '2026-03-05T10:00:00.000Z', stake: 10, odds: 2, potentialWin: 20, paid: status === 'won' ? 20 : 0, status, selections: [],
});
const listing = (...statuses: Array<SportsBetsData['items'][number]['status']>): SportsBetsData => ({ ...page(statuses.length), items: statuses.map(bet) });

function bets(answers: Array<SportsBetsData | Error> = [page(45)]) {
  const asked: SportsBetsPayload[] = [];
  const machine = sportsBetsMachine.provide({
    actors: {
      loadBets: fromPromise(async ({ input }) => {
        asked.push(input);
        const answer = answers[asked.length - 1] ?? answers.at(-1)!;
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
  });
  const actor = createActor(machine, { input: { today: '2026-03-05' } }).start();
  return { actor, asked, snap: () => actor.getSnapshot() };
}

describe('sports bets machine', () => {
  it('asks for the last seven days, all bets, 20 a page, and pages within the total', async () => {
    const run = bets();
    await flush();
    expect(run.asked).toEqual([{ from: '2026-02-27', to: '2026-03-05', status: 'all', skip: 0, take: 20 }]);
    run.actor.send({ type: 'bets.next' });
    await flush();
    run.actor.send({ type: 'bets.next' });
    await flush();
    run.actor.send({ type: 'bets.next' });
    await flush();
    expect(run.asked.map((p) => p.skip)).toEqual([0, 20, 40]);
    run.actor.send({ type: 'bets.previous' });
    await flush();
    expect(run.asked.at(-1)!.skip).toBe(20);
  });

  it('starts again at page 1 when the status filter or the range changes; a backwards range asks nothing', async () => {
    const run = bets();
    await flush();
    run.actor.send({ type: 'bets.next' });
    await flush();
    run.actor.send({ type: 'bets.status', status: 'settled' });
    await flush();
    expect(run.asked.at(-1)).toMatchObject({ status: 'settled', skip: 0 });
    const before = run.asked.length;
    run.actor.send({ type: 'bets.range', range: { from: '2026-03-09' } });
    await flush();
    expect(run.asked).toHaveLength(before);
    expect(run.snap().value).toBe('invalidRange');
  });

  it('shows a failure and loads again on retry', async () => {
    const run = bets([new Error('Sunucuya ulaşılamadı.'), page(1)]);
    await flush();
    expect([run.snap().value, run.snap().context.error]).toEqual(['failed', 'Sunucuya ulaşılamadı.']);
    run.actor.send({ type: 'bets.retry' });
    await flush();
    expect(run.snap().value).toBe('listed');
  });

  describe('a bet that settles while the page is open', () => {
    afterEach(() => vi.useRealTimers());

    it('shows as settled within 10 s without the player doing anything, while an open bet is listed', async () => {
      vi.useFakeTimers();
      const run = bets([listing('open', 'won'), listing('lost', 'won')]);
      await vi.advanceTimersByTimeAsync(0);
      expect(run.snap().context.result!.items.map((b) => b.status)).toEqual(['open', 'won']);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(run.asked).toHaveLength(2);
      // The same filters and page again, not page 1 of something else.
      expect(run.asked[1]).toEqual(run.asked[0]);
      expect(run.snap().context.result!.items.map((b) => b.status)).toEqual(['lost', 'won']);
      // Nothing open any more: the page stops asking.
      await vi.advanceTimersByTimeAsync(60_000);
      expect(run.asked).toHaveLength(2);
    });

    it('asks nothing again while every listed bet is settled, until the balance moves', async () => {
      vi.useFakeTimers();
      const run = bets([listing('won'), listing('refunded')]);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(run.asked).toHaveLength(1);
      run.actor.send({ type: 'bets.refresh' });
      // What is on screen stays there while the answer comes.
      expect([run.snap().value, run.snap().context.result!.items[0]!.status]).toEqual(['loading', 'won']);
      await vi.advanceTimersByTimeAsync(0);
      expect(run.asked).toEqual([run.asked[0], run.asked[0]]);
      expect(run.snap().context.result!.items[0]!.status).toBe('refunded');
    });
  });
});

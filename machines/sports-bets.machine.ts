import { assign, fromPromise, setup } from 'xstate';
import type * as z from 'zod';
import type { sportsBetsData, sportsBetsPayload } from '../contracts/sportsbook';
import { defaultRange, rangeValid, type HistoryRange } from './game-history.machine';
import { errorMessage, notProvided } from './machine-helpers';

export type SportsBetsData = z.infer<typeof sportsBetsData>;
export type SportsBetsPayload = z.infer<typeof sportsBetsPayload>;
export type SportsBetsFilter = SportsBetsPayload['status'];

export const SPORTS_BETS_PAGE_SIZE = 20;
/**
 * While the page lists an open bet it asks again this often: a lost bet moves no money, so no balance change tells
 * the page that it settled (a won one does, and the view asks at once: `bets.refresh`).
 */
export const OPEN_BETS_REFRESH_MS = 10_000;

export interface SportsBetsInput {
  /** Today on the player's clock (the view reads the clock, the machine does not). */
  today: string;
}

export interface SportsBetsContext {
  range: HistoryRange;
  status: SportsBetsFilter;
  page: number;
  /** The last page the server answered (kept on screen while the next one loads). */
  result: SportsBetsData | null;
  error: string | null;
}

export type SportsBetsEvent =
  | { type: 'bets.range'; range: Partial<HistoryRange> }
  | { type: 'bets.status'; status: SportsBetsFilter }
  | { type: 'bets.next' }
  | { type: 'bets.previous' }
  | { type: 'bets.retry' }
  /** Something may have settled (the balance moved): the same page again, kept on screen while it loads. */
  | { type: 'bets.refresh' };

/** The body of POST customer/sportsbets for the filters and a page (1-based). */
export const sportsBetsPayloadFor = (context: Pick<SportsBetsContext, 'range' | 'status' | 'page'>): SportsBetsPayload => ({
  from: context.range.from,
  to: context.range.to,
  status: context.status,
  skip: (context.page - 1) * SPORTS_BETS_PAGE_SIZE,
  take: SPORTS_BETS_PAGE_SIZE,
});

export const sportsBetsPageCount = (result: Pick<SportsBetsData, 'total'> | null) =>
  result ? Math.max(1, Math.ceil(result.total / SPORTS_BETS_PAGE_SIZE)) : 1;

/** /dashboard/sports-bets: the player's sports bets in a range of days (all, open or settled), page by page, with totals. */
export const sportsBetsMachine = setup({
  types: {} as { context: SportsBetsContext; events: SportsBetsEvent; input: SportsBetsInput },
  actors: {
    loadBets: fromPromise<SportsBetsData, SportsBetsPayload>(notProvided),
  },
  delays: { OPEN_BETS_REFRESH_MS },
  guards: {
    rangeValid: ({ context }) => rangeValid(context.range),
    hasNext: ({ context }) => context.page < sportsBetsPageCount(context.result),
    hasPrevious: ({ context }) => context.page > 1,
    listsOpenBet: ({ context }) => context.result?.items.some((bet) => bet.status === 'open') ?? false,
  },
}).createMachine({
  id: 'sportsBets',
  description: 'Sports Bets: the player\'s bets in a range of days, open or settled, with the totals of the period, by pages',
  context: ({ input }) => ({ range: defaultRange(input.today), status: 'all', page: 1, result: null, error: null }),
  initial: 'loading',
  on: {
    'bets.range': { target: '.checking', actions: assign({ range: ({ context, event }) => ({ ...context.range, ...event.range }), page: 1 }) },
    'bets.status': { target: '.checking', actions: assign({ status: ({ event }) => event.status, page: 1 }) },
  },
  states: {
    checking: {
      description: 'A filter changed: back to page 1, if the range holds',
      always: [{ guard: 'rangeValid', target: 'loading' }, { target: 'invalidRange' }],
    },
    loading: {
      description: 'POST customer/sportsbets with the range, the status and the page (20 a page)',
      invoke: {
        src: 'loadBets',
        input: ({ context }) => sportsBetsPayloadFor(context),
        onDone: { target: 'listed', actions: assign({ result: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    listed: {
      description: 'The totals (stakes, paid, net), the bets of the page with their selections, Previous / Next; asked again when the balance moves, and every 10 s while an open bet is listed',
      after: { OPEN_BETS_REFRESH_MS: { guard: 'listsOpenBet', target: 'loading' } },
      on: {
        'bets.refresh': 'loading',
        'bets.next': { guard: 'hasNext', target: 'loading', actions: assign({ page: ({ context }) => context.page + 1 }) },
        'bets.previous': { guard: 'hasPrevious', target: 'loading', actions: assign({ page: ({ context }) => context.page - 1 }) },
      },
    },
    invalidRange: {
      description: 'A date is missing or the start is after the end: the message shows and nothing loads',
    },
    failed: {
      description: 'The message shows with a Try again button',
      on: { 'bets.retry': 'loading' },
    },
  },
});

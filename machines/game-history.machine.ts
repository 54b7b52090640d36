import { assign, fromPromise, setup } from 'xstate';
import type { GameHistoryData, GameHistoryPayload, GameRoundDetail } from '../contracts/casino';
import { errorMessage, notProvided } from './machine-helpers';

export const HISTORY_PAGE_SIZE = 20;
/** The range a player sees first: the last seven days, today included. */
export const DEFAULT_RANGE_DAYS = 7;

/** Calendar days of the player's clock, 'YYYY-MM-DD'; '' while a field is cleared. */
export interface HistoryRange {
  from: string;
  to: string;
}

export interface GameHistoryInput {
  /** Today on the player's clock (the view reads the clock, the machine does not). */
  today: string;
}

export interface RoundDetailState {
  id: number | null;
  round: GameRoundDetail | null;
  error: string | null;
}

export interface GameHistoryContext {
  range: HistoryRange;
  page: number;
  /** The last page the server answered (kept on screen while the next one loads). */
  result: GameHistoryData | null;
  error: string | null;
  detail: RoundDetailState;
}

export type GameHistoryEvent =
  | { type: 'history.range'; range: Partial<HistoryRange> }
  | { type: 'history.next' }
  | { type: 'history.previous' }
  | { type: 'history.retry' }
  | { type: 'history.open'; id: number }
  | { type: 'history.close' }
  | { type: 'history.detailRetry' };

/** `day` moved by `days` calendar days. */
export const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export const defaultRange = (today: string): HistoryRange => ({ from: shiftDay(today, 1 - DEFAULT_RANGE_DAYS), to: today });

/** The body of POST casino/history for a range and a page (1-based). */
export const historyPayload = (range: HistoryRange, page: number): GameHistoryPayload => ({
  from: range.from,
  to: range.to,
  skip: (page - 1) * HISTORY_PAGE_SIZE,
  take: HISTORY_PAGE_SIZE,
});

export const historyPageCount = (result: Pick<GameHistoryData, 'total'> | null) =>
  result ? Math.max(1, Math.ceil(result.total / HISTORY_PAGE_SIZE)) : 1;

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
/** Both days given, the first not after the last. */
export const rangeValid = (range: HistoryRange) => isDay(range.from) && isDay(range.to) && range.from <= range.to;

const closedDetail: RoundDetailState = { id: null, round: null, error: null };

/** /dashboard/game-history: the player's rounds in a range of days, page by page, with the period's totals, and one round's detail. */
export const gameHistoryMachine = setup({
  types: {} as { context: GameHistoryContext; events: GameHistoryEvent; input: GameHistoryInput },
  actors: {
    loadHistory: fromPromise<GameHistoryData, GameHistoryPayload>(notProvided),
    loadRound: fromPromise<GameRoundDetail, { id: number }>(notProvided),
  },
  guards: {
    rangeValid: ({ context }) => rangeValid(context.range),
    hasNext: ({ context }) => context.page < historyPageCount(context.result),
    hasPrevious: ({ context }) => context.page > 1,
  },
}).createMachine({
  id: 'gameHistory',
  description: 'Game History: rounds in a range of days with the totals of the period, pages, and a round in detail',
  context: ({ input }) => ({ range: defaultRange(input.today), page: 1, result: null, error: null, detail: closedDetail }),
  type: 'parallel',
  states: {
    list: {
      initial: 'loading',
      on: {
        'history.range': {
          target: '.checking',
          actions: assign({
            range: ({ context, event }) => ({ ...context.range, ...event.range }),
            page: 1,
          }),
        },
      },
      states: {
        checking: {
          description: 'A date changed: back to page 1, if the range holds',
          always: [{ guard: 'rangeValid', target: 'loading' }, { target: 'invalidRange' }],
        },
        loading: {
          description: 'POST casino/history with the range and the page (20 a page)',
          invoke: {
            id: 'loadHistory',
            src: 'loadHistory',
            input: ({ context }) => historyPayload(context.range, context.page),
            onDone: { target: 'listed', actions: assign({ result: ({ event }) => event.output, error: null }) },
            onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
          },
        },
        listed: {
          description: 'The totals of the period (stakes, wins, net), the rounds of the page, Previous / Next within the pages',
          on: {
            'history.next': { guard: 'hasNext', target: 'loading', actions: assign({ page: ({ context }) => context.page + 1 }) },
            'history.previous': { guard: 'hasPrevious', target: 'loading', actions: assign({ page: ({ context }) => context.page - 1 }) },
          },
        },
        invalidRange: {
          description: 'A date is missing or the start is after the end: the message shows and nothing loads',
        },
        failed: {
          description: 'The message shows with a Try again button',
          on: { 'history.retry': 'loading' },
        },
      },
    },
    detail: {
      initial: 'closed',
      on: {
        'history.open': { target: '.loading', actions: assign({ detail: ({ event }) => ({ id: event.id, round: null, error: null }) }) },
        'history.close': { target: '.closed', actions: assign({ detail: closedDetail }) },
      },
      states: {
        closed: {
          description: 'No round is open',
        },
        loading: {
          description: 'GET casino/round/{id} for the round the player opened',
          invoke: {
            id: 'loadRound',
            src: 'loadRound',
            input: ({ context }) => ({ id: context.detail.id! }),
            onDone: { target: 'shown', actions: assign({ detail: ({ context, event }) => ({ ...context.detail, round: event.output }) }) },
            onError: { target: 'failed', actions: assign({ detail: ({ context, event }) => ({ ...context.detail, error: errorMessage(event.error) }) }) },
          },
        },
        shown: {
          description: 'The round, its bets, wins and rollbacks; for our own games the fairness proof and Verify',
        },
        failed: {
          description: 'The message shows in the dialog with a Try again button',
          on: { 'history.detailRetry': 'loading' },
        },
      },
    },
  },
});

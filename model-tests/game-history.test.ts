import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import type { GameHistoryData, GameHistoryPayload, GameRoundDetail } from '../contracts/casino';
import { gameHistoryMachine, type HistoryRange } from '../machines/game-history.machine';
import { round, roundDetail } from '../tests/unit/game-history-fixtures';
import { ownEvents, withParentSink } from './shell-replay';
import { answer, checkFlow, fail, inFlight, send, type Act, type FlowSpec, type Live, type Rule } from './spec-model';

/** Written from the brief, not from the machine: today is 5 March, the page opens on the last 7 days, 20 rounds a page. */
const input = { today: '2026-03-05' };
const FIRST_RANGE: HistoryRange = { from: '2026-02-27', to: '2026-03-05' };
const PAGE = 20;
/** The player's period holds 45 rounds: pages 1 to 3. */
const TOTAL = 45;
const PAGES = 3;
const answerPage: GameHistoryData = { items: [round(1)], total: TOTAL, totals: { stake: 10, win: 0, net: -10 } };
const OPENED = 7;
const OTHER = 9;

const backwards = { from: '2026-03-09' };
const wholeMonth = { from: '2026-02-01', to: '2026-03-31' };
const missing = { to: '' };
const events = ownEvents({
  'history.range': [backwards, wholeMonth].map((range) => ({ type: 'history.range', range }) as never),
  'history.open': [{ type: 'history.open', id: OPENED } as never],
  'xstate.done.actor.loadHistory': [{ type: 'xstate.done.actor.loadHistory', output: answerPage } as never],
  'xstate.error.actor.loadHistory': [{ type: 'xstate.error.actor.loadHistory', error: new Error('Sunucuya ulaşılamadı.') } as never],
  'xstate.done.actor.loadRound': [{ type: 'xstate.done.actor.loadRound', output: roundDetail(OPENED) } as never],
  'xstate.error.actor.loadRound': [{ type: 'xstate.error.actor.loadRound', error: new Error('Kaynak bulunamadı.') } as never],
});
const paths = getShortestPaths(withParentSink(gameHistoryMachine), { events, input });

const expectedPayload = (range: HistoryRange, page: number): GameHistoryPayload => ({ from: range.from, to: range.to, skip: (page - 1) * PAGE, take: PAGE });
const rangeHolds = (r: HistoryRange) => r.from !== '' && r.to !== '' && r.from <= r.to;

/** What the player sees (the date fields, "Page X of Y", the messages, the dialog) and what the server was asked. */
const observe = (live: Live) => {
  const { context } = live.actor.getSnapshot();
  const rounds = inFlight(live, 'loadRound');
  return {
    range: context.range as HistoryRange,
    page: context.page as number,
    loading: inFlight(live, 'loadHistory').length,
    loads: live.requests.filter((r) => r.src === 'loadHistory').map((r) => r.input as GameHistoryPayload),
    listed: context.result !== null,
    error: context.error as string | null,
    rangeMessage: live.actor.getSnapshot().matches({ list: 'invalidRange' }) as boolean,
    roundLoading: rounds.length,
    roundAsked: rounds.map((r) => (r.input as { id: number }).id),
    opens: live.requests.filter((r) => r.src === 'loadRound').map((r) => (r.input as { id: number }).id),
    dialogId: context.detail.id as number | null,
    dialogRound: (context.detail.round as GameRoundDetail | null)?.id ?? null,
    dialogError: context.detail.error as string | null,
  };
};
type Observed = ReturnType<typeof observe>;

const listSituation = (o: Observed) =>
  o.rangeMessage ? 'invalidRange' : o.loading > 0 ? 'loading' : o.error !== null ? 'failed' : o.listed ? 'listed' : 'unknown';
const detailSituation = (o: Observed) =>
  o.dialogId === null ? 'closed' : o.roundLoading > 0 ? 'roundLoading' : o.dialogError !== null ? 'roundFailed' : o.dialogRound !== null ? 'roundShown' : 'unknown';

const newLoads = (after: Observed, before: Observed) => after.loads.slice(before.loads.length);
const newOpens = (after: Observed, before: Observed) => after.opens.slice(before.opens.length);
/** The list's half of a situation changes, the dialog's half stays. */
const listTo = (list: string | ((before: Observed) => string)) => (before: Observed) =>
  `${typeof list === 'string' ? list : list(before)}+${detailSituation(before)}`;
const detailTo = (detail: string) => (before: Observed) => `${listSituation(before)}+${detail}`;

/** A new range starts again at page 1 with both days, or, missing a day or backwards, asks nothing. */
const setRange = (range: Partial<HistoryRange>, label: string): Rule<Observed> => ({
  act: send({ type: 'history.range', range }, `range ${label}`),
  then: listTo((before) => (rangeHolds({ ...before.range, ...range }) ? 'loading' : 'invalidRange')),
  check: (after, before) => {
    const shown = { ...before.range, ...range };
    expect(after.range).toEqual(shown);
    expect(after.page).toBe(1);
    expect(newLoads(after, before)).toEqual(rangeHolds(shown) ? [expectedPayload(shown, 1)] : []);
    expect(after.loading, 'an earlier page in flight is dropped').toBe(rangeHolds(shown) ? 1 : 0);
  },
});
const pageTo = (direction: 'next' | 'previous', where: 'listed' | 'invalidRange'): Rule<Observed> => {
  const target = (page: number) => (direction === 'next' ? page + 1 : page - 1);
  const moves = (page: number) => where === 'listed' && target(page) >= 1 && target(page) <= PAGES;
  return {
    act: send({ type: `history.${direction}` }),
    then: listTo((before) => (moves(before.page) ? 'loading' : where)),
    check: (after, before) => expect(newLoads(after, before)).toEqual(moves(before.page) ? [expectedPayload(before.range, target(before.page))] : []),
  };
};

const open = (id: number): Rule<Observed> => ({
  act: send({ type: 'history.open', id }, `open round ${id}`),
  then: detailTo('roundLoading'),
  check: (after, before) => {
    expect(newOpens(after, before)).toEqual([id]);
    expect(after.roundAsked, 'only the round just opened is asked for').toEqual([id]);
    expect(after.loads).toEqual(before.loads);
  },
});
const close: Rule<Observed> = {
  act: send({ type: 'history.close' }),
  then: detailTo('closed'),
  check: (after, before) => {
    expect(after.roundLoading).toBe(0);
    expect(after.loads).toEqual(before.loads);
  },
};
const answerRound: Act = {
  label: 'loadRound answers its round',
  run: async (live) => answer('loadRound', roundDetail((inFlight(live, 'loadRound').at(-1)!.input as { id: number }).id)).run(live),
};

const listRules: Record<string, Array<Rule<Observed>>> = {
  loading: [
    { act: answer('loadHistory', answerPage), then: listTo('listed') },
    { act: fail('loadHistory', new Error('Sunucuya ulaşılamadı.')), then: listTo('failed'), check: (after) => expect(after.error).toBe('Sunucuya ulaşılamadı.') },
    setRange(wholeMonth, 'the whole month'),
    setRange(backwards, 'starting after it ends'),
  ],
  listed: [pageTo('next', 'listed'), pageTo('previous', 'listed'), setRange({ from: '2026-03-01' }, 'from 1 March'), setRange(missing, 'without an end')],
  failed: [
    { act: send({ type: 'history.retry' }), then: listTo('loading'), check: (after, before) => expect(newLoads(after, before)).toEqual([before.loads.at(-1)]) },
    setRange(wholeMonth, 'the whole month'),
  ],
  invalidRange: [pageTo('next', 'invalidRange'), pageTo('previous', 'invalidRange'), setRange(wholeMonth, 'the whole month')],
};
const detailRules: Record<string, Array<Rule<Observed>>> = {
  closed: [open(OPENED), close],
  roundLoading: [
    { act: answerRound, then: detailTo('roundShown'), check: (after) => expect(after.dialogRound).toBe(after.dialogId) },
    { act: fail('loadRound', new Error('Kaynak bulunamadı.')), then: detailTo('roundFailed'), check: (after) => expect(after.dialogError).toBe('Kaynak bulunamadı.') },
    open(OTHER),
    close,
  ],
  roundShown: [open(OTHER), close],
  roundFailed: [
    {
      act: send({ type: 'history.detailRetry' }),
      then: detailTo('roundLoading'),
      check: (after, before) => expect(newOpens(after, before)).toEqual([before.dialogId]),
    },
    close,
  ],
};
const rules = Object.fromEntries(
  Object.entries(listRules).flatMap(([list, forList]) => Object.entries(detailRules).map(([detail, forDetail]) => [`${list}+${detail}`, [...forList, ...forDetail]])),
);

/** /dashboard/game-history as the player uses it: a range of days, pages within bounds, and one round at a time in the dialog. */
const historySpec: FlowSpec<Observed> = {
  observe,
  situation: (o) => `${listSituation(o)}+${detailSituation(o)}`,
  invariant: (o) => {
    expect(o.loads[0], 'the page opens on the last seven days, page 1').toEqual(expectedPayload(FIRST_RANGE, 1));
    expect(o.loading, 'one page at a time').toBeLessThanOrEqual(1);
    expect(o.roundLoading, 'one round at a time').toBeLessThanOrEqual(1);
    expect(o.page).toBeGreaterThanOrEqual(1);
    expect(o.page).toBeLessThanOrEqual(PAGES);
    expect(o.rangeMessage).toBe(!rangeHolds(o.range));
    // The page asked for is the one "Page X" shows, for the days the fields show.
    if (o.loading > 0) expect(o.loads.at(-1)).toEqual(expectedPayload(o.range, o.page));
    if (o.roundLoading > 0) expect(o.roundAsked).toEqual([o.dialogId]);
  },
  rules,
};

describe('game history against the user-level model', () => {
  it('every path agrees with the model; every situation is reached and every required act works there', async () => {
    await checkFlow({ machine: gameHistoryMachine, input }, paths, historySpec, {
      ruleKey: (o) => `${o.page} ${JSON.stringify(o.range)} ${o.dialogId}`,
    });
  });
});

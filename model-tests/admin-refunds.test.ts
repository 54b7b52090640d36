import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import type { AdminRefundItem } from '../contracts/admin-refunds';
import { adminRefundsMachine } from '../machines/admin-refunds.machine';
import { ownEvents, withParentSink } from './shell-replay';
import { answer, checkFlow, effectsOf, fail, inFlight, send, seq, type FlowSpec, type Live, type Rule } from './spec-model';

/*
 * The back office's deposit refunds (product: Back office, Deposit refunds) against a user-level model written from
 * what a finance operator expects, not from the machine: the list shown is the view chosen last (needing attention
 * or recent), whatever was chosen while something loaded or was sent; Retry now and "Returned another way" are each
 * sent once, for the row chosen, with the note as typed (trimmed) and only a note the server would take (3 to 500
 * characters); every answer, done or refused, is told and the list is read again (the row may have left it); a
 * failure to read is shown with its reason and can be tried again.
 */
const item = (over: Partial<AdminRefundItem> = {}): AdminRefundItem => ({
  id: 3, transactionId: 41, reference: 'D-7K2M9Q', playerId: 31, username: 'deniz', amountMinor: 25_000, reason: 'deposit_limit', status: 'pending',
  attempts: 4, lastError: 'PSP unavailable', nextAttemptAt: '2031-05-10T10:00:00.000Z', pspFailure: null, resolution: null, needsAttention: true,
  createdAt: '2031-05-10T09:00:00.000Z', ...over,
});
const failedAtPsp = item({ id: 4, reference: 'D-FAIL22', status: 'done', attempts: 1, lastError: null, nextAttemptAt: null, pspFailure: 'failed: declined' });
const list = [item(), failedAtPsp];
const MADE = 'Ödeme sağlayıcısı iadeyi kabul etti.';
const STILL = 'Ödeme sağlayıcısı iadeyi hâlâ reddediyor.';
const RESOLVED = 'İade, başka yolla geri ödendi olarak kaydedildi.';
const REFUSED = 'Bu iade bir operatör tarafından zaten sonuçlandırıldı.';
const NOT_REACHED = 'Sunucuya ulaşılamadı.';

const recent = { type: 'refunds.view', value: 'recent' };
const attention = { type: 'refunds.view', value: 'attention' };
const retry = { type: 'refunds.retry', id: 3 };
const ask = { type: 'refunds.askResolve', id: 4 };
const note = { type: 'refunds.resolve', note: '  Havale ile iade edildi ' };
const shortNote = { type: 'refunds.resolve', note: ' ab ' };
const made = { outcome: 'refunded', refund: item({ status: 'done', needsAttention: false }), message: MADE };
const still = { outcome: 'error', refund: item({ attempts: 5 }), message: STILL };
const resolved = { item: { ...failedAtPsp, needsAttention: false }, message: RESOLVED };

const events = ownEvents({
  'refunds.view': [recent as never, attention as never],
  'refunds.retry': [retry as never],
  'refunds.askResolve': [ask as never],
  'refunds.resolve': [note as never, shortNote as never],
  'xstate.done.actor.loadRefunds': [{ type: 'xstate.done.actor.loadRefunds', output: list } as never],
  'xstate.error.actor.loadRefunds': [{ type: 'xstate.error.actor.loadRefunds', error: new Error(NOT_REACHED) } as never],
  'xstate.done.actor.retryRefund': [{ type: 'xstate.done.actor.retryRefund', output: made } as never],
  'xstate.error.actor.retryRefund': [{ type: 'xstate.error.actor.retryRefund', error: new Error(REFUSED) } as never],
  'xstate.done.actor.resolveRefund': [{ type: 'xstate.done.actor.resolveRefund', output: resolved } as never],
  'xstate.error.actor.resolveRefund': [{ type: 'xstate.error.actor.resolveRefund', error: new Error(REFUSED) } as never],
});

/** The model's own reading of what the operator chose: the last view (needing attention at first). */
function askedView(live: Live): string {
  let view = 'attention';
  for (const { event } of live.received) if (event.type === 'refunds.view') view = (event as typeof recent).value;
  return view;
}

/** Which row's dialog the operator opened last and has not closed or sent (the model's reading of the events). */
function dialogFor(live: Live): number | null {
  let open: number | null = null;
  for (const { event } of live.received) {
    if (event.type === 'refunds.askResolve' && open === null) open = (event as typeof ask).id;
    else if (event.type === 'refunds.cancelResolve') open = null;
    else if (event.type === 'refunds.resolve' && open !== null && acceptable((event as typeof note).note)) open = null;
  }
  return open;
}
const acceptable = (text: string) => text.trim().length >= 3 && text.trim().length <= 500;

const observe = (live: Live) => {
  const snapshot = live.actor.getSnapshot();
  const loads = live.requests.filter((r) => r.src === 'loadRefunds');
  return {
    open: snapshot.status === 'active',
    loadsOut: inFlight(live, 'loadRefunds').map((r) => r.input as { view: string }),
    retriesOut: inFlight(live, 'retryRefund').map((r) => r.input),
    resolvesOut: inFlight(live, 'resolveRefund').map((r) => r.input),
    loadCalls: loads.length,
    changeCalls: live.requests.filter((r) => r.src === 'retryRefund' || r.src === 'resolveRefund').length,
    lastShownView: ((loads.filter((r) => r.answered?.how === 'resolve').at(-1)?.input as { view: string } | undefined)?.view ?? null) as string | null,
    asked: askedView(live),
    dialogFor: dialogFor(live),
    // What the view reads.
    view: snapshot.context.view as string,
    failed: snapshot.matches('failed') as boolean,
    error: snapshot.context.error as string | null,
    items: (snapshot.context.items as AdminRefundItem[]).map((r) => r.reference),
    dialog: snapshot.context.resolving as number | null,
    buttonsWait: !snapshot.matches({ ready: 'idle' }),
    toasts: effectsOf(live, 'toast').map((e) => e.params as { kind: string; message: string }),
  };
};
type Observed = ReturnType<typeof observe>;

const readsList = (label: string): Rule<Observed>['check'] => (after, before) => {
  expect(after.loadCalls, `${label}: the list is read`).toBe(before.loadCalls + 1);
  expect(after.loadsOut).toEqual([{ view: after.asked }]);
};
const choose = (event: typeof recent, label: string): Rule<Observed> => ({ act: send(event, label), then: 'loading', check: readsList(label) });
const told = (kind: string, message: string, label: string): Rule<Observed>['check'] => (after, before) => {
  expect(after.toasts.at(-1), `${label} is told`).toEqual({ kind, message });
  expect(after.toasts.length).toBe(before.toasts.length + 1);
  readsList(label)!(after, before, undefined as never);
};

const spec: FlowSpec<Observed> = {
  observe,
  situation: (o) =>
    !o.open
      ? 'dead screen'
      : o.failed
        ? 'failed'
        : o.loadsOut.length
          ? 'loading'
          : o.retriesOut.length
            ? 'retrying'
            : o.resolvesOut.length
              ? 'resolving'
              : o.dialog !== null
                ? 'asking note'
                : 'shown',
  invariant: (o) => {
    expect(o.loadsOut.length + o.retriesOut.length + o.resolvesOut.length, 'one read or change at a time').toBeLessThanOrEqual(1);
    expect(o.view, 'the tab shown is the view chosen last').toBe(o.asked);
    for (const load of o.loadsOut) expect(load, 'the list is read for the view chosen last').toEqual({ view: o.asked });
    // While a change is sent the rows stay as last read (the list is read again after it); otherwise they are the view chosen.
    if (!o.failed && !o.loadsOut.length && !o.retriesOut.length && !o.resolvesOut.length) expect(o.lastShownView, 'the list shown is the view chosen last').toBe(o.asked);
    if (o.failed) expect(o.error, 'a failure is shown with its reason').toBe(NOT_REACHED);
    if (o.retriesOut.length || o.resolvesOut.length) expect(o.buttonsWait, 'no second change while one is sent').toBe(true);
    expect(o.dialog, 'the dialog is open for the row chosen, until cancelled or sent').toBe(o.dialogFor);
    for (const sent of o.resolvesOut) expect(sent, 'sent for the row of the dialog, with the note trimmed').toEqual({ id: 4, note: 'Havale ile iade edildi' });
    for (const sent of o.retriesOut) expect(sent, 'asked for the row chosen').toEqual({ id: 3 });
  },
  rules: {
    loading: [
      { act: answer('loadRefunds', list), then: 'shown', check: (after) => expect(after.items).toEqual(['D-7K2M9Q', 'D-FAIL22']) },
      { act: fail('loadRefunds', new Error(NOT_REACHED)), then: 'failed' },
      choose(recent, 'recent refunds while the list loads'),
      choose(attention, 'needing attention while the list loads'),
      { act: send({ type: 'refunds.reload' }, 'read again while the list loads'), then: 'loading', check: (after) => expect(after.loadsOut).toEqual([{ view: after.asked }]) },
      { act: send(retry, 'retry while the list is read'), then: 'loading', check: (after, before) => expect(after.changeCalls, 'the rows wait: nothing is sent').toBe(before.changeCalls) },
    ],
    failed: [
      { act: send({ type: 'refunds.reload' }, 'try again'), then: 'loading', check: readsList('try again') },
      choose(recent, 'recent refunds after a failure'),
    ],
    shown: [
      choose(recent, 'recent refunds'),
      choose(attention, 'needing attention'),
      { act: send({ type: 'refunds.reload' }, 'read again'), then: 'loading', check: readsList('read again') },
      { act: send(retry, 'retry D-7K2M9Q now'), then: 'retrying', check: (after) => expect(after.retriesOut).toEqual([{ id: 3 }]) },
      { act: send(ask, 'returned another way: D-FAIL22'), then: 'asking note', check: (after, before) => expect(after.changeCalls).toBe(before.changeCalls) },
    ],
    'asking note': [
      { act: send({ type: 'refunds.cancelResolve' }, 'cancel the dialog'), then: 'shown', check: (after, before) => expect(after.changeCalls).toBe(before.changeCalls) },
      { act: send(shortNote, 'a two-letter note'), then: 'asking note', check: (after, before) => expect(after.changeCalls, 'nothing is sent').toBe(before.changeCalls) },
      { act: send(note, 'record “Havale ile iade edildi”'), then: 'resolving', check: (after) => expect(after.resolvesOut).toHaveLength(1) },
      { act: send(retry, 'retry another row behind the dialog'), then: 'asking note', check: (after, before) => expect(after.changeCalls).toBe(before.changeCalls) },
    ],
    retrying: [
      { act: answer('retryRefund', made), then: 'loading', check: told('success', MADE, 'the refund made') },
      { act: answer('retryRefund', still), then: 'loading', check: told('error', STILL, 'the provider still refusing') },
      { act: fail('retryRefund', new Error(REFUSED)), then: 'loading', check: told('error', REFUSED, 'a refused retry') },
      {
        act: seq(send(recent, 'recent refunds while the retry is sent'), answer('retryRefund', made)),
        then: 'loading',
        check: (after) => {
          expect(after.toasts.at(-1), 'the answer is still told').toEqual({ kind: 'success', message: MADE });
          expect(after.loadsOut).toEqual([{ view: 'recent' }]);
        },
      },
    ],
    resolving: [
      { act: answer('resolveRefund', resolved), then: 'loading', check: told('success', RESOLVED, 'the refund recorded') },
      { act: fail('resolveRefund', new Error(REFUSED)), then: 'loading', check: told('error', REFUSED, 'a refused resolution') },
      {
        act: seq(send(recent, 'recent refunds while the note is sent'), fail('resolveRefund', new Error(REFUSED))),
        then: 'loading',
        check: (after) => {
          expect(after.toasts.at(-1)).toEqual({ kind: 'error', message: REFUSED });
          expect(after.loadsOut).toEqual([{ view: 'recent' }]);
        },
      },
    ],
  },
};

describe('back office refunds: user-level model', () => {
  it('every path agrees with the model', async () => {
    // A state is its value and what the operator can tell apart: the view, the rows shown, the open dialog.
    const serializeState = (s: ReturnType<typeof adminRefundsMachine.getInitialSnapshot>) =>
      JSON.stringify([s.value, s.context.view, s.context.items.length, s.context.resolving, s.context.acting]);
    const paths = getShortestPaths(withParentSink(adminRefundsMachine), { events, serializeState: serializeState as never });
    const reached = await checkFlow({ machine: adminRefundsMachine }, paths, spec, {
      ruleKey: (o) => JSON.stringify([o.asked, o.items.length, o.dialog, o.lastShownView]),
    });
    expect([...reached.keys()].sort()).toEqual(['asking note', 'failed', 'loading', 'resolving', 'retrying', 'shown']);
  });
});

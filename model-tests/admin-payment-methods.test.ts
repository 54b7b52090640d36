import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { paymentMethodEdit, paymentMethodForm, paymentMethodFormOf, type AdminPaymentMethod, type PaymentMethodEdit } from '../contracts/admin-payment-methods';
import { adminPaymentMethodsMachine, type PaymentMethodSave } from '../machines/admin-payment-methods.machine';
import { ownEvents, withParentSink } from './shell-replay';
import { answer, checkFlow, effectsOf, fail, inFlight, send, seq, type Act, type FlowSpec, type Live, type Rule } from './spec-model';

/*
 * The back office's payment methods (product: Back office, payment methods: limits, fee, logo, processing time, the
 * player's form fields, a bank transfer's bank accounts) against a user-level model written from what an operator
 * expects, not from the machine: the list shown is the server's last word (a saved or switched row changes, the
 * others stay; a move shows the order the server answers with); a refused change keeps the form open with the
 * server's reason and changes nothing in the list; one call at a time; what the operator types while the logo
 * uploads stays in the form; a dialog whose method is being sent waits for the answer; a failed read shows its
 * reason and can be tried again.
 */
const amount = { key: 'amount', objectType: 'Decimal' as const, labelTr: '', labelEn: '' };
const bankId = { key: 'bankId', objectType: 'Dropdown' as const, labelTr: '', labelEn: '', option: [{ id: 1, name: 'Ziraat Bankası' }, { id: 2, name: 'Garanti BBVA' }] };
const row = (id: number, over: Partial<AdminPaymentMethod>): AdminPaymentMethod => ({
  id, direction: 'deposit', kind: 'papara', provider: 'local', titleTr: 'Papara', titleEn: 'Papara', minMinor: 5_000, maxMinor: 2_000_000, feeBp: 0, feeFixedMinor: 0,
  position: 0, active: true, logoUrl: '/media/methods/papara.svg', processingTr: 'Anında', processingEn: 'Instant', fields: [amount], banks: [], ...over,
});
const havale = row(1, {
  kind: 'bank', provider: 'manual', titleTr: 'Havale', titleEn: 'Bank transfer', logoUrl: '/media/methods/havale.svg', fields: [amount, bankId],
  banks: [
    { id: 1, name: 'Ziraat Bankası', iban: 'TR330006100519786457841326', holder: 'Kasa A.Ş.' },
    { id: 2, name: 'Garanti BBVA', iban: 'TR320010009999901234567890', holder: 'Kasa A.Ş.' },
  ],
});
const papara = row(2, { position: 1 });
const iban = row(3, { direction: 'withdraw', kind: 'iban', titleTr: 'IBAN', titleEn: 'IBAN', logoUrl: '/media/methods/iban.svg' });
const list = { methods: [havale, papara, iban] };
const LOGO = `/media/uploads/${'a'.repeat(64)}.png`;
const NOT_REACHED = 'Sunucuya ulaşılamadı.';
const REFUSED = 'Bu IBAN başka bir hesapta kayıtlı.';
const SAVED = 'Yöntem kaydedildi.';
const logo = new Blob(['png'], { type: 'image/png' });

const titled = { type: 'draft.change', field: 'titleTr', value: 'Havale / EFT' } as const;
const untitled = { type: 'draft.change', field: 'titleTr', value: '' } as const;
const editHavale = { type: 'methods.edit', id: 1 } as const;
const paparaUp = { type: 'methods.move', id: 2, direction: 'up' } as const;
const togglePapara = { type: 'methods.toggle', id: 2 } as const;
const pickLogo = { type: 'draft.upload', file: logo } as const;

/** What the server keeps of a save: the row with what was sent (the contract's body). */
const savedRow = (before: AdminPaymentMethod, body: PaymentMethodEdit): AdminPaymentMethod => ({ ...before, ...body, fields: body.fields as AdminPaymentMethod['fields'], banks: body.banks ?? before.banks });

const allEvents = ownEvents({
  'methods.edit': [editHavale as never],
  'methods.move': [paparaUp as never],
  'methods.toggle': [togglePapara as never],
  'methods.reload': [{ type: 'methods.reload' }],
  'draft.change': [titled as never, untitled as never],
  'draft.upload': [pickLogo as never],
  'bank.add': [{ type: 'bank.add' }],
  'draft.save': [{ type: 'draft.save' }],
  'draft.cancel': [{ type: 'draft.cancel' }],
  'draft.active': [],
  'field.add': [],
  'field.remove': [],
  'field.move': [],
  'field.change': [],
  'bank.remove': [],
  'bank.change': [],
  'xstate.done.actor.loadMethods': [{ type: 'xstate.done.actor.loadMethods', output: list } as never],
  'xstate.error.actor.loadMethods': [{ type: 'xstate.error.actor.loadMethods', error: new Error(NOT_REACHED) } as never],
  'xstate.done.actor.save': [{ type: 'xstate.done.actor.save', output: { method: { ...havale, titleTr: 'Havale / EFT' }, message: SAVED } } as never],
  'xstate.error.actor.save': [{ type: 'xstate.error.actor.save', error: new Error(REFUSED) } as never],
  'xstate.done.actor.move': [{ type: 'xstate.done.actor.move', output: { list: { methods: [{ ...papara, position: 0 }, { ...havale, position: 1 }, iban] }, message: 'Sıra değişti.' } } as never],
  'xstate.error.actor.move': [{ type: 'xstate.error.actor.move', error: new Error(NOT_REACHED) } as never],
  'xstate.done.actor.setActive': [{ type: 'xstate.done.actor.setActive', output: { method: { ...papara, active: false }, message: 'Papara kapatıldı.' } } as never],
  'xstate.error.actor.setActive': [{ type: 'xstate.error.actor.setActive', error: new Error(NOT_REACHED) } as never],
  'xstate.done.actor.upload': [{ type: 'xstate.done.actor.upload', output: { name: `${'a'.repeat(64)}.png`, url: LOGO } } as never],
  'xstate.error.actor.upload': [{ type: 'xstate.error.actor.upload', error: new Error('Dosya çok büyük.') } as never],
});

/** One more bank account at most, so the walk ends. */
const events = (snapshot: ReturnType<typeof adminPaymentMethodsMachine.getInitialSnapshot>) =>
  allEvents(snapshot).filter((e: { type: string }) => e.type !== 'bank.add' || (snapshot.context.draft.banks?.length ?? 0) <= havale.banks.length);

/** The model's own list: the server's last answer for each row, in the order of the answers (one call at a time). */
function serverList(live: Live): AdminPaymentMethod[] {
  let methods: AdminPaymentMethod[] = [];
  for (const request of live.requests) {
    if (request.answered?.how !== 'resolve') continue;
    const value = request.answered.value as { methods?: AdminPaymentMethod[]; list?: { methods: AdminPaymentMethod[] }; method?: AdminPaymentMethod };
    if (request.src === 'loadMethods') methods = value.methods!;
    else if (request.src === 'move') methods = value.list!.methods;
    else if (value.method) methods = methods.map((m) => (m.id === value.method!.id ? value.method! : m));
  }
  return methods;
}

const observe = (live: Live) => {
  const snapshot = live.actor.getSnapshot();
  const { context } = snapshot;
  return {
    open: snapshot.status === 'active',
    loadsOut: inFlight(live, 'loadMethods').length,
    loadCalls: live.requests.filter((r) => r.src === 'loadMethods').length,
    savesOut: inFlight(live, 'save').map((r) => r.input as PaymentMethodSave),
    saveCalls: live.requests.filter((r) => r.src === 'save').length,
    movesOut: inFlight(live, 'move').map((r) => r.input),
    togglesOut: inFlight(live, 'setActive').map((r) => r.input),
    uploadsOut: inFlight(live, 'upload').map((r) => r.input),
    server: serverList(live),
    // What the view reads.
    failed: snapshot.matches('failed') as boolean,
    error: context.error as string | null,
    methods: context.methods as AdminPaymentMethod[],
    dialog: snapshot.matches({ ready: 'editing' }) as boolean,
    editing: context.editing as number | null,
    draft: context.draft as ReturnType<typeof paymentMethodFormOf>,
    attempted: context.attempted as boolean,
    saveError: context.saveError as string | null,
    uploadError: context.uploadError as string | null,
    toasts: effectsOf(live, 'toast').map((e) => e.params as { kind: string; message: string }),
  };
};
type Observed = ReturnType<typeof observe>;

const rowOf = (o: Observed, id: number) => o.server.find((m) => m.id === id)!;
const listUnchanged: Rule<Observed>['check'] = (after, before) => expect(after.methods, 'the list is as it was').toEqual(before.methods);

/** The server keeps the method sent: its answer is the row with the body applied. */
const serverSaves: Act = {
  label: 'save answers',
  run: async (live) => {
    const request = inFlight(live, 'save').at(-1);
    expect(request, 'a save call is in flight').toBeDefined();
    const { id, body } = request!.input as PaymentMethodSave;
    const before = serverList(live).find((m) => m.id === id)!;
    await answer('save', { method: savedRow(before, body), message: SAVED }).run(live);
  },
};
const saved: Rule<Observed>['check'] = (after, before) => {
  const sent = before.savesOut[0]!;
  expect(after.toasts.at(-1)).toEqual({ kind: 'success', message: SAVED });
  expect(after.saveError).toBeNull();
  // The saved row is the server's answer; the others stay.
  for (const m of after.methods) {
    const earlier = before.methods.find((b) => b.id === m.id)!;
    if (m.id === sent.id) expect(m.titleTr, 'the saved row shows the saved title').toBe(sent.body.titleTr);
    else expect(m, 'the other rows stay').toEqual(earlier);
  }
};

const typeTitle = (label: string, from: string): Rule<Observed> => ({
  act: send(titled, label),
  then: from,
  check: (after, before) => {
    expect(after.draft.titleTr, 'what was typed is in the form').toBe('Havale / EFT');
    expect({ ...after.draft, titleTr: before.draft.titleTr }, 'the rest of the form stays').toEqual(before.draft);
  },
});
const addBank = (label: string, from: string): Rule<Observed> => ({
  act: send({ type: 'bank.add' }, label),
  then: from,
  check: (after, before) => expect(after.draft.banks).toEqual([...before.draft.banks!, { id: null, name: '', iban: '', holder: '' }]),
});
const cancel = (label: string): Rule<Observed> => ({
  act: send({ type: 'draft.cancel' }, label),
  then: 'list',
  check: (after, before) => {
    listUnchanged(after, before, undefined as never);
    expect(after.saveCalls, 'nothing is sent').toBe(before.saveCalls);
  },
});

const spec: FlowSpec<Observed> = {
  observe,
  situation: (o) =>
    !o.open
      ? 'dead screen'
      : o.failed
        ? 'failed'
        : o.loadsOut
          ? 'loading'
          : o.savesOut.length
            ? 'saving'
            : o.uploadsOut.length
              ? 'uploading logo'
              : o.dialog
                ? 'editing'
                : o.movesOut.length
                  ? 'moving'
                  : o.togglesOut.length
                    ? 'switching'
                    : 'list',
  invariant: (o) => {
    expect(o.loadsOut + o.savesOut.length + o.movesOut.length + o.togglesOut.length + o.uploadsOut.length, 'one call at a time').toBeLessThanOrEqual(1);
    if (o.failed) expect(o.error, 'a failed read is shown with its reason').toBe(NOT_REACHED);
    // The heart of it: what is listed is the server's last word on each row.
    if (!o.failed && !o.loadsOut) expect(o.methods, 'the list is the server’s answer').toEqual(o.server);
    if (o.dialog) expect(o.server.some((m) => m.id === o.editing), 'the dialog edits a listed method').toBe(true);
    for (const { id, body } of o.savesOut) {
      expect(o.dialog, 'the dialog stays open while its method is sent').toBe(true);
      expect(id).toBe(o.editing);
      expect(paymentMethodEdit.safeParse(body).success, 'only what the server accepts is sent').toBe(true);
    }
    if (o.saveError) expect(o.saveError, 'a refusal is told with the server’s reason').toBe(REFUSED);
  },
  rules: {
    loading: [
      { act: answer('loadMethods', list), then: 'list', check: (after) => expect(after.methods.map((m) => m.titleTr)).toEqual(['Havale', 'Papara', 'IBAN']) },
      { act: fail('loadMethods', new Error(NOT_REACHED)), then: 'failed' },
    ],
    failed: [
      {
        act: send({ type: 'methods.reload' }, 'try again'),
        then: 'loading',
        check: (after, before) => expect(after.loadCalls, 'the methods are read again').toBe(before.loadCalls + 1),
      },
    ],
    list: [
      {
        act: send(editHavale, 'edit Havale'),
        then: 'editing',
        check: (after) => {
          expect(after.editing).toBe(1);
          expect(after.draft, 'the form starts from the listed row').toEqual(paymentMethodFormOf(rowOf(after, 1)));
          expect(after.draft.banks?.length, 'a bank transfer shows its bank accounts').toBe(2);
          expect(after.saveError).toBeNull();
          expect(after.attempted, 'a fresh form shows no errors').toBe(false);
        },
      },
      { act: send(paparaUp, 'move Papara up'), then: 'moving', check: (after) => expect(after.movesOut).toEqual([{ id: 2, direction: 'up' }]) },
      {
        act: send(togglePapara, 'switch Papara off or on'),
        then: 'switching',
        check: (after, before) => expect(after.togglesOut).toEqual([{ id: 2, active: !rowOf(before, 2).active }]),
      },
      {
        act: send({ type: 'methods.reload' }, 'read the list again'),
        then: 'loading',
        check: (after, before) => expect(after.loadCalls).toBe(before.loadCalls + 1),
      },
    ],
    editing: [
      typeTitle('type a title', 'editing'),
      addBank('add a bank account', 'editing'),
      {
        act: send({ type: 'bank.remove', index: 0 }, 'remove the first bank account'),
        then: 'editing',
        check: (after, before) => expect(after.draft.banks).toEqual(before.draft.banks!.slice(1)),
      },
      {
        act: send({ type: 'bank.change', index: 0, part: 'iban', value: 'TR64 0001 0000 0000 0000 0000 01' }, 'change the first account’s IBAN'),
        then: 'editing',
        check: (after, before) => expect(after.draft.banks).toEqual(before.draft.banks!.map((b, i) => (i === 0 ? { ...b, iban: 'TR64 0001 0000 0000 0000 0000 01' } : b))),
      },
      {
        act: send({ type: 'field.add' }, 'add a form field'),
        then: 'editing',
        check: (after, before) => expect(after.draft.fields).toEqual([...before.draft.fields, { key: '', objectType: 'String', labelTr: '', labelEn: '', mask: '', options: '' }]),
      },
      {
        act: send({ type: 'field.move', index: 1, direction: 'up' }, 'move the second field up'),
        then: 'editing',
        check: (after, before) => expect(after.draft.fields).toEqual([before.draft.fields[1], before.draft.fields[0], ...before.draft.fields.slice(2)]),
      },
      {
        act: send(pickLogo, 'pick a logo'),
        then: 'uploading logo',
        check: (after) => {
          expect(after.uploadsOut).toEqual([logo]);
          expect(after.uploadError).toBeNull();
        },
      },
      {
        act: send({ type: 'draft.save' }, 'save'),
        then: (before) => (paymentMethodForm.safeParse(before.draft).success ? 'saving' : 'editing'),
        check: (after, before) => {
          expect(after.attempted, 'the form shows what is wrong, if anything').toBe(true);
          if (!paymentMethodForm.safeParse(before.draft).success) return expect(after.saveCalls, 'a wrong form is not sent').toBe(before.saveCalls);
          const { id, body } = after.savesOut[0]!;
          expect(id).toBe(before.editing);
          expect(body.titleTr).toBe(before.draft.titleTr.trim());
          expect(body.logoUrl).toBe(before.draft.logoUrl);
          expect(body.banks?.map((b) => b.name), 'the bank accounts as written').toEqual(before.draft.banks?.map((b) => b.name.trim()));
        },
      },
      cancel('cancel'),
    ],
    'uploading logo': [
      {
        act: answer('upload', { name: `${'a'.repeat(64)}.png`, url: LOGO }),
        then: 'editing',
        check: (after, before) => expect(after.draft).toEqual({ ...before.draft, logoUrl: LOGO }),
      },
      {
        act: fail('upload', new Error('Dosya çok büyük.')),
        then: 'editing',
        check: (after, before) => {
          expect(after.uploadError, 'the upload’s refusal is told').toBe('Dosya çok büyük.');
          expect(after.draft, 'the form keeps its logo').toEqual(before.draft);
        },
      },
      typeTitle('type a title while the logo uploads', 'uploading logo'),
      addBank('add a bank account while the logo uploads', 'uploading logo'),
      {
        act: seq(send(titled, 'type a title while the logo uploads'), answer('upload', { name: `${'a'.repeat(64)}.png`, url: LOGO })),
        then: 'editing',
        check: (after) => expect([after.draft.titleTr, after.draft.logoUrl], 'both the title and the logo are in the form').toEqual(['Havale / EFT', LOGO]),
      },
      {
        act: seq(send({ type: 'draft.save' }, 'save while the logo uploads'), answer('upload', { name: `${'a'.repeat(64)}.png`, url: LOGO })),
        then: (before) => (paymentMethodForm.safeParse({ ...before.draft, logoUrl: LOGO }).success ? 'saving' : 'editing'),
        check: (after) => {
          expect(after.attempted, 'the save was asked for').toBe(true);
          for (const { body } of after.savesOut) expect(body.logoUrl, 'the method is sent with its new logo').toBe(LOGO);
        },
      },
      {
        act: seq(send({ type: 'draft.save' }, 'save while the logo uploads'), fail('upload', new Error('Dosya çok büyük.'))),
        then: 'editing',
        check: (after, before) => expect(after.saveCalls, 'a refused logo is told first; nothing is sent').toBe(before.saveCalls),
      },
      cancel('cancel while the logo uploads'),
    ],
    saving: [
      { act: serverSaves, then: 'list', check: saved },
      {
        act: fail('save', new Error(REFUSED)),
        then: 'editing',
        check: (after, before) => {
          expect(after.saveError, 'the refusal stays in the dialog').toBe(REFUSED);
          expect(after.draft, 'the form keeps what was written').toEqual(before.draft);
          listUnchanged(after, before, undefined as never);
        },
      },
      {
        act: send({ type: 'draft.save' }, 'save again while it is sent'),
        then: 'saving',
        check: (after, before) => expect(after.saveCalls, 'one save at a time').toBe(before.saveCalls),
      },
      {
        act: seq(send({ type: 'draft.cancel' }, 'cancel while it is sent'), serverSaves),
        then: 'list',
        check: saved,
      },
    ],
    moving: [
      {
        act: answer('move', { list: { methods: [{ ...papara, position: 0 }, { ...havale, position: 1 }, iban] }, message: 'Sıra değişti.' }),
        then: 'list',
        check: (after) => {
          expect(after.methods.map((m) => m.titleTr), 'the order the server answers with').toEqual(['Papara', 'Havale', 'IBAN']);
          expect(after.toasts.at(-1)).toEqual({ kind: 'success', message: 'Sıra değişti.' });
        },
      },
      {
        act: fail('move', new Error(NOT_REACHED)),
        then: 'list',
        check: (after, before) => {
          listUnchanged(after, before, undefined as never);
          expect(after.toasts.at(-1)).toEqual({ kind: 'error', message: NOT_REACHED });
        },
      },
    ],
    switching: [
      {
        act: answer('setActive', { method: { ...papara, active: false }, message: 'Papara kapatıldı.' }),
        then: 'list',
        check: (after, before) => {
          expect(after.methods.find((m) => m.id === 2)!.active).toBe(false);
          expect(after.methods.filter((m) => m.id !== 2), 'the other rows stay').toEqual(before.methods.filter((m) => m.id !== 2));
          expect(after.toasts.at(-1)).toEqual({ kind: 'success', message: 'Papara kapatıldı.' });
        },
      },
      {
        act: fail('setActive', new Error(NOT_REACHED)),
        then: 'list',
        check: (after, before) => {
          listUnchanged(after, before, undefined as never);
          expect(after.toasts.at(-1)).toEqual({ kind: 'error', message: NOT_REACHED });
        },
      },
    ],
  },
};

describe('back office payment methods: user-level model', () => {
  it('every path agrees with the model', async () => {
    // A state is its value and what the operator can tell apart: the list's order and switches, the form's title, accounts and logo.
    const serializeState = (s: ReturnType<typeof adminPaymentMethodsMachine.getInitialSnapshot>) =>
      JSON.stringify([
        s.value,
        s.context.methods.map((m) => `${m.id}${m.active ? '' : '-'}${m.titleTr}`),
        s.context.editing,
        s.context.draft.titleTr,
        s.context.draft.banks?.length,
        s.context.draft.logoUrl,
        s.context.saveError !== null,
      ]);
    const paths = getShortestPaths(withParentSink(adminPaymentMethodsMachine), { events: events as never, serializeState: serializeState as never });
    const reached = await checkFlow({ machine: adminPaymentMethodsMachine }, paths, spec, {
      ruleKey: (o) => JSON.stringify([o.methods.map((m) => `${m.id}${m.active}${m.titleTr}`), o.draft.titleTr, o.draft.banks?.length, o.draft.logoUrl === LOGO, o.saveError !== null]),
    });
    expect([...reached.keys()].sort()).toEqual(['editing', 'failed', 'list', 'loading', 'moving', 'saving', 'switching', 'uploading logo']);
  });
});

import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { FOOTER_CATEGORY_ID, pageCreate, pageEdit, pageForm, pageFormOf, type PageItem, type PageList } from '../contracts/admin-cms';
import { type AdminPagesContext, adminPagesMachine, type PageMoveRequest, type PageSave, type PageToggle } from '../machines/admin-pages.machine';
import { ownEvents, withParentSink } from './shell-replay';
import { answer, checkFlow, effectsOf, fail, inFlight, send, seq, type Act, type FlowSpec, type Live, type Rule } from './spec-model';

/*
 * The back office's information pages (product: Back office, pages of the footer and help) against a user-level model
 * written from what an operator expects, not from the machine: the screen opens on the footer's pages; the list shown
 * is the server's last word (a saved or hidden page changes, the others stay, a new one comes last in the category
 * chosen, a move shows the order the server answers with); a refused save keeps the dialog open with the server's
 * reason and what was written; one call at a time; a dialog whose page is being sent waits for the answer; a failed
 * read shows its reason and can be tried again.
 */
const page = (id: number, categoryId: number, position: number, titleTr: string, over: Partial<PageItem> = {}): PageItem => ({
  id, categoryId, position, titleTr, titleEn: `${titleTr} (en)`, bodyTr: `<p>${titleTr}</p>`, bodyEn: `<p>${titleTr} en</p>`, active: true, ...over,
});
const about = page(3, FOOTER_CATEGORY_ID, 0, 'Hakkımızda');
const terms = page(4, FOOTER_CATEGORY_ID, 1, 'Şartlar');
const faq = page(1, 1, 0, 'SSS');
const list: PageList = {
  categories: [
    { id: FOOTER_CATEGORY_ID, titleTr: 'Kurumsal', titleEn: 'Company', pages: [about, terms] },
    { id: 1, titleTr: 'Yardım', titleEn: 'Help', pages: [faq] },
  ],
};
const NOT_REACHED = 'Sunucuya ulaşılamadı.';
const REFUSED = 'Bu başlık zaten var.';
const SAVED = 'Sayfa kaydedildi.';
const MOVED = 'Sıra değişti.';
const SWITCHED = 'Sayfa gizlendi.';

const editAbout = { type: 'pages.edit', id: 3 } as const;
const termsUp = { type: 'pages.move', id: 4, direction: 'up' } as const;
const toggleAbout = { type: 'pages.toggle', id: 3 } as const;
const helpTab = { type: 'pages.category', id: 1 } as const;
const text = (field: 'titleTr' | 'titleEn' | 'bodyTr' | 'bodyEn', value: string) => ({ type: 'draft.change', field, value }) as const;
const titleTr = text('titleTr', 'Gizlilik');

const rowIn = (categories: PageList['categories'], id: number) => categories.flatMap((c) => c.pages).find((p) => p.id === id);
function moved(categories: PageList['categories'], { id, direction }: PageMoveRequest): PageList {
  return {
    categories: categories.map((c) => {
      const at = c.pages.findIndex((p) => p.id === id);
      const to = direction === 'up' ? at - 1 : at + 1;
      if (at === -1 || to < 0 || to >= c.pages.length) return c;
      const pages = [...c.pages];
      [pages[at], pages[to]] = [pages[to]!, pages[at]!];
      return { ...c, pages: pages.map((p, position) => ({ ...p, position })) };
    }),
  };
}
/** What the server keeps of a save: a new page last in its category (id 100), an edit in place. */
function savedRow(categories: PageList['categories'], { id, body }: PageSave): PageItem {
  const before = id === null ? undefined : rowIn(categories, id);
  const categoryId = before?.categoryId ?? (body as { categoryId: number }).categoryId;
  const position = before?.position ?? categories.find((c) => c.id === categoryId)!.pages.length;
  return { ...(before ?? page(100, categoryId, position, '')), titleTr: body.titleTr, titleEn: body.titleEn, bodyTr: body.bodyTr, bodyEn: body.bodyEn, active: body.active };
}

const ownOf = ownEvents({
  'pages.category': [helpTab as never],
  'pages.edit': [editAbout as never],
  'pages.move': [termsUp as never],
  'pages.toggle': [toggleAbout as never],
  'draft.change': [titleTr as never, text('titleEn', 'Privacy') as never, text('bodyTr', '<p>Gizlilik</p>') as never, text('bodyEn', '<p>Privacy</p>') as never],
  'draft.active': [],
  'xstate.done.actor.loadPages': [{ type: 'xstate.done.actor.loadPages', output: list } as never],
  'xstate.error.actor.loadPages': [{ type: 'xstate.error.actor.loadPages', error: new Error(NOT_REACHED) } as never],
  'xstate.done.actor.save': [],
  'xstate.error.actor.save': [{ type: 'xstate.error.actor.save', error: new Error(REFUSED) } as never],
  'xstate.done.actor.move': [],
  'xstate.error.actor.move': [{ type: 'xstate.error.actor.move', error: new Error(NOT_REACHED) } as never],
  'xstate.done.actor.setActive': [],
  'xstate.error.actor.setActive': [{ type: 'xstate.error.actor.setActive', error: new Error(NOT_REACHED) } as never],
});
type Snapshot = ReturnType<typeof adminPagesMachine.getInitialSnapshot>;
const events = (snapshot: Snapshot) => {
  const { context } = snapshot;
  return [
    // One new page at most, so the walk ends; the category tabs are behind the (modal) dialog while it is open.
    ...ownOf(snapshot).filter(
      (e: { type: string }) =>
        (e.type !== 'pages.new' || context.categories.flatMap((c) => c.pages).length <= 3) && (e.type !== 'pages.category' || !snapshot.matches({ ready: 'editing' })),
    ),
    ...(snapshot.matches({ ready: { editing: 'saving' } }) && pageForm.safeParse(context.draft).success
      ? [{ type: 'xstate.done.actor.save', output: { item: savedRow(context.categories, saveOf(snapshot)), message: SAVED } }]
      : []),
    ...(snapshot.matches({ ready: 'moving' }) ? [{ type: 'xstate.done.actor.move', output: { list: moved(context.categories, termsUp), message: MOVED } }] : []),
    ...(snapshot.matches({ ready: 'toggling' })
      ? [{ type: 'xstate.done.actor.setActive', output: { item: { ...rowIn(context.categories, context.busy!)!, active: !rowIn(context.categories, context.busy!)!.active }, message: SWITCHED } }]
      : []),
  ];
};
function saveOf(snapshot: Snapshot): PageSave {
  const body = pageForm.parse(snapshot.context.draft);
  return snapshot.context.editing === null ? { id: null, body: { ...body, categoryId: snapshot.context.category } } : { id: snapshot.context.editing, body };
}

function serverList(live: Live): PageList['categories'] {
  let categories: PageList['categories'] = [];
  for (const request of live.requests) {
    if (request.answered?.how !== 'resolve') continue;
    const value = request.answered.value as Partial<PageList> & { list?: PageList; item?: PageItem };
    if (request.src === 'loadPages') categories = value.categories!;
    else if (request.src === 'move') categories = value.list!.categories;
    else if (value.item) {
      const row = value.item;
      categories = categories.map((c) =>
        c.id !== row.categoryId ? c : { ...c, pages: c.pages.some((p) => p.id === row.id) ? c.pages.map((p) => (p.id === row.id ? row : p)) : [...c.pages, row] },
      );
    }
  }
  return categories;
}
/** The category tab chosen last (the footer's at first). */
const chosenCategory = (live: Live) =>
  live.received.reduce((id, { event }) => (event.type === 'pages.category' ? (event as typeof helpTab).id : id), FOOTER_CATEGORY_ID);

const observe = (live: Live) => {
  const snapshot = live.actor.getSnapshot();
  const context = snapshot.context as AdminPagesContext;
  return {
    open: snapshot.status === 'active',
    loadsOut: inFlight(live, 'loadPages').length,
    loadCalls: live.requests.filter((r) => r.src === 'loadPages').length,
    savesOut: inFlight(live, 'save').map((r) => r.input as PageSave),
    saveCalls: live.requests.filter((r) => r.src === 'save').length,
    movesOut: inFlight(live, 'move').map((r) => r.input as PageMoveRequest),
    togglesOut: inFlight(live, 'setActive').map((r) => r.input as PageToggle),
    server: serverList(live),
    chosenCategory: chosenCategory(live),
    // What the view reads.
    failed: snapshot.matches('failed') as boolean,
    error: context.error,
    categories: context.categories,
    category: context.category,
    dialog: snapshot.matches({ ready: 'editing' }) as boolean,
    editing: context.editing,
    draft: context.draft,
    attempted: context.attempted,
    saveError: context.saveError,
    busy: context.busy,
    toasts: effectsOf(live, 'toast').map((e) => e.params as { kind: string; message: string }),
  };
};
type Observed = ReturnType<typeof observe>;

const formValid = (o: Observed) => pageForm.safeParse(o.draft).success;
const listUnchanged: Rule<Observed>['check'] = (after, before) => expect(after.categories, 'the list is as it was').toEqual(before.categories);

const serverSaves: Act = {
  label: 'save answers',
  run: async (live) => {
    const request = inFlight(live, 'save').at(-1);
    expect(request, 'a save call is in flight').toBeDefined();
    await answer('save', { item: savedRow(serverList(live), request!.input as PageSave), message: SAVED }).run(live);
  },
};
const saved: Rule<Observed>['check'] = (after, before) => {
  const sent = before.savesOut[0]!;
  expect(after.toasts.at(-1)).toEqual({ kind: 'success', message: SAVED });
  const afterAll = after.categories.flatMap((c) => c.pages);
  const beforeAll = before.categories.flatMap((c) => c.pages);
  if (sent.id === null) {
    const into = after.categories.find((c) => c.id === before.chosenCategory)!;
    expect(into.pages.at(-1)!.titleTr, 'a new page comes last in the category chosen').toBe(sent.body.titleTr);
    expect(afterAll.length).toBe(beforeAll.length + 1);
  } else {
    for (const p of afterAll) {
      if (p.id === sent.id) expect(p.titleTr, 'the saved page shows what was saved').toBe(sent.body.titleTr);
      else expect(p, 'the other pages stay').toEqual(beforeAll.find((x) => x.id === p.id));
    }
    expect(afterAll.length).toBe(beforeAll.length);
  }
};
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
            : o.dialog
              ? 'editing'
              : o.movesOut.length
                ? 'moving'
                : o.togglesOut.length
                  ? 'switching'
                  : 'list',
  invariant: (o) => {
    expect(o.loadsOut + o.savesOut.length + o.movesOut.length + o.togglesOut.length, 'one call at a time').toBeLessThanOrEqual(1);
    if (o.failed) expect(o.error, 'a failed read is shown with its reason').toBe(NOT_REACHED);
    if (!o.failed && !o.loadsOut) expect(o.categories, 'the list is the server’s answer').toEqual(o.server);
    expect(o.category, 'the category shown is the one chosen last (the footer’s at first)').toBe(o.chosenCategory);
    if (o.dialog && o.editing !== null) expect(rowIn(o.server, o.editing), 'the dialog edits a listed page').toBeDefined();
    for (const { id, body } of o.savesOut) {
      expect(o.dialog, 'the dialog stays open while its page is sent').toBe(true);
      expect(id).toBe(o.editing);
      if (id === null) {
        expect(pageCreate.safeParse(body).success, 'a new page as the server takes it').toBe(true);
        expect((body as { categoryId: number }).categoryId, 'a new page goes to the category chosen').toBe(o.chosenCategory);
      } else {
        expect('categoryId' in body, 'an existing page stays in its category').toBe(false);
        expect(pageEdit.safeParse(body).success, 'an edit as the server takes it').toBe(true);
      }
    }
    for (const { id } of [...o.movesOut, ...o.togglesOut]) expect(o.busy, 'the row whose change is sent waits').toBe(id);
    if (o.saveError) expect(o.saveError, 'a refusal is told with the server’s reason').toBe(REFUSED);
  },
  rules: {
    loading: [
      { act: answer('loadPages', list), then: 'list', check: (after) => expect(after.categories.map((c) => c.pages.map((p) => p.titleTr))).toEqual([['Hakkımızda', 'Şartlar'], ['SSS']]) },
      { act: fail('loadPages', new Error(NOT_REACHED)), then: 'failed' },
    ],
    failed: [
      {
        act: send({ type: 'pages.reload' }, 'try again'),
        then: 'loading',
        check: (after, before) => {
          expect(after.loadCalls, 'the pages are read again').toBe(before.loadCalls + 1);
          expect(after.error, 'the old failure is not shown while reading again').toBeNull();
        },
      },
    ],
    list: [
      {
        act: send({ type: 'pages.new' }, 'new page'),
        then: 'editing',
        check: (after) => {
          expect(after.editing).toBeNull();
          expect(after.draft, 'an empty form, shown').toEqual(pageFormOf(null));
          expect([after.saveError, after.attempted], 'a fresh form shows no errors').toEqual([null, false]);
        },
      },
      {
        act: send(editAbout, 'edit Hakkımızda'),
        then: 'editing',
        check: (after) => {
          expect(after.editing).toBe(3);
          expect(after.draft, 'the form starts from the listed page').toEqual(pageFormOf(rowIn(after.server, 3)!));
          expect([after.saveError, after.attempted], 'a fresh form shows no errors').toEqual([null, false]);
        },
      },
      { act: send(termsUp, 'move Şartlar up'), then: 'moving', check: (after) => expect(after.movesOut).toEqual([{ id: 4, direction: 'up' }]) },
      { act: send(toggleAbout, 'hide or show Hakkımızda'), then: 'switching', check: (after, before) => expect(after.togglesOut).toEqual([{ id: 3, active: !rowIn(before.server, 3)!.active }]) },
      { act: send({ type: 'pages.reload' }, 'read the list again'), then: 'loading', check: (after, before) => expect(after.loadCalls).toBe(before.loadCalls + 1) },
      { act: send(helpTab, 'choose the help pages'), then: 'list', check: (after) => expect(after.category).toBe(1) },
    ],
    editing: [
      { act: send(titleTr, 'type a Turkish title'), then: 'editing', check: (after, before) => expect(after.draft).toEqual({ ...before.draft, titleTr: 'Gizlilik' }) },
      { act: send({ type: 'draft.active', value: false }, 'untick shown'), then: 'editing', check: (after, before) => expect(after.draft).toEqual({ ...before.draft, active: false }) },
      {
        act: send({ type: 'draft.save' }, 'save'),
        then: (before) => (formValid(before) ? 'saving' : 'editing'),
        check: (after, before) => {
          expect(after.attempted, 'the form shows what is wrong, if anything').toBe(true);
          if (!formValid(before)) return expect(after.saveCalls, 'a wrong form is not sent').toBe(before.saveCalls);
          const { id, body } = after.savesOut[0]!;
          expect(id).toBe(before.editing);
          expect([body.titleTr, body.titleEn, body.bodyTr, body.bodyEn, body.active]).toEqual([
            before.draft.titleTr.trim(), before.draft.titleEn.trim(), before.draft.bodyTr.trim(), before.draft.bodyEn.trim(), before.draft.active,
          ]);
        },
      },
      cancel('cancel'),
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
      { act: send({ type: 'draft.save' }, 'save again while it is sent'), then: 'saving', check: (after, before) => expect(after.saveCalls, 'one save at a time').toBe(before.saveCalls) },
      { act: seq(send({ type: 'draft.cancel' }, 'cancel while it is sent'), serverSaves), then: 'list', check: saved },
      {
        act: seq(send({ type: 'draft.cancel' }, 'cancel while it is sent'), fail('save', new Error(REFUSED))),
        then: 'editing',
        check: (after) => expect(after.saveError, 'the refusal is seen in the dialog').toBe(REFUSED),
      },
    ],
    moving: [
      {
        act: { label: 'move answers', run: (live) => answer('move', { list: moved(serverList(live), inFlight(live, 'move')[0]!.input as PageMoveRequest), message: MOVED }).run(live) },
        then: 'list',
        check: (after, before) => {
          expect(after.categories, 'the order the server answers with').toEqual(moved(before.server, before.movesOut[0]!).categories);
          expect(after.toasts.at(-1)).toEqual({ kind: 'success', message: MOVED });
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
        act: {
          label: 'switch answers',
          run: (live) => {
            const { id, active } = inFlight(live, 'setActive')[0]!.input as PageToggle;
            return answer('setActive', { item: { ...rowIn(serverList(live), id)!, active }, message: SWITCHED }).run(live);
          },
        },
        then: 'list',
        check: (after, before) => {
          const { id, active } = before.togglesOut[0]!;
          expect(rowIn(after.categories, id)!.active).toBe(active);
          expect(after.toasts.at(-1)).toEqual({ kind: 'success', message: SWITCHED });
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

describe('back office pages: user-level model', () => {
  it('every path agrees with the model', async () => {
    // A state is its value and what the operator can tell apart: the list, the category, which texts are written, a refusal shown.
    const serializeState = (s: Snapshot) =>
      JSON.stringify([
        s.value,
        s.context.categories.map((c) => c.pages.map((p) => `${p.id}${p.active ? '' : '-'}${p.titleTr}`)),
        s.context.category,
        s.context.editing,
        [s.context.draft.titleTr, s.context.draft.titleEn, s.context.draft.bodyTr, s.context.draft.bodyEn].filter((t) => t !== '').length,
        s.context.saveError !== null,
      ]);
    const paths = getShortestPaths(withParentSink(adminPagesMachine), { events: events as never, serializeState: serializeState as never });
    const reached = await checkFlow({ machine: adminPagesMachine }, paths, spec, {
      ruleKey: (o) => JSON.stringify([o.categories.map((c) => c.pages.map((p) => `${p.id}${p.active}${p.titleTr}`)), o.category, o.editing, formValid(o), o.saveError !== null]),
    });
    expect([...reached.keys()].sort()).toEqual(['editing', 'failed', 'list', 'loading', 'moving', 'saving', 'switching']);
  });
});

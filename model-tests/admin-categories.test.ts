import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { categoryBodyOf, categoryCreate, categoryEdit, categoryForm, categoryFormOf, emptyCategoryForm, newCategoryForm, type AdminCategory, type CategoryEdit } from '../contracts/admin-catalogue';
import { adminCategoriesMachine, type CategorySave } from '../machines/admin-categories.machine';
import { ownEvents, withParentSink } from './shell-replay';
import { answer, checkFlow, effectsOf, fail, inFlight, send, seq, type Act, type FlowSpec, type Live, type Rule } from './spec-model';

/*
 * The back office's game categories (product: Back office, games and their categories) against a user-level model
 * written from what an operator expects, not from the machine: the list shown is the server's last word (a saved or
 * hidden row changes, the others stay, a new one comes last, a move shows the order the server answers with); every
 * change the server takes is told to the games screen (its filters read the categories again); a refused save keeps
 * the dialog open with the server's reason and changes nothing; one call at a time; a new category is sent with its
 * address, an existing one keeps its own; what the operator types while the icon uploads stays in the form; a dialog
 * whose category is being sent waits for the answer; a failed read shows its reason and can be tried again.
 */
const category = (id: number, slug: string, nameTr: string, nameEn: string, over: Partial<AdminCategory> = {}): AdminCategory => ({
  id, slugList: [slug], nameTr, nameEn, imageUrl: `/media/categories/${slug}.svg`, isLive: false, hidden: false, position: id - 1, size: 10, ...over,
});
const slots = category(1, 'slot', 'Slotlar', 'Slots');
const live = category(2, 'live', 'Canlı Casino', 'Live Casino', { isLive: true });
const list = { categories: [slots, live] };
const ICON = `/media/uploads/${'b'.repeat(64)}.png`;
const NOT_REACHED = 'Sunucuya ulaşılamadı.';
const REFUSED = 'Bu adres başka bir kategoride kullanılıyor.';
const SAVED = 'Kategori kaydedildi.';
const icon = new Blob(['png'], { type: 'image/png' });

const renameSlots = { type: 'categories.rename', id: 1 } as const;
const liveUp = { type: 'categories.move', id: 2, direction: 'up' } as const;
const toggleLive = { type: 'categories.toggle', id: 2 } as const;
const field = (name: 'slug' | 'nameTr' | 'nameEn' | 'extraSlugs', value: string) => ({ type: 'draft.field', field: name, value }) as const;
const slug = field('slug', 'yeni-oyunlar');
const nameTr = field('nameTr', 'Yeni Oyunlar');
const nameEn = field('nameEn', 'New Games');
const extras = field('extraSlugs', 'new-games\nyeni');
const pickIcon = { type: 'draft.upload', file: icon } as const;

/** What the server keeps of a save: a new category last, with its address and extras; an existing one with its first address. */
function savedRow(server: AdminCategory[], { id, body }: CategorySave): AdminCategory {
  const edit = body as CategoryEdit & { slug?: string };
  const before = server.find((c) => c.id === id);
  const first = before ? before.slugList[0]! : edit.slug!;
  return {
    ...(before ?? category(100 + server.length, first, '', '', { position: server.length, size: 0 })),
    slugList: [first, ...edit.extraSlugs],
    nameTr: edit.nameTr,
    nameEn: edit.nameEn,
    imageUrl: edit.imageUrl ?? `/media/categories/${first}.svg`,
    isLive: edit.isLive,
  };
}

const ownOf = ownEvents({
  'categories.new': [{ type: 'categories.new' }],
  'categories.rename': [renameSlots as never],
  'categories.move': [liveUp as never],
  'categories.toggle': [toggleLive as never],
  'categories.reload': [{ type: 'categories.reload' }],
  'draft.field': [slug as never, nameTr as never, nameEn as never],
  'draft.live': [],
  'draft.upload': [pickIcon as never],
  'draft.generatedIcon': [{ type: 'draft.generatedIcon' }],
  'draft.save': [{ type: 'draft.save' }],
  'draft.cancel': [{ type: 'draft.cancel' }],
  'xstate.done.actor.loadCategories': [{ type: 'xstate.done.actor.loadCategories', output: list } as never],
  'xstate.error.actor.loadCategories': [{ type: 'xstate.error.actor.loadCategories', error: new Error(NOT_REACHED) } as never],
  'xstate.done.actor.save': [],
  'xstate.error.actor.save': [{ type: 'xstate.error.actor.save', error: new Error(REFUSED) } as never],
  'xstate.done.actor.move': [{ type: 'xstate.done.actor.move', output: { list: { categories: [{ ...live, position: 0 }, { ...slots, position: 1 }] }, message: 'Sıra değişti.' } } as never],
  'xstate.error.actor.move': [{ type: 'xstate.error.actor.move', error: new Error(NOT_REACHED) } as never],
  'xstate.done.actor.setHidden': [{ type: 'xstate.done.actor.setHidden', output: { category: { ...live, hidden: true }, message: 'Kategori gizlendi.' } } as never],
  'xstate.error.actor.setHidden': [{ type: 'xstate.error.actor.setHidden', error: new Error(NOT_REACHED) } as never],
  'xstate.done.actor.upload': [{ type: 'xstate.done.actor.upload', output: { name: `${'b'.repeat(64)}.png`, url: ICON } } as never],
  'xstate.error.actor.upload': [{ type: 'xstate.error.actor.upload', error: new Error('Dosya çok büyük.') } as never],
});
type Snapshot = ReturnType<typeof adminCategoriesMachine.getInitialSnapshot>;
/** A save is answered with what the server keeps of the form (a rename with the renamed row, a new one with id 100). */
const events = (snapshot: Snapshot) => [
  // One new category at most, so the walk ends.
  ...ownOf(snapshot).filter((e: { type: string }) => e.type !== 'categories.new' || snapshot.context.categories.length <= list.categories.length),
  ...(snapshot.matches({ ready: { editing: 'saving' } })
    ? [{ type: 'xstate.done.actor.save', output: { category: savedRow(snapshot.context.categories, saveOf(snapshot)), message: SAVED } }]
    : []),
];
function saveOf(snapshot: Snapshot): CategorySave {
  const { slug: address, ...edit } = categoryBodyOf(snapshot.context.draft);
  return snapshot.context.editing === null ? { id: null, body: { slug: address, ...edit } } : { id: snapshot.context.editing, body: edit };
}

/** The model's own list: the server's last answer for each row, in the order of the answers (one call at a time). */
function serverList(live: Live): AdminCategory[] {
  let categories: AdminCategory[] = [];
  for (const request of live.requests) {
    if (request.answered?.how !== 'resolve') continue;
    const value = request.answered.value as { categories?: AdminCategory[]; list?: { categories: AdminCategory[] }; category?: AdminCategory };
    if (request.src === 'loadCategories') categories = value.categories!;
    else if (request.src === 'move') categories = value.list!.categories;
    else if (value.category) {
      const row = value.category;
      categories = categories.some((c) => c.id === row.id) ? categories.map((c) => (c.id === row.id ? row : c)) : [...categories, row];
    }
  }
  return categories;
}
/** Changes the server took (saves, moves, switches): each one is told to the games screen. */
const changesTaken = (live: Live) => live.requests.filter((r) => ['save', 'move', 'setHidden'].includes(r.src) && r.answered?.how === 'resolve').length;

const observe = (live: Live) => {
  const snapshot = live.actor.getSnapshot();
  const { context } = snapshot;
  return {
    open: snapshot.status === 'active',
    loadsOut: inFlight(live, 'loadCategories').length,
    loadCalls: live.requests.filter((r) => r.src === 'loadCategories').length,
    savesOut: inFlight(live, 'save').map((r) => r.input as CategorySave),
    saveCalls: live.requests.filter((r) => r.src === 'save').length,
    movesOut: inFlight(live, 'move').map((r) => r.input),
    togglesOut: inFlight(live, 'setHidden').map((r) => r.input),
    uploadsOut: inFlight(live, 'upload').map((r) => r.input),
    server: serverList(live),
    taken: changesTaken(live),
    // What the view reads.
    failed: snapshot.matches('failed') as boolean,
    error: context.error as string | null,
    categories: context.categories as AdminCategory[],
    changes: context.changes as number,
    dialog: snapshot.matches({ ready: 'editing' }) as boolean,
    editing: context.editing as number | null,
    draft: context.draft as typeof emptyCategoryForm,
    attempted: context.attempted as boolean,
    saveError: context.saveError as string | null,
    uploadError: context.uploadError as string | null,
    toasts: effectsOf(live, 'toast').map((e) => e.params as { kind: string; message: string }),
  };
};
type Observed = ReturnType<typeof observe>;

const rowOf = (o: Observed, id: number) => o.server.find((c) => c.id === id)!;
const formValid = (o: Observed) => (o.editing === null ? newCategoryForm : categoryForm).safeParse(o.draft).success;
const listUnchanged: Rule<Observed>['check'] = (after, before) => {
  expect(after.categories, 'the list is as it was').toEqual(before.categories);
  expect(after.changes, 'nothing is told to the games screen').toBe(before.changes);
};

const serverSaves: Act = {
  label: 'save answers',
  run: async (live) => {
    const request = inFlight(live, 'save').at(-1);
    expect(request, 'a save call is in flight').toBeDefined();
    await answer('save', { category: savedRow(serverList(live), request!.input as CategorySave), message: SAVED }).run(live);
  },
};
const saved: Rule<Observed>['check'] = (after, before) => {
  const sent = before.savesOut[0]!;
  expect(after.toasts.at(-1)).toEqual({ kind: 'success', message: SAVED });
  expect(after.changes, 'the games screen is told').toBe(before.changes + 1);
  if (sent.id === null) {
    expect(after.categories.slice(0, -1), 'the others stay').toEqual(before.categories);
    expect(after.categories.at(-1)!.slugList[0], 'a new category comes last, with its address').toBe((sent.body as { slug: string }).slug);
  } else {
    for (const c of after.categories) {
      if (c.id === sent.id) expect(c.nameTr, 'the saved row shows the saved name').toBe(sent.body.nameTr);
      else expect(c, 'the other rows stay').toEqual(before.categories.find((b) => b.id === c.id));
    }
    expect(after.categories.length).toBe(before.categories.length);
  }
};

const typeName = (label: string, from: string): Rule<Observed> => ({
  act: send(field('nameTr', 'Slot Oyunları'), label),
  then: from,
  check: (after, before) => expect(after.draft, 'what was typed is in the form').toEqual({ ...before.draft, nameTr: 'Slot Oyunları' }),
});
const tickLive = (label: string, from: string): Rule<Observed> => ({
  act: send({ type: 'draft.live', value: true }, label),
  then: from,
  check: (after, before) => expect(after.draft).toEqual({ ...before.draft, isLive: true }),
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
              ? 'uploading icon'
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
    // The heart of it: what is listed is the server's last word on each row, and each change it took is told on.
    if (!o.failed && !o.loadsOut) expect(o.categories, 'the list is the server’s answer').toEqual(o.server);
    expect(o.changes, 'every change the server took is told to the games screen, once').toBe(o.taken);
    if (o.dialog && o.editing !== null) expect(o.server.some((c) => c.id === o.editing), 'the dialog edits a listed category').toBe(true);
    for (const { id, body } of o.savesOut) {
      expect(o.dialog, 'the dialog stays open while its category is sent').toBe(true);
      expect(id).toBe(o.editing);
      // A new category is sent with its address; an existing one keeps its own (players' links stay valid).
      if (id === null) expect(categoryCreate.safeParse(body).success, 'a new category as the server takes it').toBe(true);
      else {
        expect('slug' in body, 'an existing category’s address is not sent').toBe(false);
        expect(categoryEdit.safeParse(body).success, 'an edit as the server takes it').toBe(true);
      }
    }
    if (o.saveError) expect(o.saveError, 'a refusal is told with the server’s reason').toBe(REFUSED);
  },
  rules: {
    loading: [
      { act: answer('loadCategories', list), then: 'list', check: (after) => expect(after.categories.map((c) => c.nameTr)).toEqual(['Slotlar', 'Canlı Casino']) },
      { act: fail('loadCategories', new Error(NOT_REACHED)), then: 'failed' },
    ],
    failed: [
      {
        act: send({ type: 'categories.reload' }, 'try again'),
        then: 'loading',
        check: (after, before) => expect(after.loadCalls, 'the categories are read again').toBe(before.loadCalls + 1),
      },
    ],
    list: [
      {
        act: send({ type: 'categories.new' }, 'new category'),
        then: 'editing',
        check: (after) => {
          expect(after.editing, 'a new category').toBeNull();
          expect(after.draft, 'an empty form').toEqual(emptyCategoryForm);
          expect([after.saveError, after.uploadError, after.attempted], 'a fresh form shows no errors').toEqual([null, null, false]);
        },
      },
      {
        act: send(renameSlots, 'edit Slotlar'),
        then: 'editing',
        check: (after) => {
          expect(after.editing).toBe(1);
          expect(after.draft, 'the form starts from the listed row').toEqual(categoryFormOf(rowOf(after, 1)));
          expect([after.saveError, after.uploadError, after.attempted], 'a fresh form shows no errors').toEqual([null, null, false]);
        },
      },
      { act: send(liveUp, 'move Canlı Casino up'), then: 'moving', check: (after) => expect(after.movesOut).toEqual([{ id: 2, direction: 'up' }]) },
      {
        act: send(toggleLive, 'hide or show Canlı Casino'),
        then: 'switching',
        check: (after, before) => expect(after.togglesOut).toEqual([{ id: 2, hidden: !rowOf(before, 2).hidden }]),
      },
      {
        act: send({ type: 'categories.reload' }, 'read the list again'),
        then: 'loading',
        check: (after, before) => expect(after.loadCalls).toBe(before.loadCalls + 1),
      },
    ],
    editing: [
      typeName('type a name', 'editing'),
      tickLive('mark it live', 'editing'),
      {
        act: send(extras, 'write extra addresses'),
        then: 'editing',
        check: (after, before) => expect(after.draft).toEqual({ ...before.draft, extraSlugs: 'new-games\nyeni' }),
      },
      {
        act: send(pickIcon, 'pick an icon'),
        then: 'uploading icon',
        check: (after) => {
          expect(after.uploadsOut).toEqual([icon]);
          expect(after.uploadError).toBeNull();
        },
      },
      {
        act: send({ type: 'draft.generatedIcon' }, 'use the generated icon'),
        then: 'editing',
        check: (after, before) => {
          expect(after.draft).toEqual({ ...before.draft, imageUrl: '' });
          expect(after.uploadError).toBeNull();
        },
      },
      {
        act: send({ type: 'draft.save' }, 'save'),
        then: (before) => (formValid(before) ? 'saving' : 'editing'),
        check: (after, before) => {
          expect(after.attempted, 'the form shows what is wrong, if anything').toBe(true);
          if (!formValid(before)) return expect(after.saveCalls, 'a wrong form is not sent').toBe(before.saveCalls);
          const { id, body } = after.savesOut[0]!;
          expect(id).toBe(before.editing);
          expect(body.nameTr).toBe(before.draft.nameTr.trim());
          expect(body.imageUrl, 'an uploaded icon, or none for the generated one').toBe(before.draft.imageUrl || null);
          expect(body.isLive).toBe(before.draft.isLive);
          if (id === null) expect((body as { slug: string }).slug).toBe(before.draft.slug.trim());
        },
      },
      cancel('cancel'),
    ],
    'uploading icon': [
      {
        act: answer('upload', { name: `${'b'.repeat(64)}.png`, url: ICON }),
        then: 'editing',
        check: (after, before) => expect(after.draft).toEqual({ ...before.draft, imageUrl: ICON }),
      },
      {
        act: fail('upload', new Error('Dosya çok büyük.')),
        then: 'editing',
        check: (after, before) => {
          expect(after.uploadError, 'the upload’s refusal is told').toBe('Dosya çok büyük.');
          expect(after.draft, 'the form keeps its icon').toEqual(before.draft);
        },
      },
      typeName('type a name while the icon uploads', 'uploading icon'),
      tickLive('mark it live while the icon uploads', 'uploading icon'),
      {
        act: seq(send(nameEn, 'type a name while the icon uploads'), answer('upload', { name: `${'b'.repeat(64)}.png`, url: ICON })),
        then: 'editing',
        check: (after) => expect([after.draft.nameEn, after.draft.imageUrl], 'both the name and the icon are in the form').toEqual(['New Games', ICON]),
      },
      {
        act: seq(send({ type: 'draft.save' }, 'save while the icon uploads'), answer('upload', { name: `${'b'.repeat(64)}.png`, url: ICON })),
        then: (before) => (formValid({ ...before, draft: { ...before.draft, imageUrl: ICON } }) ? 'saving' : 'editing'),
        check: (after) => {
          expect(after.attempted, 'the save was asked for').toBe(true);
          for (const { body } of after.savesOut) expect(body.imageUrl, 'the category is sent with its new icon').toBe(ICON);
        },
      },
      {
        act: seq(send({ type: 'draft.save' }, 'save while the icon uploads'), fail('upload', new Error('Dosya çok büyük.'))),
        then: 'editing',
        check: (after, before) => expect(after.saveCalls, 'a refused icon is told first; nothing is sent').toBe(before.saveCalls),
      },
      cancel('cancel while the icon uploads'),
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
      { act: seq(send({ type: 'draft.cancel' }, 'cancel while it is sent'), serverSaves), then: 'list', check: saved },
    ],
    moving: [
      {
        act: answer('move', { list: { categories: [{ ...live, position: 0 }, { ...slots, position: 1 }] }, message: 'Sıra değişti.' }),
        then: 'list',
        check: (after, before) => {
          expect(after.categories.map((c) => c.nameTr), 'the order the server answers with').toEqual(['Canlı Casino', 'Slotlar']);
          expect(after.toasts.at(-1)).toEqual({ kind: 'success', message: 'Sıra değişti.' });
          expect(after.changes, 'the games screen is told').toBe(before.changes + 1);
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
        act: answer('setHidden', { category: { ...live, hidden: true }, message: 'Kategori gizlendi.' }),
        then: 'list',
        check: (after, before) => {
          expect(after.categories.find((c) => c.id === 2)!.hidden).toBe(true);
          expect(after.categories.filter((c) => c.id !== 2), 'the other rows stay').toEqual(before.categories.filter((c) => c.id !== 2));
          expect(after.changes, 'the games screen is told').toBe(before.changes + 1);
        },
      },
      {
        act: fail('setHidden', new Error(NOT_REACHED)),
        then: 'list',
        check: (after, before) => {
          listUnchanged(after, before, undefined as never);
          expect(after.toasts.at(-1)).toEqual({ kind: 'error', message: NOT_REACHED });
        },
      },
    ],
  },
};

describe('back office game categories: user-level model', () => {
  it('every path agrees with the model', async () => {
    // A state is its value and what the operator can tell apart: the list, which of the form's texts are written, its icon, a refusal shown.
    const serializeState = (s: Snapshot) =>
      JSON.stringify([
        s.value,
        s.context.categories.map((c) => `${c.id}${c.hidden ? '-' : ''}${c.nameTr}`),
        s.context.editing,
        [s.context.draft.slug, s.context.draft.nameTr, s.context.draft.nameEn].map((text) => text !== ''),
        s.context.draft.imageUrl,
        s.context.saveError !== null,
      ]);
    const paths = getShortestPaths(withParentSink(adminCategoriesMachine), { events: events as never, serializeState: serializeState as never });
    const reached = await checkFlow({ machine: adminCategoriesMachine }, paths, spec, {
      ruleKey: (o) => JSON.stringify([o.categories.map((c) => `${c.id}${c.hidden}${c.nameTr}`), o.editing, formValid(o), o.draft.imageUrl, o.saveError !== null]),
    });
    expect([...reached.keys()].sort()).toEqual(['editing', 'failed', 'list', 'loading', 'moving', 'saving', 'switching', 'uploading icon']);
  });
});

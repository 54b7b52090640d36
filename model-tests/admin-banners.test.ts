import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { bannerCreate, bannerEdit, bannerForm, bannerFormOf, type BannerForm, type BannerItem, type BannerList, type BannerSlider } from '../contracts/admin-content';
import { type AdminBannersContext, adminBannersMachine, type BannerImageField, type BannerMoveRequest, type BannerSave, type BannerToggle } from '../machines/admin-banners.machine';
import { ownEvents, withParentSink } from './shell-replay';
import { answer, checkFlow, effectsOf, fail, inFlight, send, seq, type Act, type FlowSpec, type Live, type Rule } from './spec-model';

/*
 * The back office's banners (product: Back office, banners of the home and casino sliders) against a user-level model
 * written from what an operator expects, not from the machine: the list shown is the server's last word (a saved or
 * switched banner changes, the others stay, a new one comes last in the slider chosen, a move shows the order the
 * server answers with); a refused save keeps the dialog open with the server's reason and changes nothing; one call
 * at a time; an image goes into the field it was picked for, and a refused upload is told beside that field; what the
 * operator types, ticks or asks for while an image uploads is not dropped; a dialog whose banner is being sent waits
 * for the answer; a failed read shows its reason and can be tried again.
 */
const IMG = (name: string) => `/media/banners/${name}.png`;
const banner = (id: number, slider: BannerSlider, position: number, title: string, over: Partial<BannerItem> = {}): BannerItem => ({
  id, slider, slug: `b${id}`, title, url: '/casino', position, active: true,
  images: { mobile: IMG(`${id}-m`), tablet: IMG(`${id}-t`), desktop: IMG(`${id}-d`) }, imagesEn: null, ...over,
});
const welcome = banner(1, 'home', 0, 'Hoş geldin');
const tournament = banner(2, 'home', 1, 'Turnuva');
const live = banner(3, 'casino', 0, 'Canlı masalar');
const list: BannerList = { sliders: [{ name: 'home', items: [welcome, tournament] }, { name: 'casino', items: [live] }] };
const UPLOADED = `/media/uploads/${'c'.repeat(64)}.png`;
const uploaded = { name: `${'c'.repeat(64)}.png`, url: UPLOADED, contentType: 'image/png', size: 3 };
const NOT_REACHED = 'Sunucuya ulaşılamadı.';
const REFUSED = 'Bu bağlantı kabul edilmedi.';
const TOO_BIG = 'Dosya çok büyük.';
const SAVED = 'Banner kaydedildi.';
const MOVED = 'Sıra değişti.';
const SWITCHED = 'Banner güncellendi.';
const image = new Blob(['png'], { type: 'image/png' });

const editWelcome = { type: 'banners.edit', id: 1 } as const;
const tournamentUp = { type: 'banners.move', id: 2, direction: 'up' } as const;
const toggleWelcome = { type: 'banners.toggle', id: 1 } as const;
const casinoTab = { type: 'banners.slider', value: 'casino' } as const;
const title = { type: 'draft.change', field: 'title', value: 'Yaz kampanyası' } as const;
const link = { type: 'draft.change', field: 'url', value: '/promotions' } as const;
const pick = (field: BannerImageField) => ({ type: 'draft.upload', field, file: image }) as const;

/** The server's side of a move: the banner swaps places with its neighbour in its slider. */
function moved(sliders: BannerList['sliders'], { id, direction }: BannerMoveRequest): BannerList {
  return {
    sliders: sliders.map((s) => {
      const at = s.items.findIndex((i) => i.id === id);
      const to = direction === 'up' ? at - 1 : at + 1;
      if (at === -1 || to < 0 || to >= s.items.length) return s;
      const items = [...s.items];
      [items[at], items[to]] = [items[to]!, items[at]!];
      return { ...s, items: items.map((i, position) => ({ ...i, position })) };
    }),
  };
}
const rowIn = (sliders: BannerList['sliders'], id: number) => sliders.flatMap((s) => s.items).find((i) => i.id === id);
/** What the server keeps of a save: a new banner last in its slider (id 100), an edit in place. */
function savedRow(sliders: BannerList['sliders'], { id, body }: BannerSave): BannerItem {
  const before = id === null ? undefined : rowIn(sliders, id);
  const slider = before?.slider ?? (body as { slider: BannerSlider }).slider;
  const position = before?.position ?? sliders.find((s) => s.name === slider)!.items.length;
  return { ...(before ?? banner(100, slider, position, '')), title: body.title, url: body.url, active: body.active, images: body.images, imagesEn: body.imagesEn };
}

const ownOf = ownEvents({
  'banners.slider': [casinoTab as never],
  'banners.edit': [editWelcome as never],
  'banners.move': [tournamentUp as never],
  'banners.toggle': [toggleWelcome as never],
  'draft.change': [title as never, link as never],
  // Unticking and clearing are tried as rules; the walk keeps to what fills a form.
  'draft.active': [],
  'draft.upload': [pick('mobile') as never, pick('tablet') as never, pick('desktop') as never],
  'draft.clear': [],
  'xstate.done.actor.loadBanners': [{ type: 'xstate.done.actor.loadBanners', output: list } as never],
  'xstate.error.actor.loadBanners': [{ type: 'xstate.error.actor.loadBanners', error: new Error(NOT_REACHED) } as never],
  'xstate.done.actor.save': [],
  'xstate.error.actor.save': [{ type: 'xstate.error.actor.save', error: new Error(REFUSED) } as never],
  'xstate.done.actor.move': [],
  'xstate.error.actor.move': [{ type: 'xstate.error.actor.move', error: new Error(NOT_REACHED) } as never],
  'xstate.done.actor.setActive': [],
  'xstate.error.actor.setActive': [{ type: 'xstate.error.actor.setActive', error: new Error(NOT_REACHED) } as never],
  'xstate.done.actor.upload': [{ type: 'xstate.done.actor.upload', output: uploaded } as never],
  'xstate.error.actor.upload': [{ type: 'xstate.error.actor.upload', error: new Error(TOO_BIG) } as never],
});
type Snapshot = ReturnType<typeof adminBannersMachine.getInitialSnapshot>;
const allItems = (s: Snapshot) => s.context.sliders.flatMap((x) => x.items);
/** Answers computed from the list the machine holds (the graph has no server): a save, a move, a switch. */
const events = (snapshot: Snapshot) => {
  const { context } = snapshot;
  return [
    // One new banner at most, so the walk ends; the slider tabs are behind the (modal) dialog while it is open.
    ...ownOf(snapshot).filter(
      (e: { type: string }) =>
        (e.type !== 'banners.new' || allItems(snapshot).length <= 3) && (e.type !== 'banners.slider' || !snapshot.matches({ ready: 'editing' })),
    ),
    // (The form may have changed while it was sent; the walk answers only a form the server would take.)
    ...(snapshot.matches({ ready: { editing: 'saving' } }) && bannerForm.safeParse(context.draft).success
      ? [{ type: 'xstate.done.actor.save', output: { item: savedRow(context.sliders, saveOf(snapshot)), message: SAVED } }]
      : []),
    ...(snapshot.matches({ ready: 'moving' }) ? [{ type: 'xstate.done.actor.move', output: { list: moved(context.sliders, tournamentUp), message: MOVED } }] : []),
    ...(snapshot.matches({ ready: 'toggling' })
      ? [{ type: 'xstate.done.actor.setActive', output: { item: { ...rowIn(context.sliders, context.busy!)!, active: !rowIn(context.sliders, context.busy!)!.active }, message: SWITCHED } }]
      : []),
  ];
};
function saveOf(snapshot: Snapshot): BannerSave {
  const form = bannerForm.parse(snapshot.context.draft);
  const body = { title: form.title, url: form.url, active: form.active, images: { mobile: form.mobile, tablet: form.tablet, desktop: form.desktop }, imagesEn: null };
  return snapshot.context.editing === null ? { id: null, body: { ...body, slider: snapshot.context.slider } } : { id: snapshot.context.editing, body };
}

/** The model's own list: the server's last answer for each banner, in the order of the answers (one call at a time). */
function serverList(live: Live): BannerList['sliders'] {
  let sliders: BannerList['sliders'] = [];
  for (const request of live.requests) {
    if (request.answered?.how !== 'resolve') continue;
    const value = request.answered.value as Partial<BannerList> & { list?: BannerList; item?: BannerItem };
    if (request.src === 'loadBanners') sliders = value.sliders!;
    else if (request.src === 'move') sliders = value.list!.sliders;
    else if (value.item) {
      const row = value.item;
      sliders = sliders.map((s) =>
        s.name !== row.slider ? s : { ...s, items: s.items.some((i) => i.id === row.id) ? s.items.map((i) => (i.id === row.id ? row : i)) : [...s.items, row] },
      );
    }
  }
  return sliders;
}
/** The model's own reading of the screen: the slider tab chosen last (home at first), the image field picked last. */
const chosenSlider = (live: Live) =>
  live.received.reduce<BannerSlider>((slider, { event }) => (event.type === 'banners.slider' ? (event as typeof casinoTab).value : slider), 'home');
const pickedField = (live: Live) =>
  live.received.reduce<BannerImageField | null>((field, { event }) => (event.type === 'draft.upload' ? (event as ReturnType<typeof pick>).field : field), null);

const observe = (live: Live) => {
  const snapshot = live.actor.getSnapshot();
  const context = snapshot.context as AdminBannersContext;
  return {
    open: snapshot.status === 'active',
    loadsOut: inFlight(live, 'loadBanners').length,
    loadCalls: live.requests.filter((r) => r.src === 'loadBanners').length,
    savesOut: inFlight(live, 'save').map((r) => r.input as BannerSave),
    saveCalls: live.requests.filter((r) => r.src === 'save').length,
    movesOut: inFlight(live, 'move').map((r) => r.input as BannerMoveRequest),
    togglesOut: inFlight(live, 'setActive').map((r) => r.input as BannerToggle),
    uploadsOut: inFlight(live, 'upload').map((r) => r.input),
    server: serverList(live),
    chosenSlider: chosenSlider(live),
    pickedField: pickedField(live),
    // What the view reads.
    failed: snapshot.matches('failed') as boolean,
    error: context.error,
    sliders: context.sliders,
    slider: context.slider,
    dialog: snapshot.matches({ ready: 'editing' }) as boolean,
    editing: context.editing,
    draft: context.draft,
    attempted: context.attempted,
    saveError: context.saveError,
    uploadError: context.uploadError,
    uploading: context.uploading,
    busy: context.busy,
    toasts: effectsOf(live, 'toast').map((e) => e.params as { kind: string; message: string }),
  };
};
type Observed = ReturnType<typeof observe>;

const formValid = (o: Observed) => bannerForm.safeParse(o.draft).success;
const listUnchanged: Rule<Observed>['check'] = (after, before) => expect(after.sliders, 'the list is as it was').toEqual(before.sliders);

const serverSaves: Act = {
  label: 'save answers',
  run: async (live) => {
    const request = inFlight(live, 'save').at(-1);
    expect(request, 'a save call is in flight').toBeDefined();
    await answer('save', { item: savedRow(serverList(live), request!.input as BannerSave), message: SAVED }).run(live);
  },
};
const saved: Rule<Observed>['check'] = (after, before) => {
  const sent = before.savesOut[0]!;
  expect(after.toasts.at(-1)).toEqual({ kind: 'success', message: SAVED });
  const afterAll = after.sliders.flatMap((s) => s.items);
  const beforeAll = before.sliders.flatMap((s) => s.items);
  if (sent.id === null) {
    const into = after.sliders.find((s) => s.name === before.chosenSlider)!;
    expect(into.items.at(-1)!.title, 'a new banner comes last in the slider chosen').toBe(sent.body.title);
    expect(afterAll.length).toBe(beforeAll.length + 1);
  } else {
    for (const b of afterAll) {
      if (b.id === sent.id) expect([b.title, b.url, b.active], 'the saved banner shows what was saved').toEqual([sent.body.title, sent.body.url, sent.body.active]);
      else expect(b, 'the other banners stay').toEqual(beforeAll.find((x) => x.id === b.id));
    }
    expect(afterAll.length).toBe(beforeAll.length);
  }
};

const typeTitle = (label: string, from: string): Rule<Observed> => ({
  act: send(title, label),
  then: from,
  check: (after, before) => expect(after.draft, 'what was typed is in the form').toEqual({ ...before.draft, title: 'Yaz kampanyası' }),
});
const switchOff = (label: string, from: string): Rule<Observed> => ({
  act: send({ type: 'draft.active', value: false }, label),
  then: from,
  check: (after, before) => expect(after.draft).toEqual({ ...before.draft, active: false }),
});
const clearMobile = (label: string, from: string): Rule<Observed> => ({
  act: send({ type: 'draft.clear', field: 'mobile' }, label),
  then: from,
  check: (after, before) => expect(after.draft).toEqual({ ...before.draft, mobile: '' }),
});
const cancel = (label: string): Rule<Observed> => ({
  act: send({ type: 'draft.cancel' }, label),
  then: 'list',
  check: (after, before) => {
    listUnchanged(after, before, undefined as never);
    expect(after.saveCalls, 'nothing is sent').toBe(before.saveCalls);
  },
});
const casino: Rule<Observed> = {
  act: send(casinoTab, 'choose the casino slider'),
  then: 'list',
  check: (after) => expect(after.slider).toBe('casino'),
};
const withImage = (draft: BannerForm, field: BannerImageField | null): BannerForm => (field ? { ...draft, [field]: UPLOADED } : draft);

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
              ? 'uploading'
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
    // The heart of it: what is listed is the server's last word on each banner.
    if (!o.failed && !o.loadsOut) expect(o.sliders, 'the list is the server’s answer').toEqual(o.server);
    expect(o.slider, 'the slider shown is the one chosen last').toBe(o.chosenSlider);
    if (o.dialog && o.editing !== null) expect(rowIn(o.server, o.editing), 'the dialog edits a listed banner').toBeDefined();
    for (const { id, body } of o.savesOut) {
      expect(o.dialog, 'the dialog stays open while its banner is sent').toBe(true);
      expect(id).toBe(o.editing);
      if (id === null) {
        expect(bannerCreate.safeParse(body).success, 'a new banner as the server takes it').toBe(true);
        expect((body as { slider: string }).slider, 'a new banner goes to the slider chosen').toBe(o.chosenSlider);
      } else {
        expect('slider' in body, 'an existing banner stays in its slider').toBe(false);
        expect(bannerEdit.safeParse(body).success, 'an edit as the server takes it').toBe(true);
      }
    }
    for (const { id } of [...o.movesOut, ...o.togglesOut]) expect(o.busy, 'the row whose change is sent waits').toBe(id);
    if (o.uploadsOut.length) expect(o.uploading, 'the field being uploaded is the one picked').toBe(o.pickedField);
    if (o.saveError) expect(o.saveError, 'a refusal is told with the server’s reason').toBe(REFUSED);
    if (o.uploadError) expect(o.uploadError, 'a refused upload is told beside its field').toEqual({ field: o.pickedField, message: TOO_BIG });
  },
  rules: {
    loading: [
      { act: answer('loadBanners', list), then: 'list', check: (after) => expect(after.sliders.map((s) => s.items.map((i) => i.title))).toEqual([['Hoş geldin', 'Turnuva'], ['Canlı masalar']]) },
      { act: fail('loadBanners', new Error(NOT_REACHED)), then: 'failed' },
      { act: seq(send(casinoTab, 'choose the casino slider while the list loads'), answer('loadBanners', list)), then: 'list', check: (after) => expect(after.slider).toBe('casino') },
    ],
    failed: [
      {
        act: send({ type: 'banners.reload' }, 'try again'),
        then: 'loading',
        check: (after, before) => {
          expect(after.loadCalls, 'the banners are read again').toBe(before.loadCalls + 1);
          expect(after.error, 'the old failure is not shown while reading again').toBeNull();
        },
      },
    ],
    list: [
      {
        act: send({ type: 'banners.new' }, 'new banner'),
        then: 'editing',
        check: (after) => {
          expect(after.editing, 'a new banner').toBeNull();
          expect(after.draft, 'an empty form, shown').toEqual(bannerFormOf(null));
          expect([after.saveError, after.uploadError, after.attempted], 'a fresh form shows no errors').toEqual([null, null, false]);
        },
      },
      {
        act: send(editWelcome, 'edit Hoş geldin'),
        then: 'editing',
        check: (after) => {
          expect(after.editing).toBe(1);
          expect(after.draft, 'the form starts from the listed banner').toEqual(bannerFormOf(rowIn(after.server, 1)!));
          expect([after.saveError, after.uploadError, after.attempted], 'a fresh form shows no errors').toEqual([null, null, false]);
        },
      },
      { act: send(tournamentUp, 'move Turnuva up'), then: 'moving', check: (after) => expect(after.movesOut).toEqual([{ id: 2, direction: 'up' }]) },
      {
        act: send(toggleWelcome, 'switch Hoş geldin off or on'),
        then: 'switching',
        check: (after, before) => expect(after.togglesOut).toEqual([{ id: 1, active: !rowIn(before.server, 1)!.active }]),
      },
      { act: send({ type: 'banners.reload' }, 'read the list again'), then: 'loading', check: (after, before) => expect(after.loadCalls).toBe(before.loadCalls + 1) },
      casino,
    ],
    editing: [
      typeTitle('type a title', 'editing'),
      switchOff('untick shown', 'editing'),
      clearMobile('clear the mobile image', 'editing'),
      {
        act: send(pick('tablet'), 'pick the tablet image'),
        then: 'uploading',
        check: (after) => {
          expect(after.uploadsOut).toEqual([image]);
          expect(after.uploadError, 'an old refusal goes').toBeNull();
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
          expect([body.title, body.url, body.active]).toEqual([before.draft.title.trim(), before.draft.url.trim(), before.draft.active]);
          expect(body.images).toEqual({ mobile: before.draft.mobile, tablet: before.draft.tablet, desktop: before.draft.desktop });
        },
      },
      cancel('cancel'),
    ],
    uploading: [
      {
        act: answer('upload', uploaded),
        then: 'editing',
        check: (after, before) => expect(after.draft, 'the image goes into the field it was picked for').toEqual(withImage(before.draft, before.pickedField)),
      },
      {
        act: fail('upload', new Error(TOO_BIG)),
        then: 'editing',
        check: (after, before) => {
          expect(after.uploadError, 'the refusal is told beside its field').toEqual({ field: before.pickedField, message: TOO_BIG });
          expect(after.draft, 'the form keeps its images').toEqual(before.draft);
        },
      },
      typeTitle('type a title while an image uploads', 'uploading'),
      switchOff('untick shown while an image uploads', 'uploading'),
      {
        act: seq(send(link, 'type a link while an image uploads'), answer('upload', uploaded)),
        then: 'editing',
        check: (after, before) => expect(after.draft, 'both the link and the image are in the form').toEqual(withImage({ ...before.draft, url: '/promotions' }, before.pickedField)),
      },
      {
        act: seq(send({ type: 'draft.save' }, 'save while an image uploads'), answer('upload', uploaded)),
        then: (before) => (bannerForm.safeParse(withImage(before.draft, before.pickedField)).success ? 'saving' : 'editing'),
        check: (after, before) => {
          expect(after.attempted, 'the save was asked for').toBe(true);
          for (const { body } of after.savesOut) expect(body.images[before.pickedField as 'mobile'], 'the banner is sent with its new image').toBe(UPLOADED);
        },
      },
      {
        act: seq(send({ type: 'draft.save' }, 'save while an image uploads'), fail('upload', new Error(TOO_BIG))),
        then: 'editing',
        check: (after, before) => expect(after.saveCalls, 'a refused image is told first; nothing is sent').toBe(before.saveCalls),
      },
      cancel('cancel while an image uploads'),
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
      {
        act: seq(send({ type: 'draft.cancel' }, 'cancel while it is sent'), fail('save', new Error(REFUSED))),
        then: 'editing',
        check: (after) => expect(after.saveError, 'the refusal is seen in the dialog').toBe(REFUSED),
      },
    ],
    moving: [
      {
        act: { label: 'move answers', run: (live) => answer('move', { list: moved(serverList(live), inFlight(live, 'move')[0]!.input as BannerMoveRequest), message: MOVED }).run(live) },
        then: 'list',
        check: (after, before) => {
          expect(after.sliders, 'the order the server answers with').toEqual(moved(before.server, before.movesOut[0]!).sliders);
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
            const { id, active } = inFlight(live, 'setActive')[0]!.input as BannerToggle;
            return answer('setActive', { item: { ...rowIn(serverList(live), id)!, active }, message: SWITCHED }).run(live);
          },
        },
        then: 'list',
        check: (after, before) => {
          const { id, active } = before.togglesOut[0]!;
          expect(rowIn(after.sliders, id)!.active).toBe(active);
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

describe('back office banners: user-level model', () => {
  it('every path agrees with the model', async () => {
    // A state is its value and what the operator can tell apart: the list, the slider, the form, a refusal shown.
    const serializeState = (s: Snapshot) =>
      JSON.stringify([
        s.value,
        s.context.sliders.map((x) => x.items.map((i) => `${i.id}${i.active ? '' : '-'}${i.title}`)),
        s.context.slider,
        s.context.editing,
        [s.context.draft.title !== '', s.context.draft.url !== '', [s.context.draft.mobile, s.context.draft.tablet, s.context.draft.desktop].filter(Boolean).length],
        s.context.uploading,
        s.context.saveError !== null,
        s.context.uploadError !== null,
        s.context.saveAsked,
      ]);
    const paths = getShortestPaths(withParentSink(adminBannersMachine), { events: events as never, serializeState: serializeState as never });
    const reached = await checkFlow({ machine: adminBannersMachine }, paths, spec, {
      ruleKey: (o) =>
        JSON.stringify([o.sliders.map((x) => x.items.map((i) => `${i.id}${i.active}${i.title}`)), o.slider, o.editing, formValid(o), o.saveError !== null, o.uploadError !== null]),
    });
    expect([...reached.keys()].sort()).toEqual(['editing', 'failed', 'list', 'loading', 'moving', 'saving', 'switching', 'uploading']);
    // About 8,600 paths, 6 ms each on a loaded 2-core machine (55 s with the other suites running beside it): the
    // suite's 60 s would fail it on load alone.
  }, 180_000);
});

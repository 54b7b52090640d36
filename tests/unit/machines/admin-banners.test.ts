import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { BannerItem, BannerList, MediaUpload } from '../../../contracts/admin-content';
import { adminBannersMachine, type BannerSave } from '../../../machines/admin-banners.machine';
import type { ToastParams } from '../../../machines/machine-helpers';
import { flush } from './shell-harness';

const item = (id: number, title: string): BannerItem => ({
  id,
  slider: 'home',
  slug: `b-${id}`,
  title,
  url: '/promotions',
  position: id - 1,
  active: true,
  images: { mobile: `/media/banners/b-${id}-0.svg`, tablet: `/media/banners/b-${id}-1.svg`, desktop: `/media/banners/b-${id}-2.svg` },
  imagesEn: null,
});
const list: BannerList = { sliders: [{ name: 'home', items: [item(1, 'Hoş Geldin'), item(2, 'Aviator')] }, { name: 'casino', items: [] }] };

function start({ upload }: { upload: (file: Blob) => Promise<MediaUpload> }) {
  const saves: BannerSave[] = [];
  const toasts: ToastParams[] = [];
  const machine = adminBannersMachine.provide({
    actors: {
      loadBanners: fromPromise(async () => list),
      upload: fromPromise(({ input }) => upload(input)),
      save: fromPromise(async ({ input }) => {
        saves.push(input);
        return { item: { ...item(input.id ?? 9, input.body.title), ...input.body, slider: 'home' as const }, message: 'saved' };
      }),
      move: fromPromise(async () => ({ list, message: 'moved' })),
      setActive: fromPromise(async ({ input }) => ({ item: { ...item(input.id, 'x'), active: input.active }, message: 'toggled' })),
    },
    actions: { toast: (_, params) => toasts.push(params) },
  });
  const actor = createActor(machine).start();
  return { actor, saves, toasts };
}

describe('admin banners machine', () => {
  it('keeps the field’s image when an upload is refused, and says so for that field only', async () => {
    const { actor } = start({ upload: async () => Promise.reject(new Error('Only PNG, JPEG or WebP')) });
    await flush();
    actor.send({ type: 'banners.edit', id: 1 });
    actor.send({ type: 'draft.upload', field: 'tablet', file: new Blob(['<html>']) });
    await flush();
    const { context } = actor.getSnapshot();
    expect(context.draft.tablet).toBe('/media/banners/b-1-1.svg');
    expect(context.uploadError).toEqual({ field: 'tablet', message: 'Only PNG, JPEG or WebP' });
    expect(actor.getSnapshot().matches({ ready: { editing: 'idle' } })).toBe(true);
  });

  it('sends nothing while the form is invalid; a cancelled edit leaves no trace in the next one', async () => {
    const { actor, saves } = start({ upload: async () => ({ name: 'n.png', url: '/media/uploads/n.png', contentType: 'image/png', size: 1 }) });
    await flush();
    actor.send({ type: 'banners.edit', id: 1 });
    actor.send({ type: 'draft.change', field: 'url', value: 'javascript:alert(1)' });
    actor.send({ type: 'draft.save' });
    await flush();
    expect(saves).toEqual([]);
    expect(actor.getSnapshot().context.attempted).toBe(true);
    actor.send({ type: 'draft.cancel' });
    actor.send({ type: 'banners.edit', id: 1 });
    expect(actor.getSnapshot().context).toMatchObject({ attempted: false, draft: { url: '/promotions', title: 'Hoş Geldin' } });
  });

  it('saves a new banner into the chosen slider, with the uploaded images, and lists it last', async () => {
    const { actor, saves, toasts } = start({ upload: async () => ({ name: 'n.png', url: '/media/uploads/n.png', contentType: 'image/png', size: 1 }) });
    await flush();
    actor.send({ type: 'banners.new' });
    actor.send({ type: 'draft.change', field: 'title', value: 'Yaz' });
    actor.send({ type: 'draft.change', field: 'url', value: '/promotions' });
    for (const field of ['mobile', 'tablet', 'desktop'] as const) {
      actor.send({ type: 'draft.upload', field, file: new Blob(['png']) });
      await flush();
    }
    actor.send({ type: 'draft.save' });
    await flush();
    const images = { mobile: '/media/uploads/n.png', tablet: '/media/uploads/n.png', desktop: '/media/uploads/n.png' };
    expect(saves).toEqual([{ id: null, body: { slider: 'home', title: 'Yaz', url: '/promotions', active: true, images, imagesEn: null } }]);
    expect(actor.getSnapshot().matches({ ready: 'list' })).toBe(true);
    expect(actor.getSnapshot().context.sliders[0].items.map((i) => i.title)).toEqual(['Hoş Geldin', 'Aviator', 'Yaz']);
    expect(toasts).toEqual([{ kind: 'success', message: 'saved' }]);
  });
});

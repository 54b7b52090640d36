import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AdminCategory } from '../../../contracts/admin-catalogue';
import { adminCategoriesMachine, type CategorySave } from '../../../machines/admin-categories.machine';
import { flush } from './shell-harness';

const category = (id: number, patch: Partial<AdminCategory> = {}): AdminCategory => ({
  id, slugList: ['slot'], nameTr: 'Slot Oyunları', nameEn: 'Slots', imageUrl: '/media/categories/slot.svg', isLive: false, hidden: false, position: 0, size: 40, ...patch,
});

const ICON = `/media/uploads/${'c'.repeat(64)}.png`;

function start(save: (input: CategorySave) => Promise<AdminCategory>, upload: (file: Blob) => Promise<string> = async () => ICON, first = category(1)) {
  const saves: CategorySave[] = [];
  const machine = adminCategoriesMachine.provide({
    actors: {
      loadCategories: fromPromise(async () => ({ categories: [first] })),
      upload: fromPromise(async ({ input }) => ({ name: 'x.png', url: await upload(input), contentType: 'image/png' as const, size: input.size })),
      save: fromPromise(async ({ input }) => {
        saves.push(input);
        return { category: await save(input), message: 'saved' };
      }),
    },
    actions: { toast: () => {} },
  });
  return { actor: createActor(machine).start(), saves };
}

describe('admin categories machine', () => {
  it('edits an existing category without its address (players’ links stay): names, icon, extra addresses, live flag', async () => {
    const { actor, saves } = start(async () => category(1, { nameTr: 'Slotlar' }));
    await flush();
    actor.send({ type: 'categories.rename', id: 1 });
    expect(actor.getSnapshot().context.draft).toEqual({ slug: 'slot', nameTr: 'Slot Oyunları', nameEn: 'Slots', imageUrl: '', extraSlugs: '', isLive: false });
    actor.send({ type: 'draft.field', field: 'slug', value: 'Not A Slug' });
    actor.send({ type: 'draft.field', field: 'nameTr', value: 'Slotlar' });
    actor.send({ type: 'draft.save' });
    await flush();
    expect(saves).toEqual([{ id: 1, body: { nameTr: 'Slotlar', nameEn: 'Slots', imageUrl: null, extraSlugs: [], isLive: false } }]);
    expect(actor.getSnapshot().context.categories.map((c) => c.nameTr)).toEqual(['Slotlar']);
    expect(actor.getSnapshot().context.changes).toBe(1);
  });

  it('keeps a new category’s form open with the server’s refusal, and counts no change', async () => {
    const { actor, saves } = start(async () => {
      throw new Error('Bu adresi başka bir kategori kullanıyor.');
    });
    await flush();
    actor.send({ type: 'categories.new' });
    actor.send({ type: 'draft.field', field: 'slug', value: ' slot ' });
    actor.send({ type: 'draft.field', field: 'nameTr', value: 'Slot' });
    actor.send({ type: 'draft.field', field: 'nameEn', value: 'Slot' });
    actor.send({ type: 'draft.save' });
    await flush();
    expect(saves).toEqual([{ id: null, body: { slug: 'slot', nameTr: 'Slot', nameEn: 'Slot', imageUrl: null, extraSlugs: [], isLive: false } }]);
    expect(actor.getSnapshot().matches({ ready: { editing: 'idle' } })).toBe(true);
    expect(actor.getSnapshot().context.saveError).toBe('Bu adresi başka bir kategori kullanıyor.');
    expect(actor.getSnapshot().context.changes).toBe(0);
  });

  it('uploads an icon, takes extra addresses one a line and the live flag, and sends them; back to the generated icon sends none', async () => {
    const { actor, saves } = start(async ({ id }) => category(id ?? 1));
    await flush();
    actor.send({ type: 'categories.rename', id: 1 });
    actor.send({ type: 'draft.upload', file: new Blob(['png']) });
    expect(actor.getSnapshot().matches({ ready: { editing: 'uploading' } })).toBe(true);
    await flush();
    expect(actor.getSnapshot().context.draft.imageUrl).toBe(ICON);
    actor.send({ type: 'draft.field', field: 'extraSlugs', value: ' slotlar \n\nslot-oyunlari\n' });
    actor.send({ type: 'draft.live', value: true });
    actor.send({ type: 'draft.save' });
    await flush();
    expect(saves.at(-1)).toEqual({ id: 1, body: { nameTr: 'Slot Oyunları', nameEn: 'Slots', imageUrl: ICON, extraSlugs: ['slotlar', 'slot-oyunlari'], isLive: true } });

    actor.send({ type: 'categories.rename', id: 1 });
    actor.send({ type: 'draft.upload', file: new Blob(['png']) });
    await flush();
    actor.send({ type: 'draft.generatedIcon' });
    actor.send({ type: 'draft.save' });
    await flush();
    expect(saves.at(-1)!.body.imageUrl).toBeNull();
  });

  it('opens an existing category with its uploaded icon and extra addresses, and sends nothing while an extra address is bad', async () => {
    const { actor, saves } = start(async () => category(1), undefined, category(1, { slugList: ['slot', 'slotlar'], imageUrl: ICON, isLive: true }));
    await flush();
    actor.send({ type: 'categories.rename', id: 1 });
    expect(actor.getSnapshot().context.draft).toMatchObject({ imageUrl: ICON, extraSlugs: 'slotlar', isLive: true });
    for (const value of ['Slot Lar', 'slotlar\nslotlar', 'slot']) {
      actor.send({ type: 'draft.field', field: 'extraSlugs', value });
      actor.send({ type: 'draft.save' });
      await flush();
    }
    expect(saves).toEqual([]);
    expect(actor.getSnapshot().context.attempted).toBe(true);
  });

  it('keeps the form and the icon it had when an upload is refused', async () => {
    const { actor } = start(async () => category(1), async () => {
      throw new Error('Yalnızca PNG, JPEG veya WebP.');
    });
    await flush();
    actor.send({ type: 'categories.rename', id: 1 });
    actor.send({ type: 'draft.upload', file: new Blob(['gif']) });
    await flush();
    expect(actor.getSnapshot().matches({ ready: { editing: 'idle' } })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ uploadError: 'Yalnızca PNG, JPEG veya WebP.', draft: { imageUrl: '' } });
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AdminMenuItem } from '../../../contracts/admin-menu';
import { adminMenuMachine, type MenuSave } from '../../../machines/admin-menu.machine';
import type { ToastParams } from '../../../machines/machine-helpers';
import { flush } from './shell-harness';

const entry = (id: number, patch: Partial<AdminMenuItem> = {}): AdminMenuItem => ({
  id,
  group: 'sports',
  parentId: null,
  titleTr: `Giriş ${id}`,
  titleEn: `Entry ${id}`,
  icon: 'ball',
  target: { kind: 'page', url: '/spor' },
  badge: '',
  position: 0,
  hidden: false,
  ...patch,
});

function start() {
  const saves: MenuSave[] = [];
  const toasts: ToastParams[] = [];
  let loads = 0;
  const items = [entry(12, { target: { kind: 'group' } }), entry(13, { parentId: 12 })];
  const machine = adminMenuMachine.provide({
    actors: {
      loadMenu: fromPromise(async () => {
        loads++;
        return { items };
      }),
      save: fromPromise(async ({ input }) => {
        saves.push(input);
        return { item: entry(input.id ?? 101), message: 'saved' };
      }),
      move: fromPromise(async () => ({ list: { items }, message: 'moved' })),
      setHidden: fromPromise(async ({ input }) => ({ item: { ...entry(input.id), hidden: input.hidden }, message: 'hidden' })),
    },
    actions: { toast: (_, params) => toasts.push(params) },
  });
  const actor = createActor(machine).start();
  return { actor, saves, toasts, loads: () => loads };
}

describe('admin menu machine', () => {
  it('adds under a group with the group and parent sent; the menu is read again to place it', async () => {
    const { actor, saves, toasts, loads } = start();
    await flush();
    actor.send({ type: 'menu.new', group: 'sports', parentId: 12 });
    for (const [field, value] of [['titleTr', 'Sanal'], ['titleEn', 'Virtual'], ['url', '/casino/tvbets']] as const) actor.send({ type: 'draft.change', field, value });
    actor.send({ type: 'draft.save' });
    await flush();
    expect(saves).toEqual([{ id: null, body: { group: 'sports', parentId: 12, titleTr: 'Sanal', titleEn: 'Virtual', icon: 'info', target: { kind: 'page', url: '/casino/tvbets' }, badge: '', hidden: false } }]);
    expect(toasts).toEqual([{ kind: 'success', message: 'saved' }]);
    expect(loads()).toBe(2);
    expect(actor.getSnapshot().matches({ ready: 'list' })).toBe(true);
  });

  it('sends nothing for an unknown page or a non-https address; the draft of a cancelled edit does not leak into the next', async () => {
    const { actor, saves } = start();
    await flush();
    actor.send({ type: 'menu.edit', id: 13 });
    actor.send({ type: 'draft.change', field: 'url', value: '/nowhere' });
    actor.send({ type: 'draft.save' });
    actor.send({ type: 'draft.change', field: 'kind', value: 'external' });
    actor.send({ type: 'draft.change', field: 'url', value: 'http://example.com' });
    actor.send({ type: 'draft.save' });
    await flush();
    expect(saves).toHaveLength(0);
    expect(actor.getSnapshot().context.attempted).toBe(true);
    actor.send({ type: 'draft.cancel' });
    actor.send({ type: 'menu.edit', id: 13 });
    expect(actor.getSnapshot().context.draft).toMatchObject({ kind: 'page', url: '/spor' });
    expect(actor.getSnapshot().context.attempted).toBe(false);
  });
});

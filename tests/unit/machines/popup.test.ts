import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { popupMachine, SEEN_POPUPS_KEPT } from '../../../machines/popup.machine';
import type { Popup } from '../../../contracts/cms';

const popup = (id: string): Popup => ({
  id,
  url: '/promotions',
  title: 'Hafta sonu bonusu',
  description: '',
  images: [
    { url: '/media/popup/sm.svg', width: 600 },
    { url: '/media/popup/md.svg', width: 992 },
    { url: '/media/popup/lg.svg', width: 1200 },
  ],
});

function start(seen: string[], cached: Popup | null = null) {
  const stored: string[][] = [];
  const machine = popupMachine.provide({
    actions: { markSeen: (_, params) => stored.push(params.seen) },
    // The page's signals come from the tests (pageReady, dialogOpened).
    actors: { watchPage: fromCallback(() => () => {}) },
  });
  const actor = createActor(machine, {
    input: { seen, popup: cached },
  });
  actor.start();
  return { actor, stored };
}

/** The page became interactive and quiet. */
const ready = (actor: ReturnType<typeof start>['actor']) => actor.send({ type: 'popup.pageReady' });

describe('promotional popup', () => {
  it('opens for unseen content and marks it seen at once', () => {
    const { actor, stored } = start([]);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'popup.loaded', popup: popup('1-a') });
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(stored).toEqual([]);
    ready(actor);
    expect(actor.getSnapshot().value).toBe('open');
    expect(stored).toEqual([['1-a']]);
  });

  it('is shown only once per content id', () => {
    const { actor, stored } = start([], popup('1-a'));
    ready(actor);
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'popup.closed' });
    actor.send({ type: 'popup.loaded', popup: popup('1-a') });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(stored).toHaveLength(1);
  });

  it('stays closed for content seen on an earlier visit, and opens for new content', () => {
    const { actor, stored } = start(['1-a'], popup('1-a'));
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'popup.loaded', popup: popup('2-b') });
    ready(actor);
    expect(actor.getSnapshot().value).toBe('open');
    expect(stored).toEqual([['1-a', '2-b']]);
  });

  it('does not show older content again after newer content', () => {
    const { actor } = start(['1-a']);
    actor.send({ type: 'popup.loaded', popup: popup('2-b') });
    ready(actor);
    actor.send({ type: 'popup.closed' });
    actor.send({ type: 'popup.loaded', popup: popup('1-a') });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('remembers a bounded number of ids', () => {
    const old = Array.from({ length: SEEN_POPUPS_KEPT }, (_, i) => `old-${i}`);
    const { actor, stored } = start(old, popup('new'));
    ready(actor);
    expect(actor.getSnapshot().value).toBe('open');
    expect(stored[0]).toHaveLength(SEEN_POPUPS_KEPT);
    expect(stored[0].at(-1)).toBe('new');
  });

  it('does nothing without a popup', () => {
    const { actor, stored } = start([]);
    actor.send({ type: 'popup.loaded', popup: null });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(stored).toEqual([]);
  });

  it('never opens over a dialog asked for first, and stays unseen for the next visit', () => {
    const { actor, stored } = start([], popup('1-a'));
    actor.send({ type: 'popup.dialogOpened' });
    ready(actor);
    expect(actor.getSnapshot().value).toBe('skipped');
    expect(stored).toEqual([]);
  });

  it('gives way to a dialog opened over it (already seen)', () => {
    const { actor, stored } = start([], popup('1-a'));
    ready(actor);
    actor.send({ type: 'popup.dialogOpened' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(stored).toEqual([['1-a']]);
  });
});

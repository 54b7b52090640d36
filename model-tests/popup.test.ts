// @vitest-environment jsdom
import { createElement } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSimplePaths } from 'xstate/graph';
import { popupMachine } from '../machines/popup.machine';
import type { Popup } from '../contracts/cms';
import { PromoPopup } from '../src/features/popup/promo-popup';
import { renderContent, testBootstrap } from '../tests/components/content-harness';
import { describePath, ownEvents, replayPath } from './content-replay';

const popup = (id: string): Popup => ({
  id,
  url: null,
  title: id,
  description: '',
  images: [600, 992, 1200].map((width) => ({ url: `/media/popup/${width}.svg`, width })),
});

describe.each([
  { name: 'nothing seen', input: { seen: [] as string[], popup: null } },
  { name: 'cached content already seen', input: { seen: ['a'], popup: popup('a') } },
])('popup paths ($name)', ({ input }) => {
  const paths = getSimplePaths(popupMachine, {
    input,
    events: ownEvents({ 'popup.loaded': [{ type: 'popup.loaded', popup: popup('a') }, { type: 'popup.loaded', popup: popup('b') }] }),
  });

  it('never open the same content twice on a path', () => {
    for (const path of paths) {
      const opened = path.steps.filter((s, i) => s.state.value === 'open' && path.steps[i - 1]?.state.value !== 'open');
      const ids = opened.map((s) => s.state.context.popup!.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of input.seen) expect(ids).not.toContain(id);
    }
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const stored: string[][] = [];
    await replayPath(popupMachine, path, {
      input,
      provide: () => popupMachine.provide({ actions: { markSeen: (_, { seen }) => stored.push(seen) } }),
    });
    expect(stored.at(-1) ?? input.seen).toEqual(path.state.context.seen);
  });
  it.each(paths.map((path) => [describePath(path), path] as const))('on screen: %s', async (_, path) => {
    const stored: string[][] = [];
    const { actor } = renderContent(createElement(PromoPopup), {
      bootstrap: { ...testBootstrap, popup: input.popup },
      popupSeen: input.seen,
      markPopupSeen: (seen) => stored.push(seen),
    });
    // The start-up bootstrap load delivers the same popup again; let it land first.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    for (const step of path.steps) {
      const event = step.event;
      if (event.type === 'popup.loaded') act(() => actor.system.get('popup')!.send(event));
      else if (event.type === 'popup.closed') fireEvent.click(screen.getByRole('button', { name: 'Kapat' }));
      const dialog = screen.queryByRole('dialog');
      expect(dialog !== null, `${event.type} → ${String(step.state.value)}`).toBe(step.state.value === 'open');
      if (dialog) expect(dialog.getAttribute('aria-label')).toBe(step.state.context.popup!.title);
    }
    expect(stored.at(-1) ?? input.seen).toEqual(path.state.context.seen);
  });
});

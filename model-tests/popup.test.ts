// @vitest-environment jsdom
import { createElement } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSimplePaths } from 'xstate/graph';
import { popupMachine } from '../machines/popup.machine';
import type { Popup } from '../contracts/cms';
import { PromoPopup } from '../src/features/popup/promo-popup';
import { renderContent, testBootstrap } from '../tests/components/content-harness';
import { describePath, ownEvents } from './content-replay';
import { checkFlow, effectsOf, send, type FlowSpec, type Live, type Rule } from './spec-model';

const popup = (id: string): Popup => ({
  id,
  url: null,
  title: id,
  description: '',
  images: [600, 992, 1200].map((width) => ({ url: `/media/popup/${width}.svg`, width })),
});

/** What the player sees (promo-popup.tsx) and what is stored (popupSeen). */
const observe = (seenAtStart: string[]) => (live: Live) => {
  const snapshot = live.actor.getSnapshot();
  return {
    shown: snapshot.matches('open') ? (snapshot.context.popup as Popup).id : null,
    waiting: snapshot.matches('waiting'),
    skipped: snapshot.matches('skipped'),
    stored: (effectsOf(live, 'markSeen').at(-1)?.params.seen ?? seenAtStart) as string[],
    shownCount: effectsOf(live, 'markSeen').length,
  };
};
type Observed = ReturnType<ReturnType<typeof observe>>;
const loaded = (content: Popup | null, from: 'nothing shown' | 'waiting' | 'skipped'): Rule<Observed> => ({
  act: send({ type: 'popup.loaded', popup: content }, `popup.loaded(${content?.id ?? 'none'})`),
  // product §2/§4: shown once per distinct content; an unseen one waits for a quiet, interactive page.
  then: (before) => {
    if (from === 'skipped') return 'skipped';
    return content && !before.stored.includes(content.id) ? 'waiting' : 'nothing shown';
  },
  check: (after, before) => {
    // Nothing opens on arrival: the popup never competes with the first view.
    expect(after.shown).toBeNull();
    expect(after.stored).toEqual(before.stored);
  },
});

const popupSpec = (seenAtStart: string[]): FlowSpec<Observed> => ({
  observe: observe(seenAtStart),
  situation: (o) => (o.shown ? 'popup shown' : o.waiting ? 'waiting' : o.skipped ? 'skipped' : 'nothing shown'),
  invariant: (o) => {
    if (o.shown) expect(o.stored).toContain(o.shown);
    // Each content is shown (and stored) at most once.
    expect(new Set(o.stored).size).toBe(o.stored.length);
  },
  rules: {
    'nothing shown': [loaded(popup('a'), 'nothing shown'), loaded(popup('z'), 'nothing shown'), loaded(null, 'nothing shown')],
    waiting: [
      {
        act: send({ type: 'popup.pageReady' }),
        then: 'popup shown',
        check: (after, before) => {
          expect(after.shownCount).toBe(before.shownCount + 1);
          expect(after.stored).toContain(after.shown);
        },
      },
      // product §4: one dialog at a time; a dialog asked for first keeps the popup away for this visit, unseen.
      { act: send({ type: 'popup.dialogOpened' }), then: 'skipped', check: (after, before) => expect(after.stored).toEqual(before.stored) },
      loaded(null, 'waiting'),
    ],
    'popup shown': [
      { act: send({ type: 'popup.closed' }), then: 'nothing shown', check: (after, before) => expect(after.shownCount).toBe(before.shownCount) },
      // Another dialog replaces it (it was shown: it stays seen).
      { act: send({ type: 'popup.dialogOpened' }), then: 'nothing shown', check: (after, before) => expect(after.stored).toEqual(before.stored) },
    ],
    skipped: [loaded(popup('b'), 'skipped')],
  },
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

  it('every path agrees with the user-level model; both situations are reached and every required act works there', async () => {
    await checkFlow({ machine: popupMachine, input }, paths, popupSpec(input.seen));
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
      if (event.type === 'popup.closed') fireEvent.click(screen.getByRole('button', { name: 'Kapat' }));
      else act(() => actor.system.get('popup')!.send(event));
      const dialog = screen.queryByRole('dialog');
      expect(dialog !== null, `${event.type} → ${String(step.state.value)}`).toBe(step.state.value === 'open');
      if (dialog) expect(dialog.getAttribute('aria-label')).toBe(step.state.context.popup!.title);
    }
    expect(stored.at(-1) ?? input.seen).toEqual(path.state.context.seen);
  });
});

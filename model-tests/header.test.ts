// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { getShortestPaths } from 'xstate/graph';
import { headerMachine } from '../machines/header.machine';
import { renderApp } from '../tests/components/render-app';
import { describePath } from './shell-replay';
import { checkFlow, send, seq, type FlowSpec, type Live } from './spec-model';

const positions = [0, 60, 100, 101, 250, 240, 900];
const events = positions.map((y) => ({ type: 'header.scrolled' as const, y }));
const scroll = (y: number) => send({ type: 'header.scrolled', y }, `scroll to ${y}`);

/**
 * product §2 Header, §9: the header hides when scrolled (down) more than 100 px and reappears when scrolled back.
 * Written here as a reducer over the scroll positions, independent of the machine.
 */
const specHidden = (hidden: boolean, lastY: number, y: number) => (y > 100 && y > lastY ? true : y < lastY || y <= 100 ? false : hidden);

const observe = (live: Live) => ({ hidden: live.actor.getSnapshot().matches('hidden') as boolean });
const headerSpec: FlowSpec<ReturnType<typeof observe>> = {
  observe,
  situation: (o) => (o.hidden ? 'hidden' : 'visible'),
  rules: {
    visible: [
      { act: seq(scroll(1000), scroll(1200)), then: 'hidden' },
      { act: scroll(100), then: 'visible' },
      { act: seq(scroll(50), scroll(90)), then: 'visible' },
    ],
    hidden: [
      { act: seq(scroll(5000), scroll(4990)), then: 'visible' },
      { act: scroll(60), then: 'visible' },
      { act: seq(scroll(5000), scroll(6000)), then: 'hidden' },
    ],
  },
};

describe('header against the user-level model', () => {
  const paths = getShortestPaths(headerMachine, { events });

  it('every path agrees with the model; both situations are reached and every required act works there', async () => {
    await checkFlow({ machine: headerMachine }, paths, headerSpec);
  });
});

describe('header paths on the rendered app', () => {
  const paths = getShortestPaths(headerMachine, { events });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    renderApp({ path: '/promotions' });
    let hidden = false;
    let lastY = 0;
    for (const step of path.steps.slice(1)) {
      const { y } = step.event as { y: number };
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      fireEvent.scroll(window);
      await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      hidden = specHidden(hidden, lastY, y);
      lastY = y;
      expect(screen.getByRole('banner').getAttribute('data-hidden'), `scrolled to ${y}`).toBe(String(hidden));
    }
  });
});

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { getShortestPaths } from 'xstate/graph';
import { HEADER_HIDE_AFTER_PX, headerMachine } from '../machines/header.machine';
import { renderApp } from '../tests/components/render-app';
import { describePath, replayPath } from './shell-replay';

const positions = [0, 60, 100, 101, 250, 240, 900];
const events = positions.map((y) => ({ type: 'header.scrolled' as const, y }));

describe('header paths', () => {
  const paths = getShortestPaths(headerMachine, { events });

  it('reach both states', () => {
    expect(new Set(paths.map((p) => p.state.value))).toEqual(new Set(['visible', 'hidden']));
  });

  it('hide only after scrolling down past 100 px and show again on any scroll up', () => {
    for (const path of paths) {
      let lastY = 0;
      for (const step of path.steps.slice(1)) {
        const { y } = step.event as { y: number };
        if (y > HEADER_HIDE_AFTER_PX && y > lastY) expect(step.state.value, describePath(path)).toBe('hidden');
        if (y < lastY || y <= HEADER_HIDE_AFTER_PX) expect(step.state.value, describePath(path)).toBe('visible');
        lastY = y;
      }
    }
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    await replayPath(headerMachine, path, { provide: () => headerMachine });
  });
});

describe('header paths on the rendered app', () => {
  const paths = getShortestPaths(headerMachine, { events });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    renderApp({ path: '/promotions' });
    for (const step of path.steps.slice(1)) {
      Object.defineProperty(window, 'scrollY', { value: (step.event as { y: number }).y, configurable: true });
      fireEvent.scroll(window);
      await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      expect(screen.getByRole('banner').getAttribute('data-hidden')).toBe(String(step.state.value === 'hidden'));
    }
  });
});

// @vitest-environment jsdom
import { createElement } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getSimplePaths } from 'xstate/graph';
import { topBannerMachine } from '../machines/top-banner.machine';
import { TopBanner } from '../src/features/top-banner/top-banner';
import { renderContent, testBootstrap } from '../tests/components/content-harness';
import { describePath, ownEvents, replayPath } from './content-replay';

const domains = { current: 'kasa1045.com', next: 'kasa1046.com' };

describe.each([
  { name: 'first visit, no domains cached', input: { read: false, domains: { current: null, next: null } } },
  { name: 'domains cached', input: { read: false, domains } },
  { name: 'already read', input: { read: true, domains } },
])('top banner paths ($name)', ({ input }) => {
  const paths = getSimplePaths(topBannerMachine, {
    input,
    events: ownEvents({ 'topBanner.domainsLoaded': [{ type: 'topBanner.domainsLoaded', domains }] }),
  });

  it('reach every state the flow allows', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    expect([...reached].sort()).toEqual(input.read ? ['"hidden"'] : ['"collapsing"', '"hidden"', '"visible"', '"waiting"']);
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const storeRead = vi.fn();
    await replayPath(topBannerMachine, path, { input, provide: () => topBannerMachine.provide({ actions: { storeRead } }) });
    const collapsed = path.steps.some((s) => s.state.value === 'collapsing');
    expect(storeRead).toHaveBeenCalledTimes(collapsed && !input.read ? 1 : 0);
  });
  it.each(paths.map((path) => [describePath(path), path] as const))('on screen: %s', async (_, path) => {
    vi.useFakeTimers();
    try {
      const { actor, location } = renderContent(createElement(TopBanner, { hostname: 'localhost' }), {
        bootstrap: { ...testBootstrap, domainStatus: input.domains },
        topNotifyRead: input.read,
        path: '/elsewhere',
      });
      const banner = actor.system.get('topBanner')!;
      for (const step of path.steps) {
        const event = step.event;
        const type: string = event.type;
        if (event.type === 'topBanner.homeEntered') act(() => location.navigate('/'));
        else if (event.type === 'topBanner.homeLeft') act(() => location.navigate('/casino/slot'));
        else if (event.type === 'topBanner.dismissed') fireEvent.click(screen.getByRole('button', { name: 'Bildirimi kapat' }));
        else if (event.type === 'topBanner.domainsLoaded') act(() => banner.send(event));
        else if (type.startsWith('xstate.after.')) await act(() => vi.advanceTimersByTimeAsync(500));
        const shown = step.state.value === 'visible' || step.state.value === 'collapsing';
        expect(screen.queryByText(/Yeni adresimiz kasa1046.com!/) !== null, `${event.type} → ${String(step.state.value)}`).toBe(shown);
      }
      expect(banner.getSnapshot().value).toEqual(path.state.value);
    } finally {
      vi.useRealTimers();
    }
  });
});

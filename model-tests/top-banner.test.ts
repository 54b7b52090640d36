// @vitest-environment jsdom
import { createElement } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getSimplePaths } from 'xstate/graph';
import { topBannerMachine } from '../machines/top-banner.machine';
import { TopBanner } from '../src/features/top-banner/top-banner';
import { renderContent, testBootstrap } from '../tests/components/content-harness';
import { describePath, ownEvents } from './content-replay';
import { checkFlow, effectsOf, send, wait, type FlowSpec, type Live, type Rule } from './spec-model';

const domains = { current: 'kasa1045.com', next: 'kasa1046.com' };

/** What the player sees (top-banner.tsx), what is stored (topNotifyRead), and where the player is. */
const observe = (readAtStart: boolean) => (live: Live) => {
  const snapshot = live.actor.getSnapshot();
  return {
    shown: (snapshot.matches('visible') || snapshot.matches('collapsing')) as boolean,
    collapsing: snapshot.matches('collapsing') as boolean,
    read: readAtStart || effectsOf(live, 'storeRead').length > 0,
    stores: effectsOf(live, 'storeRead').length,
    atHome: snapshot.context.atHome as boolean,
    domainKnown: Boolean(snapshot.context.domains.current),
  };
};
type Observed = ReturnType<ReturnType<typeof observe>>;
const marksRead = (act: Rule<Observed>['act']): Rule<Observed> => ({
  act,
  then: 'collapsing',
  check: (after, before) => expect(after.stores).toBe(before.stores + 1),
});
const stays = (act: Rule<Observed>['act'], situation: string): Rule<Observed> => ({ act, then: situation });
const home = send({ type: 'topBanner.homeEntered' });
const away = send({ type: 'topBanner.homeLeft' });
const loaded = send({ type: 'topBanner.domainsLoaded', domains });

/** product §2/§4/§9 Top banner: shown at home with a current domain until read; dismissed or left: stored read, collapses in 500 ms. */
const topBannerSpec = (readAtStart: boolean): FlowSpec<Observed> => ({
  observe: observe(readAtStart),
  situation: (o) => (o.collapsing ? 'collapsing' : o.shown ? 'shown' : o.read ? 'gone' : 'not shown'),
  invariant: (o) => {
    if (o.shown && !o.collapsing) expect(o.read).toBe(false);
    expect(o.stores).toBeLessThanOrEqual(1);
  },
  rules: {
    'not shown': [
      { act: home, then: (before) => (before.domainKnown ? 'shown' : 'not shown') },
      { act: loaded, then: (before) => (before.atHome ? 'shown' : 'not shown') },
      stays(away, 'not shown'),
    ],
    shown: [marksRead(send({ type: 'topBanner.dismissed' })), marksRead(away), stays(loaded, 'shown')],
    collapsing: [stays(wait(499), 'collapsing'), stays(wait(500), 'gone')],
    gone: [stays(home, 'gone'), stays(away, 'gone'), stays(loaded, 'gone')],
  },
});

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

  it('every path agrees with the user-level model; every situation is reached and every required act works there', async () => {
    await checkFlow({ machine: topBannerMachine, input }, paths, {
      ...topBannerSpec(input.read),
      optional: input.read ? ['not shown', 'shown', 'collapsing'] : [],
    });
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

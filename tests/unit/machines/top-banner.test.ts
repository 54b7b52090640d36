import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { topBannerMachine, type TopBannerInput } from '../../../machines/top-banner.machine';

const domains = { current: 'kasa1045.com', next: 'kasa1046.com' };

function start(input: TopBannerInput) {
  const clock = new SimulatedClock();
  const storeRead = vi.fn();
  const actor = createActor(topBannerMachine.provide({ actions: { storeRead } }), { clock, input });
  actor.start();
  return { actor, clock, storeRead };
}

describe('top banner', () => {
  it('shows on arrival at home when a current domain exists and it was not read', () => {
    const { actor } = start({ read: false, domains });
    expect(actor.getSnapshot().value).toBe('waiting');
    actor.send({ type: 'topBanner.homeEntered' });
    expect(actor.getSnapshot().value).toBe('visible');
    expect(actor.getSnapshot().context.domains).toEqual(domains);
  });

  it('waits for the domains when the visitor reaches home before the bootstrap data', () => {
    const { actor } = start({ read: false, domains: { current: null, next: null } });
    actor.send({ type: 'topBanner.homeEntered' });
    expect(actor.getSnapshot().value).toBe('waiting');
    actor.send({ type: 'topBanner.domainsLoaded', domains });
    expect(actor.getSnapshot().value).toBe('visible');
  });

  it('is not shown away from home, nor without a current domain', () => {
    const away = start({ read: false, domains });
    away.actor.send({ type: 'topBanner.homeLeft' });
    expect(away.actor.getSnapshot().value).toBe('waiting');
    const none = start({ read: false, domains: { current: null, next: 'kasa1046.com' } });
    none.actor.send({ type: 'topBanner.homeEntered' });
    expect(none.actor.getSnapshot().value).toBe('waiting');
  });

  it('never shows again once read', () => {
    const { actor } = start({ read: true, domains });
    actor.send({ type: 'topBanner.homeEntered' });
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('dismissing stores the flag, collapses and hides after 500 ms', () => {
    const { actor, clock, storeRead } = start({ read: false, domains });
    actor.send({ type: 'topBanner.homeEntered' });
    actor.send({ type: 'topBanner.dismissed' });
    expect(storeRead).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('collapsing');
    clock.increment(499);
    expect(actor.getSnapshot().value).toBe('collapsing');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('navigating elsewhere also marks it read', () => {
    const { actor, clock, storeRead } = start({ read: false, domains });
    actor.send({ type: 'topBanner.homeEntered' });
    actor.send({ type: 'topBanner.homeLeft' });
    expect(storeRead).toHaveBeenCalledTimes(1);
    clock.increment(500);
    expect(actor.getSnapshot().value).toBe('hidden');
    actor.send({ type: 'topBanner.homeEntered' });
    expect(actor.getSnapshot().value).toBe('hidden');
  });
});

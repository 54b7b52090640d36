import { describe, expect, it, vi } from 'vitest';
import { fromPromise, SimulatedClock } from 'xstate';
import type { Bootstrap } from '../../../contracts/cms';
import { bootstrapMachine, emptyBootstrap } from '../../../machines/bootstrap.machine';
import { deferred, flush, startChild } from './shell-harness';

const fresh: Bootstrap = { ...emptyBootstrap, trialBonusAmount: 50, language: [{ locale: 'tr', name: 'Türkçe' }] };
const cached: Bootstrap = { ...emptyBootstrap, trialBonusAmount: 25 };

function start(options: { cached?: Bootstrap | null; fresh?: boolean } = {}) {
  const content = deferred<Bootstrap>();
  const collector = deferred<void>();
  const started: string[] = [];
  const cache = vi.fn();
  const storeFingerprint = vi.fn();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each actor declares its own input
  const track = <T>(name: string, result: () => Promise<T>) =>
    fromPromise<T, any>(() => {
      started.push(name);
      return result();
    });
  const machine = bootstrapMachine.provide({
    actors: {
      loadBootstrap: track('bootstrap', () => content.promise),
      loadCollector: track('collector', () => collector.promise),
      computeFingerprint: track('fingerprint', async () => 'fp-1'),
      loadEgyptQuest: track('egyptQuest', async () => ({ currentLevelI: 12850 })),
      loadIcons: track<void>('icons', async () => {}),
    },
    actions: {
      cacheBootstrap: (_, params) => cache(params),
      storeFingerprint: (_, params) => storeFingerprint(params.fingerprint),
    },
  });
  const clock = new SimulatedClock();
  const harness = startChild(machine, { input: { cached: options.cached ?? null, locale: 'tr', fresh: options.fresh }, clock });
  return { ...harness, content, collector, started, cache, storeFingerprint };
}

describe('bootstrap start-up', () => {
  it('loads the bootstrap data and the fingerprint collector first, everything else after both', async () => {
    const { child, content, collector, started, received } = start();
    // Both start together (the order within the start-up step carries no meaning).
    expect([...started].sort()).toEqual(['bootstrap', 'collector']);
    content.resolve(fresh);
    await flush();
    expect(started).not.toContain('egyptQuest');
    collector.resolve();
    await flush();
    expect(started.slice(2)).toEqual(['fingerprint', 'egyptQuest', 'icons']);
    expect(received).toContainEqual({ type: 'bootstrap.loaded', data: fresh, locale: 'tr' });
    expect(child.getSnapshot().value).toBe('ready');
  });

  it('computes the fingerprint anyway when the collector script takes more than 1000 ms', async () => {
    const { clock, started, storeFingerprint } = start();
    clock.increment(999);
    expect(started).not.toContain('fingerprint');
    clock.increment(1);
    await flush();
    expect(started).toContain('fingerprint');
    expect(storeFingerprint).toHaveBeenCalledWith('fp-1');
  });

  it('does not fetch again the data that came with the server-rendered page, and keeps it for the next visit', async () => {
    const { started, collector, cache, received, child } = start({ cached: fresh, fresh: true });
    expect(started).toEqual(['collector']);
    expect(child.getSnapshot().context).toMatchObject({ data: fresh, loaded: true });
    expect(cache).toHaveBeenCalledWith({ data: fresh, locale: 'tr' });
    collector.resolve();
    await flush();
    expect(started).not.toContain('bootstrap');
    expect(received).toContainEqual({ type: 'bootstrap.loaded', data: fresh, locale: 'tr' });
  });

  it('caches fresh data for the next visit', async () => {
    const { content, cache } = start();
    content.resolve(fresh);
    await flush();
    expect(cache).toHaveBeenCalledWith({ data: fresh, locale: 'tr' });
  });

  it('falls back silently to the cached copy when the bootstrap call fails', async () => {
    const { child, content, collector, received, cache, errors } = start({ cached });
    expect(child.getSnapshot().context.data).toEqual(cached);
    content.reject(new Error('offline'));
    collector.reject(new Error('blocked'));
    await flush();
    expect(errors).toEqual([]);
    expect(cache).not.toHaveBeenCalled();
    expect(received).toContainEqual({ type: 'bootstrap.loaded', data: cached, locale: 'tr' });
    expect(child.getSnapshot().value).toBe('ready');
  });

  it('falls back to empty data when nothing was cached', async () => {
    const { child, content, collector } = start();
    content.reject(new Error('offline'));
    collector.resolve();
    await flush();
    expect(child.getSnapshot().context.data).toEqual(emptyBootstrap);
    expect(child.getSnapshot().value).toBe('ready');
  });
});

import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import type { AnyStateNode } from 'xstate';
import type { Bootstrap } from '../contracts/cms';
import { bootstrapMachine, emptyBootstrap } from '../machines/bootstrap.machine';
import { deferredActor, describePath, ownEvents, replayPath, withParentSink } from './shell-replay';

const fresh: Bootstrap = { ...emptyBootstrap, trialBonusAmount: 50 };
const cached: Bootstrap = { ...emptyBootstrap, trialBonusAmount: 25 };

const outputs: Record<string, unknown> = {
  loadBootstrap: fresh,
  loadCollector: undefined,
  computeFingerprint: 'fp-1',
  loadEgyptQuest: { currentLevelI: 12850 },
  loadIcons: undefined,
};

const walk = (node: AnyStateNode): AnyStateNode[] => [node, ...Object.values(node.states).flatMap(walk)];
const invokes = walk(bootstrapMachine.root).flatMap((node) => node.invoke.map((i) => ({ id: i.id, src: String(i.src) })));

const payloads = Object.fromEntries(
  invokes.flatMap(({ id, src }) => [
    [`xstate.done.actor.${id}`, [{ type: `xstate.done.actor.${id}`, output: outputs[src] }]],
    [`xstate.error.actor.${id}`, [{ type: `xstate.error.actor.${id}`, error: new Error(`${src} failed`) }]],
  ]),
);
const events = ownEvents({ ...payloads, 'bootstrap.reload': [{ type: 'bootstrap.reload', locale: 'en' }] });

const settled = (path: { steps: Array<{ event: { type: string } }> }, state: string) =>
  path.steps.some((s) => /^xstate\.(done|error)\.actor\./.test(s.event.type) && s.event.type.endsWith(state));

describe.each([
  { name: 'first visit', input: { cached: null, locale: 'tr' as const } },
  { name: 'cached copy', input: { cached, locale: 'tr' as const } },
])('bootstrap paths ($name)', ({ input }) => {
  const paths = getShortestPaths(withParentSink(bootstrapMachine), { input, events });
  const later = (value: unknown) => typeof value === 'object' && value !== null && 'parallelLoads' in value;

  it('start jackpots and icons only after the content and the fingerprint are settled', () => {
    const afterBasics = paths.filter((p) => later(p.state.value) || p.state.value === 'ready');
    expect(afterBasics.length).toBeGreaterThan(0);
    for (const path of afterBasics) {
      expect(settled(path, 'basics.content.loading'), describePath(path)).toBe(true);
      expect(settled(path, 'basics.fingerprint.computing'), describePath(path)).toBe(true);
    }
  });

  it('keep the cached copy (or empty data) when the content call fails', () => {
    for (const path of paths) {
      const loaded = path.steps.some((s) => s.event.type.startsWith('xstate.done.actor.') && s.event.type.includes('loading') && s.event.type.includes('content'));
      if (!loaded && path.steps.every((s) => !s.event.type.includes('reloading'))) {
        expect(path.state.context.data).toEqual(input.cached ?? emptyBootstrap);
      }
    }
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const { sentUp } = await replayPath(bootstrapMachine, path, {
      input,
      provide: (pending) =>
        bootstrapMachine.provide({
          actors: {
            loadBootstrap: deferredActor(pending),
            loadCollector: deferredActor(pending),
            computeFingerprint: deferredActor(pending),
            loadEgyptQuest: deferredActor(pending),
            loadIcons: deferredActor(pending),
          },
        }),
    });
    const leftBasics = path.steps.some((s) => later(s.state.value) || s.state.value === 'ready' || s.state.value === 'reloading');
    const reloads = path.steps.filter((s) => (s.event.type as string) === 'xstate.done.actor.0.bootstrap.reloading').length;
    expect(sentUp.filter((e) => e.type === 'bootstrap.loaded')).toHaveLength((leftBasics ? 1 : 0) + reloads);
  });
});

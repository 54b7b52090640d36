import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import type { AnyStateNode } from 'xstate';
import type { Bootstrap } from '../contracts/cms';
import { bootstrapMachine, emptyBootstrap } from '../machines/bootstrap.machine';
import { describePath, ownEvents, withParentSink } from './shell-replay';
import { answer, checkFlow, effectsOf, fail, inFlight, send, wait, type Act, type FlowSpec, type Live, type Rule } from './spec-model';

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

/** What the site has (its data, what it cached and stored), which calls are out, and what the shell heard. */
const observe = (live: Live) => {
  const out = [...new Set(live.requests.filter((r) => inFlight(live, r.id).includes(r)).map((r) => r.src))].sort();
  return {
    out,
    started: live.requests.map((r) => r.src),
    trialBonus: (live.actor.getSnapshot().context.data as Bootstrap).trialBonusAmount,
    cached: effectsOf(live, 'cacheBootstrap').map((e) => e.params),
    fingerprints: effectsOf(live, 'storeFingerprint').map((e) => e.params.fingerprint),
    announced: live.sentUp.filter((e) => e.type === 'bootstrap.loaded') as unknown as Array<{ data: Bootstrap; locale: string }>,
  };
};
type Observed = ReturnType<typeof observe>;
const firstCalls = ['computeFingerprint', 'loadBootstrap', 'loadCollector'];
const laterCalls = ['loadEgyptQuest', 'loadIcons'];
const named = (phase: string, out: string[]) => `${phase}: ${out.join(', ')}`;
const situation = (o: Observed) => {
  if (o.announced.length === 0) return named('start-up', o.out);
  if (o.out.includes('loadBootstrap')) return 'reloading';
  return o.out.length ? named('later loads', o.out) : 'ready';
};

/** After `src` settles in start-up with `out` outstanding: what is left (the collector hands over to the fingerprint). */
const leftAfter = (out: string[], src: string) => {
  const left = out.filter((s) => s !== src);
  if (src === 'loadCollector') left.push('computeFingerprint');
  return left.sort();
};
const startUpRule = (out: string[], act: Act, src: string, check?: Rule<Observed>['check']): Rule<Observed> => ({
  act,
  then: leftAfter(out, src).length ? named('start-up', leftAfter(out, src)) : named('later loads', laterCalls),
  check: (after, before, live) => {
    if (!leftAfter(out, src).length) {
      // product §4 Start-up: bootstrap and fingerprint first, then the rest; the shell hears once, with the data it has.
      expect(after.announced).toEqual([{ type: 'bootstrap.loaded', data: expect.anything(), locale: 'tr' }]);
      expect(after.announced[0]!.data.trialBonusAmount).toBe(after.trialBonus);
    }
    check?.(after, before, live);
  },
});

const bootstrapSpec = (cached: Bootstrap | null): FlowSpec<Observed> => {
  const startUp: FlowSpec<Observed>['rules'] = {};
  for (const content of [[], ['loadBootstrap']]) {
    for (const fingerprint of [[], ['loadCollector'], ['computeFingerprint']]) {
      const out = [...content, ...fingerprint].sort();
      if (!out.length) continue;
      const rules: Array<Rule<Observed>> = [];
      if (out.includes('loadBootstrap')) {
        rules.push(
          startUpRule(out, answer('loadBootstrap', fresh), 'loadBootstrap', (after) => {
            expect(after.trialBonus).toBe(fresh.trialBonusAmount);
            expect(after.cached).toEqual([{ data: fresh, locale: 'tr' }]);
          }),
          // A failed bootstrap falls back to the cached copy or empty data, silently (product §8).
          startUpRule(out, fail('loadBootstrap'), 'loadBootstrap', (after) => {
            expect(after.trialBonus).toBe((cached ?? emptyBootstrap).trialBonusAmount);
            expect(after.cached).toEqual([]);
          }),
        );
      }
      if (out.includes('loadCollector')) {
        rules.push(
          startUpRule(out, answer('loadCollector'), 'loadCollector'),
          startUpRule(out, fail('loadCollector'), 'loadCollector'),
          // product §9: the fingerprint collector times out after 1000 ms.
          { act: wait(999), then: named('start-up', out) },
          startUpRule(out, wait(1000), 'loadCollector'),
        );
      }
      if (out.includes('computeFingerprint')) {
        rules.push(
          startUpRule(out, answer('computeFingerprint', 'fp-1'), 'computeFingerprint', (after) => expect(after.fingerprints).toEqual(['fp-1'])),
          startUpRule(out, fail('computeFingerprint'), 'computeFingerprint', (after) => expect(after.fingerprints).toEqual([])),
        );
      }
      startUp[named('start-up', out)] = rules;
    }
  }
  const later: FlowSpec<Observed>['rules'] = {};
  for (const out of [laterCalls, ['loadEgyptQuest'], ['loadIcons']]) {
    later[named('later loads', out)] = out.flatMap((src) => {
      const left = out.filter((s) => s !== src);
      const then = left.length ? named('later loads', left) : 'ready';
      return [
        { act: answer(src, outputs[src]), then },
        { act: fail(src), then },
      ];
    });
  }
  const reload = (locale: 'en' | 'tr'): Rule<Observed> => ({
    act: send({ type: 'bootstrap.reload', locale }),
    then: 'reloading',
    check: (after) => expect(after.started.at(-1)).toBe('loadBootstrap'),
  });
  return {
    observe,
    situation,
    invariant: (o) => {
      if (o.started.some((src) => laterCalls.includes(src))) expect(o.announced.length).toBeGreaterThan(0);
      if (o.announced.length === 0) expect(o.out.every((src) => firstCalls.includes(src))).toBe(true);
    },
    rules: {
      ...startUp,
      ...later,
      ready: [
        reload('en'),
        // product §8: content that never arrived is asked for again at the next navigation or after 30 s;
        // content that did arrive is not fetched again.
        { act: send({ type: 'bootstrap.retry' }), then: (before) => (before.cached.length === 0 ? 'reloading' : 'ready') },
        { act: wait(29_999), then: 'ready' },
        { act: wait(30_000), then: (before) => (before.cached.length === 0 ? 'reloading' : 'ready') },
      ],
      reloading: [
        {
          act: answer('loadBootstrap', fresh),
          then: 'ready',
          // The content is (re)loaded in the language it was asked in (a language change: the new one), and the
          // shell hears it.
          check: (after, before, live) => {
            const asked = (live.requests.filter((r) => r.src === 'loadBootstrap').at(-1)!.input as { locale: string }).locale;
            expect(after.announced).toHaveLength(before.announced.length + 1);
            expect(after.announced.at(-1)!.locale).toBe(asked);
            expect(after.cached.at(-1)).toEqual({ data: fresh, locale: asked });
          },
        },
        { act: fail('loadBootstrap'), then: 'ready', check: (after, before) => expect(after.announced).toEqual(before.announced) },
        reload('tr'),
      ],
    },
  };
};

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

  it('every path agrees with the user-level model; every situation is reached and every required act works there', async () => {
    await checkFlow({ machine: bootstrapMachine, input }, paths, bootstrapSpec(input.cached));
  });
});

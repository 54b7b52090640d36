import type { AnyStateMachine, EventObject } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getSimplePaths, serializeSnapshot, type StatePath, type TraversalOptions } from 'xstate/graph';
import { registerMachine } from '../machines/register.machine';
import { countries, fastValues, fullValues, registered } from '../tests/unit/machines/register-harness';
import { ownEvents, withParentSink } from './shell-replay';

/** Events of the register machine, with the payloads a player and the server produce. */
export const refusal = Object.assign(new Error('Bu kullanıcı adı zaten kullanılıyor.'), {
  errors: { username: 'Bu kullanıcı adı zaten kullanılıyor.' },
});
export const invalidFast = { ...fastValues, phone: '90532', trialBonus: false };

const registerEvents = ownEvents({
  'register.submit': [
    { type: 'register.submit', kind: 'full', values: fullValues, trialBonusAmount: 50 },
    { type: 'register.submit', kind: 'fast', values: { ...fastValues, trialBonus: false }, trialBonusAmount: 50 },
    { type: 'register.submit', kind: 'fast', values: invalidFast, trialBonusAmount: 50 },
  ] as never,
  'xstate.done.actor.readAttribution': [{ type: 'xstate.done.actor.readAttribution', output: { stored: { refId: '42' }, cookies: {}, query: {} } }] as never,
  'xstate.error.actor.readAttribution': [{ type: 'xstate.error.actor.readAttribution', error: new Error('storage') }] as never,
  'xstate.done.actor.loadForm': [{ type: 'xstate.done.actor.loadForm', output: countries }] as never,
  'xstate.error.actor.loadForm': [{ type: 'xstate.error.actor.loadForm', error: new Error('Sunucuya ulaşılamadı.') }] as never,
  'xstate.done.actor.register': [{ type: 'xstate.done.actor.register', output: registered }] as never,
  'xstate.error.actor.register': [{ type: 'xstate.error.actor.register', error: refusal }] as never,
  // The welcome child ends by itself (its own model tests are phone-flows and welcome); it is not an error source here.
  'xstate.error.actor.welcome': [],
});

/* eslint-disable @typescript-eslint/no-explicit-any -- generated snapshots */
export type ModelPath = StatePath<any, EventObject>;
const keyOf = (snapshot: any) => JSON.stringify(serializeSnapshot(snapshot));

/**
 * The simple paths, plus each one extended by one transition back to a state it already visited: simple
 * paths never take those (a refused code back to the code step, an invalid form that stays put).
 */
function modelPaths(logic: AnyStateMachine, options: TraversalOptions<any, EventObject, any>): ModelPath[] {
  const simple = getSimplePaths(logic, options) as ModelPath[];
  const edges = adjacencyMapToArray(getAdjacencyMap(logic, options));
  const backward = simple.flatMap((path) => {
    const visited = new Set(path.steps.map((step) => keyOf(step.state)));
    return edges
      .filter((edge) => keyOf(edge.state) === keyOf(path.state) && visited.has(keyOf(edge.nextState)))
      .map((edge) => ({ ...path, state: edge.nextState, steps: [...path.steps, { event: edge.event, state: edge.nextState }] }));
  });
  return [...simple, ...backward];
}

export const registerPaths = () => modelPaths(withParentSink(registerMachine), { events: registerEvents });

export const typesOf = (path: ModelPath) => path.steps.map((step) => step.event.type as string);

/**
 * The rendered views are slow to drive, so they replay a few paths that together take every transition
 * (state, event, next state) at least once: greedily, the path adding the most transitions not yet taken.
 */
export function coveringPaths<P extends ModelPath>(paths: readonly P[]): P[] {
  const transitions = (path: P) =>
    path.steps.map((step, i) => `${i === 0 ? 'start' : JSON.stringify(path.steps[i - 1].state.value)} ${step.event.type} ${JSON.stringify(step.state.value)}`);
  const taken = new Set<string>();
  const kept: P[] = [];
  for (;;) {
    const gain = (path: P) => new Set(transitions(path).filter((t) => !taken.has(t))).size;
    const best = [...paths].sort((a, b) => gain(b) - gain(a) || a.steps.length - b.steps.length)[0];
    if (!best || gain(best) === 0) return kept;
    transitions(best).forEach((t) => taken.add(t));
    kept.push(best);
  }
}

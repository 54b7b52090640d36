// model-tests/ only: machines re-provided with fakes. Component tests use the app's real wiring (app-harness.tsx).
import { fromPromise } from 'xstate';
import type { Bootstrap } from '../../contracts/cms';
import { bootstrapMachine } from '../../machines/bootstrap.machine';

/**
 * The bootstrap machine with fake effects: it loads `data` (and `data`'s jackpot cards) at once,
 * and the collector, fingerprint and icon sprite need no network.
 */
export function stubBootstrap(data: Bootstrap) {
  return bootstrapMachine.provide({
    actors: {
      loadBootstrap: fromPromise(async () => data),
      loadCollector: fromPromise<void, void>(async () => {}),
      computeFingerprint: fromPromise(async () => 'test-fingerprint'),
      loadEgyptQuest: fromPromise(async () => data.jackpotCards),
      loadIcons: fromPromise<void, void>(async () => {}),
    },
  });
}

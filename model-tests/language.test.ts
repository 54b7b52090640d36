import { describe, expect, it } from 'vitest';
import { getSimplePaths } from 'xstate/graph';
import { languageMachine } from '../machines/language.machine';
import { deferredActor, describePath, ownEvents, replayPath, withParentSink } from './shell-replay';

const input = { locale: 'tr' as const };
const events = ownEvents({
  'language.change': ['en', 'tr', 'de'].map((locale) => ({ type: 'language.change', locale })),
  'xstate.done.actor.loadDictionary': [{ type: 'xstate.done.actor.loadDictionary' } as never],
  'xstate.error.actor.loadDictionary': [{ type: 'xstate.error.actor.loadDictionary', error: new Error('offline') } as never],
});
// Server strings (language.available) only bump a revision; the unit tests cover them.
const paths = getSimplePaths(withParentSink(languageMachine), {
  input,
  events: (snapshot) => events(snapshot).filter((e: { type: string }) => e.type !== 'language.available'),
});

describe('language paths', () => {
  it('reach both states and both languages; a language is active only once its strings have loaded', () => {
    expect(new Set(paths.map((p) => `${String(p.state.value)}:${p.state.context.locale}`))).toEqual(
      new Set(['active:tr', 'switching:tr', 'active:en', 'switching:en']),
    );
    for (const path of paths) {
      path.steps.forEach((step, i) => {
        const before = path.steps[i - 1]?.state.context.locale ?? 'tr';
        if (step.state.context.locale !== before) expect(step.event.type as string, describePath(path)).toBe('xstate.done.actor.loadDictionary');
      });
    }
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const persisted: string[] = [];
    const failures: string[] = [];
    const { sentUp } = await replayPath(languageMachine, path, {
      input,
      provide: (pending) =>
        languageMachine.provide({
          actors: { loadDictionary: deferredActor(pending) },
          actions: { persistLocale: (_, { locale }) => persisted.push(locale), reportLoadFailed: () => failures.push('failed') },
        }),
    });
    const type = (step: (typeof path.steps)[number]) => step.event.type as string;
    const switched = path.steps.filter((s) => type(s) === 'xstate.done.actor.loadDictionary').map((s) => s.state.context.locale);
    expect(persisted).toEqual(switched);
    expect(sentUp.filter((e) => e.type === 'language.changed')).toEqual(switched.map((locale) => ({ type: 'language.changed', locale })));
    expect(failures).toHaveLength(path.steps.filter((s) => type(s) === 'xstate.error.actor.loadDictionary').length);
  });
});

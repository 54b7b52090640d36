import { describe, expect, it } from 'vitest';
import { getSimplePaths } from 'xstate/graph';
import { languageMachine } from '../machines/language.machine';
import { describePath, ownEvents, withParentSink } from './shell-replay';
import { answer, checkFlow, effectsOf, fail, inFlight, send, type FlowSpec, type Live, type Rule } from './spec-model';

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

/** What the player sees (the language applied), what is stored (lang), what the shell hears, and the load out. */
const observe = (live: Live) => ({
  shown: effectsOf(live, 'applyLocale').at(-1)?.params.locale as string,
  stored: effectsOf(live, 'persistLocale').map((e) => e.params.locale as string),
  announced: live.sentUp.filter((e) => e.type === 'language.changed').map((e) => (e as unknown as { locale: string }).locale),
  loading: inFlight(live, 'loadDictionary').map((r) => (r.input as { locale: string }).locale),
  failures: effectsOf(live, 'reportLoadFailed').length,
});
type Observed = ReturnType<typeof observe>;
const other = { tr: 'en', en: 'tr' } as const;
const change = (locale: string, label = locale): Rule<Observed>['act'] => send({ type: 'language.change', locale }, `choose ${label}`);

/** product §9: default tr, only offered languages; a language becomes active once its strings load, and is stored then. */
const rulesFor = (shown: 'tr' | 'en'): FlowSpec<Observed>['rules'] => ({
  [shown]: [
    {
      act: change(other[shown]),
      then: `${shown}, loading ${other[shown]}`,
      check: (after, before) => expect(after.stored).toEqual(before.stored),
    },
    { act: change(shown, 'the same language'), then: shown, check: (after, before) => expect(after).toEqual(before) },
    { act: change('de', 'a language not offered'), then: shown, check: (after, before) => expect(after).toEqual(before) },
  ],
  [`${shown}, loading ${other[shown]}`]: [
    {
      act: answer('loadDictionary'),
      then: other[shown],
      check: (after, before) => {
        expect(after.stored).toEqual([...before.stored, other[shown]]);
        expect(after.announced).toEqual([...before.announced, other[shown]]);
      },
    },
    {
      act: fail('loadDictionary', new Error('offline')),
      then: shown,
      check: (after, before) => {
        expect(after.failures).toBe(before.failures + 1);
        expect(after.stored).toEqual(before.stored);
      },
    },
    { act: change('de', 'a language not offered'), then: `${shown}, loading ${other[shown]}` },
    // Changing one's mind while the other language loads: the last choice wins (the load is dropped), nothing is stored.
    {
      act: change(shown, 'the language shown'),
      then: shown,
      check: (after, before) => {
        expect(after.stored).toEqual(before.stored);
        expect(after.announced).toEqual(before.announced);
      },
    },
  ],
});
const languageSpec: FlowSpec<Observed> = {
  observe,
  situation: (o) => (o.loading.length ? `${o.shown}, loading ${o.loading.at(-1)}` : o.shown),
  invariant: (o) => {
    expect(o.loading.length).toBeLessThanOrEqual(1);
    expect(o.announced).toEqual(o.stored);
  },
  rules: { ...rulesFor('tr'), ...rulesFor('en') },
};

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

  it('every path agrees with the user-level model; every situation is reached and every required act works there', async () => {
    await checkFlow({ machine: languageMachine, input }, paths, languageSpec);
  });
});

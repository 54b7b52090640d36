import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { Bootstrap } from '../../../contracts/cms';
import type { Locale } from '../../../i18n/locales';
import { appMachine } from '../../../machines/app.machine';
import { bootstrapMachine, emptyBootstrap } from '../../../machines/bootstrap.machine';
import { languageMachine } from '../../../machines/language.machine';
import { flush } from './shell-harness';

const content = (locale: Locale): Bootstrap => ({
  ...emptyBootstrap,
  language: [
    { locale: 'tr', name: 'Türkçe' },
    { locale: 'en', name: 'English' },
  ],
  translationList: [{ key: 'menu.slots', value: locale === 'tr' ? 'Slot Oyunları' : 'Slots' }],
});

async function start(loadDictionary: (locale: Locale) => Promise<void> = async () => {}) {
  const loads: Locale[] = [];
  const failures: string[] = [];
  const persisted: Locale[] = [];
  const applied: Locale[] = [];
  const merged = vi.fn();
  const machine = appMachine.provide({
    actors: {
      bootstrap: bootstrapMachine.provide({
        actors: {
          loadBootstrap: fromPromise(async ({ input }) => {
            loads.push(input.locale);
            return content(input.locale);
          }),
          loadCollector: fromPromise<void, void>(async () => {}),
          computeFingerprint: fromPromise(async () => 'fp'),
          loadEgyptQuest: fromPromise(async () => ({ currentLevelI: 0 })),
          loadIcons: fromPromise<void, void>(async () => {}),
        },
      }),
      language: languageMachine.provide({
        actions: {
          persistLocale: (_, { locale }) => persisted.push(locale),
          applyLocale: (_, { locale }) => applied.push(locale),
          mergeTranslations: (_, params) => merged(params),
          reportLoadFailed: () => failures.push('reported'),
        },
        actors: { loadDictionary: fromPromise(({ input }) => loadDictionary(input.locale)) },
      }),
    },
  });
  const app = createActor(machine, { clock: new SimulatedClock(), input: { cachedBootstrap: null, locale: 'tr' } }).start();
  await flush();
  const language = app.system.get('language');
  const bootstrap = app.system.get('bootstrap');
  return { app, language, bootstrap, loads, persisted, applied, merged, failures };
}

describe('language switch', () => {
  it('starts in Turkish and merges the server strings of the loaded content', async () => {
    const { language, loads, merged } = await start();
    expect(language.getSnapshot().context.locale).toBe('tr');
    expect(loads).toEqual(['tr']);
    expect(merged).toHaveBeenCalledWith({ locale: 'tr', translations: content('tr').translationList });
  });

  it('loads the language first, then persists the choice, switches and reloads the content in it', async () => {
    let arrive!: () => void;
    const { language, bootstrap, loads, persisted, applied, merged } = await start(
      () => new Promise<void>((resolve) => (arrive = resolve)),
    );
    language.send({ type: 'language.change', locale: 'en' });
    await flush();
    expect(language.getSnapshot().value).toBe('switching');
    expect(language.getSnapshot().context.locale).toBe('tr');
    expect(persisted).toEqual([]);
    arrive();
    await flush();
    expect(language.getSnapshot().context.locale).toBe('en');
    expect(persisted).toEqual(['en']);
    expect(applied.at(-1)).toBe('en');
    await flush();
    expect(loads).toEqual(['tr', 'en']);
    expect(bootstrap.getSnapshot().context.locale).toBe('en');
    expect(merged).toHaveBeenLastCalledWith({ locale: 'en', translations: content('en').translationList });
  });

  it('stays in Turkish and tells the player when the language cannot be loaded', async () => {
    const { language, loads, persisted, failures } = await start(async () => {
      throw new Error('offline');
    });
    language.send({ type: 'language.change', locale: 'en' });
    await flush();
    expect(language.getSnapshot().value).toBe('active');
    expect(language.getSnapshot().context.locale).toBe('tr');
    expect(persisted).toEqual([]);
    expect(failures).toEqual(['reported']);
    expect(loads).toEqual(['tr']);
  });

  it('ignores a language that is not offered or already active', async () => {
    const { language, loads, persisted } = await start();
    language.send({ type: 'language.change', locale: 'de' });
    language.send({ type: 'language.change', locale: 'tr' });
    await flush();
    expect(persisted).toEqual([]);
    expect(loads).toEqual(['tr']);
  });
});

describe('server strings that are already on screen', () => {
  const list = [{ key: 'menu.slots', value: 'Slot Oyunları' }];
  const offer = (translations: Array<{ key: string; value: string }>, locale: Locale = 'tr') => ({
    type: 'language.available' as const,
    locales: ['tr', 'en'],
    translations,
    locale,
  });

  function startLanguage(translations: Array<{ key: string; value: string }> | null) {
    const merged = vi.fn();
    const actor = createActor(languageMachine.provide({ actions: { mergeTranslations: (_, params) => merged(params) } }), {
      input: { locale: 'tr', translations },
    }).start();
    return { actor, merged };
  }

  it('applies nothing and redraws nothing when the page came with the same strings', () => {
    const { actor, merged } = startLanguage(list);
    actor.send(offer(list.map((entry) => ({ ...entry }))));
    expect(merged).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.revision).toBe(0);
  });

  it('applies changed strings, a new language list, or strings the page did not have', () => {
    const changed = startLanguage(list);
    changed.actor.send(offer([{ key: 'menu.slots', value: 'Slotlar' }]));
    expect(changed.merged).toHaveBeenCalledTimes(1);
    expect(changed.actor.getSnapshot().context.revision).toBe(1);
    // ...and the same strings again are then nothing new.
    changed.actor.send(offer([{ key: 'menu.slots', value: 'Slotlar' }]));
    expect(changed.actor.getSnapshot().context.revision).toBe(1);

    const fewerLanguages = startLanguage(list);
    fewerLanguages.actor.send({ ...offer(list), locales: ['tr'] });
    expect(fewerLanguages.actor.getSnapshot().context.available).toEqual(['tr']);

    const none = startLanguage(null);
    none.actor.send(offer(list));
    expect(none.merged).toHaveBeenCalledTimes(1);
  });
});

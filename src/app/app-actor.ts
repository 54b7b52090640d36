import { createActor, type ActorRefFrom } from 'xstate';
import { appMachine } from '../../machines/app.machine';
import { languageMachine } from '../../machines/language.machine';
import { mergeServerTranslations, setActiveLocale } from '../i18n/runtime';
import { cachedBootstrap, providedBootstrapMachine } from './bootstrap-actors';
import { runtime, storedLocale } from './services';
import { storage, storageKeys } from './storage';

const providedLanguageMachine = languageMachine.provide({
  actions: {
    persistLocale: (_, { locale }) => storage.set(storageKeys.lang, locale),
    applyLocale: (_, { locale }) => {
      runtime.locale = locale;
      setActiveLocale(locale);
    },
    mergeTranslations: (_, { locale, translations }) => mergeServerTranslations(locale, translations),
  },
});

/** Children keep the implementation they were spawned with, so every real effect is provided here, once. */
export const providedAppMachine = appMachine.provide({
  actors: {
    bootstrap: providedBootstrapMachine,
    language: providedLanguageMachine,
  },
});

export type AppActor = ActorRefFrom<typeof appMachine>;

export function startAppActor(inspect?: Parameters<typeof createActor>[1] extends infer O ? O extends { inspect?: infer I } ? I : never : never): AppActor {
  const locale = storedLocale();
  runtime.locale = locale;
  setActiveLocale(locale);
  const actor = createActor(providedAppMachine, {
    input: { cachedBootstrap: cachedBootstrap(locale), locale },
    ...(inspect ? { inspect } : {}),
  });
  actor.start();
  return actor;
}

import { sendTo, setup, spawnChild } from 'xstate';
import type { Bootstrap } from '../contracts/cms';
import type { Locale } from '../contracts/messages';
import { bootstrapMachine } from './bootstrap.machine';
import { languageMachine } from './language.machine';

export interface AppInput {
  cachedBootstrap: Bootstrap | null;
  locale: Locale;
}

export type AppEvent =
  | { type: 'bootstrap.loaded'; data: Bootstrap; locale: Locale }
  | { type: 'language.changed'; locale: Locale };

/**
 * The root actor, created once by src/main.tsx. It spawns the long-lived actors with a systemId
 * (views reach them with useSystemActor) and relays the few events that cross between them.
 */
export const appMachine = setup({
  types: {} as { input: AppInput; context: { input: AppInput }; events: AppEvent },
  actors: {
    bootstrap: bootstrapMachine,
    language: languageMachine,
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => ({ input }),
  entry: [
    spawnChild('language', { id: 'language', systemId: 'language', input: ({ context }) => ({ locale: context.input.locale }) }),
    spawnChild('bootstrap', {
      id: 'bootstrap',
      systemId: 'bootstrap',
      input: ({ context }) => ({ cached: context.input.cachedBootstrap, locale: context.input.locale }),
    }),
  ],
  on: {
    'bootstrap.loaded': {
      actions: [
        sendTo('language', ({ event }) => ({
          type: 'language.available' as const,
          locales: event.data.language.map((l) => l.locale),
          translations: event.data.translationList,
          locale: event.locale,
        })),
      ],
    },
    'language.changed': {
      actions: sendTo('bootstrap', ({ event }) => ({ type: 'bootstrap.reload' as const, locale: event.locale })),
    },
  },
});

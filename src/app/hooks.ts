import { createContext, useContext, useMemo } from 'react';
import { useSelector } from '@xstate/react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import type { AppActor } from './app-actor';
import type { bootstrapMachine } from '../../machines/bootstrap.machine';
import type { languageMachine } from '../../machines/language.machine';
import { translatorFor, type Translate } from '../i18n/runtime';

export const AppActorContext = createContext<AppActor | null>(null);

export function useAppActor(): AppActor {
  const actor = useContext(AppActorContext);
  if (!actor) throw new Error('useAppActor outside <AppActorContext.Provider>');
  return actor;
}

export interface SystemActors {
  bootstrap: import('xstate').ActorRefFrom<typeof bootstrapMachine>;
  language: import('xstate').ActorRefFrom<typeof languageMachine>;
  topBanner: import('xstate').ActorRefFrom<typeof import('../../machines/top-banner.machine').topBannerMachine>;
  carousel: import('xstate').ActorRefFrom<typeof import('../../machines/carousel.machine').carouselMachine>;
  popup: import('xstate').ActorRefFrom<typeof import('../../machines/popup.machine').popupMachine>;
  lobby: import('xstate').ActorRefFrom<typeof import('../../machines/lobby.machine').lobbyMachine>;
  session: import('xstate').ActorRefFrom<typeof import('../../machines/session.machine').sessionMachine>;
  dialogs: import('xstate').ActorRefFrom<typeof import('../../machines/dialogs.machine').dialogsMachine>;
  sideMenu: import('xstate').ActorRefFrom<typeof import('../../machines/side-menu.machine').sideMenuMachine>;
  header: import('xstate').ActorRefFrom<typeof import('../../machines/header.machine').headerMachine>;
}

/** A long-lived child of the root actor, by its systemId. */
export function useSystemActor<K extends keyof SystemActors>(systemId: K): SystemActors[K] {
  const app = useAppActor();
  const actor = app.system.get(systemId) as SystemActors[K] | undefined;
  if (!actor) throw new Error(`no actor with systemId ${systemId}`);
  return actor;
}

export function useSystemSelector<K extends keyof SystemActors, T>(
  systemId: K,
  selector: (snapshot: SnapshotFrom<SystemActors[K]>) => T,
): T {
  const actor = useSystemActor(systemId) as AnyActorRef;
  return useSelector(actor, selector as (s: unknown) => T);
}

export function useLocale() {
  return useSystemSelector('language', (s) => s.context.locale);
}

/** The translator for the active language; views re-render when the language or server strings change. */
export function useT(): Translate {
  const locale = useSystemSelector('language', (s) => s.context.locale);
  const revision = useSystemSelector('language', (s) => s.context.revision);
  return useMemo(() => translatorFor(locale), [locale, revision]);
}

export function useBootstrap() {
  return useSystemSelector('bootstrap', (s) => s.context.data);
}

import { createContext, useContext, useMemo } from 'react';
import { useSelector } from '@xstate/react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import type { AppActor } from './app-actor';
import { translatorFor, type Translate } from '../i18n/runtime';

export const AppActorContext = createContext<AppActor | null>(null);

/** The host name the page was asked for: the browser's, or the request's when the server renders the first view. */
export const HostnameContext = createContext<string>(globalThis.location?.hostname ?? 'localhost');

export function useAppActor(): AppActor {
  const actor = useContext(AppActorContext);
  if (!actor) throw new Error('useAppActor outside <AppActorContext.Provider>');
  return actor;
}

type AppChildren = SnapshotFrom<AppActor>['children'];

/** The root actor's long-lived children (types.children of the app machine), by id and systemId. */
export type SystemActors = { [K in keyof AppChildren]-?: NonNullable<AppChildren[K]> };

/** A long-lived child of the root actor, by its systemId. */
export function useSystemActor<K extends keyof SystemActors>(systemId: K): SystemActors[K] {
  const app = useAppActor();
  const children: Partial<SystemActors> = app.getSnapshot().children;
  const actor = children[systemId];
  if (!actor) throw new Error(`no actor with systemId ${systemId}`);
  return actor;
}

export function useSystemSelector<K extends keyof SystemActors, T>(
  systemId: K,
  selector: (snapshot: SnapshotFrom<SystemActors[K]>) => T,
): T {
  const actor: AnyActorRef = useSystemActor(systemId);
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

/** A child that runs only at times (a player's `realtime` and `notifications`): undefined while it does not. */
export function useOptionalSystemActor<K extends 'realtime' | 'notifications'>(systemId: K): AppChildren[K] {
  const app = useAppActor();
  return useSelector(app, (snapshot) => snapshot.children[systemId]);
}

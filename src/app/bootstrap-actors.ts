import { fromPromise } from 'xstate';
import { bootstrap as bootstrapSchema, type Bootstrap } from '../../contracts/cms';
import type { Locale } from '../../contracts/messages';
import { bootstrapMachine } from '../../machines/bootstrap.machine';
import { api, runtime } from './services';
import { storage, storageKeys } from './storage';

type CachedBootstrap = Partial<Record<Locale, Bootstrap>>;

export function cachedBootstrap(locale: Locale): Bootstrap | null {
  const cached = storage.getJson<CachedBootstrap>(storageKeys.bootstrap)?.[locale];
  const parsed = bootstrapSchema.safeParse(cached);
  return parsed.success ? parsed.data : null;
}

function loadScript(src: string, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`script ${src} failed`));
    signal.addEventListener('abort', () => reject(new Error('aborted')));
    document.head.append(script);
  });
}

function randomFingerprint(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

type Covery = { fingerprint(): string };

export const providedBootstrapMachine = bootstrapMachine.provide({
  actors: {
    loadBootstrap: fromPromise(async ({ signal }) => {
      const answer = await api.get<unknown>('cms/grouped', { signal });
      return bootstrapSchema.parse(answer.data);
    }),
    loadCollector: fromPromise(({ signal }) => loadScript('/api/cms/coveryjs', signal)),
    computeFingerprint: fromPromise(async () => {
      const covery = (window as unknown as { covery?: Covery }).covery;
      const stored = storage.get(storageKeys.fingerprint);
      try {
        return covery ? covery.fingerprint() : stored ?? randomFingerprint();
      } catch {
        return stored ?? randomFingerprint();
      }
    }),
    loadEgyptQuest: fromPromise(async ({ signal }) => (await api.get<{ currentLevelI: number }>('casino/eqyptquest', { signal })).data),
    // Warms the HTTP cache with the icon sprite that <Icon> references (/icons.svg#name).
    loadIcons: fromPromise(async ({ signal }) => {
      await fetch('/icons.svg', { signal });
    }),
  },
  actions: {
    cacheBootstrap: (_, { data, locale }) => {
      const cached = storage.getJson<CachedBootstrap>(storageKeys.bootstrap) ?? {};
      storage.set(storageKeys.bootstrap, JSON.stringify({ ...cached, [locale]: data }));
    },
    storeFingerprint: (_, { fingerprint }) => {
      runtime.fingerprint = fingerprint;
      storage.set(storageKeys.fingerprint, fingerprint);
    },
  },
});

import { fromPromise } from 'xstate';
import type { Bootstrap } from '../../contracts/cms';
import type { Locale } from '../../i18n/locales';
import { bootstrapMachine, emptyBootstrap } from '../../machines/bootstrap.machine';
import { callActor } from '../api/call';
import { loadBootstrap } from './api/bootstrap';
import { loadEgyptQuest } from './api/egypt-quest';
import { runtime } from './services';
import { storage, storageKeys } from './storage';

type CachedBootstrap = Partial<Record<Locale, Bootstrap>>;

/**
 * The cached copy was checked against the schema before it was stored; at start-up a cheap shape check (every
 * part present, of the right kind) guards against an old or hand-edited copy without loading zod first.
 */
function hasBootstrapShape(value: unknown): value is Bootstrap {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return Object.entries(emptyBootstrap).every(([key, empty]) => {
    const part = record[key];
    if (Array.isArray(empty)) return Array.isArray(part);
    if (empty === null) return part === null || typeof part === 'object';
    return typeof part === typeof empty && part !== null;
  });
}

export function cachedBootstrap(locale: Locale): Bootstrap | null {
  const cached = storage.getJson<CachedBootstrap>(storageKeys.bootstrap)?.[locale];
  return hasBootstrapShape(cached) ? cached : null;
}

/** After the load event and an idle moment: what the first view does not need waits for the page to settle. */
function afterIdle(signal: AbortSignal, timeout = 2000): Promise<void> {
  return new Promise((resolve, reject) => {
    const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout }) : setTimeout(resolve, 0));
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
    signal.addEventListener('abort', () => reject(new Error('aborted')));
  });
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
    loadBootstrap: callActor(loadBootstrap),
    loadCollector: fromPromise(({ signal }) => loadScript('/api/cms/coveryjs', signal)),
    // The collector's work (a canvas drawing, hashing) waits until the page has settled after its first view.
    computeFingerprint: fromPromise(async ({ signal }) => {
      await afterIdle(signal);
      const covery = (window as unknown as { covery?: Covery }).covery;
      const stored = storage.get(storageKeys.fingerprint);
      try {
        return covery ? covery.fingerprint() : stored ?? randomFingerprint();
      } catch {
        return stored ?? randomFingerprint();
      }
    }),
    loadEgyptQuest: callActor(loadEgyptQuest),
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

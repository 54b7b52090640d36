import { lazy, type ComponentType } from 'react';
import { loadAllStrings } from '../i18n/runtime';
import { useT } from './hooks';

/** How long a failed chunk load waits before its one retry (a server restarting is usually back by then). */
const RETRY_AFTER_MS = 1500;

/**
 * A part of the page loaded on first use (a page, a dialog) that survives a failed load: the server restarting or
 * a dropped connection retries once, then shows a message with Reload in that part's place instead of taking the
 * whole page down (React unmounts everything when a lazy import rejects and no boundary catches it). The part's
 * strings (the rest of the Turkish catalogue) come with its code.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  const loadWithStrings = () => Promise.all([load(), loadAllStrings()]).then(([view]) => view);
  return lazy(async () => {
    try {
      return { default: await loadWithStrings() };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
      try {
        return { default: await loadWithStrings() };
      } catch {
        return { default: PartFailed as ComponentType<P> };
      }
    }
  });
}

/** In place of a part that could not be loaded: why, and a way out (a reload fetches the page's code afresh). */
export function PartFailed() {
  const t = useT();
  return (
    <div role="alert" className="part-failed">
      <p>{t('shell.partFailed')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('shell.reload')}
      </button>
    </div>
  );
}

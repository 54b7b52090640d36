import { fromCallback } from 'xstate';
import { popupMachine, type PopupEvent } from '../../../machines/popup.machine';
import { storage, storageKeys } from '../../app/storage';

/** popupSeen holds a JSON list of ids; an older single-id value still counts. */
export function storedPopupSeen(): string[] {
  const raw = storage.get(storageKeys.popupSeen);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed)) return parsed.filter((id): id is string => typeof id === 'string');
  } catch {
    /* a plain id */
  }
  return [raw];
}

/** The popup opens once the player has left the interactive page alone this long (product §4). */
export const POPUP_QUIET_MS = 3000;
const INPUTS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

type DialogsRef = { getSnapshot(): { matches(state: 'closed'): boolean }; subscribe(listener: () => void): { unsubscribe(): void } };
type SessionRef = { getSnapshot(): { context: { authData: { exclusion?: { until: string } | null } | null } } };

/** A player under a time-out or self-exclusion gets no marketing: the popup is skipped as if a dialog were open. */
const excluded = (session: SessionRef | undefined) => {
  const until = session?.getSnapshot().context.authData?.exclusion?.until;
  return until !== undefined && Date.parse(until) > Date.now();
};

/** Pages the popup never covers: a game, the sportsbook, the account area and the payment pages. */
const UNFIT_PATHS = [/^\/casino\/play\//, /^\/(live)?spor(\/|$)/, /^\/dashboard(\/|$)/, /^\/pay\//, /^\/games\//];

/**
 * Whether the popup fits now: a page of the site's shop window, no dialog of any kind open (a game window, a
 * time-out's confirmation, the reality check), and the player not typing or reading search results.
 */
export function popupFits(): boolean {
  if (UNFIT_PATHS.some((path) => path.test(location.pathname))) return false;
  if (document.querySelector('dialog[open], [role="dialog"][aria-modal="true"]')) return false;
  const active = document.activeElement;
  if (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement || active instanceof HTMLSelectElement) return false;
  return ![...document.querySelectorAll<HTMLInputElement>('input[type="search"]')].some((search) => search.value.trim() !== '');
}

/**
 * The page's side of the popup's wait: ready after the load event, an idle moment and POPUP_QUIET_MS without
 * input (each tap, key or scroll starts the quiet over), so the popup never lands mid-action nor competes with
 * the first view; on a page where it does not fit (popupFits) the wait starts over, so it comes on the next page
 * that fits; and told whenever the dialog manager has a dialog open.
 */
const watchPage = fromCallback<PopupEvent>(({ sendBack, system }) => {
  const dialogs = system.get('dialogs') as DialogsRef | undefined;
  const busy = () => dialogs !== undefined && !dialogs.getSnapshot().matches('closed');
  const subscription = dialogs?.subscribe(() => {
    if (busy()) sendBack({ type: 'popup.dialogOpened' });
  });
  if (busy() || excluded(system.get('session') as SessionRef | undefined)) sendBack({ type: 'popup.dialogOpened' });

  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const quiet = () => {
    clearTimeout(timer);
    timer = setTimeout(() => (popupFits() ? sendBack({ type: 'popup.pageReady' }) : quiet()), POPUP_QUIET_MS);
  };
  const interactive = () => {
    const start = () => {
      quiet();
      for (const type of INPUTS) window.addEventListener(type, quiet, { passive: true, capture: true });
    };
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(start, { timeout: 1000 });
    else start();
  };
  if (document.readyState === 'complete') interactive();
  else window.addEventListener('load', interactive, { once: true });
  return () => {
    subscription?.unsubscribe();
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
    window.removeEventListener('load', interactive);
    for (const type of INPUTS) window.removeEventListener(type, quiet, { capture: true });
  };
});

export const providedPopupMachine = popupMachine.provide({
  actors: { watchPage },
  actions: {
    markSeen: (_, { seen }) => storage.set(storageKeys.popupSeen, JSON.stringify(seen)),
  },
});

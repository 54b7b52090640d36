/*
 * Taps that land before the app has taken over the server's first view. The server's HTML shows real buttons and
 * links from the first response, but until React has hydrated them they do nothing (a link would even reload the
 * whole page). The page's entry holds the last such tap and carries it out once the app is live, so a player on a
 * slow phone who taps "Login" or a game at once gets what they tapped, a moment later, instead of nothing.
 */

/** What a tap can mean before the app is live: things the app handles on click. */
const TAPPABLE = 'a[href], button, summary, [role="button"], [role="tab"], [role="link"], [role="menuitem"], input[type="checkbox"], input[type="radio"]';

/** If the app never comes (its code failed), the held tap is let through as the browser would have done it. */
export const EARLY_TAP_GIVE_UP_MS = 15_000;

interface HeldTap {
  element: Element;
  /** Where the element sits under the root (child indexes), to find it again if React replaced the server's DOM. */
  path: number[];
  tag: string;
  /** What a player tells it by: its tag, label, address and text (the same control in a view the app drew afresh). */
  identity: string;
}

const identityOf = (element: Element) =>
  [element.tagName, element.getAttribute('aria-label') ?? '', element.getAttribute('href') ?? '', element.textContent ?? ''].join('\u0000');

let held: HeldTap | null = null;
let stop: ((appLive: boolean) => void) | null = null;

function pathFrom(root: Element, element: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
    const parent: Element | null = node.parentElement;
    if (!parent) return [];
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
  }
  return path;
}

/**
 * The tapped element now: itself, or, when the app drew the view afresh, the control of the page a player would take
 * for it (a signed-in player's page replaces the server's guest view, whose header differs, so what sat below it
 * moved); of two alike, the one in the tapped one's place.
 */
function resolve(root: Element, tap: HeldTap): Element | null {
  if (tap.element.isConnected) return tap.element;
  const same = [...root.querySelectorAll(tap.tag)].filter((element) => identityOf(element) === tap.identity);
  return same.length > 1 ? (same.find((element) => pathFrom(root, element).join() === tap.path.join()) ?? null) : (same[0] ?? null);
}

/** The longest a held tap waits, once the app is live, for the part of the page it is in to be taken over too. */
export const EARLY_TAP_PART_WAIT_MS = 5_000;
const PART_POLL_MS = 50;

/**
 * Whether the app has taken over this element: React marks each element it owns. A page part whose code loads
 * later (a lazy route) is still the server's HTML when the app's first commit is on screen.
 */
const ownedByApp = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

function carryOut(root: Element, doc: Document, appLive: boolean) {
  const tap = held;
  held = null;
  if (!tap) return;
  const waitUntil = Date.now() + EARLY_TAP_PART_WAIT_MS;
  // A new tap after the app is live replaces the held one.
  let dropped = false;
  const drop = () => (dropped = true);
  doc.addEventListener('pointerdown', drop, { capture: true, once: true });
  const attempt = () => {
    if (dropped) return;
    const element = resolve(root, tap);
    // Not there yet (a list the app fills from the network), or still the server's HTML: the part may follow.
    if (appLive && Date.now() < waitUntil && (!(element instanceof HTMLElement) || !ownedByApp(element))) {
      setTimeout(attempt, PART_POLL_MS);
      return;
    }
    if (!(element instanceof HTMLElement)) return doc.removeEventListener('pointerdown', drop, true);
    doc.removeEventListener('pointerdown', drop, true);
    element.focus({ preventScroll: true });
    element.click();
  };
  attempt();
}

/**
 * Starts holding taps on the server's view inside `root`. Answers nothing; `releaseEarlyTaps` ends it. A page
 * without a server view (development, or a page the app renders afresh) holds nothing.
 */
/**
 * What ./app-live.ts announces when the app is live. Written here again, not imported: this file is the entry's
 * own, and a module it shared with the app would take the app's chunks into the entry's first downloads.
 */
const APP_LIVE_EVENT = 'app-live';

export function holdEarlyTaps(root: HTMLElement | null, doc: Document = document): void {
  if (!root?.firstElementChild || stop) return;
  const onClick = (event: MouseEvent) => {
    // A new tab or window (modifier keys, middle button) is the browser's business, as after the app starts.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const target = event.target instanceof Element ? event.target.closest(TAPPABLE) : null;
    if (!target || !root.contains(target)) return;
    if (target instanceof HTMLAnchorElement && target.target && target.target !== '_self') return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = { element: target, path: pathFrom(root, target), tag: target.tagName, identity: identityOf(target) };
  };
  doc.addEventListener('click', onClick, true);
  const giveUp = setTimeout(() => stop?.(false), EARLY_TAP_GIVE_UP_MS);
  doc.addEventListener(APP_LIVE_EVENT, () => stop?.(true));
  stop = (appLive: boolean) => {
    clearTimeout(giveUp);
    doc.removeEventListener('click', onClick, true);
    stop = null;
    carryOut(root, doc, appLive);
  };
}

/** The app is live (its first commit is on screen; the app says so with ./app-live.ts): the held tap, if any, is carried out now. */
export function releaseEarlyTaps(): void {
  stop?.(true);
}

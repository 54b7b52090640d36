// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceAppLive } from '../../src/app/app-live';
import { EARLY_TAP_GIVE_UP_MS, EARLY_TAP_PART_WAIT_MS, holdEarlyTaps, releaseEarlyTaps } from '../../src/app/early-taps';

/**
 * A tap on the server's first view before the app is live: nothing happens at the time (the server's button has no
 * handler yet, a link would reload the page), and the tapped control is activated once the app says it is live.
 */

function serverView() {
  document.body.innerHTML = `
    <div id="root"><header><button type="button">Giriş Yap</button><a href="/promotions">Promosyonlar</a></header>
    <main><p>Metin</p><button type="button">Oyna</button></main></div>
    <button type="button" id="outside">Dışarıda</button>`;
  return document.getElementById('root')!;
}

/** What hydration does to the server's elements, as far as the held tap can tell: React owns them now. */
function hydrate(root: Element) {
  for (const element of [root, ...root.querySelectorAll('*')]) Object.assign(element, { __reactFiber$test: {} });
}

const tap = (element: Element, init: MouseEventInit = {}) =>
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));

afterEach(() => {
  releaseEarlyTaps();
  vi.useRealTimers();
});

describe('early taps', () => {
  it('holds a tap until the app is live, then carries out the last one only, once', () => {
    const root = serverView();
    holdEarlyTaps(root);
    const [login, play] = root.querySelectorAll('button');
    const loginClicks = vi.fn();
    const playClicks = vi.fn();
    // The app's own handlers, as after hydration: none may run before the release.
    login.addEventListener('click', loginClicks);
    play.addEventListener('click', playClicks);
    tap(login);
    tap(play);
    expect(loginClicks).not.toHaveBeenCalled();
    expect(playClicks).not.toHaveBeenCalled();
    hydrate(root);
    releaseEarlyTaps();
    expect(loginClicks).not.toHaveBeenCalled();
    expect(playClicks).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(play);
    // Live now: taps go straight through, and a second release does nothing.
    tap(play);
    releaseEarlyTaps();
    expect(playClicks).toHaveBeenCalledTimes(2);
  });

  it('a signed-in player\'s page, drawn afresh over the guest view with another header, gets the tap on the same control once its list is there', () => {
    vi.useFakeTimers();
    const root = serverView();
    holdEarlyTaps(root);
    tap(root.querySelectorAll('button')[1]);
    // The app replaces the guest view: a header of another shape, and the games' list not drawn yet.
    root.innerHTML = '<header><span>₺100,00</span><a href="/dashboard">Hesabım</a></header><main><p>Metin</p></main>';
    hydrate(root);
    releaseEarlyTaps();
    vi.advanceTimersByTime(500);
    const play = document.createElement('button');
    play.type = 'button';
    play.textContent = 'Oyna';
    const clicks = vi.fn();
    play.addEventListener('click', clicks);
    root.querySelector('main')!.append(play);
    hydrate(root);
    vi.advanceTimersByTime(100);
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('a tap whose control the fresh page does not hold (the guest\'s Login, for a signed-in player) is dropped', () => {
    vi.useFakeTimers();
    const root = serverView();
    holdEarlyTaps(root);
    tap(root.querySelector('button')!);
    root.innerHTML = '<header><a href="/dashboard">Hesabım</a></header><main><button type="button">Giriş</button></main>';
    hydrate(root);
    const clicks = vi.fn();
    root.querySelector('button')!.addEventListener('click', clicks);
    releaseEarlyTaps();
    vi.advanceTimersByTime(EARLY_TAP_PART_WAIT_MS + 200);
    expect(clicks).not.toHaveBeenCalled();
  });

  it('hears the app say it is live (the app does not import the holder, which is the entry\'s own)', () => {
    const root = serverView();
    holdEarlyTaps(root);
    const play = root.querySelectorAll('button')[1];
    const playClicks = vi.fn();
    play.addEventListener('click', playClicks);
    tap(play);
    hydrate(root);
    expect(playClicks).not.toHaveBeenCalled();
    announceAppLive();
    expect(playClicks).toHaveBeenCalledTimes(1);
  });

  it('keeps a link from reloading the page before the app is live', () => {
    const root = serverView();
    holdEarlyTaps(root);
    const link = root.querySelector('a')!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    root.innerHTML = '';
  });

  it('leaves alone taps on plain text, outside the view, and new-tab clicks', () => {
    const root = serverView();
    holdEarlyTaps(root);
    const outside = document.getElementById('outside')!;
    const outsideClicks = vi.fn();
    outside.addEventListener('click', outsideClicks);
    tap(outside);
    expect(outsideClicks).toHaveBeenCalledTimes(1);
    // What the browser would do with the click, seen at the end of its way (then kept from navigating the test page).
    let browserGetsIt = false;
    const last = (event: Event) => {
      browserGetsIt = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', last);
    root.querySelector('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true }));
    document.removeEventListener('click', last);
    expect(browserGetsIt).toBe(true);
    const text = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    root.querySelector('p')!.dispatchEvent(text);
    expect(text.defaultPrevented).toBe(false);
  });

  it('finds the tapped control again when the app rendered the view afresh', () => {
    const root = serverView();
    holdEarlyTaps(root);
    tap(root.querySelectorAll('button')[1]);
    // React replaced the server's DOM (a hydration mismatch): the same control, a new element.
    root.innerHTML = root.innerHTML;
    hydrate(root);
    const play = root.querySelectorAll('button')[1];
    const playClicks = vi.fn();
    play.addEventListener('click', playClicks);
    releaseEarlyTaps();
    expect(playClicks).toHaveBeenCalledTimes(1);
  });

  it('drops the tap when the control is gone or another one is in its place', () => {
    const root = serverView();
    holdEarlyTaps(root);
    tap(root.querySelectorAll('button')[1]);
    root.innerHTML = '<header><button type="button">Giriş Yap</button><a href="/">x</a></header><main><p>x</p><button type="button">Kapat</button></main>';
    const other = root.querySelectorAll('button')[1];
    const otherClicks = vi.fn();
    other.addEventListener('click', otherClicks);
    releaseEarlyTaps();
    expect(otherClicks).not.toHaveBeenCalled();
  });

  it('waits for a part of the page whose code comes later, and is dropped by a newer tap', () => {
    vi.useFakeTimers();
    const root = serverView();
    holdEarlyTaps(root);
    const play = root.querySelectorAll('button')[1];
    const playClicks = vi.fn();
    play.addEventListener('click', playClicks);
    tap(play);
    // The app is live, but the part with the game is still the server's HTML (its code is on its way).
    hydrate(root.querySelector('header')!);
    releaseEarlyTaps();
    vi.advanceTimersByTime(1_000);
    expect(playClicks).not.toHaveBeenCalled();
    hydrate(root);
    vi.advanceTimersByTime(100);
    expect(playClicks).toHaveBeenCalledTimes(1);

    // Held again on a new page; the player taps elsewhere once the app is live: the old tap is forgotten.
    const again = serverView();
    holdEarlyTaps(again);
    const login = again.querySelector('button')!;
    const loginClicks = vi.fn();
    login.addEventListener('click', loginClicks);
    tap(login);
    releaseEarlyTaps();
    again.querySelector('p')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    hydrate(again);
    vi.advanceTimersByTime(EARLY_TAP_PART_WAIT_MS);
    expect(loginClicks).not.toHaveBeenCalled();
  });

  it('lets the tap through as the browser would if the app never comes', () => {
    vi.useFakeTimers();
    const root = serverView();
    holdEarlyTaps(root);
    const login = root.querySelector('button')!;
    const clicks = vi.fn();
    login.addEventListener('click', clicks);
    tap(login);
    vi.advanceTimersByTime(EARLY_TAP_GIVE_UP_MS - 1);
    expect(clicks).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('holds nothing on a page without a server view', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root')!;
    holdEarlyTaps(root);
    root.innerHTML = '<button type="button">Oyna</button>';
    const clicks = vi.fn();
    root.querySelector('button')!.addEventListener('click', clicks);
    tap(root.querySelector('button')!);
    expect(clicks).toHaveBeenCalledTimes(1);
  });
});

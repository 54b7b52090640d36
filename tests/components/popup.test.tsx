// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Popup } from '../../contracts/cms';
import { PromoPopup } from '../../src/features/popup/promo-popup';
import { POPUP_QUIET_MS } from '../../src/features/popup/provide';
import { renderContent, testBootstrap } from './content-app-harness';
import { currentPath, goTo } from './app-harness';
import { authData } from '../unit/machines/shell-harness';

const popup = (id: string, url: string | null): Popup => ({
  id,
  url,
  title: 'Hafta sonu %50 yatırım bonusu',
  description: '',
  images: [
    { url: '/media/popup/sm.svg', width: 600 },
    { url: '/media/popup/md.svg', width: 992 },
    { url: '/media/popup/lg.svg', width: 1200 },
  ],
});

type Options = Parameters<typeof renderContent>[1];

/** Renders the popup with the app's real wiring and lets the page be quiet long enough for it. */
function renderPopup(options: Options) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const rendered = renderContent(<PromoPopup />, options);
  act(() => vi.advanceTimersByTime(POPUP_QUIET_MS));
  vi.useRealTimers();
  return rendered;
}

describe('promotional popup', () => {
  it('waits for a quiet page: each key press or tap starts the wait over', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      renderContent(<PromoPopup />, { bootstrap: { ...testBootstrap, popup: popup('p1', null) } });
      expect(screen.queryByRole('dialog')).toBeNull();
      act(() => vi.advanceTimersByTime(POPUP_QUIET_MS - 100));
      fireEvent.keyDown(window, { key: 'a' });
      act(() => vi.advanceTimersByTime(POPUP_QUIET_MS - 100));
      expect(screen.queryByRole('dialog')).toBeNull();
      act(() => vi.advanceTimersByTime(100));
      expect(screen.getByRole('dialog')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits for a page where it fits: not over a game, the account area, a dialog of its own or a search being read', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const promo = () => screen.queryByRole('dialog', { name: 'Hafta sonu %50 yatırım bonusu' });
    try {
      renderContent(<PromoPopup />, { path: '/dashboard/responsible-gaming', bootstrap: { ...testBootstrap, popup: popup('p1', null) } });
      act(() => vi.advanceTimersByTime(POPUP_QUIET_MS * 3));
      expect(promo()).toBeNull();
      goTo('/casino/play/abc');
      act(() => vi.advanceTimersByTime(POPUP_QUIET_MS * 3));
      expect(promo()).toBeNull();

      // A lobby with a dialog the dialog manager does not know (a time-out's confirmation, a reality check).
      goTo('/casino/slot');
      const own = document.createElement('dialog');
      own.setAttribute('open', '');
      document.body.append(own);
      act(() => vi.advanceTimersByTime(POPUP_QUIET_MS * 2));
      expect(promo()).toBeNull();
      own.remove();

      // The player reads what they searched for.
      const search = document.createElement('input');
      search.type = 'search';
      search.value = 'sultan';
      document.body.append(search);
      act(() => vi.advanceTimersByTime(POPUP_QUIET_MS * 2));
      expect(promo()).toBeNull();
      search.remove();

      act(() => vi.advanceTimersByTime(POPUP_QUIET_MS));
      expect(promo()).not.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not open when another dialog was asked for first', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const markPopupSeen = vi.fn();
      const { actor } = renderContent(<PromoPopup />, { bootstrap: { ...testBootstrap, popup: popup('p1', null) }, markPopupSeen });
      act(() => actor.system.get('dialogs')!.send({ type: 'dialog.open', name: 'login' }));
      act(() => vi.advanceTimersByTime(POPUP_QUIET_MS * 2));
      expect(screen.queryByRole('dialog', { name: 'Hafta sonu %50 yatırım bonusu' })).toBeNull();
      expect(markPopupSeen).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens with a responsive picture, a spinner until it loads, and is marked seen', () => {
    const markPopupSeen = vi.fn();
    renderPopup({ bootstrap: { ...testBootstrap, popup: popup('p1', '/promotions') }, markPopupSeen });
    const dialog = screen.getByRole('dialog', { name: 'Hafta sonu %50 yatırım bonusu' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(markPopupSeen).toHaveBeenCalledWith(['p1']);
    const sources = Array.from(dialog.querySelectorAll('source')).map((s) => [s.getAttribute('media'), s.getAttribute('srcset')]);
    expect(sources).toEqual([
      ['(min-width: 1200px)', '/media/popup/lg.svg'],
      ['(min-width: 992px)', '/media/popup/md.svg'],
    ]);
    const image = within(dialog).getByRole('img', { name: 'Hafta sonu %50 yatırım bonusu' });
    expect(image.getAttribute('src')).toBe('/media/popup/sm.svg');
    expect(within(dialog).getByRole('status')).toBeTruthy();
    fireEvent.load(image);
    expect(within(dialog).queryByRole('status')).toBeNull();
  });

  it('links to its url and closes on click', () => {
    renderPopup({ bootstrap: { ...testBootstrap, popup: popup('p1', '/promotions') } });
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/promotions');
    act(() => fireEvent.click(link));
    expect(currentPath()).toBe('/promotions');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('links to the current page without a url, and closes on Escape', () => {
    renderPopup({ bootstrap: { ...testBootstrap, popup: popup('p1', null) }, path: '/casino/slot' });
    expect(screen.getByRole('link').getAttribute('href')).toBe('/casino/slot');
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not shown again for content already seen', () => {
    renderPopup({ bootstrap: { ...testBootstrap, popup: popup('p1', null) }, popupSeen: ['p1'] });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(document.body);
  });

  it('is not shown to a player under a time-out or self-exclusion (no marketing), and is to any other player', () => {
    const excluded = authData({ exclusion: { kind: 'self_exclusion', until: '2099-01-01T00:00:00.000Z' } });
    const first = renderPopup({ bootstrap: { ...testBootstrap, popup: popup('p3', null) }, authData: excluded });
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();
    renderPopup({ bootstrap: { ...testBootstrap, popup: popup('p3', null) }, authData: authData({ exclusion: null }) });
    expect(screen.getByRole('dialog', { name: 'Hafta sonu %50 yatırım bonusu' })).toBeTruthy();
  });

  it('closes with its close button', () => {
    renderPopup({ bootstrap: { ...testBootstrap, popup: popup('p2', null) } });
    fireEvent.click(screen.getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

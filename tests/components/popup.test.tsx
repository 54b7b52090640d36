// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Popup } from '../../contracts/cms';
import { PromoPopup } from '../../src/features/popup/promo-popup';
import { renderContent, testBootstrap } from './content-app-harness';
import { currentPath } from './app-harness';

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

describe('promotional popup', () => {
  it('opens with a responsive picture, a spinner until it loads, and is marked seen', () => {
    const markPopupSeen = vi.fn();
    renderContent(<PromoPopup />, { bootstrap: { ...testBootstrap, popup: popup('p1', '/promotions') }, markPopupSeen });
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
    renderContent(<PromoPopup />, { bootstrap: { ...testBootstrap, popup: popup('p1', '/promotions') } });
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/promotions');
    act(() => fireEvent.click(link));
    expect(currentPath()).toBe('/promotions');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('links to the current page without a url, and closes on Escape', () => {
    renderContent(<PromoPopup />, { bootstrap: { ...testBootstrap, popup: popup('p1', null) }, path: '/casino/slot' });
    expect(screen.getByRole('link').getAttribute('href')).toBe('/casino/slot');
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not shown again for content already seen', () => {
    renderContent(<PromoPopup />, { bootstrap: { ...testBootstrap, popup: popup('p1', null) }, popupSeen: ['p1'] });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(document.body);
  });

  it('closes with its close button', () => {
    renderContent(<PromoPopup />, { bootstrap: { ...testBootstrap, popup: popup('p2', null) } });
    fireEvent.click(screen.getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

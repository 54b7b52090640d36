// @vitest-environment jsdom
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { lazyPart } from '../../src/app/lazy-part';
import { renderContent } from './content-app-harness';

const Page = () => <h1>Casino</h1>;

function renderPart(load: () => Promise<typeof Page>) {
  const Part = lazyPart(load);
  return renderContent(
    <>
      <p>Header stays</p>
      <Suspense fallback={<p role="status">loading</p>}>
        <Part />
      </Suspense>
    </>,
    { path: '/' },
  );
}

describe('a part of the page loaded on first use', () => {
  it('shows itself once its code has loaded', async () => {
    renderPart(() => Promise.resolve(Page));
    expect(await screen.findByRole('heading', { name: 'Casino' })).toBeTruthy();
  });

  it('tries once more when its code fails to load (a server restarting), and shows itself if that works', async () => {
    vi.useFakeTimers();
    try {
      const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValueOnce(Page);
      renderPart(load);
      await act(() => vi.advanceTimersByTimeAsync(2000));
      expect(screen.getByRole('heading', { name: 'Casino' })).toBeTruthy();
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('when it fails twice, says so in its place with a Reload button, and the rest of the page stays', async () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    const location = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...location, reload } });
    try {
      renderPart(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
      await act(() => vi.advanceTimersByTimeAsync(2000));
      expect(screen.getByRole('alert').textContent).toContain('Sayfanın bu bölümü yüklenemedi.');
      expect(screen.getByText('Header stays')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Yenile' }));
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: location });
      vi.useRealTimers();
    }
  });
});

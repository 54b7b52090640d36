// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { TopBanner } from '../../src/features/top-banner/top-banner';
import { onDefaultDomain } from '../../src/features/top-banner/domain';
import { renderContent, testBootstrap } from './content-app-harness';
import { goTo } from './app-harness';

describe('top banner', () => {
  it('shows TOP_NOTIFY with both domains at home, and dismissing stores the flag and collapses', async () => {
    vi.useFakeTimers();
    try {
      const storeTopNotifyRead = vi.fn();
      renderContent(<TopBanner hostname="kasa1045.com" />, { storeTopNotifyRead });
      const banner = screen.getByRole('region', { name: 'Adres bilgisi' });
      expect(banner.textContent).toContain(
        'Yeni adresimiz kasa1046.com! kasa1045.com adresine erişim sorunu yaşarsanız yeni adresimizi kullanın.',
      );
      expect(banner.textContent).not.toContain('alternatif');
      fireEvent.click(screen.getByRole('button', { name: 'Bildirimi kapat' }));
      expect(storeTopNotifyRead).toHaveBeenCalledTimes(1);
      expect(banner.className).toMatch(/collapsing/);
      await act(() => vi.advanceTimersByTimeAsync(500));
      expect(screen.queryByRole('region', { name: 'Adres bilgisi' })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('is not shown away from home, nor once read', () => {
    renderContent(<TopBanner />, { path: '/promotions' });
    expect(screen.queryByText(/Yeni adresimiz/)).toBeNull();
    document.body.innerHTML = '';
    renderContent(<TopBanner />, { topNotifyRead: true });
    expect(screen.queryByText(/Yeni adresimiz/)).toBeNull();
  });

  it('marks the banner read when the visitor navigates elsewhere', async () => {
    const storeTopNotifyRead = vi.fn();
    renderContent(<TopBanner />, { storeTopNotifyRead });
    expect(screen.getByText(/Yeni adresimiz/)).toBeTruthy();
    await goTo('/casino/slot');
    expect(storeTopNotifyRead).toHaveBeenCalledTimes(1);
  });

  it('adds the current address on a non-default domain', () => {
    renderContent(<TopBanner hostname="kasa-mirror.net" />);
    expect(screen.getByText(/alternatif bir adresten bağlısınız. Güncel adresimiz: kasa1045.com/)).toBeTruthy();
  });

  it('decides the default domain by hostname suffix', () => {
    const { current } = testBootstrap.domainStatus;
    expect(onDefaultDomain('kasa1045.com', current)).toBe(true);
    expect(onDefaultDomain('www.kasa1045.com', current)).toBe(true);
    expect(onDefaultDomain('localhost', current)).toBe(true);
    expect(onDefaultDomain('kasa1046.com', current)).toBe(false);
    expect(onDefaultDomain('evilkasa1045.com', current)).toBe(false);
  });
});

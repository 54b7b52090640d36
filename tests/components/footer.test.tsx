// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Footer } from '../../src/features/footer/footer';
import { renderContent } from './content-app-harness';

describe('footer', () => {
  it('links the footer content pages (category 2) and shows 16 provider logos', () => {
    renderContent(<Footer />);
    const nav = screen.getByRole('navigation', { name: 'Bilgi' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Hakkımızda', '/pages/3'],
      ['Sorumlu Oyun', '/pages/7'],
    ]);
    const providers = screen.getByRole('region', { name: 'Oyun sağlayıcıları' });
    const logos = within(providers).getAllByRole('img');
    expect(logos).toHaveLength(16);
    expect(logos[0]).toHaveProperty('alt', 'Provider 1');
  });

  it('states the licence, the age limit and the 2025 copyright', () => {
    renderContent(<Footer />);
    expect(screen.getByText(/Filipinler oyun düzenleme otoritesinden/)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Lisans doğrulama mührü' })).toBeTruthy();
    expect(screen.getByText(/18 yaşından küçüklerin/)).toBeTruthy();
    expect(screen.getByText(/© 2025 Kasa/)).toBeTruthy();
  });

  it('scrolls back to the top', () => {
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo as typeof window.scrollTo;
    renderContent(<Footer />);
    fireEvent.click(screen.getByRole('button', { name: 'Sayfanın başına dön' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});

// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'wouter';
import { ApiError } from '../../src/api/client';
import { api } from '../../src/app/services';
import { PageView, PagesIndex } from '../../src/features/pages/pages-page';
import { renderContent } from './content-harness';

vi.mock('../../src/app/services', async (original) => ({
  ...(await original<typeof import('../../src/app/services')>()),
  api: { get: vi.fn(), post: vi.fn() },
}));
const get = vi.mocked(api.get);
const found = (data: unknown) => ({ success: true, message: '', data });

const pageRoute = (
  <Route path="/pages/:id">
    <PageView />
  </Route>
);

beforeEach(() => {
  get.mockReset();
});

describe('content pages', () => {
  it('lists every category with its pages as links', () => {
    renderContent(<PagesIndex />, { path: '/pages' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('İçerikler');
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/pages/3', '/pages/7', '/pages/1']);
  });

  it('shows a page title and its sanitized body after a spinner', async () => {
    get.mockResolvedValue(found({ id: 3, title: 'Hakkımızda', body: '<h2>Biz</h2><p>Kasa</p><script>window.evil=1</script>' }));
    const { container } = renderContent(pageRoute, { path: '/pages/3' });
    expect(screen.getByRole('status').textContent).toContain('Yükleniyor...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hakkımızda' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Biz' })).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(get).toHaveBeenCalledWith('cms/page/3', expect.objectContaining({ signal: expect.any(AbortSignal) }));
  });

  it('says so when the page does not exist', async () => {
    get.mockRejectedValue(new ApiError('Sayfa bulunamadı.', 404));
    renderContent(pageRoute, { path: '/pages/999' });
    expect(await screen.findByRole('heading', { name: 'Aradığınız sayfa bulunamadı.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tüm sayfalar' }).getAttribute('href')).toBe('/pages');
  });

  it('offers a retry when the server cannot be reached', async () => {
    get.mockRejectedValueOnce(new ApiError('Sunucuya ulaşılamadı.', 0)).mockResolvedValue(found({ id: 4, title: 'Şartlar', body: '<p>Metin</p>' }));
    renderContent(pageRoute, { path: '/pages/4' });
    const alert = await screen.findByRole('alert');
    fireEvent.click(within(alert).getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Şartlar' })).toBeTruthy();
  });
});

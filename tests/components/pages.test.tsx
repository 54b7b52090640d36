// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'wouter';
import { PageView, PagesIndex } from '../../src/features/pages/pages-page';
import { renderContent } from './content-app-harness';
import { fail, ok } from './fake-network';

const pageRoute = (
  <Route path="/pages/:id">
    <PageView />
  </Route>
);

describe('content pages', () => {
  it('lists every category with its pages as links', () => {
    renderContent(<PagesIndex />, { path: '/pages' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('İçerikler');
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/pages/3', '/pages/7', '/pages/1']);
  });

  it('shows a page title and its sanitized body after a spinner', async () => {
    const page = { id: 3, title: 'Hakkımızda', body: '<h2>Biz</h2><p>Kasa</p><script>window.evil=1</script>' };
    const { container, network } = renderContent(pageRoute, { path: '/pages/3', server: { 'GET cms/page/3': () => ok(page) } });
    expect(screen.getByRole('status').textContent).toContain('Yükleniyor...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hakkımızda' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Biz' })).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(network.calls('GET cms/page/3')).toHaveLength(1);
  });

  it('says so when the page does not exist', async () => {
    renderContent(pageRoute, { path: '/pages/999', server: { 'GET cms/page/999': () => fail(404, 'Sayfa bulunamadı.') } });
    expect(await screen.findByRole('heading', { name: 'Aradığınız sayfa bulunamadı.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tüm sayfalar' }).getAttribute('href')).toBe('/pages');
  });

  it('offers a retry when the server cannot be reached', async () => {
    let failures = 1;
    const page = () => (failures-- > 0 ? fail(503, 'Sunucuya ulaşılamadı.') : ok({ id: 4, title: 'Şartlar', body: '<p>Metin</p>' }));
    renderContent(pageRoute, { path: '/pages/4', server: { 'GET cms/page/4': page } });
    const alert = await screen.findByRole('alert');
    fireEvent.click(within(alert).getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Şartlar' })).toBeTruthy();
  });
});

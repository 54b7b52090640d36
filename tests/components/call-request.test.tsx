// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Bootstrap } from '../../contracts/cms';
import { authData } from '../unit/machines/shell-harness';
import { bootstrapped, currentPath, renderApp, settle, shellBootstrap } from './app-harness';
import { fail, ok } from './fake-network';

/** The call-request page, reached from the side menu, started as the page starts it over a fake network. */
const wait = { timeout: 10_000 };

const withCallRequest = (value?: string): Bootstrap => ({
  ...shellBootstrap,
  siteOption: value === undefined ? shellBootstrap.siteOption : [...shellBootstrap.siteOption, { key: 'callrequest', value, status: true }],
  translationList: [...shellBootstrap.translationList, { key: 'menu.callRequest', value: 'Sizi Arayalım' }],
  menu: shellBootstrap.menu.map((group) =>
    group.title === 'Other' ? { ...group, entries: [...group.entries, { title: 'menu.callRequest', icon: 'phone', appKey: 'callrequest' }] } : group,
  ),
});

async function openMenu() {
  await bootstrapped();
  fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Menüyü aç' }));
  const menu = await screen.findByRole('dialog', { name: 'Menü' }, wait);
  await settle();
  return within(menu);
}

const typeMasked = (field: HTMLElement, digits: string) => {
  fireEvent.focus(field);
  fireEvent.input(field, { target: { value: digits } });
  fireEvent.blur(field);
};
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('call request page', () => {
  it('a guest reaches it from the side menu, is told what is missing, sends, is thanked and gets a cleared form', async () => {
    const { network } = renderApp({
      bootstrap: withCallRequest(),
      server: { 'POST support/call-requests': () => ok({ id: 5 }, 'Teşekkürler. Talebinizi aldık, sizi arayacağız.') },
    });
    const menu = await openMenu();
    const link = menu.getByRole('link', { name: 'Sizi Arayalım' });
    expect(link.getAttribute('href')).toBe('/call-request');
    expect(link.getAttribute('target')).toBeNull();
    fireEvent.click(link);
    await waitFor(() => expect(currentPath()).toBe('/call-request'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sizi Arayalım' }, wait)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Beni arayın' }));
    await waitFor(() => expect(screen.getAllByText('Bu alan zorunludur').length).toBeGreaterThanOrEqual(4));
    expect(screen.getByLabelText('Ad soyad').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Konu').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Not (isteğe bağlı)').getAttribute('aria-invalid')).toBeNull();
    expect(network.calls('POST support/call-requests')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Ad soyad'), { target: { value: 'Ayşe Yılmaz' } });
    typeMasked(screen.getByLabelText('Telefon numarası'), '5369663238');
    expect(value('Telefon numarası')).toBe('+90 536 966 32 38');
    fireEvent.change(screen.getByLabelText('Ne zaman arayalım?'), { target: { value: 'evening' } });
    fireEvent.change(screen.getByLabelText('Konu'), { target: { value: 'withdrawal' } });
    fireEvent.click(screen.getByRole('button', { name: 'Beni arayın' }));

    expect((await screen.findByText('Teşekkürler. Talebinizi aldık, sizi arayacağız.', {}, wait)).getAttribute('role')).toBe('status');
    expect(network.calls('POST support/call-requests').map((c) => c.body)).toEqual([
      { name: 'Ayşe Yılmaz', phone: '905369663238', preferredTime: 'evening', topic: 'withdrawal' },
    ]);
    await waitFor(() => expect(value('Ad soyad')).toBe(''));
    expect(value('Telefon numarası')).toBe('');
    expect(value('Konu')).toBe('');
    expect(screen.queryByText('Bu alan zorunludur')).toBeNull();
  });

  it('keeps what was typed and says why when the server refuses', async () => {
    const { network } = renderApp({
      path: '/call-request',
      bootstrap: withCallRequest(),
      server: { 'POST support/call-requests': () => fail(429, 'Çok fazla deneme yaptınız. Lütfen 60 dakika sonra tekrar deneyin.') },
    });
    fireEvent.change(await screen.findByLabelText('Ad soyad', {}, wait), { target: { value: 'Ayşe Yılmaz' } });
    typeMasked(screen.getByLabelText('Telefon numarası'), '5369663238');
    fireEvent.change(screen.getByLabelText('Ne zaman arayalım?'), { target: { value: 'asap' } });
    fireEvent.change(screen.getByLabelText('Konu'), { target: { value: 'other' } });
    fireEvent.change(screen.getByLabelText('Not (isteğe bağlı)'), { target: { value: 'Bonus sorusu' } });
    fireEvent.click(screen.getByRole('button', { name: 'Beni arayın' }));
    expect(await screen.findByText(/Çok fazla deneme yaptınız/, {}, wait)).toBeTruthy();
    expect(network.calls('POST support/call-requests')[0].body).toEqual({ name: 'Ayşe Yılmaz', phone: '905369663238', preferredTime: 'asap', topic: 'other', note: 'Bonus sorusu' });
    expect(value('Ad soyad')).toBe('Ayşe Yılmaz');
    expect(value('Not (isteğe bağlı)')).toBe('Bonus sorusu');
  });

  it('fills in a logged-in player\'s name and phone from the profile', async () => {
    const profile = { username: 'deniz01', usercode: '7', name: 'Deniz', surname: 'Yılmaz', email: 'd@example.com', phone: '905551112233', smsVerified: true, country: null, currencyId: 1, birthDate: null, createdAt: '2024-01-01T00:00:00.000Z' };
    renderApp({ path: '/call-request', authData: authData(), bootstrap: withCallRequest(), server: { 'GET customer/profile': () => ok(profile) } });
    await waitFor(() => expect(value('Ad soyad')).toBe('Deniz Yılmaz'), wait);
    expect(value('Telefon numarası')).toBe('+90 555 111 22 33');
  });

  it('keeps a third-party call-request service the operator set, in a new tab', async () => {
    renderApp({ bootstrap: withCallRequest('https://destek.example.com/ara') });
    const menu = await openMenu();
    const link = menu.getByRole('link', { name: /Sizi Arayalım/ });
    expect([link.getAttribute('href'), link.getAttribute('target')]).toEqual(['https://destek.example.com/ara', '_blank']);
  });
});

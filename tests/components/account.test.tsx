// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { SessionItem } from '../../contracts/account';
import { authData, profile, sessionItem } from '../unit/machines/shell-harness';
import { fail, ok, type Routes } from './fake-network';
import { settle } from './app-harness';
import { findDialog, renderIdentity, typeInto, wait } from './identity-app-harness';

let sessions: SessionItem[] = [];
beforeEach(() => {
  sessions = [
    sessionItem(3, { current: true, ip: '127.0.0.1' }),
    sessionItem(2, { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1' }),
    sessionItem(1, { active: false, endedAt: '2026-11-20T10:00:00.000Z' }),
  ];
});

const accountServer: Routes = {
  'GET customer/profile': () => ok(profile),
  'GET customer/sessions': () => ok(sessions),
  'POST customer/sessions/end': ({ body }) => {
    sessions = sessions.map((s) => (s.id === (body as { id: number }).id ? { ...s, active: false } : s));
    return ok(null, 'Oturum sonlandırıldı.');
  },
};

describe('account area', () => {
  it('/dashboard shows the balance parts, the username and the phone state with shortcuts', async () => {
    renderIdentity({}, { path: '/dashboard', authData: authData({ balance: 0 }), server: { ...accountServer, 'GET user/balance': () => ok({ balance: 150, cash: 100, bonus: 50 }) } });
    const main = within(await screen.findByRole('main', {}, wait));
    expect(await main.findByText('₺150,00', {}, wait)).toBeTruthy();
    expect(main.getByText('₺100,00')).toBeTruthy();
    expect(main.getByText('₺50,00')).toBeTruthy();
    expect(main.getByText('+90 555 111 22 33')).toBeTruthy();
    expect(main.getByText('Doğrulanmadı')).toBeTruthy();
    const shortcuts = within(main.getByRole('navigation', { name: 'Kısayollar' }));
    expect(shortcuts.getByRole('link', { name: 'Oturum Geçmişi' }).getAttribute('href')).toBe('/dashboard/session-history');
  });

  it('/dashboard/account shows the profile from GET customer/profile', async () => {
    renderIdentity({}, { path: '/dashboard/account', authData: authData(), server: accountServer });
    const main = within(await screen.findByRole('main', {}, wait));
    expect(await main.findByText('Deniz Yılmaz', {}, wait)).toBeTruthy();
    expect(main.getByText('deniz01@example.com')).toBeTruthy();
    expect(main.getByText('Türkiye')).toBeTruthy();
    expect(main.getByText('1 Ocak 1990')).toBeTruthy();
  });

  it('shows the message when the profile cannot load and loads it on Try again', async () => {
    let failures = 1;
    const profileOnce = () => (failures-- > 0 ? fail(503, 'Sunucuya ulaşılamadı.') : ok(profile));
    renderIdentity({}, { path: '/dashboard/account', authData: authData(), server: { ...accountServer, 'GET customer/profile': profileOnce } });
    expect(await screen.findByText('Sunucuya ulaşılamadı.', {}, wait)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByText('Deniz Yılmaz', {}, wait)).toBeTruthy();
  });

  it('opens Change Password from the account menu and from the account page; Change sends the three fields', async () => {
    const { calls } = renderIdentity({}, { path: '/dashboard/account', authData: authData(), server: accountServer });
    const menu = within(await screen.findByRole('navigation', { name: 'Hesabım menüsü' }, wait));
    fireEvent.click(menu.getByRole('button', { name: 'Şifre Değiştir' }));
    const dialog = await findDialog('Şifre Değiştir');
    typeInto(await dialog.findByLabelText('Mevcut Şifre', {}, wait), 'secret1');
    typeInto(dialog.getByLabelText('Yeni Şifre'), 'newpass1');
    typeInto(dialog.getByLabelText('Yeni Şifre Tekrar'), 'newpass2');
    fireEvent.click(dialog.getByRole('button', { name: 'Değiştir' }));
    expect(await dialog.findByText('Girilen değerler eşleşmiyor', {}, wait)).toBeTruthy();
    expect(calls.changePassword.calls).toEqual([]);
    typeInto(dialog.getByLabelText('Yeni Şifre Tekrar'), 'newpass1');
    fireEvent.click(dialog.getByRole('button', { name: 'Değiştir' }));
    await settle();
    expect(calls.changePassword.calls).toEqual([{ oldPassword: 'secret1', password: 'newpass1', confirmPassword: 'newpass1' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    const section = within(screen.getByRole('region', { name: 'Güvenlik' }));
    fireEvent.click(section.getByRole('button', { name: 'Şifre Değiştir' }));
    expect(await screen.findByRole('dialog', { name: 'Şifre Değiştir' }, wait)).toBeTruthy();
  });

  it('/dashboard/session-history lists the sessions, marks this device and ends another one', async () => {
    const { network } = renderIdentity({}, { path: '/dashboard/session-history', authData: authData(), server: accountServer });
    const list = () => within(screen.getByRole('list', { name: 'Oturumlar' }));
    await screen.findByText('Safari · iOS', {}, wait);
    const items = list().getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')!.textContent)).toEqual([
      'Chrome · Windows',
      'Safari · iOS',
      'Chrome · Windows',
    ]);
    expect(within(items[0]).getByText('Bu cihaz')).toBeTruthy();
    expect(within(items[0]).getByText('127.0.0.1')).toBeTruthy();
    expect(within(items[0]).queryByRole('button')).toBeNull();
    expect(within(items[2]).getByText('Kapandı')).toBeTruthy();
    expect(within(items[2]).queryByRole('button')).toBeNull();
    fireEvent.click(within(items[1]).getByRole('button', { name: 'Oturumu Sonlandır' }));
    expect(await screen.findByText('Oturum sonlandırıldı.', {}, wait)).toBeTruthy();
    expect(network.calls('POST customer/sessions/end').map((r) => r.body)).toEqual([{ id: 2 }]);
    await settle();
    expect(within(list().getAllByRole('listitem')[1]).getByText('Kapandı')).toBeTruthy();
    expect(network.calls('GET customer/sessions')).toHaveLength(2);
  });
});

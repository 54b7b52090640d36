// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createActor } from 'xstate';
import { AdminApp } from '../../src/admin/app';
import { AdminI18nProvider } from '../../src/admin/i18n';
import { providedSession, storedSession } from '../../src/admin/provide';
import { fail, fakeNetwork, ok, type Routes } from './fake-network';

/*
 * The player page's Notifications tab as a support operator uses it: the real app, session and machines; only fetch
 * is fake. The server renders templates in the operator's language (x-locale); the view shows what it answers.
 */

const TOKEN = 'e'.repeat(43);
const profile = {
  id: 12, username: 'deniz01', name: 'Deniz', surname: 'Yılmaz', email: 'deniz@example.com', phone: '905321234567', personalNo: '10000000146',
  createdAt: '2025-01-02T10:30:00.000Z', blockedAt: null, smsVerified: true, birthDate: '1990-05-17', locale: 'en', countryId: 235, currencyId: 1,
};
const detail = {
  profile,
  verification: { smsVerified: true },
  balances: { cashMinor: 10000, bonusMinor: 0, heldMinor: 0 },
  blockedAt: null,
  selfExcludedUntil: null,
  bettingPartnerAccess: false,
  lastLoginAt: null,
  lastLoginIp: null,
};
const deposit = {
  id: 40, title: 'Yatırımınız alındı', note: '₺125,50 tutarındaki yatırımınız (DEP-1) bakiyenize eklendi.', type: 1, isRead: true,
  timeStamp: '2025-01-03T09:00:00.000Z', byOperator: false,
};
const message = {
  id: 41, title: 'Weekend tournament', note: 'Starts on Saturday at 20:00.', type: 4, isRead: false, timeStamp: '2025-01-04T09:00:00.000Z', byOperator: true,
};
const older = { id: 7, title: 'Hoş geldiniz', note: 'İlk yatırımınıza bonus.', type: 5, isRead: true, timeStamp: '2024-12-30T09:00:00.000Z', byOperator: true };

async function playerPage(routes: Routes) {
  window.history.replaceState(null, '', '/admin/players/12');
  const network = fakeNetwork({
    'POST admin/login': () => ok({ step: 'code', challengeToken: TOKEN }),
    'POST admin/login/code': () => ok({ token: 't0k3n', operator: { id: 7, username: 'ayse', role: 'support' } }),
    'GET admin/players/12': () => ok(detail),
    'GET admin/players/12/limits': () => ok({ limits: [], exclusion: null, realityCheckMinutes: 60 }),
    'GET admin/players/12/ledger': () => ok({ items: [], nextCursor: null }),
    ...routes,
  });
  const session = createActor(providedSession, { input: { stored: storedSession() } }).start();
  render(
    <AdminI18nProvider initial="tr">
      <AdminApp session={session} />
    </AdminI18nProvider>,
  );
  fireEvent.change(await screen.findByLabelText('Kullanıcı adı'), { target: { value: 'ayse' } });
  fireEvent.change(screen.getByLabelText('Şifre'), { target: { value: 'secret-password' } });
  fireEvent.click(screen.getByRole('button', { name: 'Devam' }));
  fireEvent.change(await screen.findByLabelText('6 haneli kod'), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Giriş yap' }));
  await screen.findByRole('heading', { level: 1, name: /deniz01/ });
  return network;
}

const rowOf = (title: string) => screen.getByRole('cell', { name: title }).closest('tr')!;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => sessionStorage.clear());

describe("back office: the player's notifications", () => {
  it('lists a template in Turkish and an operator message as written, read or unread, and pages on', async () => {
    let reads = 0;
    const network = await playerPage({
      'GET admin/players/12/notifications': (request) => {
        reads += 1;
        if (reads === 1) return fail(500, 'Sunucu hatası.');
        return request.query.cursor ? ok({ items: [older], nextCursor: null }) : ok({ items: [message, deposit], nextCursor: '2025-01-03T09:00:00.000Z~40' });
      },
    });
    expect(network.calls('GET admin/players/12/notifications')).toHaveLength(0);
    fireEvent.click(screen.getByRole('tab', { name: 'Bildirimler' }));
    const panel = screen.getByRole('tabpanel', { name: 'Bildirimler' });
    expect((await within(panel).findByRole('alert')).textContent).toContain('Sunucu hatası.');
    fireEvent.click(within(panel).getByRole('button', { name: 'Tekrar dene' }));

    await within(panel).findByRole('table', { name: 'Bildirimler' });
    const titles = within(panel).getAllByRole('row').slice(1).map((row) => (row as HTMLTableRowElement).cells[2].textContent);
    expect(titles).toEqual(['Weekend tournament', 'Yatırımınız alındı']);
    const sent = rowOf('Weekend tournament');
    expect(within(sent).getByRole('cell', { name: 'Starts on Saturday at 20:00.' })).toBeTruthy();
    expect(sent.cells[1].textContent).toBe('BonusOperatör mesajı');
    expect(sent.cells[4].textContent).toBe('Okunmadı');
    const template = rowOf('Yatırımınız alındı');
    expect(template.cells[1].textContent).toBe('Para yatırma');
    expect(template.cells[3].textContent).toBe('₺125,50 tutarındaki yatırımınız (DEP-1) bakiyenize eklendi.');
    expect(template.cells[4].textContent).toBe('Okundu');
    expect(network.calls('GET admin/players/12/notifications')[1].headers['x-locale']).toBe('tr');

    fireEvent.click(within(panel).getByRole('button', { name: 'Daha fazla göster' }));
    expect(await within(panel).findByRole('cell', { name: 'Hoş geldiniz' })).toBeTruthy();
    await waitFor(() => expect(within(panel).queryByRole('button', { name: 'Daha fazla göster' })).toBeNull());
    expect(network.calls('GET admin/players/12/notifications').map((call) => call.query)).toEqual([{}, {}, { cursor: '2025-01-03T09:00:00.000Z~40' }]);
  });

  it('is reached and left by the keyboard like the other tabs', async () => {
    await playerPage({ 'GET admin/players/12/notifications': () => ok({ items: [], nextCursor: null }) });
    const ledger = screen.getByRole('tab', { name: 'Hesap hareketleri' });
    const notifications = screen.getByRole('tab', { name: 'Bildirimler' });
    fireEvent.keyDown(ledger, { key: 'End' });
    expect(document.activeElement).toBe(notifications);
    expect(notifications.getAttribute('aria-selected')).toBe('true');
    expect(notifications.tabIndex).toBe(0);
    expect(ledger.tabIndex).toBe(-1);
    expect(await screen.findByText('Bildirim yok.')).toBeTruthy();
    fireEvent.keyDown(notifications, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(ledger);
    fireEvent.keyDown(ledger, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(notifications);
    fireEvent.keyDown(notifications, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Bahisler ve oyun turları' }).getAttribute('aria-selected')).toBe('true');
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createActor } from 'xstate';
import { AdminApp } from '../../src/admin/app';
import { AdminI18nProvider } from '../../src/admin/i18n';
import { providedSession, storedSession } from '../../src/admin/provide';
import { fail, fakeNetwork, ok, type Routes } from './fake-network';
import { polyfillDialog } from './admin-harness';

/*
 * The back office's Operators screen and the player page's responsible-gambling section, as operators use them: the
 * real app, session and machines; only fetch is fake.
 */

const TOKEN = 'e'.repeat(43);

/** jsdom has no modal dialogs: showModal/close toggle `open`, focus moves inside, and Escape fires `cancel`. */
async function signedIn(role: string, routes: Routes, path: string) {
  window.history.replaceState(null, '', path);
  const network = fakeNetwork({
    'POST admin/login': () => ok({ step: 'code', challengeToken: TOKEN }),
    'POST admin/login/code': () => ok({ token: 't0k3n', operator: { id: 1, username: 'ayse', role } }),
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
  await screen.findByRole('banner');
  return network;
}

const op = (id: number, username: string, role: string, over: Record<string, unknown> = {}) => ({
  id, username, role, active: true, totpEnrolled: true, createdAt: '2025-01-02T10:30:00.000Z', lastLoginAt: '2025-01-03T08:00:00.000Z', ...over,
});

beforeEach(() => {
  polyfillDialog();
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => sessionStorage.clear());

describe('back office: operators', () => {
  it('an admin lists operators, creates one (the rules and the server refusal in the dialog), changes a role and disables one', async () => {
    let list = [op(1, 'ayse', 'admin'), op(2, 'mehmet', 'finance')];
    const network = await signedIn(
      'admin',
      {
        'GET admin/operators': () => ok(list),
        'POST admin/operators': (request) => {
          const body = request.body as { username: string; role: string };
          if (body.username === 'mehmet') return fail(409, 'Bu kullanıcı adıyla bir operatör zaten var.', { username: 'Bu kullanıcı adıyla bir operatör zaten var.' });
          const created = op(3, body.username, body.role, { totpEnrolled: false, lastLoginAt: null });
          list = [...list, created];
          return ok(created, `${body.username} adlı operatör oluşturuldu.`);
        },
        'POST admin/operators/2/role': (request) => ok({ ...list[1], role: (request.body as { role: string }).role }, 'mehmet adlı operatörün rolü değiştirildi.'),
        'POST admin/operators/2/disable': () => ok({ ...list[1], role: 'content', active: false }, 'mehmet devre dışı bırakıldı ve tüm oturumları kapatıldı.'),
        'POST admin/operators/2/reset-totp': () => ok({ ...list[1], role: 'content', active: false, totpEnrolled: false }, 'mehmet adlı operatörün doğrulama uygulaması sıfırlandı.'),
      },
      '/admin/operators',
    );
    const nav = screen.getByRole('navigation', { name: 'Ekranlar' });
    expect(within(nav).getByRole('link', { name: 'Operatörler' }).getAttribute('aria-current')).toBe('page');
    const table = await screen.findByRole('table');
    const rowOf = (name: string) => within(table).getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')!;
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Kullanıcı adı', 'Rol', 'Durum', 'Doğrulama uygulaması', 'Son giriş', 'İşlemler']);
    // Their own row: no disable, and the role cannot be changed.
    expect(within(rowOf('ayse')).queryByRole('button', { name: /Devre dışı bırak/ })).toBeNull();
    expect((within(rowOf('ayse')).getByLabelText('ayse rolü') as HTMLSelectElement).disabled).toBe(true);

    const opener = screen.getByRole('button', { name: 'Yeni operatör' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Yeni operatör' });
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Kullanıcı adı'));
    fireEvent.change(within(dialog).getByLabelText('Kullanıcı adı'), { target: { value: 'mehmet' } });
    fireEvent.change(within(dialog).getByLabelText(/İlk şifre/), { target: { value: 'short-pass' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Operatörü oluştur' }));
    expect(await within(dialog).findByText(/En az 12 karakter/)).toBeTruthy();
    expect(network.calls('POST admin/operators')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/İlk şifre/), { target: { value: 'a-long-first-password' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Operatörü oluştur' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Bu kullanıcı adıyla bir operatör zaten var.');

    fireEvent.change(within(dialog).getByLabelText('Kullanıcı adı'), { target: { value: 'destek1' } });
    fireEvent.change(within(dialog).getByLabelText('Rol'), { target: { value: 'support' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Operatörü oluştur' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(network.calls('POST admin/operators').at(-1)!.body).toEqual({ username: 'destek1', role: 'support', password: 'a-long-first-password' });
    expect(await screen.findByText('destek1 adlı operatör oluşturuldu.')).toBeTruthy();
    expect(document.activeElement).toBe(opener);
    const created = rowOf('destek1');
    expect(within(created).getByText('Bir sonraki girişte')).toBeTruthy();
    expect((within(created).getByLabelText('destek1 rolü') as HTMLSelectElement).value).toBe('support');

    // A role is chosen, then sent with its button (arrowing through the options sends nothing).
    fireEvent.change(within(rowOf('mehmet')).getByLabelText('mehmet rolü'), { target: { value: 'support' } });
    fireEvent.change(within(rowOf('mehmet')).getByLabelText('mehmet rolü'), { target: { value: 'content' } });
    expect(network.calls('POST admin/operators/2/role')).toHaveLength(0);
    fireEvent.click(within(rowOf('mehmet')).getByRole('button', { name: 'mehmet rolünü değiştir' }));
    await waitFor(() => expect(within(rowOf('mehmet')).queryByRole('button', { name: 'mehmet rolünü değiştir' })).toBeNull());
    expect((within(rowOf('mehmet')).getByLabelText('mehmet rolü') as HTMLSelectElement).value).toBe('content');
    expect(network.calls('POST admin/operators/2/role').map((call) => call.body)).toEqual([{ role: 'content' }]);

    // Disabling is confirmed first; Escape sends nothing and gives the focus back.
    const disable = within(rowOf('mehmet')).getByRole('button', { name: 'Devre dışı bırak mehmet' });
    disable.focus();
    fireEvent.click(disable);
    const confirm = await screen.findByRole('dialog', { name: 'mehmet devre dışı bırakılsın mı?' });
    expect(within(confirm).getByText(/tüm oturumlarından hemen çıkarılır/)).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(disable);
    expect(network.calls('POST admin/operators/2/disable')).toHaveLength(0);

    fireEvent.click(disable);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Devre dışı bırak' }));
    expect(await within(rowOf('mehmet')).findByText('Devre dışı')).toBeTruthy();
    expect(network.calls('POST admin/operators/2/disable')).toHaveLength(1);
    expect(within(rowOf('mehmet')).getByRole('button', { name: 'Etkinleştir mehmet' })).toBeTruthy();
    expect(await screen.findByText('mehmet devre dışı bırakıldı ve tüm oturumları kapatıldı.')).toBeTruthy();
    // The focus stays on the row's toggle, now Enable.
    expect(document.activeElement).toBe(within(rowOf('mehmet')).getByRole('button', { name: 'Etkinleştir mehmet' }));

    // Resetting the authenticator: confirmed, then the row says it is set up at the next sign-in; the focus goes to the row.
    const reset = within(rowOf('mehmet')).getByRole('button', { name: 'Doğrulamayı sıfırla mehmet' });
    reset.focus();
    fireEvent.click(reset);
    const resetDialog = await screen.findByRole('dialog', { name: 'mehmet doğrulama uygulaması sıfırlansın mı?' });
    fireEvent.click(within(resetDialog).getByRole('button', { name: 'Doğrulamayı sıfırla' }));
    expect(await within(rowOf('mehmet')).findByText('Bir sonraki girişte')).toBeTruthy();
    expect(within(rowOf('mehmet')).queryByRole('button', { name: /Doğrulamayı sıfırla/ })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(within(table).getByRole('rowheader', { name: /^mehmet/ })));
  });

  it('is not offered to other roles, and its address shows nothing to them', async () => {
    const network = await signedIn('support', { 'GET admin/operators': () => ok([]) }, '/admin/operators');
    expect(within(screen.getByRole('navigation', { name: 'Ekranlar' })).queryByRole('link', { name: 'Operatörler' })).toBeNull();
    expect(await screen.findByText('Bu ekran yok ya da rolünüze açık değil.')).toBeTruthy();
    expect(network.calls('GET admin/operators')).toHaveLength(0);
  });
});

describe('back office: a player’s responsible gambling', () => {
  const row = {
    id: 12, username: 'deniz01', name: 'Deniz', surname: 'Yılmaz', email: 'deniz@example.com', phone: '905321234567', personalNo: '10000000146',
    createdAt: '2025-01-02T10:30:00.000Z', blockedAt: null, smsVerified: true,
  };
  const detail = {
    profile: { ...row, birthDate: '1990-05-17', locale: 'tr', countryId: 235, currencyId: 1 },
    verification: { smsVerified: true },
    balances: { cashMinor: 0, bonusMinor: 0, heldMinor: 0 },
    blockedAt: null,
    selfExcludedUntil: '2026-07-01T00:00:00.000Z',
    bettingPartnerAccess: false,
    lastLoginAt: null,
    lastLoginIp: null,
  };
  const limit = (kind: string, period: string, over: Record<string, unknown> = {}) => ({
    kind, period, amountMinor: null, pendingAmountMinor: null, pendingRemoval: false, pendingFrom: null, usedMinor: 0, remainingMinor: null, ...over,
  });

  it('shows the limits with what waits, the exclusion with its end and the reality check, and offers nothing to lift', async () => {
    let answer = () => fail(500, 'Sunucu hatası.');
    const network = await signedIn(
      'support',
      {
        'GET admin/players/12': () => ok(detail),
        'GET admin/players/12/ledger': () => ok({ items: [], nextCursor: null }),
        'GET admin/players/12/limits': () => answer(),
      },
      '/admin/players/12',
    );
    const section = await screen.findByRole('region', { name: 'Sorumlu oyun' });
    expect((await within(section).findByRole('alert')).textContent).toContain('Sunucu hatası.');
    answer = () =>
      ok({
        limits: [
          limit('deposit', 'day', { amountMinor: 50_000, pendingAmountMinor: 80_000, pendingFrom: '2026-01-10T09:00:00.000Z', usedMinor: 12_550 }),
          limit('loss', 'week', { amountMinor: 100_000, pendingRemoval: true, pendingFrom: '2026-01-12T09:00:00.000Z' }),
          limit('session', 'month', { amountMinor: 600, usedMinor: 90 }),
          limit('wager', 'day'),
        ],
        exclusion: { kind: 'self_exclusion', until: '2026-07-01T00:00:00.000Z' },
        realityCheckMinutes: 30,
      });
    fireEvent.click(within(section).getByRole('button', { name: 'Tekrar dene' }));
    const table = await within(section).findByRole('table', { name: 'Limitler' });
    expect(network.calls('GET admin/players/12/limits')).toHaveLength(2);
    const rows = within(table).getAllByRole('row').slice(1).map((r) => [...r.children].map((c) => c.textContent));
    expect(rows).toHaveLength(3);
    expect(rows[0][0]).toBe('Yatırım · Günlük');
    expect(rows[0][1]).toMatch(/500,00/);
    expect(rows[0][2]).toMatch(/125,50/);
    // Used counts what was credited; what unpaid deposits hold is its own column (no reservation here: 0).
    expect(rows[0][3]).toMatch(/0,00/);
    expect(rows[1][3]).toBe('—');
    expect(rows[0][4]).toMatch(/itibarıyla .*800,00/);
    expect(rows[1][4]).toMatch(/itibarıyla kaldırma$/);
    expect(rows[2].slice(0, 3)).toEqual(['Oturum süresi · Aylık', '600 dakika', '90 dakika']);
    expect(within(section).getByText(/tarihine kadar kendini sınırlama/).closest('time')!.getAttribute('datetime')).toBe('2026-07-01T00:00:00.000Z');
    expect(within(section).getByText('Her 30 dakikada bir')).toBeTruthy();
    expect(section.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(section).getByText(/erken kaldırılamaz/)).toBeTruthy();
    expect(within(section).queryAllByRole('button')).toHaveLength(0);
  });
});

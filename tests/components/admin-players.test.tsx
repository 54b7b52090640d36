// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createActor } from 'xstate';
import { AdminApp } from '../../src/admin/app';
import { AdminI18nProvider } from '../../src/admin/i18n';
import { providedSession, storedSession } from '../../src/admin/provide';
import { fail, fakeNetwork, ok, type FakeRequest, type Routes } from './fake-network';
import { polyfillDialog } from './admin-harness';

/*
 * The back office's Players screen as an operator uses it: the real app, session and machines; only fetch is fake.
 */

const TOKEN = 'e'.repeat(43);

const row = {
  id: 12, username: 'deniz01', name: 'Deniz', surname: 'Yılmaz', email: 'deniz@example.com', phone: '905321234567', personalNo: '10000000146',
  createdAt: '2025-01-02T10:30:00.000Z', blockedAt: null as string | null, smsVerified: true,
};
const detail = (cashMinor: number, blockedAt: string | null = null) => ({
  profile: { ...row, blockedAt, birthDate: '1990-05-17', locale: 'tr', countryId: 235, currencyId: 1 },
  verification: { smsVerified: true },
  balances: { cashMinor, bonusMinor: 0, heldMinor: 0 },
  blockedAt,
  selfExcludedUntil: null,
  bettingPartnerAccess: false,
  lastLoginAt: '2025-01-03T08:00:00.000Z',
  lastLoginIp: '203.0.113.9',
});
const entry = (id: number, amountMinor: number, balanceAfterMinor: number, kind: string) => ({
  id, account: 'cash', amountMinor, balanceAfterMinor, kind, reference: `${kind}:${id}`, createdAt: '2025-01-03T09:00:00.000Z',
});

/** jsdom has no modal dialogs: showModal/close toggle `open`, focus moves inside, and Escape fires `cancel`. */
/** The app at `path`, an operator of `role` signed in (password, then the authenticator code). */
async function signedIn(role: string, routes: Routes, path = '/admin/players') {
  window.history.replaceState(null, '', path);
  const network = fakeNetwork({
    'POST admin/login': () => ok({ step: 'code', challengeToken: TOKEN }),
    'POST admin/login/code': () => ok({ token: 't0k3n', operator: { id: 7, username: 'ayse', role } }),
    'GET admin/players/12/limits': () => ok({ limits: [], exclusion: null, realityCheckMinutes: 60 }),
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

const balanceCard = () => screen.getByRole('region', { name: 'Bakiyeler' });
const cashShown = () => within(balanceCard()).getByText('Nakit').nextElementSibling?.textContent;

beforeEach(() => {
  polyfillDialog();
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => sessionStorage.clear());

describe('back office: players', () => {
  it('finds a player by what the operator types, pages the results, and opens them', async () => {
    const searches: FakeRequest[] = [];
    const network = await signedIn('support', {
      'GET admin/players': (request) => {
        searches.push(request);
        if (request.query.q === 'nobody') return ok({ items: [], nextCursor: null });
        if (request.query.q === 'deniz' && !request.query.cursor) return ok({ items: [{ ...row, cashMinor: 10000 }], nextCursor: 12 });
        if (request.query.q === 'deniz') return ok({ items: [{ ...row, id: 5, username: 'deniz_eski', blockedAt: '2025-01-01T00:00:00.000Z', cashMinor: 0 }], nextCursor: null });
        return ok({ items: [], nextCursor: null });
      },
      'GET admin/players/12': () => ok(detail(10000)),
      'GET admin/players/12/ledger': () => ok({ items: [entry(3, 10000, 10000, 'deposit')], nextCursor: null }),
    });
    const nav = screen.getByRole('navigation', { name: 'Ekranlar' });
    expect(within(nav).getByRole('link', { name: 'Oyuncular' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByText('Henüz oyuncu yok.')).toBeTruthy();
    expect(searches[0].query).toEqual({});

    const box = screen.getByRole('searchbox', { name: 'Oyuncu ara' });
    fireEvent.change(box, { target: { value: ' nobody ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(await screen.findByText('“nobody” ile eşleşen oyuncu yok.')).toBeTruthy();
    expect(window.location.search).toBe('?q=nobody');

    fireEvent.change(box, { target: { value: 'deniz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ara' }));
    const first = (await screen.findByRole('rowheader', { name: 'deniz01' })).closest('tr')!;
    expect(first.textContent).toContain('Deniz Yılmaz');
    expect(first.textContent).toContain('deniz@example.com');
    expect(first.textContent).toContain('905321234567');
    expect(first.textContent).toContain('Aktif');
    expect(first.textContent).toContain('₺100,00');
    fireEvent.click(screen.getByRole('button', { name: 'Daha fazla göster' }));
    const second = (await screen.findByRole('rowheader', { name: 'deniz_eski' })).closest('tr')!;
    expect(document.activeElement).toBe(within(second).getByRole('link', { name: 'deniz_eski' }));
    expect(second.textContent).toContain('Engelli');
    expect(screen.queryByRole('button', { name: 'Daha fazla göster' })).toBeNull();
    expect(screen.getByText('2 oyuncu gösteriliyor')).toBeTruthy();
    expect(network.calls('GET admin/players').at(-1)!.query).toEqual({ q: 'deniz', cursor: '12' });

    fireEvent.click(within(first).getByRole('link', { name: 'deniz01' }));
    const heading = await screen.findByRole('heading', { level: 1, name: /deniz01/ });
    expect(document.activeElement).toBe(heading);
    expect(window.location.pathname).toBe('/admin/players/12');
    expect(cashShown()).toBe('₺100,00');
    expect(screen.getByText('203.0.113.9', { exact: false })).toBeTruthy();
    expect(await screen.findByText('deposit')).toBeTruthy();

    // Back to the search: the same query, read again, with the focus on the screen's heading.
    fireEvent.click(screen.getByRole('link', { name: 'Oyuncu aramasına dön' }));
    const search = await screen.findByRole('heading', { level: 1, name: 'Oyuncular' });
    expect(document.activeElement).toBe(search);
    expect(window.location.pathname).toBe('/admin/players');
  });

  it('a finance operator adjusts a balance with a reason: the balance and the ledger show it at once', async () => {
    let cash = 10000;
    const ledger = [entry(3, 10000, 10000, 'deposit')];
    const network = await signedIn(
      'finance',
      {
        'GET admin/players/12': () => ok(detail(cash)),
        'GET admin/players/12/ledger': () => ok({ items: [...ledger].reverse(), nextCursor: null }),
        'POST admin/players/12/adjust': (request) => {
          const body = request.body as { amountMinor: number };
          if (ledger.length === 1 && body.amountMinor === -500000000) return fail(409, 'Bakiye sıfırın altına inemez.');
          cash += body.amountMinor;
          ledger.push(entry(4, body.amountMinor, cash, 'adjustment'));
          return ok({ entryId: 4, amountMinor: body.amountMinor, balanceAfterMinor: cash, replayed: false, balances: { cashMinor: cash, bonusMinor: 0, heldMinor: 0 } }, 'Bakiye düzeltildi.');
        },
      },
      '/admin/players/12',
    );
    await screen.findByRole('heading', { level: 1, name: /deniz01/ });
    expect(cashShown()).toBe('₺100,00');
    // Block and unblock belong to support and admins; partner access to admins.
    expect(screen.queryByRole('button', { name: 'Engelle' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Bahis ortağı erişimi' })).toBeNull();

    const open = screen.getByRole('button', { name: 'Bakiye düzelt' });
    open.focus();
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'deniz01 bakiyesini düzelt' });
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Tutar (₺)'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bakiyeyi düzelt' }));
    expect(await within(dialog).findAllByText('Bu alan zorunludur')).toHaveLength(2);
    expect(network.calls('POST admin/players/12/adjust')).toHaveLength(0);

    // The server's refusal stays in the dialog, in the operator's language.
    fireEvent.change(within(dialog).getByLabelText('Tutar (₺)'), { target: { value: '5000000' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Borç (düş)' }));
    fireEvent.change(within(dialog).getByLabelText('Gerekçe (denetim kaydında saklanır)'), { target: { value: 'Kesinti' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bakiyeyi düzelt' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Bakiye sıfırın altına inemez.');
    expect(cashShown()).toBe('₺100,00');

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Alacak (ekle)' }));
    fireEvent.change(within(dialog).getByLabelText('Tutar (₺)'), { target: { value: '50' } });
    fireEvent.change(within(dialog).getByLabelText('Gerekçe (denetim kaydında saklanır)'), { target: { value: '  Kesinti iadesi ' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Bakiyeyi düzelt' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(open);
    expect(cashShown()).toBe('₺150,00');
    const adjusted = (await screen.findByText('adjustment')).closest('tr')!;
    expect(adjusted.textContent).toContain('₺50,00');
    expect(adjusted.textContent).toContain('₺150,00');

    const [refused, accepted] = network.calls('POST admin/players/12/adjust').map((call) => call.body as Record<string, unknown>);
    expect(refused).toMatchObject({ account: 'cash', amountMinor: -500000000, reason: 'Kesinti' });
    expect(accepted).toEqual({ account: 'cash', amountMinor: 5000, reason: 'Kesinti iadesi', requestId: refused.requestId });
    expect(accepted.requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(network.calls('GET admin/players/12/ledger')).toHaveLength(2);
  });

  it('a support operator sees no adjustment; blocking asks for a reason and confirms, and the player\'s sessions show ended', async () => {
    let blockedAt: string | null = null;
    let sessionActive = true;
    const network = await signedIn(
      'support',
      {
        'GET admin/players/12': () => ok(detail(10000, blockedAt)),
        'GET admin/players/12/ledger': () => ok({ items: [], nextCursor: null }),
        'POST admin/players/12/block': () => {
          blockedAt = '2025-01-04T12:00:00.000Z';
          sessionActive = false;
          return ok({ blockedAt, sessionsEnded: 1 }, 'Oyuncu engellendi.');
        },
        'GET admin/players/12/sessions': () =>
          ok([
            { id: 31, ip: '203.0.113.9', userAgent: 'Firefox', startedAt: '2025-01-03T08:00:00.000Z', lastSeenAt: '2025-01-03T08:10:00.000Z', endedAt: sessionActive ? null : '2025-01-04T12:00:00.000Z', endReason: sessionActive ? null : 'blocked', active: sessionActive },
          ]),
      },
      '/admin/players/12',
    );
    await screen.findByRole('heading', { level: 1, name: /deniz01/ });
    expect(screen.queryByRole('button', { name: 'Bakiye düzelt' })).toBeNull();
    expect(screen.getByText('Bahis ortağı erişimi: Hayır')).toBeTruthy();
    expect(await screen.findByText('Hesap hareketi yok.')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Oturumlar' }));
    expect(await screen.findByRole('button', { name: 'Oturumu sonlandır' })).toBeTruthy();

    const block = screen.getByRole('button', { name: 'Engelle' });
    block.focus();
    fireEvent.click(block);
    const dialog = await screen.findByRole('dialog', { name: 'deniz01 engelleniyor' });
    expect(dialog.textContent).toContain('engel kaldırılana kadar giriş yapamaz');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Oyuncuyu engelle' }));
    expect(await within(dialog).findByText('Bu alan zorunludur')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Gerekçe (denetim kaydında saklanır)'), { target: { value: 'ab' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Oyuncuyu engelle' }));
    expect(await within(dialog).findByText('En az 3 karakter olmalı')).toBeTruthy();
    expect(network.calls('POST admin/players/12/block')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Gerekçe (denetim kaydında saklanır)'), { target: { value: 'Şüpheli işlem' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Oyuncuyu engelle' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(network.calls('POST admin/players/12/block')[0].body).toEqual({ reason: 'Şüpheli işlem' });
    expect(screen.getByRole('button', { name: 'Engeli kaldır' })).toBe(document.activeElement);
    expect(screen.getByRole('heading', { level: 1 }).parentElement!.textContent).toContain('Engelli');
    // The block ended the player's sessions: the list is read again.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Oturumu sonlandır' })).toBeNull());
    expect(screen.getByText('Sona erdi', { exact: false })).toBeTruthy();
  });
  it('an administrator filters the ledger, ends an active session, and sees a refused partner-access change next to it', async () => {
    let active = true;
    let partnerCalls = 0;
    const network = await signedIn(
      'admin',
      {
        'GET admin/players/12': () => ok(detail(10000)),
        'GET admin/players/12/ledger': (request) =>
          ok({ items: request.query.kind === 'adjustment' ? [entry(4, 5000, 15000, 'adjustment')] : [entry(4, 5000, 15000, 'adjustment'), entry(3, 10000, 10000, 'deposit')], nextCursor: null }),
        'GET admin/players/12/sessions': () =>
          ok([{ id: 31, ip: '203.0.113.9', userAgent: 'Firefox', startedAt: '2025-01-03T08:00:00.000Z', lastSeenAt: '2025-01-03T08:10:00.000Z', endedAt: active ? null : '2025-01-03T09:00:00.000Z', endReason: active ? null : 'operator', active }]),
        'POST admin/players/12/sessions/31/end': () => {
          active = false;
          return ok(null, 'Oturum sonlandırıldı.');
        },
        'POST admin/players/12/partner-access': () => {
          partnerCalls += 1;
          return partnerCalls === 1 ? fail(503, 'Sunucuya ulaşılamadı. Lütfen tekrar deneyin.') : ok({ bettingPartnerAccess: true, changed: true }, 'Erişim verildi.');
        },
      },
      '/admin/players/12',
    );
    expect(await screen.findByText('deposit')).toBeTruthy();
    const filter = screen.getByRole('form', { name: 'Hareket filtresi' });
    fireEvent.change(within(filter).getByLabelText('Tür (ör. adjustment, deposit)'), { target: { value: 'Adjustment!' } });
    fireEvent.click(within(filter).getByRole('button', { name: 'Uygula' }));
    expect(await within(filter).findByText('Geçersiz değer')).toBeTruthy();
    fireEvent.change(within(filter).getByLabelText('Tür (ör. adjustment, deposit)'), { target: { value: 'adjustment' } });
    fireEvent.change(within(filter).getByLabelText('Başlangıç'), { target: { value: '2025-01-01' } });
    fireEvent.click(within(filter).getByRole('button', { name: 'Uygula' }));
    await waitFor(() => expect(screen.queryByText('deposit')).toBeNull());
    expect(network.calls('GET admin/players/12/ledger').map((call) => call.query)).toEqual([{}, { kind: 'adjustment', from: '2025-01-01' }]);

    const sessions = screen.getByRole('tab', { name: 'Oturumlar' });
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Hesap hareketleri' }), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(sessions);
    expect(sessions.getAttribute('aria-selected')).toBe('true');
    fireEvent.click(await screen.findByRole('button', { name: 'Oturumu sonlandır' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Oturumu sonlandır' })).toBeNull());
    expect(network.calls('POST admin/players/12/sessions/31/end')).toHaveLength(1);
    expect(network.calls('GET admin/players/12/sessions')).toHaveLength(2);

    const partner = screen.getByRole('checkbox', { name: 'Bahis ortağı erişimi' }) as HTMLInputElement;
    expect(partner.checked).toBe(false);
    fireEvent.click(partner);
    expect((await screen.findByRole('alert')).textContent).toBe('Sunucuya ulaşılamadı. Lütfen tekrar deneyin.');
    expect(partner.checked).toBe(false);
    fireEvent.click(partner);
    await waitFor(() => expect(partner.checked).toBe(true));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(network.calls('POST admin/players/12/partner-access').map((call) => call.body)).toEqual([{ granted: true }, { granted: true }]);
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createActor } from 'xstate';
import { AdminApp } from '../../src/admin/app';
import { AdminI18nProvider } from '../../src/admin/i18n';
import { providedSession, storedSession } from '../../src/admin/provide';
import { fail, fakeNetwork, ok, type Routes } from './fake-network';
import { polyfillDialog } from './admin-harness';

const TOKEN = 'e'.repeat(43);
const enrollStep = { step: 'enroll', enrollToken: TOKEN, otpauthUrl: 'otpauth://totp/Kasa:ayse?secret=JBSWY3DPEHPK3PXP&issuer=Kasa', qrDataUrl: 'data:image/png;base64,AA' };
const operator = (role: string) => ({ id: 7, username: 'ayse', role });
const withdrawal = {
  id: 41, reference: 'W-000041', type: 2, status: 1, amount: 300, fee: 0, method: 'Banka Havalesi (IBAN)', details: '', reason: null,
  createdAt: '2025-01-02T10:30:00.000Z', updatedAt: '2025-01-02T10:30:00.000Z', playerId: 3, username: 'deniz01', payout: { iban: 'TR330006100519786457841326', accountHolder: 'Deniz Yılmaz' },
  risk: { firstWithdrawal: true, deposited: 1000, withdrawn: 0, signedUpAt: '2024-12-20T10:00:00.000Z' },
};

/** jsdom has no modal dialogs: showModal/close toggle `open`, focus moves inside, and Escape fires `cancel`. */
function renderAdmin(routes: Routes, path = '/admin/payments') {
  window.history.replaceState(null, '', path);
  const network = fakeNetwork(routes);
  const session = createActor(providedSession, { input: { stored: storedSession() } }).start();
  render(
    <AdminI18nProvider initial="tr">
      <AdminApp session={session} />
    </AdminI18nProvider>,
  );
  return { network, session };
}

async function signIn(role: string) {
  fireEvent.change(await screen.findByLabelText('Kullanıcı adı'), { target: { value: 'ayse' } });
  fireEvent.change(screen.getByLabelText('Şifre'), { target: { value: 'secret-password' } });
  fireEvent.click(screen.getByRole('button', { name: 'Devam' }));
  fireEvent.change(await screen.findByLabelText('6 haneli kod'), { target: { value: '123456' } });
  const enrollCode = screen.queryByLabelText('Tek kullanımlık kurulum kodu');
  if (enrollCode) fireEvent.change(enrollCode, { target: { value: 'ABCD-EFGH-JKMN' } });
  fireEvent.click(screen.getByRole('button', { name: 'Giriş yap' }));
  await screen.findByText('ayse');
  return role;
}

beforeEach(() => {
  polyfillDialog();
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => sessionStorage.clear());

describe('back office: sign-in and shell', () => {
  it('enrolls a new operator from the QR code or the secret, then opens only the screens of the role', async () => {
    const { network } = renderAdmin({
      'POST admin/login': () => ok(enrollStep, 'Doğrulama uygulamanızı kurun.'),
      'POST admin/login/code': () => ok({ token: 't0k3n', operator: operator('finance') }),
      'GET admin/payments/queue': () => ok([withdrawal]),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Devam' }));
    expect(await screen.findAllByText('Bu alan zorunludur')).toHaveLength(2);
    expect(network.calls('POST admin/login')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Kullanıcı adı'), { target: { value: 'ayse' } });
    fireEvent.change(screen.getByLabelText('Şifre'), { target: { value: 'secret-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Devam' }));
    const heading = await screen.findByRole('heading', { name: 'Doğrulama uygulamanızı kurun' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('img', { name: 'Doğrulama uygulaması için QR kodu' }).getAttribute('src')).toBe(enrollStep.qrDataUrl);
    expect((screen.getByLabelText('Elle giriş için gizli anahtar') as HTMLInputElement).value).toBe('JBSWY3DPEHPK3PXP');

    fireEvent.change(screen.getByLabelText('Tek kullanımlık kurulum kodu'), { target: { value: 'ABCD-EFGH-JKMN' } });
    fireEvent.change(screen.getByLabelText('6 haneli kod'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Giriş yap' }));
    const header = await screen.findByRole('banner');
    expect(within(header).getByText('ayse')).toBeTruthy();
    expect(within(header).getByText('Finans')).toBeTruthy();
    expect(network.calls('POST admin/login/code')[0].body).toEqual({ code: '123456', enrollToken: TOKEN, enrollCode: 'ABCD-EFGH-JKMN' });

    const nav = screen.getByRole('navigation', { name: 'Ekranlar' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Ödeme kuyruğu', 'Oyuncular', 'Gösterge paneli', 'İşlemler', 'Ödeme yöntemleri', 'Yatırım iadeleri', 'Bonus koşulları']);
    expect(await screen.findByRole('rowheader', { name: 'W-000041' })).toBeTruthy();
    expect(network.calls('GET admin/payments/queue')[0].headers.authorization).toBe('Operator t0k3n');
    expect(JSON.parse(sessionStorage.getItem('adminSession') ?? 'null')).toMatchObject({ token: 't0k3n' });
  });

  it('shows the server\'s refusal of the password in the operator\'s words', async () => {
    renderAdmin({ 'POST admin/login': () => fail(401, 'Kullanıcı adı veya şifre hatalı.') });
    fireEvent.change(await screen.findByLabelText('Kullanıcı adı'), { target: { value: 'ayse' } });
    fireEvent.change(screen.getByLabelText('Şifre'), { target: { value: 'wrong-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Devam' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Kullanıcı adı veya şifre hatalı.');
    expect(screen.getByLabelText('Kullanıcı adı')).toBeTruthy();
  });

  it('goes back to sign-in when any call answers 401, and forgets the kept session', async () => {
    renderAdmin({
      'POST admin/login': () => ok({ step: 'code', challengeToken: TOKEN }),
      'POST admin/login/code': () => ok({ token: 't0k3n', operator: operator('admin') }),
      'GET admin/payments/queue': () => fail(401, 'Oturum bulunamadı.'),
    });
    await signIn('admin');
    expect(await screen.findByLabelText('Kullanıcı adı')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(sessionStorage.getItem('adminSession')).toBeNull();
  });
});

describe('back office: payments queue', () => {
  it('rejects with a reason asked in a dialog (Escape cancels and gives the focus back); the row leaves the queue', async () => {
    const { network } = renderAdmin({
      'POST admin/login': () => ok({ step: 'code', challengeToken: TOKEN }),
      'POST admin/login/code': () => ok({ token: 't0k3n', operator: operator('admin') }),
      'GET admin/payments/queue': () => ok([withdrawal]),
      'POST admin/payments/reject': () => ok({ ...withdrawal, status: 3, reason: 'Ad uyuşmuyor' }, 'İşlem reddedildi.'),
    });
    await signIn('admin');
    const row = (await screen.findByRole('rowheader', { name: 'W-000041' })).closest('tr')!;
    expect(row.textContent).toContain('₺300,00');
    expect(row.textContent).toContain('deniz01');
    const reject = within(row).getByRole('button', { name: /^Reddet\s+W-000041$/ });
    reject.focus();
    fireEvent.click(reject);
    const dialog = await screen.findByRole('dialog', { name: 'W-000041 reddediliyor' });
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Gerekçe (oyuncu görecek)'));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(reject);

    fireEvent.click(reject);
    const again = await screen.findByRole('dialog');
    fireEvent.click(within(again).getByRole('button', { name: 'Ödemeyi reddet' }));
    expect(await within(again).findByText('Bu alan zorunludur')).toBeTruthy();
    expect(network.calls('POST admin/payments/reject')).toHaveLength(0);
    fireEvent.change(within(again).getByLabelText('Gerekçe (oyuncu görecek)'), { target: { value: '  Ad uyuşmuyor ' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Ödemeyi reddet' }));
    expect(await screen.findByText('Karar bekleyen işlem yok.')).toBeTruthy();
    expect(network.calls('POST admin/payments/reject')[0].body).toEqual({ id: 41, reason: 'Ad uyuşmuyor' });
  });

  it('lists bank transfers on their own tab, chosen with the arrow keys', async () => {
    const { network } = renderAdmin({
      'POST admin/login': () => ok({ step: 'code', challengeToken: TOKEN }),
      'POST admin/login/code': () => ok({ token: 't0k3n', operator: operator('finance') }),
      'GET admin/payments/queue': (request) => ok(request.query.type === '1' ? [{ ...withdrawal, id: 9, type: 1, reference: 'D-000009' }] : []),
    });
    await signIn('finance');
    const withdrawals = await screen.findByRole('tab', { name: 'Çekimler' });
    expect(await screen.findByText('Karar bekleyen işlem yok.')).toBeTruthy();
    fireEvent.keyDown(withdrawals, { key: 'ArrowRight' });
    const transfers = screen.getByRole('tab', { name: 'Banka havaleleri' });
    expect(transfers.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(transfers);
    expect(await screen.findByRole('rowheader', { name: 'D-000009' })).toBeTruthy();
    expect(network.calls('GET admin/payments/queue').map((call) => call.query.type)).toEqual(['2', '1']);
  });
});

describe('back office: notifications', () => {
  it('asks before writing to every player, then says how many were notified', async () => {
    const { network } = renderAdmin(
      {
        'POST admin/login': () => ok({ step: 'code', challengeToken: TOKEN }),
        'POST admin/login/code': () => ok({ token: 't0k3n', operator: operator('support') }),
        'POST admin/notifications': () => ok({ notified: 12 }, 'Mesaj 12 oyuncuya gönderildi.'),
      },
      '/admin',
    );
    await signIn('support');
    const nav = screen.getByRole('navigation', { name: 'Ekranlar' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Bildirimler', 'Oyuncular', 'Arama talepleri', 'Canlı destek']);
    await screen.findByRole('heading', { name: 'Bildirim gönder' });
    fireEvent.click(screen.getByRole('radio', { name: 'Tüm oyuncular' }));
    expect(screen.queryByLabelText('Oyuncu kullanıcı adı')).toBeNull();
    fireEvent.change(screen.getByLabelText('Başlık'), { target: { value: 'Bakım' } });
    fireEvent.change(screen.getByLabelText('Metin'), { target: { value: 'Gece 02:00’de kısa bir bakım var.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Tüm oyunculara gönderilsin mi?' });
    expect(confirm.textContent).toContain('“Bakım”');
    expect(network.calls('POST admin/notifications')).toHaveLength(0);
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Tüm oyunculara gönder' })));
    expect(await screen.findByText('12 oyuncuya bildirim gönderildi.')).toBeTruthy();
    expect(network.calls('POST admin/notifications')[0].body).toEqual({ all: true, title: 'Bakım', note: 'Gece 02:00’de kısa bir bakım var.' });
  });
});

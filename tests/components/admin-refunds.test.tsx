// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fail, ok, type Routes } from './fake-network';
import { polyfillDialog, renderAdminAt, signInAyse } from './admin-harness';

/** The back office's deposit refunds, started as the page starts it, over a fake network. */
const refund = (over: Record<string, unknown> = {}) => ({
  id: 3,
  transactionId: 41,
  reference: 'D-7K2M9Q',
  playerId: 31,
  username: 'deniz',
  amountMinor: 25_000,
  reason: 'deposit_limit',
  status: 'pending',
  attempts: 4,
  lastError: 'payment provider stripe is not configured',
  nextAttemptAt: '2031-05-10T10:00:00.000Z',
  pspFailure: null,
  resolution: null,
  needsAttention: true,
  createdAt: '2031-05-10T09:00:00.000Z',
  ...over,
});
const failed = refund({ id: 4, transactionId: 42, reference: 'D-FAIL22', username: 'mert', playerId: 32, status: 'done', attempts: 1, lastError: null, nextAttemptAt: null, pspFailure: 'failed: expired_or_canceled_card' });

const renderAdmin = (role: string, routes: Routes) => renderAdminAt('/admin/refunds', role, routes);

const signIn = signInAyse;

beforeEach(() => {
  polyfillDialog();
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => sessionStorage.clear());

describe('back office: deposit refunds', () => {
  it('shows finance the refunds needing attention; Retry now asks the provider and the list is read again', async () => {
    let made = false;
    const { network } = renderAdmin('finance', {
      'GET admin/refunds': (req) => ok(req.query.view === 'recent' ? [refund({ status: 'done', attempts: 5, lastError: null, nextAttemptAt: null, needsAttention: false }), failed] : made ? [failed] : [refund(), failed]),
      'POST admin/refunds/retry': () => {
        made = true;
        return ok({ outcome: 'refunded', refund: refund({ status: 'done', attempts: 5, lastError: null, needsAttention: false }) }, 'Ödeme sağlayıcısı iadeyi kabul etti.');
      },
    });
    await signIn();
    expect(within(screen.getByRole('navigation', { name: 'Ekranlar' })).getByRole('link', { name: 'Yatırım iadeleri' }).getAttribute('aria-current')).toBe('page');
    const row = (await screen.findByRole('rowheader', { name: /D-7K2M9Q/ })).closest('tr')!;
    expect(row.textContent).toContain('deniz');
    expect(row.textContent).toContain('#31');
    expect(row.textContent).toContain('250,00');
    expect(row.textContent).toContain('Yatırım limitinin üzerinde');
    expect(row.textContent).toContain('Son hata: payment provider stripe is not configured');
    const failedRow = screen.getByRole('rowheader', { name: /D-FAIL22/ }).closest('tr')!;
    expect(failedRow.textContent).toContain('Sağlayıcı iadeyi yapamadı: failed: expired_or_canceled_card');
    // A refund the provider failed cannot be asked again, only settled another way.
    expect(within(failedRow).queryByRole('button', { name: /Şimdi dene/ })).toBeNull();
    expect(within(failedRow).getByRole('button', { name: 'Başka yolla iade edildi: D-FAIL22 iadesi' })).toBeTruthy();
    expect(network.calls('GET admin/refunds')[0].query).toEqual({ view: 'attention' });

    fireEvent.click(within(row).getByRole('button', { name: 'Şimdi dene: D-7K2M9Q iadesi' }));
    expect(await screen.findByText('Ödeme sağlayıcısı iadeyi kabul etti.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /D-7K2M9Q/ })).toBeNull());
    expect(network.calls('POST admin/refunds/retry')[0].body).toEqual({ id: 3 });
    expect(network.calls('GET admin/refunds')).toHaveLength(2);

    fireEvent.click(screen.getByRole('tab', { name: 'Son iadeler' }));
    const done = (await screen.findByRole('rowheader', { name: /D-7K2M9Q/ })).closest('tr')!;
    expect(done.textContent).toContain('Sağlayıcı iade etti');
    expect(within(done).queryAllByRole('button')).toHaveLength(0);
    expect(network.calls('GET admin/refunds').at(-1)!.query).toEqual({ view: 'recent' });
  });

  it('records money returned another way with a note given in a dialog that has the focus; a refusal is told', async () => {
    // 0: both need attention; 1: the failed one is settled; 2: another operator settled the other one too.
    let stage = 0;
    const { network } = renderAdmin('admin', {
      'GET admin/refunds': () => ok([[refund(), failed], [refund()], []][stage]),
      'POST admin/refunds/resolve': (req) => {
        if ((req.body as { id: number }).id !== 4) {
          stage = 2;
          return fail(409, 'Bu iade bir operatör tarafından zaten sonuçlandırıldı.');
        }
        stage = 1;
        return ok({ ...failed, needsAttention: false, resolution: { at: '2031-05-10T11:00:00.000Z', operatorId: 7, operatorUsername: 'ayse', note: 'Havale ile iade edildi' } }, 'İade, başka yolla geri ödendi olarak kaydedildi.');
      },
    });
    await signIn();
    const row = (await screen.findByRole('rowheader', { name: /D-FAIL22/ })).closest('tr')!;
    const open = within(row).getByRole('button', { name: 'Başka yolla iade edildi: D-FAIL22 iadesi' });
    open.focus();
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'D-FAIL22 iadesi başka yolla yapıldı' });
    const note = within(dialog).getByLabelText('Para nasıl iade edildi?');
    expect(document.activeElement).toBe(note);
    fireEvent.keyDown(note, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(open);

    fireEvent.click(open);
    const again = await screen.findByRole('dialog');
    fireEvent.change(within(again).getByLabelText('Para nasıl iade edildi?'), { target: { value: 'ab' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(within(again).getByLabelText('Para nasıl iade edildi?').getAttribute('aria-invalid')).toBe('true'));
    expect(network.calls('POST admin/refunds/resolve')).toHaveLength(0);

    fireEvent.change(within(again).getByLabelText('Para nasıl iade edildi?'), { target: { value: '  Havale ile iade edildi ' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('İade, başka yolla geri ödendi olarak kaydedildi.')).toBeTruthy();
    expect(network.calls('POST admin/refunds/resolve')[0].body).toEqual({ id: 4, note: 'Havale ile iade edildi' });
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /D-FAIL22/ })).toBeNull());
    expect(network.calls('GET admin/refunds')).toHaveLength(2);

    // Another operator settled this one meanwhile: the refusal is told and the list read again.
    const pending = screen.getByRole('rowheader', { name: /D-7K2M9Q/ }).closest('tr')!;
    fireEvent.click(within(pending).getByRole('button', { name: 'Başka yolla iade edildi: D-7K2M9Q iadesi' }));
    const third = await screen.findByRole('dialog', { name: 'D-7K2M9Q iadesi başka yolla yapıldı' });
    fireEvent.change(within(third).getByLabelText('Para nasıl iade edildi?'), { target: { value: 'EFT ile gönderildi' } });
    fireEvent.click(within(third).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Bu iade bir operatör tarafından zaten sonuçlandırıldı.')).toBeTruthy();
    expect(await screen.findByText('İlgi bekleyen iade yok: hepsi iade edildi ya da ilk denemesini bekliyor.')).toBeTruthy();
    expect(network.calls('GET admin/refunds')).toHaveLength(3);
  });

  it('is not offered to support', async () => {
    renderAdmin('support', { 'GET admin/notifications': () => ok([]) });
    await signIn();
    expect(within(screen.getByRole('navigation', { name: 'Ekranlar' })).queryByRole('link', { name: 'Yatırım iadeleri' })).toBeNull();
  });
});

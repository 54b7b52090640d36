// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ok, type Routes } from './fake-network';
import { polyfillDialog, renderAdminAt, signInAyse } from './admin-harness';

/** The back office's call-request queue, started as the page starts it, over a fake network. */
const request = (over: Record<string, unknown> = {}) => ({
  id: 12, name: 'Deniz Yılmaz', phone: '905369663238', preferredTime: 'evening', topic: 'withdrawal', note: 'Çekimim gecikti.', playerId: null,
  status: 'new', createdAt: '2031-05-10T09:00:00.000Z', handledBy: null, handledAt: null, operatorNote: '', ...over,
});

const renderAdmin = (role: string, routes: Routes) => renderAdminAt('/admin/callRequests', role, routes);

const signIn = signInAyse;

beforeEach(() => {
  polyfillDialog();
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => sessionStorage.clear());

describe('back office: call requests', () => {
  it('links a logged-in player\'s request to their player page', async () => {
    renderAdmin('support', { 'GET admin/call-requests': () => ok({ items: [request({ playerId: 31 })], nextCursor: null }) });
    await signIn();
    const row = (await screen.findByRole('rowheader', { name: /Deniz Yılmaz/ })).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Oyuncu sayfası' }).getAttribute('href')).toMatch(/\/players\/31$/);
  });

  it('shows new requests to support, takes one, then marks it done with a note given in a dialog', async () => {
    let current = request();
    const { network } = renderAdmin('support', {
      'GET admin/call-requests': (req) => ok({ items: !req.query.status || req.query.status === current.status ? [current] : [], nextCursor: null }),
      'POST admin/call-requests/12': (req) => {
        const body = req.body as { status: string; note?: string };
        current = request({ status: body.status, handledBy: 'ayse', operatorNote: body.note ?? '' });
        return ok(current, 'Arama talebi güncellendi.');
      },
    });
    await signIn();
    expect(within(screen.getByRole('navigation', { name: 'Ekranlar' })).getByRole('link', { name: 'Arama talepleri' }).getAttribute('aria-current')).toBe('page');
    const row = (await screen.findByRole('rowheader', { name: 'Deniz Yılmaz' })).closest('tr')!;
    expect(row.textContent).toContain('+90 536 966 32 38');
    expect(row.textContent).toContain('Akşam');
    expect(row.textContent).toContain('Para çekme');
    expect(row.textContent).toContain('Çekimim gecikti.');
    expect(network.calls('GET admin/call-requests')[0].query).toEqual({ status: 'new' });

    // The filter offers the status it opens on first.
    expect([...(screen.getByLabelText('Durum') as HTMLSelectElement).options].map((o) => o.textContent)[0]).toBe('Yeni');
    fireEvent.click(within(row).getByRole('button', { name: /^Üstlen\s+Deniz Yılmaz$/ }));
    // Taken, it stays in view with its new status (the operator goes on to mark it done), though the list shows new ones.
    await waitFor(() => expect(screen.getByRole('rowheader', { name: 'Deniz Yılmaz' }).closest('tr')!.textContent).toContain('İşlemde'));
    expect(network.calls('POST admin/call-requests/12')[0].body).toEqual({ status: 'in_progress' });

    fireEvent.change(screen.getByLabelText('Durum'), { target: { value: 'in_progress' } });
    await waitFor(() => expect(network.calls('GET admin/call-requests')).toHaveLength(2));
    const taken = (await screen.findByRole('rowheader', { name: 'Deniz Yılmaz' })).closest('tr')!;
    expect(taken.textContent).toContain('İşlemde');
    expect(taken.textContent).toContain('(ayse)');
    expect(within(taken).queryByRole('button', { name: /Üstlen/ })).toBeNull();
    const finish = within(taken).getByRole('button', { name: /^Tamamlandı işaretle\s+Deniz Yılmaz$/ });
    finish.focus();
    fireEvent.click(finish);
    const dialog = await screen.findByRole('dialog', { name: 'Deniz Yılmaz ile yapılan aramayı tamamla' });
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Arama hakkında not (isteğe bağlı)'));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(finish);
    expect(network.calls('POST admin/call-requests/12')).toHaveLength(1);

    fireEvent.click(finish);
    const again = await screen.findByRole('dialog');
    fireEvent.change(within(again).getByLabelText('Arama hakkında not (isteğe bağlı)'), { target: { value: ' Arandı, çekim onaylandı. ' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Tamamlandı işaretle' }));
    await waitFor(() => expect(screen.getByRole('rowheader', { name: 'Deniz Yılmaz' }).closest('tr')!.textContent).toContain('Arandı, çekim onaylandı.'));
    expect(network.calls('POST admin/call-requests/12')[1].body).toEqual({ status: 'done', note: 'Arandı, çekim onaylandı.' });

    fireEvent.change(screen.getByLabelText('Durum'), { target: { value: 'done' } });
    const done = (await screen.findByRole('rowheader', { name: 'Deniz Yılmaz' })).closest('tr')!;
    expect(done.textContent).toContain('Arandı, çekim onaylandı.');
    expect(within(done).queryAllByRole('button')).toHaveLength(0);
    expect(network.calls('GET admin/call-requests').map((c) => c.query)).toEqual([{ status: 'new' }, { status: 'in_progress' }, { status: 'done' }]);
  });

  it('is not offered to finance', async () => {
    renderAdmin('finance', { 'GET admin/payments/queue': () => ok([]) });
    await signIn();
    expect(within(screen.getByRole('navigation', { name: 'Ekranlar' })).queryByRole('link', { name: 'Arama talepleri' })).toBeNull();
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fail, ok, type Routes } from './fake-network';
import { polyfillDialog, renderAdminAt, signInAyse } from './admin-harness';

/** The back office's Bonus terms screen, started as the page starts it, over a fake network. */
const terms = (over: Record<string, unknown> = {}) => ({
  contributions: { slots: 100, table: 0, dice: 0, crash: 0, live: 0, sports: 0 },
  games: {},
  excludedGames: [],
  sportsMinOddsX1000: 1500,
  maxBetMinor: 1_000,
  maxCashoutMinor: 2_000,
  frequency: 'once',
  stacks: false,
  ...over,
});
const gift = (over: Record<string, unknown> = {}) => ({ id: 5, kind: 'offer', titleTr: 'Hoş Geldin Hediyesi', titleEn: 'Welcome Gift', wageringTimes: 40, validDays: 3, active: true, terms: terms(), ...over });
const games = [
  { id: 12, name: 'Kasa Classic 7s' },
  { id: 40, name: 'Zar 98' },
];

const renderAdmin = (role: string, routes: Routes) => renderAdminAt('/admin/bonuses', role, routes);

beforeEach(() => {
  polyfillDialog();
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => sessionStorage.clear());

describe('back office: bonus terms', () => {
  it('finance edits a bonus: wrong fields are told beside them and nothing is sent; Save sends the terms and the card shows what was kept', async () => {
    const { network } = renderAdmin('finance', {
      'GET admin/bonuses': () => ok({ bonuses: [gift()], games }),
      'POST admin/bonuses/5': (req) => ok({ ...gift(), ...(req.body as object) }, 'Bonus koşulları kaydedildi; bundan sonra verilen bonuslara uygulanır.'),
    });
    await signInAyse();
    const card = await screen.findByRole('listitem', { name: 'Hoş Geldin Hediyesi' });
    expect(card.textContent).toContain('3 günde ×40');
    expect(card.textContent).toContain('₺10,00');
    fireEvent.click(within(card).getByRole('button', { name: /^Koşulları düzenle\s*Hoş Geldin Hediyesi$/ }));

    const form = await screen.findByRole('form', { name: 'Hoş Geldin Hediyesi koşulları' });
    fireEvent.change(within(form).getByLabelText('Slotlar'), { target: { value: '150' } });
    fireEvent.change(within(form).getByLabelText('Bonus aktifken en yüksek bahis (₺)'), { target: { value: '7,50' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Oyun ekle' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Koşulları kaydet' }));
    expect(await within(form).findByText('0 ile 100 arasında bir tam sayı')).toBeTruthy();
    expect(within(form).getByText('Listeden bir seçenek seçin')).toBeTruthy();
    expect(within(form).getByLabelText('Slotlar').getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByRole('alert').textContent).toBe('Bazı alanların düzeltilmesi gerekiyor: yanlarındaki mesajlara bakın.');
    expect(network.calls('POST admin/bonuses/5')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Slotlar'), { target: { value: '100' } });
    const row = within(form).getByRole('listitem', { name: '1. oyun' });
    fireEvent.change(within(row).getByLabelText('Oyun'), { target: { value: '12' } });
    fireEvent.change(within(row).getByLabelText('Pay (%)'), { target: { value: '50' } });
    fireEvent.change(within(form).getByLabelText('Hariç tutulacak oyun'), { target: { value: '40' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Hariç tut' }));
    expect(within(form).getByRole('button', { name: /^Kaldır\s*Zar 98$/ })).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Koşulları kaydet' }));

    expect(await screen.findByText('Bonus koşulları kaydedildi; bundan sonra verilen bonuslara uygulanır.')).toBeTruthy();
    expect(network.calls('POST admin/bonuses/5')[0].body).toEqual({
      wageringTimes: 40,
      validDays: 3,
      terms: terms({ games: { '12': 50 }, excludedGames: [40], maxBetMinor: 750 }),
    });
    const saved = await screen.findByRole('listitem', { name: 'Hoş Geldin Hediyesi' });
    expect(saved.textContent).toContain('₺7,50');
  });

  it('a refused save keeps the form as typed with the server’s message; Vazgeç goes back to the list', async () => {
    renderAdmin('admin', {
      'GET admin/bonuses': () => ok({ bonuses: [gift()], games }),
      'POST admin/bonuses/5': () => fail(404, 'Bu bonus bulunamadı.'),
    });
    await signInAyse();
    fireEvent.click(await screen.findByRole('button', { name: /^Koşulları düzenle\s*Hoş Geldin Hediyesi$/ }));
    const form = await screen.findByRole('form', { name: 'Hoş Geldin Hediyesi koşulları' });
    fireEvent.change(within(form).getByLabelText('Bonusun en fazla nakde dönen tutarı (₺)'), { target: { value: '30' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Koşulları kaydet' }));
    expect(await within(form).findByText('Bu bonus bulunamadı.')).toBeTruthy();
    expect((within(form).getByLabelText('Bonusun en fazla nakde dönen tutarı (₺)') as HTMLInputElement).value).toBe('30');
    fireEvent.click(within(form).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect((await screen.findByRole('listitem', { name: 'Hoş Geldin Hediyesi' })).textContent).toContain('₺20,00');
  });

  it('is not offered to support', async () => {
    renderAdminAt('/admin/notifications', 'support', { 'GET admin/notifications': () => ok([]) });
    await signInAyse();
    const nav = screen.getByRole('navigation', { name: 'Ekranlar' });
    expect(within(nav).queryByRole('link', { name: 'Bonus koşulları' })).toBeNull();
  });
});

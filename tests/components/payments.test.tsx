// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PaymentMethod } from '../../contracts/money';
import type { PaymentField } from '../../contracts/payments';
import { page } from '../../src/app/page';
import { authData } from '../unit/machines/shell-harness';
import { fail, ok, type Routes } from './fake-network';
import { renderApp, settle } from './app-harness';
import { typeInto, typeMasked, wait } from './identity-app-harness';
// Loaded up front, so the lazy page, dialog and flow resolve within a test's waiting time.
import '../../src/features/account/account-page';
import '../../src/features/payments/payment-dialog';
import '../../src/features/payments/payment-flow';

const method = (id: number, type: 1 | 2, extra: Partial<PaymentMethod> = {}): PaymentMethod => ({
  id,
  type,
  kind: 'card',
  title: 'Kredi Kartı',
  logoUrl: '/media/payments/card.svg',
  minAmount: 100,
  maxAmount: 50000,
  feePercent: 0,
  feeFixed: 0,
  processingTime: 'Anında',
  ...extra,
});
const depositMethods = [method(1, 1), method(2, 1, { kind: 'bank', title: 'Havale / EFT', feePercent: 2.5, feeFixed: 5, processingTime: '30 dakika içinde' })];
const withdrawMethods = [method(4, 2, { kind: 'bank', title: 'Banka Havalesi', minAmount: 250 })];
const depositFields: PaymentField[] = [
  { key: 'amount', objectType: 'Decimal' },
  { key: 'bonusId', objectType: 'Dropdown', option: [{ id: 0, name: 'Bonus istemiyorum' }, { id: 7, name: '%100 Hoş Geldin Bonusu' }] },
];
const withdrawFields: PaymentField[] = [
  { key: 'amount', objectType: 'Decimal' },
  { key: 'iban', objectType: 'String' },
  { key: 'accountHolder', objectType: 'String' },
];
const IBAN = 'TR330006100519786457841326';

function renderPayments(path: string, server: Routes = {}, locale: 'tr' | 'en' = 'tr') {
  return renderApp({
    path,
    locale,
    authData: authData(),
    server: {
      'GET payment/methods': ({ query }) => ok(query.type === '1' ? depositMethods : withdrawMethods),
      'POST payment/detail': ({ body }) => ok((body as { type: number }).type === 1 ? depositFields : withdrawFields),
      'POST payment/deposit': () => ok('https://pay.example/session/42', 'Ödeme sayfasına yönlendiriliyorsunuz.'),
      'POST payment/withdraw': () => ok(null, 'Çekim talebiniz alındı.'),
      'GET customer/transactions': () => ok({ items: [], total: 0, page: 1, pageSize: 1, totals: { deposits: 0, withdrawals: 0, net: 0 } }),
      ...server,
    },
  });
}

async function openCard(title: string, dialogName = title, listName = 'Ödeme yöntemleri') {
  const cards = within(await screen.findByRole('list', { name: listName }, wait));
  fireEvent.click(cards.getByRole('button', { name: new RegExp(title) }));
  return within(await screen.findByRole('dialog', { name: dialogName }, wait));
}

describe('deposit and withdraw pages', () => {
  it('/dashboard/deposit shows a card per method: title, limits in lira, fee ("Ücretsiz" when none), processing time', async () => {
    const { network } = renderPayments('/dashboard/deposit');
    const cards = within(await screen.findByRole('list', { name: 'Ödeme yöntemleri' }, wait)).getAllByRole('listitem');
    expect(network.calls('GET payment/methods').map((r) => r.query)).toEqual([{ type: '1' }]);
    expect(cards).toHaveLength(2);
    const [card, bank] = cards.map((c) => within(c));
    expect(card.getByText('Kredi Kartı')).toBeTruthy();
    expect(card.getByText('₺100,00 – ₺50.000,00')).toBeTruthy();
    expect(card.getByText('Ücretsiz')).toBeTruthy();
    expect(card.getByText('Anında')).toBeTruthy();
    expect(bank.getByText('%2,5 + ₺5,00')).toBeTruthy();
    expect(bank.getByText('30 dakika içinde')).toBeTruthy();
  });

  it('shows the message when the methods cannot load, tries again, and says when there are none', async () => {
    let answers = [fail(503, 'Sunucuya ulaşılamadı.'), ok([])];
    renderPayments('/dashboard/withdraw', { 'GET payment/methods': () => answers.shift()! });
    expect(await screen.findByText('Sunucuya ulaşılamadı.', {}, wait)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByText('Şu anda kullanılabilir bir ödeme yöntemi yok.', {}, wait)).toBeTruthy();
    answers = [];
  });
});

describe('deposit dialog', () => {
  it('opens with the card title, enables Submit only when valid, and Continue opens the payment page in a new tab', async () => {
    const { network } = renderPayments('/dashboard/deposit');
    const dialog = await openCard('Kredi Kartı');
    const amount = await dialog.findByLabelText('Tutar', {}, wait);
    expect(network.calls('POST payment/detail').map((r) => r.body)).toEqual([{ id: 1, type: 1 }]);
    const submit = dialog.getByRole('button', { name: 'Gönder' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    typeMasked(amount, '1250,5');
    await settle();
    expect((amount as HTMLInputElement).value).toBe('1.250,50');
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(dialog.getByLabelText('Bonus'), { target: { value: '7' } });
    await settle();
    expect(submit.hasAttribute('disabled')).toBe(false);

    // The page's own window.open, not the harness's record of it: a new tab, without access back to this page.
    vi.mocked(page.open).mockRestore();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    fireEvent.click(submit);
    const continueButton = await dialog.findByRole('button', { name: 'Devam' }, wait);
    expect(network.calls('POST payment/deposit').map((r) => r.body)).toEqual([{ id: 1, target: 'pay', detail: { amount: 1250.5, bonusId: 7 } }]);
    expect(open).not.toHaveBeenCalled();
    fireEvent.click(continueButton);
    expect(open).toHaveBeenCalledWith('https://pay.example/session/42', '_blank', 'noopener');
    expect(await dialog.findByText(/Ödemeniz bekleniyor/, {}, wait)).toBeTruthy();
  });

  it('once the payment page reports the deposit confirmed, the amount shows, the balance is asked again and the dialog closes', async () => {
    const newest = { id: 42, reference: 'D-42', type: 1, status: 1, amount: 1250.5, fee: 0, method: 'Kredi Kartı', details: '', reason: null, createdAt: '2026-11-21T10:00:00.000Z', updatedAt: '2026-11-21T10:01:00.000Z' };
    const { network } = renderPayments('/dashboard/deposit', {
      'GET customer/transactions': () => ok({ items: [newest], total: 1, page: 1, pageSize: 1, totals: { deposits: 1250.5, withdrawals: 0, net: 1250.5 } }),
    });
    const dialog = await openCard('Kredi Kartı');
    typeMasked(await dialog.findByLabelText('Tutar', {}, wait), '1250,5');
    fireEvent.change(dialog.getByLabelText('Bonus'), { target: { value: '0' } });
    await settle();
    fireEvent.click(dialog.getByRole('button', { name: 'Gönder' }));
    fireEvent.click(await dialog.findByRole('button', { name: 'Devam' }, wait));
    const balanceCalls = network.calls('GET user/balance').length;
    await settle(2900);
    expect(network.calls('GET customer/transactions')).toEqual([]);
    expect(await screen.findByText('₺1.250,50 tutarındaki yatırımınız onaylandı.', {}, wait)).toBeTruthy();
    expect(network.calls('GET customer/transactions').map((r) => r.query)).toEqual([{ type: '1', page: '1', pageSize: '1' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(network.calls('GET user/balance').length).toBeGreaterThan(balanceCalls);
  });

  it('a message answer with bank details shows the congratulations and the account to send to', async () => {
    const bank = { bank: 'Ziraat Bankası', iban: IBAN, holder: 'Kasa Ödeme A.Ş.', reference: 'D-000042', amount: 750 };
    renderPayments('/dashboard/deposit', { 'POST payment/deposit': () => ok(bank, 'Talebiniz alındı, havaleyi yapabilirsiniz.') });
    const dialog = await openCard('Havale / EFT');
    typeMasked(await dialog.findByLabelText('Tutar', {}, wait), '750');
    fireEvent.change(dialog.getByLabelText('Bonus'), { target: { value: '0' } });
    await settle();
    fireEvent.click(dialog.getByRole('button', { name: 'Gönder' }));
    expect(await dialog.findByText('Tebrikler!', {}, wait)).toBeTruthy();
    expect(dialog.getByText('Talebiniz alındı, havaleyi yapabilirsiniz.')).toBeTruthy();
    expect(dialog.getByText(IBAN)).toBeTruthy();
    expect(dialog.getByText('D-000042')).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'IBAN kopyala' })).toBeTruthy();
  });

  it('labels fields with the operator\'s label, and a masked field must be complete before Submit', async () => {
    const fields: PaymentField[] = [
      { key: 'amount', objectType: 'Decimal', label: 'Yatırılacak tutar' },
      { key: 'receiptNo', objectType: 'String', mask: '00-00-00', label: 'Dekont no' },
    ];
    const { network } = renderPayments('/dashboard/deposit', { 'POST payment/detail': () => ok(fields) });
    const dialog = await openCard('Kredi Kartı');
    typeMasked(await dialog.findByLabelText('Yatırılacak tutar', {}, wait), '500');
    const receipt = dialog.getByLabelText('Dekont no') as HTMLInputElement;
    typeMasked(receipt, '1234');
    await settle();
    expect(receipt.value).toBe('12-34');
    const submit = dialog.getByRole('button', { name: 'Gönder' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    typeMasked(receipt, '123456');
    await settle();
    expect(receipt.value).toBe('12-34-56');
    expect(submit.hasAttribute('disabled')).toBe(false);
    fireEvent.click(submit);
    await dialog.findByRole('button', { name: 'Devam' }, wait);
    expect(network.calls('POST payment/deposit')[0].body).toEqual({ id: 1, target: 'pay', detail: { amount: 500, receiptNo: '12-34-56' } });
  });

  it('an empty field list says "Veri bulunamadı" and the dialog closes', async () => {
    renderPayments('/dashboard/deposit', { 'POST payment/detail': () => ok([]) });
    await openCard('Kredi Kartı');
    expect(await screen.findByText('Veri bulunamadı', {}, wait)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), wait);
  });
});

describe('withdraw dialog', () => {
  it('masks the IBAN, refuses wrong check digits, and after success shows the message and closes after 500 ms', async () => {
    const { network } = renderPayments('/dashboard/withdraw');
    const dialog = await openCard('Banka Havalesi');
    const iban = await dialog.findByLabelText('IBAN', {}, wait);
    typeMasked(dialog.getByLabelText('Tutar'), '1000');
    typeInto(dialog.getByLabelText('Hesap sahibi'), 'Deniz Yılmaz');
    typeMasked(iban, '340006100519786457841326');
    await settle();
    expect((iban as HTMLInputElement).value).toBe('TR34 0006 1005 1978 6457 8413 26');
    expect(await dialog.findByText('Bu IBAN geçerli değil: rakamlarını kontrol edin', {}, wait)).toBeTruthy();
    const submit = dialog.getByRole('button', { name: 'Gönder' });
    expect(submit.hasAttribute('disabled')).toBe(true);

    typeMasked(iban, '330006100519786457841326');
    await settle();
    expect(dialog.queryByText('Bu IBAN geçerli değil: rakamlarını kontrol edin')).toBeNull();
    expect(submit.hasAttribute('disabled')).toBe(false);
    fireEvent.click(submit);
    expect(await screen.findByText('Çekim talebiniz alındı.', {}, wait)).toBeTruthy();
    expect(network.calls('POST payment/withdraw').map((r) => r.body)).toEqual([
      { id: 4, target: 'pay', detail: { amount: 1000, iban: IBAN, accountHolder: 'Deniz Yılmaz' } },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 520)));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The message outlives its dialog: product §9's 4000 ms, on the page now, once.
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    expect(screen.getAllByText('Çekim talebiniz alındı.')).toHaveLength(1);
  });

  it('the amount reads as lira in the player\'s language (typing 200 reads 200,00; 200.00 in English) and sends the number 200', async () => {
    const { network } = renderPayments('/dashboard/withdraw');
    const dialog = await openCard('Banka Havalesi');
    const amount = (await dialog.findByLabelText('Tutar', {}, wait)) as HTMLInputElement;
    typeMasked(amount, '200');
    await settle();
    expect(amount.value).toBe('200,00');
    typeMasked(amount, '12345,6');
    await settle();
    expect(amount.value).toBe('12.345,60');
    typeMasked(amount, '200');
    typeInto(dialog.getByLabelText('Hesap sahibi'), 'Deniz Yılmaz');
    typeMasked(dialog.getByLabelText('IBAN'), '330006100519786457841326');
    await settle();
    expect(amount.value).toBe('200,00');
    fireEvent.click(dialog.getByRole('button', { name: 'Gönder' }));
    await screen.findByText('Çekim talebiniz alındı.', {}, wait);
    expect(network.calls('POST payment/withdraw').map((r) => r.body)).toEqual([
      { id: 4, target: 'pay', detail: { amount: 200, iban: IBAN, accountHolder: 'Deniz Yılmaz' } },
    ]);
  });

  it('in English the amount is written the English way (1,234.50) and still sends the plain number', async () => {
    const { network } = renderPayments('/dashboard/withdraw', {}, 'en');
    const dialog = await openCard('Banka Havalesi', 'Banka Havalesi', 'Payment methods');
    const amount = (await dialog.findByLabelText('Amount', {}, wait)) as HTMLInputElement;
    typeMasked(amount, '1234.5');
    await settle();
    expect(amount.value).toBe('1,234.50');
    typeInto(dialog.getByLabelText('Account holder'), 'Deniz Yılmaz');
    typeMasked(dialog.getByLabelText('IBAN'), '330006100519786457841326');
    await settle();
    fireEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(network.calls('POST payment/withdraw')).toHaveLength(1), wait);
    expect(network.calls('POST payment/withdraw')[0].body).toEqual({ id: 4, target: 'pay', detail: { amount: 1234.5, iban: IBAN, accountHolder: 'Deniz Yılmaz' } });
  });

  it('a refusal shows the server message and its field error beside the field; the form stays', async () => {
    renderPayments('/dashboard/withdraw', {
      'POST payment/withdraw': () => fail(400, 'Çekim tutarı bakiyenizi aşıyor.', { amount: 'En fazla ₺125,50 çekebilirsiniz' }),
    });
    const dialog = await openCard('Banka Havalesi');
    typeMasked(await dialog.findByLabelText('Tutar', {}, wait), '5000');
    typeInto(dialog.getByLabelText('Hesap sahibi'), 'Deniz Yılmaz');
    typeMasked(dialog.getByLabelText('IBAN'), '330006100519786457841326');
    await settle();
    fireEvent.click(dialog.getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByText('Çekim tutarı bakiyenizi aşıyor.', {}, wait)).toBeTruthy();
    expect(await dialog.findByText('En fazla ₺125,50 çekebilirsiniz', {}, wait)).toBeTruthy();
    expect(dialog.getByLabelText('Tutar').getAttribute('aria-invalid')).toBe('true');
    typeMasked(dialog.getByLabelText('Tutar'), '100');
    await settle();
    expect(dialog.queryByText('En fazla ₺125,50 çekebilirsiniz')).toBeNull();
  });
});

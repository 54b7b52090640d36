import { expect, test, type Page } from '@playwright/test';
import { decide, fundByTransfer, signedIn } from './accounts';

/**
 * Money journeys on a fresh database: deposits on the hosted payment page and by bank transfer, withdrawals decided
 * by an operator (created with the CLI, signed in with a TOTP code the test computes), and what the player sees.
 */
const VALID_IBAN = 'TR330006100519786457841326';

const balance = (page: Page) => page.getByRole('banner').getByText(/₺[\d.,]+/).first();

async function openMethod(page: Page, route: 'deposit' | 'withdraw', title: string) {
  await page.goto(`/dashboard/${route}`);
  await page.getByRole('button', { name: new RegExp(title.replace(/[()/]/g, '\\$&')) }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a card deposit paid on the hosted page reaches the header balance with a toast', { tag: '@store' }, async ({ page, request, context }) => {
  await signedIn(page, request);
  const dialog = await openMethod(page, 'deposit', 'Kredi / Banka Kartı');
  await dialog.getByLabel('Tutar').fill('400');
  await dialog.getByLabel('Bonus').selectOption({ label: 'Bonus istemiyorum' });
  await dialog.getByRole('button', { name: 'Gönder' }).click();
  const [payPage] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('button', { name: 'Devam' }).click()]);
  await payPage.waitForLoadState();
  await expect(payPage.getByText('₺400,00').first()).toBeVisible();
  await payPage.getByLabel('Kart üzerindeki isim').fill('DENIZ YILMAZ');
  await payPage.getByLabel('Kart numarası').fill('4242 4242 4242 4242');
  await payPage.getByLabel('Son kullanma tarihi (AA/YY)').fill('12/39');
  await payPage.getByLabel('Güvenlik kodu (CVC)').fill('123');
  await payPage.getByRole('button', { name: /öde$/ }).click();
  await expect(payPage.getByRole('heading', { name: 'Ödeme alındı' })).toBeVisible();
  await payPage.close();
  // 2.5 % card fee: ₺390,00 reaches the balance.
  await expect(page.getByText(/yatırımınız onaylandı/)).toBeVisible({ timeout: 15_000 });
  await expect(balance(page)).toHaveText(/390,00/, { timeout: 10_000 });
});

test('a bank transfer shows where to send it, and is credited once an operator confirms it', async ({ page, request }) => {
  await signedIn(page, request);
  const dialog = await openMethod(page, 'deposit', 'Havale / EFT');
  await dialog.getByLabel('Tutar').fill('1500');
  await dialog.getByLabel('Banka', { exact: true }).selectOption({ label: 'Garanti BBVA' });
  await dialog.getByLabel('Gönderen adı').fill('Deniz Yılmaz');
  await dialog.getByLabel('Bonus').selectOption({ label: 'Bonus istemiyorum' });
  await dialog.getByRole('button', { name: 'Gönder' }).click();
  await expect(dialog.getByText('TR320010009999901234567890').first()).toBeVisible();
  const reference = (await dialog.getByText(/^D[0-9A-Z]{8}$/).first().textContent())!.trim();
  await expect(balance(page)).toHaveText(/0,00/);
  await decide(request, reference, 'approve');
  await expect(balance(page)).toHaveText(/1\.500,00/, { timeout: 10_000 });
});

test('a withdrawal to a valid IBAN is held while pending; rejected, the money comes back; both are in financial activities', { tag: '@store' }, async ({ page, request }) => {
  const player = await signedIn(page, request);
  await fundByTransfer(request, player, 1000);
  const dialog = await openMethod(page, 'withdraw', 'Banka Havalesi (IBAN)');
  await dialog.getByLabel('Tutar').fill('300');
  await dialog.getByLabel('Hesap sahibi').fill('Deniz Yılmaz');
  const iban = dialog.getByLabel('IBAN', { exact: true });
  await iban.fill('TR330006100519786457841327');
  await iban.blur();
  await expect(dialog.getByText('Bu IBAN geçerli değil: rakamlarını kontrol edin')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Gönder' })).toBeDisabled();
  // The server refuses it too, beside the field.
  const direct = await request.post('/api/payment/withdraw', {
    headers: { authorization: `Bearer ${player.token}` },
    data: { id: 11, target: 'pay', detail: { amount: 300, iban: 'TR330006100519786457841327', accountHolder: 'Deniz Yılmaz' } },
  });
  expect(direct.status()).toBe(400);
  expect(((await direct.json()) as { errors: Record<string, string> }).errors.iban).toBe('Bu IBAN geçerli değil: rakamlarını kontrol edin');

  await iban.fill(VALID_IBAN);
  await dialog.getByRole('button', { name: 'Gönder' }).click();
  await expect(page.getByText(/çekim talebiniz alındı/)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(balance(page)).toHaveText(/700,00/, { timeout: 10_000 });

  await page.goto('/dashboard/financial-activities');
  const shown = (text: string) => page.locator('main').getByText(text, { exact: true }).filter({ visible: true }).first();
  await expect(shown('Beklemede')).toBeVisible();
  await expect(shown('TR** **** **** **** **** **13 26')).toBeVisible();
  const rows = await request.get('/api/customer/transactions?type=2', { headers: { authorization: `Bearer ${player.token}` } });
  const reference = ((await rows.json()) as { data: { items: Array<{ reference: string }> } }).data.items[0].reference;
  await decide(request, reference, 'reject', 'Hesap sahibi adı uyuşmuyor');
  await page.reload();
  await expect(shown('Reddedildi')).toBeVisible();
  await expect(page.getByText('Hesap sahibi adı uyuşmuyor').filter({ visible: true })).toBeVisible();
  await expect(shown('Onaylandı')).toBeVisible();
  await expect(balance(page)).toHaveText(/1\.000,00/, { timeout: 10_000 });
});

test('a withdrawal above the withdrawable cash is refused and nothing is held', async ({ page, request }) => {
  const player = await signedIn(page, request);
  await fundByTransfer(request, player, 200);
  const dialog = await openMethod(page, 'withdraw', 'Banka Havalesi (IBAN)');
  await dialog.getByLabel('Tutar').fill('250');
  await dialog.getByLabel('IBAN', { exact: true }).fill(VALID_IBAN);
  await dialog.getByLabel('Hesap sahibi').fill('Deniz Yılmaz');
  await dialog.getByRole('button', { name: 'Gönder' }).click();
  await expect(dialog.getByText('Şu anda en fazla ₺200,00 çekebilirsiniz.').first()).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(balance(page)).toHaveText(/200,00/);
});

test('a deposit with the welcome bonus shows the bonus and its wagering on the bonuses page', { tag: '@store' }, async ({ page, request }) => {
  const player = await signedIn(page, request);
  await fundByTransfer(request, player, 500, 2);
  await page.goto('/dashboard/bonuses');
  await expect(page.getByText('Hoş Geldin Bonusu %100')).toBeVisible();
  const progress = page.getByRole('progressbar', { name: /Hoş Geldin Bonusu %100/ });
  // 30 times the pot (the 500 TL deposit and its 500 TL bonus): the welcome bonus's seeded terms (decision 022).
  await expect(progress).toHaveAttribute('max', '30000');
  await expect(progress).toHaveAttribute('value', '0');
  await expect(page.getByText('₺0,00 / ₺30.000,00 çevrildi')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bonus kuralları', exact: true })).toHaveAttribute('href', '/pages/8');
  await expect(balance(page)).toHaveText(/1\.000,00/);
});

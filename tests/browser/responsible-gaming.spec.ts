import { expect, test } from '@playwright/test';
import { fundByTransfer, signedIn } from './accounts';
import { signInAs } from './operators';

/**
 * Responsible gaming on a fresh database: a daily deposit limit refuses a larger deposit with what remains, and a
 * self-exclusion, after its confirmation step, ends the session and says until when; the next login says why and
 * leads to the withdrawal.
 */
test('a daily deposit limit of 100 ₺ refuses a 150 ₺ deposit; a 6-month self-exclusion logs the player out with its date, and the next login offers only the withdrawal', { tag: '@store' }, async ({ page, request }) => {
  const player = await signedIn(page, request, '', { once: true });
  await page.goto('/dashboard/responsible-gaming');
  const deposits = page.getByRole('region', { name: 'Yatırım limitleri' });
  await deposits.getByRole('textbox', { name: 'Yatırım limitleri · Günlük için lira tutarı' }).fill('100');
  await deposits.getByRole('form', { name: 'Yatırım limitleri · Günlük belirle' }).getByRole('button', { name: 'Kaydet' }).click();
  await expect(deposits.getByRole('progressbar', { name: 'Yatırım limitleri · Günlük kullanımı' })).toBeVisible();
  await expect(deposits.getByText(/kalan ₺100,00/)).toBeVisible();

  await page.goto('/dashboard/deposit');
  await page.getByRole('button', { name: /Havale \/ EFT/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Havale / EFT' });
  await dialog.getByLabel('Tutar').fill('150');
  await dialog.getByLabel('Banka', { exact: true }).selectOption({ label: 'Garanti BBVA' });
  await dialog.getByLabel('Gönderen adı').fill('Deniz Yılmaz');
  await dialog.getByLabel('Bonus').selectOption({ label: 'Bonus istemiyorum' });
  await dialog.getByRole('button', { name: 'Gönder' }).click();
  await expect(page.getByText(/yatırım limitinizi aşıyor; kalan: ₺100,00/).first()).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/dashboard/responsible-gaming');
  const choices = page.getByRole('region', { name: 'Ara verin' });
  await choices.getByRole('combobox', { name: 'Kendini hariç tutma' }).selectOption('6m');
  await choices.getByRole('button', { name: 'Kendimi hariç tut' }).click();
  await expect(page.getByRole('heading', { name: 'Kendinizi hariç tutmayı onaylayın' })).toBeFocused();
  await expect(page.getByText('Bu işlem geri alınamaz ve kısaltılamaz.')).toBeVisible();
  // The logout shows the home page, then reloads it 300 ms later.
  const reloaded = page.waitForEvent('load', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Evet, beni hariç tut' }).click();
  const until = new Date(Date.now() + 182 * 24 * 3600 * 1000).getFullYear();
  await expect(page.getByRole('alert').filter({ hasText: 'tarihine kadar yatırım ve oyuna kapalıdır' })).toContainText(String(until));
  const gone = await request.get('/api/rg/limits', { headers: { authorization: `Bearer ${player.token}` } });
  expect(gone.status()).toBe(401);
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await reloaded;

  // Logging in again says why and leads to the withdrawal (the server refuses deposits, games and bets).
  await page.getByRole('banner').getByRole('button', { name: 'Giriş Yap' }).click();
  const login = page.getByRole('dialog', { name: 'Giriş Yap' });
  await login.getByLabel('Kullanıcı Adı').fill(player.username);
  await login.getByLabel('Şifre', { exact: true }).fill('secret1');
  await login.getByRole('button', { name: 'Giriş Yap' }).click();
  const notice = page.getByRole('dialog', { name: 'Hesabınız oyuna kapalı' });
  await expect(notice.getByRole('alert')).toContainText('tarihine kadar kendinizi dışladınız');
  await expect(notice.getByRole('alert')).toContainText(String(until));
  await notice.getByRole('link', { name: 'Para Çek' }).click();
  await expect(notice).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/withdraw$/);
  await page.getByRole('button', { name: /Banka Havalesi \(IBAN\)/ }).click();
  await expect(page.getByRole('dialog', { name: 'Banka Havalesi (IBAN)' })).toBeVisible();
});

test('a card payment made after the daily deposit limit was lowered is not credited: the player is told, the deposit shows as returned, and finance sees the refund', { tag: '@store' }, async ({ page, request, context, browser }) => {
  const player = await signedIn(page, request);
  await page.goto('/dashboard/deposit');
  await page.getByRole('button', { name: /Kredi \/ Banka Kartı/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Kredi / Banka Kartı' });
  await dialog.getByLabel('Tutar').fill('400');
  await dialog.getByLabel('Bonus').selectOption({ label: 'Bonus istemiyorum' });
  await dialog.getByRole('button', { name: 'Gönder' }).click();
  const [payPage] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('button', { name: 'Devam' }).click()]);
  await payPage.waitForLoadState();
  // While the payment page is open, the player lowers the daily limit to 100 ₺ (a decrease applies at once).
  const lowered = await request.post('/api/rg/limits', {
    headers: { authorization: `Bearer ${player.token}` },
    data: { kind: 'deposit', period: 'day', amountMinor: 10_000 },
  });
  expect(lowered.status()).toBe(200);
  await payPage.getByLabel('Kart üzerindeki isim').fill('DENIZ YILMAZ');
  await payPage.getByLabel('Kart numarası').fill('4242 4242 4242 4242');
  await payPage.getByLabel('Son kullanma tarihi (AA/YY)').fill('12/39');
  await payPage.getByLabel('Güvenlik kodu (CVC)').fill('123');
  await payPage.getByRole('button', { name: /öde$/ }).click();
  await expect(payPage.getByRole('heading', { name: 'Ödeme alındı' })).toBeVisible();
  await payPage.close();

  // The deposit dialog, still watching the deposit, says why; the notification says the money goes back.
  await expect(page.getByText('Yatırımınız tamamlanmadı: Yatırım limitinizin üzerinde: ödeme size iade edilir.')).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await page.getByRole('banner').getByRole('button', { name: /Bildirimler/ }).click();
  await expect(page.getByText('Yatırımınız iade ediliyor').first()).toBeVisible();
  await page.goto('/dashboard/financial-activities');
  const main = page.locator('main');
  await expect(main.getByText('Reddedildi', { exact: true }).filter({ visible: true }).first()).toBeVisible();
  await expect(main.getByText(/Yatırım limitinizin üzerinde: ödeme size iade edilir\./).filter({ visible: true }).first()).toBeVisible();
  const balances = await request.get('/api/user/balance', { headers: { authorization: `Bearer ${player.token}` } });
  expect(((await balances.json()) as { data: { cash: number } }).data.cash).toBe(0);

  // Finance sees the refund among the recent ones: the payment provider gave the 400 ₺ back (asked once the deposit
  // was refused; the list is read again until it has answered).
  const office = await browser.newContext();
  const admin = await office.newPage();
  await signInAs(admin, request, 'finance');
  await admin.goto('/admin/refunds');
  await expect(admin.getByRole('heading', { name: 'Yatırım iadeleri' })).toBeVisible();
  const row = admin.locator('tr').filter({ hasText: player.username });
  await expect(async () => {
    await admin.reload();
    await admin.getByRole('tab', { name: 'Son iadeler' }).click();
    await expect(row).toContainText('Sağlayıcı iade etti', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(row).toContainText('Yatırım limitinin üzerinde');
  await expect(row).toContainText('400');
  // Returned by the provider: nothing for an operator to settle.
  await expect(row.getByRole('button')).toHaveCount(0);
  await office.close();
});

test('a reality check every 15 minutes stops the game at the interval with the session\'s figures; Log out logs the player out', async ({ page, request }, info) => {
  test.skip(info.project.name !== 'desktop', 'the game page is the desktop layout');
  // Fifteen minutes of the page's clock run in a few seconds, but every 30 s of it the hub client reconnects: on a
  // loaded machine the journey and the teardown of its page take longer than the default minute.
  test.setTimeout(120_000);
  const player = await signedIn(page, request, '', { once: true });
  await fundByTransfer(request, player, 100);
  const chosen = await request.post('/api/rg/reality-check', { headers: { authorization: `Bearer ${player.token}` }, data: { minutes: 15 } });
  expect(chosen.ok()).toBe(true);

  await page.clock.install();
  await page.goto('/casino/slot');
  // Typed while the page hydrates, the text can be lost (a first-paint leftover): typed again until the game shows.
  await expect(async () => {
    await page.getByRole('searchbox', { name: 'Oyun ara' }).fill('Kasa Classic 7s');
    await page.getByRole('button', { name: 'Kasa Classic 7s oyna, Kasa Games', exact: true }).click({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/casino\/play\//);
  // The game bar: the session's clock and its net result (nothing played yet).
  const bar = page.getByText('Oturum süresi', { exact: false }).locator('..').locator('..');
  await expect(bar).toContainText(/0:0\d:\d\d/);
  await expect(bar).toContainText('₺0,00');

  const dialog = page.getByRole('dialog', { name: 'Gerçeklik kontrolü' });
  await page.clock.runFor('14:00');
  await expect(dialog).toBeHidden();
  await page.clock.runFor('01:05');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Bu oturumun net sonucu: ₺0,00');
  await expect(dialog).toContainText('her 15 dakikada bir');

  await dialog.getByRole('button', { name: 'Çıkış yap' }).click();
  await expect(page).toHaveURL(/\/$/);
  const gone = await request.get('/api/user/balance', { headers: { authorization: `Bearer ${player.token}` } });
  expect(gone.status()).toBe(401);
});

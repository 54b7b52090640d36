import { execFileSync } from 'node:child_process';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { fundByTransfer, newPlayer, serverEnv, unique, type Player } from './accounts';

/**
 * The back office at /admin on a fresh database: an administrator created with the CLI signs in, enrolls an
 * authenticator from the secret the page shows, rejects a player's pending withdrawal with a reason (the player's
 * money comes back), and signs out.
 */
const VALID_IBAN = 'TR330006100519786457841326';

function createOperator(role: 'admin' | 'finance' | 'support' | 'content') {
  const username = `${role}${unique()}`;
  const password = `${role}-password-1`;
  execFileSync(process.execPath, ['--import', 'tsx', 'server/operator-cli.ts', 'create', '--username', username, '--role', role, '--password', password], { env: serverEnv() });
  return { username, password };
}

async function balanceOf(request: APIRequestContext, player: Player): Promise<number> {
  const answer = await request.get('/api/user/balance', { headers: { authorization: `Bearer ${player.token}` } });
  return ((await answer.json()) as { data: { balance: number } }).data.balance;
}

/** Username and password, then the authenticator set up from the secret the page shows, and its first code. */
async function enrollAndSignIn(page: Page, operator: { username: string; password: string }, { wrongPasswordFirst = false } = {}) {
  await page.getByLabel('Kullanıcı adı').fill(operator.username);
  if (wrongPasswordFirst) {
    await page.getByLabel('Şifre').fill('wrong-password-1');
    await page.getByRole('button', { name: 'Devam' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
  }
  await page.getByLabel('Şifre').fill(operator.password);
  await page.getByRole('button', { name: 'Devam' }).click();

  await expect(page.getByRole('heading', { name: 'Doğrulama uygulamanızı kurun' })).toBeFocused();
  await expect(page.getByRole('img', { name: 'Doğrulama uygulaması için QR kodu' })).toBeVisible();
  const secret = await page.getByLabel('Elle giriş için gizli anahtar').inputValue();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
  await page.getByLabel('6 haneli kod').fill(totp.generate());
  await page.getByRole('button', { name: 'Giriş yap' }).click();
}

test('an administrator enrolls, rejects a pending withdrawal with a reason, the player gets the money back, and signs out', async ({ page, request }) => {
  const { player } = await newPlayer(request);
  await fundByTransfer(request, player, 1000);
  const withdrawal = await request.post('/api/payment/withdraw', {
    headers: { authorization: `Bearer ${player.token}` },
    data: { id: 11, target: 'pay', detail: { amount: 300, iban: VALID_IBAN, accountHolder: 'Deniz Yılmaz' } },
  });
  expect(withdrawal.ok(), await withdrawal.text()).toBe(true);
  expect(await balanceOf(request, player)).toBe(700);
  const operator = createOperator('admin');
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });

  const response = await page.goto('/admin/payments');
  expect(response?.headers()['cache-control']).toBe('no-store');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");

  await enrollAndSignIn(page, operator, { wrongPasswordFirst: true });

  const header = page.getByRole('banner');
  await expect(header.getByText(operator.username)).toBeVisible();
  await expect(header.getByText('Yönetici')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Ekranlar' });
  await expect(nav.getByRole('link', { name: 'Ödeme kuyruğu' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Bildirimler' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Çekimler' })).toHaveAttribute('aria-selected', 'true');

  const row = page.getByRole('row').filter({ hasText: player.username });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('₺300,00');
  await expect(row).toContainText(VALID_IBAN);

  // Escape closes the reason dialog and gives the focus back to the button that opened it.
  const reject = row.getByRole('button', { name: 'Reddet' });
  await reject.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Gerekçe (oyuncu görecek)')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(reject).toBeFocused();

  await reject.click();
  await dialog.getByRole('button', { name: 'Ödemeyi reddet' }).click();
  await expect(dialog.getByText('Bu alan zorunludur')).toBeVisible();
  await dialog.getByLabel('Gerekçe (oyuncu görecek)').fill('Hesap sahibi adı uyuşmuyor');
  await dialog.getByRole('button', { name: 'Ödemeyi reddet' }).click();
  await expect(page.getByText('İşlem reddedildi.')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('Karar bekleyen işlem yok.')).toBeVisible();
  expect(await balanceOf(request, player)).toBe(1000);

  // The session lives in this tab: a reload keeps it; the language switch turns the screens to English.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Ödeme kuyruğu' })).toBeVisible();
  await page.getByRole('button', { name: /^EN/ }).click();
  await expect(page.getByRole('heading', { name: 'Payments queue' })).toBeVisible();
  await expect(page.getByText('Nothing is waiting for a decision.')).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Username')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('adminSession'))).toBeNull();
  expect(violations).toEqual([]);
});

test('a support operator sees only Notifications and writes to one player, who finds it in their list', async ({ page, request }) => {
  const { player } = await newPlayer(request);
  const operator = createOperator('support');
  await page.goto('/admin');
  await enrollAndSignIn(page, operator);

  const nav = page.getByRole('navigation', { name: 'Ekranlar' });
  await expect(nav.getByRole('link')).toHaveText(['Bildirimler']);
  await expect(page).toHaveURL(/\/admin\/notifications$/);
  await page.getByLabel('Oyuncu kullanıcı adı').fill(player.username);
  await page.getByLabel('Başlık').fill('Hesabınız hakkında');
  await page.getByLabel('Metin').fill('Belgeleriniz onaylandı.');
  await page.getByRole('button', { name: 'Gönder' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 oyuncuya bildirim gönderildi.' })).toBeVisible();

  const list = await request.post('/api/customer/notification', { headers: { authorization: `Bearer ${player.token}` }, data: { skip: 0, take: 100 } });
  const titles = ((await list.json()) as { data: Array<{ title: string; note: string }> }).data.map((n) => [n.title, n.note]);
  expect(titles).toContainEqual(['Hesabınız hakkında', 'Belgeleriniz onaylandı.']);
});

/** A real 1×1 PNG (a browser decodes it: the home page's picture loads it). */
const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

test('a content operator uploads an image, puts it on the first home banner, and the home page shows it within seconds', async ({ page, browser }) => {
  const operator = createOperator('content');
  await page.goto('/admin');
  await enrollAndSignIn(page, operator);

  const nav = page.getByRole('navigation', { name: 'Ekranlar' });
  await expect(nav.getByRole('link')).toHaveText(['Bannerlar']);
  await expect(page).toHaveURL(/\/admin\/banners$/);
  await expect(page.getByRole('tab', { name: 'Ana sayfa' })).toHaveAttribute('aria-selected', 'true');
  // The first banner's row (on a phone the header row is hidden and each row is a card).
  const first = page.getByRole('table').getByRole('row').filter({ has: page.getByRole('rowheader') }).first();
  const title = (await first.getByRole('rowheader').textContent()) ?? '';
  await first.getByRole('button', { name: /^Düzenle/ }).click();

  const dialog = page.getByRole('dialog', { name: 'Banner’ı düzenle' });
  await expect(dialog.getByLabel('Başlık')).toBeFocused();
  await expect(dialog.getByLabel('Başlık')).toHaveValue(title);
  // A page that only calls itself a PNG is refused, in Turkish, and the field keeps its image.
  const before = await dialog.getByRole('img', { name: 'Önizleme: Mobil (600 × 500)', exact: true }).getAttribute('src');
  await dialog.getByLabel('Mobil (600 × 500)', { exact: true }).setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: Buffer.from('<!doctype html><p>not an image</p>') });
  await expect(dialog.getByRole('alert')).toHaveText('Yalnızca PNG, JPEG veya WebP görseller yüklenebilir. Bu dosya bunlardan biri değil.');
  await expect(dialog.getByRole('img', { name: 'Önizleme: Mobil (600 × 500)', exact: true })).toHaveAttribute('src', before ?? '');

  // The small and the wide variant (the two the home page shows) from the same upload.
  for (const label of ['Mobil (600 × 500)', 'Tablet (1040 × 600)']) {
    await dialog.getByLabel(label, { exact: true }).setInputFiles({ name: 'yeni-yil.png', mimeType: 'image/png', buffer: PIXEL_PNG });
    await expect(dialog.getByRole('img', { name: `Önizleme: ${label}`, exact: true })).toHaveAttribute('src', /^\/media\/uploads\/[0-9a-f]{64}\.png$/);
  }
  const uploaded = (await dialog.getByRole('img', { name: 'Önizleme: Tablet (1040 × 600)', exact: true }).getAttribute('src'))!;
  const served = await page.request.get(uploaded);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(served.headers()['x-content-type-options']).toBe('nosniff');

  await dialog.getByLabel('Başlık').fill('Yeni Yıl Kampanyası');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog).toBeHidden();
  await expect(first.getByRole('rowheader')).toHaveText('Yeni Yıl Kampanyası');
  await expect(first.getByRole('button', { name: /^Düzenle/ })).toBeFocused();

  // A visitor who never came before: the home page's first banner is the uploaded image, loaded.
  const visitor = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await expect(async () => {
    await visitor.goto('/');
    const image = visitor.locator('picture img').first();
    await expect(image).toHaveAttribute('src', uploaded, { timeout: 1000 });
    await expect.poll(() => image.evaluate((img: HTMLImageElement, url) => img.complete && img.naturalWidth > 0 && img.currentSrc.endsWith(url), uploaded), { timeout: 2000 }).toBe(true);
  }).toPass({ timeout: 10_000 });
  await visitor.close();
});

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { decide, fundByTransfer, newPlayer, serverEnv, unique, type Player } from './accounts';
import { skipPopup } from './home';

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

test('a support operator sees Notifications, Players and Call requests, and writes to one player, who finds it in their list', async ({ page, request }) => {
  const { player } = await newPlayer(request);
  const operator = createOperator('support');
  await page.goto('/admin');
  await enrollAndSignIn(page, operator);

  const nav = page.getByRole('navigation', { name: 'Ekranlar' });
  await expect(nav.getByRole('link')).toHaveText(['Bildirimler', 'Oyuncular', 'Arama talepleri']);
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

test('an administrator finds a player, adjusts their balance by +50 with a reason, and blocks them: their next login is refused', async ({ page, request }) => {
  const { player } = await newPlayer(request);
  const operator = createOperator('admin');
  await page.goto('/admin/players');
  await enrollAndSignIn(page, operator);

  await expect(page.getByRole('heading', { name: 'Oyuncular' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Oyuncu ara' }).fill(player.username);
  await page.getByRole('button', { name: 'Ara' }).click();
  const row = page.getByRole('row').filter({ hasText: player.username });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Aktif');
  await expect(row).toContainText('₺0,00');
  await row.getByRole('link', { name: player.username }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/players/${player.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(player.username);
  const balances = page.getByRole('region', { name: 'Bakiyeler' });
  await expect(balances).toContainText('₺0,00');

  const adjust = page.getByRole('button', { name: 'Bakiye düzelt' });
  await adjust.click();
  const dialog = page.getByRole('dialog', { name: `${player.username} bakiyesini düzelt` });
  await expect(dialog.getByLabel('Tutar (₺)')).toBeFocused();
  await dialog.getByLabel('Tutar (₺)').fill('50');
  await dialog.getByLabel('Gerekçe (denetim kaydında saklanır)').fill('Kesinti telafisi');
  await dialog.getByRole('button', { name: 'Bakiyeyi düzelt' }).click();
  await expect(dialog).toBeHidden();
  await expect(adjust).toBeFocused();
  await expect(page.getByText('Bakiye düzeltildi.')).toBeVisible();
  await expect(balances.getByText('Nakit', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText('₺50,00');
  const entry = page.getByRole('tabpanel').getByRole('row').filter({ hasText: 'adjustment' });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('₺50,00');
  expect(await balanceOf(request, player)).toBe(50);

  await page.getByRole('button', { name: 'Engelle' }).click();
  const block = page.getByRole('dialog', { name: `${player.username} engelleniyor` });
  await block.getByLabel('Gerekçe (denetim kaydında saklanır)').fill('Şüpheli işlem');
  await block.getByRole('button', { name: 'Oyuncuyu engelle' }).click();
  await expect(block).toBeHidden();
  await expect(page.getByText('Oyuncu engellendi ve tüm oturumları kapatıldı.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Engeli kaldır' })).toBeFocused();
  await expect(page.locator('.state-line')).toContainText('Engelli');

  const login = await request.post('/api/auth/login', { headers: { 'x-locale': 'tr' }, data: { username: player.username, password: 'secret1' } });
  expect(login.status()).toBe(403);
  expect(((await login.json()) as { message: string }).message).toBe('Hesabınız engellendi. Lütfen müşteri hizmetleriyle iletişime geçin.');
});

/** '₺1.234,50' (Turkish) → 1234.5 */
const liraOf = (text: string) => Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));

test('a finance operator sees a new deposit counted on the dashboard, finds it in Transactions and downloads it as CSV', async ({ page, request }) => {
  const operator = createOperator('finance');
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/admin/dashboard');
  await enrollAndSignIn(page, operator);
  const nav = page.getByRole('navigation', { name: 'Ekranlar' });
  await expect(nav.getByRole('link')).toHaveText(['Ödeme kuyruğu', 'Oyuncular', 'Gösterge paneli', 'İşlemler']);
  await expect(nav.getByRole('link', { name: 'Gösterge paneli' })).toHaveAttribute('aria-current', 'page');

  const today = page.getByRole('region', { name: /^Bugün/ });
  const deposits = today.locator('dt', { hasText: 'Yatırımlar' }).locator('xpath=following-sibling::dd');
  await expect(deposits).toContainText('işlem');
  const before = await deposits.textContent();
  const countBefore = Number(/(\d+) işlem/.exec(before ?? '')?.[1]);
  const liraBefore = liraOf((before ?? '').split(' ')[0]);

  // A player's bank transfer, approved by finance: money that moved today.
  const { player } = await newPlayer(request);
  const answer = await request.post('/api/payment/deposit', {
    headers: { authorization: `Bearer ${player.token}` },
    data: { id: 1, target: 'pay', detail: { amount: 1234, bankId: 1, senderName: 'Deniz Yılmaz', bonusId: 0 } },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const reference = ((await answer.json()) as { data: { reference: string } }).data.reference;
  await decide(request, reference, 'approve');
  const credited = await balanceOf(request, player);
  expect(credited).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Göster' }).click();
  await expect(deposits).toContainText(`${countBefore + 1} işlem`);
  expect(liraOf(((await deposits.textContent()) ?? '').split(' ')[0])).toBeCloseTo(liraBefore + credited, 2);
  // The chart is drawn (a canvas), and its figures are there as a table for those who do not see it.
  await expect(page.locator('.chart canvas').first()).toBeAttached();
  await page.getByText('Günlük rakamları tablo olarak göster').click();
  await expect(page.getByRole('figure').getByRole('table')).toBeVisible();

  await nav.getByRole('link', { name: 'İşlemler' }).click();
  await expect(page.getByRole('heading', { name: 'İşlemler' })).toBeFocused();
  await page.getByLabel('Oyuncu kullanıcı adı').fill(player.username);
  await page.getByLabel('Tür').selectOption({ label: 'Yatırım' });
  await page.getByRole('button', { name: 'Filtrele' }).click();
  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(player.username);
  await expect(row).toContainText('Onaylandı');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV indir' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await file.path())!, 'utf8');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe('\uFEFFNo,Zaman,Oyuncu,Hesap,Tür,Kayıt,Tutar,Sonraki bakiye,Referans,Durum');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`,${player.username},Nakit,Yatırım,deposit,${credited.toFixed(2)},`);
  expect(lines[1]).toMatch(new RegExp(`,${reference},Onaylandı$`));
  expect(violations).toEqual([]);
});

/** A real 1×1 PNG (a browser decodes it: the home page's picture loads it). */
const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

test('a content operator uploads an image, puts it on a home banner, and the home page shows it within seconds', async ({ page, browser }) => {
  const operator = createOperator('content');
  await page.goto('/admin');
  await enrollAndSignIn(page, operator);

  const nav = page.getByRole('navigation', { name: 'Ekranlar' });
  await expect(nav.getByRole('link')).toHaveText(['Bannerlar', 'Çeviriler', 'Oyunlar']);
  await expect(page).toHaveURL(/\/admin\/banners$/);
  await expect(page.getByRole('tab', { name: 'Ana sayfa' })).toHaveAttribute('aria-selected', 'true');
  // The second banner's row (on a phone the header row is hidden and each row is a card): the journeys running beside
  // this one read the first banner, so it stays as it is.
  const first = page.getByRole('table').getByRole('row').filter({ has: page.getByRole('rowheader') }).nth(1);
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

  // A visitor who never came before: the home page's carousel carries the uploaded image.
  const visitor = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await expect(async () => {
    await visitor.goto('/');
    // Its slide may wait behind the first (a source set or a lazy image): the address is in the page.
    await expect(visitor.locator(`[src="${uploaded}"], [srcset*="${uploaded}"]`).first()).toBeAttached({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  expect((await visitor.request.get(uploaded)).ok()).toBe(true);
  await visitor.close();
});

test('an administrator creates a support operator in the Operators screen; they enroll and see only support screens; disabled, their next call is refused', async ({ page, request }) => {
  const admin = createOperator('admin');
  await page.goto('/admin/operators');
  await enrollAndSignIn(page, admin);
  await expect(page.getByRole('heading', { name: 'Operatörler' })).toBeVisible();
  const ownRow = page.getByRole('row').filter({ hasText: admin.username });
  await expect(ownRow.getByRole('button', { name: /Devre dışı bırak/ })).toHaveCount(0);

  const support = { username: `destek${unique()}`.toLowerCase().slice(0, 32), password: 'support-password-1' };
  await page.getByRole('button', { name: 'Yeni operatör' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yeni operatör' });
  await expect(dialog.getByLabel('Kullanıcı adı')).toBeFocused();
  await dialog.getByLabel('Kullanıcı adı').fill(support.username);
  await dialog.getByLabel('Rol').selectOption('support');
  await dialog.getByLabel(/İlk şifre/).fill(support.password);
  await dialog.getByRole('button', { name: 'Operatörü oluştur' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: support.username });
  await expect(row.getByText('Etkin', { exact: true })).toBeVisible();
  await expect(row).toContainText('Bir sonraki girişte');

  // The new operator, in a tab of their own: the first sign-in enrolls their authenticator.
  const theirs = await page.context().newPage();
  await theirs.goto('/admin');
  await enrollAndSignIn(theirs, support);
  const nav = theirs.getByRole('navigation', { name: 'Ekranlar' });
  await expect(nav.getByRole('link')).toHaveText(['Bildirimler', 'Oyuncular', 'Arama talepleri']);
  const token = await theirs.evaluate(() => (JSON.parse(sessionStorage.getItem('adminSession') ?? 'null') as { token: string }).token);
  expect((await request.get('/api/admin/me', { headers: { authorization: `Operator ${token}` } })).status()).toBe(200);

  await row.getByRole('button', { name: `Devre dışı bırak ${support.username}` }).click();
  const confirm = page.getByRole('dialog', { name: `${support.username} devre dışı bırakılsın mı?` });
  await expect(confirm.getByRole('button', { name: 'Devre dışı bırak' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(row.getByText('Devre dışı', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Etkinleştir ${support.username}` })).toBeVisible();

  expect((await request.get('/api/admin/me', { headers: { authorization: `Operator ${token}` } })).status()).toBe(401);
  await nav.getByRole('link', { name: 'Oyuncular' }).click();
  await expect(theirs.getByRole('heading', { name: 'Yönetim paneline giriş' })).toBeVisible();
});

test('a content operator overrides a Turkish string of the home page and hides a game (ones no other journey uses): the player site shows the new text and no longer lists the game', async ({ page, browser }) => {
  // A game the home page lists, as a visitor sees it.
  await skipPopup(page);
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Sorumlu oyun: limitler, gerçeklik kontrolü ve ara verme' })).toBeVisible();
  // A game no other journey plays (they run beside this one): not one of the names they open, not our own games.
  await expect(page.getByRole('button', { name: / oyna, / }).first()).toBeVisible();
  const labels = await page.getByRole('button', { name: / oyna, / }).evaluateAll((tiles) => tiles.map((t) => t.getAttribute('aria-label') ?? ''));
  const used = /Aviator|Galata Gold|Sultan|Blazing Sevens|Lucky Lira|Starlight Gems|Turkish Delight|rulet|Kasa Games/i;
  const label = labels.find((l) => !used.test(l))!;
  expect(label, 'a home game no other journey uses').toBeTruthy();
  const gameName = label.slice(0, label.indexOf(' oyna, '));

  const operator = createOperator('content');
  const office = await browser.newContext();
  const admin = await office.newPage();
  await admin.goto('/admin/translations');
  await enrollAndSignIn(admin, operator);
  const nav = admin.getByRole('navigation', { name: 'Ekranlar' });
  await expect(nav.getByRole('link', { name: 'Çeviriler' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Oyunlar' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Ödeme kuyruğu' })).toHaveCount(0);

  await admin.getByLabel('Anahtar ve metinlerde ara').fill('content.footer.responsible');
  await admin.getByRole('button', { name: 'Ara' }).click();
  // The row by its row header (on a phone the table is a list of cards without row roles).
  const row = admin.locator('tr').filter({ has: admin.locator('th', { hasText: /^content\.footer\.responsible$/ }) });
  await expect(row).toContainText('Sorumlu oyun');
  await expect(row).toContainText('Responsible gaming');
  await row.getByRole('button', { name: 'content.footer.responsible için Türkçe metni düzenle' }).click();
  const dialog = admin.getByRole('dialog', { name: 'content.footer.responsible için Türkçe metin' });
  const field = dialog.getByLabel('Oyuncuların göreceği metin');
  await expect(field).toBeFocused();
  // Markup is refused in the operator's language, and the dialog stays open with the reason.
  await field.fill('<b>Sorumlu oyun ve yardım</b>');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Düz metin yazın');
  await field.fill('Sorumlu oyun ve yardım');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Sorumlu oyun ve yardım');
  await expect(row.getByRole('button', { name: 'content.footer.responsible için Türkçe metni düzenle' })).toBeFocused();

  await nav.getByRole('link', { name: 'Oyunlar' }).click();
  await admin.getByLabel('Ad ya da sağlayıcı').fill(gameName);
  await admin.getByRole('button', { name: 'Göster', exact: true }).click();
  const exactName = new RegExp(`^${gameName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*(?:Canlı)?\\s*$`);
  const gameRow = admin.locator('tr').filter({ has: admin.locator('th', { hasText: exactName }) });
  await expect(gameRow).toContainText('Gösteriliyor');
  await gameRow.getByRole('button', { name: `${gameName} oyununu oyunculardan gizle` }).click();
  await expect(gameRow).toContainText('Gizli');

  // A new visitor: the home page in the new words, without the game.
  const visitor = await browser.newContext();
  const home = await visitor.newPage();
  await skipPopup(home);
  await home.goto('/');
  await expect(home.getByRole('contentinfo').getByRole('link', { name: 'Sorumlu oyun ve yardım' })).toBeVisible();
  await expect(home.getByRole('button', { name: / oyna, / }).first()).toBeVisible();
  await expect(home.getByRole('button', { name: label })).toHaveCount(0);
  // The visitor from before sees it too once the page is loaded again.
  await page.reload();
  await expect(footer.getByRole('link', { name: 'Sorumlu oyun ve yardım' })).toBeVisible();

  // Put the site back for the journeys after this one.
  await gameRow.getByRole('button', { name: `${gameName} oyununu oyunculara göster` }).click();
  await expect(gameRow).toContainText('Gösteriliyor');
  await nav.getByRole('link', { name: 'Çeviriler' }).click();
  await admin.getByLabel('Anahtar ve metinlerde ara').fill('content.footer.responsible');
  await admin.getByRole('button', { name: 'Ara' }).click();
  await row.getByRole('button', { name: 'content.footer.responsible için Türkçe değişikliği kaldır' }).click();
  await expect(row).not.toContainText('Sorumlu oyun ve yardım');
  await home.reload();
  await expect(home.getByRole('contentinfo').getByRole('link', { name: 'Sorumlu oyun: limitler, gerçeklik kontrolü ve ara verme' })).toBeVisible();
  await visitor.close();
  await office.close();
});

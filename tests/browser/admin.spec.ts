import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { decide, fundByTransfer, newPlayer, signedIn, unique, type Player } from './accounts';
import { skipPopup } from './home';
import { enrollAndSignIn, newOperator, signInAs } from './operators';

/**
 * The back office at /admin on a fresh database: an administrator created with the CLI signs in, enrolls an
 * authenticator from the secret the page shows, rejects a player's pending withdrawal with a reason (the player's
 * money comes back), and signs out.
 */
const VALID_IBAN = 'TR330006100519786457841326';

async function balanceOf(request: APIRequestContext, player: Player): Promise<number> {
  const answer = await request.get('/api/user/balance', { headers: { authorization: `Bearer ${player.token}` } });
  return ((await answer.json()) as { data: { balance: number } }).data.balance;
}

test('an administrator enrolls, rejects a pending withdrawal with a reason, the player gets the money back, and signs out', { tag: '@store' }, async ({ page, request }) => {
  const { player } = await newPlayer(request);
  await fundByTransfer(request, player, 1000);
  const withdrawal = await request.post('/api/payment/withdraw', {
    headers: { authorization: `Bearer ${player.token}` },
    data: { id: 11, target: 'pay', detail: { amount: 300, iban: VALID_IBAN, accountHolder: 'Deniz Yılmaz' } },
  });
  expect(withdrawal.ok(), await withdrawal.text()).toBe(true);
  expect(await balanceOf(request, player)).toBe(700);
  const operator = await newOperator(request, 'admin');
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

test('a support operator sees Notifications, Players, Call requests and Live chat, and writes to one player, who finds it in their list; the player\'s page shows it unread', async ({ page, request }) => {
  const { player } = await newPlayer(request);
  const operator = await signInAs(page, request, 'support');
  await page.goto('/admin');

  const nav = page.getByRole('navigation', { name: 'Ekranlar' });
  await expect(nav.getByRole('link')).toHaveText(['Bildirimler', 'Oyuncular', 'Arama talepleri', 'Canlı destek']);
  await expect(page).toHaveURL(/\/admin\/notifications$/);
  await page.getByLabel('Oyuncu kullanıcı adı').fill(player.username);
  await page.getByLabel('Başlık').fill('Hesabınız hakkında');
  await page.getByLabel('Metin').fill('Belgeleriniz onaylandı.');
  await page.getByRole('button', { name: 'Gönder' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 oyuncuya bildirim gönderildi.' })).toBeVisible();

  const list = await request.post('/api/customer/notification', { headers: { authorization: `Bearer ${player.token}` }, data: { skip: 0, take: 100 } });
  const titles = ((await list.json()) as { data: Array<{ title: string; note: string }> }).data.map((n) => [n.title, n.note]);
  expect(titles).toContainEqual(['Hesabınız hakkında', 'Belgeleriniz onaylandı.']);

  // The player's page shows the message as written, not yet read, in its Notifications tab (reached by the keyboard).
  await nav.getByRole('link', { name: 'Oyuncular' }).click();
  await page.getByRole('searchbox', { name: 'Oyuncu ara' }).fill(player.username);
  await page.getByRole('button', { name: 'Ara' }).click();
  await page.getByRole('row').filter({ hasText: player.username }).getByRole('link', { name: player.username }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(player.username);
  await page.getByRole('tab', { name: 'Hesap hareketleri' }).focus();
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Bildirimler' })).toBeFocused();
  const sent = page.getByRole('tabpanel', { name: 'Bildirimler' }).getByRole('row').filter({ hasText: 'Hesabınız hakkında' });
  await expect(sent).toHaveCount(1);
  await expect(sent).toContainText('Belgeleriniz onaylandı.');
  await expect(sent).toContainText('Operatör mesajı');
  await expect(sent).toContainText('Okunmadı');
});

test('an administrator finds a player, adjusts their balance by +50 with a reason, and blocks them: their next login is refused', { tag: '@store' }, async ({ page, request }) => {
  const { player } = await newPlayer(request);
  await signInAs(page, request, 'admin');
  await page.goto('/admin/players');

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

test('a finance operator sees a new deposit counted on the dashboard, finds it in Transactions and downloads it as CSV', { tag: '@store' }, async ({ page, request }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const operator = await signInAs(page, request, 'finance');
  await page.goto('/admin/dashboard');
  const nav = page.getByRole('navigation', { name: 'Ekranlar' });
  await expect(nav.getByRole('link')).toHaveText([/^Ödeme kuyruğu/, 'Oyuncular', 'Gösterge paneli', 'İşlemler', 'Ödeme yöntemleri', 'Yatırım iadeleri', 'Bonus koşulları']);
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
  // The legend reads the last day's figures (not labels with no values) while the pointer is away from the chart.
  await expect(page.locator('.chart .u-legend')).toContainText('₺');
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

test('a content operator uploads an image, puts it on a home banner, and the home page shows it within seconds', async ({ page, browser, request }) => {
  const operator = await signInAs(page, request, 'content');
  await page.goto('/admin');

  const nav = page.getByRole('navigation', { name: 'Ekranlar' });
  await expect(nav.getByRole('link')).toHaveText(['Bannerlar', 'Çeviriler', 'Oyunlar', 'Promosyonlar', 'Açılır pencere', 'Sayfalar', 'Yan menü', 'Jackpotlar']);
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

test('a content operator changes a jackpot amount in lira and names a level; the home page shows both within seconds', async ({ page, browser, request }) => {
  const operator = await signInAs(page, request, 'content');
  await page.goto('/admin/jackpots');
  await expect(page.getByRole('heading', { name: 'Jackpotlar' })).toBeVisible();

  // Clover Chance's amounts: no other journey reads them (the home page journeys read its name, which stays).
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Clover Chance' }) });
  await row.getByRole('button', { name: /^Düzenle/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Clover Chance kartını düzenle' });
  await expect(dialog.getByLabel('Ad (Türkçe)', { exact: true })).toBeFocused();
  const amount = dialog.getByLabel('Seviye IV: tutar (₺)');
  // The seed's amount, or the one the other project's run of this journey saved on the same server.
  await expect(amount).toHaveValue(/^(640,20|777777,77|888888,88)$/);
  const [wanted, name] = (await amount.inputValue()) === '777777,77' ? ['888.888,88', 'Yonca Maxi'] : ['777.777,77', 'Yonca Mini'];
  // Nonsense is refused in the form, in Turkish, and nothing is sent.
  await amount.fill('-5');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog.getByText('Lira olarak, en çok 2 ondalıkla bir tutar girin (1.250,50)')).toBeVisible();
  await amount.fill(wanted);
  await dialog.getByLabel('Seviye IV: ad (Türkçe)').fill(name);
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(`₺${wanted}`);
  await expect(row).toContainText(name);

  const visitor = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await expect(async () => {
    await visitor.goto('/');
    const card = visitor.getByRole('article', { name: 'Clover Chance' });
    await expect(card).toContainText(name, { timeout: 2000 });
    await expect(card).toContainText(`₺${wanted}`, { timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await visitor.close();
});

test('an administrator creates a support operator in the Operators screen; they enroll and see only support screens; disabled, their next call is refused', { tag: '@store' }, async ({ page, request }) => {
  const admin = await signInAs(page, request, 'admin');
  await page.goto('/admin/operators');
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
  // The admin is shown the new operator's one-time enrollment code once, to pass on; then it is gone.
  const issued = page.getByLabel('Tek kullanımlık kurulum kodu');
  const enrollCode = await issued.inputValue();
  expect(enrollCode).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await page.getByRole('button', { name: 'İlettim' }).click();
  await expect(issued).toHaveCount(0);

  // The new operator, in a tab of their own: the first sign-in enrolls their authenticator.
  const theirs = await page.context().newPage();
  await theirs.goto('/admin');
  await enrollAndSignIn(theirs, { ...support, enrollCode });
  const nav = theirs.getByRole('navigation', { name: 'Ekranlar' });
  await expect(nav.getByRole('link')).toHaveText(['Bildirimler', 'Oyuncular', 'Arama talepleri', 'Canlı destek']);
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

test('a content operator overrides a Turkish string of the home page and hides a game (ones no other journey uses): the player site shows the new text and no longer lists the game', { tag: '@store' }, async ({ page, browser, request }) => {
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

  const office = await browser.newContext();
  const admin = await office.newPage();
  const operator = await signInAs(admin, request, 'content');
  await admin.goto('/admin/translations');
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

test('a content operator adds a promotion with an uploaded image: the preview drops a script, and the promotions page shows it cleaned', async ({ page, browser, request }) => {
  const operator = await signInAs(page, request, 'content');
  await page.goto('/admin/promotions');
  const nav = page.getByRole('navigation', { name: 'Ekranlar' });
  await expect(nav.getByRole('link', { name: 'Promosyonlar' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('table')).toContainText('Hoş Geldin');

  // A new promotion (the journeys beside this one read the seeded ones, so they stay as they are).
  const title = `Bahar Bonusu ${unique()}`;
  await page.getByRole('button', { name: 'Yeni promosyon' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yeni promosyon' });
  await expect(dialog.getByLabel('Başlık (Türkçe)')).toBeFocused();
  await dialog.getByLabel('Başlık (Türkçe)').fill(title);
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog.getByLabel('Başlık (İngilizce)')).toHaveAttribute('aria-invalid', 'true');

  await dialog.getByLabel('Başlık (İngilizce)').fill('Spring Bonus');
  await dialog.getByLabel('Metin (Türkçe, HTML)').fill('<h2>Kurallar</h2><p onclick="alert(1)">Her yatırıma %20</p><script>window.hacked = 1</script>');
  await dialog.getByLabel('Metin (İngilizce, HTML)').fill('<p>20% on every deposit</p>');
  const preview = dialog.getByRole('region', { name: 'Türkçe metin, oyuncuların göreceği gibi' });
  await expect(preview.getByRole('heading', { name: 'Kurallar' })).toBeVisible();
  await expect(preview.getByText('Her yatırıma %20')).toBeVisible();
  await expect(preview.locator('script, [onclick]')).toHaveCount(0);
  await dialog.getByLabel('Görsel (Türkçe)').setInputFiles({ name: 'bahar.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  await expect(dialog.getByRole('img', { name: 'Önizleme: Görsel (Türkçe)' })).toHaveAttribute('src', /^\/media\/uploads\/[0-9a-f]{64}\.png$/);
  const image = (await dialog.getByRole('img', { name: 'Önizleme: Görsel (Türkçe)' }).getAttribute('src'))!;
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Promosyon eklendi.')).toBeVisible();
  const row = page.locator('tr').filter({ has: page.locator('th', { hasText: title }) });
  await expect(row).toContainText('Gösteriliyor');

  // A new visitor: the card with the uploaded image, and its dialog with the cleaned text.
  const visitor = await browser.newContext();
  const player = await visitor.newPage();
  await skipPopup(player);
  await player.goto('/promotions');
  const card = player.getByRole('main').getByRole('button').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.locator('img')).toHaveAttribute('src', image);
  const shown = player.getByRole('dialog', { name: title });
  // Clicked until the dialog opens (a click before the entry script runs finds no one to hold it).
  await player.waitForLoadState('networkidle');
  await expect(async () => {
    if (!(await shown.isVisible())) await card.click();
    await expect(shown).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await expect(shown.getByRole('heading', { name: 'Kurallar' })).toBeVisible();
  await expect(shown.getByText('Her yatırıma %20')).toBeVisible();
  await expect(shown.locator('script, [onclick]')).toHaveCount(0);
  expect(await player.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();

  // Switched off, it leaves the page.
  await row.getByRole('button', { name: /^Kapat/ }).click();
  await expect(row).toContainText('Kapalı');
  await player.goto('/promotions');
  await expect(player.getByRole('main').getByRole('button').filter({ hasText: /Hoş Geldin/ }).first()).toBeVisible();
  await expect(player.getByRole('main').getByRole('button').filter({ hasText: title })).toHaveCount(0);
  await visitor.close();
});

test('a content operator adds an information page to the footer: visitors find it there and read it; hidden, it is gone', async ({ page, browser, request }) => {
  const operator = await signInAs(page, request, 'content');
  await page.goto('/admin/pages');
  await expect(page.getByRole('tab', { name: 'Kurumsal' })).toHaveAttribute('aria-selected', 'true');

  const title = `Çerez Politikası ${unique()}`;
  await page.getByRole('button', { name: 'Yeni sayfa' }).click();
  const dialog = page.getByRole('dialog', { name: '“Kurumsal” içinde yeni sayfa' });
  await dialog.getByLabel('Başlık (Türkçe)').fill(title);
  await dialog.getByLabel('Başlık (İngilizce)').fill('Cookie Policy');
  await dialog.getByLabel('Metin (Türkçe, HTML)').fill('<p>Çerezleri <a href="javascript:alert(1)">şöyle</a> kullanıyoruz.</p><img src="x" onerror="window.hacked = 1">');
  await dialog.getByLabel('Metin (İngilizce, HTML)').fill('<p>We use cookies.</p>');
  await expect(dialog.getByRole('region', { name: 'Türkçe metin, oyuncuların göreceği gibi' }).getByText('Çerezleri')).toBeVisible();
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog).toBeHidden();
  const row = page.locator('tr').filter({ has: page.locator('th', { hasText: title }) });
  await expect(row).toContainText('Gösteriliyor');

  const visitor = await browser.newContext();
  const player = await visitor.newPage();
  await skipPopup(player);
  await player.goto('/');
  const link = player.getByRole('contentinfo').getByRole('link', { name: title });
  await expect(link).toBeAttached();
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/^\/pages\/\d+$/);
  await player.goto(href);
  await expect(player.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(player.getByText('kullanıyoruz.')).toBeVisible();
  await expect(player.locator('main img[onerror], main a[href^="javascript:"]')).toHaveCount(0);
  expect(await player.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();

  await row.getByRole('button', { name: /^Gizle/ }).click();
  await expect(row).toContainText('Gizli');
  const later = await (await browser.newContext()).newPage();
  await skipPopup(later);
  await later.goto('/');
  await expect(later.getByRole('contentinfo').getByRole('link', { name: 'Hakkımızda' })).toBeAttached();
  await expect(later.getByRole('contentinfo').getByRole('link', { name: title })).toHaveCount(0);
  await visitor.close();
});

test('a finance operator gives a deposit method a logo, a processing time and a new form field: the player\'s deposit page shows them and the dialog waits for the new field', async ({ page, browser, request }) => {
  const operator = await signInAs(page, request, 'finance');
  await page.goto('/admin/paymentMethods');

  // The crypto deposit: no other journey uses it.
  const deposits = page.getByRole('region', { name: 'Para yatırma yöntemleri' });
  const row = deposits.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Kripto (USDT TRC-20)' }) });
  await row.getByRole('button', { name: /^Düzenle/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Kripto (USDT TRC-20) yöntemini düzenle' });
  await dialog.getByLabel('İşlem süresi (Türkçe)').fill('Ağ onayından sonra, yaklaşık 10 dakika');
  await dialog.getByLabel('Logo (PNG, JPEG veya WebP, en çok 2 MB)').setInputFiles({ name: 'usdt.png', mimeType: 'image/png', buffer: Buffer.concat([PIXEL_PNG, Buffer.from('usdt')]) });
  const preview = dialog.getByRole('img', { name: 'Önizleme: Logo (PNG, JPEG veya WebP, en çok 2 MB)' });
  await expect(preview).toHaveAttribute('src', /^\/media\/uploads\/[0-9a-f]{64}\.png$/);
  const logo = (await preview.getAttribute('src'))!;

  const fields = dialog.getByRole('region', { name: 'Form alanları' });
  await fields.getByRole('button', { name: 'Alan ekle' }).click();
  const added = fields.getByRole('group', { name: 'Alan 2' });
  await expect(added.getByLabel('Anahtar')).toBeFocused();
  // A key the form already has is refused before anything is sent.
  await added.getByLabel('Anahtar').fill('amount');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(added.getByText('Bu anahtar başka bir alanda kullanılıyor')).toBeVisible();
  await added.getByLabel('Anahtar').fill('txHash');
  await added.getByLabel('Etiket (Türkçe)').fill('İşlem kodu');
  await added.getByLabel('Etiket (İngilizce)').fill('Transaction hash');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Ödeme yöntemi kaydedildi.')).toBeVisible();
  await expect(row.locator('img')).toHaveAttribute('src', logo);

  // A player's deposit page and dialog, from their next request.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const playerPage = await context.newPage();
  await signedIn(playerPage, playerPage.request);
  await playerPage.goto('/dashboard/deposit');
  const card = playerPage.getByRole('button', { name: /Kripto \(USDT TRC-20\)/ });
  await expect(card).toContainText('Ağ onayından sonra, yaklaşık 10 dakika');
  await expect(card.locator('img')).toHaveAttribute('src', logo);
  await card.click();
  const deposit = playerPage.getByRole('dialog', { name: 'Kripto (USDT TRC-20)' });
  await deposit.getByLabel('Tutar').fill('600');
  await deposit.getByLabel('Bonus').selectOption({ label: 'Bonus istemiyorum' });
  // The new field is required: Submit waits for it.
  await expect(deposit.getByRole('button', { name: 'Gönder' })).toBeDisabled();
  await deposit.getByLabel('İşlem kodu').fill('0xabc123');
  await expect(deposit.getByRole('button', { name: 'Gönder' })).toBeEnabled();

  // The field removed again: the player's next dialog no longer asks for it (and the other layout's run starts clean).
  await row.getByRole('button', { name: /^Düzenle/ }).click();
  await dialog.getByRole('region', { name: 'Form alanları' }).getByRole('button', { name: /^Kaldır\s*alan 2$/ }).click();
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog).toBeHidden();
  await playerPage.reload();
  await playerPage.getByRole('button', { name: /Kripto \(USDT TRC-20\)/ }).click();
  await expect(deposit.getByLabel('Tutar')).toBeVisible();
  await expect(deposit.getByLabel('İşlem kodu')).toHaveCount(0);
  await context.close();
});

test('a content operator creates a game category, gives it an icon and an extra address and adds a game to it, and adds a jackpot level: the player site lists the category with its icon and game under both addresses, and the home page shows the level', { tag: '@store' }, async ({ page, browser, request }) => {
  const u = unique();
  const [slug, nameTr, levelCode, levelName] = [`yeni-${u}`, `Yeni ${u}`, `V${u}`, `Süper ${u}`];
  const operator = await signInAs(page, request, 'content');
  await page.goto('/admin/games');
  const categories = page.getByRole('region', { name: 'Kategoriler' });
  await categories.getByRole('button', { name: 'Yeni kategori' }).click();
  const create = page.getByRole('dialog', { name: 'Yeni kategori' });
  await expect(create.getByLabel('Adres', { exact: true })).toBeFocused();
  // An address with spaces and capitals is refused in the form, in Turkish.
  await create.getByLabel('Adres', { exact: true }).fill(`Yeni ${u}`);
  await create.getByLabel('Ad (Türkçe)').fill(nameTr);
  await create.getByLabel('Ad (İngilizce)').fill(`New ${u}`);
  await create.getByRole('button', { name: 'Kaydet' }).click();
  await expect(create.getByText('Küçük harf (a–z), rakam ve aralarında tire kullanın (yeni-oyunlar)')).toBeVisible();
  await create.getByLabel('Adres', { exact: true }).fill(slug);
  await create.getByRole('button', { name: 'Kaydet' }).click();
  await expect(create).toBeHidden();
  const categoryRow = categories.locator('tr').filter({ has: page.locator('th', { hasText: nameTr }) });
  await expect(categoryRow).toContainText(`/casino/${slug}`);

  await page.getByLabel('Ad ya da sağlayıcı').fill('Aviator');
  await page.getByRole('button', { name: 'Göster', exact: true }).click();
  const gameRow = page.locator('tr').filter({ has: page.locator('th', { hasText: /^Aviator\s*(?:Canlı)?\s*$/ }) });
  await gameRow.getByLabel('Aviator oyununun ekleneceği kategori').selectOption({ label: nameTr });
  await gameRow.getByRole('button', { name: 'Ekle', exact: true }).click();
  await expect(gameRow.getByRole('listitem').filter({ hasText: nameTr })).toBeVisible();

  // The operator gives it an uploaded icon and an extra address; another category's address is refused in Turkish.
  const extra = `ek-${u}`;
  await categoryRow.getByRole('button', { name: new RegExp(`^Düzenle\\s*${nameTr}$`) }).click();
  const edit = page.getByRole('dialog', { name: `${nameTr} kategorisini düzenle` });
  const iconLabel = 'Simge (PNG, JPEG veya WebP, en çok 2 MB)';
  await expect(edit.getByRole('img', { name: `Önizleme: ${iconLabel}` })).toHaveAttribute('src', `/media/categories/${slug}.svg`);
  await edit.getByLabel(iconLabel).setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: Buffer.concat([PIXEL_PNG, Buffer.from(u)]) });
  await expect(edit.getByRole('img', { name: `Önizleme: ${iconLabel}` })).toHaveAttribute('src', /^\/media\/uploads\/[a-f0-9]{64}\.png$/);
  const icon = (await edit.getByRole('img', { name: `Önizleme: ${iconLabel}` }).getAttribute('src'))!;
  await edit.getByLabel('Ek adresler').fill(`${extra}\nslot`);
  await edit.getByRole('button', { name: 'Kaydet' }).click();
  await expect(edit.getByText('/casino/slot adresini başka bir kategori kullanıyor.').first()).toBeVisible();
  await edit.getByLabel('Ek adresler').fill(extra);
  await edit.getByRole('button', { name: 'Kaydet' }).click();
  await expect(edit).toBeHidden();
  await expect(categoryRow).toContainText(`/casino/${slug}, /casino/${extra}`);

  // A visitor finds the new category on the home page and its lobby lists the game.
  const visitor = await browser.newContext();
  const home = await visitor.newPage();
  await skipPopup(home);
  await expect(async () => {
    await home.goto('/');
    await expect(home.getByRole('link', { name: nameTr })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await home.getByRole('link', { name: nameTr }).click();
  await expect(home).toHaveURL(new RegExp(`/casino/${slug}$`));
  await expect(home.getByRole('heading', { level: 1, name: nameTr })).toBeVisible();
  await expect(home.getByRole('button', { name: /^Aviator oyna/ })).toBeVisible();
  // The lobby's address works when opened directly too (the server renders its games).
  await home.goto(`/casino/${slug}`);
  await expect(home.getByRole('button', { name: /^Aviator oyna/ })).toBeVisible();
  // Its icon is the operator's upload, and the extra address opens the same lobby.
  await home.goto('/');
  await expect(home.getByRole('link', { name: nameTr }).locator('img')).toHaveAttribute('src', icon);
  await home.goto(`/casino/${extra}`);
  await expect(home.getByRole('heading', { level: 1, name: nameTr })).toBeVisible();
  await expect(home.getByRole('button', { name: /^Aviator oyna/ })).toBeVisible();

  // High Cash: the home page keeps a card of exactly four levels, so the new level replaces level IV.
  await page.getByRole('navigation', { name: 'Ekranlar' }).getByRole('link', { name: 'Jackpotlar' }).click();
  const card = page.locator('tr').filter({ has: page.locator('th', { hasText: /^High Cash/ }) });
  await card.getByRole('button', { name: /^Gizle\s*High Cash kartında Seviye IV$/ }).click();
  await expect(card.getByRole('button', { name: /^Göster\s*High Cash kartında Seviye IV$/ })).toBeVisible();
  await card.getByRole('button', { name: /^Yeni seviye\s*High Cash$/ }).click();
  const level = page.getByRole('dialog', { name: 'High Cash için yeni seviye' });
  await level.getByLabel('Seviye kodu (I, II, ...)').fill(levelCode);
  await level.getByLabel('Tutar (₺)').fill('4.321,099');
  await level.getByLabel('Ad (Türkçe)').fill(levelName);
  await level.getByRole('button', { name: 'Ekle' }).click();
  await expect(level.getByText('Lira olarak, en çok 2 ondalıkla bir tutar girin (1.250,50)')).toBeVisible();
  await level.getByLabel('Tutar (₺)').fill('4.321,09');
  await level.getByRole('button', { name: 'Ekle' }).click();
  await expect(level).toBeHidden();
  await expect(card).toContainText(levelName);
  await expect(card).toContainText('₺4.321,09');

  await expect(async () => {
    await home.goto('/');
    const banner = home.getByRole('article', { name: 'High Cash' });
    await expect(banner).toContainText(levelName, { timeout: 2000 });
    await expect(banner).toContainText('₺4.321,09', { timeout: 2000 });
  }).toPass({ timeout: 15_000 });

  // Put the site back for the journeys after this one: level IV shown, the new level and category hidden.
  await card.getByRole('button', { name: new RegExp(`^Gizle\\s*High Cash kartında ${levelName}$`) }).click();
  await expect(card.getByRole('button', { name: new RegExp(`^Göster\\s*High Cash kartında ${levelName}$`) })).toBeVisible();
  await card.getByRole('button', { name: /^Göster\s*High Cash kartında Seviye IV$/ }).click();
  await expect(card.getByRole('button', { name: /^Gizle\s*High Cash kartında Seviye IV$/ })).toBeVisible();
  await page.getByRole('navigation', { name: 'Ekranlar' }).getByRole('link', { name: 'Oyunlar' }).click();
  await categories.locator('tr').filter({ has: page.locator('th', { hasText: nameTr }) }).getByRole('button', { name: new RegExp(`^Gizle\\s*${nameTr}$`) }).click();
  await expect(categories.locator('tr').filter({ has: page.locator('th', { hasText: nameTr }) })).toContainText('Gizli');
  await visitor.close();
});

/** A valid Turkish IBAN no other run has used: a bank code, then digits from `seed`, with its ISO 13616 check digits. */
function ibanFrom(seed: string): string {
  const bban = `00015${seed.replace(/\D/g, '').padStart(17, '7').slice(-17)}`;
  const check = 98n - (BigInt(`${bban}2927` + '00') % 97n);
  return `TR${String(check).padStart(2, '0')}${bban}`;
}

test('a finance operator adds a bank account to the bank transfer: the player\'s bank list offers it and a transfer to it shows its IBAN', async ({ page, browser, request }) => {
  const u = unique();
  const [bankName, iban] = [`Katılım ${u}`, ibanFrom(`${u}${Date.now()}`)];
  const operator = await signInAs(page, request, 'finance');
  await page.goto('/admin/paymentMethods');
  const deposits = page.getByRole('region', { name: 'Para yatırma yöntemleri' });
  await deposits.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Havale / EFT' }) }).getByRole('button', { name: /^Düzenle/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Havale / EFT yöntemini düzenle' });
  const accounts = dialog.getByRole('region', { name: 'Banka hesapları' });
  await accounts.getByRole('button', { name: 'Hesap ekle' }).click();
  const added = accounts.getByRole('group').last();
  await expect(added.getByLabel('Banka adı')).toBeFocused();
  await added.getByLabel('Banka adı').fill(bankName);
  // One wrong digit is caught before anything is sent.
  await added.getByLabel('IBAN').fill(`${iban.slice(0, -1)}${(Number(iban.at(-1)) + 1) % 10}`);
  await added.getByLabel('Hesap sahibi').fill('Kasa Ödeme Hizmetleri A.Ş.');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(added.getByText('Bu IBAN geçerli değil: rakamlarını kontrol edin')).toBeVisible();
  await added.getByLabel('IBAN').fill(iban.replace(/(.{4})/g, '$1 ').trim());
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Ödeme yöntemi kaydedildi.')).toBeVisible();

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const playerPage = await context.newPage();
  await signedIn(playerPage, playerPage.request);
  await playerPage.goto('/dashboard/deposit');
  await playerPage.getByRole('button', { name: /Havale \/ EFT/ }).click();
  const deposit = playerPage.getByRole('dialog', { name: 'Havale / EFT' });
  await deposit.getByLabel('Tutar').fill('750');
  await deposit.getByLabel('Banka', { exact: true }).selectOption({ label: bankName });
  await deposit.getByLabel('Gönderen adı').fill('Deniz Yılmaz');
  await deposit.getByLabel('Bonus').selectOption({ label: 'Bonus istemiyorum' });
  await deposit.getByRole('button', { name: 'Gönder' }).click();
  await expect(deposit.getByText(iban).first()).toBeVisible();
  await expect(deposit.getByText(bankName).first()).toBeVisible();
  await context.close();
});

test('a card refund the provider cannot make waits for finance: recorded as returned another way, with a note, it leaves the list', { tag: '@store' }, async ({ page, request, browser }) => {
  // A card deposit the player's lowered daily limit no longer allows, paid with the test card whose refunds fail.
  const { player } = await newPlayer(request);
  const auth = { authorization: `Bearer ${player.token}` };
  const started = await request.post('/api/payment/deposit', { headers: auth, data: { id: 3, target: 'pay', detail: { amount: 250, bonusId: 0 } } });
  expect(started.ok(), await started.text()).toBe(true);
  const payUrl = ((await started.json()) as { data: string }).data;
  expect((await request.post('/api/rg/limits', { headers: auth, data: { kind: 'deposit', period: 'day', amountMinor: 10_000 } })).status()).toBe(200);
  const payPage = await browser.newPage();
  await payPage.goto(payUrl);
  await payPage.getByLabel('Kart üzerindeki isim').fill('DENIZ YILMAZ');
  await payPage.getByLabel('Kart numarası').fill('4000 0000 0000 5126');
  await payPage.getByLabel('Son kullanma tarihi (AA/YY)').fill('12/39');
  await payPage.getByLabel('Güvenlik kodu (CVC)').fill('123');
  await payPage.getByRole('button', { name: /öde$/ }).click();
  await expect(payPage.getByRole('heading', { name: 'Ödeme alındı' })).toBeVisible();
  await payPage.close();

  await signInAs(page, request, 'finance');
  await page.goto('/admin/refunds');
  const row = page.locator('tr').filter({ hasText: player.username });
  // Asked of the provider once the deposit was refused: the list is read again until it has answered.
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText('Sağlayıcı iadeyi yapamadı: failed: expired_or_canceled_card', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(row).toContainText('Yatırım limitinin üzerinde');
  await expect(row.getByRole('button', { name: /^Şimdi dene/ })).toHaveCount(0);

  await row.getByRole('button', { name: /^Başka yolla iade edildi: .+ iadesi$/ }).click();
  const dialog = page.getByRole('dialog', { name: /iadesi başka yolla yapıldı$/ });
  const note = dialog.getByLabel('Para nasıl iade edildi?');
  await expect(note).toBeFocused();
  await note.fill('ok');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(note).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).toBeVisible();
  await note.fill('Oyuncunun IBAN’ına havale edildi, dekont 4471.');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  await page.getByRole('tab', { name: 'Son iadeler' }).click();
  await expect(row).toContainText('Başka yolla iade edildi');
  await expect(row).toContainText('dekont 4471');
  await expect(row.getByRole('button')).toHaveCount(0);
});


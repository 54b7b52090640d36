import { expect, test, type APIRequestContext } from '@playwright/test';
import { fundByTransfer, newPlayer, type Player } from './accounts';
import { signInAs } from './operators';

/**
 * Finance's payments queue as operators meet it: new requests appear while the screen is open (the operators' hub),
 * with a count beside the link; an approval pays nothing until a dialog naming player, amount, method and
 * destination is confirmed; ticked rows are rejected at once with one reason; filters narrow the rows.
 */
const IBAN = 'TR330006100519786457841326';

async function withdraw(request: APIRequestContext, player: Player, amount: number, holder: string) {
  const answer = await request.post('/api/payment/withdraw', {
    headers: { authorization: `Bearer ${player.token}` },
    data: { id: 11, target: 'pay', detail: { amount, iban: IBAN, accountHolder: holder } },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: { reference: string } }).data.reference;
}

async function cash(request: APIRequestContext, player: Player) {
  const answer = await request.get('/api/user/balance', { headers: { authorization: `Bearer ${player.token}` } });
  return ((await answer.json()) as { data: { balance: number } }).data.balance;
}

test('finance sees a new withdrawal appear by itself with the count in the navigation, confirms an approval that names player, amount, method and IBAN, and rejects two ticked rows with one reason', async ({ page, request }) => {
  const { player } = await newPlayer(request);
  await fundByTransfer(request, player, 2000);
  await signInAs(page, request, 'finance');
  await page.goto('/admin/payments');
  await expect(page.getByRole('heading', { name: 'Ödeme kuyruğu' })).toBeVisible();
  await expect(page.getByText('Canlı: yeni talepler kendiliğinden gelir')).toBeVisible();
  const link = page.getByRole('navigation', { name: 'Ekranlar' }).getByRole('link', { name: /Ödeme kuyruğu/ });
  const countOf = async () => Number(((await link.textContent()) ?? '').match(/(\d+) bekleyen/)?.[1] ?? 0);
  const before = await countOf();

  // Made while the screen is open: it appears without a reload, and the count goes up.
  const first = await withdraw(request, player, 500, 'Deniz Yılmaz');
  const row = page.getByRole('row').filter({ hasText: first });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(player.username);
  await expect(row).toContainText('Hesap sahibi');
  await expect(row).toContainText('Yatırım ₺2.000,00');
  await expect.poll(countOf).toBe(before + 1);

  // Approve asks first: Cancel pays nothing.
  await row.getByRole('button', { name: 'Onayla' }).click();
  const dialog = page.getByRole('dialog', { name: `${first} onaylanıyor` });
  await expect(dialog).toContainText(player.username);
  await expect(dialog).toContainText('₺500,00');
  await expect(dialog).toContainText('Banka Havalesi (IBAN)');
  await expect(dialog).toContainText(IBAN);
  await dialog.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Onayla' }).click();
  await dialog.getByRole('button', { name: 'Ödemeyi onayla' }).click();
  await expect(page.getByText('İşlem onaylandı.')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect.poll(countOf).toBe(before);

  // Two more, ticked and rejected at once with one reason: the player gets both back.
  const second = await withdraw(request, player, 200, 'Deniz Yılmaz');
  const third = await withdraw(request, player, 300, 'Deniz Yılmaz');
  await expect(page.getByRole('row').filter({ hasText: third })).toHaveCount(1);
  expect(await cash(request, player)).toBe(1000);
  // The amount filter keeps the 300 and hides the 200; cleared, both are there.
  await page.getByLabel('En az tutar (₺)').fill('250');
  await expect(page.getByRole('row').filter({ hasText: second })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: third })).toHaveCount(1);
  await page.getByRole('button', { name: 'Filtreleri temizle' }).click();
  await page.getByRole('checkbox', { name: `${second} seç` }).check();
  await page.getByRole('checkbox', { name: `${third} seç` }).check();
  await page.getByRole('button', { name: 'Seçilenleri reddet' }).click();
  const bulk = page.getByRole('dialog', { name: '2 ödeme reddediliyor' });
  await expect(bulk).toContainText('Toplam ₺500,00');
  await bulk.getByRole('button', { name: '2 ödemeyi reddet' }).click();
  await expect(bulk.getByText('Bu alan zorunludur')).toBeVisible();
  await bulk.getByLabel('Gerekçe (oyuncu görecek)').fill('IBAN başka birine ait');
  await bulk.getByRole('button', { name: '2 ödemeyi reddet' }).click();
  await expect(page.getByText('2 işlem reddedildi.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: second })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: third })).toHaveCount(0);
  expect(await cash(request, player)).toBe(1500);
});

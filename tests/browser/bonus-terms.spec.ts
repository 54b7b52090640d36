import { expect, test, type Page } from '@playwright/test';
import { fundByTransfer, signedIn } from './accounts';
import { signInAs } from './operators';

/**
 * Bonus terms as players and operators meet them (issue 32): the terms read before claiming, an operator's change of
 * them in the back office reaching the claim card, a stake over an active bonus's max bet refused inside a game, and
 * a withdrawal that forfeits an active bonus only after the player is told, the bonus money gone afterwards.
 */
const GIFT = 5;
const WELCOME = 2;
const VALID_IBAN = 'TR330006100519786457841326';

const balance = (page: Page) => page.getByRole('banner').getByText(/₺[\d.,]+/).first();

/** The terms of a reward on the Claim Reward list, opened. */
async function rewardTerms(page: Page, title: string) {
  await page.goto('/dashboard/bonuses');
  const card = page.getByRole('listitem', { name: title });
  await card.getByText('Bu bonusun koşulları').click();
  const terms = card.getByRole('definition');
  return { card, term: (name: string) => card.locator('dt', { hasText: name }).locator('xpath=following-sibling::dd'), terms };
}

test('the terms of a bonus are shown before claiming it, and a bonus that needs a verified phone says so', async ({ page, request }) => {
  await signedIn(page, request);
  const { card, term } = await rewardTerms(page, 'Hoş Geldin Hediyesi');
  await expect(term('Slotlar')).toHaveText('Her bahsin %100 kadarı sayılır');
  await expect(term('Zar')).toHaveText('Her bahsin %0 kadarı sayılır');
  await expect(term('Aktifken en yüksek bahis')).toHaveText('₺10,00');
  await expect(term('En fazla ödenen')).toHaveText('₺20,00');
  await expect(term('Ne sıklıkla')).toHaveText('Bir kez');
  await expect(card.getByText('Doğrulanmış telefon numarası gerekir.')).toBeVisible();
  await expect(card.getByText(/iki tarafa yapılan bahisler sayılmaz/)).toBeVisible();
  // Claim waits for the phone, and says why.
  await expect(card.getByRole('button', { name: 'Al' })).toBeDisabled();
  await expect(card.getByText('Önce telefon numaranızı doğrulayın.')).toBeVisible();
});

test('an operator changes a bonus\'s max bet in the back office; the player reads the new max bet before claiming', async ({ page, request, browser }) => {
  const operator = await signInAs(page, request, 'finance');
  const headers = { authorization: `Operator ${operator.token}` };
  const before = ((await (await request.get('/api/admin/bonuses', { headers })).json()) as { data: { bonuses: Array<{ id: number; wageringTimes: number; validDays: number; terms: unknown }> } }).data.bonuses.find((b) => b.id === GIFT)!;
  try {
    await page.goto('/admin/bonuses');
    await expect(page.getByRole('heading', { name: 'Bonus koşulları', level: 1 })).toBeVisible();
    const card = page.getByRole('listitem', { name: 'Hoş Geldin Hediyesi' });
    await expect(card.locator('dt', { hasText: 'Aktifken en yüksek bahis' }).locator('xpath=following-sibling::dd')).toHaveText('₺10,00');
    await card.getByRole('button', { name: 'Koşulları düzenle Hoş Geldin Hediyesi' }).click();

    const form = page.getByRole('form', { name: 'Hoş Geldin Hediyesi koşulları' });
    const maxBet = form.getByLabel('Bonus aktifken en yüksek bahis (₺)');
    await expect(maxBet).toHaveValue('10');
    await maxBet.fill('7,505');
    await form.getByLabel('Slotlar').fill('120');
    await form.getByRole('button', { name: 'Koşulları kaydet' }).click();
    await expect(form.getByText('Lira olarak, en çok 2 ondalıkla bir tutar girin (1.250,50)')).toBeVisible();
    await expect(form.getByText('0 ile 100 arasında bir tam sayı')).toBeVisible();
    await expect(maxBet).toHaveAttribute('aria-invalid', 'true');

    await maxBet.fill('7,50');
    await form.getByLabel('Slotlar').fill('100');
    await form.getByRole('button', { name: 'Koşulları kaydet' }).click();
    await expect(page.getByText('Bonus koşulları kaydedildi; bundan sonra verilen bonuslara uygulanır.')).toBeVisible();
    await expect(card.locator('dt', { hasText: 'Aktifken en yüksek bahis' }).locator('xpath=following-sibling::dd')).toHaveText('₺7,50');

    const playerPage = await browser.newPage();
    await signedIn(playerPage, request);
    const { term } = await rewardTerms(playerPage, 'Hoş Geldin Hediyesi');
    await expect(term('Aktifken en yüksek bahis')).toHaveText('₺7,50');
    await playerPage.close();
  } finally {
    // The seeded terms again, for the journeys after this one.
    const put = await request.post(`/api/admin/bonuses/${GIFT}`, { headers, data: { wageringTimes: before.wageringTimes, validDays: before.validDays, terms: before.terms } });
    expect(put.ok(), await put.text()).toBe(true);
  }
});

test('a stake over the max bet of an active bonus is refused inside the game with why, and the balance stays', async ({ page, request }) => {
  const player = await signedIn(page, request);
  // 500 TL with the welcome bonus: 1.000 TL to play, at most 25 TL a stake while the bonus runs.
  await fundByTransfer(request, player, 500, WELCOME);
  await page.goto('/casino/slot');
  await expect(async () => {
    await page.getByRole('searchbox', { name: 'Oyun ara' }).fill('Kasa Classic 7s');
    await page.getByRole('button', { name: 'Kasa Classic 7s oyna, Kasa Games', exact: true }).click({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  const frame = page.frameLocator('iframe[title="Kasa Classic 7s"]').first();
  await expect(balance(page)).toHaveText(/1\.000,00/);

  // ₺5,00 on each of the 11 lines: ₺55,00, over the bonus's ₺25,00.
  await frame.getByLabel('Hat başına bahis').selectOption({ label: '₺5,00' });
  await frame.getByRole('button', { name: 'Çevir', exact: true }).click();
  await expect(frame.getByRole('alert')).toHaveText(/aktif bonusunuzun izin verdiği en yüksek bahis/);
  await expect(frame.getByRole('alert')).toContainText('Bakiyeniz değişmedi.');
  await expect(balance(page)).toHaveText(/1\.000,00/);
  const answer = await request.get('/api/user/balance', { headers: { authorization: `Bearer ${player.token}` } });
  expect(((await answer.json()) as { data: { balance: number } }).data.balance).toBe(1_000);

  // Within it (₺2,00 a line, ₺22,00) the same game plays.
  await frame.getByLabel('Hat başına bahis').selectOption({ label: '₺2,00' });
  await frame.getByRole('button', { name: 'Çevir', exact: true }).click();
  await expect(frame.getByRole('status').filter({ hasText: /Bakiye/ })).toBeVisible();
});

test('a withdrawal while a bonus is active says first that it forfeits the bonus; afterwards the bonus money is gone', async ({ page, request }) => {
  const player = await signedIn(page, request);
  await fundByTransfer(request, player, 500, WELCOME);
  await page.goto('/dashboard/withdraw');
  await expect(balance(page)).toHaveText(/1\.000,00/);
  await page.getByRole('button', { name: /Banka Havalesi \(IBAN\)/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Banka Havalesi (IBAN)' });
  await dialog.getByLabel('Tutar').fill('200');
  await dialog.getByLabel('IBAN', { exact: true }).fill(VALID_IBAN);
  await dialog.getByLabel('Hesap sahibi').fill('Deniz Yılmaz');
  // The warning, with what the player gives up, before anything leaves.
  const forfeit = dialog.getByLabel('Bonus iptali');
  await expect(forfeit.getByRole('option', { name: 'Evet, ₺500,00 tutarındaki aktif bonusum iptal edilsin (₺30.000,00 çevrimin ₺0,00 kadarı yapıldı)' })).toBeAttached();
  // Nothing is sent until the player agrees to it.
  await expect(dialog.getByRole('button', { name: 'Gönder' })).toBeDisabled();
  await expect(balance(page)).toHaveText(/1\.000,00/);

  await forfeit.selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'Gönder' }).click();
  await expect(page.getByText(/çekim talebiniz alındı/)).toBeVisible();
  // 1.000 − the 500 TL bonus − the 200 TL held for the withdrawal.
  await expect(balance(page)).toHaveText(/300,00/, { timeout: 10_000 });
  await page.goto('/dashboard/bonuses');
  const past = page.getByRole('region', { name: 'Geçmiş bonuslar' });
  await expect(past.getByRole('listitem', { name: 'Hoş Geldin Bonusu %100' })).toContainText('İptal Edildi');
  await expect(page.getByRole('region', { name: 'Aktif bonuslar' }).getByText('Aktif bonusunuz yok.')).toBeVisible();
});

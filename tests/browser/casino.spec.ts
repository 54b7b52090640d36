import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { fundByTransfer, signedIn } from './accounts';
import { skipPopup } from './home';

/**
 * Casino play on a fresh database, against the real server and every provider's local stand-in: a funded player
 * opens a slot of each provider from the lobby, spins, and the header balance follows the game's; the rounds are in
 * Game History; reload, close and the Deposit Money sheet; the phone's full-screen game; favourites; a guest.
 */
const SLOTS: Array<[provider: string, name: string]> = [
  ['Hub88', 'Galata Gold'],
  ['SoftGamings', "Sultan's Fortune"],
  ['Egt Digital', 'Blazing Sevens'],
  ['Amusnet', 'Lucky Lira'],
  ['EveryMatrix', 'Starlight Gems'],
  ['Digitain', 'Turkish Delight Reels'],
  ['Kasa Games', 'Kasa Classic 7s'],
];

const lira = (text: string) => Number(/₺\s?([\d.]+,\d{2})/.exec(text)![1].replace(/\./g, '').replace(',', '.'));
const headerBalance = (page: Page) => page.getByRole('banner').getByText(/₺[\d.,]+/).first();

async function openFromLobby(page: Page, provider: string, name: string) {
  await page.goto('/casino/slot');
  const game = page.locator(`iframe[title="${name}"]`).first();
  // Typed while the page hydrates, the text can be lost (noted as a first-paint leftover), and a tap on the server's
  // guest view before a signed-in player's page has replaced it finds no game to open: search and tap again until the
  // game's frame shows (a tap the app carried out late counts too).
  await expect(async () => {
    if (await game.isVisible()) return;
    await page.getByRole('searchbox', { name: 'Oyun ara' }).fill(name);
    await page.getByRole('button', { name: `${name} oyna, ${provider}`, exact: true }).click({ timeout: 3_000 });
    await expect(game).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

/** The game's own page inside the frame (SoftGamings' HTML frames it once more). */
function gameFrame(page: Page, provider: string, name: string): FrameLocator {
  const outer = page.frameLocator(`iframe[title="${name}"]`).first();
  return provider === 'SoftGamings' ? outer.frameLocator('iframe') : outer;
}

/** One spin; answers the balance the game says it left. */
async function spin(frame: FrameLocator): Promise<number> {
  await frame.getByRole('button', { name: 'Çevir', exact: true }).click();
  const result = frame.getByRole('status').filter({ hasText: /Bakiye/ });
  await expect(result).toBeVisible({ timeout: 15_000 });
  return lira(/Bakiye: (.*)$/.exec((await result.textContent()) ?? '')?.[1] ?? '');
}

test.describe('desktop', () => {
  test.skip(({ isMobile }) => isMobile, 'the game page is the desktop layout');

  test('a slot of every provider opens and plays for real money; the header follows; the rounds are in Game History', { tag: '@store' }, async ({ page, request }) => {
    test.setTimeout(240_000);
    const player = await signedIn(page, request);
    await fundByTransfer(request, player, 1_000);
    for (const [provider, name] of SLOTS) {
      await openFromLobby(page, provider, name);
      await expect(page).toHaveURL(/\/casino\/play\//);
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
      const left = await spin(gameFrame(page, provider, name));
      expect(left).toBeLessThanOrEqual(1_000 + 5_000);
      await expect.poll(async () => lira((await headerBalance(page).textContent()) ?? ''), { message: `${provider}: the header shows the game's balance` }).toBe(left);
    }
    const answer = await request.get('/api/user/balance', { headers: { authorization: `Bearer ${player.token}` } });
    const { balance } = ((await answer.json()) as { data: { balance: number } }).data;
    expect(balance).toBe(lira((await headerBalance(page).textContent()) ?? ''));

    await page.goto('/dashboard/game-history');
    const rounds = page.getByRole('table');
    for (const [provider, name] of SLOTS) {
      await expect(rounds.getByRole('row').filter({ hasText: name }).filter({ hasText: provider }), `${name} in Game History`).toHaveCount(1);
    }
  });

  test('reload shows its message and plays again; Deposit opens the Deposit Money sheet; close returns to the lobby', async ({ page, request }) => {
    const player = await signedIn(page, request);
    await fundByTransfer(request, player, 200);
    await openFromLobby(page, 'Kasa Games', 'Kasa Classic 7s');
    const frame = gameFrame(page, 'Kasa Games', 'Kasa Classic 7s');
    await expect(frame.getByRole('button', { name: 'Çevir', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Oyunu yenile' }).click();
    await expect(page.getByText('Oyun yeniden yüklenecek. Lütfen bekleyin...')).toBeVisible();
    await spin(frame);

    await page.getByRole('button', { name: 'Para Yatır', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Para Yatırma' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByText('Bir para yatırma yöntemi seçin')).toBeVisible();
    await sheet.getByRole('button', { name: 'Para Yatırma penceresini kapat' }).click();
    await expect(sheet).toBeHidden();

    await page.getByRole('button', { name: 'Oyunu kapat' }).click();
    await expect(page).toHaveURL(/\/casino\/slot/);
  });

  test('our own roulette, dice and crash play in the browser, each settling through the wallet', { tag: '@store' }, async ({ page, request }) => {
    test.setTimeout(120_000);
    const player = await signedIn(page, request);
    await fundByTransfer(request, player, 500);
    const gameBalance = async (frame: FrameLocator) => {
      const result = frame.getByRole('status').filter({ hasText: /Bakiye/ });
      await expect(result).toBeVisible({ timeout: 20_000 });
      return lira(/Bakiye: (.*)$/.exec((await result.textContent()) ?? '')?.[1] ?? '');
    };
    const headerFollows = async (left: number) =>
      expect.poll(async () => lira((await headerBalance(page).textContent()) ?? '')).toBe(left);

    await openFromLobby(page, 'Kasa Games', 'Kasa Rulet');
    let frame = gameFrame(page, 'Kasa Games', 'Kasa Rulet');
    await frame.getByRole('button', { name: 'Kırmızı', exact: true }).click();
    await frame.getByRole('button', { name: 'Çevir', exact: true }).click();
    await expect(frame.getByText(/Top \d+ .* üzerinde durdu/)).toBeVisible({ timeout: 15_000 });
    await headerFollows(await gameBalance(frame));

    await openFromLobby(page, 'Kasa Games', 'Dice 100');
    frame = gameFrame(page, 'Kasa Games', 'Dice 100');
    await frame.getByRole('button', { name: 'Zar at', exact: true }).click();
    await expect(frame.getByText(/Atış: /)).toBeVisible({ timeout: 15_000 });
    await headerFollows(await gameBalance(frame));

    await openFromLobby(page, 'Kasa Games', 'Aviator');
    frame = gameFrame(page, 'Kasa Games', 'Aviator');
    await frame.getByRole('button', { name: 'Bahis yap', exact: true }).click();
    const cashOut = frame.getByRole('button', { name: /nakit çek$/ });
    // Cashed out in time, or crashed first (1 round in 100 crashes at 1.00×): the round ends either way.
    await cashOut.click({ timeout: 10_000 }).catch(() => undefined);
    await headerFollows(await gameBalance(frame));
    const rounds = await request.post('/api/casino/history', {
      headers: { authorization: `Bearer ${player.token}` },
      data: { from: '2000-01-01', to: '2100-01-01', skip: 0, take: 10 },
    });
    const items = ((await rounds.json()) as { data: { items: Array<{ gameName: string; status: string }> } }).data.items;
    expect(items.map((r) => [r.gameName, r.status]).sort()).toEqual([['Aviator', 'closed'], ['Dice 100', 'closed'], ['Kasa Rulet', 'closed']]);
  });

  test('a favourite is added with its toast, listed under Favorites, and removed', async ({ page, request }) => {
    await signedIn(page, request);
    await page.goto('/casino/slot');
    const heart = page.getByRole('button', { name: 'Favori: Lucky Lira' });
    await expect(async () => {
      await page.getByRole('searchbox', { name: 'Oyun ara' }).fill('Lucky Lira');
      await expect(heart).toHaveAttribute('aria-pressed', 'false', { timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    await heart.click();
    await expect(page.getByText('Favorilere eklendi')).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/casino/slot?filter=favorites');
    await expect(page.getByRole('button', { name: 'Lucky Lira oyna, Amusnet', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Favori: Lucky Lira' }).click();
    await expect(page.getByText('Favorilerden çıkarıldı')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Lucky Lira oyna, Amusnet', exact: true })).toBeHidden();
  });
});

test.describe('phone', { tag: '@phone' }, () => {
  test.skip(({ isMobile }) => !isMobile, 'the full-screen game dialog is the phone layout');

  test('a game opens full screen over the page, plays, and closes', async ({ page, request }) => {
    const player = await signedIn(page, request);
    await fundByTransfer(request, player, 300);
    await openFromLobby(page, 'Hub88', 'Galata Gold');
    const dialog = page.getByRole('dialog', { name: 'Galata Gold' });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual((page.viewportSize()?.height ?? 0) - 1);
    const left = await spin(gameFrame(page, 'Hub88', 'Galata Gold'));
    expect(left).toBeLessThanOrEqual(300 + 5_000);
    await dialog.getByRole('button', { name: 'Oyunu kapat' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/casino\/slot/);
  });
});

test('a guest who opens a game is asked to log in', async ({ page }) => {
  await skipPopup(page);
  await page.goto('/casino/slot');
  // Typed before the lobby hydrates, the search is lost (a known gap): typed again until the game shows.
  await expect(async () => {
    await page.getByRole('searchbox', { name: 'Oyun ara' }).fill('Aviator');
    await page.getByRole('button', { name: 'Aviator oyna, Kasa Games', exact: true }).click({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('dialog', { name: 'Giriş Yap' })).toBeVisible();
  await expect(page).toHaveURL(/\/casino\/slot/);
});

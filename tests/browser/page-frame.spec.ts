import { expect, test } from '@playwright/test';
import { newPlayer } from './accounts';
import { skipPopup } from './home';

test.beforeEach(({ page }) => skipPopup(page));

/** What every page frames the same way: its title, language, heading order, and the header's controls. */

test('each route has its own title in the page language, in the first response and after navigating', async ({ page, browser, baseURL }) => {
  await page.goto('/casino/slot');
  await expect(page).toHaveTitle('Slot Oyunları · Kasa Casino');
  const html = await (await page.request.get('/promotions', { headers: { 'accept-language': 'tr' } })).text();
  expect(html).toContain('<title>Promosyonlar · Kasa Casino</title>');
  await page.getByRole('banner').getByRole('link', { name: 'Kasa Casino ana sayfa' }).click();
  await expect(page).toHaveTitle('Kasa Casino: casino, canlı casino ve spor bahisleri');
  await page.goto('/bu-sayfa-yok');
  await expect(page).toHaveTitle('Sayfa bulunamadı · Kasa Casino');

  const english = await browser.newContext();
  await english.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  const en = await english.newPage();
  await en.goto('/casino/live');
  await expect(en.locator('html')).toHaveAttribute('lang', 'en');
  await expect(en).toHaveTitle('Live Casino · Kasa Casino');
  await english.close();
});

test('headings go in order: the page heading first, and it agrees with the breadcrumb', async ({ page }) => {
  for (const path of ['/casino/slot', '/casino/live', '/promotions']) {
    await page.goto(path);
    const levels = await page.getByRole('main').locator('h1, h2, h3').evaluateAll((nodes) => nodes.map((n) => Number(n.tagName[1])));
    expect(levels[0], path).toBe(1);
    for (let i = 1; i < levels.length; i++) expect(levels[i] - levels[i - 1], `${path}: h${levels[i - 1]} then h${levels[i]}`).toBeLessThanOrEqual(1);
  }
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ana Sayfa');
});

for (const width of [360, 412, 512]) {
  test.describe(`header on a ${width} px phone`, () => {
    test.use({ viewport: { width, height: 740 }, isMobile: true, hasTouch: true });

    test('menu, back, the logo with its wordmark and search all fit, in Turkish and English', async ({ page, browser, baseURL }) => {
      await page.goto('/casino/slot');
      const header = page.getByRole('banner');
      for (const control of [
        header.getByRole('button', { name: 'Menüyü aç' }),
        header.getByRole('button', { name: 'Geri' }),
        header.getByRole('link', { name: 'Kasa Casino ana sayfa' }),
        header.getByRole('link', { name: 'Oyun ara' }),
        header.getByRole('button', { name: 'Kayıt Ol' }),
        header.getByRole('button', { name: 'Giriş Yap' }),
      ]) {
        await expect(control).toBeInViewport({ ratio: 1 });
      }
      await expect(header.getByText(/^KASA/)).toBeVisible();
      expect(await header.evaluate((el) => el.firstElementChild!.scrollWidth - el.firstElementChild!.clientWidth)).toBe(0);

      // English labels are other widths; no control may cover another (a tap must land where it looks).
      const english = await browser.newContext({ viewport: { width, height: 740 }, isMobile: true, hasTouch: true });
      await english.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
      const en = await english.newPage();
      await en.goto('/casino/slot');
      const boxes = await en.getByRole('banner').locator('a, button').evaluateAll((nodes) =>
        nodes.map((n) => n.getBoundingClientRect()).filter((r) => r.width > 0).map((r) => ({ left: r.left, right: r.right })),
      );
      expect(Math.max(...boxes.map((b) => b.right))).toBeLessThanOrEqual(width);
      for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.left, `control ${i} starts after control ${i - 1} ends`).toBeGreaterThanOrEqual(boxes[i - 1]!.right - 0.5);
      await english.close();
    });
  });
}

test('the header search brings the lobby search box into view with the focus in it; results start in the first screen', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.getByRole('banner').getByRole('link', { name: 'Oyun ara' }).click();
  const box = page.getByRole('searchbox');
  await expect(box).toBeFocused();
  await expect(box).toBeInViewport();
  await page.keyboard.type('fortune');
  const first = page.getByRole('main').getByRole('button', { name: / oyna, / }).first();
  await expect(first).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Aramayı temizle' })).toBeVisible();
});

test('a promotion opens with its title once, in the title bar, in a dialog as tall as its content', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/promotions');
  await page.waitForLoadState('networkidle');
  await page.getByRole('main').getByRole('button').filter({ hasText: /Hoş Geldin/ }).first().click();
  const dialog = page.getByRole('dialog', { name: /Hoş Geldin/ });
  await expect(dialog).toBeVisible();
  const title = await dialog.getByRole('heading').first().textContent();
  expect(title).toMatch(/Hoş Geldin/);
  await expect(dialog.getByRole('heading').first()).toBeVisible();
  const text = (await dialog.textContent()) ?? '';
  expect(text.split(title!).length - 1).toBe(1);
  // No band of empty panel below the content.
  const gap = () =>
    dialog.evaluate((el) => {
      const panel = el.firstElementChild as HTMLElement;
      const last = panel.lastElementChild!.lastElementChild as HTMLElement;
      return panel.getBoundingClientRect().bottom - last.getBoundingClientRect().bottom;
    });
  await expect.poll(gap).toBeLessThan(48);
});

test('home game rows show whole cards only, and their arrows page through them from the keyboard', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const row = page.getByRole('region', { name: 'Slot Oyunları' });
  const next = row.getByRole('button', { name: 'Sonraki oyunlar: Slot Oyunları' });
  const previous = row.getByRole('button', { name: 'Önceki oyunlar: Slot Oyunları' });
  const list = row.getByRole('list');
  await expect(list.getByRole('button', { name: / oyna, / }).first()).toBeVisible();

  /** The cards the row shows (any part of them on screen), and whether each is shown whole. */
  const shown = () =>
    list.evaluate((ul) => {
      const box = ul.getBoundingClientRect();
      return [...ul.children]
        .map((li) => li.getBoundingClientRect())
        .filter((r) => r.right > box.left + 1 && r.left < box.right - 1)
        .map((r) => ({ left: Math.round(r.left), whole: r.left >= box.left - 1 && r.right <= box.right + 1 }));
    });
  const settled = async () => {
    // smooth scrolling has stopped: the offset holds over a few frames
    await expect
      .poll(() => list.evaluate((ul) => new Promise<boolean>((done) => { const at = ul.scrollLeft; setTimeout(() => done(ul.scrollLeft === at), 200); })))
      .toBe(true);
    await expect.poll(async () => (await shown()).every((card) => card.whole)).toBe(true);
    return shown();
  };

  const first = await settled();
  expect(first.length).toBeGreaterThanOrEqual(2);
  await expect(previous).toHaveAttribute('aria-disabled', 'true');
  await expect(next).toHaveAttribute('aria-disabled', 'false');

  await next.focus();
  await page.keyboard.press('Enter');
  await expect(previous).toHaveAttribute('aria-disabled', 'false');
  const second = await settled();
  expect(second.length).toBe(first.length);

  for (let i = 0; i < 12 && (await next.getAttribute('aria-disabled')) !== 'true'; i++) {
    await page.keyboard.press('Enter');
    await settled();
  }
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  await expect(next).toBeFocused();
  await expect(list.getByRole('listitem').last()).toBeInViewport({ ratio: 1 });

  await previous.click();
  await expect(next).toHaveAttribute('aria-disabled', 'false');
});

test('the pages beside the site have its icon too: the payment page, the verify page and the back office', async ({ page, request }) => {
  const { player } = await newPlayer(request);
  const started = await request.post('/api/payment/deposit', {
    headers: { authorization: `Bearer ${player.token}` },
    data: { id: 2, target: 'pay', detail: { amount: 100, bonusId: 0 } },
  });
  const payUrl = new URL(((await started.json()) as { data: string }).data).pathname;
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  for (const path of [payUrl, '/games/kasa/verify', '/admin/']) {
    await page.goto(path);
    const icon = page.locator('link[rel="icon"]');
    await expect(icon, path).toHaveAttribute('href', '/favicon.svg');
    expect((await request.get('/favicon.svg')).status()).toBe(200);
  }
  // Chromium asks for /favicon.ico only when a page names no icon.
  await page.waitForLoadState('load');
  expect(missing).toEqual([]);
});

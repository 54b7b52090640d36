import { expect, test, type Page } from '@playwright/test';

/** The promotional popup greets a first visit; close it the way a player would. */
async function closePopup(page: Page) {
  const popup = page.getByRole('dialog', { name: /yatırım bonusu|deposit bonus/i });
  await expect(popup).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
}

async function visitHome(page: Page) {
  await page.goto('/');
  await closePopup(page);
}

test.describe('public site for a guest', () => {
  test('home page in Turkish: slider, categories, jackpots and footer from our server', { tag: ['@phone', '@store'] }, async ({ page, isMobile }, info) => {
    const external: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol.startsWith('http')) external.push(request.url());
    });
    await visitHome(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.getByRole('button', { name: 'Giriş Yap' }).first()).toBeVisible();
    await expect(page.getByText('Yeni adresimiz kasa1046.com!')).toBeVisible();

    const carousel = page.getByRole('region', { name: 'Öne çıkan kampanyalar' });
    await expect(carousel.getByRole('group').first()).toBeVisible();

    await expect(page.getByRole('link', { name: /Slot Oyunları/ }).first()).toBeVisible();
    await expect(page.getByText('High Cash', { exact: false }).first()).toBeVisible();
    await expect(page.getByText('Clover Chance', { exact: false }).first()).toBeVisible();
    await expect(page.getByText('Shining Crown')).toHaveCount(0);

    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByRole('link', { name: 'Hakkımızda' })).toHaveAttribute('href', '/pages/3');
    await expect(footer.getByText(/Filipinler|Philippine/)).toBeVisible();
    await expect(footer.getByText('© 2025 Kasa. Tüm hakları saklıdır.')).toBeVisible();
    // The 16 provider logos show from the small breakpoint (576 px) upward.
    const logos = footer.getByRole('region', { name: 'Oyun sağlayıcıları' }).getByRole('img');
    if (isMobile) await expect(logos).toHaveCount(0);
    else await expect(logos).toHaveCount(16);

    await page.screenshot({ path: `test-results/screenshots/home-${info.project.name}.png`, fullPage: true });
    expect(external).toEqual([]);
  });

  test('switches to English without a reload and keeps the choice', async ({ page, isMobile }) => {
    await visitHome(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    const menu = page.getByRole('dialog', { name: 'Menü' });
    await menu.getByRole('combobox', { name: 'Dil' }).selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Login' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /^Slots/ }).first()).toBeVisible();
    await expect(page.getByText('Our new address is kasa1046.com', { exact: false })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Login' }).first()).toBeVisible();
    if (!isMobile) await expect(page.getByRole('link', { name: 'Promotions' }).first()).toBeVisible();
  });

  test('opens a deep link to /pages/3 with its breadcrumbs', async ({ page }) => {
    await page.goto('/pages/3');
    await expect(page.getByRole('heading', { level: 1, name: 'Hakkımızda' })).toBeVisible();
    const trail = page.getByRole('navigation', { name: 'Sayfa konumu' });
    await expect(trail.getByRole('link').first()).toBeVisible();
    await expect(trail.locator('[aria-current="page"]')).toHaveText('Hakkımızda');
    await expect(page.getByText('Kasa Entertainment', { exact: false }).first()).toBeVisible();
  });

  test('shows a real 404 page for an unknown address', async ({ page }) => {
    const response = await page.goto('/bu-sayfa-yok');
    expect(response?.status()).toBe(200);
    await closePopup(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/bulunamadı/i);
    await page.getByRole('link', { name: 'Ana sayfaya dön' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('side menu opens and closes with Escape', async ({ page }) => {
    await visitHome(page);
    const opener = page.getByRole('button', { name: 'Menüyü aç' });
    await opener.click();
    const menu = page.getByRole('dialog', { name: 'Menü' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Promosyonlar' })).toBeVisible();
    await expect(menu.getByText('Bizi Takip Edin')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('header hides after scrolling down more than 100 px and returns on scroll up', async ({ page }) => {
    await visitHome(page);
    const header = page.getByRole('banner');
    await expect(header).toBeInViewport();
    await page.mouse.wheel(0, 60);
    // The scroll done and two frames drawn: the header has had its chance to hide, and stays.
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(60);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(header).toHaveAttribute('data-hidden', 'false');
    await expect(header).toBeInViewport();
    await page.mouse.wheel(0, 900);
    await expect(header).not.toBeInViewport();
    await page.mouse.wheel(0, -300);
    await expect(header).toBeInViewport();
  });

  test('carousel plays by itself every 5 seconds', async ({ page }) => {
    test.slow();
    await visitHome(page);
    const active = page.getByRole('region', { name: 'Öne çıkan kampanyalar' }).locator('.swiper-slide-active');
    await expect(active).toHaveCount(1);
    const label = () => active.getAttribute('aria-label');
    /** Waits for the next slide and says when it came (real time: swiper's autoplay follows CSS transitions). */
    const nextSlide = async (from: string | null) => {
      await expect.poll(label, { timeout: 8_000, intervals: [100] }).not.toBe(from);
      return { at: Date.now(), slide: await label() };
    };
    const first = await nextSlide(await label());
    const second = await nextSlide(first.slide);
    expect(second.at - first.at).toBeGreaterThan(4_500);
    expect(second.at - first.at).toBeLessThan(6_500);
  });

  test('a guest opening a game is asked to log in', async ({ page }, info) => {
    await page.goto('/casino/slot');
    await closePopup(page).catch(() => undefined);
    const lobby = page.getByRole('main');
    await expect(lobby.getByRole('heading', { name: 'Slot Oyunları' })).toBeVisible();
    const firstGame = lobby.getByRole('button', { name: / oyna, / }).first();
    await firstGame.click();
    const login = page.getByRole('dialog', { name: 'Giriş Yap' });
    await expect(login).toBeVisible();
    await expect(login.getByLabel('Kullanıcı Adı')).toBeVisible();
    await page.screenshot({ path: `test-results/screenshots/login-${info.project.name}.png` });
  });

  test('searches the live casino', async ({ page }) => {
    await page.goto('/casino/live');
    await closePopup(page).catch(() => undefined);
    await page.getByRole('searchbox').fill('rulet');
    await expect(page.getByRole('main').getByText(/Rulet/i).first()).toBeVisible();
  });

  test('promotions open in a dialog', async ({ page }) => {
    await page.goto('/promotions');
    await closePopup(page).catch(() => undefined);
    await page.getByRole('main').getByRole('button').filter({ hasText: /Hoş Geldin/ }).first().click();
    const dialog = page.getByRole('dialog').filter({ hasText: /Hoş Geldin/ });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('script')).toHaveCount(0);
  });

  test('the API contract is readable at /api/docs, under the site policy', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { name: 'Kasa player API' })).toBeVisible();
    const login = page.locator('section').filter({ has: page.getByText('/api/auth/login', { exact: true }) });
    await expect(login.getByText('POST')).toBeVisible();
    await login.getByText('Request body').click();
    await expect(login.getByText('"username"').first()).toBeVisible();
    const refusal = login.locator('details').filter({ hasText: /^Answer 4XX/ });
    await refusal.locator('summary').click();
    await expect(refusal.locator('pre')).toContainText('"errors"');
    const balance = page.locator('section').filter({ has: page.getByText('/api/user/balance', { exact: true }) });
    await expect(balance.getByText(/Needs a session/)).toBeVisible();
    const answer = balance.locator('details').filter({ hasText: /^Answer 200/ });
    await answer.locator('summary').click();
    await expect(answer.locator('pre')).toContainText('"cash"');
    expect(violations).toEqual([]);
  });
});

import { expect, test, type Page } from '@playwright/test';

const promoPopup = (page: Page) => page.getByRole('dialog', { name: /yatırım bonusu|deposit bonus/i });

/** The promotional popup waits for a quiet, interactive page, and is never one of two dialogs. */
test.describe('promotional popup', () => {
  test('opens only once the page is interactive and quiet; the first banner stays the largest paint', { tag: '@phone' }, async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { lcp: string[]; dialogAtLoad: boolean | null };
      w.lcp = [];
      w.dialogAtLoad = null;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { element: Element | null }>) {
          w.lcp.push(entry.element?.closest('dialog') ? 'dialog' : entry.element?.closest('section')?.getAttribute('aria-label') ?? '');
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      addEventListener('load', () => (w.dialogAtLoad = document.querySelector('dialog[open]') !== null));
    });
    await page.goto('/');
    // The page answers a player before the popup comes: the menu opens and closes.
    // A tap on the server-rendered button before the app is live is held and carried out when it is.
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await expect(page.getByRole('dialog', { name: 'Menü' })).toBeVisible({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    await expect(promoPopup(page)).toBeHidden();
    const lcpBefore = await page.evaluate(() => (window as unknown as { lcp: string[] }).lcp.slice());
    await expect(promoPopup(page)).toBeVisible({ timeout: 15_000 });
    expect(await page.evaluate(() => (window as unknown as { dialogAtLoad: boolean }).dialogAtLoad)).toBe(false);
    expect(lcpBefore.at(-1)).toBe('Öne çıkan kampanyalar');
    await expect(page.locator('dialog[open]')).toHaveCount(1);
  });

  for (const path of ['/spor/betco', '/dashboard']) {
    test(`a guest at ${path} sees only the login dialog`, async ({ page }) => {
      await page.clock.install();
      await page.goto(path);
      const login = page.getByRole('dialog', { name: 'Giriş Yap' });
      await expect(login).toBeVisible();
      // Well past the popup's wait (after the load event, an idle moment of at most 1 s, then 3 s without input), on
      // the page's own clock: still one dialog, the login.
      await page.waitForLoadState('load');
      await page.clock.runFor(6_000);
      await expect(page.locator('dialog[open]')).toHaveCount(1);
      await expect(promoPopup(page)).toHaveCount(0);
      await expect(login).toBeVisible();
    });
  }

  test('a dialog opened while the popup is up replaces it', async ({ page }) => {
    await page.goto('/');
    await expect(promoPopup(page)).toBeVisible({ timeout: 15_000 });
    // Something on the page asks for the login dialog (as a game tile or a guard would) while the popup is up.
    await page.evaluate(() => [...document.querySelectorAll<HTMLButtonElement>('header button')].find((b) => b.textContent === 'Giriş Yap')!.click());
    await expect(page.getByRole('dialog', { name: 'Giriş Yap' })).toBeVisible();
    await expect(promoPopup(page)).toHaveCount(0);
    await expect(page.locator('dialog[open]')).toHaveCount(1);
  });
});

import { expect, test, type Page } from '@playwright/test';
import { fundByTransfer, signedIn } from './accounts';
import { openHome, skipPopup } from './home';

/**
 * The first view comes in the first response (server rendering): readable without JavaScript, in the request's
 * language, and taken over by the app without a second paint or anything moving.
 */

test.describe('first response, JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('home carries header, first banner, categories, jackpots and footer in Turkish', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
    const carousel = page.getByRole('region', { name: 'Öne çıkan kampanyalar' });
    const firstBanner = carousel.getByRole('img').first();
    await expect(firstBanner).toBeVisible();
    // The page's largest paint: sized in the HTML and fetched first.
    await expect(firstBanner).toHaveAttribute('fetchpriority', 'high');
    await expect(firstBanner).toHaveAttribute('width', /\d+/);
    await expect(firstBanner).toHaveAttribute('height', /\d+/);
    expect(await firstBanner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.getByRole('link', { name: /Slot Oyunları/ }).first()).toBeVisible();
    await expect(page.getByText('High Cash').first()).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Hakkımızda' })).toBeAttached();
    // The first banner is preloaded from <head>, in the variant for this screen.
    const preloads = await page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]').evaluateAll((links) =>
      links.map((l) => ({ href: l.getAttribute('href'), media: l.getAttribute('media') })),
    );
    expect(preloads.map((p) => p.media).sort()).toEqual(['(max-width: 640px)', '(min-width: 641px)']);
  });

  test('a first visit speaks Turkish whatever the browser asks; a language chosen on the site is kept', async ({ browser, baseURL }) => {
    const english = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
    const page = await english.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
    // A choice made on the site (cookie lang) is the language of every page after.
    await english.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
    await page.goto('/promotions');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    await english.close();
  });

  test('a stored language that is not one of ours gives Turkish, not the browser language', async ({ browser }) => {
    const english = await browser.newContext({ locale: 'en-US' });
    const page = await english.newPage();
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('lang', 'de'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
    await english.close();
  });

  test('a page behind the lobby still arrives with its frame and heading', async ({ page }) => {
    await page.goto('/casino/slot');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Slot Oyunları' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeAttached();
  });
});

/** Counts layout shifts and marks the server's header, before any script of the page runs. */
async function watchFirstView(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number; serverHeader: Element | null };
    w.shifts = 0;
    w.serverHeader = null;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) w.shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') w.serverHeader = document.querySelector('#root header');
    });
  });
}

test.describe('first response, then the app', () => {
  test('the app takes over the server HTML (no second paint), fetches no bootstrap, and nothing moves', { tag: '@phone' }, async ({ page }) => {
    await watchFirstView(page);
    const bootstrapCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/cms/grouped')) bootstrapCalls.push(request.url());
    });
    await openHome(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
    // Interactive: the side menu opens from the server-rendered button.
    await header.getByRole('button', { name: 'Menüyü aç' }).click();
    await expect(page.getByRole('button', { name: 'Menüyü kapat' }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => (window as unknown as { serverHeader: Element | null }).serverHeader === document.querySelector('#root header'))).toBe(true);
    // Swiper takes over from the static slides when autoplay's first step is due.
    await expect(page.locator('.swiper-slide-active')).toHaveCount(1, { timeout: 10_000 });
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
    expect(bootstrapCalls).toEqual([]);
  });

  test('a dismissed top banner is not in the next first response', async ({ page, context }) => {
    await openHome(page);
    const banner = page.getByRole('region', { name: 'Adres bilgisi' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Bildirimi kapat' }).click();
    await expect(banner).toBeHidden();
    expect((await context.cookies()).find((c) => c.name === 'topNotifyRead')?.value).toBe('yes');
    const html = await (await page.request.get('/')).text();
    expect(html).not.toContain('Yeni adresimiz');
    await watchFirstView(page);
    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Adres bilgisi' })).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
  });

  test('a tap before the app is live is carried out once it is: the menu opens, a link navigates without a reload', { tag: '@phone' }, async ({ page }) => {
    await skipPopup(page);
    // The app's start is held back, as on a slow phone line, until the player has tapped.
    let letStartThrough = () => {};
    const startHeld = new Promise<void>((resolve) => (letStartThrough = resolve));
    await page.route(/\/assets\/start-[\w-]+\.js$/, async (route) => {
      await startHeld;
      await route.continue();
    });
    await page.goto('/');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Menüyü aç' }).click();
    // Two frames later a live app would show the menu: the held start shows nothing yet.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(page.getByRole('dialog', { name: 'Menü' })).toBeHidden();
    letStartThrough();
    await expect(page.getByRole('dialog', { name: 'Menü' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menü' })).toBeHidden();

    // A link tapped early goes where it points once the app is live, in the same page (no reload).
    await page.unroute(/\/assets\/start-/);
    const held = new Promise<void>((resolve) => (letStartThrough = resolve));
    await page.route(/\/assets\/start-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await page.getByRole('main').getByRole('link', { name: /Slot Oyunları/ }).first().click();
    // Two frames later a live app would have moved: the held start stays on the page.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(new URL(page.url()).pathname).toBe('/');
    letStartThrough();
    await expect(page).toHaveURL(/\/casino\/slot$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Slot Oyunları' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  });
});

/** The layout shifts of the page and of every frame in it (a game's own page counts too), from its first paint. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: Array<{ value: number; at: string }> };
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Array<{ node?: Node }> }>) {
        if (!entry.hadRecentInput) w.shifts.push({ value: entry.value, at: entry.sources.map((s) => s.node?.nodeName ?? '?').join(',') });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const shiftsOf = async (page: Page) => {
  const all: Array<{ value: number; at: string; frame: string }> = [];
  for (const frame of page.frames()) {
    const shifts = await frame.evaluate(() => (window as unknown as { shifts?: Array<{ value: number; at: string }> }).shifts ?? []).catch(() => []);
    all.push(...shifts.map((shift) => ({ ...shift, frame: new URL(frame.url()).pathname })));
  }
  return all;
};

test('the app\'s code is fetched after the first banner is painted, not with it (Lighthouse counts what starts before)', async ({ page }) => {
  await skipPopup(page);
  await page.addInitScript(() => {
    const w = window as unknown as { lcp: number };
    w.lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { renderTime: number; loadTime: number }>) w.lcp = entry.renderTime || entry.loadTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((r) => /\/assets\/react-/.test(r.name)))).toBe(true);
  const early = await page.evaluate(() => {
    const lcp = (window as unknown as { lcp: number }).lcp;
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((r) => /\/assets\/.*\.(js|css)$/.test(r.name) && r.startTime < lcp)
      .map((r) => ({ file: new URL(r.name).pathname, bytes: r.encodedBodySize }));
  });
  // The entry and its few small helpers only: React, the machines, the views and the whole stylesheet wait.
  expect(early.filter((r) => /\/(react|machines|views|client|app-actor|start|style)-/.test(r.file)), JSON.stringify(early)).toEqual([]);
  expect(early.reduce((sum, r) => sum + r.bytes, 0), JSON.stringify(early)).toBeLessThan(8 * 1024);
});

test.describe('a signed-in player\'s first view', () => {
  // The server renders a guest's view (no session on the server); the player's pages then arrive: nothing in view moves.
  test('/dashboard and a game page take over the server view without a layout shift', { tag: '@phone' }, async ({ page, request, isMobile }) => {
    const player = await signedIn(page, request);
    await fundByTransfer(request, player, 100);
    await watchShifts(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('navigation', { name: 'Hesabım menüsü' }).getByText(/Merhaba/)).toBeVisible();
    await expect(page.getByRole('banner').getByText(/₺100,00/)).toBeVisible();
    const sum = (shifts: Array<{ value: number }>) => shifts.reduce((total, shift) => total + shift.value, 0);
    const dashboard = await shiftsOf(page);
    expect(sum(dashboard), JSON.stringify(dashboard)).toBeLessThan(0.005);

    // The game's address as the lobby makes it (the game item, base64url JSON: src/app/game-data.ts), opened afresh
    // as a bookmark or a reload opens it.
    await page.goto('/casino/slot');
    const address = await page.evaluate(() => {
      const view = JSON.parse(document.getElementById('first-view')!.textContent!) as { games: { games: Array<{ name: string }> } };
      const game = view.games.games.find((g) => g.name === 'Kasa Classic 7s')!;
      const bytes = new TextEncoder().encode(JSON.stringify(game));
      return `/casino/play/${btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
    });
    await page.goto(address);
    const game = page.frameLocator('iframe[title="Kasa Classic 7s"]').first();
    await expect(game.getByRole('button', { name: 'Çevir', exact: true })).toBeVisible();
    const play = await shiftsOf(page);
    expect(sum(play), `${isMobile ? 'phone' : 'desktop'}: ${JSON.stringify(play)}`).toBeLessThan(0.005);
  });
});

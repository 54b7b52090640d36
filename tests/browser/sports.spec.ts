import { expect, test, type Page } from '@playwright/test';
import type { Fixture } from '../../contracts/sportsbook';
import { execFileSync } from 'node:child_process';
import { fundByTransfer, newPlayer, serverEnv, signedIn } from './accounts';
import { skipPopup } from './home';

/**
 * Sports on a fresh database with the demo book (the default partner, over Betsy's contract): a funded player places
 * a combination in the frame, the header drops by the stake, the book's clock is moved past the matches (its test
 * hook), the bet settles and the header shows the payout the published results make. Nobody can know a result before
 * kick-off (the book draws it then), so the test reads the results afterwards and expects what they pay.
 */
type Pick = { fixture: Fixture; market: Fixture['markets'][number]; outcome: Fixture['markets'][number]['outcomes'][number] };
const lira = (text: string) => Number(/₺\s?([\d.]+,\d{2})/.exec(text)![1].replace(/\./g, '').replace(',', '.'));
const headerBalance = async (page: Page) => lira((await page.getByRole('banner').getByText(/₺[\d.,]+/).first().textContent()) ?? '');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first `count` football matches not yet started (the page opens on football), each with its first winner pick. */
async function upcoming(request: import('@playwright/test').APIRequestContext, count: number): Promise<Pick[]> {
  const { fixtures, serverTime } = (await (await request.get('/sportsbook/api/fixtures?live=0&lang=tr')).json()) as { fixtures: Fixture[]; serverTime: string };
  const open = fixtures.filter((f) => f.sport === 'football' && f.live === null && Date.parse(f.startsAt) - Date.parse(serverTime) > 120_000 && f.markets.some((m) => m.key === '1x2'));
  expect(open.length).toBeGreaterThanOrEqual(count);
  return open.slice(0, count).map((fixture) => {
    const market = fixture.markets.find((m) => m.key === '1x2')!;
    return { fixture, market, outcome: market.outcomes.find((o) => !o.suspended)! };
  });
}

/**
 * Moves the book's clock past each match in turn (the page lists what kicked off in the last 3 hours) and reads its
 * published result: whether every pick won.
 */
async function playOut(request: import('@playwright/test').APIRequestContext, picks: Pick[]): Promise<boolean> {
  let won = true;
  for (const { fixture, outcome } of [...picks].sort((a, b) => Date.parse(a.fixture.startsAt) - Date.parse(b.fixture.startsAt))) {
    const { serverTime } = (await (await request.get('/sportsbook/api/fixtures?live=1&lang=tr')).json()) as { serverTime: string };
    const untilOver = Date.parse(fixture.startsAt) + 95 * 60_000 - Date.parse(serverTime);
    if (untilOver > 0) expect((await request.post('/sportsbook/api/test/advance', { data: { ms: untilOver } })).ok()).toBe(true);
    const { fixtures } = (await (await request.get('/sportsbook/api/fixtures?lang=tr')).json()) as { fixtures: Fixture[] };
    const done = fixtures.find((f) => f.id === fixture.id)!;
    expect(done.finished).toBe(true);
    const [h, a] = done.live!.score;
    won &&= outcome.key === (h > a ? '1' : h < a ? '2' : 'X');
  }
  return won;
}

test('a combination placed in the sportsbook takes the stake at once and pays what the published results make', { tag: ['@phone', '@store'] }, async ({ page, request, isMobile }) => {
  test.setTimeout(120_000);
  const player = await signedIn(page, request);
  await fundByTransfer(request, player, 300);
  const winners = await upcoming(request, 2);

  await page.goto('/spor');
  const book = page.frameLocator('iframe[title^="Bahis bülteni"]');
  for (const { fixture, market, outcome } of winners) {
    const name = new RegExp(`${escape(fixture.home)}.*${escape(fixture.away)}, ${escape(market.name)}: ${escape(outcome.name)}, oran`);
    // A match may be listed twice (its league and the featured list): either button picks it.
    await book.getByRole('button', { name }).first().click();
  }
  if (isMobile) await book.getByRole('tab', { name: /^Kupon \(2\)/ }).click();
  await book.getByRole('radio', { name: 'Kombine' }).check().catch(() => undefined);
  await book.getByLabel('Bahis tutarı (₺)').fill('10');
  await book.getByRole('button', { name: 'Bahis yap', exact: true }).click();
  await expect(book.getByText(/Bahsiniz alındı/)).toBeVisible();
  await expect.poll(() => headerBalance(page), { message: 'the stake leaves at once' }).toBe(290);

  const oddsX1000 = Math.floor(winners.reduce((product, w) => product * (w.outcome.oddsX1000 / 1000), 1) * 1000 + 1e-6);
  const won = await playOut(request, winners);
  // The book's sweep settles within seconds; the Sports Bets page, opened while the bet may still be open, shows it
  // settled by itself (asked again on the pushed balance, or within 10 s for a loss, which moves no money).
  await page.goto('/dashboard/sports-bets');
  await expect(page.getByText(won ? 'Kazandı' : 'Kaybetti', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => headerBalance(page), { timeout: 30_000, message: 'the result is paid' }).toBeCloseTo(290 + (won ? Math.floor(1000 * oddsX1000 / 1000) / 100 : 0), 1);
});

test('a guest sees the sportsbook and is asked to log in when betting', async ({ page, isMobile }) => {
  await skipPopup(page);
  await page.goto('/spor');
  const book = page.frameLocator('iframe[title^="Bahis bülteni"]');
  await book.getByRole('button', { name: /, oran / }).first().click();
  if (isMobile) await book.getByRole('tab', { name: /^Kupon \(1\)/ }).click();
  await book.getByLabel('Bahis tutarı (₺)').fill('10');
  await book.getByRole('button', { name: 'Bahis yap', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Giriş Yap' })).toBeVisible();
});

test('with betting-partner access, /spor/betco opens the partner’s book and a bet there is taken and paid', { tag: '@store' }, async ({ page, request, isMobile }) => {
  test.setTimeout(120_000);
  const { player } = await newPlayer(request);
  // An operator grants access (the CLI until the back office has a screen for it); the next login carries betcoUrl.
  execFileSync(process.execPath, ['--import', 'tsx', 'server/operator-cli.ts', 'partner-access', '--username', player.username, '--grant'], { env: serverEnv() });
  const login = await request.post('/api/auth/login', { data: { username: player.username, password: 'secret1' } });
  const authData = ((await login.json()) as { data: { token: string; betcoUrl: string } }).data;
  expect(authData.betcoUrl).not.toBe('');
  await fundByTransfer(request, { ...player, token: authData.token }, 100);
  await page.addInitScript((data) => localStorage.setItem('authData', JSON.stringify(data)), authData);
  const picks = await upcoming(request, 1);
  const { fixture, market, outcome } = picks[0]!;

  await page.goto('/spor/betco');
  await expect(page).toHaveURL(/\/spor\/betco/);
  const book = page.frameLocator('iframe[title^="Bahis bülteni"]');
  const name = new RegExp(`${escape(fixture.home)}.*${escape(fixture.away)}, ${escape(market.name)}: ${escape(outcome.name)}, oran`);
  await book.getByRole('button', { name }).first().click();
  if (isMobile) await book.getByRole('tab', { name: /^Kupon \(1\)/ }).click();
  await book.getByLabel('Bahis tutarı (₺)').fill('20');
  await book.getByRole('button', { name: 'Bahis yap', exact: true }).click();
  await expect(book.getByText(/Bahsiniz alındı/)).toBeVisible();
  await expect.poll(() => headerBalance(page), { message: 'the stake leaves at once' }).toBe(80);

  const won = await playOut(request, picks);
  // Settled within seconds by the book's sweep: the player's Sports Bets, opened at once, say how by themselves.
  await page.goto('/dashboard/sports-bets');
  await expect(page.getByText(won ? 'Kazandı' : 'Kaybetti', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => headerBalance(page), { timeout: 30_000, message: 'the result is paid' }).toBeCloseTo(80 + (won ? Math.floor(20 * outcome.oddsX1000 / 10) / 100 : 0), 1);
});

test('the betting partner’s sportsbook is refused without access', async ({ page, request }) => {
  await signedIn(page, request);
  await page.goto('/spor/betco');
  await expect(page).not.toHaveURL(/\/spor\/betco/);
});

import { expect, test, type Locator } from '@playwright/test';
import { fundByTransfer, signedIn } from './accounts';
import { openHome } from './home';

/** The control itself is what a tap at its centre reaches (nothing drawn over it). */
async function expectReachable(control: Locator) {
  await expect(control).toBeVisible();
  const hit = await control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && (top === element || element.contains(top));
  });
  expect(hit, 'nothing covers the control').toBe(true);
}

test.describe('dialogs and toasts', () => {
  test('a stack of toasts never covers the dialog title or its Close button', { tag: '@phone' }, async ({ page }) => {
    await openHome(page);
    await page.getByRole('banner').getByRole('button', { name: 'Giriş Yap' }).click();
    const dialog = page.getByRole('dialog', { name: 'Giriş Yap' });
    await dialog.getByLabel('Kullanıcı Adı').fill(`nobody${Date.now().toString(36)}`);
    await dialog.getByLabel('Şifre', { exact: true }).fill('wrong-pass');
    const toasts = page.locator('[data-sonner-toast]');
    for (let shown = 1; shown <= 3; shown += 1) {
      await dialog.getByRole('button', { name: 'Giriş Yap' }).click();
      await expect(toasts).toHaveCount(shown);
    }
    await expect(toasts.last()).toBeVisible();
    // The stack settled: sonner's toasts have finished moving in.
    await expect
      .poll(() => page.evaluate(() => (document.querySelector('[data-sonner-toaster]')?.getAnimations({ subtree: true }) ?? []).filter((a) => a.playState === 'running').length))
      .toBe(0);
    await expectReachable(dialog.getByRole('button', { name: 'Kapat' }));
    await expectReachable(dialog.getByRole('heading', { name: 'Giriş Yap' }));
  });
});

test('the focus ring of a password field takes in its show-password button', async ({ page }) => {
  await openHome(page);
  await page.getByRole('banner').getByRole('button', { name: 'Giriş Yap' }).click();
  const dialog = page.getByRole('dialog', { name: 'Giriş Yap' });
  const password = dialog.getByLabel('Şifre', { exact: true });
  await password.focus();
  const reveal = dialog.getByRole('button', { name: /Şifreyi göster/i });
  await expect(reveal).toBeVisible();
  const ringHoldsButton = await password.evaluate((input, button) => {
    let ringed: Element | null = input;
    while (ringed && getComputedStyle(ringed).boxShadow === 'none') ringed = ringed.parentElement;
    return ringed !== null && ringed.contains(button);
  }, await reveal.elementHandle());
  expect(ringHoldsButton).toBe(true);
});

/** The box of `locator` lies inside `outer` (viewport coordinates), to the pixel. */
async function expectWithin(locator: Locator, outer: { x: number; y: number; width: number; height: number }, what: string) {
  const box = (await locator.boundingBox())!;
  expect(box, what).not.toBeNull();
  expect(box.y, `${what}: top inside`).toBeGreaterThanOrEqual(outer.y - 0.5);
  expect(box.y + box.height, `${what}: bottom inside`).toBeLessThanOrEqual(outer.y + outer.height + 0.5);
  expect(box.x, `${what}: left inside`).toBeGreaterThanOrEqual(outer.x - 0.5);
  expect(box.x + box.width, `${what}: right inside`).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
}

test('the withdraw dialog fits its modal: the body scrolls while its title and Submit stay in view', { tag: '@phone' }, async ({ page, request }, info) => {
  // Signed up with the short form: the withdrawal asks for the birth date and TC number too, and a bonus still to
  // wager adds the forfeit consent: the longest withdraw form a player meets.
  const player = await signedIn(page, request, '', { short: true });
  await fundByTransfer(request, player, 500, 2);
  await page.goto('/dashboard/withdraw');
  await page.getByRole('button', { name: /Banka Havalesi \(IBAN\)/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Banka Havalesi (IBAN)' });
  const submit = dialog.getByRole('button', { name: 'Gönder' });
  await expect(submit).toBeVisible();
  // Every field told what is missing (each touched and left empty): the form at its tallest.
  for (const label of ['Tutar', 'IBAN', 'Hesap sahibi']) {
    await dialog.getByLabel(label, { exact: true }).fill('1');
    await dialog.getByLabel(label, { exact: true }).fill('');
    await dialog.getByLabel(label, { exact: true }).blur();
  }
  const viewport = page.viewportSize()!;
  const panel = (await dialog.boundingBox())!;
  await expectWithin(dialog, { x: 0, y: 0, ...viewport }, 'the dialog in the window');
  await expectWithin(dialog.getByRole('heading', { name: 'Banka Havalesi (IBAN)' }), panel, 'the title');
  await expectWithin(submit, panel, 'Submit');
  await expectReachable(submit);
  await info.attach('withdraw dialog', { body: await page.screenshot({ path: process.env.SHOT ? `${process.env.SHOT}-${info.project.name}.png` : undefined }), contentType: 'image/png' });
  // The fields scroll under the title and Submit: the last one is reached by scrolling, and both stay where they were.
  const before = (await submit.boundingBox())!;
  await dialog.getByLabel('Hesap sahibi').scrollIntoViewIfNeeded();
  await expect(dialog.getByLabel('Hesap sahibi')).toBeInViewport();
  expect((await submit.boundingBox())!.y).toBe(before.y);
  await expectReachable(dialog.getByRole('heading', { name: 'Banka Havalesi (IBAN)' }));
});

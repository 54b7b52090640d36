import { expect, test, type Locator } from '@playwright/test';
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

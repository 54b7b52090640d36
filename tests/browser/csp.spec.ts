import { expect, test } from '@playwright/test';

/** The site runs under its strict policy (no inline script, no eval) without tripping it anywhere a guest goes. */
test('no content-security-policy violation on home, casino, promotions and the login form', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Refused to run: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  for (const path of ['/', '/casino/slot', '/promotions']) {
    await page.goto(path);
    await expect(page.getByRole('banner')).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  // The login form loads the contracts (zod) and the form library.
  await page.getByRole('banner').getByRole('button', { name: 'Giriş Yap' }).click();
  const login = page.getByRole('dialog', { name: 'Giriş Yap' });
  await login.getByLabel('Kullanıcı Adı').fill('a');
  await login.getByLabel('Kullanıcı Adı').blur();
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

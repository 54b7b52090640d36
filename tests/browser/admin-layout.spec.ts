import { expect, test } from '@playwright/test';
import { signInAs } from './operators';

/** The back office's frame on a phone: nothing it asks for is missing, and the current screen's link is in view. */
test('on a phone the current screen\'s link is scrolled into the navigation strip, and the page loads without a missing file', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  await signInAs(page, request, 'finance');
  await page.goto('/admin/refunds');
  const nav = page.getByRole('navigation', { name: 'Ekranlar' });
  const current = nav.getByRole('link', { name: 'Yatırım iadeleri' });
  await expect(current).toHaveAttribute('aria-current', 'page');
  await expect(current).toBeInViewport({ ratio: 0.9 });
  await nav.getByRole('link', { name: /Ödeme kuyruğu/ }).click();
  await expect(nav.getByRole('link', { name: /Ödeme kuyruğu/ })).toBeInViewport({ ratio: 0.9 });
  expect(missing).toEqual([]);
});

import { expect, type Page } from '@playwright/test';

/** The home page shows the promotional popup once per content; close it when it comes. */
export async function openHome(page: Page) {
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: /yatırım bonusu|deposit bonus/i });
  await expect(popup).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
}

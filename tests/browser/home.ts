import { expect, type Page } from '@playwright/test';

/** The home page shows the promotional popup once per content; close it when it comes. */
export async function openHome(page: Page) {
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: /yatırım bonusu|deposit bonus/i });
  await expect(popup).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
}

/**
 * For journeys about something else: the page's promotional popup counts as already seen, so its timed opening
 * cannot land on a click. Read from the page's first view before the app starts.
 */
export async function skipPopup(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      try {
        const view = JSON.parse(document.getElementById('first-view')?.textContent ?? 'null') as { bootstrap?: { popup?: { id: string } | null } } | null;
        const id = view?.bootstrap?.popup?.id;
        if (id) localStorage.setItem('popupSeen', JSON.stringify([id]));
      } catch {
        /* no first view: nothing to skip */
      }
    });
  });
}

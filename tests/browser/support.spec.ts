import { expect, test } from '@playwright/test';
import { unique } from './accounts';
import { skipPopup } from './home';
import { signInAs } from './operators';

/**
 * Call requests on a fresh database: a guest opens the side menu's Call Request link (our own page by
 * default), sends a request, and a support operator created with the CLI signs in, finds it in the queue, takes it
 * and marks it done with a note.
 */
test('a guest requests a call from the side menu; a support operator takes it and marks it done', { tag: '@store' }, async ({ page, request }) => {
  const name = `Ayşe Arama ${unique().replace(/\d/g, '')}`.trim();
  await skipPopup(page);
  await page.goto('/');
  const menu = page.getByRole('dialog', { name: 'Menü' });
  // A click before the page is live is held and carried out when it is.
  await page.getByRole('button', { name: 'Menüyü aç' }).click();
  await expect(menu).toBeVisible({ timeout: 15_000 });
  const link = menu.getByRole('link', { name: 'Sizi Arayalım' });
  await expect(link).toHaveAttribute('href', '/call-request');
  await link.click();
  await expect(page).toHaveURL(/\/call-request$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sizi Arayalım' })).toBeVisible();

  // Nothing filled in: the form says what is missing and sends nothing.
  await page.getByRole('button', { name: 'Beni arayın' }).click();
  await expect(page.getByLabel('Ad soyad')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Ad soyad').fill(name);
  await page.getByLabel('Telefon numarası').pressSequentially('5369663238');
  await expect(page.getByLabel('Telefon numarası')).toHaveValue('+90 536 966 32 38');
  await page.getByLabel('Ne zaman arayalım?').selectOption('evening');
  await page.getByLabel('Konu', { exact: true }).selectOption('withdrawal');
  await page.getByLabel('Not (isteğe bağlı)').fill('Çekimim hakkında bilgi almak istiyorum.');
  await page.getByRole('button', { name: 'Beni arayın' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Talebinizi aldık' })).toBeVisible();
  await expect(page.getByLabel('Ad soyad')).toHaveValue('');

  const operator = await signInAs(page, request, 'support');
  await page.goto('/admin/callRequests');
  const nav = page.getByRole('navigation', { name: 'Ekranlar' });
  await expect(nav.getByRole('link', { name: 'Arama talepleri' })).toHaveAttribute('aria-current', 'page');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('+90 536 966 32 38');
  await expect(row).toContainText('Akşam');
  await expect(row).toContainText('Para çekme');

  await row.getByRole('button', { name: /Üstlen/ }).click();
  await expect(page.getByText('Arama talebi güncellendi.')).toBeVisible();
  // Taken, it stays in view with who took it (it leaves the New list only when the list is read again).
  await expect(row).toContainText('İşlemde');
  await expect(row).toContainText(`(${operator.username})`);
  await row.getByRole('button', { name: /Tamamlandı işaretle/ }).click();
  const dialog = page.getByRole('dialog', { name: `${name} ile yapılan aramayı tamamla` });
  await expect(dialog.getByLabel('Arama hakkında not (isteğe bağlı)')).toBeFocused();
  await page.keyboard.type('Arandı, çekim açıklandı.');
  await dialog.getByRole('button', { name: 'Tamamlandı işaretle' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Tamamlandı');

  // Read again: the In progress list no longer holds it (it is done); the Done list does, with the note.
  await page.getByLabel('Durum').selectOption('in_progress');
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  await page.getByLabel('Durum').selectOption('done');
  const done = page.getByRole('row').filter({ hasText: name });
  await expect(done).toContainText('Tamamlandı');
  await expect(done).toContainText('Arandı, çekim açıklandı.');
  await expect(done.getByRole('button')).toHaveCount(0);
});

import { expect, test } from '@playwright/test';
import { signedIn } from './accounts';
import { enroll, newOperator } from './operators';

/** What an operator's decision about a player does to the player's open tab. */
test('a blocked player\'s open tab is logged out with a message saying the account was blocked', async ({ page, request }) => {
  const player = await signedIn(page, request, '', { once: true });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Çıkış Yap' })).toBeVisible();

  const { token } = await enroll(request, await newOperator(request, 'support'));
  const blocked = await request.post(`/api/admin/players/${player.id}/block`, { headers: { authorization: `Operator ${token}` }, data: { reason: 'Şüpheli işlem' } });
  expect(blocked.ok(), await blocked.text()).toBe(true);

  // The tab's next call finds the session ended: logged out, and told why.
  await page.reload();
  await expect(page.getByText('Hesabınız engellendi. Lütfen müşteri hizmetleriyle iletişime geçin.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Çıkış Yap' })).toHaveCount(0);
});

import { expect, test, type Page } from '@playwright/test';
import { signedIn, unique } from './accounts';
import { skipPopup } from './home';
import { signInAs } from './operators';

/**
 * Live chat on a fresh database: a logged-in player opens Live Chat (the side menu on a desktop, the
 * header's chat button on a phone) and writes; a support operator created with the CLI signs in, finds the
 * conversation in the inbox with the player's context and answers; the answer reaches the player's open window
 * over the hub, without a reload, and the player's next message reaches the operator's screen over the hub too.
 */
/** Live Chat: the header's button on a phone, the side menu's entry on a desktop (a click before hydration is tried again). */
async function openChat(page: Page, isMobile: boolean) {
  const chat = page.getByRole('dialog', { name: 'Canlı Destek' });
  if (isMobile) {
    await expect(async () => {
      await page.getByRole('banner').getByRole('button', { name: /^Canlı Destek/ }).click();
      await expect(chat).toBeVisible({ timeout: 2_000 });
    }).toPass();
  } else {
    await openMenu(page);
    await page.getByRole('dialog', { name: 'Menü' }).getByRole('button', { name: /^Canlı Destek/ }).click();
  }
  return chat;
}

async function openMenu(page: Page) {
  await expect(async () => {
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await expect(page.getByRole('dialog', { name: 'Menü' })).toBeVisible({ timeout: 2_000 });
  }).toPass();
}

const chatScript = (url: string) => /\/assets\/chat-window-[\w-]+\.js$/.test(new URL(url).pathname);

test('the chat widget\'s script loads by itself in production for a logged-in player', async ({ page, request }) => {
  await signedIn(page, request);
  const script = page.waitForResponse((response) => chatScript(response.url()));
  await page.goto('/');
  expect((await script).ok()).toBe(true);
});

test('when the widget\'s script fails, the backup loads the same file from a second address', async ({ page, request, isMobile }) => {
  await signedIn(page, request);
  const backups: number[] = [];
  page.on('response', (response) => {
    if (chatScript(response.url()) && new URL(response.url()).search === '?backup') backups.push(response.status());
  });
  // The primary address fails (a browser would then fail every import of it again); the backup is another URL.
  await page.route(/\/assets\/chat-window-[\w-]+\.js$/, (route) => route.abort('connectionfailed'));
  await page.goto('/');
  await expect.poll(() => backups).toEqual([200]);
  const chat = await openChat(page, isMobile);
  await expect(chat.getByLabel('Mesajınız')).toBeFocused();
});

test('a guest\'s page loads no chat code until the chat is opened, and then asks them to log in', async ({ page, isMobile }) => {
  await skipPopup(page);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (chatScript(r.url())) asked.push(r.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  // A phone's header has no room for a guest's chat button, and the menu's Live Chat is for desktops (SPEC).
  if (isMobile) return;
  const chat = await openChat(page, isMobile);
  await expect(chat.getByText('Destek ekibimizin kimin yazdığını bilmesi')).toBeVisible();
  expect(asked).toHaveLength(1);
  await expect(chat.getByRole('button', { name: 'Giriş Yap' })).toBeFocused();
  await chat.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByRole('dialog', { name: 'Giriş Yap' })).toBeVisible();
  await expect(chat).toBeHidden();
});

test('a chat message from a player reaches the inbox and the answer reaches the player', { tag: ['@phone', '@store'] }, async ({ page, browser, request, isMobile }, info) => {
  const player = await signedIn(page, request);
  await page.goto('/');
  const chat = await openChat(page, isMobile);
  const box = chat.getByLabel('Mesajınız');
  await expect(box).toBeFocused();
  await expect(chat.getByText('Henüz mesaj yok.')).toBeVisible();

  // Blank is not sent; Enter sends, and the window shows the message once the server has it.
  await box.fill('   ');
  await expect(chat.getByRole('button', { name: 'Gönder' })).toBeDisabled();
  await box.fill('Merhaba, yatırımım hesabıma geçmedi.');
  await box.press('Enter');
  await expect(box).toHaveValue('');
  const log = chat.getByRole('log', { name: 'Mesajlar' });
  await expect(log.getByRole('listitem').filter({ hasText: 'Merhaba, yatırımım hesabıma geçmedi.' })).toContainText('Siz');
  await expect(chat.getByText('Gönderiliyor…')).toHaveCount(0);

  const context = await browser.newContext({ baseURL: info.project.use.baseURL, locale: 'tr-TR', viewport: page.viewportSize() });
  const admin = await context.newPage();
  const operator = await signInAs(admin, request, 'support');
  await admin.goto('/admin/chat');
  await expect(admin.getByRole('navigation', { name: 'Ekranlar' }).getByRole('link', { name: 'Canlı destek' })).toHaveAttribute('aria-current', 'page');
  const entry = admin.getByRole('navigation', { name: 'Görüşmeler' }).getByRole('button', { name: new RegExp(player.username) });
  await expect(entry).toContainText('1 okunmamış');
  await expect(entry).toContainText('Merhaba, yatırımım hesabıma geçmedi.');
  await entry.click();
  await expect(admin.getByRole('heading', { name: `${player.username} ile görüşme` })).toBeFocused();
  await expect(admin.getByRole('log', { name: 'Mesajlar' })).toContainText('Merhaba, yatırımım hesabıma geçmedi.');
  await expect(admin.getByRole('link', { name: player.username })).toHaveAttribute('href', `/admin/players/${player.id}`);
  await expect(entry).not.toContainText('okunmamış');

  await admin.getByLabel('Yanıtınız').fill('Merhaba, hemen kontrol ediyorum.');
  await admin.getByRole('button', { name: 'Yanıtı gönder' }).click();
  await expect(admin.getByText('Yanıtınız gönderildi.')).toBeVisible();
  await expect(admin.getByLabel('Yanıtınız')).toHaveValue('');
  await expect(admin.getByRole('log', { name: 'Mesajlar' })).toContainText(`Destek (${operator.username})`);

  // The player's window, never reloaded, shows the answer as Support's.
  const answer = log.getByRole('listitem').filter({ hasText: 'Merhaba, hemen kontrol ediyorum.' });
  await expect(answer).toBeVisible();
  await expect(answer).toContainText('Destek');
  await expect(answer).not.toContainText(operator.username);

  // The player writes again, over the hub (no HTTP send): the operator's live screen, which reads by itself only every
  // 30 s, shows it within a second, in the conversation and in the inbox.
  await expect(admin.getByRole('status').filter({ hasText: 'Canlı: yeni mesajlar anında görünür' })).toBeVisible();
  const httpSends: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/chat/messages') httpSends.push(r.url());
  });
  await box.fill('Teşekkürler, bekliyorum.');
  await box.press('Enter');
  await expect(admin.getByRole('log', { name: 'Mesajlar' })).toContainText('Teşekkürler, bekliyorum.', { timeout: 1_000 });
  await expect(entry).toContainText('Teşekkürler, bekliyorum.', { timeout: 1_000 });
  await expect(log.getByRole('listitem').filter({ hasText: 'Teşekkürler, bekliyorum.' })).toContainText('Siz');
  expect(httpSends).toEqual([]);

  // Escape closes the window; a closed one counts support's next message on the Live Chat button.
  await box.press('Escape');
  await expect(chat).toBeHidden();
  await admin.getByLabel('Yanıtınız').fill('Yatırımınız onaylandı.');
  await admin.getByRole('button', { name: 'Yanıtı gönder' }).click();
  await expect(admin.getByLabel('Yanıtınız')).toHaveValue('');
  if (isMobile) {
    await expect(page.getByRole('banner').getByRole('button', { name: 'Canlı Destek, Destekten 1 yeni mesaj' })).toBeVisible();
  } else {
    await openMenu(page);
    await expect(page.getByRole('dialog', { name: 'Menü' }).getByRole('button', { name: /Canlı Destek/ })).toContainText('Destekten 1 yeni mesaj');
  }
  await context.close();
});

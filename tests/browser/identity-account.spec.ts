import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openHome } from './home';

/** Unique per run and project: both projects share one fresh database. */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.slice(-9);

interface Player {
  username: string;
  email: string;
  password: string;
}

/** A full registration through the API (product §3 payload). */
async function registerPlayer(request: APIRequestContext, email = (id: string) => `oyuncu${id}@example.com`): Promise<Player> {
  const id = unique();
  const player = { username: `oyuncu${id}`, email: email(id), password: 'secret1' };
  const answer = await request.post('/api/auth/register', {
    data: {
      name: 'Deniz',
      surname: 'Yılmaz',
      username: player.username,
      email: player.email,
      phone: `905${String(Date.now()).slice(-9)}`,
      PersonalNo: '10000000146',
      country: 235,
      currencyId: 1,
      birthDate: '1990-01-01',
      password: player.password,
      password2: player.password,
      trialBonus: false,
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return player;
}

/** Another login of the same player, from outside the browser: its bearer token. */
async function apiLogin(request: APIRequestContext, player: Player, password = player.password): Promise<string> {
  const answer = await request.post('/api/auth/login', { data: { username: player.username, password } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

async function openLogin(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Giriş Yap' }).click();
  return page.getByRole('dialog', { name: 'Giriş Yap' });
}

async function logIn(page: Page, username: string, password: string) {
  const dialog = await openLogin(page);
  await dialog.getByLabel('Kullanıcı Adı').fill(username);
  await dialog.getByLabel('Şifre', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Giriş Yap' }).click();
  return dialog;
}

const header = (page: Page) => page.getByRole('banner');

/** Logout reloads the page 300 ms after going home: mark the page, and wait until a fresh one has loaded. */
async function markPage(page: Page) {
  await page.evaluate(() => ((window as unknown as { beforeLogout?: boolean }).beforeLogout = true));
}
async function expectReloaded(page: Page) {
  // While the reload runs the old page's context is gone: keep polling until the new page answers.
  const marked = () => page.evaluate(() => (window as unknown as { beforeLogout?: boolean }).beforeLogout ?? false).catch(() => true);
  await expect.poll(marked).toBe(false);
  await page.waitForLoadState('load');
}

/** Logout sits in the desktop header; on mobile it is in the account menu. */
async function logOut(page: Page, isMobile: boolean) {
  if (!isMobile) return header(page).getByRole('button', { name: 'Çıkış Yap' }).click();
  await header(page).getByRole('link', { name: /Hesabım/ }).click();
  await page.getByRole('navigation', { name: 'Hesabım menüsü' }).getByRole('button', { name: 'Çıkış Yap' }).click();
}

test.describe('identity and account', () => {
  test('wrong password, then log in and out', { tag: '@phone' }, async ({ page, request, isMobile }) => {
    const player = await registerPlayer(request);
    await openHome(page);
    const dialog = await logIn(page, player.username, 'wrong-pass');
    await expect(page.getByText('Kullanıcı adı veya şifre hatalı.').first()).toBeVisible();
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('Şifre', { exact: true }).fill(player.password);
    await dialog.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(dialog).toBeHidden();
    await expect(header(page).getByRole('link', { name: new RegExp(player.username) })).toBeVisible();
    await expect(header(page).getByText('₺0,00')).toBeVisible();

    await page.goto('/promotions');
    await markPage(page);
    await logOut(page, isMobile);
    await expect(page).toHaveURL(/\/$/);
    await expectReloaded(page);
    await expect(header(page).getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('authData'))).toBeNull();
  });

  test('recovery with the e-mailed code, then log in with the new password', { tag: '@store' }, async ({ page, request }) => {
    const player = await registerPlayer(request);
    await openHome(page);
    const login = await openLogin(page);
    await login.getByRole('button', { name: 'Şifremi Unuttum' }).click();
    const dialog = page.getByRole('dialog', { name: 'Şifremi Unuttum' });
    await dialog.getByLabel('Kullanıcı Adı').fill(player.username);
    await dialog.getByRole('button', { name: 'Devam Et' }).click();
    await expect(dialog.getByText('Şifrenizi sıfırlamak için e-posta adresinize bir kod gönderildi.', { exact: false })).toBeVisible();

    let code = '';
    await expect(async () => {
      const outbox = await request.get(`/api/dev/outbox?to=${encodeURIComponent(player.email)}`);
      const { data } = (await outbox.json()) as { data: Array<{ body: string }> };
      code = data[0]?.body.match(/\b\d{6}\b/)?.[0] ?? '';
      expect(code).not.toBe('');
    }).toPass();
    await dialog.getByLabel('Sıfırlama Kodu').fill(code);
    await dialog.getByRole('button', { name: 'Devam Et' }).click();
    await expect(dialog.getByText('Lütfen yeni şifrenizi girin')).toBeVisible();
    await dialog.getByLabel('Şifre', { exact: true }).fill('brandnew1');
    await dialog.getByLabel('Şifre Tekrar').fill('brandnew1');
    await dialog.getByRole('button', { name: 'Devam Et' }).click();
    await expect(dialog.getByText('Şifre değişikliği başarılı. Giriş sayfasına yönlendiriliyorsunuz.')).toBeVisible();

    const again = page.getByRole('dialog', { name: 'Giriş Yap' });
    await expect(again).toBeVisible();
    await again.getByLabel('Kullanıcı Adı').fill(player.username);
    await again.getByLabel('Şifre', { exact: true }).fill('brandnew1');
    await again.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(header(page).getByRole('link', { name: new RegExp(player.username) })).toBeVisible();
  });

  test('change password from the account page, then log in with the new one', async ({ page, request, isMobile }) => {
    const player = await registerPlayer(request);
    await openHome(page);
    await logIn(page, player.username, player.password);
    await expect(header(page).getByRole('link', { name: new RegExp(player.username) })).toBeVisible();
    await page.goto('/dashboard/account');
    await expect(page.getByText(player.email)).toBeVisible();
    await page.getByRole('region', { name: 'Güvenlik' }).getByRole('button', { name: 'Şifre Değiştir' }).click();
    const dialog = page.getByRole('dialog', { name: 'Şifre Değiştir' });
    await dialog.getByLabel('Mevcut Şifre').fill(player.password);
    await dialog.getByLabel('Yeni Şifre', { exact: true }).fill('changed1');
    await dialog.getByLabel('Yeni Şifre Tekrar').fill('changed1');
    await dialog.getByRole('button', { name: 'Değiştir' }).click();
    await expect(page.getByText('Şifreniz değiştirildi.').first()).toBeVisible();
    await expect(dialog).toBeHidden();

    await markPage(page);
    await logOut(page, isMobile);
    await expectReloaded(page);
    // Logout cleared storage, so the reloaded home page greets with the popup again.
    const popup = page.getByRole('dialog', { name: /yatırım bonusu|deposit bonus/i });
    await expect(popup).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(header(page).getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
    const login = await logIn(page, player.username, player.password);
    await expect(page.getByText('Kullanıcı adı veya şifre hatalı.').first()).toBeVisible();
    await login.getByLabel('Şifre', { exact: true }).fill('changed1');
    await login.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(header(page).getByRole('link', { name: new RegExp(player.username) })).toBeVisible();
  });

  test('session history lists this session and ends another one', { tag: '@store' }, async ({ page, request }) => {
    const player = await registerPlayer(request);
    await apiLogin(request, player);
    await openHome(page);
    await logIn(page, player.username, player.password);
    await expect(header(page).getByRole('link', { name: new RegExp(player.username) })).toBeVisible();
    await page.goto('/dashboard/session-history');
    const list = page.getByRole('list', { name: 'Oturumlar' });
    const mine = list.getByRole('listitem').filter({ hasText: 'Bu cihaz' });
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText('Chrome');
    const other = list.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Oturumu Sonlandır' }) });
    await expect(other).toHaveCount(2); // the registration's session and the API login
    await other.first().getByRole('button', { name: 'Oturumu Sonlandır' }).click();
    await expect(page.getByText('Oturum sonlandırıldı.').first()).toBeVisible();
    await expect(list.getByRole('listitem').filter({ hasText: 'Kapandı' })).toHaveCount(1);
  });

  test('a session revoked on the server logs the browser out at its next poll', { tag: '@store' }, async ({ page, request }) => {
    const player = await registerPlayer(request);
    await openHome(page);
    await logIn(page, player.username, player.password);
    await expect(header(page).getByRole('link', { name: new RegExp(player.username) })).toBeVisible();
    await page.goto('/dashboard');
    await markPage(page);

    const token = await apiLogin(request, player);
    const auth = { authorization: `Bearer ${token}` };
    const listed = await request.get('/api/customer/sessions', { headers: auth });
    const sessions = ((await listed.json()) as { data: Array<{ id: number; active: boolean; current: boolean; userAgent: string }> }).data;
    const browser = sessions.find((s) => s.active && !s.current && /Chrome/.test(s.userAgent));
    expect(browser, JSON.stringify(sessions)).toBeTruthy();
    const ended = await request.post('/api/customer/sessions/end', { headers: auth, data: { id: browser!.id } });
    expect(ended.ok()).toBe(true);

    // The balance poll runs every 3 s: its 401 logs out, clears storage and goes home.
    await expect(header(page).getByRole('button', { name: 'Giriş Yap' })).toBeVisible({ timeout: 7000 });
    await expect(page).toHaveURL(/\/$/);
    await expectReloaded(page);
    expect(await page.evaluate(() => localStorage.getItem('authData'))).toBeNull();
  });

  test('on a phone, Log out is in sight on the account page and a long e-mail wraps between its parts', { tag: '@phone' }, async ({ page, request, isMobile }) => {
    test.skip(!isMobile, 'the account menu scrolls sideways only on narrow screens');
    const player = await registerPlayer(request, (id) => `averyveryverylongfirstname.surname${id}@example-mail.com`);
    await openHome(page);
    const dialog = await logIn(page, player.username, player.password);
    await expect(dialog).toBeHidden();
    await page.goto('/dashboard/account');
    const email = page.getByRole('definition').filter({ hasText: player.email });
    await expect(email).toBeVisible();
    // Every line after the first starts right after the @ or at a dot: no word is cut in the middle.
    const lineStarts = await email.evaluate((element) => {
      const text = element.textContent ?? '';
      const range = document.createRange();
      const starts: number[] = [];
      let lastTop: number | null = null;
      let offset = 0;
      for (const node of Array.from(element.childNodes)) {
        if (node.nodeType !== Node.TEXT_NODE) continue;
        for (let i = 0; i < (node.textContent ?? '').length; i += 1, offset += 1) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const top = Math.round(range.getBoundingClientRect().top);
          if (lastTop !== null && top > lastTop + 2) starts.push(offset);
          lastTop = top;
        }
      }
      return starts.map((at) => ({ before: text[at - 1], first: text[at] }));
    });
    expect(lineStarts.length, 'the address needs more than one line at 360 px').toBeGreaterThan(0);
    for (const start of lineStarts) expect(start.before === '@' || start.first === '.', JSON.stringify(start)).toBe(true);

    const logout = page.getByRole('navigation', { name: 'Hesabım menüsü' }).getByRole('button', { name: 'Çıkış Yap' });
    await expect(logout).toBeInViewport({ ratio: 1 });
    await markPage(page);
    await logout.click();
    await expectReloaded(page);
    await expect(header(page).getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
  });
});

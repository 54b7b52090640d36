import { expect, test, type Page } from '@playwright/test';
import { openHome } from './home';

/** Unique per run and project: both projects share one fresh database. */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.slice(-9);
const phoneDigits = () => `53${String(Date.now()).slice(-8)}`;

async function openSignUp(page: Page) {
  await openHome(page);
  await page.getByRole('banner').getByRole('button', { name: 'Kayıt Ol' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kayıt Ol' });
  await expect(dialog.getByRole('tab', { name: 'Hızlı Kayıt' })).toHaveAttribute('aria-selected', 'true');
  return dialog;
}

async function latestSmsCode(page: Page, phone: string): Promise<string> {
  const answer = await page.request.get(`/api/dev/outbox?to=${phone}`);
  const { data } = (await answer.json()) as { data: Array<{ body: string }> };
  const code = data[0]?.body.match(/\b\d{6}\b/)?.[0];
  expect(code, 'an SMS code in the outbox').toBeTruthy();
  return code!;
}

test.describe('sign up', () => {
  test('full registration (Default Register) to the celebration, then Deposit', { tag: '@store' }, async ({ page }) => {
    const dialog = await openSignUp(page);
    await dialog.getByRole('tab', { name: 'Hızlı Kayıt' }).press('ArrowRight');
    const tab = dialog.getByRole('tab', { name: 'Standart Kayıt' });
    await expect(tab).toBeFocused();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const form = dialog.getByRole('tabpanel', { name: 'Standart Kayıt' });
    const submit = form.getByRole('button', { name: 'Kayıt Ol' });
    await expect(form.getByLabel('Ülke')).toHaveValue('235');
    await expect(submit).toBeDisabled();

    const id = unique();
    await form.getByLabel('Ad', { exact: true }).fill('Ayşe');
    await form.getByLabel('Soyad').fill('Çelik');
    await form.getByLabel('Kullanıcı Adı').fill(`ayse${id}`);
    await form.getByLabel('E-posta').fill(`ayse${id}@example.com`);
    await form.getByLabel('Şifre', { exact: true }).fill('secret1');
    await form.getByLabel('Şifre Tekrar').fill('secret2');
    await form.getByLabel('Şifre Tekrar').blur();
    await expect(form.getByText('Girilen değerler eşleşmiyor')).toBeVisible();
    await form.getByLabel('Şifre Tekrar').fill('secret1');
    await form.getByLabel('Telefon').pressSequentially(phoneDigits());
    await form.getByLabel('TC Kimlik No').fill('10000000146');
    await form.getByRole('textbox', { name: 'Gün' }).fill('07');
    await form.getByRole('textbox', { name: 'Ay', exact: true }).fill('03');
    await form.getByRole('textbox', { name: 'Yıl' }).fill('1990');
    await expect(form.getByLabel(/deneme bonusunu/)).not.toBeChecked();
    await expect(submit).toBeEnabled();
    await submit.click();

    await expect(page.getByText('Kaydınız tamamlandı', { exact: false }).first()).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Tebrikler!' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Evet' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByText(`ayse${id}`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Para Yatır' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard\/deposit$/);
  });

  test('a field fixed while it keeps the focus: the first click on Register registers', async ({ page }) => {
    const dialog = await openSignUp(page);
    await dialog.getByRole('tab', { name: 'Standart Kayıt' }).click();
    const form = dialog.getByRole('tabpanel', { name: 'Standart Kayıt' });
    const id = unique();
    await form.getByLabel('Ad', { exact: true }).fill('Elif');
    await form.getByLabel('Soyad').fill('Kaya');
    await form.getByLabel('Kullanıcı Adı').fill(`elif${id}`);
    await form.getByLabel('E-posta').fill(`elif${id}@example.com`);
    await form.getByLabel('Şifre', { exact: true }).fill('secret1');
    await form.getByLabel('Telefon').pressSequentially(phoneDigits());
    await form.getByLabel('TC Kimlik No').fill('10000000146');
    await form.getByRole('textbox', { name: 'Gün' }).fill('07');
    await form.getByRole('textbox', { name: 'Ay', exact: true }).fill('03');
    await form.getByRole('textbox', { name: 'Yıl' }).fill('1990');
    const confirm = form.getByLabel('Şifre Tekrar');
    await confirm.fill('secret2');
    await confirm.blur();
    await expect(form.getByText('Girilen değerler eşleşmiyor')).toBeVisible();
    await confirm.fill('secret1');
    await expect(confirm).toBeFocused();
    await form.getByRole('button', { name: 'Kayıt Ol' }).click();
    await expect(page.getByText('Kaydınız tamamlandı', { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('banner').getByText(`elif${id}`)).toBeVisible();
  });

  test('fast sign-up with the trial bonus: SMS code from the outbox, Yes, the balance shows the bonus', { tag: '@store' }, async ({ page }) => {
    const dialog = await openSignUp(page);
    const form = dialog.getByRole('tabpanel', { name: 'Hızlı Kayıt' });
    const id = unique();
    const digits = phoneDigits();
    await form.getByLabel('Ad', { exact: true }).fill('Deniz');
    await form.getByLabel('Soyad').fill('Yılmaz');
    await form.getByLabel('Kullanıcı Adı').fill(`deniz${id}`);
    await form.getByLabel('E-posta').fill(`deniz${id}@example.com`);
    await form.getByLabel('Şifre', { exact: true }).fill('secret1');
    await form.getByLabel('Şifre Tekrar').fill('secret1');
    await form.getByLabel('Telefon').pressSequentially(digits);
    await expect(form.getByLabel('Telefon')).toHaveValue(`+90 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 8)} ${digits.slice(8)}`);
    await form.getByLabel(/₺50,00 deneme bonusunu/).check();
    await form.getByRole('button', { name: 'Kayıt Ol' }).click();

    // Phase 2: the code was requested at once; the phone is locked.
    const code = dialog.getByLabel('SMS Kodu');
    await expect(code).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Telefon' })).toHaveAttribute('readonly', '');
    const sms = await latestSmsCode(page, `90${digits}`);
    const wrong = sms === '000000' ? '111111' : '000000';
    await code.pressSequentially(wrong);
    await expect(code).toHaveValue(`${wrong.slice(0, 2)}-${wrong.slice(2, 4)}-${wrong.slice(4)}`);
    await dialog.getByRole('button', { name: 'Onayla' }).click();
    await expect(page.getByText(/Kod hatalı/).first()).toBeVisible();
    await expect(code).toBeVisible();

    await code.fill('');
    await code.pressSequentially(sms);
    await dialog.getByRole('button', { name: 'Onayla' }).click();
    await expect(dialog.getByRole('heading', { name: 'Tebrikler!' })).toBeVisible();
    await expect(dialog.getByText('₺50,00 deneme bonusunuzu')).toBeVisible();
    await dialog.getByRole('button', { name: 'Evet' }).click();
    await expect(dialog.getByText('Bonusunuz hesabınıza eklendi')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('banner').getByText('₺50,00')).toBeVisible();
  });

  test('the login form links to the sign-up modal, whose fast tab links back', async ({ page }) => {
    const dialog = await openSignUp(page);
    await dialog.getByRole('tabpanel', { name: 'Hızlı Kayıt' }).getByRole('button', { name: 'Hemen Giriş Yapın!' }).click();
    const login = page.getByRole('dialog', { name: 'Giriş Yap' });
    await expect(login).toBeVisible();
    await login.getByRole('button', { name: 'Hemen Kaydolun!' }).click();
    await expect(page.getByRole('tab', { name: 'Hızlı Kayıt' })).toBeVisible();
  });
});

import { execFileSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { enrollCodeIn, serverEnv, unique } from './accounts';

/** The back office's operators for the journeys: created by the CLI (as the first admin is), enrolled in the browser. */

export function createOperator(role: 'admin' | 'finance' | 'support' | 'content') {
  const username = `${role}${unique()}`;
  const password = `${role}-password-1`;
  const printed = execFileSync(process.execPath, ['--import', 'tsx', 'server/operator-cli.ts', 'create', '--username', username, '--role', role, '--password', password], { env: serverEnv(), encoding: 'utf8' });
  return { username, password, enrollCode: enrollCodeIn(printed) };
}

/** Username and password, then the authenticator set up from the secret the page shows, and its first code. */
export async function enrollAndSignIn(page: Page, operator: { username: string; password: string; enrollCode: string }, { wrongPasswordFirst = false } = {}) {
  await page.getByLabel('Kullanıcı adı').fill(operator.username);
  if (wrongPasswordFirst) {
    await page.getByLabel('Şifre').fill('wrong-password-1');
    await page.getByRole('button', { name: 'Devam' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
  }
  await page.getByLabel('Şifre').fill(operator.password);
  await page.getByRole('button', { name: 'Devam' }).click();

  await expect(page.getByRole('heading', { name: 'Doğrulama uygulamanızı kurun' })).toBeFocused();
  await expect(page.getByRole('img', { name: 'Doğrulama uygulaması için QR kodu' })).toBeVisible();
  const secret = await page.getByLabel('Elle giriş için gizli anahtar').inputValue();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
  await page.getByLabel('Tek kullanımlık kurulum kodu').fill(operator.enrollCode);
  await page.getByLabel('6 haneli kod').fill(totp.generate());
  await page.getByRole('button', { name: 'Giriş yap' }).click();
  // Signed in once the shell shows the screens: a reload or a navigation before then would find the sign-in again.
  await expect(page.getByRole('navigation', { name: 'Ekranlar' })).toBeVisible();
}

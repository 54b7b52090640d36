import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { enrollCodeIn, serverEnv, unique } from './accounts';
import { e2eDataDir } from './run-env';

/**
 * The back office's operators for the journeys. The run's first admin is created by the CLI (as a site's first admin
 * is) once per server: its session is kept in the server's data directory, which every fresh server empties. Every
 * other operator is created by that admin through the back office's API (no CLI process per operator) and enrolled
 * through the API by `enroll`, the one place that walks the first sign-in; a journey about the sign-in itself
 * (`enrollAndSignIn`) walks it in the page instead.
 */
export type OperatorRole = 'admin' | 'finance' | 'support' | 'content';
export interface Operator {
  username: string;
  password: string;
  /** The one-time code its first enrollment needs (printed by the CLI, or answered to the admin who created it). */
  enrollCode: string;
}
export interface OperatorSession {
  token: string;
  operator: { id: number; username: string; role: OperatorRole };
}

/** An operator created by the CLI on the server's database (kept for journeys that want the CLI's operator). */
export function createOperator(role: OperatorRole) {
  const username = `${role}${unique()}`;
  const password = `${role}-password-1`;
  const printed = execFileSync(process.execPath, ['--import', 'tsx', 'server/operator-cli.ts', 'create', '--username', username, '--role', role, '--password', password], { env: serverEnv(), encoding: 'utf8' });
  return { username, password, enrollCode: enrollCodeIn(printed) };
}

/** The first sign-in through the API: password, then the first code of the authenticator the answer sets up. */
export async function enroll(request: APIRequestContext, operator: Operator): Promise<OperatorSession> {
  const login = await request.post('/api/admin/login', { data: { username: operator.username, password: operator.password } });
  expect(login.ok(), await login.text()).toBe(true);
  const step = ((await login.json()) as { data: { enrollToken: string; otpauthUrl: string } }).data;
  const code = (OTPAuth.URI.parse(step.otpauthUrl) as OTPAuth.TOTP).generate();
  const done = await request.post('/api/admin/login/code', { data: { enrollToken: step.enrollToken, code, enrollCode: operator.enrollCode } });
  expect(done.ok(), await done.text()).toBe(true);
  return ((await done.json()) as { data: OperatorSession }).data;
}

const firstAdminFile = () => join(e2eDataDir, 'e2e-first-admin.json');

/** The run's first admin's token: made by the CLI and enrolled on first use, then read from the data directory. */
async function firstAdminToken(request: APIRequestContext): Promise<string> {
  try {
    const kept = JSON.parse(readFileSync(firstAdminFile(), 'utf8')) as { token: string };
    if ((await request.get('/api/admin/me', { headers: { authorization: `Operator ${kept.token}` } })).ok()) return kept.token;
  } catch {
    // None yet (a fresh server), or its session lapsed: a new one.
  }
  const { token } = await enroll(request, createOperator('admin'));
  mkdirSync(e2eDataDir, { recursive: true });
  writeFileSync(firstAdminFile(), JSON.stringify({ token }));
  return token;
}

/** A new operator with `role`, created by the run's first admin through the back office's API; not enrolled yet. */
export async function newOperator(request: APIRequestContext, role: OperatorRole): Promise<Operator> {
  const operator = { username: `${role}${unique()}`, password: `${role}-password-1` };
  const token = await firstAdminToken(request);
  const created = await request.post('/api/admin/operators', { headers: { authorization: `Operator ${token}` }, data: { ...operator, role } });
  expect(created.ok(), await created.text()).toBe(true);
  const { enrollCode } = ((await created.json()) as { data: { enrollCode: string } }).data;
  return { ...operator, enrollCode };
}

/** A new operator with `role`, enrolled and signed in: the next loads of `page`'s tab open the back office as them. */
export async function signInAs(page: Page, request: APIRequestContext, role: OperatorRole): Promise<Operator & OperatorSession> {
  const operator = await newOperator(request, role);
  const session = await enroll(request, operator);
  await page.addInitScript((stored) => {
    // As a sign-in leaves it, once per tab: a sign-out in the journey stays signed out.
    try {
      if (sessionStorage.getItem('e2eOperatorSession')) return;
      sessionStorage.setItem('adminSession', stored);
      sessionStorage.setItem('e2eOperatorSession', '1');
    } catch {
      // A page without storage (about:blank).
    }
  }, JSON.stringify(session));
  return { ...operator, ...session };
}

/** Username and password, then the authenticator set up from the secret the page shows, and its first code. */
export async function enrollAndSignIn(page: Page, operator: Operator, { wrongPasswordFirst = false } = {}) {
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
  const secretField = page.getByLabel('Elle giriş için gizli anahtar');
  const secret = await secretField.inputValue();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  // Every character is in view (the field wraps, it never scrolls one out of sight).
  expect(await secretField.evaluate((field) => field.scrollWidth <= field.clientWidth && field.scrollHeight <= field.clientHeight)).toBe(true);
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
  await page.getByLabel('Tek kullanımlık kurulum kodu').fill(operator.enrollCode);
  await page.getByLabel('6 haneli kod').fill(totp.generate());
  await page.getByRole('button', { name: 'Giriş yap' }).click();
  // Signed in once the shell shows the screens: a reload or a navigation before then would find the sign-in again.
  await expect(page.getByRole('navigation', { name: 'Ekranlar' })).toBeVisible();
}

import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { skipPopup } from './home';
import { enroll, newOperator } from './operators';
import { e2eDataDir, e2eSchema } from './run-env';

/** Players and operators for the journeys, made through the real API (operators: ./operators.ts) on the server's fresh database. */
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.slice(-9);

export interface Player {
  id: number;
  username: string;
  token: string;
}

/** `short`: registered with the short form (no birth date or TC number yet), as the site's own sign-up leaves a player. */
export async function newPlayer(request: APIRequestContext, base = '', { short = false } = {}): Promise<{ player: Player; authData: unknown }> {
  const id = unique();
  const username = `para${id}`;
  const identity = short ? {} : { PersonalNo: '10000000146', birthDate: '1990-01-01' };
  const registered = await request.post(`${base}/api/auth/register`, {
    data: {
      name: 'Deniz', surname: 'Yılmaz', username, email: `${username}@example.com`, phone: `905${String(Date.now()).slice(-9)}`,
      ...identity, country: 235, currencyId: 1, password: 'secret1', password2: 'secret1', trialBonus: false,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const login = await request.post(`${base}/api/auth/login`, { data: { username, password: 'secret1' } });
  const authData = ((await login.json()) as { data: { token: string; usercode: string } }).data;
  return { player: { id: Number(authData.usercode), username, token: authData.token }, authData };
}

/**
 * The player's session in the page's storage, as a login would leave it: on every page load, or with `once` only on
 * the tab's first (a journey that logs out and in again must not get the old session back on the next load).
 */
export async function signedIn(page: Page, request: APIRequestContext, base = '', { once = false, short = false } = {}) {
  const { player, authData } = await newPlayer(request, base, { short });
  await skipPopup(page);
  await page.addInitScript(
    ({ data, once }) => {
      // The tab's name outlives the logout, which clears both storages.
      if (once && window.name === 'e2eSignedIn') return;
      localStorage.setItem('authData', JSON.stringify(data));
      if (once) window.name = 'e2eSignedIn';
    },
    { data: authData, once },
  );
  return player;
}

/** The environment of a CLI run against the journeys' server database. */
export const serverEnv = () => ({
  ...process.env,
  LOG_LEVEL: 'silent',
  DATA_DIR: e2eDataDir,
  ...(process.env.DATABASE_URL ? { DATABASE_SCHEMA: e2eSchema } : {}),
});

const operators = new Map<string, string>();

/** An operator with `role`, created through the back office's API by the run's first admin and signed in (kept per role). */
export async function operatorToken(request: APIRequestContext, role: 'finance' | 'support'): Promise<string> {
  const kept = operators.get(role);
  if (kept) return kept;
  const { token } = await enroll(request, await newOperator(request, role));
  operators.set(role, token);
  return token;
}

export async function decide(request: APIRequestContext, reference: string, decision: 'approve' | 'reject', reason?: string) {
  const token = await operatorToken(request, 'finance');
  const headers = { authorization: `Operator ${token}` };
  const queue = await request.get('/api/admin/payments/queue', { headers });
  const item = ((await queue.json()) as { data: Array<{ id: number; reference: string }> }).data.find((i) => i.reference === reference);
  expect(item, `${reference} waits for an operator`).toBeTruthy();
  const answer = await request.post(`/api/admin/payments/${decision}`, { headers, data: { id: item!.id, ...(reason ? { reason } : {}) } });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** A bank-transfer deposit through the API, confirmed by the operator: money to withdraw. */
export async function fundByTransfer(request: APIRequestContext, player: Player, amount: number, bonusId = 0) {
  const answer = await request.post('/api/payment/deposit', {
    headers: { authorization: `Bearer ${player.token}` },
    data: { id: 1, target: 'pay', detail: { amount, bankId: 1, senderName: 'Deniz Yılmaz', bonusId } },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const reference = ((await answer.json()) as { data: { reference: string } }).data.reference;
  await decide(request, reference, 'approve');
}

/** The one-time enrollment code `npm run operator -- create` prints (shown once). */
export function enrollCodeIn(printed: string): string {
  const found = /One-time enrollment code[^:]*: ([A-Z0-9-]+)/.exec(printed);
  if (!found) throw new Error(`no enrollment code in: ${printed}`);
  return found[1]!;
}

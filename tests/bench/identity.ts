import { CONNECTIONS, compareToBare, requestsPerSecond, type Target } from './measure.js';

export const BALANCE_MIN_RATIO = 0.6;

type Row = [string, string, string];

/** A fresh player on the bench app: the body of a full registration, answered with a session token. */
async function signUp(appBase: string, n: number) {
  const username = `bench${n}x${Date.now().toString(36)}`;
  const password = 'bench-sifre-1';
  const response = await fetch(`${appBase}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench', surname: 'Oyuncu', username, email: `${username}@example.com`, password, password2: password,
      phone: '905301112233', PersonalNo: '10000000146', country: 235, currencyId: 1, birthDate: '1990-01-01', trialBonus: false,
    }),
  });
  const body = (await response.json()) as { success: boolean; message: string; data: { token: string } };
  if (!body.success) throw new Error(`bench sign-up refused: ${body.message}`);
  return { username, password, token: body.data.token };
}

/**
 * GET /api/user/balance (session check + wallet read; every logged-in player polls it every 3 s) against the bare
 * route in alternating rounds; then login, bounded by argon2id.
 */
export async function benchIdentity(appBase: string, bare: Target, roundS: number): Promise<{ rows: Row[]; failures: string[] }> {
  // One player per connection, as 20 open tabs of 20 players polling.
  const players = await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => signUp(appBase, i)));
  const player = players[0];
  const balance = await compareToBare(
    { url: `${appBase}/api/user/balance`, connectionHeaders: (i) => ({ authorization: `Bearer ${players[i % players.length].token}` }) },
    bare,
    { durationS: roundS },
  );
  const login = await requestsPerSecond(
    {
      url: `${appBase}/api/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: player.username, password: player.password }),
    },
    roundS * 2,
  );
  const rows: Row[] = [
    ['bare route (balance rounds)', `${balance.bareRps.toFixed(0)} req/s`, 'reference (median of rounds)'],
    ['GET user/balance, 20 players', `${balance.routeRps.toFixed(0)} req/s`, `ratio ${balance.ratio.toFixed(2)} ≥ ${BALANCE_MIN_RATIO}`],
    ['POST /api/auth/login', `${login.toFixed(0)} req/s`, 'argon2id 19 MiB, t=2 per call'],
  ];
  const failures = balance.ratio < BALANCE_MIN_RATIO ? [`user/balance ratio ${balance.ratio.toFixed(2)} < ${BALANCE_MIN_RATIO}`] : [];
  return { rows, failures };
}

import autocannon from 'autocannon';

export const BALANCE_MIN_RATIO = 0.6;

type Row = [string, string, string];

async function requestsPerSecond(options: autocannon.Options, durationS: number): Promise<number> {
  await autocannon({ ...options, connections: 10, duration: 1 }); // warm-up
  const result = await autocannon({ ...options, connections: 20, pipelining: 1, duration: durationS });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${options.url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

/** A fresh player on the bench app: the body of a full registration, answered with a session token. */
async function signUp(appBase: string) {
  const username = `bench${Date.now().toString(36)}`;
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
 * route measured right before and after it, so both see the same machine; then login, bounded by argon2id.
 */
export async function benchIdentity(appBase: string, bareUrl: string, durationS: number): Promise<{ rows: Row[]; failures: string[] }> {
  const player = await signUp(appBase);
  const bareBefore = await requestsPerSecond({ url: bareUrl }, durationS);
  const balance = await requestsPerSecond(
    { url: `${appBase}/api/user/balance`, headers: { authorization: `Bearer ${player.token}` } },
    durationS,
  );
  const bare = (bareBefore + (await requestsPerSecond({ url: bareUrl }, durationS))) / 2;
  const login = await requestsPerSecond(
    {
      url: `${appBase}/api/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: player.username, password: player.password }),
    },
    durationS,
  );
  const ratio = balance / bare;
  const rows: Row[] = [
    ['bare route (around balance)', `${bare.toFixed(0)} req/s`, 'reference'],
    ['GET /api/user/balance', `${balance.toFixed(0)} req/s`, `ratio ${ratio.toFixed(2)} ≥ ${BALANCE_MIN_RATIO}`],
    ['POST /api/auth/login', `${login.toFixed(0)} req/s`, 'argon2id 19 MiB, t=2 per call'],
  ];
  const failures = ratio < BALANCE_MIN_RATIO ? [`user/balance ratio ${ratio.toFixed(2)} < ${BALANCE_MIN_RATIO}`] : [];
  return { rows, failures };
}

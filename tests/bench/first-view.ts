import { compareToBare, type Target } from './measure.js';
import { cpuMultiplier, loadAverage, measurePage, type PageFigures, type Session } from './lighthouse.js';

type Row = [string, string, string];

type Budget = { performance: number; lcpMs: number; cls: number; tbtMs: number; bestPractices: number; accessibility: number };

/** Issue 27's goals for the pages a player lands on (Lighthouse mobile, default throttling, medians). */
export const LIGHTHOUSE_BUDGET: Budget = { performance: 98, lcpMs: 1200, cls: 0.02, tbtMs: 100, bestPractices: 100, accessibility: 95 };
/** Issue 27's goals for a signed-in player's /dashboard and game page: performance and no jump. */
export const SIGNED_IN_BUDGET: Budget = { performance: 95, lcpMs: Infinity, cls: 0.02, tbtMs: Infinity, bestPractices: 0, accessibility: 0 };
export const FIRST_VIEW_MIN_RPS = 1000;
const PAGES = ['/', '/casino/slot', '/promotions'];
const LOCALES = [
  { locale: 'tr', acceptLanguage: 'tr-TR,tr;q=0.9' },
  { locale: 'en', acceptLanguage: 'en-US,en;q=0.9' },
];

function misses(figures: PageFigures, b: Budget = LIGHTHOUSE_BUDGET): string[] {
  const out: string[] = [];
  if (figures.performance < b.performance) out.push(`performance ${figures.performance} < ${b.performance}`);
  if (figures.lcpMs > b.lcpMs) out.push(`LCP ${figures.lcpMs.toFixed(0)} ms > ${b.lcpMs}`);
  if (figures.cls > b.cls) out.push(`CLS ${figures.cls.toFixed(3)} > ${b.cls}`);
  if (figures.tbtMs > b.tbtMs) out.push(`TBT ${figures.tbtMs.toFixed(0)} ms > ${b.tbtMs}`);
  if (figures.bestPractices < b.bestPractices) out.push(`best practices ${figures.bestPractices} < ${b.bestPractices}`);
  if (figures.accessibility < b.accessibility) out.push(`accessibility ${figures.accessibility} < ${b.accessibility}`);
  return out;
}

/**
 * The server-rendered home page in requests per second (cached per language and content version; what a
 * browser asks, brotli accepted), and Lighthouse mobile on the three landing pages in both languages.
 * LIGHTHOUSE_RUNS (default 5) runs per page; LIGHTHOUSE_RUNS=0 skips Lighthouse.
 */
export async function benchFirstView(appBase: string, bare: Target, roundS: number): Promise<{ rows: Row[]; failures: string[] }> {
  const rows: Row[] = [];
  const failures: string[] = [];
  const page = await compareToBare({ url: `${appBase}/`, headers: { accept: 'text/html', 'accept-language': 'tr-TR' } }, bare, { durationS: roundS });
  rows.push(['GET / (server-rendered page)', `${page.routeRps.toFixed(0)} req/s`, `≥ ${FIRST_VIEW_MIN_RPS} req/s (ratio to bare ${page.ratio.toFixed(2)})`]);
  if (page.routeRps < FIRST_VIEW_MIN_RPS) failures.push(`GET / ${page.routeRps.toFixed(0)} req/s < ${FIRST_VIEW_MIN_RPS}`);

  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
  if (runs <= 0) return { rows, failures };
  rows.push(['Lighthouse mobile, medians of', `${runs} runs`, `CPU slowdown ${cpuMultiplier()}x, load average before: ${loadAverage()}`]);
  for (const { locale, acceptLanguage } of LOCALES) {
    for (const path of PAGES) {
      const { median } = await measurePage(`${appBase}${path}`, acceptLanguage, runs);
      const name = `${path} (${locale})`;
      rows.push([
        name,
        `perf ${median.performance}`,
        `LCP ${(median.lcpMs / 1000).toFixed(2)} s, TBT ${median.tbtMs.toFixed(0)} ms, CLS ${median.cls.toFixed(3)}, FCP ${(median.fcpMs / 1000).toFixed(2)} s, BP ${median.bestPractices}, a11y ${median.accessibility}, CPU index ${median.benchmarkIndex.toFixed(0)}`,
      ]);
      failures.push(...misses(median).map((m) => `${name}: ${m}`));
      // As it goes: a page's figures are there even if a later page's run fails.
      console.error(`  ${rows.at(-1)!.join('  ')}`);
    }
  }
  // A signed-in player (their session in the page's storage): their account page and a game page.
  const { session, gamePath } = await signedInPlayer(appBase);
  for (const { locale, acceptLanguage } of LOCALES) {
    for (const path of ['/dashboard', gamePath]) {
      const { median } = await measurePage(`${appBase}${path}`, acceptLanguage, runs, session);
      const name = `${path === '/dashboard' ? path : '/casino/play/… (Kasa Classic 7s)'} (${locale}, signed in)`;
      rows.push([name, `perf ${median.performance}`, `LCP ${(median.lcpMs / 1000).toFixed(2)} s, TBT ${median.tbtMs.toFixed(0)} ms, CLS ${median.cls.toFixed(3)}, FCP ${(median.fcpMs / 1000).toFixed(2)} s`]);
      failures.push(...misses(median, SIGNED_IN_BUDGET).map((m) => `${name}: ${m}`));
      console.error(`  ${rows.at(-1)!.join('  ')}`);
    }
  }
  rows.push(['load average after', loadAverage(), '']);
  return { rows, failures };
}

/** A new player, signed in through the API, and the address of a game page as the lobby opens it. */
async function signedInPlayer(appBase: string): Promise<{ session: Session; gamePath: string }> {
  const id = Date.now().toString(36);
  const username = `bench${id}`;
  const post = (path: string, body: unknown) =>
    fetch(`${appBase}/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(
      (r) => r.json() as Promise<{ success: boolean; message: string; data: unknown }>,
    );
  const registered = await post('auth/register', {
    name: 'Deniz', surname: 'Yılmaz', username, email: `${username}@example.com`, phone: `905${String(Date.now()).slice(-9)}`,
    PersonalNo: '10000000146', country: 235, currencyId: 1, birthDate: '1990-01-01', password: 'secret1', password2: 'secret1', trialBonus: false,
  });
  if (!registered.success) throw new Error(`bench player: ${registered.message}`);
  const login = await post('auth/login', { username, password: 'secret1' });
  if (!login.success) throw new Error(`bench player login: ${login.message}`);
  // The game item as the lobby's first view lists it, base64url JSON as src/app/game-data.ts makes the address.
  const lobby = await fetch(`${appBase}/casino/slot`).then((r) => r.text());
  const view = JSON.parse(/<script type="application\/json" id="first-view">(.*?)<\/script>/s.exec(lobby)![1]) as { games: { games: Array<{ name: string }> } };
  const game = view.games.games.find((g) => g.name === 'Kasa Classic 7s') ?? view.games.games[0];
  return { session: { authData: login.data }, gamePath: `/casino/play/${Buffer.from(JSON.stringify(game)).toString('base64url')}` };
}

import { compareToBare, type Target } from './measure.js';
import { cpuMultiplier, loadAverage, measurePage, type PageFigures } from './lighthouse.js';

type Row = [string, string, string];

/** Issue budgets for the pages a player lands on (Lighthouse mobile, default throttling, medians). */
export const LIGHTHOUSE_BUDGET = { performance: 95, lcpMs: 1500, cls: 0.02, tbtMs: 150, bestPractices: 100, accessibility: 95 };
export const FIRST_VIEW_MIN_RPS = 1000;
const PAGES = ['/', '/casino/slot', '/promotions'];
const LOCALES = [
  { locale: 'tr', acceptLanguage: 'tr-TR,tr;q=0.9' },
  { locale: 'en', acceptLanguage: 'en-US,en;q=0.9' },
];

function misses(figures: PageFigures): string[] {
  const b = LIGHTHOUSE_BUDGET;
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
  rows.push(['load average after', loadAverage(), '']);
  return { rows, failures };
}

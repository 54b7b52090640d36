import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { throttling } from 'lighthouse/core/config/constants.js';

/**
 * Lighthouse's default mobile profile (simulated slow 4G, 4x CPU slowdown, Moto G Power screen) against pages of
 * a running server, in Debian's Chromium. Each page is measured `runs` times in a fresh browser; figures are medians.
 */
export interface PageFigures {
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  lcpElement: string;
  /** Lighthouse's measure of this machine's CPU (about 1000–1500 for a low-end desktop, 1500+ for a high-end one). */
  benchmarkIndex: number;
}

/**
 * The CPU slowdown: Lighthouse's default 4x (the profile) unless LIGHTHOUSE_CPU_MULTIPLIER says otherwise.
 * Lighthouse's throttling guide calibrates it by benchmarkIndex: 4x turns a high-end desktop into a mid-tier phone;
 * from a low-end desktop (index 1000–1500) it suggests 2x.
 */
export const cpuMultiplier = () => Number(process.env.LIGHTHOUSE_CPU_MULTIPLIER ?? throttling.mobileSlow4G.cpuSlowdownMultiplier);

const CHROME_FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run',
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** A signed-in player's pages: their session in the page's storage, as the site keeps it after a login. */
export interface Session {
  authData: unknown;
}

async function storeSession(port: number, url: string, session: Session): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    // Any same-origin address that is not a page of the site will do: only its storage is wanted.
    await page.goto(new URL('/favicon.svg', url).href);
    await page.evaluate((data) => localStorage.setItem('authData', JSON.stringify(data)), session.authData as never);
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

async function measureOnce(url: string, acceptLanguage: string, session?: Session): Promise<PageFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [...CHROME_FLAGS, `--lang=${acceptLanguage.split(',')[0]}`],
  });
  try {
    if (session) await storeSession(chrome.port, url, session);
    const result = await lighthouse(url, {
      // A session is kept for the run (Lighthouse would otherwise clear the origin's storage first).
      disableStorageReset: Boolean(session),
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      // Turkish unless the player chose English on the site (the lang cookie), as a returning English player does.
      extraHeaders: { 'Accept-Language': acceptLanguage, Cookie: `lang=${acceptLanguage.slice(0, 2)}` },
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuMultiplier() },
    });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    const { categories, audits } = result.lhr;
    const lcpItem = (audits['largest-contentful-paint-element']?.details as { items?: Array<{ items?: Array<{ node?: { selector?: string } }> }> } | undefined)
      ?.items?.[0]?.items?.[0]?.node?.selector ?? '';
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return {
      url,
      performance: Math.round((categories.performance.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
      bestPractices: Math.round((categories['best-practices'].score ?? 0) * 100),
      fcpMs: audits['first-contentful-paint'].numericValue ?? NaN,
      lcpMs: audits['largest-contentful-paint'].numericValue ?? NaN,
      tbtMs: audits['total-blocking-time'].numericValue ?? NaN,
      cls: audits['cumulative-layout-shift'].numericValue ?? NaN,
      lcpElement: lcpItem,
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
    };
  } finally {
    await chrome.kill();
  }
}

/** Lighthouse now and then loses its own trace (NO_NAVSTART): such a run is measured again, up to twice. */
async function measureWithRetries(url: string, acceptLanguage: string, session?: Session): Promise<PageFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measureOnce(url, acceptLanguage, session);
    } catch (error) {
      if (attempt >= 3 || !/NO_NAVSTART|NO_FCP|trace/i.test(String(error))) throw error;
      console.error(`lighthouse: ${String(error)}; measuring again`);
    }
  }
}

export async function measurePage(url: string, acceptLanguage: string, runs: number, session?: Session): Promise<{ median: PageFigures; runs: PageFigures[] }> {
  const all: PageFigures[] = [];
  for (let i = 0; i < runs; i++) all.push(await measureWithRetries(url, acceptLanguage, session));
  const pick = (key: keyof Omit<PageFigures, 'url' | 'lcpElement'>) => median(all.map((r) => r[key]));
  return {
    runs: all,
    median: {
      url,
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      fcpMs: pick('fcpMs'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
      lcpElement: all.map((r) => r.lcpElement).sort().at(Math.floor(all.length / 2)) ?? '',
      benchmarkIndex: pick('benchmarkIndex'),
    },
  };
}

export const loadAverage = () => loadavg().map((l) => l.toFixed(2)).join(' ');

// Run directly: node --import tsx tests/bench/lighthouse.ts <url> [locale] [runs]
if (import.meta.url === `file://${process.argv[1]}`) {
  const [url, acceptLanguage = 'tr-TR', runs = '1'] = process.argv.slice(2);
  const { median: m, runs: all } = await measurePage(url, acceptLanguage, Number(runs));
  console.log(JSON.stringify({ load: loadAverage(), median: m, runs: all }, null, 1));
}

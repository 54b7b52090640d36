import { defineConfig, devices } from '@playwright/test';
import { e2eDataDir, e2ePort, e2eSchema } from './tests/browser/run-env';

const port = e2ePort;
const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * Browser tests drive Debian's Chromium against the real server on a fresh database
 * (a new SQLite file, or a fresh PostgreSQL schema when DATABASE_URL is set), both named after E2E_PORT
 * (tests/browser/run-env.ts): two runs on two ports share nothing. One worker: the journeys keep 2 cores busy.
 */
export default defineConfig({
  testDir: 'tests/browser',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'tr-TR',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-gpu'],
    },
  },
  projects: [
    { name: 'desktop', testIgnore: /sweep\.spec/, use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, channel: undefined } },
    // Only the journeys whose behaviour differs on a phone (the full-screen game window, bottom sheets, full-screen
    // dialogs, the phone header's own buttons): tagged `@phone`. Every journey runs on desktop; the phone layout of
    // every screen is the layout sweep's.
    { name: 'mobile', testIgnore: /sweep\.spec/, grep: /@phone/, use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
    // The sweep (tests/browser/sweep.spec.ts): every screen at the phone's and the desktop's width (SWEEP_WIDTHS=all
    // for five) in both languages, its own contexts per case. Part of `npm test` (after the journeys, on the same
    // server); alone: `npm run test:sweep`. Not on PostgreSQL: what it checks is the page, not the store.
    { name: 'sweep', testMatch: /sweep\.spec/ },
  ],
  webServer: {
    command: `node --import tsx tests/browser/fresh-server.ts`,
    url: `http://127.0.0.1:${port}/api/casino/eqyptquest`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: e2eDataDir,
      LOG_LEVEL: 'warn',
      // Every journey comes from 127.0.0.1: the per-address limits would otherwise refuse the suite itself.
      NODE_ENV: 'test',
      // The journeys read reset and verification codes through GET /api/dev/outbox.
      DEV_OUTBOX: '1',
      RATE_LIMIT_MAX: '100000',
      LOGIN_LIMIT_PER_IP: '10000',
      // Every operator of the journeys signs in from 127.0.0.1 too (more than 20 an hour).
      OPERATOR_LOGIN_LIMIT_PER_IP: '10000',
      REGISTER_LIMIT_PER_IP: '10000',
      CODE_SEND_LIMIT_PER_IP: '10000',
      CODE_CHECK_LIMIT_PER_IP: '10000',
      ...(onPostgres ? { DATABASE_URL: process.env.DATABASE_URL!, DATABASE_SCHEMA: e2eSchema, REDIS_URL: process.env.REDIS_URL ?? '' } : {}),
    },
  },
});

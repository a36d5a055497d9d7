import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;

/**
 * End-to-end journeys in Debian's Chromium (never a downloaded browser) against the real server on
 * a fresh SQLite file seeded with the demo data. `npm run test:e2e` builds the web app first.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-gpu'],
    },
  },
  projects: [
    // Tests tagged @phone also run on a phone; @phone-only tests (phone layouts) run only there.
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined, viewport: { width: 1280, height: 900 } }, grepInvert: /@phone-only/ },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@phone/ },
  ],
  webServer: {
    command: `rm -f data/e2e.db data/e2e.db-* && node --disable-warning=ExperimentalWarning --import tsx src/server/main.ts`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Every journey signs in from 127.0.0.1: the per-address sign-in limit (tested in rate-limit.test.ts)
    // would turn a whole suite's shoppers and staff away.
    env: { PORT: String(PORT), DATABASE_URL: 'data/e2e.db', LOG_LEVEL: 'warn', NODE_ENV: 'test', SEED_PRODUCTS: '600', SIGN_IN_RATE_LIMIT_PER_MINUTE: '200' },
  },
});

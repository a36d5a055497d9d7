import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end journeys in Debian's Chromium (never a downloaded browser) against the real server.
 * `globalSetup` seeds the demo store once into a template SQLite file; each worker starts its own
 * server on a copy of it (tests/e2e/fixtures.ts), and journeys that change a shopper's data get a
 * shopper of their own, so the journeys run in parallel and in any order
 * (docs/decisions/085-parallel-browser-tests.md). `npm run test:e2e` builds the web app first.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  // Three workers (each with its browser and its server) on this 2-core machine: a journey spends
  // much of its time waiting on pages and timers. Measured for the whole suite: 2 workers 514 s,
  // 3 workers 384 s, 4 workers 413 s (docs/decisions/085-parallel-browser-tests.md).
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // Only the retry of a failed test records a trace (`--trace on` records one for every test).
    // Recording for every test and keeping it on failure cost the browsers a third more CPU
    // (screencast frames encoded for every page): on a 2-core machine, minutes of the suite.
    trace: 'on-first-retry',
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
});

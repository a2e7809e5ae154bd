import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium';
import { E2E_BASE_URL, E2E_DATA_DIR, E2E_PORT } from './tests/e2e/support/env';

/**
 * End-to-end tests run against the production export (`out/`, built by `npm test` before this
 * runs) served by the real enquiry receiver on loopback, in Debian's Chromium.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: E2E_BASE_URL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // Every test runs in desktop and mobile unless tagged: `@once` (a check of the export itself, or
  // one that sets its own viewports) runs in the `once` project only; `@desktop` and `@mobile` (a
  // check of one layout variant, e.g. the tabs or the hamburger) run in that project only. So a
  // test reported as skipped is a real skip, not a project that had nothing to check.
  projects: [
    { name: 'desktop', grepInvert: [/@once\b/, /@mobile\b/], use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      grepInvert: [/@once\b/, /@desktop\b/],
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
    { name: 'once', grep: /@once\b/, use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: 'node --import tsx server/main.ts',
    url: `${E2E_BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      // Every e2e send comes from one address; the limit itself is covered by the server tests.
      RATE_LIMIT_MAX: '0',
      LOG_LEVEL: 'warn',
    },
  },
});

import { defineConfig } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium';
import { ALLOWED_EMAILS, CLIENT_ID, CLIENT_SECRET, DESK_BASE_URL, DESK_DATA_DIR, DESK_PORT, PROVIDER_PORT, SESSION_SECRET } from './tests/desk/env';

/**
 * The staff desk end to end (`npm run test:desk`): the receiver, API only, with the desk
 * configured, signing in through a real OpenID provider (oidc-provider, started by globalSetup on
 * localhost). Needs no export.
 */
export default defineConfig({
  testDir: 'tests/desk',
  outputDir: 'test-results/desk',
  globalSetup: './tests/desk/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: DESK_BASE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // The sign-in flows run once, at desktop width (`@desktop`); the 401/403 answers and axe at both.
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'mobile', grepInvert: /@desktop/, use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
  ],
  webServer: {
    command: 'node --import tsx server/main.ts',
    url: `${DESK_BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(DESK_PORT),
      HOST: '127.0.0.1',
      API_ONLY: 'true',
      DATA_DIR: DESK_DATA_DIR,
      RATE_LIMIT_MAX: '0',
      LOG_LEVEL: 'warn',
      DESK_OIDC_ISSUER: `http://localhost:${PROVIDER_PORT}`,
      DESK_OIDC_CLIENT_ID: CLIENT_ID,
      DESK_OIDC_CLIENT_SECRET: CLIENT_SECRET,
      DESK_ALLOWED_EMAILS: ALLOWED_EMAILS,
      DESK_SESSION_SECRET: SESSION_SECRET,
    },
  },
});

import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium';

/**
 * Host tests (`tests/hosts`): the generated host configurations served by real servers (nginx,
 * Cloudflare's local Pages runtime) and the split deployment, checked over HTTP and in Debian's
 * Chromium. They need the export and its host files (`npm run build`); global-setup.ts builds the
 * split deployment's second export. Each spec starts its own servers on ports after E2E_PORT.
 */
export default defineConfig({
  testDir: 'tests/hosts',
  outputDir: 'test-results/hosts',
  globalSetup: './tests/hosts/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});

import { defineConfig } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium';
import { CMS_URL } from './tests/cms/env';

/**
 * The CMS end to end (`npm run test:cms`, docs/cms.md): Decap CMS at /admin/ in Chromium with its
 * local backend, over a copy of the repository (.bench/cms-e2e/site; the working tree is never
 * edited), then a build of that copy. Needs no export of its own; one build per run.
 */
export default defineConfig({
  testDir: 'tests/cms',
  outputDir: 'test-results/cms',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  // The last test builds the copy (next build and the export steps: minutes on a busy machine).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: CMS_URL,
    browserName: 'chromium',
    viewport: { width: 1440, height: 900 },
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node --import tsx tests/cms/serve-copy.ts',
    url: `${CMS_URL}/admin/`,
    reuseExistingServer: false,
    // The copy of the sources, and the site stylesheet compiled for the preview.
    timeout: 120_000,
  },
});

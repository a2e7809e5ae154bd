import { defineConfig } from '@playwright/test';
import e2e from './playwright.config';

/**
 * `npm run screenshots`: full-page screenshots of every page type at the desktop and mobile sizes
 * of the e2e run, written to test-results/screenshots/ for a person to review. Same server and
 * browser as the e2e run; needs a built export (`npm run build`).
 */
export default defineConfig({
  ...e2e,
  testDir: 'tests/screenshots',
  outputDir: 'test-results/screenshots-run',
  reporter: [['list']],
  projects: (e2e.projects ?? []).filter((project) => project.name === 'desktop' || project.name === 'mobile').map(({ name, use }) => ({ name, use })),
});

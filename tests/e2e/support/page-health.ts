import type { Page } from '@playwright/test';

/**
 * Collects console errors, uncaught exceptions and failed or 4xx/5xx requests of a page, so a
 * test can assert that a route loads cleanly.
 */
export function watchPageHealth(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'unknown';
    // Navigations away from a page cancel its pending prefetches; that is not a broken request.
    if (reason === 'net::ERR_ABORTED' && request.resourceType() !== 'document' && request.url().includes('_rsc=')) return;
    problems.push(`request failed: ${request.url()} (${reason})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problems;
}

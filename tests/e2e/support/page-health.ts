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
    // Next's router aborts its own prefetch fetches once it has what it needs (it reads a page's
    // headers, then cancels the body), and Chromium cancels media downloads it no longer needs
    // (preload="metadata", a slide leaving). Those are cancellations, not broken requests; a
    // missing file still shows up as an HTTP 4xx below.
    const type = request.resourceType();
    if (reason === 'net::ERR_ABORTED' && (type === 'fetch' || type === 'media')) return;
    problems.push(`request failed: ${request.url()} (${reason})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problems;
}

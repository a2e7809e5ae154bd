import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { drawEverySection } from '../e2e/support/sections';

/**
 * Full-page screenshots of every page type at both widths, for a person to look at: they assert
 * nothing, so they are not part of `npm test`. `npm run screenshots` writes them to
 * test-results/screenshots/ (needs a built export). Pixel baselines were left out on purpose: fonts'
 * rasterisation and Chromium versions differ between machines, so committed PNGs would fail on
 * machines where nothing a visitor sees has changed. What a visitor sees is asserted in tests/e2e.
 */
const pageTypes: Record<string, string> = {
  home: '/',
  about: '/about/',
  services: '/services/',
  service: '/services/book-publishing/',
  portfolio: '/portfolio/',
  contact: '/contact/',
  'thank-you': '/thank-you/',
  legal: '/term-conditions/',
  blogs: '/blogs/',
  'blog-post': '/blogs/stages-of-book-editing/',
  lp: '/lp/',
  'book-marketing-offer': '/book-marketing-offer/',
  'book-publishing-solution': '/book-publishing-solution/',
  'not-found': '/no-such-page/',
};

const shotsDir = join(process.cwd(), 'test-results', 'screenshots');

test.describe('screenshots of every page type', () => {
  test.beforeAll(() => mkdirSync(shotsDir, { recursive: true }));

  for (const [name, path] of Object.entries(pageTypes)) {
    test(name, async ({ page }, testInfo) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(path, { waitUntil: 'networkidle' });
      // Lazy images below the fold load before the full-page capture.
      await page.evaluate(async () => {
        for (const img of Array.from(document.images)) img.loading = 'eager';
        await Promise.all(
          Array.from(document.images).map((img) =>
            img.complete
              ? null
              : new Promise((resolve) => {
                  img.addEventListener('load', resolve, { once: true });
                  img.addEventListener('error', resolve, { once: true });
                }),
          ),
        );
      });
      await drawEverySection(page);
      await page.screenshot({ path: join(shotsDir, `${name}-${testInfo.project.name}.png`), fullPage: true });
    });
  }
});

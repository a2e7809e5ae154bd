import { expect, test } from '@playwright/test';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { listSiteRoutes } from '@/content/routes';
import { initialJs } from '../../scripts/bench/initial-js';
import { KB, siteRoute, TARGETS } from '../../scripts/bench/routes';

/**
 * Byte budgets of the production export (deterministic: bytes, not time). Runs after `next build`.
 *
 * FLOOR_KB is the initial JavaScript of a bare Next.js page built with the same Next and React
 * versions (`npm run bench` builds one in .bench/floor and prints it; docs/benchmarks.md). Re-measure
 * it when Next or React is upgraded. The budgets are the benchmark's (issue #32, TARGETS in
 * scripts/bench/routes.ts): content routes may add 10 KB to the floor, advertising landing pages
 * 20 KB; their carousels, motion, smooth scroll, chat, the popup and the form's send code load
 * later, when needed, and are not part of the initial JavaScript.
 */
const FLOOR_KB = 131.7;
const CONTENT_EXTRA_KB = TARGETS.jsOverFloorBytes.content / KB;
const LANDING_EXTRA_KB = TARGETS.jsOverFloorBytes.landing / KB;
const IMAGE_BUDGET_KB = 150;

const outDir = join(process.cwd(), 'out');
function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

// The export is the same for every viewport.
test.describe('byte budgets of the export', { tag: '@once' }, () => {
  test(`initial JavaScript of every route stays within floor + ${CONTENT_EXTRA_KB} KB (content) or + ${LANDING_EXTRA_KB} KB (landing)`, () => {
    expect(existsSync(join(outDir, 'index.html')), 'run `npm run build` first').toBe(true);
    const over: string[] = [];
    for (const route of listSiteRoutes()) {
      const landing = siteRoute(route.path).kind === 'landing';
      const budget = FLOOR_KB + (landing ? LANDING_EXTRA_KB : CONTENT_EXTRA_KB);
      // The scripts the page fetches at start, nomodule polyfills skipped (scripts/bench/initial-js.ts).
      const kb = initialJs(outDir, route.path).gzipBytes / 1024;
      expect(kb, `${route.path} has no scripts?`).toBeGreaterThan(FLOOR_KB * 0.8);
      if (kb > budget) over.push(`${route.path}: ${kb.toFixed(1)} KB > ${budget.toFixed(1)} KB`);
    }
    expect(over).toEqual([]);
  });

  test("no route carries a section's live leaf in its initial JavaScript: those arrive by import() on the pages that show them", () => {
    // Strings that survive minification, each found only in one live leaf's code (or its library's).
    const liveLeaves: Record<string, string> = {
      'FAQ accordion': 'faq-panel',
      "portfolio's tabs and track": 'data-load-more',
      'rotating headline': 'data-rotating-word',
      'platforms strip': 'data-strip-track',
      'testimonial rotator': 'data-active',
      'video carousel reveal': 'data-reveal',
      swiper: 'swiper-wrapper',
      'react-slick': 'slickGoTo',
    };
    const found: string[] = [];
    for (const route of listSiteRoutes()) {
      for (const src of initialJs(outDir, route.path).sources) {
        const body = readFileSync(join(outDir, decodeURIComponent(new URL(src, 'http://export.invalid/').pathname)), 'utf8');
        for (const [leaf, marker] of Object.entries(liveLeaves)) if (body.includes(marker)) found.push(`${route.path}: ${leaf} in ${src}`);
      }
    }
    expect(found).toEqual([]);
  });

  test(`every image in the export is at most ${IMAGE_BUDGET_KB} KB`, () => {
    const over = walk(outDir)
      .filter((file) => /\.(avif|webp|png|jpe?g|gif|svg|ico)$/i.test(file))
      .filter((file) => statSync(file).size > IMAGE_BUDGET_KB * 1024)
      .map((file) => `${file.slice(outDir.length)}: ${(statSync(file).size / 1024).toFixed(1)} KB`);
    expect(over).toEqual([]);
  });
});

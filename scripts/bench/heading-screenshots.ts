/**
 * Screenshots of the first screen at 390 px on a first visit whose Fraunces download comes too late
 * for its `font-display: optional` wait (the usual case on a slow phone connection), with and
 * without the page's inlined heading face (scripts/export/heading-font.ts): docs/images/heading-*.png,
 * shown in docs/benchmarks.md. "Without" is the same exported page with the face's rule, its script
 * and the heading's mark taken out as it is served, so nothing else differs.
 *
 *   npm run build && npx tsx scripts/bench/heading-screenshots.ts [/,/lp/]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { HEADING_MARKER } from '../export/heading-font';
import { startReceiver } from './server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const imagesDir = path.join(root, 'docs', 'images');
const paths = (process.argv[2] ?? '/,/lp/').split(',');

/** The page as it would be served without the heading face. */
function withoutHeadingFace(html: string): string {
  const rule = new RegExp(`<style ${HEADING_MARKER}="">[\\s\\S]*?</style>`);
  const script = new RegExp(`<script ${HEADING_MARKER}=""[\\s\\S]*?</script>`);
  if (!rule.test(html) || !script.test(html)) throw new Error('the page has no inlined heading face: build the export first');
  return html.replace(rule, '').replace(script, '').replace(`<h1 ${HEADING_MARKER}=""`, '<h1');
}

function fileName(pagePath: string, variant: 'before' | 'after'): string {
  const slug = pagePath.replace(/^\/|\/$/g, '').replace(/\//g, '-') || 'home';
  return `heading-${slug}-390-${variant}.png`;
}

async function main(): Promise<void> {
  const receiver = await startReceiver(root, path.join(root, 'out'), {
    logFile: path.join(os.tmpdir(), 'heading-screenshots-receiver.log'),
    dataParent: os.tmpdir(),
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    for (const pagePath of paths) {
      for (const variant of ['before', 'after'] as const) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
        const page = await context.newPage();
        // Fraunces never arrives: what a first visit shows when it misses the optional font's short wait.
        await page.route(/fraunces/i, (route) => route.abort());
        if (variant === 'before') {
          await page.route(`${receiver.origin}${pagePath}`, async (route) => {
            const response = await route.fetch();
            await route.fulfill({ response, body: withoutHeadingFace(await response.text()) });
          });
        }
        await page.goto(`${receiver.origin}${pagePath}`, { waitUntil: 'networkidle' });
        await page.evaluate(() => document.fonts.ready);
        const file = path.join(imagesDir, fileName(pagePath, variant));
        await page.screenshot({ path: file });
        console.log(`${path.relative(root, file)}: ${(fs.statSync(file).size / 1024).toFixed(0)} KB`);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await receiver.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});

/**
 * Next writes the not-found page more than once: as out/404.html, the page every host sends with
 * status 404, and again as the directory pages out/404/ and out/_not-found/ (with their React
 * Server Component payloads). Served as directory pages, /404/ and /_not-found/ would answer 200
 * with the 404 page, a soft 404 to crawlers; nothing links to them and the client router never
 * fetches them, so the build removes them and those addresses get the real 404.
 *
 * The step counts its work like the others (scripts/export/pages.ts): a copy is any other page
 * with 404.html's exact HTML, so a copy Next writes under a new name fails the build by name.
 */
import fs from 'node:fs';
import path from 'node:path';

import type { StepReport } from './pages';
import { exportPages, ExportStepError, pageName } from './pages';

export const NOT_FOUND_COPIES: readonly string[] = ['404', '_not-found'];

/** Pages of an export other than 404.html with 404.html's HTML; throws when the export has no 404.html. */
export function notFoundCopies(outDir: string): string[] {
  const notFoundFile = path.join(outDir, '404.html');
  if (!fs.existsSync(notFoundFile)) throw new Error(`${outDir} has no 404.html, so hosts could not answer unknown paths with the site's 404 page.`);
  const notFound = fs.readFileSync(notFoundFile);
  return exportPages(outDir)
    .filter((file) => path.resolve(file) !== path.resolve(notFoundFile) && fs.readFileSync(file).equals(notFound))
    .map((file) => pageName(outDir, file));
}

/**
 * Removes the copies from an export folder; returns the ones it found. Fails, naming the pages,
 * when a copy of the not-found page remains afterwards.
 */
export function removeNotFoundCopies(outDir: string): { removed: string[]; report: StepReport } {
  const needed = notFoundCopies(outDir).length;
  const removed: string[] = [];
  for (const name of NOT_FOUND_COPIES) {
    const target = path.join(outDir, name);
    if (!fs.existsSync(target)) continue;
    fs.rmSync(target, { recursive: true, force: true });
    removed.push(name);
  }
  const left = notFoundCopies(outDir);
  const report: StepReport = {
    step: 'not-found-copies',
    needed,
    rewrote: removed.length,
    missed: left.map((page) => ({ page, reason: 'a copy of 404.html that would answer 200 with the not-found page' })),
  };
  if (left.length > 0) throw new ExportStepError(report);
  return { removed, report };
}

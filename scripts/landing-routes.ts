/**
 * Checks the landing-page registry (content/campaigns/) and writes its routing into
 * lib/enquiry/landing-routes.ts, which the enquiry form and the receiver read. `npm run build` runs
 * it first, so a bad entry stops the build with a message naming the entry and the field.
 *
 *   tsx scripts/landing-routes.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { landingPages } from '../content/campaigns';
import { listFixedRoutes, reservedPathPrefixes, sharedThankYouPaths } from '../content/routes';
import { assertValidLandingPages, landingRoutesOf, renderLandingRoutesModule } from '../lib/landing-pages';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const landingRoutesFile = path.join(root, 'lib', 'enquiry', 'landing-routes.ts');

export const landingPageContext = { siteRoutes: listFixedRoutes(), sharedThankYouPaths, reservedPathPrefixes };

/** The file's expected content, after checking every entry (throws on a bad one). */
export function expectedLandingRoutesModule(): string {
  assertValidLandingPages(landingPages, landingPageContext);
  return renderLandingRoutesModule(landingRoutesOf(landingPages));
}

/** Writes the file when it differs; returns true if it did. */
export function writeLandingRoutes(): boolean {
  const expected = expectedLandingRoutesModule();
  let current = '';
  try {
    current = readFileSync(landingRoutesFile, 'utf8');
  } catch {
    // Not written yet.
  }
  if (current === expected) return false;
  writeFileSync(landingRoutesFile, expected);
  return true;
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    console.log(writeLandingRoutes() ? `Wrote ${path.relative(root, landingRoutesFile)}.` : 'Landing routes are current.');
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

/**
 * Checks the campaign files (content/campaigns/*.yaml) and writes their routing for the receiver
 * to .generated/landing-routes.json (git-ignored): which thank-you page and conversion label a send
 * from each landing page uses. `npm run build` runs it first, so a bad file stops the build with a
 * message naming the file and the field. A receiver started from the repository reads the campaign
 * files itself (lib/enquiry/landing-routing.ts); one deployed without content/ (API_ONLY) is given
 * this JSON with LANDING_ROUTES_FILE.
 *
 *   tsx scripts/landing-routes.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { loadLandingPages, type LandingPageEntry } from '../content/campaigns';
import { listFixedRoutes, reservedPathPrefixes, sharedThankYouPaths } from '../content/routes';
import { generatedLandingRoutesFile } from '../lib/enquiry/landing-routing';
import { assertValidLandingPages, landingRoutesOf } from '../lib/landing-pages';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const landingRoutesFile = path.join(root, generatedLandingRoutesFile);

export const landingPageContext = () => ({ siteRoutes: listFixedRoutes(), sharedThankYouPaths, reservedPathPrefixes });

/** Every campaign, checked file by file and across files (throws naming the file and the field). */
export function loadCheckedLandingPages(): LandingPageEntry[] {
  const entries = loadLandingPages();
  assertValidLandingPages(entries, landingPageContext());
  return entries;
}

/** Checks the campaigns and writes their routing; returns the file written. */
export function writeLandingRoutes(file = landingRoutesFile): string {
  const routes = landingRoutesOf(loadCheckedLandingPages());
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(routes, null, 2)}\n`);
  return file;
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    console.log(`Wrote ${path.relative(root, writeLandingRoutes())}.`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

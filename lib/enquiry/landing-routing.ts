/**
 * The receiver's view of the campaign landing pages: which thank-you page and conversion label a
 * send from each page uses (lib/enquiry/thank-you.ts). Read once at start-up, from
 *
 * 1. `LANDING_ROUTES_FILE`, when set: the JSON `npm run build` writes to .generated/landing-routes.json
 *    (git-ignored), for a receiver deployed without the site's content/ (API_ONLY beside a CDN);
 * 2. otherwise the campaign files themselves, content/campaigns/*.yaml (or `CONTENT_DIR`/campaigns/),
 *    so a fresh clone, `npm run dev` and `npm start` need nothing generated first.
 *
 * Only the three routing fields are read here; the build checks the files in full
 * (content/campaigns/index.ts), and a route from a file the build would refuse is still a path.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { parse } from 'yaml';

import type { LandingRoute } from './thank-you';

/** Where the build writes the routing (relative to the repository root). */
export const generatedLandingRoutesFile = path.join('.generated', 'landing-routes.json');

function isRoute(value: unknown): value is LandingRoute {
  if (!value || typeof value !== 'object') return false;
  const route = value as Record<string, unknown>;
  return typeof route.pagePrefix === 'string' && typeof route.thankYouPath === 'string' && typeof route.conversionLabel === 'string';
}

/** The routing of the campaign files in `dir`, ignoring files that do not say where they land. */
export function routesFromCampaignFiles(dir: string): LandingRoute[] {
  let names: string[];
  try {
    names = readdirSync(dir)
      .filter((name) => /\.ya?ml$/.test(name))
      .sort();
  } catch {
    return [];
  }
  const routes: LandingRoute[] = [];
  for (const name of names) {
    try {
      const data = parse(readFileSync(path.join(dir, name), 'utf8')) as { path?: unknown; thankYou?: { path?: unknown }; conversionLabel?: unknown } | null;
      if (typeof data?.path === 'string' && typeof data.thankYou?.path === 'string') {
        routes.push({
          pagePrefix: data.path.replace(/\/$/, ''),
          thankYouPath: data.thankYou.path,
          conversionLabel: typeof data.conversionLabel === 'string' ? data.conversionLabel : '',
        });
      }
    } catch {
      // Not YAML: the build names it; the receiver sends that page's posts to the default page.
    }
  }
  return routes;
}

/** Reads `LANDING_ROUTES_FILE`; throws naming the file when it is missing or not the build's JSON. */
export function routesFromJson(file: string): LandingRoute[] {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(
      `LANDING_ROUTES_FILE: cannot read ${file} (${error instanceof Error ? error.message : String(error)}); run npm run build and copy .generated/landing-routes.json`,
    );
  }
  if (!Array.isArray(data) || !data.every(isRoute)) throw new Error(`LANDING_ROUTES_FILE: ${file} is not the landing-page routing npm run build writes`);
  return data;
}

export function readLandingRoutes(env: Record<string, string | undefined> = process.env, cwd = process.cwd()): LandingRoute[] {
  const file = env.LANDING_ROUTES_FILE?.trim();
  if (file) return routesFromJson(path.resolve(cwd, file));
  const content = env.CONTENT_DIR?.trim() || path.join(cwd, 'content');
  return routesFromCampaignFiles(path.resolve(cwd, content, 'campaigns'));
}

let cached: LandingRoute[] | undefined;

/** The routing of this process, read on first use (the receiver's start-up). */
export function landingRoutes(): readonly LandingRoute[] {
  cached ??= readLandingRoutes();
  return cached;
}

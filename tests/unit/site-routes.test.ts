// @vitest-environment node
// A page is declared twice: as a folder under app/ and as a route in content/routes.ts, which the
// sitemap, the crawl and the SEO checks read. A page missing from the second would silently drop
// out of the sitemap; a route without a page would be a sitemap entry that 404s.
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { listSiteRoutes } from '@/content/routes';

const appDir = fileURLToPath(new URL('../../app', import.meta.url));

type Params = Record<string, string | string[]>;
interface PageModule {
  generateStaticParams?: () => Params[] | Promise<Params[]>;
}

/** Every page.tsx under app/, as its folder's segments. */
function pageFolders(dir = appDir): string[][] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return pageFolders(path);
    return entry.name === 'page.tsx' ? [relative(appDir, dir).split(sep).filter(Boolean)] : [];
  });
}

/** The paths a page folder exports: its segments without route groups, parameters filled from generateStaticParams. */
async function exportedPaths(segments: string[]): Promise<string[]> {
  const urlSegments = segments.filter((segment) => !/^\(.*\)$/.test(segment));
  if (!urlSegments.some((segment) => segment.startsWith('['))) return [`/${urlSegments.map((s) => `${s}/`).join('')}`];
  const page = (await import(join(appDir, ...segments, 'page.tsx'))) as PageModule;
  if (!page.generateStaticParams) throw new Error(`app/${segments.join('/')}/page.tsx has a parameter but no generateStaticParams`);
  const params = await page.generateStaticParams();
  return params.map((values) => {
    const filled = urlSegments.flatMap((segment) => {
      const name = /^\[(?:\.\.\.)?(.+)\]$/.exec(segment)?.[1];
      if (!name) return [segment];
      const value = values[name];
      if (value === undefined) throw new Error(`app/${segments.join('/')}: generateStaticParams gave no "${name}"`);
      return Array.isArray(value) ? value : [value];
    });
    return `/${filled.map((s) => `${s}/`).join('')}`;
  });
}

describe('app/ and content/routes.ts declare the same pages', { timeout: 60_000 }, () => {
  it('every page app/ exports is a route of content/routes.ts (so it is in the sitemap), and every route is a page', async () => {
    const folders = pageFolders();
    // The home page, a static folder, a parameter and the campaigns' catch-all at least: the walk found app/.
    expect(folders.length).toBeGreaterThan(4);
    const fromApp = (await Promise.all(folders.map(exportedPaths))).flat();
    const fromRoutes = listSiteRoutes().map((route) => route.path);
    const pagesMissingFromRoutes = fromApp.filter((path) => !fromRoutes.includes(path));
    const routesWithoutPage = fromRoutes.filter((path) => !fromApp.includes(path));
    expect({ pagesMissingFromRoutes, routesWithoutPage }).toEqual({ pagesMissingFromRoutes: [], routesWithoutPage: [] });
    expect(new Set(fromRoutes).size).toBe(fromRoutes.length);
  });
});

/**
 * The routes measured (one or more of every page type) and the budgets each kind is held to.
 */
import fs from 'node:fs';
import path from 'node:path';

import { listLandingRoutes, listSiteRoutes } from '../../content/routes';
import { paths, servicePath } from '../../lib/paths';

export type RouteKind = 'content' | 'landing' | 'floor';

export interface Route {
  /** What the table shows: the path, or "floor" for the bare Next.js page. */
  label: string;
  path: string;
  kind: RouteKind;
  /** Pages that ask not to be indexed fail Lighthouse's "is crawlable" audit by design. */
  noindex: boolean;
}

/**
 * The campaign registry's pages (and the thank-you pages they bring), served by the one landing
 * route with its carousels, motion and chat: held to the landing budget, as in budgets.spec.ts.
 */
const LANDING = new Set(listLandingRoutes().map((route) => route.path));
/** Thank-you pages and paid-only landing pages ask not to be indexed. */
const NOINDEX = new Set(
  listSiteRoutes()
    .filter((route) => !route.indexable)
    .map((route) => route.path),
);

/** Placeholder replaced by the first blog post in the export. */
export const BLOG_POST = '/blogs/<first post>/';

/** Every page type once or more: the fixed pages, five service pages, a blog post and the campaign registry's pages. */
const MEASURED_SERVICES = ['book-publishing', 'ghostwriting', 'fiction-writing', 'audiobook-narration', 'book-cover-design'];

export const DEFAULT_PATHS: readonly string[] = [
  paths.home,
  paths.about,
  paths.services,
  ...MEASURED_SERVICES.map(servicePath),
  paths.portfolio,
  paths.contact,
  paths.thankYou,
  paths.termsAndConditions,
  paths.privacyPolicy,
  paths.blogs,
  BLOG_POST,
  ...LANDING,
];

/** KB here are 1,024 bytes, as in Lighthouse's KiB. */
export const KB = 1024;

/**
 * Issue #32's targets. Everything timed is held against the bare page measured in the same run, so
 * a slower or busier machine moves both sides.
 */
export const TARGETS = {
  /** Simulated throttling (what PageSpeed Insights shows): every run's performance score at most this far below the floor's median. */
  performanceBelowFloor: 2,
  /** Accessibility, best practices and SEO (SEO exempt on noindex pages). */
  otherScores: 100,
  /** Applied throttling: what a visitor on a slow phone meets. */
  applied: {
    /**
     * No text or section moves when a font or a late part arrives: every run's CLS is 0 as
     * Lighthouse shows it (three decimals), i.e. below 0.0005.
     */
    clsBelow: 0.0005,
    /** Median LCP allowed above the floor's median. */
    lcpOverFloorMs: 150,
    /** Median total blocking time allowed above the floor's. */
    tbtOverFloorMs: 50,
  },
  /** Initial JavaScript (gzip) allowed above the floor's. */
  jsOverFloorBytes: { content: 10 * KB, landing: 20 * KB, floor: 0 } satisfies Record<RouteKind, number>,
} as const;

/** `/a/b` and `a/b/` both become `/a/b/`, the export's canonical form. */
export function normalizePath(input: string): string {
  const trimmed = input.trim().replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}

export function firstBlogPost(outDir: string): string {
  const blogs = path.join(outDir, 'blogs');
  const slug = fs
    .readdirSync(blogs, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(blogs, entry.name, 'index.html')))
    .map((entry) => entry.name)
    .sort()[0];
  if (slug === undefined) throw new Error(`no blog post found under ${blogs}`);
  return `/blogs/${slug}/`;
}

export function siteRoute(routePath: string): Route {
  return { label: routePath, path: routePath, kind: LANDING.has(routePath) ? 'landing' : 'content', noindex: NOINDEX.has(routePath) };
}

export const FLOOR_ROUTE: Route = { label: 'floor', path: '/', kind: 'floor', noindex: false };

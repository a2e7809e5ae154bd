import type { LandingPageEntry } from '@/content/campaigns';
import type { SiteRoute } from '@/content/routes';
import type { LandingRoute } from '@/lib/enquiry/thank-you';

/**
 * The build's checks across the campaign files (content/campaigns/*.yaml). Each file is checked
 * against the schema as it is read (content/campaigns/index.ts); what one file cannot know is
 * checked here: an id or a path twice, a path another page of the site already has, a thank-you
 * route that is neither the site's nor the campaign's own. Every problem names the file and the
 * field, e.g. `content/campaigns/childrens-books.yaml: path: "/about/" clashes with a site route`.
 */

export interface LandingPageContext {
  /** Every page the site has besides the campaigns' (content/routes.ts, listFixedRoutes). */
  siteRoutes: readonly Pick<SiteRoute, 'path'>[];
  /** Site thank-you pages a campaign may land on without bringing its own. */
  sharedThankYouPaths: readonly string[];
  /** Paths below these belong to site routes with a parameter. */
  reservedPathPrefixes: readonly string[];
}

/** The paths an entry adds to the export: its page, and its own thank-you page if it has one. */
function ownedPaths(entry: LandingPageEntry): { field: string; path: string }[] {
  return [{ field: 'path', path: entry.path }, ...(entry.thankYou.copy ? [{ field: 'thankYou.path', path: entry.thankYou.path }] : [])];
}

/** All problems across the entries, one line each, naming the file and the field. */
export function findLandingPageProblems(entries: readonly LandingPageEntry[], context: LandingPageContext): string[] {
  const problems: string[] = [];
  const sitePaths = new Set(context.siteRoutes.map((route) => route.path));
  const ids = new Map<string, string>();
  const owners = new Map<string, string>();

  for (const entry of entries) {
    const report = (message: string) => problems.push(`${entry.source}: ${message}`);
    const idOwner = ids.get(entry.id);
    if (idOwner !== undefined) report(`id: "${entry.id}" is also the id of ${idOwner}`);
    else ids.set(entry.id, entry.source);

    if (!entry.thankYou.copy && !context.sharedThankYouPaths.includes(entry.thankYou.path)) {
      report(
        `thankYou.path: "${entry.thankYou.path}" is not a thank-you page; use one of ${context.sharedThankYouPaths.join(', ')} or give the campaign its own thankYou.copy`,
      );
    }
    for (const { field, path } of ownedPaths(entry)) {
      if (sitePaths.has(path)) report(`${field}: "${path}" clashes with a site route`);
      const reserved = context.reservedPathPrefixes.find((prefix) => path.startsWith(prefix));
      if (reserved) report(`${field}: "${path}" is below ${reserved}, which belongs to a site route`);
      const owner = owners.get(path);
      if (owner !== undefined) report(`${field}: "${path}" is also the path of ${owner}`);
      else owners.set(path, entry.source);
    }
  }
  return problems;
}

/** Throws one error listing every problem; the build and the route call it, so a bad file stops both. */
export function assertValidLandingPages(entries: readonly LandingPageEntry[], context: LandingPageContext): void {
  const problems = findLandingPageProblems(entries, context);
  if (problems.length > 0) {
    throw new Error(`${problems.length} problem(s) in the campaign files (content/campaigns/, docs/landing-pages.md):\n  - ${problems.join('\n  - ')}`);
  }
}

/** Which thank-you page and conversion label each landing page's forms use (the receiver's routing). */
export function landingRoutesOf(entries: readonly LandingPageEntry[]): LandingRoute[] {
  return entries.map((entry) => ({
    pagePrefix: entry.path.replace(/\/$/, ''),
    thankYouPath: entry.thankYou.path,
    conversionLabel: entry.conversionLabel,
  }));
}

/** The route's view of one path: the entry's page, its own thank-you page, or nothing. */
export function resolveLandingPath(entries: readonly LandingPageEntry[], path: string): { entry: LandingPageEntry; view: 'page' | 'thank-you' } | null {
  for (const entry of entries) {
    if (entry.path === path) return { entry, view: 'page' };
    if (entry.thankYou.copy && entry.thankYou.path === path) return { entry, view: 'thank-you' };
  }
  return null;
}

/** Every path the campaigns export, as route segments ('/a/b/' -> ['a', 'b']). */
export function landingPageSegments(entries: readonly LandingPageEntry[]): string[][] {
  return entries.flatMap((entry) => ownedPaths(entry).map(({ path }) => toSegments(path)));
}

export function toSegments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

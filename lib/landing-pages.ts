import { landingBlockTypes, requiredBlockFields, type LandingBlockType } from '@/content/campaigns/blocks';
import type { LandingPageEntry } from '@/content/campaigns/landing-page';
import type { SiteRoute } from '@/content/routes';
import type { LandingRoute } from '@/lib/enquiry/landing-routes';

/**
 * The build's check of the landing-page registry (content/campaigns/). TypeScript already refuses
 * most bad entries; this catches what types cannot (an empty heading, a path twice, a path that
 * another page already has) and entries that got past the types (a cast, data from JSON). Every
 * problem is reported with the entry's id and the field, e.g.
 * `Landing page "childrens-books": blocks[2].copy.heading: missing copy`.
 */

export interface LandingPageContext {
  /** Every page the site has besides the registry's (content/routes.ts, listFixedRoutes). */
  siteRoutes: readonly Pick<SiteRoute, 'path'>[];
  /** Site thank-you pages an entry may land on without bringing its own. */
  sharedThankYouPaths: readonly string[];
  /** Paths below these belong to site routes with a parameter. */
  reservedPathPrefixes: readonly string[];
}

/** '/word/' or '/word/word/': lower case, digits and single hyphens, with both slashes. */
const PATH_PATTERN = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*\/)+$/;
/** Google Ads conversion labels: letters, digits, '-' and '_'. */
const LABEL_PATTERN = /^[\w-]*$/;
/** Keys whose empty string is meaningful: decorative images have alt="", a testimonial may have no designation. */
const MAY_BE_EMPTY = new Set(['alt', 'designation']);

const knownBlockTypes: ReadonlySet<string> = new Set(landingBlockTypes);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Every empty text or empty list inside `value`, as field paths below `at`. */
function emptyCopy(value: unknown, at: string, out: string[]): void {
  if (Array.isArray(value)) {
    if (value.length === 0) out.push(at);
    value.forEach((item, index) => emptyCopy(item, `${at}[${index}]`, out));
  } else if (isRecord(value)) {
    for (const [key, child] of Object.entries(value)) {
      if (typeof child === 'string' && MAY_BE_EMPTY.has(key)) continue;
      emptyCopy(child, `${at}.${key}`, out);
    }
  } else if (typeof value === 'string' && value.trim() === '') {
    out.push(at);
  }
}

function blockProblems(block: unknown, at: string): string[] {
  if (!isRecord(block)) return [`${at}: not a block`];
  const type = block.type;
  if (typeof type !== 'string' || !knownBlockTypes.has(type)) {
    return [`${at}.type: unknown block "${String(type)}" (known: ${landingBlockTypes.join(', ')})`];
  }
  const problems: string[] = [];
  for (const field of requiredBlockFields[type as LandingBlockType] as readonly string[]) {
    if (isBlank(block[field])) problems.push(`${at}.${field}: missing copy`);
  }
  const empty: string[] = [];
  for (const [key, value] of Object.entries(block)) {
    if (key !== 'type' && !isBlank(value)) emptyCopy(value, `${at}.${key}`, empty);
  }
  return [...problems, ...empty.map((field) => `${field}: missing copy`)];
}

function entryProblems(entry: LandingPageEntry, context: LandingPageContext): string[] {
  const problems: string[] = [];
  if (!PATH_PATTERN.test(entry.path)) problems.push(`path: "${entry.path}" must look like '/some-page/' (lower case, both slashes)`);
  if (isBlank(entry.metadata?.title)) problems.push('metadata.title: missing copy');
  if (isBlank(entry.metadata?.description)) problems.push('metadata.description: missing copy');
  if (!LABEL_PATTERN.test(entry.conversionLabel ?? '')) problems.push(`conversionLabel: "${entry.conversionLabel}" is not a conversion label`);
  if (!Array.isArray(entry.blocks) || entry.blocks.length === 0) problems.push('blocks: a page needs at least one block');
  else entry.blocks.forEach((block, index) => problems.push(...blockProblems(block, `blocks[${index}]`)));

  const thankYou = entry.thankYou;
  if (!thankYou || !PATH_PATTERN.test(thankYou.path)) {
    problems.push(`thankYou.path: "${thankYou?.path}" must look like '/some-page/thank-you/'`);
  } else if (thankYou.copy) {
    const empty: string[] = [];
    emptyCopy(thankYou.copy, 'thankYou.copy', empty);
    problems.push(...empty.map((field) => `${field}: missing copy`));
  } else if (!context.sharedThankYouPaths.includes(thankYou.path)) {
    problems.push(`thankYou.path: "${thankYou.path}" is not a thank-you page; use one of ${context.sharedThankYouPaths.join(', ')} or give the entry thankYou.copy`);
  }
  return problems;
}

/** The paths an entry adds to the export: its page, and its own thank-you page if it has one. */
function ownedPaths(entry: LandingPageEntry): { field: string; path: string }[] {
  return [{ field: 'path', path: entry.path }, ...(entry.thankYou?.copy ? [{ field: 'thankYou.path', path: entry.thankYou.path }] : [])];
}

/** All problems of the registry, one line each, naming the entry and the field. */
export function findLandingPageProblems(entries: readonly LandingPageEntry[], context: LandingPageContext): string[] {
  const problems: string[] = [];
  const sitePaths = new Set(context.siteRoutes.map((route) => route.path));
  const seenIds = new Set<string>();
  const owners = new Map<string, string>();

  entries.forEach((entry, index) => {
    const name = isBlank(entry.id) ? `#${index + 1}` : entry.id;
    const report = (message: string) => problems.push(`Landing page "${name}": ${message}`);
    if (isBlank(entry.id)) report('id: missing');
    else if (seenIds.has(entry.id)) report(`id: "${entry.id}" is used by another entry`);
    seenIds.add(entry.id);
    entryProblems(entry, context).forEach(report);

    for (const { field, path } of ownedPaths(entry)) {
      if (sitePaths.has(path)) report(`${field}: "${path}" clashes with a site route`);
      const reserved = context.reservedPathPrefixes.find((prefix) => path.startsWith(prefix));
      if (reserved) report(`${field}: "${path}" is below ${reserved}, which belongs to a site route`);
      const owner = owners.get(path);
      if (owner !== undefined) report(`${field}: "${path}" duplicates the path of landing page "${owner}"`);
      else owners.set(path, name);
    }
  });
  return problems;
}

/** Throws one error listing every problem; the build and the route call it, so a bad entry stops both. */
export function assertValidLandingPages(entries: readonly LandingPageEntry[], context: LandingPageContext): void {
  const problems = findLandingPageProblems(entries, context);
  if (problems.length > 0) {
    throw new Error(`The landing-page registry (content/campaigns/) has ${problems.length} problem(s):\n  - ${problems.join('\n  - ')}`);
  }
}

/** Which thank-you page and conversion label each landing page's forms use (lib/enquiry/landing-routes.ts). */
export function landingRoutesOf(entries: readonly LandingPageEntry[]): LandingRoute[] {
  return entries.map((entry) => ({
    pagePrefix: entry.path.replace(/\/$/, ''),
    thankYouPath: entry.thankYou.path,
    conversionLabel: entry.conversionLabel,
  }));
}

/** The source of lib/enquiry/landing-routes.ts for `routes`. */
export function renderLandingRoutesModule(routes: readonly LandingRoute[]): string {
  const rows = routes.map((route) => `  ${JSON.stringify(route)},`).join('\n');
  return `/**
 * Written by scripts/landing-routes.ts from the landing-page registry (content/campaigns/); do not
 * edit: \`npm run build\` rewrites it, and tests/unit/landing-pages.test.ts checks it is current.
 *
 * The receiver may import lib/ only, never content/, yet it must send a plain form post from a
 * landing page to the same thank-you page as the form's own script does. This file is that
 * registry's routing, as plain data both can read (lib/enquiry/thank-you.ts).
 */
export interface LandingRoute {
  /** The landing page's path without its last slash; the page and everything below it match. */
  pagePrefix: string;
  thankYouPath: string;
  /** Empty: the site's default conversion label. */
  conversionLabel: string;
}

export const landingRoutes: readonly LandingRoute[] = [
${rows}
];
`;
}

/** The route's view of one path: the entry's page, its own thank-you page, or nothing. */
export function resolveLandingPath(entries: readonly LandingPageEntry[], path: string): { entry: LandingPageEntry; view: 'page' | 'thank-you' } | null {
  for (const entry of entries) {
    if (entry.path === path) return { entry, view: 'page' };
    if (entry.thankYou.copy && entry.thankYou.path === path) return { entry, view: 'thank-you' };
  }
  return null;
}

/** Every path the registry exports, as route segments ('/a/b/' -> ['a', 'b']). */
export function landingPageSegments(entries: readonly LandingPageEntry[]): string[][] {
  return entries.flatMap((entry) => ownedPaths(entry).map(({ path }) => toSegments(path)));
}

export function toSegments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/**
 * Turns the export's serving policy (server/site-policy.ts) into a short, ordered list of path
 * rules that every host format can express, and proves the list right before anything is written.
 *
 * Hosts cannot list 600 files one by one (Cloudflare Pages allows 100 header rules), so the rules
 * are layered from broad to narrow, and a later (narrower) rule replaces the Cache-Control and
 * Content-Security-Policy of an earlier one:
 *   1. everything: the values an unknown path gets (404.html's CSP, no-cache);
 *   2. one rule per file extension, with the value most files of that extension have;
 *   3. directory rules where a whole page-free directory shares one value (`/_next/static/`);
 *   4. single files still wrong after that (none in today's export);
 *   5. each page's own address, with its own CSP (script hashes differ from page to page).
 * `verifyRules` then checks, for every address of the export and for each host's matching
 * semantics, that the effective values equal the policy's.
 */
import path from 'node:path';

import type { ExportFile, ExportPolicy } from '../../server/site-policy';
import { pageUrls, REVALIDATE_CACHE } from '../../server/site-policy';

export interface VaryingHeaders {
  cacheControl: string;
  csp: string;
  /** X-Robots-Tag, only under /admin/ (the CMS). */
  robots?: string;
}

export type Pattern =
  | { kind: 'all' }
  | { kind: 'extension'; extension: string }
  | { kind: 'directory'; dir: string }
  | { kind: 'exact'; path: string };

export interface Rule {
  pattern: Pattern;
  headers: VaryingHeaders;
  /**
   * Only nginx needs it: a page whose headers the broader rules already give (nginx serves each
   * page from its own location), or a page's own file (`/about/index.html`), which Cloudflare
   * Pages redirects to `/about/`. Left out of `_headers`, under its 100-rule limit.
   */
  nginxOnly?: boolean;
}

export interface HostRules {
  rules: Rule[];
  /** Address -> the values the policy gives it; what every host must send. */
  targets: Map<string, VaryingHeaders>;
  /** Headers of a 404 (any path that is not in the export). */
  notFound: VaryingHeaders;
}

const same = (a: VaryingHeaders, b: VaryingHeaders): boolean => a.cacheControl === b.cacheControl && a.csp === b.csp && a.robots === b.robots;
const key = (h: VaryingHeaders): string => `${h.cacheControl}\n${h.csp}${h.robots === undefined ? '' : `\nX-Robots-Tag: ${h.robots}`}`;
const headersOf = (file: ExportFile): VaryingHeaders => ({ cacheControl: file.cacheControl, csp: file.csp, ...(file.robots === undefined ? {} : { robots: file.robots }) });

/** `/about/index.html`: a page's own file, reached through its directory address instead. */
function isIndexFileUrl(url: string): boolean {
  return url.endsWith('/index.html');
}

function extensionOf(url: string): string {
  return path.posix.extname(url).slice(1).toLowerCase();
}

/** The CDN `_headers` syntax of a pattern; `*` is a splat. */
export function cdnPattern(pattern: Pattern): string {
  switch (pattern.kind) {
    case 'all':
      return '/*';
    case 'extension':
      return `/*.${pattern.extension}`;
    case 'directory':
      return `${pattern.dir}*`;
    case 'exact':
      return pattern.path;
  }
}

const escapeRegExp = (text: string): string => text.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&');

/** Cloudflare Pages: `*` matches anything (slashes included), the rest literally, whole path. */
function cloudflareMatches(pattern: Pattern, url: string): boolean {
  const source = cdnPattern(pattern).split('*').map(escapeRegExp).join('.*');
  return new RegExp(`^${source}$`).test(url);
}

/**
 * Netlify: per path segment, a lone `*` matches the rest, `*` inside a segment matches anything;
 * a trailing slash is optional and matching ignores case.
 */
function netlifyMatches(pattern: Pattern, url: string): boolean {
  const parts = cdnPattern(pattern)
    .split('/')
    .filter(Boolean)
    .map((part) => (part === '*' ? '?(.*)' : part.split('*').map(escapeRegExp).join('(.*)')));
  return new RegExp(`^/${parts.join('/')}/?$`, 'i').test(url);
}

/** Later matching rules win on both CDNs (Cloudflare after detaching with `!`). */
function lastMatch(rules: readonly Rule[], url: string, matches: (pattern: Pattern, url: string) => boolean): VaryingHeaders | undefined {
  let found: VaryingHeaders | undefined;
  for (const rule of rules) if (!rule.nginxOnly && matches(rule.pattern, url)) found = rule.headers;
  return found;
}

/**
 * nginx picks one location: an exact match, else the longest `^~` prefix, else the first regular
 * expression in file order (the extension rules), else `location /`.
 */
function nginxMatch(rules: readonly Rule[], url: string): VaryingHeaders | undefined {
  const exact = rules.find((rule) => rule.pattern.kind === 'exact' && rule.pattern.path === url);
  if (exact) return exact.headers;
  let prefix: Rule | undefined;
  for (const rule of rules) {
    if (rule.pattern.kind !== 'directory' || !url.startsWith(rule.pattern.dir)) continue;
    if (!prefix || (prefix.pattern.kind === 'directory' && rule.pattern.dir.length > prefix.pattern.dir.length)) prefix = rule;
  }
  if (prefix) return prefix.headers;
  const extension = rules.find((rule) => rule.pattern.kind === 'extension' && url.endsWith(`.${rule.pattern.extension}`));
  if (extension) return extension.headers;
  return rules.find((rule) => rule.pattern.kind === 'all')?.headers;
}

export type HostSemantics = 'cloudflare' | 'netlify' | 'nginx';

export function effectiveHeaders(rules: readonly Rule[], url: string, host: HostSemantics): VaryingHeaders | undefined {
  if (host === 'nginx') return nginxMatch(rules, url);
  return lastMatch(rules, url, host === 'cloudflare' ? cloudflareMatches : netlifyMatches);
}

function mostCommon(values: readonly VaryingHeaders[]): VaryingHeaders | undefined {
  const counts = new Map<string, { value: VaryingHeaders; count: number }>();
  for (const value of values) {
    const entry = counts.get(key(value)) ?? { value, count: 0 };
    entry.count += 1;
    counts.set(key(value), entry);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count)[0]?.value;
}

export function buildHostRules(policy: ExportPolicy): HostRules {
  if (!policy.notFound) throw new Error(`${policy.root} has no 404.html, so hosts could not answer unknown paths with the site's 404 page.`);
  // An unknown path gets 404.html with status 404, never cached for long.
  const notFound: VaryingHeaders = { cacheControl: REVALIDATE_CACHE, csp: policy.notFound.csp };

  const targets = new Map<string, VaryingHeaders>();
  for (const [url, file] of policy.routes) if (!isIndexFileUrl(url)) targets.set(url, headersOf(file));
  const pages = new Set(pageUrls(policy));
  const assets = [...targets.keys()].filter((url) => !pages.has(url) && !policy.routes.get(url)?.isPage);

  const rules: Rule[] = [{ pattern: { kind: 'all' }, headers: notFound }];
  const wrongFor = (url: string): boolean => {
    const want = targets.get(url);
    const got = lastMatch(rules, url, cloudflareMatches);
    return want !== undefined && (got === undefined || !same(want, got));
  };

  const byExtension = new Map<string, VaryingHeaders[]>();
  for (const url of assets) {
    const extension = extensionOf(url);
    const want = targets.get(url);
    // A noindex file (the CMS) never sets an extension's rule, which applies everywhere.
    if (!extension || !/^[a-z0-9]+$/.test(extension) || !want || want.robots !== undefined) continue;
    byExtension.set(extension, [...(byExtension.get(extension) ?? []), want]);
  }
  for (const [extension, values] of [...byExtension].sort(([a], [b]) => a.localeCompare(b))) {
    const common = mostCommon(values);
    if (common && !same(common, notFound)) rules.push({ pattern: { kind: 'extension', extension }, headers: common });
  }

  // Directories without pages, shallow first so that deeper rules come later and win.
  const dirs = new Set<string>();
  for (const url of assets) {
    const segments = url.split('/').slice(1, -1);
    for (let depth = 1; depth <= segments.length; depth++) dirs.add(`/${segments.slice(0, depth).join('/')}/`);
  }
  const sortedDirs = [...dirs].sort((a, b) => a.split('/').length - b.split('/').length || a.localeCompare(b));
  for (const dir of sortedDirs) {
    const inside = assets.filter((url) => url.startsWith(dir));
    const values = inside.map((url) => targets.get(url)).filter((value): value is VaryingHeaders => value !== undefined);
    const first = values[0];
    // A directory holding pages gets no rule, except a noindex one (the CMS: its page gets its own
    // exact rule below, which wins), whose hundred-odd script chunks would not fit as single rules.
    if (first?.robots === undefined && [...targets.keys()].some((url) => url.startsWith(dir) && (pages.has(url) || policy.routes.get(url)?.isPage))) continue;
    if (!first || !values.every((value) => same(value, first)) || !inside.some(wrongFor)) continue;
    rules.push({ pattern: { kind: 'directory', dir }, headers: first });
  }

  for (const url of assets) {
    const want = targets.get(url);
    if (want && wrongFor(url)) rules.push({ pattern: { kind: 'exact', path: url }, headers: want });
  }
  // nginx gets a location for every page and page file anyway: it serves the page's file from
  // there, and has no rule limit.
  for (const url of [...pages].sort()) {
    const want = targets.get(url);
    if (want) rules.push({ pattern: { kind: 'exact', path: url }, headers: want, ...(wrongFor(url) ? {} : { nginxOnly: true }) });
  }
  for (const [url, file] of [...policy.routes].sort(([a], [b]) => a.localeCompare(b))) {
    if (isIndexFileUrl(url)) rules.push({ pattern: { kind: 'exact', path: url }, headers: headersOf(file), nginxOnly: true });
  }
  return { rules, targets, notFound };
}

/** Every address whose effective values differ from the policy on the given host, as messages. */
export function verifyHostRules(hostRules: HostRules, host: HostSemantics, unknownPath = '/no-such-page/'): string[] {
  const problems: string[] = [];
  const check = (url: string, want: VaryingHeaders): void => {
    const got = effectiveHeaders(hostRules.rules, url, host);
    if (!got || !same(got, want)) problems.push(`${host}: ${url} would get ${got ? key(got).replace('\n', ' | ') : 'nothing'}`);
  };
  for (const [url, want] of hostRules.targets) check(url, want);
  check(unknownPath, hostRules.notFound);
  return problems;
}

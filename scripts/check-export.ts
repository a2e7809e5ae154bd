/**
 * `npm run check:export [DIR]`: verifies a finished export (default out/) as a host would serve it,
 * prints each failing page with the reason, and exits non-zero when anything fails.
 * `npm run build:production` and `npm test` run it after the build.
 *
 *   stylesheet   every page carries its stylesheet inline, with no render-blocking stylesheet <link>
 *   after-paint  every page with Next's scripts starts them from the after-paint loader, preloaded,
 *                and each of those scripts carries V8's compile hint on its first line
 *   lcp-image    a page's high-priority image that fetches a file is preloaded ahead of its fonts
 *                and scripts
 *   font-preload no page preloads a font in its head, where the preload would hold the first paint
 *   first-paint  a page's first paint is held until the first section of its <main> is parsed
 *   csp          every inline <script> and <style> is allowed by the page's Content-Security-Policy
 *                in every generated host file (out/_headers as Cloudflare Pages and Netlify read it,
 *                hosting/nginx.conf, hosting/headers.json) and in what the receiver serves
 *                (server/static.ts from server/site-policy.ts); nginx-brotli.conf carries no headers.
 *                The CMS at /admin/ has a policy of its own (server/security-headers.ts, createAdminCsp):
 *                its page is checked against it like any other, and no site page may get what only
 *                the CMS needs ('unsafe-eval')
 *   admin        the CMS's page is noindex (meta robots) and every host sends it X-Robots-Tag: noindex
 *   links        every internal link and asset (href, src, srcset, poster, CSS url()) is a file of the export
 *   sitemap      sitemap.xml lists existing, indexable pages of the site only, by their canonical URL,
 *                and every indexable page
 *   not-found    404.html exists and no other page is a copy of it
 *
 * The first five are the build steps' own checks (scripts/export/*.ts, `pending`), so the build and
 * this script agree on what a finished page is.
 *
 *   tsx scripts/check-export.ts [DIR] [--hosting DIR]
 *     DIR             the export (default out/)
 *     --hosting DIR   the nginx and JSON host files (default hosting/)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { loadEnvConfig } from '@next/env';

import { loadConfig } from '../server/config';
import { ADMIN_PATH, createPageCsp, isAdminPath } from '../server/security-headers';
import { loadStaticSite } from '../server/static';
import { unhintedStartupScript } from './export/compile-hints';
import { firstSectionHoldProblem } from './export/first-section';
import { headFontPreload } from './export/font-preloads';
import { cspAllowsInline, inlineBlocks, sha256 } from './export/csp';
import type { InlineBlock } from './export/csp';
import { scriptsBeforePaint } from './export/hydrate-after-paint';
import { blockingStylesheet } from './export/inline-css';
import { notFoundCopies } from './export/not-found-copies';
import { elementsNamed, exportPages, hasToken, htmlAttribute, pageName } from './export/pages';
import { unpreloadedLcpImage } from './export/lcp-image';
import { brokenReferences } from './export/references';
import type { Pattern, Rule } from './hosting/rules';
import { effectiveHeaders } from './hosting/rules';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A path no export has: what an unknown address gets (the 404 page). */
const UNKNOWN_PATH = '/no-such-page-check-export/';

export interface ExportProblem {
  /** The page (export path, `about/index.html`), or the file the problem is in. */
  page: string;
  check: 'stylesheet' | 'after-paint' | 'lcp-image' | 'font-preload' | 'first-paint' | 'csp' | 'admin' | 'links' | 'sitemap' | 'not-found' | 'host-files';
  reason: string;
}

export interface CheckResult {
  pages: number;
  problems: ExportProblem[];
}

export interface CheckOptions {
  outDir: string;
  /** Where nginx.conf, nginx-brotli.conf and headers.json are. */
  hostingDir: string;
  /** The build's environment: its NEXT_PUBLIC_* values decide the receiver's CSP. */
  env: Record<string, string | undefined>;
}

/** One place a page's CSP comes from: a host file read as its host reads it, or the receiver. */
interface CspSource {
  name: string;
  cspFor: (url: string) => string | undefined;
  /** The X-Robots-Tag this host sends for an address. */
  robotsFor: (url: string) => string | undefined;
  /** Addresses this host never answers with the page itself (Cloudflare Pages redirects `/about/index.html`). */
  skips?: (url: string) => boolean;
}

const isIndexFileUrl = (url: string): boolean => url.endsWith('/index.html');

/** A file as messages name it: relative to the working directory when inside it. */
function shown(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative === '' || relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
}

function headerRule(pattern: string, csp: string, robots: string | null): Rule {
  let parsed: Pattern;
  if (pattern === '/*') parsed = { kind: 'all' };
  else if (/^\/\*\.[^/]+$/.test(pattern)) parsed = { kind: 'extension', extension: pattern.slice(3) };
  else if (pattern.endsWith('/*')) parsed = { kind: 'directory', dir: pattern.slice(0, -1) };
  else parsed = { kind: 'exact', path: pattern };
  return { pattern: parsed, headers: { cacheControl: '', csp, ...(robots === null ? {} : { robots }) } };
}

/** `_headers` as Netlify and Cloudflare Pages read it: path lines, each followed by indented header lines. */
export function readHeadersFile(text: string): Rule[] {
  const rules: Rule[] = [];
  let pattern: string | null = null;
  let csp: string | null = null;
  let robots: string | null = null;
  const flush = (): void => {
    if (pattern !== null && csp !== null) rules.push(headerRule(pattern, csp, robots));
  };
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      flush();
      pattern = line.trim();
      csp = null;
      robots = null;
      continue;
    }
    const header = /^\s+content-security-policy:\s*(.*)$/i.exec(line);
    if (header) csp = header[1]?.trim() ?? '';
    const robotsHeader = /^\s+x-robots-tag:\s*(.*)$/i.exec(line);
    if (robotsHeader) robots = robotsHeader[1]?.trim() ?? '';
  }
  flush();
  return rules;
}

/** The locations of the nginx snippet that send a Content-Security-Policy, as rules. */
export function readNginxConf(text: string): Rule[] {
  const rules: Rule[] = [];
  for (const match of text.matchAll(/^location\s+([^{]+?)\s*\{([^}]*)\}/gm)) {
    const [, where = '', body = ''] = match;
    const csp = /add_header\s+Content-Security-Policy\s+"([^"]*)"/i.exec(body)?.[1];
    if (csp === undefined) continue;
    const robots = /add_header\s+X-Robots-Tag\s+"([^"]*)"/i.exec(body)?.[1];
    const headers = { cacheControl: '', csp, ...(robots === undefined ? {} : { robots }) };
    const extension = /^~\s+\\\.([a-z0-9]+)\$$/i.exec(where);
    if (where === '/') rules.push({ pattern: { kind: 'all' }, headers });
    else if (extension) rules.push({ pattern: { kind: 'extension', extension: extension[1] ?? '' }, headers });
    else if (where.startsWith('^~ ')) rules.push({ pattern: { kind: 'directory', dir: where.slice(3).trim() }, headers });
    else if (where.startsWith('= ')) rules.push({ pattern: { kind: 'exact', path: where.slice(2).trim() }, headers });
  }
  return rules;
}

interface HeadersJson {
  notFound?: { contentSecurityPolicy?: string };
  paths?: Record<string, { contentSecurityPolicy?: string; xRobotsTag?: string }>;
}

/** Every source of a page's CSP; a missing or unreadable one is a problem of its own. */
function cspSources(options: CheckOptions, problems: ExportProblem[]): CspSource[] {
  const sources: CspSource[] = [];
  const read = (file: string): string | null => {
    if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
    problems.push({ page: shown(file), check: 'host-files', reason: 'missing: the build writes it (npm run build)' });
    return null;
  };
  const headersText = read(path.join(options.outDir, '_headers'));
  if (headersText !== null) {
    const rules = readHeadersFile(headersText);
    const file = shown(path.join(options.outDir, '_headers'));
    for (const [host, label] of [
      ['cloudflare', 'Cloudflare Pages'],
      ['netlify', 'Netlify'],
    ] as const) {
      sources.push({
        name: `${file} (${label})`,
        cspFor: (url) => effectiveHeaders(rules, url, host)?.csp,
        robotsFor: (url) => effectiveHeaders(rules, url, host)?.robots,
        skips: isIndexFileUrl,
      });
    }
  }
  read(path.join(options.outDir, '_redirects'));
  const nginxText = read(path.join(options.hostingDir, 'nginx.conf'));
  if (nginxText !== null) {
    const rules = readNginxConf(nginxText);
    sources.push({
      name: shown(path.join(options.hostingDir, 'nginx.conf')),
      cspFor: (url) => effectiveHeaders(rules, url, 'nginx')?.csp,
      robotsFor: (url) => effectiveHeaders(rules, url, 'nginx')?.robots,
    });
  }
  // Compression settings only: no header a page's CSP could come from.
  read(path.join(options.hostingDir, 'nginx-brotli.conf'));
  const jsonFile = path.join(options.hostingDir, 'headers.json');
  const jsonText = read(jsonFile);
  if (jsonText !== null) {
    try {
      const json = JSON.parse(jsonText) as HeadersJson;
      sources.push({
        name: shown(jsonFile),
        cspFor: (url) => (url === UNKNOWN_PATH ? json.notFound?.contentSecurityPolicy : json.paths?.[url]?.contentSecurityPolicy),
        robotsFor: (url) => json.paths?.[url]?.xRobotsTag,
      });
    } catch (error) {
      problems.push({ page: shown(jsonFile), check: 'host-files', reason: `not JSON: ${error instanceof Error ? error.message : String(error)}` });
    }
  }
  // The receiver (`npm start`, API beside the pages): the very functions it serves with.
  const publicEnv = Object.fromEntries(Object.entries(options.env).filter(([name]) => name.startsWith('NEXT_PUBLIC_')));
  try {
    const site = loadStaticSite(options.outDir, createPageCsp(loadConfig(publicEnv, ROOT).csp));
    sources.push({
      name: 'the receiver (server/static.ts)',
      cspFor: (url) => (url === UNKNOWN_PATH ? site.notFound?.csp : site.routes.get(url)?.csp),
      robotsFor: (url) => site.routes.get(url)?.robots,
    });
  } catch (error) {
    problems.push({
      page: shown(options.outDir),
      check: 'host-files',
      reason: `the receiver could not load the export: ${error instanceof Error ? error.message : String(error)}`,
    });
  }
  return sources;
}

/** The addresses a page answers at: its file, its directory, and for 404.html every unknown path. */
function pageUrls(page: string): string[] {
  const urls = [`/${page}`];
  if (page === 'index.html' || page.endsWith('/index.html')) urls.push(`/${page.slice(0, -'index.html'.length)}`);
  if (page === '404.html') urls.push(UNKNOWN_PATH);
  return urls;
}

function describeBlock(block: InlineBlock): string {
  const start = block.text.slice(0, 40).replace(/\s+/g, ' ');
  return `inline <${block.kind}> #${block.position} (sha256-${sha256(block.text)}, "${start}${block.text.length > 40 ? '…' : ''}")`;
}

function cspProblems(page: string, html: string, sources: readonly CspSource[]): string[] {
  const reasons: string[] = [];
  const blocks = inlineBlocks(html);
  for (const url of pageUrls(page)) {
    const serving = sources.filter((source) => !source.skips?.(url));
    const missing = serving.filter((source) => source.cspFor(url) === undefined).map((source) => source.name);
    if (missing.length > 0) reasons.push(`no Content-Security-Policy for ${url} in ${missing.join(', ')}`);
    // One line per address and set of refused blocks, naming every source that refuses them.
    const refusals = new Map<string, { blocks: InlineBlock[]; sources: string[] }>();
    for (const source of serving) {
      const csp = source.cspFor(url);
      if (csp === undefined) continue;
      const refused = blocks.filter((block) => !cspAllowsInline(csp, block));
      if (refused.length === 0) continue;
      const key = refused.map((block) => `${block.kind}${block.position}`).join(',');
      const entry = refusals.get(key) ?? { blocks: refused, sources: [] };
      entry.sources.push(source.name);
      refusals.set(key, entry);
    }
    for (const { blocks: refused, sources: names } of refusals.values()) {
      reasons.push(`the Content-Security-Policy for ${url} in ${names.join(', ')} refuses ${refused.map(describeBlock).join('; ')}`);
    }
    // What only the CMS needs stays on the CMS's pages.
    if (!isAdminPath(url)) {
      const lax = serving.filter((source) => /'unsafe-eval'/.test(source.cspFor(url) ?? '')).map((source) => source.name);
      if (lax.length > 0) reasons.push(`the Content-Security-Policy for ${url} in ${lax.join(', ')} allows 'unsafe-eval', which only the CMS at ${ADMIN_PATH} may`);
    }
  }
  return reasons;
}

/** The CMS's page: noindex in the page and in every host's X-Robots-Tag. */
function adminProblems(page: string, html: string, sources: readonly CspSource[]): string[] {
  const reasons: string[] = [];
  if (!isNoindex(html)) reasons.push('the CMS page has no <meta name="robots" content="noindex">');
  for (const url of pageUrls(page)) {
    const missing = sources.filter((source) => !source.skips?.(url) && !/\bnoindex\b/i.test(source.robotsFor(url) ?? '')).map((source) => source.name);
    if (missing.length > 0) reasons.push(`no X-Robots-Tag: noindex for ${url} in ${missing.join(', ')}`);
  }
  return reasons;
}

/** The origin of the site the export was built for, from the home page's canonical link. */
function siteOrigin(outDir: string): string | null {
  const home = path.join(outDir, 'index.html');
  if (!fs.existsSync(home)) return null;
  const canonical = elementsNamed(fs.readFileSync(home, 'utf8'), 'link').find(({ attributes }) => hasToken(htmlAttribute(attributes, 'rel'), 'canonical'));
  const href = canonical === undefined ? undefined : htmlAttribute(canonical.attributes, 'href');
  try {
    return href === undefined ? null : new URL(href).origin;
  } catch {
    return null;
  }
}

function isNoindex(html: string): boolean {
  return elementsNamed(html, 'meta').some(({ attributes }) => {
    const name = htmlAttribute(attributes, 'name')?.toLowerCase();
    const content = htmlAttribute(attributes, 'content')?.toLowerCase() ?? '';
    return (name === 'robots' || name === 'googlebot') && /\b(noindex|none)\b/.test(content);
  });
}

function sitemapProblems(outDir: string, origin: string | null): ExportProblem[] {
  const file = path.join(outDir, 'sitemap.xml');
  if (!fs.existsSync(file)) return [{ page: 'sitemap.xml', check: 'sitemap', reason: 'missing' }];
  const locs = Array.from(fs.readFileSync(file, 'utf8').matchAll(/<loc>\s*([^<]*?)\s*<\/loc>/g), (match) => (match[1] ?? '').replace(/&amp;/g, '&'));
  if (locs.length === 0) return [{ page: 'sitemap.xml', check: 'sitemap', reason: 'lists no page' }];
  const problems: ExportProblem[] = [];
  const seen = new Set<string>();
  for (const loc of locs) {
    const problem = (reason: string): void => void problems.push({ page: 'sitemap.xml', check: 'sitemap', reason: `${loc}: ${reason}` });
    if (seen.has(loc)) problem('listed twice');
    seen.add(loc);
    let url: URL;
    try {
      url = new URL(loc);
    } catch {
      problem('not an absolute URL');
      continue;
    }
    if (origin !== null && url.origin !== origin) {
      problem(`not on the site's origin ${origin} (the home page's canonical link)`);
      continue;
    }
    const pathname = decodeURIComponent(url.pathname);
    const pageFile = path.join(outDir, ...pathname.split('/'), ...(pathname.endsWith('/') ? ['index.html'] : []));
    if (!pathname.endsWith('/') || !fs.existsSync(pageFile)) {
      problem(`no page at ${pathname} in the export`);
      continue;
    }
    const html = fs.readFileSync(pageFile, 'utf8');
    const page = pageName(outDir, pageFile);
    if (isNoindex(html)) problem(`${page} is noindex`);
    const canonical = elementsNamed(html, 'link').find(({ attributes }) => hasToken(htmlAttribute(attributes, 'rel'), 'canonical'));
    const href = canonical === undefined ? undefined : htmlAttribute(canonical.attributes, 'href');
    if (href !== undefined && href !== loc) problem(`${page} names another canonical URL, ${href}`);
  }
  // The other way round: an indexable page left out of the sitemap is one search engines find late.
  if (origin !== null) {
    for (const file of exportPages(outDir)) {
      const page = pageName(outDir, file);
      if (page !== 'index.html' && !page.endsWith('/index.html')) continue;
      const loc = `${origin}/${page.slice(0, -'index.html'.length)}`;
      if (!seen.has(loc) && !isNoindex(fs.readFileSync(file, 'utf8')))
        problems.push({ page, check: 'sitemap', reason: `indexable, but sitemap.xml does not list ${loc}` });
    }
  }
  return problems;
}

/** Runs every check over a finished export. */
export function checkExport(options: CheckOptions): CheckResult {
  const { outDir } = options;
  if (!fs.existsSync(path.join(outDir, 'index.html'))) {
    return { pages: 0, problems: [{ page: shown(outDir), check: 'host-files', reason: 'holds no export (no index.html): run `npm run build` first' }] };
  }
  const problems: ExportProblem[] = [];
  const sources = cspSources(options, problems);
  const files = exportPages(outDir);
  for (const file of files) {
    const page = pageName(outDir, file);
    const html = fs.readFileSync(file, 'utf8');
    const add = (check: ExportProblem['check'], reason: string | null): void => {
      if (reason !== null) problems.push({ page, check, reason });
    };
    add('stylesheet', blockingStylesheet(html));
    const head = html.slice(0, Math.max(0, html.search(/<\/head\s*>/i)));
    if (!elementsNamed(head, 'style').some(({ text }) => (text ?? '').trim() !== '')) add('stylesheet', 'carries no stylesheet inline (no <style> in the head)');
    add('after-paint', scriptsBeforePaint(html));
    add('after-paint', unhintedStartupScript(outDir, html));
    add('lcp-image', unpreloadedLcpImage(html));
    add('font-preload', headFontPreload(html));
    if (!isAdminPath(`/${page}`)) add('first-paint', firstSectionHoldProblem(html));
    for (const reason of cspProblems(page, html, sources)) add('csp', reason);
    if (isAdminPath(`/${page}`)) for (const reason of adminProblems(page, html, sources)) add('admin', reason);
  }
  const origin = siteOrigin(outDir);
  for (const { from, reference } of brokenReferences(outDir, origin).broken)
    problems.push({ page: from, check: 'links', reason: `${reference} is not a file of the export` });
  problems.push(...sitemapProblems(outDir, origin));
  try {
    for (const copy of notFoundCopies(outDir))
      problems.push({ page: copy, check: 'not-found', reason: 'a copy of 404.html: it would answer 200 with the not-found page' });
  } catch (error) {
    problems.push({ page: '404.html', check: 'not-found', reason: error instanceof Error ? error.message : String(error) });
  }
  problems.sort((a, b) => a.page.localeCompare(b.page));
  return { pages: files.length, problems };
}

/** What the command prints: each failing page with its reasons, then a summary line. */
export function formatCheckResult(result: CheckResult, outDir: string): string {
  const where = shown(outDir);
  if (result.problems.length === 0)
    return `check:export: ${where} passes (${result.pages} pages: inline styles, after-paint loader, first-screen image, font preloads in the body, the first paint held for the first section, CSP in every host file and the receiver, the CMS's own CSP and noindex, links, sitemap, 404).`;
  const lines = result.problems.map(({ page, check, reason }) => `✖ ${page} [${check}] ${reason}`);
  const pages = new Set(result.problems.map(({ page }) => page)).size;
  const problems = result.problems.length === 1 ? '1 problem' : `${result.problems.length} problems`;
  return `${lines.join('\n')}\ncheck:export: ${where} fails: ${problems} in ${pages === 1 ? '1 page or file' : `${pages} pages or files`}.`;
}

function main(): void {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { hosting: { type: 'string', default: 'hosting' } } });
  if (positionals.length > 1) {
    console.error('Usage: npm run check:export [DIR] [-- --hosting DIR]');
    process.exit(2);
  }
  // The receiver's CSP depends on the NEXT_PUBLIC_* values, read as `next build` reads them.
  loadEnvConfig(ROOT, false, { info: () => undefined, error: (...args: unknown[]) => console.error(...args) });
  const outDir = path.resolve(positionals[0] ?? 'out');
  const result = checkExport({ outDir, hostingDir: path.resolve(values.hosting), env: process.env });
  const text = formatCheckResult(result, outDir);
  if (result.problems.length > 0) {
    console.error(text);
    process.exit(1);
  }
  console.log(text);
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();

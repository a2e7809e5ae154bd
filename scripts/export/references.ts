/**
 * Every internal reference of an export (links, images, scripts, stylesheets, fonts, and the
 * `url()`s of its stylesheets, inlined or not) and whether a static host finds a file for it.
 * `npm run check:export` and the end-to-end crawl (tests/e2e/crawl.spec.ts) both read it.
 */
import fs from 'node:fs';
import path from 'node:path';

import { exportPages, htmlAttribute, htmlElements, pageName, srcsetCandidates } from './pages';

/** Attributes that point at a page or file; `srcset`-like ones hold a list of candidates. */
const URL_ATTRIBUTES = ['href', 'src', 'poster'];
const SRCSET_ATTRIBUTES = ['srcset', 'imagesrcset'];
const CSS_URL = /url\(\s*(['"]?)([^'")]+)\1\s*\)/g;

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * The decoded URL path a reference from `fromFile` (inside `outDir`) points at, or null when it
 * leaves the site: another origin, `mailto:`, `tel:`, `data:`, a fragment. An absolute URL on the
 * site's own origin (`siteUrl`, e.g. a canonical link) counts as internal.
 */
export function internalPath(reference: string, fromFile: string, outDir: string, siteUrl: string | null): string | null {
  const ref = reference.trim();
  if (!ref || ref.startsWith('#') || /^(mailto|tel|data|javascript|blob|sms):/i.test(ref)) return null;
  let url: URL;
  if (siteUrl !== null && (ref === siteUrl || ref.startsWith(`${siteUrl}/`))) url = new URL(ref.slice(siteUrl.length) || '/', 'http://site.local');
  else if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(ref)) return null;
  else url = new URL(ref, `http://site.local/${pageName(outDir, fromFile)}`);
  try {
    return decodeURIComponent(url.pathname);
  } catch {
    return url.pathname;
  }
}

/** Whether a static host serving `outDir` answers `pathname` with a file (`/about` redirects to `/about/`). */
export function resolvesInExport(outDir: string, pathname: string): boolean {
  const target = path.join(outDir, ...pathname.split('/'));
  if (!path.resolve(target).startsWith(path.resolve(outDir))) return false;
  if (pathname.endsWith('/')) return fs.existsSync(path.join(target, 'index.html'));
  if (fs.existsSync(target) && fs.statSync(target).isFile()) return true;
  return fs.existsSync(path.join(target, 'index.html'));
}

/** The references of one page's HTML, as written (entities decoded). */
export function pageReferences(html: string): string[] {
  const references: string[] = [];
  for (const { attributes, text, name } of htmlElements(html)) {
    for (const attribute of URL_ATTRIBUTES) {
      const value = htmlAttribute(attributes, attribute);
      if (value !== undefined) references.push(decodeEntities(value));
    }
    for (const attribute of SRCSET_ATTRIBUTES) {
      const value = htmlAttribute(attributes, attribute);
      if (value !== undefined) references.push(...srcsetCandidates(decodeEntities(value)).map(({ url }) => url));
    }
    if (name === 'style' && text !== undefined) references.push(...cssReferences(text));
  }
  return references.filter(Boolean);
}

/** The `url()`s of a stylesheet. */
export function cssReferences(css: string): string[] {
  return Array.from(css.matchAll(CSS_URL), (match) => match[2] ?? '').filter(Boolean);
}

export interface ReferenceReport {
  /** Internal references checked. */
  checked: number;
  /** Each reference without a file: the page or stylesheet (export path) and what it points at. */
  broken: { from: string; reference: string }[];
}

/** Checks every internal reference of every page and stylesheet of an export. */
export function brokenReferences(outDir: string, siteUrl: string | null): ReferenceReport {
  const report: ReferenceReport = { checked: 0, broken: [] };
  const check = (file: string, references: string[]): void => {
    for (const reference of references) {
      const pathname = internalPath(reference, file, outDir, siteUrl);
      if (pathname === null) continue;
      report.checked += 1;
      if (!resolvesInExport(outDir, pathname)) report.broken.push({ from: pageName(outDir, file), reference });
    }
  };
  for (const file of exportPages(outDir)) check(file, pageReferences(fs.readFileSync(file, 'utf8')));
  const stylesheets = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return stylesheets(full);
      return entry.name.endsWith('.css') ? [full] : [];
    });
  for (const file of stylesheets(outDir)) check(file, cssReferences(fs.readFileSync(file, 'utf8')));
  return report;
}

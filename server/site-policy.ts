/**
 * The one description of how the export is served: which URL answers with which file, which
 * paths redirect, what an unknown path gets, and every response's Cache-Control and
 * Content-Security-Policy. The receiver serves from it (static.ts) and the build writes the host
 * configurations from it (scripts/hosting/), so a CDN, nginx and `npm start` send the same headers.
 *
 * `trailingSlash: true` makes every page a directory index: `/about/` -> about/index.html, and
 * `/about` redirects to `/about/` (query kept). Anything else that is not a file is a 404 with
 * 404.html.
 */
import fs from 'node:fs';
import path from 'node:path';

import { ADMIN_ROBOTS, ASSET_CSP, inlineScriptHashes, isAdminPath } from './security-headers';

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'no-cache';
export const ASSET_CACHE = 'public, max-age=3600';

/** Files the hosts read as configuration and never serve; the receiver does not serve them either. */
export const HOST_CONFIG_FILES: readonly string[] = ['_headers', '_redirects'];

const PAGE_EXTENSIONS = new Set(['.html', '.htm']);
/** Pages and RSC payloads keep their URLs across deploys, so they are always revalidated. */
const REVALIDATED_EXTENSIONS = new Set([...PAGE_EXTENSIONS, '.txt']);

export function isPageFile(relPath: string): boolean {
  return PAGE_EXTENSIONS.has(path.extname(relPath).toLowerCase());
}

export function cacheControlFor(relPath: string): string {
  // Content-hashed names: a new build writes new names, so these never change.
  if (relPath.startsWith('_next/static/')) return IMMUTABLE_CACHE;
  if (REVALIDATED_EXTENSIONS.has(path.extname(relPath).toLowerCase())) return REVALIDATE_CACHE;
  return ASSET_CACHE;
}

/** Every publishable file of the export, relative, with forward slashes. */
export function listExportFiles(root: string, dir = ''): string[] {
  const files: string[] = [];
  for (const dirent of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    // Dotfiles (the build stamp, editor litter) are private, except the standard .well-known.
    if (dirent.name.startsWith('.') && dirent.name !== '.well-known') continue;
    const rel = dir ? `${dir}/${dirent.name}` : dirent.name;
    if (!dir && HOST_CONFIG_FILES.includes(rel)) continue;
    // Symlinks are skipped so nothing outside the export can be published by accident.
    if (dirent.isDirectory()) files.push(...listExportFiles(root, rel));
    else if (dirent.isFile()) files.push(rel);
  }
  return files;
}

export interface ExportFile {
  /** Path relative to the export root, with forward slashes. */
  relPath: string;
  isPage: boolean;
  cacheControl: string;
  csp: string;
  /** X-Robots-Tag: set only under /admin/ (the CMS, which no search engine may list). */
  robots?: string;
}

export interface ExportPolicy {
  root: string;
  files: ExportFile[];
  /** URL path (decoded) -> file; `/dir/` for every dir/index.html as well as the file's own path. */
  routes: Map<string, ExportFile>;
  /** `/dir` -> `/dir/` for every directory page, answered with 308 and the query string kept. */
  redirects: Map<string, string>;
  /** 404.html, sent with status 404 for every other path. */
  notFound: ExportFile | null;
}

/** The address a page file is served at: `about/index.html` -> `/about/`, `404.html` -> `/404.html`. */
function pagePathOf(relPath: string): string {
  return `/${relPath.replace(/(^|\/)index\.html$/, '$1')}`;
}

/** Reads the export once and applies the policy; `pageCsp` turns a page's script hashes (and path) into its CSP. */
export function describeExport(root: string, pageCsp: (scriptHashes: readonly string[], pagePath: string) => string): ExportPolicy {
  const files: ExportFile[] = [];
  const routes = new Map<string, ExportFile>();
  const redirects = new Map<string, string>();

  for (const relPath of listExportFiles(root)) {
    const isPage = isPageFile(relPath);
    const csp = isPage ? pageCsp(inlineScriptHashes(fs.readFileSync(path.join(root, relPath), 'utf8')), pagePathOf(relPath)) : ASSET_CSP;
    const file: ExportFile = { relPath, isPage, cacheControl: cacheControlFor(relPath), csp, ...(isAdminPath(`/${relPath}`) ? { robots: ADMIN_ROBOTS } : {}) };
    files.push(file);
    routes.set(`/${relPath}`, file);
    if (relPath === 'index.html' || relPath.endsWith('/index.html')) {
      const dirPath = `/${relPath.slice(0, -'index.html'.length)}`;
      routes.set(dirPath, file);
      if (dirPath !== '/') redirects.set(dirPath.slice(0, -1), dirPath);
    }
  }
  // A file named like a directory page wins, as it would on a CDN.
  for (const from of redirects.keys()) if (routes.has(from)) redirects.delete(from);

  return { root, files, routes, redirects, notFound: routes.get('/404.html') ?? null };
}

/** The directory URLs of the export's pages (`/`, `/about/`, …): the addresses the site links to. */
export function pageUrls(policy: ExportPolicy): string[] {
  return [...policy.routes.keys()].filter((url) => url.endsWith('/')).sort();
}

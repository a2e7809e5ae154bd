/**
 * Initial JavaScript of a route, measured from the export rather than from a page load: every
 * `<script src>`, `<link rel="preload" as="script">` and script the after-paint loader starts in
 * the route's HTML (what the browser fetches before the page can hydrate; the build turns Next's
 * script tags into that loader, see scripts/export/hydrate-after-paint.ts), each file gzipped at
 * level 9 and summed.
 * Deterministic: the same build gives the same figure whatever the machine's load, unlike timings
 * in a Lighthouse trace. Chunks a page imports later (dynamic imports, widgets on interaction) are
 * not counted; `nomodule` scripts are skipped because no browser that runs modules downloads them.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterPaintLoaders } from '../export/hydrate-after-paint';
import { htmlAttribute } from '../export/pages';

export interface InitialJs {
  /** The script URLs, as written in the HTML. */
  sources: string[];
  scripts: number;
  rawBytes: number;
  gzipBytes: number;
}

/** `/about/` -> out/about/index.html (the export uses trailingSlash: true). */
export function htmlFileFor(outDir: string, route: string): string {
  return path.join(outDir, ...route.split('/').filter(Boolean), 'index.html');
}

const SCRIPT_OR_LINK_TAG = /<(script|link)\b([^>]*)>/gi;

export function scriptSources(html: string): string[] {
  const sources = new Set<string>();
  for (const match of html.matchAll(SCRIPT_OR_LINK_TAG)) {
    const attributes = match[2] ?? '';
    const isScript = match[1]?.toLowerCase() === 'script';
    const src = isScript ? htmlAttribute(attributes, 'src') : htmlAttribute(attributes, 'href');
    if (src === undefined || src === '') continue;
    if (isScript ? htmlAttribute(attributes, 'nomodule') !== undefined : htmlAttribute(attributes, 'rel') !== 'preload' || htmlAttribute(attributes, 'as') !== 'script')
      continue;
    sources.add(src);
  }
  for (const loader of afterPaintLoaders(html)) for (const src of loader) sources.add(src);
  return [...sources];
}

export function initialJs(outDir: string, route: string): InitialJs {
  const html = fs.readFileSync(htmlFileFor(outDir, route), 'utf8');
  const sources = scriptSources(html);
  const result: InitialJs = { sources, scripts: 0, rawBytes: 0, gzipBytes: 0 };
  for (const src of sources) {
    const url = new URL(src, 'http://export.invalid/');
    if (url.host !== 'export.invalid') throw new Error(`${route} loads a script from another origin (${src}); it cannot be measured from the export`);
    const body = fs.readFileSync(path.join(outDir, decodeURIComponent(url.pathname)));
    result.scripts += 1;
    result.rawBytes += body.length;
    result.gzipBytes += zlib.gzipSync(body, { level: 9 }).length;
  }
  return result;
}

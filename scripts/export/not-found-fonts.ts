/**
 * Next writes the font preloads (next/font, lib/fonts.ts) into every page rendered through a layout,
 * but not into the global not-found page (app/global-not-found.tsx), which has none: out/404.html
 * used the display face without a preload, and a `font-display: optional` face that is not
 * preloaded misses its short block period on a first visit, so the 404 page always showed the
 * fallback serif. The build copies the home page's font preloads into it (docs/fonts.md); a later
 * step moves every page's font preloads into its body (font-preloads.ts).
 */
import fs from 'node:fs';
import path from 'node:path';

const FONT_PRELOAD = /<link rel="preload" href="[^"]+" as="font"[^>]*\/>/g;

/** `page` with the font preloads of `source` that it lacks, ahead of its other preloads; null if none were missing. */
export function withFontPreloads(page: string, source: string): string | null {
  const missing = [...new Set(source.match(FONT_PRELOAD) ?? [])].filter((tag) => !page.includes(tag));
  if (missing.length === 0) return null;
  const at = page.indexOf('<link rel="preload"');
  const head = page.indexOf('</head>');
  const insertAt = at !== -1 && (head === -1 || at < head) ? at : head;
  if (insertAt === -1) return null;
  return page.slice(0, insertAt) + missing.join('') + page.slice(insertAt);
}

/** Gives out/404.html the font preloads of out/index.html; true when it changed. */
export function preloadNotFoundFonts(outDir: string): boolean {
  const notFound = path.join(outDir, '404.html');
  const home = path.join(outDir, 'index.html');
  if (!fs.existsSync(notFound) || !fs.existsSync(home)) return false;
  const html = withFontPreloads(fs.readFileSync(notFound, 'utf8'), fs.readFileSync(home, 'utf8'));
  if (html === null) return false;
  fs.writeFileSync(notFound, html);
  return true;
}

/**
 * Marks the scripts every page starts with (its after-paint loader's list, hydrate-after-paint.ts)
 * with V8's explicit compile hint, `//# allFunctionsCalledOnLoad` on their first line.
 *
 * V8 compiles a script's functions lazily: the first call of each one stops the main thread to
 * compile it. For a page's start-up scripts that is nearly all of them (the bundler's module
 * factories, React's and Next's start-up and hydration), so the compiling ran inside the hydration
 * task. With the hint V8 compiles every function of the file as it is downloaded, on a background
 * thread. Measured at phone size with a 4x slower CPU (docs/benchmarks.md): the hydration task of
 * `/` went from 170-190 ms to 70-130 ms. Chromium reads the hint from version 136; other engines
 * see a comment.
 *
 * Only the start-up scripts: a chunk loaded later by `import()` (a carousel's library, the chat
 * widget) holds code a page may never call, and compiling all of it would cost a phone time and
 * memory for nothing. The hint goes before the first byte, where V8 looks for it; a file already
 * marked is left as it is, so the step can run again on the same export.
 */
import fs from 'node:fs';
import path from 'node:path';

import { afterPaintLoaders } from './hydrate-after-paint';
import { pageName, sitePages } from './pages';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const NEXT_STATIC = '/_next/static/';

export interface CompileHintReport {
  /** Start-up scripts of the export's pages. */
  scripts: number;
  /** Of them, marked by this run (the others already were). */
  marked: number;
}

/** The file of one of Next's chunks (`/_next/static/….js`) inside the export, or null for any other address. */
export function chunkFile(outDir: string, src: string): string | null {
  if (!src.startsWith(NEXT_STATIC) || !src.endsWith('.js')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(src);
  } catch {
    return null;
  }
  const staticDir = path.resolve(outDir, '_next', 'static');
  const file = path.resolve(outDir, ...decoded.split('/').filter(Boolean));
  return file.startsWith(staticDir + path.sep) ? file : null;
}

/** The start-up scripts of every site page, in first-seen order: each URL path with its file in the export. */
function startupChunks(outDir: string): Map<string, string> {
  const chunks = new Map<string, string>();
  for (const page of sitePages(outDir)) {
    for (const loader of afterPaintLoaders(fs.readFileSync(page, 'utf8'))) {
      for (const src of loader) {
        const file = chunkFile(outDir, src);
        if (file === null) throw new Error(`${pageName(outDir, page)} starts ${src}, which is not one of Next's chunks: the compile hint step cannot mark it.`);
        chunks.set(src, file);
      }
    }
  }
  return chunks;
}

/** The start-up scripts of every site page (URL paths), in first-seen order. */
export function startupScripts(outDir: string): string[] {
  return [...startupChunks(outDir).keys()];
}

/** Puts the hint on the first line of every start-up script; fails naming a script the export lacks. */
export function hintStartupScripts(outDir: string): CompileHintReport {
  const chunks = startupChunks(outDir);
  let marked = 0;
  for (const [src, file] of chunks) {
    if (!fs.existsSync(file)) throw new Error(`A page starts ${src}, which the export does not have.`);
    const source = fs.readFileSync(file, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue;
    fs.writeFileSync(file, COMPILE_HINT + source);
    marked += 1;
  }
  return { scripts: chunks.size, marked };
}

/** What the export check reports for a page: a start-up script that is not a chunk or lacks the hint, or null. */
export function unhintedStartupScript(outDir: string, html: string): string | null {
  for (const loader of afterPaintLoaders(html)) {
    for (const src of loader) {
      const file = chunkFile(outDir, src);
      if (file === null) return `the after-paint loader starts ${src}, which is not one of Next's chunks`;
      // A missing file is the links check's to name.
      if (fs.existsSync(file) && !fs.readFileSync(file, 'utf8').startsWith(COMPILE_HINT)) {
        return `the start-up script ${src} lacks V8's compile hint (scripts/export/compile-hints.ts)`;
      }
    }
  }
  return null;
}

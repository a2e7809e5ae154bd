/**
 * `npm run build`: the static export, finished for any host.
 *
 * 0. The campaign files (content/campaigns/*.yaml) are checked, their routing is written to the
 *    git-ignored .generated/landing-routes.json (scripts/landing-routes.ts) and the sizes of their
 *    images are made (scripts/content-images.ts): a bad file stops the build here, naming the file
 *    and the field.
 * 1. `next build` writes the site to out/ (or to `EXPORT_DIR`; next.config.ts).
 * 2. The not-found page's extra copies (/404/, /_not-found/) are removed, so those addresses answer
 *    404 like any unknown path (scripts/export/not-found-copies.ts), and the not-found page gets the
 *    font preloads Next writes into every other page (scripts/export/not-found-fonts.ts).
 * 3. Each page's stylesheets are inlined into its HTML (scripts/export/inline-css.ts), so the first
 *    paint needs no second request, and so is a face with just the glyphs of the page's h1
 *    (scripts/export/heading-font.ts), so the first screen's heading is in the brand face.
 * 4. Each page's scripts are preloaded at once but run after its first paint
 *    (scripts/export/hydrate-after-paint.ts), so hydration never holds the first frame; those
 *    scripts carry V8's compile hint, so Chromium compiles them as they download, off the main
 *    thread (scripts/export/compile-hints.ts).
 * 5. A page's high-priority image (its largest first-screen element) has its phone-sized file
 *    inlined when small, and a preload at the top of its head for the larger files, ahead of the
 *    font and script preloads (scripts/export/lcp-image.ts), and the
 *    font preloads move to the start of the body, where Chromium does not hold the first paint for
 *    them (scripts/export/font-preloads.ts); the first paint is held instead until the first section
 *    of the page's <main> is parsed (scripts/export/first-section.ts).
 *    Each of steps 2-5 counts the pages it rewrote against the pages that still needed it
 *    afterwards, and fails the build naming the step and the first pages it missed: a Next or
 *    React upgrade that changes the HTML they match stops here instead of shipping a slower page.
 *    The compile hint counts scripts, not pages, and fails naming a script a page starts that is
 *    not one of the export's chunks.
 * 6. The CMS is written to out/admin/ (scripts/export/admin.ts, docs/cms.md): Decap's bundle copied
 *    from node_modules, its page, its configuration generated from the content schemas, and the
 *    preview script naming the export's stylesheets.
 * 7. The host configurations are written from the receiver's policy (scripts/hosting/generate.ts,
 *    docs/hosting.md): out/_headers and out/_redirects, hosting/nginx.conf, nginx-brotli.conf and
 *    headers.json.
 * 8. With --production, the finished export is checked as a whole (scripts/check-export.ts, also
 *    `npm run check:export`): inline styles, the after-paint loader, the font preloads out of the
 *    head, the first paint held for the first section, every inline script and style allowed by
 *    every host's CSP, links, the sitemap.
 *
 * `npm start`, `npm test`, the host tests and `npm run bench` build through this file, so what they
 * serve and measure is what a host would be given.
 *
 * Every build warns about placeholder identity and sample content still in place; with
 * --production (`npm run build:production`, the deploy build) or REQUIRE_LAUNCH_READY=1 it fails
 * instead (lib/launch-check.ts, checked in next.config.ts).
 *
 *   tsx scripts/build.ts [--hosting DIR] [--production]
 *     --hosting DIR   where the nginx and JSON files go (default hosting/)
 *     --production    refuse placeholders and samples, and check the finished export
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { loadEnvConfig } from '@next/env';

import { checkExport, formatCheckResult } from './check-export';
import { writeAdmin } from './export/admin';
import { hintStartupScripts } from './export/compile-hints';
import { holdExportFirstSections } from './export/first-section';
import { moveExportFontPreloads } from './export/font-preloads';
import { inlineExportHeadingFont } from './export/heading-font';
import { hydrateExportAfterPaint } from './export/hydrate-after-paint';
import { inlineExportStylesheets } from './export/inline-css';
import { removeNotFoundCopies } from './export/not-found-copies';
import type { StepReport } from './export/pages';
import { preloadNotFoundFonts } from './export/not-found-fonts';
import { lcpImageExport } from './export/lcp-image';
import { generateHostFiles, writeHostFiles } from './hosting/generate';
import { makeContentImages } from './content-images';
import { writeLandingRoutes } from './landing-routes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** "12 of the 12 pages that needed it" */
const counted = (report: StepReport): string => `${report.rewrote} of the ${report.needed} pages that needed it`;

/**
 * The steps after `next build`, on an export folder. Each step that rewrites pages counts the pages
 * it rewrote against the pages that needed it and throws an ExportStepError naming the step and the
 * first pages it missed (scripts/export/pages.ts), so a change in Next's HTML fails the build; the
 * compile hint fails naming a start-up script the export lacks.
 */
export async function finishExport(outDir: string, hostingDir: string, env: Record<string, string | undefined>): Promise<void> {
  const { removed } = removeNotFoundCopies(outDir);
  if (removed.length > 0) console.log(`Removed the not-found page's copies at ${removed.map((name) => `/${name}/`).join(' and ')}: they answer 404 now.`);
  if (preloadNotFoundFonts(outDir)) console.log('Gave the not-found page the font preloads the other pages have.');
  console.log(`Inlined the stylesheets: ${counted(inlineExportStylesheets(outDir))}.`);
  const heading = await inlineExportHeadingFont(outDir, root);
  console.log(`Inlined each page's heading face (at most ${(heading.largestBytes / 1024).toFixed(1)} KB): ${counted(heading)}.`);
  console.log(`Scripts run after the first paint: ${counted(hydrateExportAfterPaint(outDir))}.`);
  const hints = hintStartupScripts(outDir);
  console.log(`Compiled as they download (V8's compile hint): the pages' ${hints.scripts} start-up scripts, ${hints.marked} marked now.`);
  console.log(`First-screen image inlined for phones where small, preloaded ahead of the fonts and scripts: ${counted(lcpImageExport(outDir))}.`);
  console.log(`Font preloads moved to the start of the body, where they do not hold the first paint: ${counted(moveExportFontPreloads(outDir))}.`);
  console.log(`First paint held until the first section is parsed: ${counted(holdExportFirstSections(outDir))}.`);
  const admin = writeAdmin(root, outDir, env);
  console.log(
    `Wrote the CMS to ${path.relative(root, outDir)}/admin/: ${admin.files} files, its preview styled by the export's ${admin.stylesheets.length} stylesheets.`,
  );
  const files = generateHostFiles(outDir, env);
  writeHostFiles(outDir, hostingDir, files);
  console.log(
    `Wrote the host configurations: ${path.relative(root, outDir)}/_headers (${files.headerRuleCount} of 100 rules) and _redirects, ${path.relative(root, hostingDir)}/nginx.conf, nginx-brotli.conf and headers.json.`,
  );
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { hosting: { type: 'string', default: 'hosting' }, production: { type: 'boolean', default: false } } });
  try {
    const images = await makeContentImages();
    if (images.made.length > 0) console.log(`Made the sizes of ${images.made.length} content image(s): ${images.made.join(', ')}.`);
    console.log(`Checked the campaign files; wrote ${path.relative(root, writeLandingRoutes())}.`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  const next = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  const result = spawnSync(process.execPath, [next, 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { NEXT_TELEMETRY_DISABLED: '1', ...process.env, ...(values.production ? { REQUIRE_LAUNCH_READY: '1' } : {}) },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  // The CSP depends on the NEXT_PUBLIC_* values the export was built with, read as next build reads them.
  loadEnvConfig(root, false, { info: () => undefined, error: (...args: unknown[]) => console.error(...args) });
  try {
    const outDir = path.resolve(root, process.env.EXPORT_DIR?.trim() || 'out');
    const hostingDir = path.resolve(root, values.hosting);
    await finishExport(outDir, hostingDir, process.env);
    if (values.production) {
      const result = checkExport({ outDir, hostingDir, env: process.env });
      console.log(formatCheckResult(result, outDir));
      if (result.problems.length > 0) process.exit(1);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) void main();

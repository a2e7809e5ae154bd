/**
 * `npm run fixtures:export`: captures the golden fixtures of the export steps' unit tests
 * (tests/unit/export-*.test.ts) from a real `next build`, so the steps are tested on the HTML Next
 * and React actually write. After a Next or React upgrade, run it: a step whose patterns no longer
 * match the new HTML then fails its test, naming the step and the page.
 *
 * It builds the site into .cache/fixtures-export (the export exactly as `next build` leaves it,
 * before scripts/build.ts rewrites it), then copies a few representative pages into
 * tests/fixtures/export/ (Next's random build id replaced by a fixed one) with a manifest:
 *   thank-you.html   a small page with Next's scripts and stylesheet (noindex)
 *   services.html    /services/: a page with a high-priority first-screen image, which gets a preload
 *   service.html     a service page: its high-priority hero image is a placeholder on phones (no preload)
 *   404.html         the not-found page, and the paths where Next writes copies of it
 *
 *   tsx scripts/export-fixtures.ts [--from DIR]
 *     --from DIR   capture from an export `next build` already wrote (EXPORT_DIR=DIR), without building
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { blockingStylesheet } from './export/inline-css';
import { notFoundCopies } from './export/not-found-copies';
import { writeLandingRoutes } from './landing-routes';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const FIXTURES_DIR = path.join(ROOT, 'tests', 'fixtures', 'export');

/** Fixture file -> the page of the export it is captured from. */
export const FIXTURE_PAGES: Readonly<Record<string, string>> = {
  'thank-you.html': 'thank-you/index.html',
  'services.html': 'services/index.html',
  'service.html': 'services/fiction-writing/index.html',
  '404.html': '404.html',
};

/** Stands in for Next's random build id in the captured pages. */
export const FIXTURE_BUILD_ID = 'golden-fixture-build';

export interface FixtureManifest {
  $comment: string;
  next: string;
  react: string;
  pages: Record<string, string>;
  /** Pages Next writes with 404.html's exact HTML (scripts/export/not-found-copies.ts removes them). */
  notFoundCopies: string[];
}

function version(name: string): string {
  const file = path.join(ROOT, 'node_modules', name, 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

function build(exportDir: string): void {
  writeLandingRoutes();
  fs.rmSync(exportDir, { recursive: true, force: true });
  const next = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
  const result = spawnSync(process.execPath, [next, 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { NEXT_TELEMETRY_DISABLED: '1', ...process.env, EXPORT_DIR: path.relative(ROOT, exportDir) },
  });
  if (result.status !== 0) throw new Error(`next build failed (exit ${result.status ?? result.signal}).`);
}

export function captureFixtures(exportDir: string, fixturesDir = FIXTURES_DIR): FixtureManifest {
  const sample = path.join(exportDir, 'thank-you', 'index.html');
  if (!fs.existsSync(sample)) throw new Error(`${exportDir} holds no export.`);
  // A finished export (out/) has lost exactly what the steps rewrite: the fixtures must be Next's own HTML.
  if (blockingStylesheet(fs.readFileSync(sample, 'utf8')) === null)
    throw new Error(`${exportDir} has been rewritten by scripts/build.ts; capture from a plain \`next build\`.`);
  fs.mkdirSync(fixturesDir, { recursive: true });
  // The build id is random on every build; a fixed one keeps a regeneration without changes a no-op.
  const buildIdFile = path.join(ROOT, '.next', 'BUILD_ID');
  const buildId = fs.existsSync(buildIdFile) ? fs.readFileSync(buildIdFile, 'utf8').trim() : '';
  for (const [fixture, page] of Object.entries(FIXTURE_PAGES)) {
    const html = fs.readFileSync(path.join(exportDir, ...page.split('/')), 'utf8');
    fs.writeFileSync(path.join(fixturesDir, fixture), buildId === '' ? html : html.split(buildId).join(FIXTURE_BUILD_ID));
  }
  const manifest: FixtureManifest = {
    $comment: 'Captured by `npm run fixtures:export` (scripts/export-fixtures.ts) from a plain `next build`. Do not edit: regenerate.',
    next: version('next'),
    react: version('react'),
    pages: { ...FIXTURE_PAGES },
    notFoundCopies: notFoundCopies(exportDir).sort(),
  };
  fs.writeFileSync(path.join(fixturesDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

function main(): void {
  const { values } = parseArgs({ options: { from: { type: 'string' } } });
  try {
    const exportDir = values.from === undefined ? path.join(ROOT, '.cache', 'fixtures-export') : path.resolve(values.from);
    if (values.from === undefined) build(exportDir);
    const manifest = captureFixtures(exportDir);
    console.log(
      `Captured ${Object.keys(manifest.pages).join(', ')} and manifest.json (Next ${manifest.next}, React ${manifest.react}) into ${path.relative(ROOT, FIXTURES_DIR)}/.`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();

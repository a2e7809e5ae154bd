/**
 * The golden fixtures of the export steps: pages exactly as `next build` wrote them, captured by
 * `npm run fixtures:export` (scripts/export-fixtures.ts) into tests/fixtures/export/.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { FixtureManifest } from '../../scripts/export-fixtures';
import { elementsNamed, hasToken, htmlAttribute } from '../../scripts/export/pages';

const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'export');

export const manifest = JSON.parse(fs.readFileSync(path.join(DIR, 'manifest.json'), 'utf8')) as FixtureManifest;

/** "Next 16.4.6, React 19.3.1": named in assertion messages, so a failure says which output changed. */
export const capturedFrom = `captured from Next ${manifest.next}, React ${manifest.react} (npm run fixtures:export)`;

/** A fixture page's HTML, as Next wrote it. */
export function fixture(name: string): string {
  return fs.readFileSync(path.join(DIR, name), 'utf8');
}

/** Every fixture page: file name, the export path it was captured from, its HTML. */
export function fixturePages(): { name: string; page: string; html: string }[] {
  return Object.entries(manifest.pages).map(([name, page]) => ({ name, page, html: fixture(name) }));
}

/** The hrefs of a page's stylesheet links. */
export function stylesheetHrefs(html: string): string[] {
  return elementsNamed(html, 'link')
    .filter(({ attributes }) => hasToken(htmlAttribute(attributes, 'rel'), 'stylesheet'))
    .map(({ attributes }) => htmlAttribute(attributes, 'href') ?? '');
}

export const STUB_CSS = 'body{color:#0f1b33}';

/**
 * A temporary export folder holding `pages` (export path -> HTML), a stub for every stylesheet they
 * link, and nothing else; removed by the returned function.
 */
export function temporaryExport(pages: Record<string, string>): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-fixture-'));
  const write = (relPath: string, text: string): void => {
    const file = path.join(dir, ...relPath.split('/'));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  };
  for (const [page, html] of Object.entries(pages)) {
    write(page, html);
    for (const href of stylesheetHrefs(html)) write(href.slice(1), STUB_CSS);
  }
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** The fixture pages at the export paths they were captured from. */
export function fixtureExportPages(): Record<string, string> {
  return Object.fromEntries(fixturePages().map(({ page, html }) => [page, html]));
}

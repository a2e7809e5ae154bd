// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { notFoundCopies, removeNotFoundCopies } from '../../scripts/export/not-found-copies';
import { capturedFrom, fixture, manifest, temporaryExport } from '../support/export-fixtures';

/** The not-found page and a page with content, plus the copies of 404.html at `copies`. */
function exportWithCopies(copies: readonly string[]) {
  const notFound = fixture('404.html');
  return temporaryExport({ '404.html': notFound, 'thank-you/index.html': fixture('thank-you.html'), ...Object.fromEntries(copies.map((copy) => [copy, notFound])) });
}

describe('removeNotFoundCopies (npm run build)', () => {
  it('removes the copies of the not-found page where next build writes them, and keeps 404.html and every other page', () => {
    expect(manifest.notFoundCopies.length, capturedFrom).toBeGreaterThan(0);
    const exported = exportWithCopies(manifest.notFoundCopies);
    try {
      const { removed, report } = removeNotFoundCopies(exported.dir);
      expect(
        removed.map((name) => `${name}/index.html`),
        `a copy Next writes is not one the step removes, ${capturedFrom}`,
      ).toEqual(manifest.notFoundCopies);
      expect(report).toMatchObject({ step: 'not-found-copies', needed: manifest.notFoundCopies.length, missed: [] });
      expect(notFoundCopies(exported.dir)).toEqual([]);
      for (const file of ['404.html', 'thank-you/index.html']) expect(fs.existsSync(path.join(exported.dir, file)), file).toBe(true);
      // A second run finds nothing to do.
      expect(removeNotFoundCopies(exported.dir).removed).toEqual([]);
    } finally {
      exported.remove();
    }
  });

  it('fails naming the step and the page when the not-found page is copied somewhere it does not look', () => {
    const exported = exportWithCopies([...manifest.notFoundCopies, '_global-not-found/index.html']);
    try {
      expect(() => removeNotFoundCopies(exported.dir)).toThrow(
        /"not-found-copies" left 1 of the 3 pages that needed it unrewritten:\n {2}- _global-not-found\/index\.html: a copy of 404\.html/,
      );
    } finally {
      exported.remove();
    }
  });

  it('refuses an export without 404.html', () => {
    const exported = temporaryExport({ 'index.html': fixture('thank-you.html') });
    try {
      expect(() => removeNotFoundCopies(exported.dir)).toThrow(/no 404\.html/);
    } finally {
      exported.remove();
    }
  });
});

import { expect, test } from '@playwright/test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { site } from '@/content/site';
import { brokenReferences } from '../../scripts/export/references';

const outDir = join(process.cwd(), 'out');

// The same reader `npm run check:export` uses (scripts/export/references.ts): every href, src,
// srcset and poster of every page, and every url() of every stylesheet, inlined or not.
// The export is the same for every viewport.
test('every internal href and src in out/ points at a page or file that exists', { tag: '@once' }, async () => {
  expect(existsSync(join(outDir, 'index.html')), 'run `npm run build` first').toBe(true);
  const { checked, broken } = brokenReferences(outDir, site.url);
  expect(checked).toBeGreaterThan(500);
  expect(broken.map(({ from, reference }) => `${from} -> ${reference}`)).toEqual([]);
});

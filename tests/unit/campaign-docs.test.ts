// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { blockTypes } from '@/content/schema/campaign';
import { docsFile, expectedDocs } from '@/scripts/campaign-docs';

describe('docs/landing-pages.md', () => {
  it('lists every block type and field the schema accepts (npx tsx scripts/campaign-docs.ts rewrites it)', () => {
    const docs = readFileSync(docsFile, 'utf8');
    expect(docs).toBe(expectedDocs(docs));
    for (const type of blockTypes) expect(docs).toContain(`#### \`${type}\``);
  });
});

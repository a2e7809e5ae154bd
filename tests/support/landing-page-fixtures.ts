import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadLandingPages, type LandingPageEntry } from '@/content/campaigns';

/**
 * Two campaign files that are not among the site's (tests/fixtures/campaigns/), for the tests that
 * add one (the worked example of docs/landing-pages.md is the first). They exercise both chromes,
 * both ways of choosing a thank-you page, and both sides of `indexable`.
 */
export const fixtureCampaignsDir = path.join(process.cwd(), 'tests', 'fixtures', 'campaigns');
export const siteCampaignsDir = path.join(process.cwd(), 'content', 'campaigns');

function fixture(id: string): LandingPageEntry {
  const entry = loadLandingPages(fixtureCampaignsDir).find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`no fixture campaign ${id}`);
  return entry;
}

export const childrensBooksPage = fixture('childrens-books');
export const springMemoirPage = fixture('spring-memoir-offer');

/**
 * A fresh content folder for CONTENT_DIR: the site's campaign files, the named fixture files, and
 * `files` (name to text) written into its campaigns/ folder. Returns the content folder.
 */
export function contentDirWith(fixtures: readonly string[], files: Readonly<Record<string, string>> = {}): string {
  const content = mkdtempSync(path.join(tmpdir(), 'campaigns-'));
  const campaigns = path.join(content, 'campaigns');
  mkdirSync(campaigns);
  for (const name of readdirSync(siteCampaignsDir).filter((file) => file.endsWith('.yaml'))) copyFileSync(path.join(siteCampaignsDir, name), path.join(campaigns, name));
  for (const id of fixtures) copyFileSync(path.join(fixtureCampaignsDir, `${id}.yaml`), path.join(campaigns, `${id}.yaml`));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(campaigns, name), text);
  return content;
}

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { listSiteRoutes } from '@/content/routes';
import { pages } from '@/content/pages';
import { siteMetadata } from '@/lib/metadata';
import { site } from '@/content/site';

/** What a search result shows before it cuts the text off. */
const MAX_TITLE = 60;
const MAX_DESCRIPTION = 160;

/** The <title> Next writes for a page title: through the root layout's template, as Next applies it. */
function fullTitle(title: string, absolute = false): string {
  const layoutTitle = siteMetadata.title;
  if (absolute || !layoutTitle || typeof layoutTitle !== 'object' || !('template' in layoutTitle) || !layoutTitle.template) return title;
  return layoutTitle.template.replace('%s', title);
}

describe('search result lengths', () => {
  const routes = listSiteRoutes();

  it('keeps every page’s full title within 60 characters, brand suffix included', () => {
    const long = routes
      .map((route) => fullTitle(route.title, route.absoluteTitle))
      .filter((title) => title.length > MAX_TITLE)
      .map((title) => `${title.length}: ${title}`);
    expect(long).toEqual([]);
    expect(fullTitle(pages.notFound.metaTitle).length).toBeLessThanOrEqual(MAX_TITLE);
    // What a search result shows: the page's own title, then the brand (so the lengths above count it).
    const shown = fullTitle('Contact Us');
    expect(shown.startsWith('Contact Us ')).toBe(true);
    expect(shown.endsWith(site.brandShort)).toBe(true);
  });

  it('keeps every meta description within 160 characters', () => {
    const long = routes.filter((route) => route.description.length > MAX_DESCRIPTION).map((route) => `${route.description.length}: ${route.path}`);
    expect(long).toEqual([]);
    for (const route of routes) expect(route.description.trim().length, route.path).toBeGreaterThan(50);
  });

  it('gives every page its own title', () => {
    const titles = routes.filter((route) => route.indexable).map((route) => route.title);
    expect(new Set(titles).size).toBe(titles.length);
  });
});

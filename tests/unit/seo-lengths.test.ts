// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { listSiteRoutes } from '@/content/routes';
import { pages } from '@/content/pages';
import { siteMetadata, withTitleSuffix } from '@/lib/metadata';

/** What a search result shows before it cuts the text off. */
const MAX_TITLE = 60;
const MAX_DESCRIPTION = 160;

describe('search result lengths', () => {
  const routes = listSiteRoutes();

  it('applies the layout title template that withTitleSuffix describes', () => {
    expect(siteMetadata.title).toMatchObject({ template: withTitleSuffix('%s') });
  });

  it('keeps every page’s full title within 60 characters', () => {
    const long = routes
      .map((route) => (route.absoluteTitle ? route.title : withTitleSuffix(route.title)))
      .filter((title) => title.length > MAX_TITLE)
      .map((title) => `${title.length}: ${title}`);
    expect(long).toEqual([]);
    expect(withTitleSuffix(pages.notFound.metaTitle).length).toBeLessThanOrEqual(MAX_TITLE);
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

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { landingPages, type LandingPageEntry } from '@/content/campaigns';
import { listFixedRoutes, listSiteRoutes, reservedPathPrefixes, sharedThankYouPaths } from '@/content/routes';
import { conversionLabelFor, thankYouPathFor } from '@/lib/enquiry/thank-you';
import { assertValidLandingPages, findLandingPageProblems, landingPageSegments } from '@/lib/landing-pages';
import { expectedLandingRoutesModule, landingRoutesFile } from '@/scripts/landing-routes';
import { childrensBooksPage, springMemoirPage } from '../support/landing-page-fixtures';

const context = { siteRoutes: listFixedRoutes(), sharedThankYouPaths, reservedPathPrefixes };

/** A copy of the fixture with `change` applied, typed loosely on purpose: the build must catch what types would. */
function broken(change: (entry: Record<string, unknown> & { blocks: Record<string, unknown>[] }) => void): LandingPageEntry {
  const entry = structuredClone(childrensBooksPage) as unknown as Record<string, unknown> & { blocks: Record<string, unknown>[] };
  change(entry);
  return entry as unknown as LandingPageEntry;
}

function problemsWith(...extra: LandingPageEntry[]): string[] {
  return findLandingPageProblems([...landingPages, ...extra], context);
}

describe('the landing-page registry', () => {
  it('holds the three campaign pages, all valid', () => {
    expect(landingPages.map((entry) => entry.path)).toEqual(['/lp/', '/book-marketing-offer/', '/book-publishing-solution/']);
    expect(findLandingPageProblems(landingPages, context)).toEqual([]);
    expect(() => assertValidLandingPages(landingPages, context)).not.toThrow();
  });

  it('exports each page once, and the thank-you page an entry brings', () => {
    expect(landingPageSegments(landingPages)).toEqual([['lp'], ['book-marketing-offer'], ['book-marketing-offer', 'thank-you'], ['book-publishing-solution']]);
    const paths = listSiteRoutes().map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(listSiteRoutes().find((route) => route.path === '/book-marketing-offer/thank-you/')).toMatchObject({ indexable: false, absoluteTitle: true });
  });

  it('keeps paid-only /lp/ out of search, the other two in', () => {
    const byPath = new Map(listSiteRoutes().map((route) => [route.path, route.indexable]));
    expect(byPath.get('/lp/')).toBe(false);
    expect(byPath.get('/book-marketing-offer/')).toBe(true);
    expect(byPath.get('/book-publishing-solution/')).toBe(true);
  });

  it('has its routing written to lib/enquiry/landing-routes.ts, current with the entries', () => {
    expect(readFileSync(landingRoutesFile, 'utf8')).toBe(expectedLandingRoutesModule());
  });

  it('sends each page to its thank-you route, as the form and the receiver read it', () => {
    expect(thankYouPathFor('/lp/')).toBe('/thankyou/');
    expect(thankYouPathFor('/book-marketing-offer/')).toBe('/book-marketing-offer/thank-you/');
    expect(thankYouPathFor('/book-publishing-solution/')).toBe('/thank-you/');
    expect(thankYouPathFor('/about/')).toBe('/thank-you/');
    expect(conversionLabelFor('/lp/')).toBe('');
  });
});

describe('the build refuses a bad entry, naming the entry and the field', () => {
  it('accepts the fixtures as they are', () => {
    expect(problemsWith(childrensBooksPage, springMemoirPage)).toEqual([]);
  });

  it('an unknown block', () => {
    const entry = broken((e) => e.blocks.push({ type: 'carousel-of-doom', copy: {} }));
    expect(problemsWith(entry)).toEqual([expect.stringMatching(/^Landing page "childrens-books": blocks\[3\]\.type: unknown block "carousel-of-doom"/)]);
  });

  it('missing copy: an absent field, an empty heading, an empty list', () => {
    const entry = broken((e) => {
      delete e.blocks[0]!.copy;
      (e.blocks[1]!.copy as { heading: string }).heading = '  ';
      (e.blocks[1]!.copy as { paragraphs: string[] }).paragraphs = [];
    });
    expect(problemsWith(entry)).toEqual([
      'Landing page "childrens-books": blocks[0].copy: missing copy',
      'Landing page "childrens-books": blocks[1].copy.heading: missing copy',
      'Landing page "childrens-books": blocks[1].copy.paragraphs: missing copy',
    ]);
  });

  it('missing metadata and thank-you copy', () => {
    const entry = broken((e) => {
      (e.metadata as { description: string }).description = '';
      (e.thankYou as { copy: { heading: string } }).copy.heading = '';
    });
    expect(problemsWith(entry)).toEqual([
      'Landing page "childrens-books": metadata.description: missing copy',
      'Landing page "childrens-books": thankYou.copy.heading: missing copy',
    ]);
  });

  it('a duplicate path', () => {
    const twin = { ...springMemoirPage, id: 'memoir-twin' };
    expect(problemsWith(springMemoirPage, twin)).toEqual([
      'Landing page "memoir-twin": path: "/spring-memoir-offer/" duplicates the path of landing page "spring-memoir-offer"',
    ]);
  });

  it('a path that clashes with another entry (its thank-you page) or a duplicate id', () => {
    const clash = broken((e) => {
      e.id = 'lp';
      e.path = '/book-marketing-offer/thank-you/';
      e.thankYou = { path: '/thankyou/' };
    });
    expect(problemsWith(clash)).toEqual([
      'Landing page "lp": id: "lp" is used by another entry',
      'Landing page "lp": path: "/book-marketing-offer/thank-you/" duplicates the path of landing page "book-marketing-offer"',
    ]);
  });

  it('a path that clashes with a site route, or sits below one with a parameter', () => {
    const about = broken((e) => {
      e.path = '/about/';
    });
    const service = broken((e) => {
      e.id = 'under-services';
      e.path = '/services/picture-books/';
      e.thankYou = { path: '/contact/', copy: childrensBooksPage.thankYou.copy };
    });
    expect(problemsWith(about)).toEqual(['Landing page "childrens-books": path: "/about/" clashes with a site route']);
    expect(problemsWith(service)).toEqual([
      'Landing page "under-services": path: "/services/picture-books/" is below /services/, which belongs to a site route',
      'Landing page "under-services": thankYou.path: "/contact/" clashes with a site route',
    ]);
  });

  it('a malformed path, a thank-you route that does not exist, a bad conversion label', () => {
    const entry = broken((e) => {
      e.path = 'Childrens Books';
      e.thankYou = { path: '/thanks/' };
      e.conversionLabel = 'has spaces';
    });
    expect(problemsWith(entry)).toEqual([
      `Landing page "childrens-books": path: "Childrens Books" must look like '/some-page/' (lower case, both slashes)`,
      'Landing page "childrens-books": conversionLabel: "has spaces" is not a conversion label',
      'Landing page "childrens-books": thankYou.path: "/thanks/" is not a thank-you page; use one of /thank-you/, /thankyou/ or give the entry thankYou.copy',
    ]);
  });

  it('throws one error that lists every problem', () => {
    const entry = broken((e) => e.blocks.push({ type: 'nope' }));
    expect(() => assertValidLandingPages([...landingPages, entry], context)).toThrow(/childrens-books": blocks\[3\]\.type: unknown block "nope"/);
  });
});

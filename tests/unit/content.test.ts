// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getAllServiceSlugs, getServiceBySlug, serviceSlugs, services, teaserServiceSlugs } from '@/content/services';
import { site, siteDefaults } from '@/content/site';
import { readLandingRoutes } from '@/lib/enquiry/landing-routing';
import { thankYouPathFor } from '@/lib/enquiry/thank-you';
import { termsAndConditions } from '@/content/legal';
import { coreSkills } from '@/content/about';
import { loadBlogPosts } from '@/content/blog';
import { listSiteRoutes } from '@/content/routes';
import { sampleContent } from '@/content/samples';
import { sampleNotice as portfolioSample } from '@/content/portfolio';
import { sampleNotice as videoSample } from '@/content/videos';

const specSlugs = [
  'book-publishing',
  'book-proofreading',
  'book-formatting',
  'book-marketing',
  'book-editing',
  'childrens-book-editing',
  'ebook-publishing',
  'book-writing',
  'mystery-writing',
  'historical-writing',
  'fantasy-writing',
  'sc-fi-writing',
  'non-fiction-writing',
  'memoir-writing',
  'children-book-writing',
  'seo-content-writing',
  'script-writing',
  'ghostwriting',
  'fiction-writing',
  'horror-writing',
  'book-cover-design',
  'book-printing',
  'author-website-design',
  'audiobook-narration',
];

describe('services', () => {
  it('has the 24 unique slugs of docs/product.md §2, in order, each resolvable', () => {
    expect([...serviceSlugs]).toEqual(specSlugs);
    expect(getAllServiceSlugs()).toEqual(specSlugs);
    expect(new Set(services.map((service) => service.slug)).size).toBe(24);
    for (const slug of specSlugs) expect(getServiceBySlug(slug)?.slug).toBe(slug);
    expect(getServiceBySlug('not-a-service')).toBeUndefined();
  });

  it('lists the six teaser services of docs/product.md §2 in order', () => {
    expect([...teaserServiceSlugs]).toEqual(specSlugs.slice(0, 6));
  });

  it('gives every service complete, unique copy', () => {
    const seen = new Map<string, string>();
    for (const service of services) {
      expect(service.name.length).toBeGreaterThan(3);
      expect(service.metaTitle.length).toBeLessThanOrEqual(60);
      expect(service.metaDescription.length).toBeGreaterThanOrEqual(120);
      expect(service.metaDescription.length).toBeLessThanOrEqual(160);
      expect(service.hero.title).toContain(service.hero.highlight);
      expect(service.feature.heading).toContain(service.feature.highlight);
      expect(service.hero.lines).toHaveLength(2);
      expect(service.feature.paragraphs).toHaveLength(2);
      expect(service.includes.length).toBeGreaterThanOrEqual(5);
      expect(service.steps).toHaveLength(4);
      expect(service.card.text.length).toBeGreaterThan(60);
      expect(service.highlightBlock.text.length).toBeGreaterThan(100);
      expect(service.audience.text.length).toBeGreaterThan(100);
      // No paragraph is shared between two services.
      for (const text of [
        service.metaTitle,
        service.metaDescription,
        ...service.feature.paragraphs,
        service.highlightBlock.text,
        service.audience.text,
        service.card.text,
      ]) {
        expect(seen.get(text), `"${text.slice(0, 40)}…" repeats on ${service.slug}`).toBeUndefined();
        seen.set(text, service.slug);
      }
    }
  });
});

describe('site configuration defaults', () => {
  it('works with no variables set: a fictional 555-01xx number, an example.com mailbox, New York, 2025', () => {
    expect(site.phone.display).toMatch(/555-01\d\d/);
    expect(site.phone.href).toBe(`tel:${site.phone.e164}`);
    expect(site.email).toMatch(/@example\.com$/);
    expect(site.address.locality).toBe('New York');
    expect(site.copyrightYear).toBe('2025');
    expect(site.apiHost).toBe('');
    expect(site.liveChatLicense).toBe('');
    expect(site.ads.conversionId).toBe('');
    expect(site.url).not.toMatch(/\/$/);
  });
});

describe('thank-you routing', () => {
  it('sends the /lp variant to /thankyou/, the book-marketing page to its own page, all others to /thank-you/', () => {
    const routes = readLandingRoutes({});
    expect(thankYouPathFor('/', routes)).toBe('/thank-you/');
    expect(thankYouPathFor('/contact/', routes)).toBe('/thank-you/');
    expect(thankYouPathFor('/lp/', routes)).toBe('/thankyou/');
    expect(thankYouPathFor('/lp', routes)).toBe('/thankyou/');
    expect(thankYouPathFor('/lpx/', routes)).toBe('/thank-you/');
    expect(thankYouPathFor('/book-marketing-offer/', routes)).toBe('/book-marketing-offer/thank-you/');
  });
});

describe('terms and about page facts of docs/product.md §9', () => {
  it('states the refund rules in section 9 of the terms', () => {
    const section9 = termsAndConditions.sections[8];
    expect(section9?.heading).toBe('9. Refund Policy');
    const text = [...(section9?.paragraphs ?? []), ...(section9?.list ?? [])].join(' ');
    for (const fact of ['first hour', '60%', '120 days', '$15,000', '$5,000', 'low writing', 'caused by the client', 'book stores', 'social media channels']) {
      expect(text).toContain(fact);
    }
    const all = termsAndConditions.sections.flatMap((section) => [...section.paragraphs, ...(section.list ?? [])]).join(' ');
    expect(all).toContain('unlimited revisions');
    expect(all).toContain('plagiarism report');
    expect(all).toContain('You own your content');
  });

  it('shows the Core Skills bars that docs/product.md lists, in its order and with its values', () => {
    // The product description is the marketer's record of the page; the about page renders
    // coreSkills as progress bars (tests/e2e/pages.spec.ts), so the two must agree.
    const product = readFileSync(join(process.cwd(), 'docs', 'product.md'), 'utf8').replace(/\s+/g, ' ');
    const listed = /'Core Skills' bars: ([^;]+);/.exec(product)?.[1];
    expect(listed, "docs/product.md lists the 'Core Skills' bars").toBeDefined();
    const documented = [...(listed ?? '').matchAll(/([A-Z][A-Za-z ]+?) (\d+)%/g)].map((match) => ({ label: match[1], percent: Number(match[2]) }));
    expect(documented.length).toBeGreaterThan(0);
    expect(coreSkills).toEqual(documented);
  });
});

describe('routes and blog', () => {
  it('lists every route once, with at least three guides and the 24 service pages', () => {
    const paths = listSiteRoutes().map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(loadBlogPosts().length).toBeGreaterThanOrEqual(3);
    expect(paths.filter((path) => path.startsWith('/services/') && path !== '/services/')).toHaveLength(24);
    for (const path of [
      '/',
      '/about/',
      '/services/',
      '/portfolio/',
      '/contact/',
      '/thank-you/',
      '/thankyou/',
      '/term-conditions/',
      '/privacy-policy/',
      '/lp/',
      '/book-marketing-offer/',
      '/book-publishing-solution/',
      '/blogs/',
    ]) {
      expect(paths).toContain(path);
    }
  });
});

describe('sample content', () => {
  it('registers every sample module for the build warning', () => {
    expect(sampleContent).toContain(portfolioSample);
    expect(sampleContent).toContain(videoSample);
  });
});

describe('one source for contact details and the brand', () => {
  const root = process.cwd();
  const files = (dir: string): string[] =>
    readdirSync(join(root, dir)).flatMap((name) => {
      const path = join(dir, name);
      return statSync(join(root, path)).isDirectory() ? files(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
    });
  // content/site.ts is the one home; lib/third-party-hosts.ts holds the vendors' hosts (LiveChat,
  // the Google tag) that the receiver's CSP needs too, and server/ may not import content/.
  const homes = new Set(['content/site.ts', 'lib/third-party-hosts.ts']);
  const contactLiteral = /555[-. ]?01\d\d|tel:\+?\d|mailto:[a-z]|[a-z0-9.]+@[a-z0-9-]+\.(com|net|org)|https?:\/\/(?!www\.w3\.org|schema\.org)/i;
  // A string that is only a year, or a year after ©: the copyright year is a setting.
  const yearLiteral = /(['"`])(19|20)\d\d\1|©\s*(19|20)\d\d/;
  const brandNames = [siteDefaults.brand, siteDefaults.brandShort];

  /** What a source file types that belongs in content/site.ts: comments may cite anything (documentation), code may not. */
  function leaks(source: string): string[] {
    const code = source
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .split('\n')
      .filter((line) => !line.trim().startsWith('//'))
      .join('\n')
      // An example in a message ('an origin such as https://www.example.com') shows a format, not a detail of ours.
      .replace(/such as [^\s'"`]+/g, '');
    return [
      ...(contactLiteral.test(code) ? ['phone, e-mail or URL'] : []),
      ...(yearLiteral.test(code) ? ['year'] : []),
      ...(brandNames.some((name) => code.includes(name)) ? ['brand name'] : []),
    ];
  }

  it('recognises each kind of literal, and not comments or examples in messages', () => {
    expect(leaks("const call = 'tel:+12125550142';")).toEqual(['phone, e-mail or URL']);
    expect(leaks("const to = 'hello@example.com';")).toEqual(['phone, e-mail or URL']);
    expect(leaks("const reviews = 'https://reviews.example.com/';")).toEqual(['phone, e-mail or URL']);
    expect(leaks("const since = '2025';")).toEqual(['year']);
    expect(leaks('const line = `© 2025 ${name}`;')).toEqual(['year']);
    expect(leaks(`const by = '${siteDefaults.brand} Team';`)).toEqual(['brand name']);
    expect(leaks(`const logo = '${siteDefaults.brandShort}';`)).toEqual(['brand name']);
    expect(leaks(`// ${siteDefaults.brand}, https://www.example.com, 2025\n/* hello@example.com */`)).toEqual([]);
    expect(leaks("problems.push('not an origin such as https://www.example.com');")).toEqual([]);
    expect(leaks("const timeoutMs = 2000; const context = 'https://schema.org';")).toEqual([]);
  });

  it('types no phone number, e-mail address, URL, year or brand name outside content/site.ts', () => {
    const offenders = ['app', 'components', 'content', 'lib', 'server']
      .flatMap(files)
      .filter((file) => !homes.has(file))
      .flatMap((file) => leaks(readFileSync(join(root, file), 'utf8')).map((kind) => `${file}: ${kind}`));
    expect(offenders).toEqual([]);
  });
});

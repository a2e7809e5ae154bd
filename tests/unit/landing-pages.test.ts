// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse, stringify } from 'yaml';
import { CampaignFileError, loadLandingPages, parseCampaign, type LandingPageEntry } from '@/content/campaigns';
import { sharedBlocks } from '@/content/page-blocks';
import { listFixedRoutes, listSiteRoutes, reservedPathPrefixes, sharedThankYouPaths } from '@/content/routes';
import { blockTypes } from '@/content/schema/campaign';
import { site } from '@/content/site';
import { readLandingRoutes, routesFromJson } from '@/lib/enquiry/landing-routing';
import { conversionLabelFor, thankYouPathFor } from '@/lib/enquiry/thank-you';
import { assertValidLandingPages, findLandingPageProblems, landingPageSegments, landingRoutesOf } from '@/lib/landing-pages';
import { makeContentImages } from '@/scripts/content-images';
import { childrensBooksPage, contentDirWith, fixtureCampaignsDir, springMemoirPage } from '../support/landing-page-fixtures';

const context = { siteRoutes: listFixedRoutes(), sharedThankYouPaths, reservedPathPrefixes };
const fixtureText = readFileSync(path.join(fixtureCampaignsDir, 'childrens-books.yaml'), 'utf8');

type Data = Record<string, unknown> & { blocks: Record<string, unknown>[] };

/** The problems of the fixture file with `change` applied to its data. */
function problemsWith(change: (data: Data) => void): string[] {
  const data = parse(fixtureText) as Data;
  change(data);
  const result = parseCampaign('content/campaigns/childrens-books.yaml', stringify(data));
  return 'problems' in result ? result.problems : [];
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the site’s campaign files', () => {
  it('are the three campaign pages, all valid', () => {
    const entries = loadLandingPages();
    expect(entries.map((entry) => entry.path).sort()).toEqual(['/book-marketing-offer/', '/book-publishing-solution/', '/lp/']);
    expect(entries.map((entry) => entry.source)).toEqual([
      'content/campaigns/book-marketing-offer.yaml',
      'content/campaigns/book-publishing-solution.yaml',
      'content/campaigns/lp.yaml',
    ]);
    expect(() => assertValidLandingPages(entries, context)).not.toThrow();
  });

  it('export each page once, and the thank-you page a campaign brings', () => {
    expect(landingPageSegments(loadLandingPages())).toEqual([['book-marketing-offer'], ['book-marketing-offer', 'thank-you'], ['book-publishing-solution'], ['lp']]);
    const paths = listSiteRoutes().map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(listSiteRoutes().find((route) => route.path === '/book-marketing-offer/thank-you/')).toMatchObject({ indexable: false, absoluteTitle: true });
  });

  it('keep paid-only /lp/ out of search, the other two in', () => {
    const byPath = new Map(listSiteRoutes().map((route) => [route.path, route.indexable]));
    expect(byPath.get('/lp/')).toBe(false);
    expect(byPath.get('/book-marketing-offer/')).toBe(true);
    expect(byPath.get('/book-publishing-solution/')).toBe(true);
  });

  it('send each page to its thank-you route, as the receiver reads the files at start-up', () => {
    const routes = readLandingRoutes({});
    expect(routes).toEqual(landingRoutesOf(loadLandingPages()));
    expect(thankYouPathFor('/lp/', routes)).toBe('/thankyou/');
    expect(thankYouPathFor('/book-marketing-offer/', routes)).toBe('/book-marketing-offer/thank-you/');
    expect(thankYouPathFor('/book-publishing-solution/', routes)).toBe('/thank-you/');
    expect(thankYouPathFor('/about/', routes)).toBe('/thank-you/');
    expect(conversionLabelFor('/lp/', routes)).toBe('');
  });

  it('fill {brand} from content/site.ts, not from the file', () => {
    const offer = loadLandingPages().find((entry) => entry.id === 'book-marketing-offer');
    const faq = offer?.blocks.find((block) => block.type === 'faq');
    expect(faq && 'items' in faq ? faq.items.map((item) => item.question) : []).toContain(`What makes ${site.brand} different?`);
    expect(readFileSync('content/campaigns/book-marketing-offer.yaml', 'utf8')).not.toContain(site.brand);
  });

  it('show the site’s shared section for a block given by its type alone; the file’s fields replace the shared ones', () => {
    const lp = loadLandingPages().find((entry) => entry.id === 'lp');
    expect(lp?.blocks[2]).toEqual(sharedBlocks.bannerCallToAction);
    expect(lp?.blocks.at(-1)).toEqual(sharedBlocks.closingCallToAction);
    const result = parseCampaign(
      'x/lp-copy.yaml',
      readFileSync('content/campaigns/lp.yaml', 'utf8')
        .replace('id: lp', 'id: lp-copy')
        .replace('  - type: trust-cards', '  - type: trust-cards\n    heading: Why Readers Trust Us'),
    );
    if (!('entry' in result)) throw new Error(result.problems.join('\n'));
    expect(result.entry.blocks[4]).toEqual({ ...sharedBlocks.trustCards, heading: 'Why Readers Trust Us' });
  });
});

describe('a campaign file copied under a new id and path', () => {
  it('is loaded, routed and exported with no code change', () => {
    const copy = readFileSync('content/campaigns/book-marketing-offer.yaml', 'utf8')
      .replace('id: book-marketing-offer', 'id: autumn-offer')
      .replace('path: /book-marketing-offer/', 'path: /autumn-offer/')
      .replace('path: /book-marketing-offer/thank-you/', 'path: /autumn-offer/thank-you/');
    vi.stubEnv('CONTENT_DIR', contentDirWith([], { 'autumn-offer.yaml': copy }));
    const entries = loadLandingPages();
    expect(entries.map((entry) => entry.id)).toContain('autumn-offer');
    expect(() => assertValidLandingPages(entries, context)).not.toThrow();
    expect(landingPageSegments(entries)).toEqual(expect.arrayContaining([['autumn-offer'], ['autumn-offer', 'thank-you']]));
    expect(thankYouPathFor('/autumn-offer/', readLandingRoutes(process.env))).toBe('/autumn-offer/thank-you/');
  });
});

describe('the schema refuses a bad file, naming the field and what was expected', () => {
  it('accepts the fixtures as they are', () => {
    expect(childrensBooksPage.blocks).toHaveLength(3);
    expect(springMemoirPage.blocks).toHaveLength(1);
    expect(problemsWith(() => undefined)).toEqual([]);
  });

  it('a field of the wrong kind: a number for a text', () => {
    expect(problemsWith((d) => (d.blocks[1]!.heading = 42))).toEqual(['blocks[1] (feature-banner).heading: expected a string']);
  });

  it('a missing field', () => {
    expect(problemsWith((d) => delete d.blocks[0]!.title)).toEqual(['blocks[0] (hero).title: missing (expected a string)']);
  });

  it('an empty text', () => {
    expect(problemsWith((d) => ((d.metadata as Record<string, unknown>).description = '  '))).toEqual(['metadata.description: expected some text (it is empty)']);
  });

  it('an empty list', () => {
    expect(problemsWith((d) => (d.blocks[1]!.paragraphs = []))).toEqual(['blocks[1] (feature-banner).paragraphs: expected at least one entry']);
  });

  it('a list item of the wrong kind, deep inside a block', () => {
    expect(
      problemsWith((d) =>
        d.blocks.push({ type: 'faq', eyebrow: 'FAQ', heading: 'Questions', highlight: 'Questions', intro: 'Ask.', items: [{ question: 'Why?', answer: 7 }] }),
      ),
    ).toEqual(['blocks[3] (faq).items[0].answer: expected a string']);
  });

  it('an unknown block type, listing the known ones', () => {
    const [problem] = problemsWith((d) => d.blocks.push({ type: 'carousel-of-doom' }));
    expect(problem).toBe(`blocks[3]: unknown block type "carousel-of-doom"; the known types are: ${blockTypes.join(', ')}`);
  });

  it('a field the block does not have (the old `copy` nesting, a layout field)', () => {
    expect(problemsWith((d) => (d.blocks[0]!.copy = { title: 'x' }))).toEqual(['blocks[0] (hero): unknown field(s) "copy"']);
  });

  it('a hero with one line instead of two', () => {
    expect(problemsWith((d) => (d.blocks[0]!.lines = ['Only one']))).toEqual(['blocks[0] (hero).lines: expected two lines of text']);
  });

  it('an image that is not { src, alt }', () => {
    expect(problemsWith((d) => (d.blocks[1]!.image = '/images/x.webp'))).toEqual(['blocks[1] (feature-banner).image: expected an image: { src, alt }']);
  });

  it('an image path that is not an image under public/', () => {
    expect(problemsWith((d) => (d.blocks[1]!.image = { src: 'uploads/cover', alt: 'A cover' }))).toEqual([
      'blocks[1] (feature-banner).image.src: expected a path under public/ ending in .webp, .png, .jpg, .avif or .svg, e.g. /uploads/cover.jpg',
    ]);
  });

  it('an image file that does not exist', () => {
    expect(problemsWith((d) => (d.blocks[1]!.image = { src: '/uploads/missing.jpg', alt: 'A cover' }))).toEqual([
      'blocks[1] (feature-banner).image.src: no such image: public/uploads/missing.jpg (put the file under public/uploads/ and write src: /uploads/<name>)',
    ]);
  });

  it('an unknown icon, platform logo, service or package', () => {
    const steps = {
      type: 'process-steps',
      eyebrow: 'How',
      heading: 'Steps',
      highlight: 'Steps',
      intro: 'How it works.',
      steps: [{ id: 'one', title: 'One', description: 'First.', icon: 'rocket' }],
    };
    expect(problemsWith((d) => d.blocks.push(steps))[0]).toMatch(/^blocks\[3\] \(process-steps\)\.steps\[0\]\.icon: expected an icon name: one of trusted-expertise, /);
    const strip = { type: 'platforms-strip', heading: 'Where', regionLabel: 'Stores', pause: 'Pause', play: 'Play', logos: ['Myspace'] };
    expect(problemsWith((d) => d.blocks.push(strip))[0]).toMatch(/^blocks\[3\] \(platforms-strip\)\.logos\[0\]: expected a platform logo name: one of Amazon KDP, /);
    expect(problemsWith((d) => d.blocks.push({ type: 'service-details', service: 'astrology' }))[0]).toMatch(
      /^blocks\[3\] \(service-details\)\.service: expected a service: one of /,
    );
    const packages = {
      type: 'packages',
      id: 'packages',
      eyebrow: 'P',
      heading: 'H',
      highlight: 'H',
      intro: 'I',
      featuresLabel: 'F',
      getStartedSuffix: 'S',
      note: 'N',
      packages: [{ id: 'gold', name: 'Gold', tagline: 'T', icon: 'package-rise', features: ['x'] }],
    };
    expect(problemsWith((d) => d.blocks.push(packages))).toEqual([
      'blocks[3] (packages).packages[0].id: expected a package the receiver knows: one of ignite, rise, legacy',
    ]);
  });

  it('an anchor id with spaces or capitals', () => {
    expect(problemsWith((d) => (d.blocks[1]!.id = 'Picture Art'))).toEqual([
      'blocks[1] (feature-banner).id: expected an id of lower-case letters, digits and hyphens, e.g. why-us',
    ]);
  });

  it('a malformed path, a bad conversion label, an unknown chrome', () => {
    expect(problemsWith((d) => (d.path = 'Childrens Books'))).toEqual(["path: expected a path like '/some-page/' (lower case, digits and hyphens, both slashes)"]);
    expect(problemsWith((d) => (d.conversionLabel = 'has spaces'))).toEqual([
      'conversionLabel: expected a Google Ads conversion label (letters, digits, - and _) or nothing',
    ]);
    expect(problemsWith((d) => (d.chrome = { kind: 'fancy' }))).toEqual(['chrome.kind: expected chrome kind: landing or site']);
  });

  it('missing thank-you copy', () => {
    expect(problemsWith((d) => delete (d.thankYou as { copy: Record<string, unknown> }).copy.heading)).toEqual(['thankYou.copy.heading: missing (expected a string)']);
  });

  it('a page without blocks', () => {
    expect(problemsWith((d) => (d.blocks = []))).toEqual(['blocks: a page needs at least one block']);
  });

  it('an id that is not the file’s name', () => {
    expect(problemsWith((d) => (d.id = 'picture-books'))).toEqual(['id: "picture-books" must be the file\'s name (childrens-books)']);
  });

  it('a file that is not YAML, with its line', () => {
    const result = parseCampaign('content/campaigns/broken.yaml', 'id: broken\nblocks:\n  - type: hero\n   title: [unclosed\n');
    expect('problems' in result && result.problems[0]).toMatch(/^not valid YAML at line \d+: /);
  });
});

describe('the build refuses a bad set of files, naming the file', () => {
  it('an unknown block type fails the load, naming the file and the known types', () => {
    const bad = fixtureText.replace('  - type: call-to-action\n    id: childrens-books-cta', '  - type: carousel-of-doom');
    vi.stubEnv('CONTENT_DIR', contentDirWith([], { 'childrens-books.yaml': bad }));
    expect(() => loadLandingPages()).toThrow(CampaignFileError);
    expect(() => loadLandingPages()).toThrow(/childrens-books\.yaml: blocks\[2\]: unknown block type "carousel-of-doom"; the known types are: hero, /);
  });

  it('a duplicate path', () => {
    const twin = readFileSync(path.join(fixtureCampaignsDir, 'spring-memoir-offer.yaml'), 'utf8').replace('id: spring-memoir-offer', 'id: memoir-twin');
    vi.stubEnv('CONTENT_DIR', contentDirWith(['spring-memoir-offer'], { 'memoir-twin.yaml': twin }));
    const entries = loadLandingPages();
    expect(findLandingPageProblems(entries, context)).toEqual([
      expect.stringMatching(/spring-memoir-offer\.yaml: path: "\/spring-memoir-offer\/" is also the path of .*memoir-twin\.yaml$/),
    ]);
  });

  it('a duplicate id (two entries)', () => {
    const twin: LandingPageEntry = { ...springMemoirPage, path: '/memoir-twin/', source: 'content/campaigns/spring-memoir-offer.yml' };
    expect(findLandingPageProblems([springMemoirPage, twin], context)).toEqual([
      `content/campaigns/spring-memoir-offer.yml: id: "spring-memoir-offer" is also the id of ${springMemoirPage.source}`,
    ]);
  });

  it('a path that clashes with a site route, or sits below one with a parameter, or with another campaign’s thank-you page', () => {
    const about = { ...springMemoirPage, path: '/about/' };
    const service = { ...springMemoirPage, path: '/services/picture-books/' };
    const clash = { ...springMemoirPage, path: '/book-marketing-offer/thank-you/' };
    const name = springMemoirPage.source;
    expect(findLandingPageProblems([about], context)).toEqual([`${name}: path: "/about/" clashes with a site route`]);
    expect(findLandingPageProblems([service], context)).toEqual([`${name}: path: "/services/picture-books/" is below /services/, which belongs to a site route`]);
    expect(findLandingPageProblems([...loadLandingPages(), clash], context)).toEqual([
      `${name}: path: "/book-marketing-offer/thank-you/" is also the path of content/campaigns/book-marketing-offer.yaml`,
    ]);
  });

  it('a thank-you route that is neither the site’s nor the campaign’s own', () => {
    const entry = { ...springMemoirPage, thankYou: { path: '/thanks/' } };
    expect(findLandingPageProblems([entry], context)).toEqual([
      `${springMemoirPage.source}: thankYou.path: "/thanks/" is not a thank-you page; use one of /thank-you/, /thankyou/ or give the campaign its own thankYou.copy`,
    ]);
  });

  it('throws one error that lists every problem', () => {
    const entry = { ...springMemoirPage, path: '/about/' };
    expect(() => assertValidLandingPages([entry], context)).toThrow(/spring-memoir-offer\.yaml: path: "\/about\/" clashes with a site route/);
  });
});

describe('images a campaign file names', () => {
  it('an artwork asset keeps its variants and sizes, with the file’s alt text', () => {
    const hero = childrensBooksPage.blocks[0];
    expect(hero?.type === 'hero' && hero.background).toMatchObject({ src: '/images/sections/lp-hero-1920.webp', width: 1920, height: 1080, alt: '' });
    expect(hero?.type === 'hero' && hero.background.srcSet?.map((variant) => variant.width)).toEqual([640, 1280, 1920]);
  });

  it('an uploaded image is used at its own size before the build has made its variants', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'uploads-'));
    mkdirSync(path.join(root, 'public', 'uploads'), { recursive: true });
    writeFileSync(
      path.join(root, 'public', 'uploads', 'cover.png'),
      await sharp({ create: { width: 300, height: 200, channels: 3, background: '#123456' } })
        .png()
        .toBuffer(),
    );
    vi.stubEnv('CONTENT_ROOT', root);
    const result = parseCampaign(
      'content/campaigns/childrens-books.yaml',
      fixtureText.replace('src: /images/services/children-book-writing-960.webp', 'src: /uploads/cover.png'),
    );
    if (!('entry' in result)) throw new Error(result.problems.join('\n'));
    const banner = result.entry.blocks[1];
    expect(banner?.type === 'feature-banner' && banner.image).toEqual({ src: '/uploads/cover.png', width: 300, height: 200, alt: expect.any(String) });
  });

  it('the build makes an uploaded image’s widths as WebP, and the page then uses them', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'uploads-'));
    mkdirSync(path.join(root, 'public', 'uploads'), { recursive: true });
    writeFileSync(
      path.join(root, 'public', 'uploads', 'author.jpg'),
      await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#336699' } })
        .jpeg()
        .toBuffer(),
    );
    const text = fixtureText.replace('src: /images/services/children-book-writing-960.webp', 'src: /uploads/author.jpg');
    const content = contentDirWith([], { 'childrens-books.yaml': text });
    const first = await makeContentImages({ contentDir: content, publicDir: path.join(root, 'public') });
    expect(first.made).toEqual(['/uploads/author.jpg']);
    expect((await makeContentImages({ contentDir: content, publicDir: path.join(root, 'public') })).current).toBe(1);
    vi.stubEnv('CONTENT_ROOT', root);
    const result = parseCampaign('content/campaigns/childrens-books.yaml', text);
    if (!('entry' in result)) throw new Error(result.problems.join('\n'));
    const banner = result.entry.blocks[1];
    const image = banner?.type === 'feature-banner' ? banner.image : undefined;
    expect(image?.srcSet?.map((variant) => variant.width)).toEqual([480, 960, 1200]);
    expect(image).toMatchObject({ width: 1200, height: 800 });
    const largest = await sharp(path.join(root, 'public', image?.src ?? '')).metadata();
    expect(largest).toMatchObject({ format: 'webp', width: 1200, height: 800 });
  });
});

describe('the receiver’s routing for a deployment without content/', () => {
  it('reads the JSON the build writes, from LANDING_ROUTES_FILE', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'routes-'));
    const file = path.join(dir, 'landing-routes.json');
    writeFileSync(file, JSON.stringify(landingRoutesOf(loadLandingPages())));
    expect(readLandingRoutes({ LANDING_ROUTES_FILE: file })).toEqual(readLandingRoutes({}));
    writeFileSync(file, '{"not":"routes"}');
    expect(() => routesFromJson(file)).toThrow(/LANDING_ROUTES_FILE: .*landing-routes\.json is not the landing-page routing npm run build writes/);
  });
});

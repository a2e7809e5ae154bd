import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listSiteRoutes } from '@/content/routes';
import { sitePages } from '../../scripts/export/pages';

/**
 * What a phone's first screen costs, checked deterministically (bytes, attributes and layout, never
 * time): the causes of a slow or jumpy first paint that `npm run bench` found, held so they do not
 * come back. docs/benchmarks.md has the timings.
 */
const routes = listSiteRoutes();
const outDir = join(process.cwd(), 'out');

/** The most an image in a phone's first screen may weigh, as delivered for a 390 px, 2x screen. */
const FIRST_SCREEN_IMAGE_KB = 25;
/**
 * The most the high-priority image (a phone's largest first-screen element, the first card of
 * /services/) may weigh: it shares a slow connection with the fonts and scripts, and at 18 KB it
 * painted after 1.5 s on slow 4G (docs/benchmarks.md).
 */
const LCP_IMAGE_KB = 12;

test.describe('a phone’s first screen', () => {
  // The export is the same for every viewport.
  test('every page carries its styles in its HTML: no render-blocking stylesheet request', { tag: '@once' }, () => {
    const problems: string[] = [];
    const pages = sitePages(outDir);
    expect(pages.length).toBeGreaterThan(40);
    for (const file of pages) {
      const html = readFileSync(file, 'utf8');
      const head = html.slice(0, html.indexOf('</head>'));
      const blocking = [...head.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].map((match) => match[0]).filter((link) => !/\sdisabled/.test(link));
      if (blocking.length > 0) problems.push(`${file.slice(outDir.length)}: ${blocking.join(' ')}`);
      if (!/<style>[^<]*--font-sans/.test(head)) problems.push(`${file.slice(outDir.length)}: the site stylesheet is not inlined`);
      if (/url\(\.\.?\//.test(head)) problems.push(`${file.slice(outDir.length)}: a relative url() in inlined CSS resolves against the page`);
    }
    expect(problems).toEqual([]);
  });

  test('a client-side navigation keeps every style and fetches no inlined stylesheet again', async ({ page }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    const inlined = await page.locator('link[rel="stylesheet"][disabled]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(inlined.length).toBeGreaterThan(0);
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'About Us' });
    await footerLink.click();
    await expect(page).toHaveURL(/\/about\/$/);
    await expect(page.locator('h1')).toBeVisible();
    // Styled: Tailwind's font stacks and colours still apply after the router swapped the page.
    const h1 = await page.locator('h1').evaluate((element) => ({ font: getComputedStyle(element).fontFamily, colour: getComputedStyle(element).color }));
    expect(h1.font).toContain('Fraunces Fallback');
    expect(h1.colour).not.toBe('rgb(0, 0, 0)');
    // Lazily loaded parts (the small-screen portfolio slider) may bring stylesheets of their own.
    expect(stylesheets.filter((href) => inlined.includes(href))).toEqual([]);
  });

  test('no route scrolls sideways at 320 or 360 px', { tag: '@mobile' }, async ({ page }) => {
    test.setTimeout(180_000);
    const wide: string[] = [];
    for (const width of [320, 360]) {
      await page.setViewportSize({ width, height: 640 });
      for (const route of routes) {
        await page.goto(route.path, { waitUntil: 'load' });
        // Sections below the first screen contain their paint (styles/globals.css), which would clip
        // an overflow instead of scrolling it; lifted here so an overflow anywhere still shows.
        await page.addStyleTag({ content: 'main > section { content-visibility: visible !important; }' });
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        if (scrollWidth > clientWidth) wide.push(`${route.path} at ${width} px: ${scrollWidth} px wide`);
      }
    }
    expect(wide).toEqual([]);
  });

  test('sections far below the first screen are not laid out or painted until a visitor scrolls to them', { tag: '@mobile' }, async ({ page }) => {
    test.setTimeout(180_000);
    const problems: string[] = [];
    let skipped = 0;
    for (const route of routes) {
      await page.goto(route.path, { waitUntil: 'load' });
      const sections = await page.evaluate(() =>
        [...document.querySelectorAll('main > section')].map((section, index) => ({
          index,
          contentVisibility: getComputedStyle(section).contentVisibility,
          farBelow: section.getBoundingClientRect().top > 3 * innerHeight,
          // checkVisibility reports false for content the browser skips under content-visibility: auto.
          rendered: (section.firstElementChild ?? section).checkVisibility({ contentVisibilityAuto: true }),
        })),
      );
      const [first, ...rest] = sections;
      if (first && first.contentVisibility !== 'visible') problems.push(`${route.path}: the first section is not rendered with the page`);
      // The last two are always rendered, so that the page's height is settled at its end (styles/globals.css).
      const deferred = rest.slice(0, Math.max(0, rest.length - 2));
      for (const section of rest.slice(deferred.length)) {
        if (section.contentVisibility !== 'visible') problems.push(`${route.path}: section ${section.index + 1}, one of the last two, is left for later`);
      }
      for (const section of deferred) {
        if (section.contentVisibility !== 'auto') problems.push(`${route.path}: section ${section.index + 1} is always rendered`);
        else if (section.farBelow && section.rendered) problems.push(`${route.path}: section ${section.index + 1} is rendered before it is near the viewport`);
        else if (section.farBelow) skipped += 1;
      }
      const lastDeferred = deferred.at(-1);
      if (lastDeferred === undefined) continue;
      // Scrolled to, the last section left for later is drawn.
      const section = page.locator('main > section').nth(lastDeferred.index);
      await section.scrollIntoViewIfNeeded();
      await expect.poll(() => section.evaluate((element) => (element.firstElementChild ?? element).checkVisibility({ contentVisibilityAuto: true }))).toBe(true);
    }
    expect(skipped, 'long pages leave their lower sections for later').toBeGreaterThan(routes.length);
    expect(problems).toEqual([]);
  });

  test('a jump to the end of a page leaves the footer where it landed', { tag: '@mobile' }, async ({ page }) => {
    test.setTimeout(180_000);
    const moved: string[] = [];
    let checked = 0;
    for (const route of routes) {
      await page.goto(route.path, { waitUntil: 'load' });
      // Every frame for 800 ms: where the footer's first link is on screen, once the page has scrolled.
      const tops = page.evaluate(
        () =>
          new Promise<number[]>((resolve) => {
            const link = document.querySelector('footer a');
            const seen: number[] = [];
            const start = performance.now();
            const frame = () => {
              if (link && scrollY > 0) seen.push(Math.round(link.getBoundingClientRect().top));
              if (performance.now() - start < 800) requestAnimationFrame(frame);
              else resolve(seen);
            };
            requestAnimationFrame(frame);
          }),
      );
      await page.locator('footer a').first().scrollIntoViewIfNeeded();
      const seen = await tops;
      // A page short enough to show its footer without scrolling has no jump to check.
      if (seen.length === 0) continue;
      checked += 1;
      const spread = Math.max(...seen) - Math.min(...seen);
      if (spread > 2) moved.push(`${route.path}: the footer moved by ${spread} px after the jump (${[...new Set(seen)].join(' → ')})`);
    }
    expect(checked, 'pages long enough to scroll').toBeGreaterThan(routes.length / 2);
    expect(moved).toEqual([]);
  });

  test(
    `images in the first screen at 390 px load at once, carry sizes, weigh at most ${FIRST_SCREEN_IMAGE_KB} KB, and one at most has high priority (at most ${LCP_IMAGE_KB} KB)`,
    { tag: '@mobile' },
    async ({ page }) => {
      test.setTimeout(180_000);
      const problems: string[] = [];
      let checked = 0;
      for (const route of routes) {
        await page.goto(route.path, { waitUntil: 'load' });
        const images = await page.evaluate(() =>
          [...document.images]
            .map((image) => {
              // The part of the image a visitor can see: its box cut by the viewport and by every
              // ancestor that clips its overflow (a carousel's neighbouring slides peek out of the
              // track but are hidden by the slider's frame).
              const box = { left: 0, top: 0, right: innerWidth, bottom: innerHeight };
              for (let element: Element | null = image; element; element = element.parentElement) {
                const style = getComputedStyle(element);
                if (element !== image && style.overflowX === 'visible' && style.overflowY === 'visible') continue;
                const rect = element.getBoundingClientRect();
                box.left = Math.max(box.left, rect.left);
                box.top = Math.max(box.top, rect.top);
                box.right = Math.min(box.right, rect.right);
                box.bottom = Math.min(box.bottom, rect.bottom);
              }
              const entry = performance.getEntriesByName(image.currentSrc)[0] as PerformanceResourceTiming | undefined;
              return {
                // A lazy image the browser has not started yet has no currentSrc.
                src: image.currentSrc || image.src,
                inFirstScreen: box.right > box.left && box.bottom > box.top,
                lazy: image.loading === 'lazy',
                hasSrcset: image.hasAttribute('srcset') || image.parentElement?.tagName === 'PICTURE',
                hasSizes: image.hasAttribute('sizes') || image.parentElement?.querySelector('source[sizes]') !== null,
                highPriority: image.getAttribute('fetchpriority') === 'high',
                bytes: entry?.encodedBodySize ?? null,
              };
            })
            .filter((image) => image.inFirstScreen && !image.src.startsWith('data:')),
        );
        for (const image of images) {
          checked += 1;
          const name = `${route.path} ${new URL(image.src).pathname}`;
          if (image.lazy) problems.push(`${name}: lazy in the first screen`);
          if (image.hasSrcset && !image.hasSizes) problems.push(`${name}: srcset without sizes`);
          if (image.bytes === null) {
            if (!image.lazy) problems.push(`${name}: size unknown`);
          } else if (image.bytes > FIRST_SCREEN_IMAGE_KB * 1024) problems.push(`${name}: ${(image.bytes / 1024).toFixed(1)} KB`);
          else if (image.highPriority && image.bytes > LCP_IMAGE_KB * 1024) problems.push(`${name}: ${(image.bytes / 1024).toFixed(1)} KB with high priority`);
        }
        const high = await page.locator('img[fetchpriority="high"]').count();
        if (high > 1) problems.push(`${route.path}: ${high} images with fetchpriority=high`);
      }
      expect(checked, 'some pages have images in their first screen').toBeGreaterThan(0);
      expect(problems).toEqual([]);
    },
  );
});

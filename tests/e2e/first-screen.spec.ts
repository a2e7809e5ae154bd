import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listSiteRoutes } from '@/content/routes';
import { uiCopy } from '@/content/ui';
import { paths } from '@/lib/paths';
import { sitePages } from '../../scripts/export/pages';
import { deferrableSections, drawEverySection } from './support/sections';

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
        const measure = async (state: string) => {
          const { scrollWidth, clientWidth } = await page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            clientWidth: document.documentElement.clientWidth,
          }));
          if (scrollWidth > clientWidth) wide.push(`${route.path} at ${width} px, ${state}: ${scrollWidth} px wide`);
        };
        // As loaded: a section not drawn yet stands in at its placeholder size, which must not widen the page.
        await measure('as loaded');
        // An overflow in a section not drawn yet is clipped: drawn, it shows.
        await drawEverySection(page);
        await measure('every section drawn');
      }
    }
    expect(wide).toEqual([]);
  });

  test('sections far below the first screen are not laid out or painted until a visitor scrolls to them', { tag: '@mobile' }, async ({ page }) => {
    test.setTimeout(180_000);
    const problems: string[] = [];
    let skipped = 0;
    const withLongTexts: string[] = [];
    for (const route of routes) {
      await page.goto(route.path, { waitUntil: 'load' });
      // The page's own sections, then the sections of each long text in it (a legal document, a post).
      const groups = await page.evaluate(() =>
        [document.querySelector('main'), ...document.querySelectorAll('[data-long-text]')].flatMap((parent, group) =>
          parent
            ? [
                [...parent.querySelectorAll(':scope > section')].map((section) => ({
                  group,
                  contentVisibility: getComputedStyle(section).contentVisibility,
                  farBelow: section.getBoundingClientRect().top > 3 * innerHeight,
                  // checkVisibility reports false for content the browser skips under content-visibility: auto.
                  rendered: (section.firstElementChild ?? section).checkVisibility({ contentVisibilityAuto: true }),
                })),
              ]
            : [],
        ),
      );
      if (groups.length > 1) withLongTexts.push(route.path);
      for (const sections of groups) {
        const [first, ...rest] = sections;
        const name = (index: number) => `${route.path}: ${first?.group ? 'long text, ' : ''}section ${index + 1}`;
        if (first && first.contentVisibility !== 'visible') problems.push(`${name(0)}, the first, is not rendered with the page`);
        // The last two are always rendered, so that the page's height is settled at its end (styles/globals.css).
        const deferred = rest.slice(0, Math.max(0, rest.length - 2));
        rest.slice(deferred.length).forEach((section, index) => {
          if (section.contentVisibility !== 'visible') problems.push(`${name(deferred.length + index + 1)}, one of the last two, is left for later`);
        });
        deferred.forEach((section, index) => {
          if (section.contentVisibility !== 'auto') problems.push(`${name(index + 1)} is always rendered`);
          else if (section.farBelow && section.rendered) problems.push(`${name(index + 1)} is rendered before it is near the viewport`);
          else if (section.farBelow) skipped += 1;
        });
        if (deferred.length === 0 || !first) continue;
        // Scrolled to, the last section left for later is drawn.
        const parent = first.group ? page.locator('[data-long-text]').nth(first.group - 1) : page.locator('main');
        const section = parent.locator(':scope > section').nth(deferred.length);
        await section.scrollIntoViewIfNeeded();
        await expect.poll(() => section.evaluate((element) => (element.firstElementChild ?? element).checkVisibility({ contentVisibilityAuto: true }))).toBe(true);
      }
    }
    expect(skipped, 'long pages leave their lower sections for later').toBeGreaterThan(routes.length);
    const posts = routes.filter((route) => route.path.startsWith(paths.blogs) && route.path !== paths.blogs).map((route) => route.path);
    expect(posts.length).toBeGreaterThan(0);
    expect(withLongTexts.sort(), 'the legal documents and the posts, and only they, hold long texts').toEqual(
      [paths.termsAndConditions, paths.privacyPolicy, ...posts].sort(),
    );
    expect(problems).toEqual([]);
  });

  test('on a page shorter than the screen, a footer still arriving does not move', async ({ page }) => {
    // A slow phone can paint a frame while the parser is inside the footer. If the space left under a
    // short page went to <main>, that partial footer sat at the bottom of the screen and jumped up as
    // the rest of it arrived (a layout shift Lighthouse caught on /thank-you/). The footer takes the
    // space instead, so its top depends on what is above it only.
    const shortPages = [paths.thankYou, '/this-page-does-not-exist/'];
    for (const path of shortPages) {
      await page.goto(path, { waitUntil: 'load' });
      const tops = await page.evaluate(() => {
        const footer = document.querySelector('footer');
        if (!footer) throw new Error('no footer');
        const whole = footer.getBoundingClientRect();
        // What the first frame holds when only the footer's first item has been parsed.
        const grid = footer.firstElementChild;
        for (const node of [...footer.children].slice(1)) node.remove();
        for (const node of grid ? [...grid.children].slice(1) : []) node.remove();
        return { whole: Math.round(whole.top), partial: Math.round(footer.getBoundingClientRect().top), screen: innerHeight };
      });
      // The page is short enough for the case to arise: the whole footer starts on the first screen.
      expect(tops.whole, `${path}: the footer starts on the first screen`).toBeLessThan(tops.screen);
      expect(tops.partial, `${path}: the footer's top with only its first item parsed`).toBe(tops.whole);
    }
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
              const src = image.currentSrc || image.src;
              // An inlined candidate (scripts/export/lcp-image.ts) weighs its decoded base64.
              const inlined = src.startsWith('data:') ? Math.floor(((src.split(',')[1] ?? '').length * 3) / 4) : null;
              return {
                // A lazy image the browser has not started yet has no currentSrc.
                src,
                inFirstScreen: box.right > box.left && box.bottom > box.top,
                lazy: image.loading === 'lazy',
                hasSrcset: image.hasAttribute('srcset') || image.parentElement?.tagName === 'PICTURE',
                hasSizes: image.hasAttribute('sizes') || image.parentElement?.querySelector('source[sizes]') !== null,
                highPriority: image.getAttribute('fetchpriority') === 'high',
                bytes: inlined ?? entry?.encodedBodySize ?? null,
              };
            })
            // data: placeholders (a transparent pixel) weigh nothing; an inlined first-screen image counts.
            .filter((image) => image.inFirstScreen && (!image.src.startsWith('data:') || image.highPriority)),
        );
        for (const image of images) {
          checked += 1;
          const name = `${route.path} ${image.src.startsWith('data:') ? 'the inlined image' : new URL(image.src).pathname}`;
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

test(
  'the first card of /services/ comes in its HTML where the inlined file is enough (no request), and hydration keeps it; denser screens fetch the wider file its head preloads',
  { tag: '@once' },
  async ({ browser }) => {
    // scripts/export/lcp-image.ts: the 720 px file is in the HTML; the slot is 358 px on a 390 px phone, 380 px on a desktop.
    const screens = [
      { name: 'phone, 390 px at 2x', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, fetches: false },
      { name: 'phone, 390 px at 3x', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, fetches: true },
      { name: 'desktop, 1280 px at 1x', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, fetches: false },
      { name: 'desktop, 1280 px at 2x', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 2, isMobile: false, fetches: true },
    ];
    const problems: string[] = [];
    for (const { name, fetches, ...options } of screens) {
      const context = await browser.newContext({ ...options, hasTouch: options.isMobile });
      const page = await context.newPage();
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto(paths.services, { waitUntil: 'load' });
      const image = page.getByRole('main').locator('img[fetchpriority="high"]');
      // React has hydrated the element once it holds its fiber.
      await expect.poll(() => image.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')))).toBe(true);
      const state = await image.evaluate((element) => {
        const img = element as HTMLImageElement;
        return { current: img.currentSrc, srcset: img.getAttribute('srcset') ?? '', complete: img.complete, width: img.naturalWidth };
      });
      const files = state.srcset.split(/\s+\d+w,?\s*/).filter((url) => url.startsWith('/'));
      if (!state.srcset.startsWith('data:image/webp;base64,')) problems.push(`${name}: after hydration the srcset no longer starts with the inlined file`);
      if (files.length === 0) problems.push(`${name}: no wider file is left in the srcset`);
      const fetched = requested.filter((path) => files.includes(path));
      if (!state.complete || state.width === 0) problems.push(`${name}: the image is not drawn`);
      if (!fetches) {
        if (!state.current.startsWith('data:')) problems.push(`${name}: drew ${state.current}, not the inlined file`);
        if (fetched.length > 0) problems.push(`${name}: fetched ${fetched.join(', ')}`);
      } else {
        if (!files.includes(new URL(state.current).pathname)) problems.push(`${name}: drew ${state.current.slice(0, 40)}, not a wider file`);
        const first = requested.findIndex((path) => files.includes(path));
        const firstOther = requested.findIndex((path) => path.startsWith('/_next/static/'));
        if (first < 0 || (firstOther >= 0 && first > firstOther)) problems.push(`${name}: the wider file was not requested ahead of the fonts and scripts`);
      }
      await context.close();
    }
    expect(problems).toEqual([]);
  },
);

// Its numbered sections are laid out only near the viewport too (`data-long-text`, styles/globals.css).
test.describe('a legal document', () => {
  test('its contents links land each section’s heading below the header, where it stays', async ({ page }) => {
    // 34 links, each clicked after the browser scrolls back to the contents list.
    test.setTimeout(120_000);
    const problems: string[] = [];
    for (const path of [paths.termsAndConditions, paths.privacyPolicy]) {
      await page.goto(path, { waitUntil: 'load' });
      const links = page.getByRole('navigation', { name: uiCopy.onThisPage }).getByRole('link');
      const count = await links.count();
      expect(count).toBeGreaterThan(5);
      // From the last link up, so that each jump passes sections not drawn yet.
      for (let index = count - 1; index >= 0; index -= 1) {
        const link = links.nth(index);
        const id = (await link.getAttribute('href'))?.slice(1) ?? '';
        // Every frame for 400 ms after the jump: the heading's top, and whether the page is at its end.
        // No jump within 3 s ends the sampling with no frames.
        const seen = page.evaluate(
          (targetId) =>
            new Promise<{ top: number; atEnd: boolean; headerBottom: number }[]>((resolve) => {
              const heading = document.getElementById(`${targetId}-heading`);
              const header = document.querySelector('header');
              const frames: { top: number; atEnd: boolean; headerBottom: number }[] = [];
              let start: number | undefined;
              const given = performance.now();
              const frame = () => {
                if (heading && window.location.hash === `#${targetId}`) {
                  start ??= performance.now();
                  frames.push({
                    top: Math.round(heading.getBoundingClientRect().top),
                    atEnd: scrollY + innerHeight >= document.documentElement.scrollHeight - 1,
                    headerBottom: Math.round(header?.getBoundingClientRect().bottom ?? 0),
                  });
                }
                const now = performance.now();
                if (start === undefined ? now - given < 3000 : now - start < 400) requestAnimationFrame(frame);
                else resolve(frames);
              };
              requestAnimationFrame(frame);
            }),
          id,
        );
        await link.click();
        const frames = await seen;
        const tops = [...new Set(frames.map((frame) => frame.top))];
        const last = frames.at(-1);
        const name = `${path}#${id}`;
        if (!last) problems.push(`${name}: no jump`);
        else if (tops.length > 1) problems.push(`${name}: the heading moved after the jump (${tops.join(' → ')})`);
        else if (last.top < last.headerBottom) problems.push(`${name}: the heading is under the header (${last.top} px, header ends at ${last.headerBottom})`);
        // scroll-margin-top (6rem) places the section below the header, unless the page ends first.
        else if (!last.atEnd && Math.abs(last.top - 96) > 2) problems.push(`${name}: the heading is at ${last.top} px, not 96`);
      }
    }
    expect(problems).toEqual([]);
  });
});

// A printed page shows every section, drawn or not on screen (styles/globals.css).
test('printed, every section of a page and of a long text is drawn', { tag: '@once' }, async ({ page }) => {
  await page.emulateMedia({ media: 'print' });
  const undrawn: string[] = [];
  for (const path of [paths.home, paths.termsAndConditions, paths.privacyPolicy]) {
    await page.goto(path, { waitUntil: 'load' });
    const count = await page.evaluate(
      (selector) =>
        [...document.querySelectorAll(selector)].filter((section) => !(section.firstElementChild ?? section).checkVisibility({ contentVisibilityAuto: true })).length,
      deferrableSections,
    );
    if (count > 0) undrawn.push(`${path}: ${count} sections not drawn`);
  }
  expect(undrawn).toEqual([]);
});

import { expect, test, type Page } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { featuredProjects, marketingFaqs, marketingServices } from '../support/campaign-content';
import { LOADER_SOURCE } from '../../scripts/export/hydrate-after-paint';
import { exportPages, sitePages } from '../../scripts/export/pages';
import { afterFrames, afterQueuedTasks } from './support/settled';

/**
 * The exported HTML as a crawler without JavaScript reads it, and what the browser fetches for it:
 * each piece of content is in the HTML once, and no page asks for an image it does not show.
 */
const outDir = join(process.cwd(), 'out');

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function withoutScripts(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script>/g, '');
}

/** How often `text` is the whole text of an element (a heading, a card title) in `html`. */
function elementTextCount(html: string, text: string): number {
  const escaped = text
    .replace(/&/g, '&amp;')
    .replace(/'/g, '&#x27;')
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...html.matchAll(new RegExp(`>${escaped}<`, 'g'))].length;
}

/** Images fetched because of a <link rel="preload"> that no <img> of the page displays. */
function unusedImagePreloads(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = new Set(Array.from(document.images, (image) => image.currentSrc || image.src));
    return performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'link' && /\.(?:webp|avif|png|jpe?g|svg)(?:\?|$)/.test(entry.name))
      .map((entry) => entry.name)
      .filter((url) => !shown.has(url));
  });
}

// The export is the same for every viewport.
test.describe('the exported HTML', { tag: '@once' }, () => {
  test('has no hidden streaming copies: no page writes a Suspense boundary out of line', () => {
    expect(existsSync(join(outDir, 'index.html')), 'run `npm run build` first').toBe(true);
    const files = exportPages(outDir);
    expect(files.length).toBeGreaterThan(40);
    const outlined = files.filter((file) => {
      const html = readFileSync(file, 'utf8');
      // React's out-of-line boundary: a placeholder template, then <div hidden id="S:n"> with the content.
      return /<div hidden id="S:\d+"/.test(html) || /<template id="B:\d+"/.test(html);
    });
    expect(outlined.map((file) => relative(outDir, file))).toEqual([]);
  });

  test('serves each carousel card of /book-marketing-offer/ once (the services loop repeats each card twice by design)', () => {
    const html = withoutScripts(readFileSync(join(outDir, 'book-marketing-offer', 'index.html'), 'utf8'));
    for (const project of featuredProjects) expect(elementTextCount(html, project.title), project.title).toBe(1);
    for (const service of marketingServices) expect(elementTextCount(html, service.title), service.title).toBe(2);
  });

  test('preloads no image that the page does not show', () => {
    const problems: string[] = [];
    for (const file of exportPages(outDir)) {
      const html = readFileSync(file, 'utf8');
      const shown = new Set<string>();
      for (const match of html.matchAll(/<(?:img|source)\b[^>]*>/g)) {
        const tag = match[0];
        for (const [, value] of tag.matchAll(/\s(?:src|srcSet|srcset)="([^"]+)"/g)) {
          for (const candidate of (value ?? '').split(',')) shown.add(candidate.trim().split(/\s+/)[0] ?? '');
        }
      }
      for (const match of html.matchAll(/<link\b[^>]*\brel="preload"[^>]*>/g)) {
        const tag = match[0];
        if (!/\bas="image"/.test(tag)) continue;
        const urls = [...tag.matchAll(/\s(?:href|imageSrcSet|imagesrcset)="([^"]+)"/g)].flatMap(([, value]) =>
          (value ?? '').split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? ''),
        );
        for (const url of urls) if (!shown.has(url)) problems.push(`${relative(outDir, file)} preloads ${url}`);
      }
    }
    expect(problems).toEqual([]);
  });

  // Next's async chunk tags ran before the first frame whenever they arrived early (the build's
  // scripts/export/hydrate-after-paint.ts); every page preloads them and starts them from one loader.
  test('every page starts its scripts from the after-paint loader, and preloads each of them', () => {
    const problems: string[] = [];
    for (const file of sitePages(outDir)) {
      const html = readFileSync(file, 'utf8');
      const page = relative(outDir, file);
      if (/<script src="[^"]+" async="">/.test(html)) problems.push(`${page} has a parser-inserted async script`);
      const loaders = [...html.matchAll(new RegExp(`<script>${escapeRegExp(LOADER_SOURCE)}\\((\\[[^\\]]*\\])\\)</script>`, 'g'))];
      if (loaders.length !== 1) {
        problems.push(`${page} has ${loaders.length} hydration loaders`);
        continue;
      }
      const scripts = JSON.parse(loaders[0]?.[1] ?? '[]') as string[];
      if (scripts.length === 0) problems.push(`${page} starts no scripts`);
      for (const src of scripts) {
        if (!html.includes(`<link rel="preload" as="script" fetchPriority="low" href="${src}"/>`)) problems.push(`${page} does not preload ${src}`);
      }
    }
    expect(problems).toEqual([]);
  });

  // scripts/export/lcp-image.ts: the first-screen image's wider files are requested before the fonts
  // and the scripts take the connections (its phone-sized file is in the HTML). /services/ (its first
  // card) is the page that has one on phones.
  test('a page with a high-priority image preloads the files it may fetch in its head, ahead of the font and script preloads', () => {
    const pagesWithOne: string[] = [];
    const problems: string[] = [];
    for (const file of exportPages(outDir)) {
      const html = readFileSync(file, 'utf8');
      const page = relative(outDir, file);
      const head = html.slice(0, html.indexOf('</head>'));
      for (const [img] of html.matchAll(/<img\b[^>]*\bfetchPriority="high"[^>]*>/g)) {
        const src = /\ssrc="([^"]+)"/.exec(img)?.[1] ?? '';
        const srcSet = /\ssrcSet="([^"]+)"/.exec(img)?.[1];
        // A placeholder (a transparent pixel, no srcset), or an image whose every candidate is inlined, fetches nothing.
        const files = [src, ...(srcSet ?? '').split(/\s+\d+w(?:,\s*|$)/)].filter((url) => url !== '' && !url.startsWith('data:'));
        if (files.length === 0) continue;
        pagesWithOne.push(page);
        const preloadAt =
          srcSet === undefined
            ? head.indexOf(`<link rel="preload" as="image" href="${src}"`)
            : head.search(new RegExp(`<link rel="preload" as="image"[^>]* imageSrcSet="${escapeRegExp(srcSet)}"`));
        const firstScript = head.indexOf('<link rel="preload" as="script"');
        const firstFont = head.indexOf('as="font"');
        if (preloadAt < 0) problems.push(`${page} does not preload ${src.slice(0, 40)} in its head`);
        else if ((firstScript >= 0 && preloadAt > firstScript) || (firstFont >= 0 && preloadAt > firstFont))
          problems.push(`${page} preloads ${src.slice(0, 40)} after its fonts or scripts`);
      }
    }
    expect(pagesWithOne).toContain(join('services', 'index.html'));
    expect(problems).toEqual([]);
  });
});

test.describe('what the browser fetches', () => {
  test("Next's scripts are inserted only after the first contentful paint", async ({ page }) => {
    // Records when each /_next/ script element is added, on the page's own clock (the parser's
    // noModule polyfill tag is one too, but a browser that runs modules never loads it).
    await page.addInitScript(() => {
      const times: number[] = [];
      (window as unknown as { scriptInsertTimes: number[] }).scriptInsertTimes = times;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of Array.from(record.addedNodes)) {
            if (node instanceof HTMLScriptElement && !node.noModule && node.src.includes('/_next/')) times.push(performance.now());
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/', { waitUntil: 'load' });
    await expect.poll(() => page.evaluate(() => (window as unknown as { scriptInsertTimes: number[] }).scriptInsertTimes.length)).toBeGreaterThan(3);
    const { fcp, inserted } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      inserted: (window as unknown as { scriptInsertTimes: number[] }).scriptInsertTimes,
    }));
    expect(fcp).not.toBeNull();
    expect(inserted.length).toBeGreaterThan(3);
    for (const time of inserted) expect(time).toBeGreaterThan(fcp ?? Infinity);
  });

  // The home page and the landing pages with the landing chrome, on a phone and a desktop: every
  // image requested by a preload is on the page (/lp/ used to preload the home page's hero).
  for (const path of ['/', '/lp/', '/book-publishing-solution/']) {
    test(`${path}: every preloaded image is one the page shows`, async ({ page }) => {
      await page.goto(path, { waitUntil: 'networkidle' });
      expect(await unusedImagePreloads(page)).toEqual([]);
    });
  }

  // React writes a preload hint for every eager <img> of a page into its RSC payload, and Next
  // applies the hints of the routes it prefetches: a page whose header links to /services/ and
  // /portfolio/ used to preload their first images. Those images carry noPreloadHint.
  test('/book-marketing-offer/ (site chrome): every preloaded image is one the page shows', async ({ page }) => {
    await page.goto('/book-marketing-offer/', { waitUntil: 'networkidle' });
    expect(await unusedImagePreloads(page)).toEqual([]);
  });

  // The phone case: the carousel is far below the first screen.
  test('/book-marketing-offer/ on a phone: the testimonial videos fetch and play nothing until scrolled to', { tag: '@mobile' }, async ({ page }) => {
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/videos/landing/') && request.url().endsWith('.mp4')) videoRequests.push(request.url());
    });
    await page.goto('/book-marketing-offer/', { waitUntil: 'networkidle' });
    // Autoplay and preload have had their chance, the page not scrolled: the page has hydrated (the
    // FAQ's accordion, whose code comes right after hydration, has replaced its <details>), the
    // carousel is still its static first slide (its code comes only near the viewport), its
    // observers have had their first report (a frame), and what that set off has run.
    const carousel = page.locator('[data-carousel="videos"]');
    await expect(page.getByRole('main').getByRole('button', { name: marketingFaqs[0]?.question ?? '', exact: true })).toBeAttached();
    await expect(carousel.locator('[data-slider-state="static"]')).toBeAttached();
    await afterFrames(page);
    await afterQueuedTasks(page);
    const videos = await carousel.locator('video').evaluateAll((elements) =>
      elements.map((element) => {
        const video = element as HTMLVideoElement;
        return { paused: video.paused, preload: video.preload, readyState: video.readyState };
      }),
    );
    expect(videos.length).toBeGreaterThan(0);
    for (const video of videos) expect(video).toEqual({ paused: true, preload: 'none', readyState: 0 });
    expect(videoRequests).toEqual([]);

    // Scrolled into view, the current video loads and plays.
    await page.locator('[data-carousel="videos"]').scrollIntoViewIfNeeded();
    await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
  });
});

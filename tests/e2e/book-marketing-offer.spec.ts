import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {
  featuredProjects,
  featuredProjectsCopy,
  introBlocks,
  marketingCallToAction,
  marketingContactCopy,
  marketingFaqCopy,
  marketingFaqs,
  marketingProcessCopy,
  marketingProcessSteps,
  marketingServicesCopy,
  marketingVideosCopy,
  movieAdaptation,
} from '../support/campaign-content';
import { pages } from '@/content/pages';
import { landingTestimonialVideos } from '@/content/videos';
import { watchPageHealth } from './support/page-health';
import { afterQueuedTasks, whenInViewport } from './support/settled';

/** The book-marketing landing page (docs/product.md §2 'Book-marketing landing page', §4, §8, §9). */
const PATH = '/book-marketing-offer/';

const sample = {
  name: 'Ada Author',
  email: 'ada@example.com',
  phone: '+1 (212) 555-0100',
  message: 'A finished thriller, 90,000 words, launching in the spring. I need a marketing plan.',
};

function servicesCarousel(page: Page): Locator {
  return page.getByRole('region', { name: marketingServicesCopy.carouselLabel, exact: true });
}

function projectsCarousel(page: Page): Locator {
  return page.getByRole('region', { name: featuredProjectsCopy.carouselLabel, exact: true });
}

function videosCarousel(page: Page): Locator {
  return page.getByRole('region', { name: marketingVideosCopy.carouselLabel, exact: true });
}

/**
 * Scrolls a carousel into view, which is what loads its library (it loads within a screen of the
 * viewport), and waits until swiper has replaced the static track.
 */
async function swiperReady(region: Locator): Promise<Locator> {
  await region.scrollIntoViewIfNeeded();
  await expect(region.locator('[data-carousel-viewport="swiper"].swiper-initialized')).toBeVisible();
  return region;
}

/** Scrolls the video carousel into view and waits until react-slick has replaced the static first slide. */
async function slickReady(region: Locator): Promise<Locator> {
  await region.scrollIntoViewIfNeeded();
  await expect(region.locator('.slick-slider.slick-initialized')).toBeAttached();
  return region;
}

/** Names of the slides whose box lies inside the carousel's clipping viewport. */
async function slidesInView(region: Locator): Promise<string[]> {
  return region.evaluate((root) => {
    const viewport = root.querySelector('[data-carousel-viewport]')?.getBoundingClientRect();
    if (!viewport) return [];
    return Array.from(root.querySelectorAll('[aria-roledescription="slide"]'))
      .filter((slide) => {
        const box = slide.getBoundingClientRect();
        return box.width > 0 && box.left >= viewport.left - 1 && box.right <= viewport.right + 1;
      })
      .map((slide) => slide.getAttribute('aria-label') ?? '');
  });
}

/** Opens the page with the featured-projects carousel live and on its first slide. */
async function openProjectsCarousel(page: Page): Promise<{ region: Locator; bullets: Locator }> {
  await page.goto(PATH);
  const region = await swiperReady(projectsCarousel(page));
  await region.scrollIntoViewIfNeeded();
  const bullets = region.getByRole('button', { name: /^Show campaign \d of 3$/ });
  await expect(bullets.nth(0)).toHaveAttribute('aria-current', 'true');
  return { region, bullets };
}

/** Presses the carousel's bullets (0-based), all in one task, so none waits for a frame. */
async function pressInOneTask(region: Locator, bulletIndexes: number[]): Promise<void> {
  await region.evaluate((element, indexes) => {
    const pressed = element.querySelectorAll<HTMLButtonElement>('.swiper-pagination-bullet');
    for (const index of indexes) pressed[index]?.click();
  }, bulletIndexes);
}

/** Holds every animation and transition of the page still until the returned function is called. */
async function freezeAnimations(page: Page): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
  return async () => {
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 });
  };
}

/** Waits until a swiper carousel's slide change has ended, and two frames more for anything it starts. */
async function untilAtRest(region: Locator): Promise<void> {
  await expect.poll(() => region.locator('.swiper-wrapper').evaluate((wrapper) => wrapper.getAnimations().length)).toBe(0);
  await region.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The carousel's size and its visible slides' boxes relative to its viewport. */
async function carouselGeometry(region: Locator) {
  return region.evaluate((root) => {
    const outer = root.getBoundingClientRect();
    const viewport = root.querySelector('[data-carousel-viewport]')?.getBoundingClientRect();
    if (!viewport) throw new Error('no carousel viewport');
    const slides = Array.from(root.querySelectorAll('[aria-roledescription="slide"]'))
      .map((slide) => slide.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.left >= viewport.left - 1 && box.right <= viewport.right + 1)
      .map((box) => ({ x: box.left - viewport.left, width: box.width, height: box.height }));
    return { width: outer.width, height: outer.height, slides };
  });
}

/** Browsers cancel media downloads they no longer need; that is not a broken request. */
function realProblems(problems: string[]): string[] {
  return problems.filter((problem) => !/^request failed: \S+\.mp4 \(net::ERR_ABORTED\)$/.test(problem));
}

async function openStaticPage(browser: Browser, width: number, height: number) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height } });
  const page = await context.newPage();
  await page.goto(PATH);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return { context, page };
}

test.describe('book-marketing landing page', () => {
  test('one h1 and the sections in the product description’s order, inside the shared header and footer', async ({ page }) => {
    const problems = watchPageHealth(page);
    await page.goto(PATH, { waitUntil: 'networkidle' });
    await expect(page).toHaveTitle(new RegExp(`^${pages.bookMarketingOffer.metaTitle}`));
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.bookMarketingOffer.heading);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeAttached();

    const expected = [
      introBlocks[0].heading,
      introBlocks[1].heading,
      featuredProjectsCopy.heading,
      marketingProcessCopy.heading,
      marketingServicesCopy.heading,
      marketingCallToAction.heading,
      marketingFaqCopy.heading,
      marketingVideosCopy.heading,
      movieAdaptation.heading,
      marketingContactCopy.heading,
    ];
    const headings = page.locator('main h2[id]');
    await expect(headings).toHaveText(expected);
    // And they are laid out in that order, top to bottom.
    const tops = await headings.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().top + window.scrollY));
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    // The h1 comes first, and the contact form closes the page.
    const h1Top = await page.locator('h1').evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    expect(h1Top).toBeLessThan(tops[0] ?? 0);
    await expect(page.locator('#marketing-contact').getByPlaceholder('Tell us about your book project')).toBeAttached();
    expect(realProblems(problems)).toEqual([]);
  });

  // Each test sets its viewport widths itself.
  test.describe('services carousel', { tag: '@once' }, () => {
    for (const { width, perView } of [
      { width: 390, perView: 1 },
      { width: 800, perView: 2 },
      { width: 1100, perView: 3 },
    ]) {
      test(`${width} px: ${perView} slide(s) per view with a 30 px gap, and the same box before and after swiper loads`, async ({ page, browser }) => {
        // Server HTML only: the static track.
        const { context, page: staticPage } = await openStaticPage(browser, width, 900);
        const staticRegion = servicesCarousel(staticPage);
        await expect(staticRegion.locator('[data-carousel-viewport="static"]')).toBeVisible();
        await staticRegion.scrollIntoViewIfNeeded();
        expect(await slidesInView(staticRegion)).toEqual(Array.from({ length: perView }, (_, index) => `${index + 1} of 6`));
        const before = await carouselGeometry(staticRegion);
        await context.close();

        const problems = watchPageHealth(page);
        await page.setViewportSize({ width, height: 900 });
        await page.goto(PATH);
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        const region = await swiperReady(servicesCarousel(page));
        await region.scrollIntoViewIfNeeded();
        expect(await slidesInView(region)).toEqual(Array.from({ length: perView }, (_, index) => `${index + 1} of 6`));
        const after = await carouselGeometry(region);

        // 30 px between neighbouring slides.
        for (let index = 1; index < after.slides.length; index += 1) {
          const previous = after.slides[index - 1];
          const current = after.slides[index];
          if (!previous || !current) throw new Error('missing slide box');
          expect(Math.abs(current.x - (previous.x + previous.width) - 30)).toBeLessThanOrEqual(1);
        }
        // No layout shift: same carousel box and same slide boxes as the server HTML.
        expect(Math.abs(after.height - before.height)).toBeLessThanOrEqual(1);
        expect(Math.abs(after.width - before.width)).toBeLessThanOrEqual(1);
        expect(after.slides).toHaveLength(before.slides.length);
        after.slides.forEach((slide, index) => {
          const expected = before.slides[index];
          if (!expected) throw new Error('missing static slide box');
          expect(Math.abs(slide.x - expected.x)).toBeLessThanOrEqual(1);
          expect(Math.abs(slide.width - expected.width)).toBeLessThanOrEqual(1);
          expect(Math.abs(slide.height - expected.height)).toBeLessThanOrEqual(1);
        });
        expect(realProblems(problems)).toEqual([]);
      });
    }

    test('pagination: six named bullets, 44 px targets, a click brings its slide into view; loops past the last', async ({ page }) => {
      await page.goto(PATH);
      const region = await swiperReady(servicesCarousel(page));
      await region.scrollIntoViewIfNeeded();
      const bullets = region.getByRole('button', { name: /^Show service \d of 6$/ });
      await expect(bullets).toHaveCount(6);
      await expect(bullets.first()).toHaveAttribute('aria-current', 'true');
      const box = await bullets.first().boundingBox();
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);

      await bullets.nth(5).click();
      await expect(bullets.nth(5)).toHaveAttribute('aria-current', 'true');
      // Loop: slide 6 is followed by slides 1 and 2.
      await expect.poll(() => slidesInView(region)).toEqual(['6 of 6', '1 of 6', '2 of 6']);
    });
  });

  test('featured projects: three campaigns, one per view; bullets are clickable buttons and change the slide (loop, no arrows)', async ({ page }) => {
    const problems = watchPageHealth(page);
    await page.goto(PATH);
    const region = await swiperReady(projectsCarousel(page));
    await region.scrollIntoViewIfNeeded();
    await expect(region.locator('.swiper-button-prev, .swiper-button-next')).toHaveCount(0);
    expect(await slidesInView(region)).toEqual(['1 of 3']);
    await expect(region.getByRole('group', { name: '1 of 3' }).getByRole('heading', { level: 3 })).toHaveText(featuredProjects[0]?.title ?? '');

    const bullets = region.getByRole('button', { name: /^Show campaign \d of 3$/ });
    await expect(bullets).toHaveCount(3);
    await expect(bullets.nth(0)).toHaveAttribute('aria-current', 'true');

    await bullets.nth(1).click();
    await expect(bullets.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(bullets.nth(0)).not.toHaveAttribute('aria-current', 'true');
    await expect.poll(() => slidesInView(region)).toEqual(['2 of 3']);

    // Keyboard: Tab reaches the bullets, Enter activates one.
    await bullets.nth(2).focus();
    await page.keyboard.press('Enter');
    await expect(bullets.nth(2)).toHaveAttribute('aria-current', 'true');
    await expect.poll(() => slidesInView(region)).toEqual(['3 of 3']);
    await expect(region.getByRole('group', { name: '3 of 3' }).getByRole('heading', { level: 3 })).toHaveText(featuredProjects[2]?.title ?? '');

    // A second bullet pressed while the first change is still sliding is not lost: both clicks in
    // one task, so the second always lands inside the first one's transition. Nor is it lost when
    // the carousel changes size during that slide (a late web font or image reflowing a slide):
    // swiper then ends the running change at once, without its slide-change events.
    for (const resizeDuringSlide of [false, true]) {
      await bullets.nth(0).click();
      await expect.poll(() => slidesInView(region)).toEqual(['1 of 3']);
      await region.evaluate((element, resize) => {
        const pressed = element.querySelectorAll<HTMLButtonElement>('.swiper-pagination-bullet');
        pressed[1]?.click();
        pressed[2]?.click();
        const viewport = element.querySelector<HTMLElement>('.swiper');
        if (resize) viewport?.style.setProperty('min-height', `${viewport.offsetHeight + 20}px`);
      }, resizeDuringSlide);
      await expect(bullets.nth(2), resizeDuringSlide ? 'resized during the slide' : 'two presses').toHaveAttribute('aria-current', 'true');
      await expect.poll(() => slidesInView(region)).toEqual(['3 of 3']);
    }
    expect(realProblems(problems)).toEqual([]);
  });

  test('featured projects: a held bullet press is not undone when the slide ends in the frame before swiper handles a resize', async ({ page }) => {
    // swiper handles a resize one frame after its ResizeObserver reports it, and puts the view back
    // on the slide current at that moment one frame later still. On a slow phone the first slide's
    // end can fall between the two, so the held press started and the late re-seat then pulled the
    // view back (CI, 2026-11-29). Here the page's animations are frozen, so the slide cannot end by
    // itself, and its end is the wrapper's transitionend (the event swiper ends a slide on),
    // dispatched in the frame between.
    const problems = watchPageHealth(page);
    const { region, bullets } = await openProjectsCarousel(page);
    const thaw = await freezeAnimations(page);
    const order = await region.evaluate(
      (element) =>
        new Promise<string[]>((resolve, reject) => {
          const pressed = element.querySelectorAll<HTMLButtonElement>('.swiper-pagination-bullet');
          const viewport = element.querySelector<HTMLElement & { swiper?: { once(event: string, handler: () => void): void } }>('.swiper');
          const wrapper = element.querySelector<HTMLElement>('.swiper-wrapper');
          if (!viewport?.swiper || !wrapper) return reject(new Error('no swiper'));
          const seen: string[] = [];
          viewport.swiper.once('resize', () => {
            seen.push('resize handled');
            // Two more frames: the re-seat and the press's own slide change have both run.
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(seen)));
          });
          pressed[1]?.click();
          pressed[2]?.click();
          // Laid out in the next frame, whose ResizeObserver queues swiper's handling for the frame
          // after; a callback queued in the next frame runs before that handling.
          viewport.style.setProperty('min-height', `${viewport.offsetHeight + 20}px`);
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              seen.push('slide ended');
              wrapper.dispatchEvent(new Event('transitionend'));
            }),
          );
        }),
    );
    await thaw();
    expect(order).toEqual(['slide ended', 'resize handled']);
    await expect.poll(() => slidesInView(region)).toEqual(['3 of 3']);
    await untilAtRest(region);
    await expect(bullets.nth(2)).toHaveAttribute('aria-current', 'true');
    expect(await slidesInView(region)).toEqual(['3 of 3']);
    expect(realProblems(problems)).toEqual([]);
  });

  test("featured projects: of two presses before the first one's slide starts, the last one wins", async ({ page }) => {
    // A press two slides away starts its slide only in the next frame (swiper's slideToLoop); a
    // second press before then used to be overtaken by it.
    const problems = watchPageHealth(page);
    const { region, bullets } = await openProjectsCarousel(page);
    await pressInOneTask(region, [2, 1]);
    await expect.poll(() => slidesInView(region)).toEqual(['2 of 3']);
    await untilAtRest(region);
    await expect(bullets.nth(1)).toHaveAttribute('aria-current', 'true');
    expect(await slidesInView(region)).toEqual(['2 of 3']);
    expect(realProblems(problems)).toEqual([]);
  });

  test('featured projects: a swipe during a slide takes over from a held bullet press', async ({ page }) => {
    const problems = watchPageHealth(page);
    const { region, bullets } = await openProjectsCarousel(page);
    // Frozen, so the slide to 2 is still running when the swipe starts.
    const thaw = await freezeAnimations(page);
    // Notes whether the press to 3 is started at any moment from here on.
    await bullets.nth(2).evaluate((watched) => {
      new MutationObserver(() => {
        if (watched.getAttribute('aria-current') === 'true') watched.dataset.wasCurrent = '';
      }).observe(watched, { attributes: true, attributeFilter: ['aria-current'] });
    });
    await pressInOneTask(region, [1, 2]);
    // Dragged from right to left across most of the slide: on to the next slide, 2.
    const box = await region.locator('.swiper').boundingBox();
    if (!box) throw new Error('no carousel box');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.9, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, y, { steps: 8 });
    await page.mouse.up();
    await thaw();
    await expect.poll(() => slidesInView(region)).toEqual(['2 of 3']);
    // And it stays there: the held press to 3 is not started once the swipe's slide has ended (a
    // start makes bullet 3 current at once).
    await untilAtRest(region);
    await expect(bullets.nth(1)).toHaveAttribute('aria-current', 'true');
    expect(await slidesInView(region)).toEqual(['2 of 3']);
    // Nor during the swipe, which would have pulled the slide under the finger.
    await expect(bullets.nth(2)).not.toHaveAttribute('data-was-current');
    expect(realProblems(problems)).toEqual([]);
  });

  test('the process reads top to bottom: a zig-zag around the centre line from 1024 px, one column on a phone', async ({ page, isMobile }) => {
    await page.goto(PATH);
    const timeline = page.getByRole('region', { name: marketingProcessCopy.heading, exact: true }).getByRole('list');
    await timeline.scrollIntoViewIfNeeded();
    const steps = timeline.getByRole('listitem');
    await expect(steps).toHaveCount(marketingProcessSteps.length);
    const list = await timeline.boundingBox();
    const boxes = await steps.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as { top: number; left: number; right: number }));
    // Each step starts lower than the one before, so the order on screen is the list order.
    for (let index = 1; index < boxes.length; index += 1) expect(boxes[index]!.top, `step ${index + 1}`).toBeGreaterThan(boxes[index - 1]!.top);
    const centre = (list?.x ?? 0) + (list?.width ?? 0) / 2;
    const sides = boxes.map((box) => (box.right <= centre + 1 ? 'left' : box.left >= centre - 1 ? 'right' : 'across'));
    if (isMobile) expect(new Set(boxes.map((box) => Math.round(box.left))).size).toBe(1);
    else expect(sides).toEqual(boxes.map((_, index) => (index % 2 === 0 ? 'left' : 'right')));
  });

  test('FAQ: the first item is open, one at a time, the open one closes on click, and it works from the keyboard', async ({ page }) => {
    await page.goto(PATH);
    const faq = page.getByRole('region', { name: marketingFaqCopy.heading, exact: true });
    const questions = faq.getByRole('button');
    await expect(questions).toHaveText(marketingFaqs.map((item) => new RegExp(`^${item.question.replace(/[?]/g, '\\?')}`)));
    const expanded = () => questions.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-expanded')));

    expect(await expanded()).toEqual(['true', 'false', 'false', 'false', 'false']);
    await expect(faq.getByText(marketingFaqs[0]?.answer ?? '')).toBeVisible();

    await questions.nth(2).click();
    expect(await expanded()).toEqual(['false', 'false', 'true', 'false', 'false']);
    await expect(faq.getByText(marketingFaqs[2]?.answer ?? '')).toBeVisible();
    await expect(faq.getByText(marketingFaqs[0]?.answer ?? '')).toBeHidden();

    await questions.nth(2).click();
    expect(await expanded()).toEqual(['false', 'false', 'false', 'false', 'false']);
    await expect(faq.getByText(marketingFaqs[2]?.answer ?? '')).toBeHidden();

    // Keyboard: Enter and Space toggle; Tab goes from question to question (closed answers hold nothing focusable).
    await questions.nth(0).focus();
    await page.keyboard.press('Enter');
    expect(await expanded()).toEqual(['true', 'false', 'false', 'false', 'false']);
    await page.keyboard.press('Tab');
    await expect(questions.nth(1)).toBeFocused();
    await page.keyboard.press('Space');
    expect(await expanded()).toEqual(['false', 'true', 'false', 'false', 'false']);
    await page.keyboard.press('Space');
    expect(await expanded()).toEqual(['false', 'false', 'false', 'false', 'false']);
  });

  test('testimonial videos: only the active slide’s video plays; after dot 2, video 2 plays and video 1 is paused at 0', async ({ page }) => {
    const problems = watchPageHealth(page);
    await page.goto(PATH);
    const region = await slickReady(videosCarousel(page));
    await region.scrollIntoViewIfNeeded();
    await expect(region.locator('.slick-arrow')).toHaveCount(0);
    const videos = region.locator('video');
    await expect(videos).toHaveCount(landingTestimonialVideos.length);

    const first = landingTestimonialVideos[0];
    const attributes = await videos.first().evaluate((element: HTMLVideoElement) => ({
      muted: element.muted,
      loop: element.loop,
      playsInline: element.hasAttribute('playsinline'),
      poster: element.getAttribute('poster'),
      source: element.querySelector('source')?.getAttribute('src'),
      fallback: element.textContent,
    }));
    expect(attributes).toEqual({
      muted: true,
      loop: true,
      playsInline: true,
      poster: first?.poster,
      source: first?.videoSrc,
      fallback: "Sorry, your browser doesn't support embedded videos.",
    });

    const state = () =>
      videos.evaluateAll((elements) => elements.map((element) => ({ paused: (element as HTMLVideoElement).paused, time: (element as HTMLVideoElement).currentTime })));
    await expect.poll(async () => (await state()).map((video) => video.paused)).toEqual([false, true, true, true]);

    const dots = region.getByRole('button', { name: /^Show video \d of 4$/ });
    await expect(dots).toHaveCount(4);
    const dotBox = await dots.first().boundingBox();
    expect(dotBox?.width ?? 0).toBeGreaterThanOrEqual(44);
    expect(dotBox?.height ?? 0).toBeGreaterThanOrEqual(44);

    await dots.nth(1).click();
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect.poll(async () => (await state()).map((video) => video.paused)).toEqual([true, false, true, true]);
    const afterChange = await state();
    expect(afterChange[0]?.time).toBe(0);
    await expect(region.getByRole('group', { name: '2 of 4' }).getByRole('heading', { level: 3 })).toContainText(landingTestimonialVideos[1]?.highlightedText ?? '');

    // Nothing in a slide that is not current can take focus.
    const leaks = await region.evaluate((root) =>
      Array.from(root.querySelectorAll<HTMLElement>('.slick-slide:not(.slick-current) :is(a[href], button, video[controls], [tabindex]:not([tabindex="-1"]))'))
        .filter((node) => !node.closest('[inert]'))
        .map((node) => node.outerHTML.slice(0, 80)),
    );
    expect(leaks).toEqual([]);

    // The Pause control stops the active video (WCAG 2.2.2); Play starts it again.
    const slide = region.getByRole('group', { name: '2 of 4' });
    await slide.getByRole('button', { name: marketingVideosCopy.pause }).click();
    await expect.poll(async () => (await state())[1]?.paused).toBe(true);
    await slide.getByRole('button', { name: marketingVideosCopy.play }).click();
    await expect.poll(async () => (await state())[1]?.paused).toBe(false);
    expect(realProblems(problems)).toEqual([]);
  });

  test.describe('with prefers-reduced-motion: reduce', () => {
    test.use({ reducedMotion: 'reduce' });

    test('no video autoplays: the poster shows with a Play control that starts the active video', async ({ page }) => {
      await page.goto(PATH);
      const region = await slickReady(videosCarousel(page));
      await region.scrollIntoViewIfNeeded();
      const videos = region.locator('video');
      // Autoplay has had its chance: the slider is loaded, its observers know it is in view, and
      // what that set off (a render, its effects) has run.
      await whenInViewport(region);
      await afterQueuedTasks(page);
      const paused = await videos.evaluateAll((elements) => elements.map((element) => (element as HTMLVideoElement).paused));
      expect(paused).toEqual([true, true, true, true]);
      const play = region.getByRole('group', { name: '1 of 4' }).getByRole('button', { name: marketingVideosCopy.play });
      await expect(play).toBeVisible();
      await play.click();
      await expect.poll(() => videos.first().evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
    });
  });

  test('the video carousel’s static first slide and the loaded slider take the same height', { tag: '@once' }, async ({ page, browser }) => {
    const { context, page: staticPage } = await openStaticPage(browser, 1280, 800);
    const staticRegion = videosCarousel(staticPage);
    await expect(staticRegion.locator('[data-slider-state="static"]')).toBeVisible();
    const before = await staticRegion.boundingBox();
    await context.close();

    await page.goto(PATH);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const region = await slickReady(videosCarousel(page));
    const after = await region.boundingBox();
    expect(Math.abs((after?.height ?? 0) - (before?.height ?? 0))).toBeLessThanOrEqual(1);
  });

  test('Get Started opens the popup; a sent form lands on the book-marketing thank-you page, and so does the contact form', async ({ page }) => {
    let calls = 0;
    await page.route('**/api/send-form', async (route) => {
      calls += 1;
      await route.fulfill({ status: 201, contentType: 'application/json', body: '{"id":1}' });
    });
    await page.goto(PATH);
    await page.getByRole('main').getByRole('button', { name: 'Get Started' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Get Your Free Consultation' });
    await expect(dialog).toBeVisible();
    await dialog.getByPlaceholder('Enter Your Name').fill(sample.name);
    await dialog.getByPlaceholder('Enter Your Email').fill(sample.email);
    await dialog.getByPlaceholder('Enter Your Phone Number').fill(sample.phone);
    await dialog.getByPlaceholder('Tell us about your book project').fill(sample.message);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/book-marketing-offer\/thank-you\/$/);
    await expect(page).toHaveTitle('Thankyou For Hiring Our Services');
    await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible();
    const back = page.getByRole('link', { name: 'Back to Page' });
    await expect(back).toHaveAttribute('href', '/book-marketing-offer/');

    await back.click();
    await expect(page).toHaveURL(/\/book-marketing-offer\/$/);
    const contact = page.locator('#marketing-contact');
    // This tab has sent an enquiry: the form says so first, and offers to send another.
    await contact.getByRole('button', { name: 'Send another enquiry' }).click();
    await contact.getByPlaceholder('Enter Your Name').fill(sample.name);
    await contact.getByPlaceholder('Enter Your Email').fill(sample.email);
    await contact.getByPlaceholder('Tell us about your book project').fill(sample.message);
    await contact.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/book-marketing-offer\/thank-you\/$/);
    expect(calls).toBe(2);
  });

  test('the call-to-action band and the movie-adaptation block offer the phone number and Get Started', async ({ page }) => {
    await page.goto(PATH);
    for (const name of [marketingCallToAction.heading, movieAdaptation.heading]) {
      const block = page.getByRole('region', { name, exact: true });
      await expect(block.getByRole('link', { name: /\(\d{3}\) \d{3}-\d{4}/ })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
      await expect(block.getByRole('button', { name: 'Get Started' })).toBeVisible();
    }
  });

  test('no axe violations and a clean console once both carousels and the slider have loaded', async ({ page }) => {
    // axe over the site's longest page, every carousel loaded, takes 30 to 40 s on a 2-core CI
    // machine (36.9 s in one passing run, over 45 s in one that failed): three times the budget.
    test.slow();
    const problems = watchPageHealth(page);
    await page.goto(PATH, { waitUntil: 'networkidle' });
    await swiperReady(projectsCarousel(page));
    await swiperReady(servicesCarousel(page));
    await slickReady(videosCarousel(page));
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(realProblems(problems)).toEqual([]);
  });
});

test.describe('what other pages pay', () => {
  /** Starts recording the bodies of every script the page downloads; call the result to read them. */
  function recordScripts(page: Page): () => Promise<string[]> {
    const bodies: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
    });
    return () => Promise.all(bodies);
  }

  test('swiper and react-slick are not downloaded on /about/ (and are on the landing page)', async ({ page, browser }) => {
    const aboutScripts = recordScripts(page);
    await page.goto('/about/', { waitUntil: 'networkidle' });
    const about = await aboutScripts();
    expect(about.length).toBeGreaterThan(0);
    // 'swiper-wrapper' is swiper's default class name and 'slickGoTo' a method of react-slick's
    // Slider: both survive minification.
    expect(about.filter((body) => body.includes('swiper-wrapper'))).toEqual([]);
    expect(about.filter((body) => body.includes('slickGoTo'))).toEqual([]);

    // The positive control: the landing page does download both, once the carousels are near.
    const context = await browser.newContext();
    const landing = await context.newPage();
    const landingScripts = recordScripts(landing);
    await landing.goto(PATH, { waitUntil: 'networkidle' });
    await swiperReady(servicesCarousel(landing));
    await slickReady(videosCarousel(landing));
    const bodies = await landingScripts();
    expect(bodies.some((body) => body.includes('swiper-wrapper'))).toBe(true);
    expect(bodies.some((body) => body.includes('slickGoTo'))).toBe(true);
    await context.close();
  });

  test('on the landing page itself, swiper and react-slick wait until their carousel comes near the viewport', async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto(PATH, { waitUntil: 'networkidle' });
    // The first screen is loaded and hydrated; the carousels are further down.
    const first = await scripts();
    expect(first.filter((body) => body.includes('swiper-wrapper'))).toEqual([]);
    expect(first.filter((body) => body.includes('slickGoTo'))).toEqual([]);
    await expect(projectsCarousel(page).locator('[data-carousel-viewport="static"]')).toBeAttached();

    await swiperReady(projectsCarousel(page));
    await slickReady(videosCarousel(page));
    const later = await scripts();
    expect(later.some((body) => body.includes('swiper-wrapper'))).toBe(true);
    expect(later.some((body) => body.includes('slickGoTo'))).toBe(true);
  });

  test('one route renders every landing page, yet each downloads only its own sections’ live code, scrolled to its end', async ({ browser }) => {
    // Two pages, each walked again while the browser is not drawing (below).
    test.setTimeout(120_000);
    // Strings found only in one live leaf's code (tests/e2e/budgets.spec.ts).
    const cases = [
      {
        path: '/lp/',
        own: { portfolio: 'data-load-more', videos: 'data-reveal' },
        others: { faq: 'faq-panel', headline: 'data-rotating-word', swiper: 'swiper-wrapper' },
      },
      {
        path: '/book-publishing-solution/',
        own: { faq: 'faq-panel', headline: 'data-rotating-word', testimonials: 'data-active' },
        others: { portfolio: 'data-load-more', swiper: 'swiper-wrapper', slick: 'slickGoTo' },
      },
    ];
    for (const { path, own, others } of cases) {
      // At a device scale of 1 even in the phone project: which code a page downloads does not
      // depend on it, and there are a quarter of the pixels to draw. In two CI runs, on a loaded
      // machine, the phone project's page (at a scale of 2) drew no frame for 16 to over 30 s part
      // of the way down /lp/ or /book-publishing-solution/ while its script still ran, so no
      // section further down was seen and this test failed. The cause is not known.
      const context = await browser.newContext({ deviceScaleFactor: 1 });
      const page = await context.newPage();
      const scripts = recordScripts(page);
      await page.goto(path, { waitUntil: 'networkidle' });
      // Down the page a half screen at a time, so every section comes near the viewport, until the
      // page's own leaves have arrived. Each step waits for two frames or 250 ms, and the walk is
      // made again while a leaf is missing, so a stall in drawing delays the test rather than hangs
      // it. A leaf that never arrives still fails.
      await expect(async () => {
        await page.evaluate(async () => {
          for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
            window.scrollTo(0, y);
            await new Promise((resolve) => {
              requestAnimationFrame(() => requestAnimationFrame(resolve));
              setTimeout(resolve, 250);
            });
          }
        });
        const bodies = await scripts();
        for (const [leaf, marker] of Object.entries(own))
          expect(
            bodies.some((body) => body.includes(marker)),
            `${path}: ${leaf}`,
          ).toBe(true);
      }).toPass({ timeout: 45_000 });
      // No other page's leaves have arrived.
      const bodies = await scripts();
      for (const [leaf, marker] of Object.entries(others))
        expect(
          bodies.some((body) => body.includes(marker)),
          `${path}: ${leaf}`,
        ).toBe(false);
      await context.close();
    }
  });

  test('swiper’s and slick’s CSS are not loaded on /about/', async ({ page }) => {
    const sheets: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'stylesheet') sheets.push(response.text().catch(() => ''));
    });
    await page.goto('/about/', { waitUntil: 'networkidle' });
    const css = await Promise.all(sheets);
    expect(css.filter((body) => body.includes('.swiper-wrapper') || body.includes('.slick-track'))).toEqual([]);
  });
});

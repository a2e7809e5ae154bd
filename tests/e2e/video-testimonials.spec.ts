import { expect, test, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { videoTestimonialsCopy as copy } from '@/content/video-testimonials-copy';
import { homeVideoTestimonials as videos } from '@/content/videos';
import { watchPageHealth } from './support/page-health';
import { afterQueuedTasks, whenInViewport } from './support/settled';

/**
 * The home page's video testimonial carousel (docs/product.md §2 item 10, §4, §8, §9), the last section
 * before the footer on `/`.
 */

function carousel(page: Page) {
  return page.getByRole('region', { name: copy.heading });
}

/** The active slide: the first visible group of the row that is present (a leaving row is aria-hidden). */
function activeSlide(region: Locator) {
  return region.getByRole('group').first();
}

/** The videos currently on screen (one on mobile, up to three on desktop). */
function visibleVideos(region: Locator) {
  return region.locator('[aria-roledescription="slide"]:visible video');
}

/**
 * Browsers cancel media downloads they no longer need (a slide leaves, preload="metadata" has
 * what it needs); that shows as net::ERR_ABORTED and is not a broken request.
 */
function realProblems(problems: string[]) {
  return problems.filter((problem) => !/^request failed: \S+\.mp4 \(net::ERR_ABORTED\)$/.test(problem));
}

async function revealWrapperState(region: Locator) {
  return region.locator('[data-reveal]').evaluate((element) => {
    const style = getComputedStyle(element);
    return { phase: element.getAttribute('data-reveal'), opacity: style.opacity, transform: style.transform };
  });
}

/** Scrolls so the section's top sits 300 px below the viewport: within the loader's margin, not in view. */
async function scrollToJustAbove(page: Page, region: Locator) {
  await region.evaluate((element) => {
    const top = element.getBoundingClientRect().top + window.scrollY;
    window.scrollTo(0, Math.max(0, top - window.innerHeight - 300));
  });
}

test.describe('home video testimonials', () => {
  test('the section reveals once in view and shows the first video title with the exact button labels', async ({ page }) => {
    const problems = watchPageHealth(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    const region = carousel(page);
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    // Far below the fold, only the server-rendered placeholder is there: controls wait, disabled.
    await expect(region.getByRole('button', { name: copy.next, exact: true })).toBeDisabled();
    await expect(region.locator('[data-reveal]')).toHaveCount(0);
    // Near the viewport (inside the loading margin, not yet 30% visible) the carousel loads, hidden.
    await scrollToJustAbove(page, region);
    await expect(region.locator('[data-reveal]')).toHaveAttribute('data-reveal', 'hidden');

    await region.scrollIntoViewIfNeeded();
    await expect(region).toBeVisible();
    await expect(region.locator('[data-reveal]')).toHaveAttribute('data-reveal', 'revealed');
    await expect.poll(async () => (await revealWrapperState(region)).opacity).toBe('1');
    await expect.poll(async () => (await revealWrapperState(region)).transform).toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);

    await expect(region.getByRole('heading', { level: 2 })).toHaveText(copy.heading);
    await expect(activeSlide(region)).toHaveAccessibleName(`1 of ${videos.length}`);
    await expect(activeSlide(region)).toContainText(videos[0]?.title ?? '');
    for (const name of [copy.previous, copy.next, copy.pause]) {
      const button = region.getByRole('button', { name, exact: true });
      await expect(button).toBeVisible();
      const box = await button.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    }

    const axe = await new AxeBuilder({ page }).include('section[aria-roledescription="carousel"]').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(realProblems(problems)).toEqual([]);
  });

  test('Next four times returns to the first title; Previous from the first shows the fourth', async ({ page }) => {
    const problems = watchPageHealth(page);
    await page.goto('/');
    const region = carousel(page);
    await region.scrollIntoViewIfNeeded();
    const live = region.locator('[aria-live="polite"]');
    await expect(live).toHaveText('');

    const next = region.getByRole('button', { name: copy.next, exact: true });
    for (let step = 1; step <= 4; step += 1) {
      await next.click();
      const expected = step % videos.length;
      await expect(activeSlide(region)).toHaveAccessibleName(`${expected + 1} of ${videos.length}`);
      await expect(activeSlide(region)).toContainText(videos[expected]?.title ?? '');
      await expect(live).toContainText(videos[expected]?.title ?? '');
    }
    await expect(activeSlide(region)).toContainText(videos[0]?.title ?? '');

    await region.getByRole('button', { name: copy.previous, exact: true }).click();
    await expect(activeSlide(region)).toHaveAccessibleName(`4 of ${videos.length}`);
    await expect(activeSlide(region)).toContainText(videos[3]?.title ?? '');
    expect(realProblems(problems)).toEqual([]);
  });

  test('videos are muted, inline, looping, autoplaying, with the fallback text; one control pauses and plays them', async ({ page }) => {
    const problems = watchPageHealth(page);
    await page.goto('/');
    const region = carousel(page);
    await region.scrollIntoViewIfNeeded();
    const video = visibleVideos(region).first();
    const attributes = await video.evaluate((element: HTMLVideoElement) => ({
      muted: element.muted,
      loop: element.loop,
      playsInline: element.hasAttribute('playsinline'),
      preload: element.getAttribute('preload'),
      poster: element.getAttribute('poster'),
      source: element.querySelector('source')?.getAttribute('type'),
      fallback: element.textContent,
    }));
    expect(attributes).toEqual({
      muted: true,
      loop: true,
      playsInline: true,
      preload: 'metadata',
      poster: videos[0]?.poster,
      source: 'video/mp4',
      fallback: copy.fallback,
    });
    await expect(video).toHaveAttribute('autoplay', '');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);

    await region.getByRole('button', { name: copy.pause, exact: true }).click();
    const allPaused = () => visibleVideos(region).evaluateAll((elements) => elements.every((element) => (element as HTMLVideoElement).paused));
    await expect.poll(allPaused).toBe(true);
    await region.getByRole('button', { name: copy.play, exact: true }).click();
    await expect(region.getByRole('button', { name: copy.pause, exact: true })).toBeVisible();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
    expect(realProblems(problems)).toEqual([]);
  });

  test.describe('with prefers-reduced-motion: reduce', () => {
    test.use({ reducedMotion: 'reduce' });

    test('the section is visible without animation and the videos stay paused', async ({ page }) => {
      const problems = watchPageHealth(page);
      await page.goto('/', { waitUntil: 'networkidle' });
      const region = carousel(page);

      // Never hidden, not even before it scrolls into view (loaded near the viewport).
      await scrollToJustAbove(page, region);
      await expect(region.locator('[data-reveal]')).toHaveCount(1);
      expect(await revealWrapperState(region)).toMatchObject({ phase: 'static', opacity: '1', transform: 'none' });
      await region.scrollIntoViewIfNeeded();
      await expect(region).toBeVisible();
      expect(await revealWrapperState(region)).toMatchObject({ phase: 'static', opacity: '1', transform: 'none' });

      const pausedState = () =>
        visibleVideos(region).evaluateAll((elements) =>
          elements.map((element) => ({ paused: (element as HTMLVideoElement).paused, autoplay: element.hasAttribute('autoplay') })),
        );
      await expect(visibleVideos(region).first()).toBeAttached();
      // Autoplay has had its chance: the carousel's observers know it is in view, and what that
      // set off (a render, its effects) has run.
      await whenInViewport(region);
      await afterQueuedTasks(page);
      for (const state of await pausedState()) expect(state).toEqual({ paused: true, autoplay: false });
      await expect(region.getByRole('button', { name: copy.play, exact: true })).toBeVisible();

      // Changing slides: no sideways travel, and the new videos do not start either.
      await region.getByRole('button', { name: copy.next, exact: true }).click();
      await expect(activeSlide(region)).toContainText(videos[1]?.title ?? '');
      const rowTransform = await activeSlide(region).evaluate((slide) => getComputedStyle(slide.parentElement as Element).transform);
      expect(rowTransform).toBe('none');
      // The new card's video replaces its poster just after the tap's frame (video-slide.tsx); then
      // the change has rendered and its effects, which start videos, have run. (The active slide,
      // not the first visible video: the leaving row, still fading, comes first in the DOM.)
      const incoming = activeSlide(region).locator('video');
      await expect(incoming).toHaveAttribute('poster', videos[1]?.poster ?? '');
      await afterQueuedTasks(page);
      expect(await incoming.evaluate((element: HTMLVideoElement) => ({ paused: element.paused, autoplay: element.hasAttribute('autoplay') }))).toEqual({
        paused: true,
        autoplay: false,
      });
      for (const state of await pausedState()) expect(state).toEqual({ paused: true, autoplay: false });

      // The control still lets people play them.
      await region.getByRole('button', { name: copy.play, exact: true }).click();
      await expect
        .poll(() =>
          visibleVideos(region)
            .first()
            .evaluate((element: HTMLVideoElement) => element.paused),
        )
        .toBe(false);
      expect(realProblems(problems)).toEqual([]);
    });
  });
});

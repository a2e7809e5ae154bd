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

/** What a row's slide shows at a moment of it: its opacity and its transform (a computed matrix). */
interface RowFrame {
  opacity: string;
  transform: string;
}

/**
 * Presses the carousel's `button` from a script, so nothing runs between the press and the
 * reading, then holds the two rows' slides still: the entering row at its first moment, the
 * leaving one at its last. Also returns how long each slide lasts.
 */
async function pressAndHoldSlides(region: Locator, button: string) {
  return region.evaluate(async (element, name) => {
    const control = [...element.querySelectorAll('button')].find((candidate) => candidate.getAttribute('aria-label') === name || candidate.textContent?.trim() === name);
    if (!control) throw new Error(`no ${name} button`);
    control.click();
    // React renders a click's update, and runs its layout effects, in a microtask after the event.
    await Promise.resolve();
    const rows = [...(element.querySelector('[aria-roledescription="slide"]')?.parentElement?.parentElement?.children ?? [])];
    const frame = (row: Element | undefined, at: 'start' | 'end') => {
      const animation = row?.getAnimations()[0];
      if (!row || !animation) return null;
      animation.pause();
      const duration = Number(animation.effect?.getComputedTiming().duration);
      animation.currentTime = at === 'start' ? 0 : duration - 0.001;
      const style = getComputedStyle(row);
      const result = { opacity: Number(style.opacity).toFixed(2), transform: style.transform, duration };
      animation.finish();
      return result;
    };
    const entering = rows.find((row) => row.getAttribute('aria-hidden') !== 'true');
    const leaving = rows.find((row) => row.getAttribute('aria-hidden') === 'true');
    return { entering: frame(entering, 'start'), leaving: frame(leaving, 'end') };
  }, button);
}

/** A matrix's horizontal offset (px) and scale. */
function travel(frame: RowFrame | null) {
  const values = /^matrix\(([^)]+)\)$/
    .exec(frame?.transform ?? '')?.[1]
    ?.split(',')
    .map(Number);
  return values ? { x: Math.round(values[4] ?? NaN), scale: Number(values[0]?.toFixed(2)) } : frame?.transform;
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

  test('Next slides the new videos in from the right and the old ones out to the left, Previous the other way, in 0.4 s', async ({ page }) => {
    const problems = watchPageHealth(page);
    await page.goto('/');
    const region = carousel(page);
    await region.scrollIntoViewIfNeeded();
    await expect(region.getByRole('button', { name: copy.next, exact: true })).toBeEnabled();

    // The row on screen is the one that leaves: the same element, not a copy of it.
    await region
      .getByRole('group')
      .first()
      .evaluate((slide) => {
        (window as unknown as { rowBefore: Element | null }).rowBefore = slide.parentElement;
      });
    const next = await pressAndHoldSlides(region, copy.next);
    expect(await region.evaluate(() => (window as unknown as { rowBefore: Element | null }).rowBefore?.getAttribute('aria-hidden'))).toBe('true');
    expect({ opacity: next.entering?.opacity, ...Object(travel(next.entering)) }).toEqual({ opacity: '0.00', x: 100, scale: 0.95 });
    expect({ opacity: next.leaving?.opacity, ...Object(travel(next.leaving)) }).toEqual({ opacity: '0.00', x: -100, scale: 0.95 });
    expect([next.entering?.duration, next.leaving?.duration]).toEqual([400, 400]);
    await expect(activeSlide(region)).toHaveAccessibleName(`2 of ${videos.length}`);
    await expect(region.locator('[aria-hidden="true"] [aria-roledescription="slide"]')).toHaveCount(0);

    const previous = await pressAndHoldSlides(region, copy.previous);
    expect(travel(previous.entering)).toEqual({ x: -100, scale: 0.95 });
    expect(travel(previous.leaving)).toEqual({ x: 100, scale: 0.95 });
    await expect(activeSlide(region)).toHaveAccessibleName(`1 of ${videos.length}`);
    expect(realProblems(problems)).toEqual([]);
  });

  test("the card Next brings in has the same size in the tap's frame as once its video is in", async ({ page }) => {
    await page.goto('/');
    const region = carousel(page);
    await region.scrollIntoViewIfNeeded();
    await expect(region.getByRole('button', { name: copy.next, exact: true })).toBeEnabled();
    // Pressed from a script and measured before anything else runs: the tap's frame, in which the
    // card holds an empty box where its video will be (video-slide.tsx).
    const before = await region.evaluate(async (element, name) => {
      const control = [...element.querySelectorAll('button')].find(
        (candidate) => candidate.getAttribute('aria-label') === name || candidate.textContent?.trim() === name,
      );
      if (!control) throw new Error(`no ${name} button`);
      control.click();
      await Promise.resolve();
      const card = [...element.querySelectorAll('[aria-roledescription="slide"]')].find((slide) => !slide.closest('[aria-hidden="true"]'));
      if (!card) throw new Error('no incoming card');
      // Layout sizes: the row's slide scales it meanwhile.
      const { offsetWidth: width, offsetHeight: height } = card as HTMLElement;
      return { width, height, video: card.querySelector('video') !== null };
    }, copy.next);
    expect(before.video).toBe(false);
    await expect(activeSlide(region).locator('video')).toHaveCount(1);
    const after = await activeSlide(region).evaluate((card) => {
      const { offsetWidth: width, offsetHeight: height } = card as HTMLElement;
      return { width, height };
    });
    expect(after.height).toBeGreaterThan(100);
    expect(after).toEqual({ width: before.width, height: before.height });
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

    test('slides only cross-fade: no travel and no scale', async ({ page }) => {
      const problems = watchPageHealth(page);
      await page.goto('/');
      const region = carousel(page);
      await region.scrollIntoViewIfNeeded();
      await expect(region.getByRole('button', { name: copy.next, exact: true })).toBeEnabled();
      const next = await pressAndHoldSlides(region, copy.next);
      expect(next.entering).toMatchObject({ opacity: '0.00', transform: 'none' });
      expect(next.leaving).toMatchObject({ opacity: '0.00', transform: 'none' });
      await expect(activeSlide(region)).toHaveAccessibleName(`2 of ${videos.length}`);
      expect(realProblems(problems)).toEqual([]);
    });

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
      // The new card's video replaces its empty box just after the tap's frame (video-slide.tsx); then
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

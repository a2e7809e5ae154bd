import { expect, test, type Locator, type Page } from '@playwright/test';
import { marketingFaqCopy, marketingFaqs, featuredProjectsCopy, marketingServicesCopy, marketingVideosCopy } from '../support/campaign-content';
import { authorTestimonials, authorTestimonialsCopy, coverMarquee, platformsStrip, publishingFaq, publishingHero } from '../support/campaign-content';
import { portfolioCopy } from '@/content/portfolio-copy';
import { servicesTeaserCopy } from '@/content/section-copy';
import { videoTestimonialsCopy } from '@/content/video-testimonials-copy';
import { homeVideoTestimonials } from '@/content/videos';
import { watchPageHealth } from './support/page-health';

/**
 * Keyboard-only paths through every FAQ and every carousel or moving strip's controls (issue 7):
 * each control is reached with Tab in document order from the previous one (never focused by
 * script, never clicked) and operated with Enter or Space. The popup, the portfolio tabs and the
 * mobile menu have their keyboard flows in enquiry.spec.ts, portfolio.spec.ts and chrome.spec.ts.
 */

/**
 * Presses Tab until `target` has focus; fails when it is not reached within `maxTabs` presses. The
 * target must work first: a control whose code is still on its way (a section's live leaf arrives
 * after hydration or near the viewport) is disabled, and Tab would pass it by.
 */
async function tabTo(page: Page, target: Locator, maxTabs = 250) {
  await expect(target).toBeVisible();
  await expect(target).toBeEnabled();
  for (let presses = 0; presses < maxTabs; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `not reached with ${maxTabs} presses of Tab`).toBeFocused({ timeout: 1 });
}

/** The element that has focus (its accessible name changes when a toggle is pressed). */
function focused(page: Page): Locator {
  return page.locator(':focus');
}

/**
 * Tabs to a pause control, presses Enter (it becomes the play control, focus stays on it), then
 * Space (back to pause).
 */
async function toggleTwice(page: Page, names: { pause: string; play: string }, scope: Page | Locator = page) {
  await tabTo(page, scope.getByRole('button', { name: names.pause, exact: true }));
  await page.keyboard.press('Enter');
  await expect(focused(page)).toHaveAccessibleName(names.play);
  await page.keyboard.press('Space');
  await expect(focused(page)).toHaveAccessibleName(names.pause);
}

/** Browsers cancel media downloads they no longer need; that is not a broken request. */
function realProblems(problems: string[]): string[] {
  return problems.filter((problem) => !/^request failed: \S+\.mp4 \(net::ERR_ABORTED\)$/.test(problem));
}

/** The position in an 'n of N' slide label. */
function positionOf(label: string | null): number {
  const position = Number(/^(\d+) of \d+$/.exec(label ?? '')?.[1]);
  if (!Number.isInteger(position)) throw new Error(`not a slide label: ${label}`);
  return position;
}

const faqs = [
  { path: '/book-marketing-offer/', heading: marketingFaqCopy.heading, items: marketingFaqs },
  { path: '/book-publishing-solution/', heading: publishingFaq.heading, items: publishingFaq.items },
] as const;

test.describe('keyboard only: every FAQ', () => {
  for (const faq of faqs) {
    test(`${faq.path}: Tab reaches every question, Enter and Space open and close each, one open at a time`, async ({ page }) => {
      const problems = watchPageHealth(page);
      await page.goto(faq.path);
      const region = page.getByRole('region', { name: faq.heading, exact: true });
      const questions = region.getByRole('button');
      await expect(questions).toHaveCount(faq.items.length);
      const expanded = () => questions.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-expanded') === 'true'));

      for (const [index, item] of faq.items.entries()) {
        const question = questions.nth(index);
        // From the previous question (or from the top of the page for the first one).
        await tabTo(page, question, index === 0 ? 250 : 5);
        await expect(question).toHaveAccessibleName(item.question);
        if ((await question.getAttribute('aria-expanded')) === 'true') {
          await page.keyboard.press('Enter');
          await expect(question).toHaveAttribute('aria-expanded', 'false');
          await expect(region.getByText(item.answer)).toBeHidden();
        }
        await page.keyboard.press('Space');
        await expect(question).toHaveAttribute('aria-expanded', 'true');
        await expect(region.getByText(item.answer)).toBeVisible();
        expect(await expanded()).toEqual(faq.items.map((_, other) => other === index));
      }

      // Enter on the open question closes it: nothing is left open.
      await page.keyboard.press('Enter');
      expect(await expanded()).toEqual(faq.items.map(() => false));
      expect(problems).toEqual([]);
    });
  }
});

test.describe('keyboard only: every carousel and moving strip', () => {
  test('home: the logo strip’s toggle, then the video carousel’s Previous, Pause and Next', async ({ page }) => {
    const problems = watchPageHealth(page);
    await page.goto('/');
    await toggleTwice(page, { pause: servicesTeaserCopy.pauseLogos, play: servicesTeaserCopy.playLogos });

    // The carousel's code loads when the section nears the viewport; until then its controls are
    // disabled (and so not in the tab order). Bring it near as a reader scrolling down would.
    const region = page.getByRole('region', { name: videoTestimonialsCopy.heading, exact: true });
    await region.scrollIntoViewIfNeeded();
    const previous = region.getByRole('button', { name: videoTestimonialsCopy.previous, exact: true });
    await expect(previous).toBeEnabled();
    const slide = region.getByRole('group').first();
    const total = homeVideoTestimonials.length;
    await expect(slide).toHaveAccessibleName(`1 of ${total}`);

    await tabTo(page, previous);
    await page.keyboard.press('Enter');
    await expect(region.getByRole('group').first()).toHaveAccessibleName(`${total} of ${total}`);
    await page.keyboard.press('Tab');
    await expect(focused(page)).toHaveAccessibleName(videoTestimonialsCopy.pause);
    await page.keyboard.press('Enter');
    await expect(focused(page)).toHaveAccessibleName(videoTestimonialsCopy.play);
    await expect.poll(() => region.locator('video').evaluateAll((videos) => (videos as HTMLVideoElement[]).filter((video) => !video.paused).length)).toBe(0);
    await page.keyboard.press('Tab');
    await expect(focused(page)).toHaveAccessibleName(videoTestimonialsCopy.next);
    await page.keyboard.press('Enter');
    await expect(region.getByRole('group').first()).toHaveAccessibleName(`1 of ${total}`);
    await page.keyboard.press('Space');
    await expect(region.getByRole('group').first()).toHaveAccessibleName(`2 of ${total}`);
    expect(realProblems(problems)).toEqual([]);
  });

  // The carousel is the small-screen variant; large screens have the tabs (portfolio.spec.ts).
  test('portfolio (small screens): the carousel’s Pause and Play', { tag: '@mobile' }, async ({ page }) => {
    await page.goto('/portfolio/');
    await toggleTwice(page, { pause: portfolioCopy.pauseLabel, play: portfolioCopy.playLabel });
  });

  test('book-marketing offer: both swiper carousels’ bullets and the video slider’s Pause and dots', async ({ page }) => {
    const problems = watchPageHealth(page);
    await page.goto('/book-marketing-offer/');
    // Each key press must click a bullet once: swiper's a11y module used to add a second click.
    await page.evaluate(() => {
      const counter = window as Window & { bulletClicks?: number };
      counter.bulletClicks = 0;
      document.addEventListener(
        'click',
        (event) => {
          if (event.target instanceof Element && event.target.closest('.swiper-pagination-bullet')) counter.bulletClicks = (counter.bulletClicks ?? 0) + 1;
        },
        true,
      );
    });
    const bulletClicks = () => page.evaluate(() => (window as Window & { bulletClicks?: number }).bulletClicks);

    for (const [index, carousel] of [
      { label: featuredProjectsCopy.carouselLabel, bullet: /^Show campaign \d of \d$/ },
      { label: marketingServicesCopy.carouselLabel, bullet: /^Show service \d of \d$/ },
    ].entries()) {
      const region = page.getByRole('region', { name: carousel.label, exact: true });
      // Swiper loads when its carousel comes near the viewport, as it does while tabbing down to it.
      await region.scrollIntoViewIfNeeded();
      await expect(region.locator('.swiper-initialized')).toBeVisible();
      const bullets = region.getByRole('button', { name: carousel.bullet });
      await tabTo(page, bullets.nth(0));
      await tabTo(page, bullets.nth(1), 2);
      await page.keyboard.press('Enter');
      await expect(bullets.nth(1)).toHaveAttribute('aria-current', 'true');
      await tabTo(page, bullets.nth(2), 2);
      await page.keyboard.press('Space');
      await expect(bullets.nth(2)).toHaveAttribute('aria-current', 'true');
      await expect(bullets.nth(1)).not.toHaveAttribute('aria-current', 'true');
      expect(await bulletClicks()).toBe(2 * (index + 1));
    }

    const videos = page.getByRole('region', { name: marketingVideosCopy.carouselLabel, exact: true });
    await videos.scrollIntoViewIfNeeded();
    await expect(videos.locator('.slick-initialized')).toBeAttached();
    await toggleTwice(page, marketingVideosCopy, videos);
    const dots = videos.getByRole('button', { name: /^Show video \d of \d$/ });
    await tabTo(page, dots.nth(1), 5);
    await page.keyboard.press('Enter');
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(videos.getByRole('group', { name: /^2 of \d$/ })).toBeVisible();
    expect(realProblems(problems)).toEqual([]);
  });

  test('book publishing solution: the headline, platforms and covers toggles, then the testimonials’ Pause, Previous and Next', async ({ page }) => {
    const problems = watchPageHealth(page);
    await page.goto('/book-publishing-solution/');

    await toggleTwice(page, { pause: publishingHero.pauseRotation, play: publishingHero.playRotation });
    await toggleTwice(page, platformsStrip);
    await toggleTwice(page, coverMarquee);

    const region = page.getByRole('region', { name: authorTestimonialsCopy.heading, exact: true });
    // The testimonials' rotator arrives as they near the viewport: the visitor scrolls down (focus
    // stays on the covers' toggle, and Tab goes on from there).
    await region.scrollIntoViewIfNeeded();
    await tabTo(page, region.getByRole('button', { name: authorTestimonialsCopy.pause, exact: true }));
    await page.keyboard.press('Enter');
    await expect(focused(page)).toHaveAccessibleName(authorTestimonialsCopy.play);
    const slide = region.getByRole('group');
    const total = authorTestimonials.length;
    const start = positionOf(await slide.getAttribute('aria-label'));
    await page.keyboard.press('Tab');
    await expect(focused(page)).toHaveAccessibleName(authorTestimonialsCopy.previous);
    await page.keyboard.press('Enter');
    const afterPrevious = ((start - 2 + total) % total) + 1;
    await expect(slide).toHaveAttribute('aria-label', `${afterPrevious} of ${total}`);
    await page.keyboard.press('Tab');
    await expect(focused(page)).toHaveAccessibleName(authorTestimonialsCopy.next);
    await page.keyboard.press('Enter');
    await expect(slide).toHaveAttribute('aria-label', `${start} of ${total}`);
    await page.keyboard.press('Space');
    await expect(slide).toHaveAttribute('aria-label', `${(start % total) + 1} of ${total}`);
    expect(problems).toEqual([]);
  });
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import { site } from '@/content/site';
import { authorTestimonials, authorTestimonialsCopy, platformsStrip, publishingFaq, publishingHero, publishingPackages } from '../support/campaign-content';
import { watchPageHealth } from './support/page-health';
import { afterObserversReport, afterQueuedTasks } from './support/settled';

/**
 * The 'Book Publishing Solution' landing page (docs/product.md §2, §4, §9). Timed behaviour (rotating word,
 * testimonial autoplay) runs on Playwright's clock: `page.clock.install()` before `goto`, then
 * `runFor`. The installed clock keeps flowing in real time, so assertions compare with the value
 * read just before advancing rather than with an absolute index.
 *
 * The chat-opening path needs a build with NEXT_PUBLIC_LIVECHAT_LICENSE and is covered by
 * tests/unit/book-publishing-solution.test.tsx; here we only check that, without a license,
 * nothing is loaded and an 'incoming_message' post causes no error.
 */

const PATH = '/book-publishing-solution/';
/** A marker string of the Lenis bundle (`window.lenisVersion = version`). */
const LENIS_MARKER = 'lenisVersion';
/** A marker string of @livechat/widget-core (its tracking script URL). */
const LIVECHAT_MARKER = 'cdn.livechatinc.com';

const hasLenisClass = /(^|\s)lenis(\s|$)/;

function rotatingWord(page: Page): Locator {
  return page.getByRole('heading', { level: 1 }).locator('[data-rotating-word]');
}

function carousel(page: Page): Locator {
  return page.getByRole('region', { name: authorTestimonialsCopy.heading });
}

/**
 * Scrolls the testimonials into view, which is when their rotator's code arrives (its chunk loads
 * as the carousel nears the viewport), and waits until it has replaced the static form.
 */
async function carouselReady(page: Page): Promise<Locator> {
  const region = carousel(page);
  await region.scrollIntoViewIfNeeded();
  await expect(region.getByRole('button', { name: authorTestimonialsCopy.next })).toBeEnabled();
  return carousel(page);
}

/** The visible slide (inactive ones are aria-hidden, so role queries skip them). */
function activeSlide(page: Page): Locator {
  return carousel(page).getByRole('group');
}

/**
 * Lenis is imported after hydration, the page's last effect: once it has arrived (<html> gets
 * `data-smooth-scroll`), every effect of the page has run. With a mouse (the desktop project) an
 * instance is then waiting and <html> has its class; on a touch screen (the mobile project) none
 * is made until an in-page link glides.
 */
async function waitForSmoothScroll(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-smooth-scroll', '');
}

/** The text of every script the page downloads while loading. */
async function scriptsDownloadedBy(page: Page, path: string, settle?: () => Promise<void>): Promise<string> {
  const bodies: Promise<string>[] = [];
  // From the request on, so a script still in flight when the test checks is waited for too.
  page.on('request', (request) => {
    if (request.resourceType() === 'script')
      bodies.push(
        request
          .response()
          .then((response) => response?.text() ?? '')
          .catch(() => ''),
      );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  // Lazily loaded chunks can arrive after network idle: wait for what the test expects first.
  if (settle) await settle();
  return (await Promise.all(bodies)).join('\n');
}

test.describe('book publishing solution: content', () => {
  test('one h1, 12 platform logos, Ignite / Rise / Legacy without prices, six FAQ items', async ({ page }) => {
    const problems = watchPageHealth(page);
    await page.goto(PATH, { waitUntil: 'networkidle' });
    await expect(page).toHaveTitle(`Book Publishing Solution | ${site.brandShort}`);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toContainText(publishingHero.staticText);

    const strip = page.getByRole('region', { name: platformsStrip.regionLabel });
    await expect(strip.getByRole('img')).toHaveCount(12);

    const packages = page.locator(`#${publishingPackages.id}`);
    for (const name of ['Ignite', 'Rise', 'Legacy']) {
      const card = packages.getByRole('article', { name });
      await expect(card).toBeVisible();
      await expect(card.getByRole('listitem')).not.toHaveCount(0);
      await expect(card.getByRole('button', { name: `Get Started with the ${name} package` })).toBeVisible();
    }
    expect(await packages.textContent()).not.toContain('$');
    expect(await page.locator('main').textContent()).not.toMatch(/\$\s?\d/);

    const faq = page.getByRole('region', { name: publishingFaq.heading });
    await expect(faq.getByRole('heading', { level: 3 })).toHaveCount(6);
    expect(problems).toEqual([]);
  });

  test('the review badge is pinned at the bottom left (from 768 px; on a phone it ends the content) and opens the review site safely', async ({ page }) => {
    await page.goto(PATH);
    const badge = page.getByRole('link', { name: site.review.label });
    await expect(badge).toHaveAttribute('href', site.review.url);
    await expect(badge).toHaveAttribute('target', '_blank');
    await expect(badge).toHaveAttribute('rel', 'noopener noreferrer');
    if ((page.viewportSize()?.width ?? 0) < 768) {
      // A fixed badge would cover links in a phone's first screen: here it is in the flow, after the FAQ.
      expect(await badge.evaluate((element) => getComputedStyle(element).position)).toBe('static');
      const faqBottom = await page
        .locator('main section')
        .last()
        .evaluate((element) => element.getBoundingClientRect().bottom);
      expect((await badge.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(faqBottom);
      return;
    }
    // Pinned by `sticky` at the end of main: it rides the viewport's corner, and stops above the footer.
    expect(await badge.evaluate((element) => getComputedStyle(element).position)).toBe('sticky');
    const viewport = page.viewportSize();
    const box = await badge.boundingBox();
    expect(box).not.toBeNull();
    expect(box?.x ?? 99).toBeLessThanOrEqual(24);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThanOrEqual((viewport?.height ?? 0) - 24);
    // It stays there while the page scrolls ...
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect.poll(async () => (await badge.boundingBox())?.y).toBeCloseTo(box?.y ?? 0, 0);
    // ... and at the end it rests above the footer, never over it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerTop = await page.locator('footer').evaluate((element) => element.getBoundingClientRect().top);
    await expect
      .poll(async () => {
        const end = await badge.boundingBox();
        return (end?.y ?? 0) + (end?.height ?? 0);
      })
      .toBeLessThanOrEqual(footerTop);
  });

  test('the fixed badge never covers the element that has keyboard focus', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(PATH, { waitUntil: 'networkidle' });
    const badgeBox = await page.getByRole('link', { name: site.review.label }).boundingBox();
    if (!badgeBox) throw new Error('badge not rendered');
    const lastFooterLink = 'Terms and Conditions';
    let reachedEnd = false;
    for (let step = 0; step < 150 && !reachedEnd; step += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement;
        if (!(element instanceof HTMLElement) || element === document.body) return null;
        const rect = element.getBoundingClientRect();
        return {
          label: `${element.tagName} ${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60)}`,
          text: (element.textContent ?? '').trim(),
          isBadge: element.closest('[data-fixed-trust-badge]') !== null,
          rect: { top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right },
        };
      });
      if (!focused || focused.isBadge) continue;
      const { rect } = focused;
      const overlaps = rect.right > badgeBox.x && rect.left < badgeBox.x + badgeBox.width && rect.bottom > badgeBox.y && rect.top < badgeBox.y + badgeBox.height;
      expect(overlaps, `focused ${focused.label} lies under the review badge`).toBe(false);
      if (focused.text === lastFooterLink) reachedEnd = true;
    }
    expect(reachedEnd, 'tabbed through to the last footer link').toBe(true);
  });
});

test.describe('book publishing solution: timed behaviour', () => {
  test('the rotating hero word changes after 5 s; the heading keeps one accessible name and is no live region', async ({ page }) => {
    await page.clock.install();
    await page.goto(PATH);
    await waitForSmoothScroll(page);
    // The rotation's code has arrived (its button works): the static form shows the first word only.
    await expect(page.getByRole('button', { name: publishingHero.pauseRotation })).toBeEnabled();
    const word = rotatingWord(page);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveAccessibleName(publishingHero.headingLabel);
    await expect(heading.locator('[aria-live]')).toHaveCount(0);
    const before = ((await word.textContent()) ?? '').trim();
    expect(publishingHero.words).toContain(before);
    await page.clock.runFor(5000);
    await expect(word).not.toHaveText(before);
    expect(publishingHero.words).toContain(((await word.textContent()) ?? '').trim());
    await expect(word).not.toContainText(publishingHero.staticText);
    // The name did not move with the word: nothing is announced every 5 s.
    await expect(heading).toHaveAccessibleName(publishingHero.headingLabel);
    await expect(page.locator('main [aria-live]:has([data-rotating-word])')).toHaveCount(0);
  });

  test('testimonial autoplay advances after 5 s', async ({ page }) => {
    await page.clock.install();
    await page.goto(PATH);
    // The rotator has arrived (near the viewport), and the static form never rotates by itself.
    await expect(carousel(page)).toHaveAttribute('data-autoplay', 'stopped');
    await carouselReady(page);
    // Autoplay only runs once loaded with motion allowed; the pointer stays away from the carousel.
    await expect(carousel(page)).toHaveAttribute('data-autoplay', 'running');
    await expect(carousel(page)).toHaveAttribute('aria-roledescription', 'carousel');
    const before = await activeSlide(page).getAttribute('aria-label');
    expect(before).toMatch(/^\d of 5$/);
    await page.clock.runFor(5000);
    await expect(activeSlide(page)).not.toHaveAttribute('aria-label', before ?? '');
    await expect(activeSlide(page)).toHaveAttribute('aria-label', /^\d of 5$/);
  });

  test('Previous and Next wrap both ways and announce the new slide; no autoplay under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto(PATH, { waitUntil: 'networkidle' });
    const region = await carouselReady(page);
    await expect(region.getByRole('button', { name: authorTestimonialsCopy.play })).toBeVisible();
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 5');
    await page.clock.runFor(15000);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 5');

    const live = region.locator('p[aria-live="polite"]');
    await expect(live).toHaveText('');
    await region.getByRole('button', { name: authorTestimonialsCopy.previous }).click();
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '5 of 5');
    await expect(activeSlide(page)).toContainText(authorTestimonials[4]?.quote ?? '');
    await expect(live).toContainText(authorTestimonials[4]?.name ?? '');
    await region.getByRole('button', { name: authorTestimonialsCopy.next }).click();
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 5');
    await expect(activeSlide(page)).toContainText(authorTestimonials[0]?.quote ?? '');
    for (const name of [authorTestimonialsCopy.previous, authorTestimonialsCopy.next, authorTestimonialsCopy.play]) {
      const box = await region.getByRole('button', { name }).boundingBox();
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
  });

  test('the platforms strip moves by itself and stops on hover and with its button', async ({ page, isMobile }) => {
    // On Playwright's clock the strip's timer fires as the test advances time, so "it stands still"
    // is checked over a known second of its ticks (1 px every 20 ms), not over a real wait.
    await page.clock.install();
    await page.goto(PATH);
    const region = page.getByRole('region', { name: platformsStrip.regionLabel });
    const strip = page.locator('[data-strip]').filter({ has: region });
    const track = region.locator('[data-strip-track]');
    const offset = () => track.evaluate((element) => (element as HTMLElement).style.transform);
    /** Whether a second of the page's clock leaves the strip where it was, once the last change has rendered. */
    const standsStill = async () => {
      await afterQueuedTasks(page);
      const held = await offset();
      await page.clock.runFor(1000);
      return (await offset()) === held;
    };
    // The strip's code arrives with the first screen (it is within a screen of it) and replaces its static form.
    await expect(strip.getByRole('button', { name: platformsStrip.pause })).toBeEnabled();
    if (isMobile) {
      // On a phone it starts just below the first screen, where it waits until it is seen. (What
      // it watches is its whole box, padding included.)
      await expect(strip).not.toBeInViewport();
      await afterObserversReport(strip);
      await expect(strip).toHaveAttribute('data-strip', 'paused');
      expect(await standsStill(), 'it waits below the first screen').toBe(true);
    }
    await region.scrollIntoViewIfNeeded();
    await expect(strip).toHaveAttribute('data-strip', 'running');
    await expect.poll(offset).toMatch(/^translateX\(-\d+px\)$/);
    expect(await standsStill(), 'it moves by itself').toBe(false);

    // Scrolled past, it waits where it is, and goes on when it is back in view.
    await page.locator(`#${publishingPackages.id}`).scrollIntoViewIfNeeded();
    await expect(strip).not.toBeInViewport();
    await expect(strip).toHaveAttribute('data-strip', 'paused');
    expect(await standsStill(), 'it stands still out of view').toBe(true);
    await region.scrollIntoViewIfNeeded();
    await expect(strip).toHaveAttribute('data-strip', 'running');
    expect(await standsStill(), 'it moves again in view').toBe(false);

    if (!isMobile) {
      await region.hover();
      await expect(strip).toHaveAttribute('data-strip', 'paused');
      expect(await standsStill(), 'it stops under the pointer').toBe(true);
      await page.mouse.move(0, 0);
      await expect(strip).toHaveAttribute('data-strip', 'running');
    }

    await page.getByRole('button', { name: platformsStrip.pause }).click();
    // Leave hover and focus, so only the button's state holds it.
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(page.getByRole('button', { name: platformsStrip.play })).toBeVisible();
    expect(await standsStill(), 'it stays stopped by its button').toBe(true);
  });

  test('under reduced motion the strip stands still and shows every logo', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto(PATH);
    const region = page.getByRole('region', { name: platformsStrip.regionLabel });
    // The strip's code has arrived under reduced motion (its button, hidden by CSS, works), and its
    // effects have run: then a second of the page's clock would move a strip that had started.
    await expect(page.locator('[data-strip] button')).toBeEnabled();
    await afterQueuedTasks(page);
    await page.clock.runFor(1000);
    expect(await region.locator('[data-strip-track]').evaluate((element) => (element as HTMLElement).style.transform)).toBe('');
    // The single list wraps inside the strip: every logo lies within it, none clipped off the side.
    const strip = await region.boundingBox();
    const images = region.getByRole('img');
    await expect(images).toHaveCount(12);
    for (const image of await images.all()) {
      await expect(image).toBeVisible();
      const box = await image.boundingBox();
      expect(box?.x ?? -1).toBeGreaterThanOrEqual((strip?.x ?? 0) - 1);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual((strip?.x ?? 0) + (strip?.width ?? 0) + 1);
    }
  });
});

test.describe('book publishing solution: FAQ', () => {
  test('one item open at a time; clicking the open one closes it; the open panel is capped at 500px', async ({ page }) => {
    await page.goto(PATH);
    const faq = page.getByRole('region', { name: publishingFaq.heading });
    const buttons = faq.getByRole('button');
    await expect(buttons).toHaveCount(6);
    const expanded = () => buttons.evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-expanded')));
    expect(await expanded()).toEqual(['false', 'false', 'false', 'false', 'false', 'false']);

    const first = faq.getByRole('button', { name: publishingFaq.items[0]?.question ?? '' });
    const third = faq.getByRole('button', { name: publishingFaq.items[2]?.question ?? '' });
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`[id="${await first.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(publishingFaq.items[0]?.answer ?? '');
    expect(await panel.locator('[style*="max-height"]').evaluate((element) => getComputedStyle(element).maxHeight)).toBe('500px');

    await third.click();
    await expect(third).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(await expanded()).toEqual(['false', 'false', 'true', 'false', 'false', 'false']);

    await third.click();
    await expect(third).toHaveAttribute('aria-expanded', 'false');
    expect(await expanded()).toEqual(['false', 'false', 'false', 'false', 'false', 'false']);
  });
});

test.describe('book publishing solution: smooth scroll (Lenis)', () => {
  test('with default motion the library is loaded lazily; with a mouse an instance waits, on a touch screen none', async ({ page, isMobile }) => {
    const scripts = await scriptsDownloadedBy(page, PATH, () => waitForSmoothScroll(page));
    expect(scripts).toContain(LENIS_MARKER);
    if (isMobile) await expect(page.locator('html')).not.toHaveClass(hasLenisClass);
    else await expect(page.locator('html')).toHaveClass(hasLenisClass);
  });

  test('under reduced motion Lenis is neither created nor downloaded', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // Hydrated under reduced motion (the testimonials offer Play) and every effect of that render
    // has run, Lenis' included: an import it started would be among the page's scripts by then.
    const scripts = await scriptsDownloadedBy(page, PATH, async () => {
      await expect(carousel(page).getByRole('button', { name: authorTestimonialsCopy.play })).toBeVisible();
      await afterQueuedTasks(page);
    });
    await expect(page.locator('html')).not.toHaveClass(hasLenisClass);
    expect(scripts).not.toContain(LENIS_MARKER);
  });

  test('the in-page packages link scrolls to the packages and moves focus there', async ({ page, isMobile }) => {
    await page.goto(PATH);
    await waitForSmoothScroll(page);
    await page.getByRole('link', { name: publishingHero.packagesLink }).click();
    await expect(page).toHaveURL(new RegExp(`#${publishingPackages.id}$`));
    await expect(page.locator(`#${publishingPackages.id}-heading`)).toBeInViewport();
    await expect(page.locator(`#${publishingPackages.id}`)).toBeFocused();
    // Settled below the fixed header (scroll-margin-top), not under it.
    await expect.poll(() => page.locator(`#${publishingPackages.id}`).evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBeGreaterThanOrEqual(72);
    // The sections drawn for the glide go back to being drawn only near the viewport.
    await expect(page.locator('html')).not.toHaveAttribute('data-render-all-sections');
    // On a touch screen the instance made for the glide goes with it.
    if (isMobile) await expect(page.locator('html')).not.toHaveClass(hasLenisClass);
  });

  test('a glide to a section near the end lands on it, though the sections before it were never drawn', async ({ page }) => {
    await page.goto(PATH);
    await waitForSmoothScroll(page);
    // Nothing on the page links that far down today; a campaign's link could. The sections between
    // the first screen and the last two are still at their estimated height, which on a phone is
    // shorter than their real one: the page is longer than it measures before the glide.
    await page.evaluate((id) => {
      const link = document.createElement('a');
      link.href = `#${id}`;
      link.textContent = 'To the questions';
      document.querySelector('main')?.prepend(link);
    }, publishingFaq.id);
    // Lenis fixes the destination when the glide starts: no font may swap in above the FAQ meanwhile.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const faq = page.locator(`#${publishingFaq.id}`);
    const scrollMargin = await faq.evaluate((element) => Number.parseFloat(getComputedStyle(element).scrollMarginTop));
    await page.getByRole('link', { name: 'To the questions' }).click();
    await expect(page).toHaveURL(new RegExp(`#${publishingFaq.id}$`));
    // The glide has ended once the sections it drew are left to the viewport again.
    await expect(page.locator('html')).not.toHaveAttribute('data-render-all-sections');
    // On the FAQ, below the fixed header, not short of it where the page seemed to end.
    const top = await faq.evaluate((element) => element.getBoundingClientRect().top);
    expect(Math.abs(top - scrollMargin)).toBeLessThanOrEqual(1);
  });

  test('leaving the page client-side (logo link) lands at the top with no lenis class, even mid-scroll', async ({ page, isMobile }) => {
    // On Playwright's clock, to run the new page past the length of a glide below.
    await page.clock.install();
    await page.goto(PATH);
    await waitForSmoothScroll(page);
    await page.evaluate(() => {
      (window as unknown as { __stillSamePage: boolean }).__stillSamePage = true;
    });
    if (isMobile) {
      await page.evaluate(() => window.scrollTo(0, 2500));
    } else {
      await page.mouse.move(640, 400);
      await page.mouse.wheel(0, 2500);
      // Lenis is now gliding towards the target (duration 1.5 s).
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    }
    await page.getByRole('banner').getByRole('link', { name: site.brand }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    expect(await page.evaluate(() => (window as unknown as { __stillSamePage?: boolean }).__stillSamePage)).toBe(true);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // Nothing keeps animating the new page after Lenis is gone: run its clock (animation frames
    // included) past a whole 1.5 s glide.
    await page.clock.runFor(2000);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('html')).not.toHaveClass(hasLenisClass);
    expect(await page.evaluate(() => document.documentElement.className)).not.toMatch(/lenis/);
  });

  // Wheel input is a desktop gesture; touch scrolling inside the dialog is native.
  test('Get Started opens the modal, Lenis stops behind it, and the form scrolls inside it', { tag: '@desktop' }, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 480 });
    await page.goto(PATH);
    await waitForSmoothScroll(page);
    await page.getByRole('main').getByRole('button', { name: 'Get Started', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Get Your Free Consultation' });
    await expect(dialog).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/(^|\s)lenis-stopped(\s|$)/);
    expect(await dialog.evaluate((element) => element.closest('[data-lenis-prevent]') !== null)).toBe(true);
    expect(await dialog.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);

    const pageScroll = await page.evaluate(() => window.scrollY);
    const box = await dialog.boundingBox();
    await page.mouse.move((box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => dialog.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(pageScroll);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveClass(/lenis-stopped/);
  });
});

test.describe('book publishing solution: at rest', () => {
  test('nothing on the page asks for animation frames while nothing moves, and the covers a screen away stand still', async ({ page }) => {
    // On Playwright's clock (paused below, so that frames then run only as the test advances it).
    await page.clock.install();
    await page.goto(PATH);
    await waitForSmoothScroll(page);
    // The hero's word turns every 5 s with a short animation of its own: held, it asks for no frames.
    await page.getByRole('button', { name: publishingHero.pauseRotation }).click();

    // The covers' CSS marquee, far below, is held while out of view. (Whether its section was being
    // drawn when it was marked is up to the browser's timing: this checks the pause, not that race.)
    const marquee = page.locator('[data-marquee]');
    await expect(marquee).toHaveAttribute('data-offscreen', '');
    const marqueeStates = () => marquee.locator('.marquee-track').evaluate((track) => track.getAnimations().map((animation) => animation.playState));
    expect(await marqueeStates()).toEqual(['paused']);

    // From here time moves only as the test advances it. Left running, the clock follows the wall
    // clock, and a slow machine's long frames would hand Lenis big steps: the same glide would
    // then take fewer frames (5 at 8x CPU), and the count below would measure the machine. (A second
    // ahead of the page's time: pauseAt cannot go back.)
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.evaluate(() => {
      const counted = window as unknown as { __frameRequests: number };
      counted.__frameRequests = 0;
      const request = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (callback) => {
        counted.__frameRequests += 1;
        return request(callback);
      };
    });
    const frameRequests = async () => {
      const count = await page.evaluate(() => (window as unknown as { __frameRequests: number }).__frameRequests);
      await page.evaluate(() => {
        (window as unknown as { __frameRequests: number }).__frameRequests = 0;
      });
      return count;
    };
    await page.clock.runFor(2000);
    expect(await frameRequests(), 'frames asked for at rest').toBe(0);

    // A glide (the packages link) gets frames until it ends, then none again.
    await page.getByRole('link', { name: publishingHero.packagesLink }).click();
    await page.clock.runFor(2000);
    await expect(page.locator(`#${publishingPackages.id}-heading`)).toBeInViewport();
    expect(await frameRequests(), 'frames asked for during the glide').toBeGreaterThan(10);
    await page.clock.runFor(2000);
    expect(await frameRequests(), 'frames asked for after the glide').toBe(0);
  });
});

test.describe('book publishing solution: live chat without a license', () => {
  test('nothing is loaded and an incoming_message post causes no error', async ({ page }) => {
    const problems = watchPageHealth(page);
    const chatRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('livechatinc.com')) chatRequests.push(request.url());
    });
    // Every effect of the page has run (Lenis is created last), then the message has been handled.
    const scripts = await scriptsDownloadedBy(page, PATH, () => waitForSmoothScroll(page));
    await page.evaluate(() => window.postMessage({ type: 'incoming_message' }, '*'));
    await afterQueuedTasks(page);
    expect(scripts).not.toContain(LIVECHAT_MARKER);
    expect(chatRequests).toEqual([]);
    expect(problems).toEqual([]);
  });
});

test.describe('book publishing solution: nothing leaks to other pages', () => {
  test('lenis and the chat widget are not downloaded on /about/', async ({ page }) => {
    const scripts = await scriptsDownloadedBy(page, '/about/');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts).not.toContain(LENIS_MARKER);
    expect(scripts).not.toContain(LIVECHAT_MARKER);
    await expect(page.locator('html')).not.toHaveClass(hasLenisClass);
  });
});

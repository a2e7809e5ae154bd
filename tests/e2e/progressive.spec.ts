import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { bookMarketingOfferPage } from '../support/campaign-content';
import { authorTestimonials, authorTestimonialsCopy, bookPublishingSolutionPage, publishingFaq, publishingPackages } from '../support/campaign-content';
import { enquiryCopy, heroFormAnchor } from '@/content/enquiry';
import { mobileNav } from '@/content/navigation';
import { portfolioCopy } from '@/content/portfolio-copy';
import { fillTemplate } from '@/lib/fill-template';
import { E2E_DATA_DIR } from './support/env';

/**
 * Every control works before the scripts arrive (issue 33): with JavaScript off, and with the
 * page's script chunks held back as on a slow phone, the menu, the FAQ answers, Get Started on the
 * publishing page and the portfolio's Load More work from the HTML, and nothing moves when the
 * scripts arrive. With scripts, a package's Get Started sends its package.
 */

const PUBLISHING = bookPublishingSolutionPage.path;
const MARKETING = bookMarketingOfferPage.path;

function faqQuestions(): { path: string; items: readonly { question: string; answer: string }[] }[] {
  const marketingFaq = bookMarketingOfferPage.blocks.find((block) => block.type === 'faq');
  if (!marketingFaq || marketingFaq.type !== 'faq') throw new Error('no FAQ on the marketing page');
  return [
    { path: MARKETING, items: marketingFaq.items },
    { path: PUBLISHING, items: publishingFaq.items },
  ];
}

const packageLinkName = (name: string) => `${enquiryCopy.getStarted} ${fillTemplate(publishingPackages.getStartedSuffix, { name })}`;

/** The stored row of the enquiry whose message ends with `marker`. */
function storedPackage(marker: string): unknown[] {
  const db = new Database(join(E2E_DATA_DIR, 'enquiries.db'), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare('SELECT package FROM enquiries WHERE message LIKE ?')
      .all(`%${marker}`)
      .map((row) => (row as { package: unknown }).package);
  } finally {
    db.close();
  }
}

/** Opens the menu from the HTML alone (the disclosure's summary) and checks it links every main page. */
async function expectMenuReachesEveryPage(page: Page) {
  const header = page.locator('header');
  // The disclosure's summary (named by its hidden text 'Menu'); the icon inside takes the tap.
  await header.locator('summary', { hasText: 'Menu' }).click();
  const nav = header.getByRole('navigation', { name: 'Mobile' });
  await expect(nav).toBeVisible();
  for (const item of mobileNav) await expect(nav.getByRole('link', { name: item.label, exact: true })).toHaveAttribute('href', item.href);
}

/** Every FAQ answer of the page opens from its question. */
async function expectEveryAnswerOpens(page: Page, items: readonly { question: string; answer: string }[]) {
  for (const item of items) {
    const answer = page.getByText(item.answer);
    if (!(await answer.isVisible())) await page.getByText(item.question, { exact: true }).click();
    await expect(answer).toBeVisible();
  }
}

function portfolioTrack(page: Page): Locator {
  return page.getByRole('region', { name: portfolioCopy.carouselLabel });
}

/** Covers whose image is at least partly on the screen. */
async function coversSeen(page: Page, scope: Locator): Promise<number> {
  const images = scope.locator('img');
  let seen = 0;
  for (let index = 0; index < (await images.count()); index += 1) {
    const image = images.nth(index);
    if (await image.isVisible()) {
      await image.scrollIntoViewIfNeeded();
      if (await image.evaluate((element) => element.getBoundingClientRect().width > 0 && (element as HTMLImageElement).complete)) seen += 1;
    }
  }
  return seen;
}

test.describe('with JavaScript off, at 390 px', { tag: '@mobile' }, () => {
  test.use({ javaScriptEnabled: false });

  test('the menu reaches every main page, and the footer lists them too', async ({ page }) => {
    await page.goto('/');
    await expectMenuReachesEveryPage(page);
    const footerNav = page.locator('footer').getByRole('navigation', { name: 'Footer' });
    for (const item of mobileNav.filter((entry) => entry.href !== '/')) await expect(footerNav.getByRole('link', { name: item.label, exact: true })).toBeVisible();
    await page.locator('header').getByRole('link', { name: 'Portfolio', exact: true }).click();
    await expect(page).toHaveURL(/\/portfolio\/$/);
  });

  test('every FAQ answer on both offer pages opens', async ({ page }) => {
    for (const { path, items } of faqQuestions()) {
      await page.goto(path);
      await expectEveryAnswerOpens(page, items);
    }
  });

  test('Get Started on the publishing page stays on the page and lands at its form, where the package is chosen', async ({ page }) => {
    await page.goto(PUBLISHING);
    for (const item of publishingPackages.packages) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('link', { name: packageLinkName(item.name) }).click();
      await expect(page).toHaveURL(new RegExp(`${PUBLISHING}#${heroFormAnchor}$`));
      const form = page.locator(`#${heroFormAnchor}`);
      await expect(form.getByLabel(enquiryCopy.package.label)).toBeInViewport();
    }
    // The browser posts the choice with the form.
    const marker = `nojs${Date.now()}`;
    const form = page.locator(`#${heroFormAnchor}`);
    await form.getByLabel(enquiryCopy.fields.name.label).fill('Nora Quill');
    await form.getByLabel(enquiryCopy.fields.email.label).fill('nora@example.com');
    await form.getByLabel(enquiryCopy.package.label).selectOption({ label: 'Legacy' });
    await form.getByLabel(enquiryCopy.fields.message.label).fill(`A memoir. ${marker}`);
    await form.getByRole('button', { name: enquiryCopy.submit }).click();
    await expect(page).toHaveURL(/\/thank-you\/$/);
    expect(storedPackage(marker)).toEqual(['legacy']);
  });

  test('every author testimonial can be reached with a swipe, and no control that needs scripts is shown', async ({ page }) => {
    await page.goto(PUBLISHING);
    const carousel = page.getByRole('region', { name: authorTestimonialsCopy.heading });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByRole('button')).toHaveCount(0);
    const track = carousel.locator('[data-rotator-track]');
    for (const [position, testimonial] of authorTestimonials.entries()) {
      const quote = track.getByText(testimonial.quote, { exact: true });
      // A horizontal swipe brings each quote into the track's one-quote-wide window.
      await track.evaluate((element, index) => element.scrollTo({ left: index * (element.scrollWidth / element.children.length) }), position);
      await expect(quote).toBeInViewport({ ratio: 0.9 });
    }
  });

  test('more than five portfolio covers can be seen: Load More and a swipe to the next category', async ({ page }) => {
    await page.goto('/portfolio/');
    const track = portfolioTrack(page);
    const fiction = track.getByRole('group', { name: /^Fiction/ });
    await fiction.getByText(portfolioCopy.loadMore, { exact: true }).click();
    await expect(fiction.getByRole('listitem')).toHaveCount(6);
    // The next category is one swipe (a horizontal scroll) away.
    await track.locator('[data-portfolio-track]').evaluate((element) => element.scrollBy({ left: element.clientWidth }));
    const second = track.getByRole('group', { name: /^Non-Fiction/ });
    const trackLeft = (await track.boundingBox())?.x ?? 0;
    await expect.poll(async () => Math.round(((await second.boundingBox())?.x ?? -1) - trackLeft)).toBe(0);
    expect(await coversSeen(page, track)).toBeGreaterThan(5);
  });
});

test.describe('with JavaScript off, at 1280 px', { tag: '@desktop' }, () => {
  test.use({ javaScriptEnabled: false });

  test('the portfolio shows the swipeable track of every category instead of tabs that could not switch', async ({ page }) => {
    await page.goto('/portfolio/');
    await expect(page.getByRole('tablist', { name: portfolioCopy.tabsLabel })).toBeHidden();
    const track = portfolioTrack(page);
    await expect(track).toBeVisible();
    await expect(track.getByRole('group', { name: / of 6$/ })).toHaveCount(6);
    await track
      .getByRole('group', { name: /^Fiction/ })
      .getByText(portfolioCopy.loadMore, { exact: true })
      .click();
    await expect(track.getByRole('group', { name: /^Fiction/ }).getByRole('listitem')).toHaveCount(6);
  });
});

/** Holds the page's script chunks until `release()`, as on a slow phone; later chunks then pass at once. */
async function holdChunks(page: Page): Promise<{ release: () => Promise<void>; held: () => number }> {
  const held: Route[] = [];
  let released = false;
  await page.route('**/_next/static/chunks/**', async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    held: () => held.length,
    async release() {
      released = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

/** Sums the layout shifts the page records from now on (PerformanceObserver 'layout-shift'). */
async function watchLayoutShift(page: Page) {
  await page.evaluate(() => {
    const state = window as unknown as { __shift: number; __shifts: string[] };
    state.__shift = 0;
    state.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
        if (entry.hadRecentInput) continue;
        state.__shift += entry.value;
        state.__shifts.push(
          `${entry.value.toFixed(4)} ${entry.sources?.map((source) => (source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : '')).join(' | ')}`,
        );
      }
    }).observe({ type: 'layout-shift' });
  });
  return async () => {
    // Two frames after the awaited state, so any shift it caused has been recorded.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    return page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);
  };
}

test.describe('with the script chunks held back (a slow phone)', { tag: '@mobile' }, () => {
  test.afterEach(async ({ page }) => {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('the menu opened early stays open when the scripts arrive, and nothing shifts', async ({ page }) => {
    const chunks = await holdChunks(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    expect(chunks.held()).toBeGreaterThan(0);
    await expectMenuReachesEveryPage(page);
    const shifts = await watchLayoutShift(page);
    await chunks.release();
    // Hydrated: the disclosure became the menu button, still open.
    await expect(page.locator('header').getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('header').getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    expect(await shifts()).toEqual([]);
  });

  test('FAQ answers opened early stay open as the accordion, on both offer pages, and nothing shifts', async ({ page }) => {
    for (const { path, items } of faqQuestions()) {
      const chunks = await holdChunks(page);
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      expect(chunks.held()).toBeGreaterThan(0);
      await expectEveryAnswerOpens(page, items);
      const last = items.at(-1);
      if (!last) throw new Error('no FAQ item');
      const shifts = await watchLayoutShift(page);
      await chunks.release();
      // One answer open at a time: the last one opened; now a WAI-ARIA accordion button.
      await expect(page.getByRole('button', { name: last.question, exact: true })).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByText(last.answer)).toBeVisible();
      expect(await shifts(), path).toEqual([]);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    }
  });

  test('Get Started on the publishing page lands at its form before the scripts, and opens the popup after', async ({ page }) => {
    const chunks = await holdChunks(page);
    await page.goto(PUBLISHING, { waitUntil: 'domcontentloaded' });
    const rise = publishingPackages.packages.find((item) => item.id === 'rise');
    if (!rise) throw new Error('no Rise package');
    await page.getByRole('link', { name: packageLinkName(rise.name) }).click();
    await expect(page).toHaveURL(new RegExp(`${PUBLISHING}#${heroFormAnchor}$`));
    await expect(page.locator(`#${heroFormAnchor}`).getByLabel(enquiryCopy.package.label)).toBeInViewport();
    const shifts = await watchLayoutShift(page);
    await chunks.release();
    const opener = page.getByRole('button', { name: packageLinkName(rise.name) });
    await expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    expect(await shifts()).toEqual([]);
    await opener.click();
    await expect(page.getByRole('dialog').getByText(fillTemplate(enquiryCopy.package.chosen, { name: rise.name }))).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(PUBLISHING);
  });

  test('covers a Load More showed early stay, and the portfolio does not shift when the scripts arrive', async ({ page }) => {
    // The slider does not turn by itself: a turn would hide the Fiction slide this test reads.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const chunks = await holdChunks(page);
    await page.goto('/portfolio/', { waitUntil: 'domcontentloaded' });
    const fiction = portfolioTrack(page).getByRole('group', { name: /^Fiction/ });
    await fiction.getByText(portfolioCopy.loadMore, { exact: true }).click();
    await expect(fiction.getByRole('listitem')).toHaveCount(6);
    const before = await portfolioTrack(page).boundingBox();
    const shifts = await watchLayoutShift(page);
    await chunks.release();
    // Hydrated, and on a phone the slider has replaced the live track (a second swap of the region's
    // element: measured before it, the box could belong to an element about to go).
    await expect(portfolioTrack(page)).toHaveAttribute('data-portfolio-carousel', 'slider');
    // The static Load More disclosures are gone, and Fiction still shows all six.
    await expect(portfolioTrack(page).locator('details')).toHaveCount(0);
    await expect(
      portfolioTrack(page)
        .getByRole('group', { name: /^Fiction/ })
        .first()
        .getByRole('listitem'),
    ).toHaveCount(6);
    expect(await portfolioTrack(page).boundingBox()).toEqual(before);
    expect(await shifts()).toEqual([]);
  });
});

test.describe('with the script chunks held back, at 390 px', { tag: '@mobile' }, () => {
  test.use({ reducedMotion: 'reduce' });
  test.afterEach(async ({ page }) => {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('the category swiped to before the scripts arrive is where the carousel starts, and it does not jump back', async ({ page }) => {
    const chunks = await holdChunks(page);
    await page.goto('/portfolio/', { waitUntil: 'domcontentloaded' });
    const track = portfolioTrack(page).locator('[data-portfolio-track]');
    await track.evaluate((element) => element.scrollBy({ left: 2 * element.clientWidth }));
    await expect.poll(() => track.evaluate((element) => Math.round(element.scrollLeft / element.clientWidth))).toBe(2);
    await chunks.release();
    // Under reduced motion the slider does not rotate by itself: its current slide is the one it started on.
    const current = page.locator('[data-portfolio-carousel="slider"] .slick-slide.slick-current [data-portfolio-slide]');
    await expect(current).toHaveAttribute('data-portfolio-slide', 'Biography');
    await expect(current).toBeInViewport();
  });
});

test.describe('with scripts', () => {
  test('each package’s Get Started opens the form with the package shown, sends it, and the stored row has it', async ({ page }, testInfo) => {
    await page.goto(PUBLISHING);
    for (const item of publishingPackages.packages) {
      const opener = page.getByRole('button', { name: packageLinkName(item.name) });
      await expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
      await opener.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText(fillTemplate(enquiryCopy.package.chosen, { name: item.name }))).toBeVisible();
      const marker = `pkg${item.id}${testInfo.project.name}${Date.now()}`;
      await dialog.getByLabel(enquiryCopy.fields.name.label).fill('Nora Quill');
      await dialog.getByLabel(enquiryCopy.fields.email.label).fill('nora@example.com');
      await dialog.getByLabel(enquiryCopy.fields.message.label).fill(`A memoir. ${marker}`);
      await dialog.getByRole('button', { name: enquiryCopy.submit }).click();
      await expect(page).toHaveURL(/\/thank-you\/$/);
      expect(storedPackage(marker)).toEqual([item.id]);
      // The next package starts from a fresh page (this tab's sent note would show otherwise).
      await page.evaluate(() => sessionStorage.clear());
      await page.goto(PUBLISHING);
    }
  });
});

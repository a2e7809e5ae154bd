import { expect, test, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { portfolio, portfolioCategories, type PortfolioCategory } from '@/content/portfolio';
import { portfolioCopy } from '@/content/portfolio-copy';
import { site } from '@/content/site';
import { fillTemplate } from '@/lib/fill-template';
import { watchPageHealth } from './support/page-health';
import { afterQueuedTasks } from './support/settled';

/** The section is placed on /, /portfolio/ and every service page; these tests use /portfolio/. */
const PATH = '/portfolio/';
const labels = portfolioCategories.map((category) => portfolioCopy.categoryLabels[category]);

function section(page: Page): Locator {
  return page.getByRole('region', { name: portfolioCopy.heading });
}

function categoryByLabel(label: string): PortfolioCategory {
  const category = portfolioCategories.find((key) => portfolioCopy.categoryLabels[key] === label);
  if (!category) throw new Error(`no category labelled ${label}`);
  return category;
}

// The tabs are the large-screen variant.
test.describe('portfolio on large screens (tabs)', { tag: '@desktop' }, () => {
  test('six category tabs in order; 5 covers, +5 per Load More until all show; reset to 5 on switch', async ({ page }) => {
    await page.goto(PATH);
    const root = section(page);
    await expect(root.getByRole('heading', { level: 2, name: portfolioCopy.heading })).toBeVisible();
    const tablist = root.getByRole('tablist', { name: portfolioCopy.tabsLabel });
    await expect(tablist).toBeVisible();
    await expect(tablist.getByRole('tab')).toHaveText(labels);
    await expect(tablist.getByRole('tab', { name: 'Fiction', exact: true })).toHaveAttribute('aria-selected', 'true');

    const panel = root.getByRole('tabpanel');
    const covers = panel.getByRole('listitem');
    const loadMore = panel.getByRole('button', { name: portfolioCopy.loadMore });
    for (const category of portfolioCategories) {
      const tab = tablist.getByRole('tab', { name: portfolioCopy.categoryLabels[category], exact: true });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(panel).toHaveAttribute('aria-labelledby', (await tab.getAttribute('id')) ?? '');
      const total = portfolio[category].length;
      let shown = 5;
      await expect(covers).toHaveCount(shown);
      while (shown < total) {
        await loadMore.click();
        shown = Math.min(shown + 5, total);
        await expect(covers).toHaveCount(shown);
      }
      await expect(loadMore).toHaveCount(0);
    }

    // The documented counts (docs/product.md §9), spelled out.
    expect(Object.fromEntries(portfolioCategories.map((c) => [c, portfolio[c].length]))).toEqual({
      Fiction: 6,
      NonFiction: 10,
      Biography: 9,
      Informative: 10,
      Memoir: 9,
      Children: 10,
    });

    // Switching category resets to 5, also for a category that was fully shown before.
    await tablist.getByRole('tab', { name: 'Non-Fiction' }).click();
    await expect(covers).toHaveCount(5);
    await loadMore.click();
    await expect(covers).toHaveCount(10);
    await tablist.getByRole('tab', { name: 'Biography' }).click();
    await expect(covers).toHaveCount(5);
    await expect(loadMore).toBeVisible();
    await tablist.getByRole('tab', { name: 'Non-Fiction' }).click();
    await expect(covers).toHaveCount(5);

    // Covers: lazy images with width, height, sizes and the alt text of the data.
    const first = portfolio.NonFiction[0];
    if (!first) throw new Error('no NonFiction cover');
    const image = panel.getByRole('img', { name: first.alt });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', String(first.width));
    await expect(image).toHaveAttribute('height', String(first.height));
    await expect(image).toHaveAttribute('sizes', /.+/);
  });

  test('tabs work by keyboard: arrows, Home and End move and activate, one tab stop', async ({ page }) => {
    await page.goto(PATH);
    const tablist = section(page).getByRole('tablist', { name: portfolioCopy.tabsLabel });
    const tab = (name: string) => tablist.getByRole('tab', { name, exact: true });
    const expectActive = async (name: string) => {
      await expect(tab(name)).toBeFocused();
      await expect(tab(name)).toHaveAttribute('aria-selected', 'true');
      await expect(tablist.locator('[role="tab"][tabindex="0"]')).toHaveText([name]);
      await expect(section(page).getByRole('tabpanel').getByRole('listitem')).toHaveCount(5);
    };

    // Arrow keys need the live tabs: the static ones keep the other tabs disabled until then.
    await expect(tab('Non-Fiction')).toBeEnabled();
    await tab('Fiction').focus();
    await page.keyboard.press('ArrowRight');
    await expectActive('Non-Fiction');
    await page.keyboard.press('ArrowRight');
    await expectActive('Biography');
    await page.keyboard.press('ArrowLeft');
    await expectActive('Non-Fiction');
    await page.keyboard.press('End');
    await expectActive('Children');
    await page.keyboard.press('ArrowRight');
    await expectActive('Fiction');
    await page.keyboard.press('ArrowLeft');
    await expectActive('Children');
    await page.keyboard.press('Home');
    await expectActive('Fiction');

    // Tab leaves the tab list straight into the panel's content.
    await page.keyboard.press('Tab');
    await expect(section(page).getByRole('button', { name: portfolioCopy.loadMore })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(section(page).getByRole('tabpanel').getByRole('listitem')).toHaveCount(6);
    // The pressed button went away; focus is kept on the panel instead of falling to <body>.
    await expect(section(page).getByRole('tabpanel')).toBeFocused();
  });

  test('the carousel variant is not displayed and react-slick is never downloaded', async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    await page.goto(PATH, { waitUntil: 'networkidle' });
    const root = section(page);
    await expect(root.locator('[data-portfolio-variant="carousel"]')).toBeHidden();
    await expect(root.locator('[data-portfolio-carousel="static"]')).toHaveCount(1);
    await expect(page.locator('.slick-slider')).toHaveCount(0);
    // 'slickGoTo' is a method name of react-slick's Slider that survives minification.
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.filter((body) => body.includes('slickGoTo'))).toHaveLength(0);
  });
});

// The carousel is the small-screen variant.
test.describe('portfolio on small screens (carousel)', { tag: '@mobile' }, () => {
  /** Waits for react-slick to replace the static first slide. */
  async function carousel(page: Page) {
    const root = section(page);
    await expect(root.locator('[data-portfolio-carousel="slider"] .slick-slider.slick-initialized')).toBeVisible();
    return root;
  }

  /**
   * Lets a slide change already under way finish (on Playwright's clock, installed before the page
   * loads: react-slick ends a change on a timer after its speed) and what it set off run.
   */
  async function settle(page: Page) {
    await page.clock.runFor(1_000);
    await afterQueuedTasks(page);
  }

  async function currentIndex(root: Locator): Promise<string | null> {
    return root.locator('.slick-slide.slick-current').getAttribute('data-index');
  }

  test('renders one category per slide with 4 covers in two columns; Load More adds 4', async ({ page }) => {
    await page.goto(PATH);
    const root = await carousel(page);
    await expect(root.getByRole('tablist')).toBeHidden();
    await expect(root.locator('[data-portfolio-variant="tabs"]')).toBeHidden();

    const originals = root.locator('.slick-slide:not(.slick-cloned)');
    await expect(originals).toHaveCount(portfolioCategories.length);
    await expect(originals.locator('h3')).toHaveText(labels);

    // Hold the rotation so the slide under test stays current.
    await root.getByRole('button', { name: portfolioCopy.pauseLabel }).click();
    const current = root.locator('.slick-slide.slick-current');
    const category = categoryByLabel((await current.locator('h3').textContent())?.trim() ?? '');
    const covers = current.getByRole('listitem');
    await expect(covers).toHaveCount(4);
    const [a, b] = [await covers.nth(0).boundingBox(), await covers.nth(1).boundingBox()];
    expect(a && b && Math.abs(a.y - b.y) < 1 && b.x > a.x).toBe(true);

    const total = portfolio[category].length;
    let shown = 4;
    while (shown < total) {
      // A finger's tap (touch events, then the click): the button keeps its touches from slick.
      await current.getByRole('button', { name: portfolioCopy.loadMore }).tap();
      shown = Math.min(shown + 4, total);
      await expect(covers).toHaveCount(shown);
    }
    await expect(current.getByRole('button', { name: portfolioCopy.loadMore })).toHaveCount(0);
    // slick's copies of the slide, which show while a rotation wraps round, take the covers too
    // (after the tap's frame).
    const copies = root.locator('.slick-slide.slick-cloned').filter({ has: page.locator(`[data-portfolio-slide="${category}"]`) });
    expect(await copies.count()).toBeGreaterThan(0);
    // (They are inert, so outside the accessibility tree: found by element, not by role.)
    for (const copy of await copies.all()) {
      await expect(copy.locator('li')).toHaveCount(total);
      await expect(copy.locator('button', { hasText: portfolioCopy.loadMore })).toHaveCount(0);
    }
  });

  test('the pause control stops and restarts the rotation (autoplay every 3 s)', async ({ page }) => {
    // On Playwright's clock: "it stays put" is checked over autoplay periods of the page's clock.
    await page.clock.install();
    await page.goto(PATH);
    const root = await carousel(page);
    const control = root.getByRole('button', { name: /portfolio carousel/ });
    await expect(control).toHaveAccessibleName(portfolioCopy.pauseLabel);
    await expect(control).toBeVisible();

    // It rotates by itself.
    const start = await currentIndex(root);
    await expect.poll(() => currentIndex(root), { timeout: 8_000 }).not.toBe(start);

    await control.click();
    await expect(control).toHaveAccessibleName(portfolioCopy.playLabel);
    await expect(control).toHaveText(portfolioCopy.playText);
    await settle(page); // a slide change already under way finishes
    const paused = await currentIndex(root);
    await page.clock.runFor(6_000);
    await afterQueuedTasks(page);
    expect(await currentIndex(root)).toBe(paused);

    await control.click();
    await expect(control).toHaveAccessibleName(portfolioCopy.pauseLabel);
    await expect.poll(() => currentIndex(root), { timeout: 8_000 }).not.toBe(paused);
  });

  test('only the current slide is reachable: every other slide, clones included, is inert', async ({ page }) => {
    await page.clock.install();
    await page.goto(PATH);
    const root = await carousel(page);
    const control = root.getByRole('button', { name: /portfolio carousel/ });
    await control.click();
    await expect(control).toHaveAccessibleName(portfolioCopy.playLabel);
    await settle(page);

    const slides = root.locator('.slick-slide');
    expect(await slides.count()).toBeGreaterThan(portfolioCategories.length); // slick's clones are there
    await expect(root.locator('.slick-slide.slick-cloned:not([inert])')).toHaveCount(0);
    await expect(root.locator('.slick-slide:not(.slick-current):not([inert])')).toHaveCount(0);
    await expect(root.locator('.slick-slide.slick-current[inert]')).toHaveCount(0);

    // No focusable element sits in a slide that is not current, unless it is inert.
    const leaks = await root.evaluate((element) =>
      Array.from(element.querySelectorAll<HTMLElement>('.slick-slide:not(.slick-current) :is(a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"]))'))
        .filter((node) => !node.closest('[inert]'))
        .map((node) => node.outerHTML.slice(0, 80)),
    );
    expect(leaks).toEqual([]);

    // Keyboard: from the control, Tab reaches the current slide's Load More, then leaves the carousel.
    await control.focus();
    await page.keyboard.press('Tab');
    const focusedInCurrent = await page.evaluate(() => Boolean(document.activeElement?.closest('.slick-slide.slick-current')));
    expect(focusedInCurrent).toBe(true);
    await page.keyboard.press('Tab');
    const focusedInSlider = await page.evaluate(() => Boolean(document.activeElement?.closest('.slick-slider')));
    expect(focusedInSlider).toBe(false);

    // After a slide change the attribute follows.
    await control.click();
    await expect(control).toHaveAccessibleName(portfolioCopy.pauseLabel);
    const before = await currentIndex(root);
    await expect.poll(() => currentIndex(root), { timeout: 8_000 }).not.toBe(before);
    await control.click();
    await expect(control).toHaveAccessibleName(portfolioCopy.playLabel);
    await settle(page);
    await expect(root.locator('.slick-slide:not(.slick-current):not([inert])')).toHaveCount(0);
    await expect(root.locator('.slick-slide.slick-current[inert]')).toHaveCount(0);
  });

  test('with prefers-reduced-motion the carousel does not rotate until Play is pressed', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto(PATH);
    const root = await carousel(page);
    const control = root.getByRole('button', { name: /portfolio carousel/ });
    await expect(control).toHaveAccessibleName(portfolioCopy.playLabel);
    const start = await currentIndex(root);
    expect(start).toBe('0');
    await afterQueuedTasks(page);
    await page.clock.runFor(6_000);
    await afterQueuedTasks(page);
    expect(await currentIndex(root)).toBe(start);

    await control.click();
    await expect(control).toHaveAccessibleName(portfolioCopy.pauseLabel);
    await expect.poll(() => currentIndex(root), { timeout: 8_000 }).not.toBe(start);
  });

  test('the static first slide and the loaded slider have the same height (no layout shift), no hydration error', async ({ page, browser }) => {
    // Server HTML only: the static first slide (Fiction, 4 covers) in the carousel's frame.
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      viewport: page.viewportSize() ?? { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    });
    const staticPage = await noScript.newPage();
    await staticPage.goto(PATH);
    const staticRoot = section(staticPage);
    await expect(staticRoot.locator('[data-portfolio-carousel="static"]')).toBeVisible();
    const staticSlide = staticRoot.getByRole('group', {
      name: fillTemplate(portfolioCopy.slideLabel, { category: 'Fiction', position: 1, total: portfolioCategories.length }),
    });
    await expect(staticSlide.getByRole('heading', { name: 'Fiction' })).toBeVisible();
    await expect(staticSlide.getByRole('listitem')).toHaveCount(4);
    const staticBox = await staticRoot.locator('[data-portfolio-variant="carousel"]').boundingBox();
    await noScript.close();

    const problems = watchPageHealth(page);
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    await page.goto(PATH);
    const root = await carousel(page);
    // The positive control of the large-screen test: here the slider's chunk was downloaded.
    expect((await Promise.all(scripts)).some((body) => body.includes('slickGoTo'))).toBe(true);
    const liveBox = await root.locator('[data-portfolio-variant="carousel"]').boundingBox();
    expect(staticBox).not.toBeNull();
    expect(liveBox).not.toBeNull();
    expect(Math.abs((liveBox?.height ?? 0) - (staticBox?.height ?? 0))).toBeLessThanOrEqual(1);
    expect(Math.abs((liveBox?.width ?? 0) - (staticBox?.width ?? 0))).toBeLessThanOrEqual(1);
    expect(problems.filter((problem) => /hydrat|#418|#423|#425/i.test(problem))).toEqual([]);
  });
});

test('the portfolio section has no axe violations', async ({ page, isMobile }) => {
  await page.goto(PATH);
  if (isMobile) await expect(section(page).locator('.slick-slider.slick-initialized')).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('#portfolio').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

// The static views are adopted from the server HTML without React walking them
// (components/ui/static-markup.tsx). A page reached by a client-side navigation has no server HTML
// for them: they are drawn in the browser instead.
test('after a client-side navigation to /, the section shows its static covers until its code arrives', async ({ page, isMobile }) => {
  await page.goto('/about/');
  await page.getByRole('banner').getByRole('link', { name: site.brand }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  const root = section(page);
  const variant = root.locator(isMobile ? '[data-portfolio-variant="carousel"]' : '[data-portfolio-variant="tabs"]');
  // Still the static view (a screen and more below the viewport, its live code not asked for yet) ...
  if (isMobile) await expect(variant.locator('[data-portfolio-carousel]')).toHaveAttribute('data-portfolio-carousel', 'static');
  else await expect(variant.getByRole('tab', { disabled: true, includeHidden: true })).toHaveCount(portfolioCategories.length - 1);
  // ... with every category's first covers, as in the server HTML.
  const firstCovers = isMobile ? portfolioCategories.length * 4 : 5;
  expect(await variant.locator('li').count()).toBeGreaterThanOrEqual(firstCovers);
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import { services } from '@/content/services';
import { site } from '@/content/site';
import { trustCards, workProcessSteps, servicesTeaserCopy, bannerCallToAction, closingCallToAction } from '@/content/section-copy';
import { bestsellerSection, professionallyPublished, publishingJourney, publishingProcess } from '@/content/home';
import { portfolioCopy } from '@/content/portfolio-copy';
import { videoTestimonialsCopy } from '@/content/video-testimonials-copy';
import { coreSkills } from '@/content/about';

async function headingTexts(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((els) => els.map((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim()));
}

test.describe('home page', () => {
  test('metadata, and the sections of docs/product.md §2 in order with their exact headings', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(`Hire Best Book Publishers in USA | ${site.brandShort}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /book publishing/i);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', 'Book Publishers In USA');

    const h1 = page.locator('h1');
    await expect(h1).toHaveText('Trusted Book Publishing Services in the USA');
    await expect(h1.locator('span', { hasText: 'Publishing Services' })).toHaveText('Publishing Services');

    const order = [
      servicesTeaserCopy.heading,
      bestsellerSection.heading,
      publishingJourney.heading,
      'Why Authors Choose Us',
      bannerCallToAction.heading,
      professionallyPublished.heading,
      publishingProcess.heading,
      portfolioCopy.heading,
      'Book Publishing Work Process',
      videoTestimonialsCopy.heading,
      closingCallToAction.heading,
    ];
    const h2s = await headingTexts(page, 'main h2');
    const positions = order.map((heading) => h2s.indexOf(heading));
    expect(
      positions.every((position) => position >= 0),
      `missing: ${order.filter((_, i) => positions[i] === -1).join(', ')}`,
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    // Highlighted phrases.
    await expect(page.locator('h2', { hasText: publishingJourney.heading }).locator('span')).toHaveText('Publishing Journey');

    // The Book Publishing Process: three numbered steps with image, heading and text.
    const processSection = page.locator('section', { has: page.getByRole('heading', { name: publishingProcess.heading }) });
    const steps = processSection.getByRole('listitem');
    await expect(steps).toHaveCount(3);
    await expect(processSection.getByRole('heading', { level: 3 })).toHaveText(['Manuscript Submission', 'Editing and Proofreading', 'Design and Formatting']);
    await expect(processSection.locator('img')).toHaveCount(3);

    // Work process and trust cards.
    const workSection = page.locator('section', { has: page.getByRole('heading', { name: 'Book Publishing Work Process' }) });
    await expect(workSection.getByRole('heading', { level: 3 })).toHaveText(workProcessSteps.map((step) => new RegExp(step.heading)));
    const trustSection = page.locator('section', { has: page.getByRole('heading', { name: 'Why Authors Choose Us' }) });
    await expect(trustSection.getByRole('heading', { level: 3 })).toHaveText(trustCards.map((card) => card.title));
  });

  test('hero banner: Get Started, phone link, review badge and the embedded form', async ({ page }) => {
    await page.goto('/');
    const hero = page.locator('section').first();
    await expect(hero.getByRole('button', { name: 'Get Started' })).toBeVisible();
    await expect(hero.getByRole('link', { name: site.phone.display })).toHaveAttribute('href', site.phone.href);
    const badge = hero.getByRole('link', { name: new RegExp(site.review.label) });
    await expect(badge).toHaveAttribute('href', site.review.url);
    await expect(badge).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(badge).toHaveAttribute('target', '_blank');
    await expect(hero.getByPlaceholder('Enter Your Name')).toBeVisible();
    await expect(hero.getByPlaceholder('Tell us about your book project')).toHaveAttribute('rows', '4');
  });

  test('services teaser: six tiles to their pages, See All, and the logo strip that pauses', async ({ page }) => {
    await page.goto('/');
    const teaser = page.locator('section', { has: page.getByRole('heading', { name: servicesTeaserCopy.heading }) });
    const tiles = teaser.locator('a.hexagon-tile');
    await expect(tiles).toHaveCount(6);
    expect(await tiles.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
      ['book-publishing', 'book-proofreading', 'book-formatting', 'book-marketing', 'book-editing', 'childrens-book-editing'].map((slug) => `/services/${slug}/`),
    );
    await expect(teaser.getByRole('link', { name: 'See All' })).toHaveAttribute('href', '/services/');

    const strip = teaser.getByRole('region', { name: servicesTeaserCopy.logoStripLabel });
    await expect(strip.getByRole('img')).toHaveCount(12);
    const track = strip.locator('.marquee-track');
    const playState = () => track.evaluate((el) => getComputedStyle(el).animationPlayState);
    const toggle = teaser.getByRole('button', { name: servicesTeaserCopy.pauseLogos });
    // Once the scripts run, it stands still while out of view (a running animation has the
    // compositor draw every frame wherever it is) and moves again when it comes back.
    await expect(toggle).not.toHaveAttribute('aria-disabled');
    await page.mouse.move(0, 0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(playState).toBe('paused');
    await strip.scrollIntoViewIfNeeded();
    await expect.poll(playState).toBe('running');
    await strip.hover();
    expect(await playState()).toBe('paused');
    await page.mouse.move(0, 0);
    await toggle.focus();
    expect(await playState()).toBe('paused');
    await toggle.press('Enter');
    await expect(teaser.getByRole('button', { name: servicesTeaserCopy.playLogos })).toBeVisible();
    await page.locator('body').focus();
    await page.keyboard.press('Tab'); // focus moves away from the strip
    expect(await playState()).toBe('paused');
    // Paused by its button, not only because the Tab may have scrolled it out of view.
    await expect(teaser.locator('[data-marquee]')).toHaveAttribute('data-paused', '');
  });

  test('hero: the highlighted words stand out in colour; the background shows from 768 px up, and phones fetch none of it', async ({ page, isMobile }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/images/home-hero')) requested.push(request.url());
    });
    await page.goto('/', { waitUntil: 'load' });
    const h1 = page.locator('h1');
    const colour = (element: Locator) => element.evaluate((el) => getComputedStyle(el).color);
    expect(await colour(h1.locator('span', { hasText: 'Publishing Services' }))).not.toBe(await colour(h1));
    const background = page.locator('picture > img[fetchpriority="high"]').first();
    if (isMobile) {
      await expect(background).toBeHidden();
      expect(requested).toEqual([]);
    } else {
      await expect(background).toBeVisible();
      expect(requested.length).toBeGreaterThan(0);
    }
  });

  test('the logo strip stands still under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const name = await page
      .locator('.marquee-track')
      .first()
      .evaluate((el) => getComputedStyle(el).animationName);
    expect(name).toBe('none');
  });
});

test('about: the Core Skills bars are progress bars with the product description’s values', async ({ page }) => {
  await page.goto('/about/');
  for (const skill of coreSkills) {
    const bar = page.getByRole('progressbar', { name: skill.label });
    await expect(bar).toHaveAttribute('aria-valuenow', String(skill.percent));
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
  }
  await expect(page.getByRole('progressbar')).toHaveCount(5);
});

test('services overview: 24 cards with image, heading, text and Learn More', async ({ page }) => {
  await page.goto('/services/');
  const cards = page.locator('main li', { has: page.getByRole('link', { name: /Learn More/ }) });
  await expect(cards).toHaveCount(24);
  for (const [index, service] of services.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(service.card.heading);
    await expect(card.locator('img')).toHaveCount(1);
    await expect(card.getByText(service.card.text)).toBeVisible();
    await expect(card.getByRole('link', { name: /Learn More/ })).toHaveAttribute('href', `/services/${service.slug}/`);
  }
});

test('a service page: hero, feature with image, phone and Get Started, highlighted block, portfolio, shared blocks', async ({ page }) => {
  for (const service of [services[0], services[18], services[23]]) {
    if (!service) continue;
    await page.goto(`/services/${service.slug}/`);
    await expect(page.locator('h1')).toHaveText(service.hero.title);
    const feature = page.locator('section', { has: page.getByRole('heading', { name: service.feature.heading }) });
    await expect(feature.locator('img')).toHaveCount(1);
    await expect(feature.getByRole('link', { name: site.phone.display })).toHaveAttribute('href', site.phone.href);
    await expect(feature.getByRole('button', { name: 'Get Started' })).toBeVisible();
    await expect(page.getByRole('heading', { name: service.highlightBlock.heading })).toBeVisible();
    await expect(page.getByRole('heading', { name: portfolioCopy.heading })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Book Publishing Work Process' })).toBeVisible();
  }
});

test('contact: phone, location and e-mail tiles beside the enquiry form', async ({ page }) => {
  await page.goto('/contact/');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: site.phone.display })).toHaveAttribute('href', site.phone.href);
  await expect(main.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
  await expect(main.locator('address')).toContainText(site.address.locality);
  await expect(main.getByPlaceholder('Enter Your Email')).toBeVisible();
});

test('blogs: the index links at least three guides, each a full article', async ({ page }) => {
  await page.goto('/blogs/');
  const articles = page.getByRole('main').getByRole('article');
  expect(await articles.count()).toBeGreaterThanOrEqual(3);
  await articles.first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/blogs\/[a-z0-9-]+\/$/);
  expect(await page.locator('main h2').count()).toBeGreaterThanOrEqual(3);
});

import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { listSiteRoutes } from '@/content/routes';
import { loadBlogPosts } from '@/content/blog';
import { site } from '@/content/site';
import { withTitleSuffix } from '@/lib/metadata';
import { watchPageHealth } from './support/page-health';

const routes = listSiteRoutes();
const blogPosts = loadBlogPosts();

test.describe('every route', () => {
  for (const route of routes) {
    test(`${route.path} answers 200 with its title, one h1, no a11y violation and a clean console`, async ({ page }) => {
      const problems = watchPageHealth(page);
      const response = await page.goto(route.path, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      const expectedTitle = route.absoluteTitle ? route.title : withTitleSuffix(route.title);
      await expect(page).toHaveTitle(expectedTitle);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toBeVisible();
      // Read without auto-waiting: most pages have no robots meta at all.
      const robots = await page.evaluate(() => document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null);
      if (route.indexable) expect(robots).toBeNull();
      else expect(robots).toContain('noindex');
      // Canonical URL in the trailing-slash form, a social card image, and the organization's JSON-LD.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.url}${route.path}`);
      await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', new RegExp(`^${site.url}/images/og/`));
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
      const jsonLdTypes = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((els) => els.map((el) => (JSON.parse(el.textContent ?? '{}') as { '@type'?: string })['@type']));
      expect(jsonLdTypes).toContain('Organization');
      if (route.path.startsWith('/services/') && route.path !== '/services/') expect(jsonLdTypes).toEqual(expect.arrayContaining(['Service', 'BreadcrumbList']));
      const isPost = route.path.startsWith('/blogs/') && route.path !== '/blogs/';
      if (isPost) expect(jsonLdTypes).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']));
      else expect(jsonLdTypes).not.toContain('Article');
      // Posts are articles to social sites too; every other page is a website.
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', isPost ? 'article' : 'website');
      const post = blogPosts.find((candidate) => route.path === `/blogs/${candidate.slug}/`);
      if (post) {
        // Readers see the author and the dates the structured data states.
        const byline = page.getByTestId('article-byline');
        await expect(byline).toContainText(post.author);
        const dates = byline.locator('time');
        await expect(dates).toHaveCount(2);
        await expect(dates.first()).toHaveAttribute('datetime', post.publishedAt);
        await expect(dates.last()).toHaveAttribute('datetime', post.updatedAt);
        await expect(dates.last()).toBeVisible();
      }
      // What search results show: the full title and the description, within their lengths.
      expect((await page.title()).length).toBeLessThanOrEqual(60);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0).toBeGreaterThan(50);
      expect(description?.length ?? 0).toBeLessThanOrEqual(160);

      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      expect(problems).toEqual([]);
    });
  }

  test('an unknown path gets the 404 page with status 404, the shared chrome and a way home', async ({ page }) => {
    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the not-found page is never served with 200 under its own addresses', async ({ request }) => {
    for (const address of ['/404/', '/_not-found/', '/404', '/_not-found', '/_not-found/index.txt']) {
      expect((await request.get(address, { maxRedirects: 0 })).status(), address).toBe(404);
    }
    // Any unknown path still gets the 404 page itself.
    expect(await (await request.get('/_not-found/')).text()).toContain('<h1');
  });

  test('a service slug outside the list is a 404, fiction-writing/ resolves', async ({ page }) => {
    expect((await page.goto('/services/not-a-service/'))?.status()).toBe(404);
    expect((await page.goto('/services/fiction-writing/'))?.status()).toBe(200);
    // Without the trailing slash it is redirected to the canonical address.
    await page.goto('/services/fiction-writing');
    await expect(page).toHaveURL(/\/services\/fiction-writing\/$/);
  });

  test('/favicon.ico, /sitemap.xml and /robots.txt are served', async ({ request }) => {
    expect((await request.get('/favicon.ico')).status()).toBe(200);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    for (const route of routes) {
      if (route.indexable) expect(xml).toContain(`<loc>${site.url}${route.path}</loc>`);
      else expect(xml).not.toContain(`${site.url}${route.path}<`);
    }
    const robotsTxt = await (await request.get('/robots.txt')).text();
    expect(robotsTxt).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });
});

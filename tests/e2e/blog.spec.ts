import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadBlogPosts } from '@/content/blog';
import { blogFeed } from '@/content/blog-feed';
import { site } from '@/content/site';
import { inlineText } from '@/lib/markdown';
import { elementsNamed, hasToken, htmlAttribute, pageName, sitePages } from '../../scripts/export/pages';

/**
 * The blog as published from its Markdown files: the RSS feed is served as XML and every page's
 * head points feed readers to it, and a post's Markdown arrives as headings and lists.
 */
const outDir = join(process.cwd(), 'out');
const posts = loadBlogPosts();
const feedUrl = `${site.url}${blogFeed.path}`;

test.describe('the blog feed', () => {
  test('/blogs/feed.xml is served as RSS with every post, by absolute link, with its pubDate and description @once', async ({ request }) => {
    const response = await request.get(blogFeed.path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/(?:rss\+)?xml\b|^text\/xml\b/);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\s*<rss version="2.0"/);
    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((match) => match[1] ?? '');
    expect(items).toHaveLength(posts.length);
    for (const post of posts) {
      const item = items.find((candidate) => candidate.includes(`<link>${site.url}/blogs/${post.slug}/</link>`));
      expect(item, post.slug).toBeDefined();
      expect(item).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/);
      expect(item).toContain(`<description><![CDATA[${post.metaDescription}]]></description>`);
    }
  });

  test('a page’s head links the feed, and the link works @once', async ({ page, request }) => {
    await page.goto(`/blogs/${posts[0]?.slug}/`);
    const link = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAttribute('href', feedUrl);
    await expect(link).toHaveAttribute('title', blogFeed.title);
    // The href is on the site's public origin; the same path answers here.
    expect((await request.get(new URL(feedUrl).pathname)).status()).toBe(200);
  });

  test('every exported page’s head links the feed, the 404 page too @once', () => {
    const pages = sitePages(outDir);
    expect(pages.length).toBeGreaterThan(30);
    const missing = pages.filter((file) => {
      const head = readFileSync(file, 'utf8').split('</head>')[0] ?? '';
      const links = elementsNamed(head, 'link').filter(
        ({ attributes }) => hasToken(htmlAttribute(attributes, 'rel'), 'alternate') && htmlAttribute(attributes, 'type') === 'application/rss+xml',
      );
      return links.length !== 1 || htmlAttribute(links[0]!.attributes, 'href') !== feedUrl;
    });
    expect(missing.map((file) => pageName(outDir, file))).toEqual([]);
  });
});

test.describe('a post from its Markdown file', () => {
  for (const post of posts) {
    test(`${post.slug} shows its sections’ headings and its lists`, async ({ page }) => {
      await page.goto(`/blogs/${post.slug}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
      const article = page.locator('article');
      const headings = post.sections.flatMap((section) => (section.heading ? [inlineText(section.heading)] : []));
      // The sections' h2s, then 'Related services'.
      await expect(article.getByRole('heading', { level: 2 })).toHaveText([...headings, 'Related services']);
      const lists = post.sections.flatMap((section) => section.blocks.filter((block) => block.type === 'list'));
      expect(lists.length).toBeGreaterThan(0);
      const shown = article.locator('section ul, section ol');
      await expect(shown).toHaveCount(lists.length);
      for (const [index, list] of lists.entries()) {
        const items = list.items.map((item) => item.map((block) => ('children' in block && block.type === 'plain' ? inlineText(block.children) : '')).join(''));
        await expect(shown.nth(index).locator('li')).toHaveText(items);
      }
      await expect(page.getByTestId('article-byline')).toContainText(`${post.readingMinutes} min read`);
    });
  }
});

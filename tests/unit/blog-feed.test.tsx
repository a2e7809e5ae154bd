// A post is a Markdown file: dropped into the posts folder it is loaded, gets its page, and is listed
// in the sitemap's routes and in the RSS feed (/blogs/feed.xml), whose XML every feed reader needs
// with absolute links, a pubDate and a description per post.
// The pages' links move with the App Router (SiteLink), which the tests stand in for.
import './navigation-mock';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { BLOG_DIR, loadBlogPosts } from '@/content/blog';
import { listBlogRoutes } from '@/content/routes';
import { site } from '@/content/site';
import { BlogArticle } from '@/components/sections/blog-article';
import { BlogBody } from '@/components/sections/blog-body';
import { buildBlogFeed } from '@/lib/blog-feed';
import { parseMarkdown } from '@/lib/markdown';
import { publicImageSize } from '@/lib/public-image-size';
import { GET } from '@/app/(site)/blogs/feed.xml/route';

const NEW_POST = `---
title: Reading Your Royalty Statement
description: What each line of a royalty statement means, how reserves against returns work, and which numbers to check before you query your publisher.
date: 2025-09-09
author: Jane Doe
tags: [royalties, contracts]
services: [book-publishing]
---

## What a statement shows

A statement lists **sales**, returns and the royalty earned, per format.

- Units sold
- Returns
- The reserve

### Reserves

Publishers hold back part of your royalties against *future* returns. Read [our publishing page](/services/book-publishing/).

1. Find the reserve line.
2. Compare it with the last statement.
`;

function parseFeed(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.querySelector('parsererror')).toBeNull();
  return doc;
}

describe('a Markdown file dropped into the posts folder', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'blog-feed-'));
    for (const name of fs.readdirSync(BLOG_DIR)) fs.copyFileSync(path.join(BLOG_DIR, name), path.join(dir, name));
    fs.writeFileSync(path.join(dir, 'reading-your-royalty-statement.md'), NEW_POST);
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is loaded with the posts already there, and gets its page', () => {
    const posts = loadBlogPosts(dir);
    expect(posts.map((post) => post.slug)).toEqual([...loadBlogPosts().map((post) => post.slug), 'reading-your-royalty-statement']);
    const post = posts.find((candidate) => candidate.slug === 'reading-your-royalty-statement');
    if (!post) throw new Error('the new post was not loaded');

    render(<BlogArticle post={post} relatedServices={[{ slug: 'book-publishing', name: 'Book Publishing' }]} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Reading Your Royalty Statement' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'What a statement shows' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Reserves' })).toBeVisible();
    const [bullets, steps] = screen.getAllByRole('list').filter((list) => list.closest('aside') === null);
    expect(
      within(bullets!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Units sold', 'Returns', 'The reserve']);
    expect(steps!.tagName).toBe('OL');
    expect(within(steps!).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('sales').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'our publishing page' })).toHaveAttribute('href', '/services/book-publishing/');
    expect(screen.getByTestId('article-byline')).toHaveTextContent('By Jane Doe · Published September 9, 2025 · Last updated September 9, 2025 · 1 min read');
  });

  it('is in the sitemap’s routes, indexable, with its title and description', () => {
    expect(listBlogRoutes(dir)).toContainEqual({
      path: '/blogs/reading-your-royalty-statement/',
      title: 'Reading Your Royalty Statement',
      description: expect.stringMatching(/^What each line of a royalty statement means/),
      absoluteTitle: false,
      indexable: true,
    });
    expect(listBlogRoutes(dir)).toHaveLength(listBlogRoutes().length + 1);
  });

  it('is listed in the feed', () => {
    const doc = parseFeed(buildBlogFeed(loadBlogPosts(dir)));
    const item = [...doc.querySelectorAll('item')].find((element) => element.querySelector('title')?.textContent === 'Reading Your Royalty Statement');
    expect(item?.querySelector('link')?.textContent).toBe(`${site.url}/blogs/reading-your-royalty-statement/`);
    expect(item?.querySelector('pubDate')?.textContent).toBe('Tue, 09 Sep 2025 12:00:00 GMT');
    expect([...(item?.querySelectorAll('category') ?? [])].map((category) => category.textContent)).toEqual(['royalties', 'contracts']);
  });
});

describe('the feed at /blogs/feed.xml', () => {
  it('is RSS 2.0 naming the blog, with an absolute link, a pubDate, the title and the description of every post', async () => {
    const response = GET();
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const doc = parseFeed(await response.text());
    expect(doc.documentElement.tagName).toBe('rss');
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const channel = doc.querySelector('channel');
    expect(channel?.querySelector(':scope > title')?.textContent).toBe(`${site.brand}: Publishing Guides for Authors`);
    expect(channel?.querySelector(':scope > link')?.textContent).toBe(`${site.url}/blogs/`);
    expect(channel?.querySelector(':scope > description')?.textContent?.length).toBeGreaterThan(50);

    const posts = loadBlogPosts();
    const items = [...doc.querySelectorAll('item')];
    expect(items).toHaveLength(posts.length);
    for (const post of posts) {
      const item = items.find((element) => element.querySelector('link')?.textContent === `${site.url}/blogs/${post.slug}/`);
      expect(item, post.slug).toBeDefined();
      expect(item?.querySelector('title')?.textContent).toBe(post.title);
      expect(item?.querySelector('description')?.textContent).toBe(post.metaDescription);
      expect(new Date(item?.querySelector('pubDate')?.textContent ?? '').toISOString().slice(0, 10)).toBe(post.publishedAt);
    }
    // Newest first, as feed readers expect.
    const dates = items.map((item) => new Date(item.querySelector('pubDate')?.textContent ?? '').getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });
});

describe('a post with a picture', () => {
  it('shows it above the body with its description and its pixel size, so nothing moves when it loads', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'blog-image-'));
    try {
      fs.writeFileSync(
        path.join(dir, 'with-picture.md'),
        NEW_POST.replace('author: Jane Doe\n', 'author: Jane Doe\nimage:\n  src: /images/og/blog.jpg\n  alt: An open notebook beside a laptop\n'),
      );
      const [post] = loadBlogPosts(dir);
      if (!post?.image) throw new Error('the post has no image');
      const size = await publicImageSize(post.image.src);
      expect(size).toEqual({ width: 1200, height: 630 });
      render(<BlogArticle post={post} relatedServices={[]} imageSize={size} />);
      const image = screen.getByRole('img', { name: 'An open notebook beside a laptop' });
      expect(image).toHaveAttribute('src', '/images/og/blog.jpg');
      expect(image).toHaveAttribute('width', '1200');
      expect(image).toHaveAttribute('height', '630');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a post body on the page', () => {
  it('never carries raw HTML or a script link, even where the build would have refused them', () => {
    const body = parseMarkdown(
      '## Safe\n\n<script>alert(1)</script>\n\nText <img src=x onerror="alert(1)"> and [a link](javascript:alert(1)).\n\n<iframe src="https://example.net"></iframe>\n',
    );
    expect(body.problems).toHaveLength(4);
    const { container } = render(<BlogBody sections={body.sections} />);
    expect(container.querySelector('script, img, iframe, [onerror]')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toBe('SafeText  and a link.');
  });
});

/**
 * The blog's RSS 2.0 feed (/blogs/feed.xml), written by the `feed` package: one item per post with
 * its absolute link, publication date, title and description; the channel names the blog.
 */
import { Feed } from 'feed';

import type { BlogPost } from '../content/blog';
import { blogFeed } from '../content/blog-feed';
import { site } from '../content/site';
import { blogPostPath, paths } from './paths';
import { absoluteUrl } from './urls';

/** Noon UTC, as the pages show the date (lib/dates.ts), so no time zone moves it to another day. */
const dateOf = (isoDate: string): Date => new Date(`${isoDate}T12:00:00Z`);

export function buildBlogFeed(posts: readonly BlogPost[]): string {
  // Newest first, as feed readers list them.
  const newest = [...posts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.slug.localeCompare(b.slug));
  const lastChange = newest
    .map((post) => post.updatedAt)
    .sort()
    .at(-1);
  const feed = new Feed({
    title: blogFeed.title,
    description: blogFeed.description,
    id: absoluteUrl(paths.blogs),
    link: absoluteUrl(paths.blogs),
    language: blogFeed.language,
    copyright: `© ${site.copyrightYear} ${site.brand}`,
    feedLinks: { rss: absoluteUrl(blogFeed.path) },
    // The build date would change the file on every build; the newest revision does not.
    ...(lastChange ? { updated: dateOf(lastChange) } : {}),
    generator: false,
  });
  for (const post of newest) {
    const link = absoluteUrl(blogPostPath(post.slug));
    feed.addItem({
      title: post.title,
      id: link,
      link,
      description: post.metaDescription,
      date: dateOf(post.publishedAt),
      // No <author>: RSS 2.0 wants an e-mail address there, and posts are signed by a team.
      category: post.tags.map((name) => ({ name })),
      ...(post.image ? { image: absoluteUrl(post.image.src) } : {}),
    });
  }
  return feed.rss2();
}

/**
 * The blog's RSS feed: its address and the channel's title and description, which every page's
 * head names in its `<link rel="alternate" type="application/rss+xml">` (lib/metadata.ts).
 */
import { paths } from '../lib/paths';
import { pages } from './pages';
import { site } from './site';

export const blogFeed = {
  path: paths.blogFeed,
  title: `${site.brand}: ${pages.blogs.heading}`,
  description: pages.blogs.metaDescription,
  language: 'en-US',
} as const;

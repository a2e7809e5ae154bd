import { loadBlogPosts } from '@/content/blog';
import { buildBlogFeed } from '@/lib/blog-feed';

// Written once at build time into out/blogs/feed.xml (static export).
export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(buildBlogFeed(loadBlogPosts()), { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } });
}

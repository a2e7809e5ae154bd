import { SiteLink } from '@/components/ui/site-link';
import type { BlogPost } from '@/content/blog';
import { uiCopy } from '@/content/ui';
import { Section } from '@/components/ui/section';
import { Icon } from '@/components/ui/icon';
import { formatLongDate } from '@/lib/dates';
import { blogPostPath } from '@/lib/paths';

/** Cards for every guide, in the order content/blog.ts loads them (oldest first). */
export function BlogIndex({ posts }: { posts: readonly BlogPost[] }) {
  return (
    <Section tone="none" padded={false} className="bg-paper py-16">
      <ul className="grid gap-6 md:grid-cols-2">
        {posts.map((post) => (
          <li key={post.slug}>
            <article className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-card">
              <p className="text-sm text-muted">
                <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time> · {uiCopy.minuteRead(post.readingMinutes)}
              </p>
              <h2 className="mt-2 text-2xl font-semibold">
                <SiteLink href={blogPostPath(post.slug)} className="hover:text-gold-700">
                  {post.title}
                </SiteLink>
              </h2>
              <p className="mt-3 flex-1 text-muted">{post.excerpt}</p>
              <SiteLink
                href={blogPostPath(post.slug)}
                className="mt-5 inline-flex min-h-11 items-center gap-2 font-semibold text-navy-800 hover:text-gold-700"
                aria-label={`${uiCopy.readArticle}: ${post.title}`}
              >
                {uiCopy.readArticle}
                <Icon name="arrowRight" className="size-4" />
              </SiteLink>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}

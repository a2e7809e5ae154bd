import { SiteLink } from '@/components/ui/site-link';
import type { BlogPost } from '@/content/blog';
import type { Service } from '@/content/services';
import { uiCopy } from '@/content/ui';
import { Container } from '@/components/ui/container';
import { formatLongDate } from '@/lib/dates';
import { paths, servicePath } from '@/lib/paths';
import { BlogBody } from './blog-body';
import { PageIntro } from './page-intro';

interface BlogArticleProps {
  post: BlogPost;
  /** The services of `post.relatedServiceSlugs`, linked at the end (none: no list). */
  relatedServices: readonly Pick<Service, 'slug' | 'name'>[];
  /** The pixel size of `post.image`, so the page keeps its place while it loads. */
  imageSize?: { width: number; height: number };
}

/** One guide: title band, its picture if any, the Markdown body, and links to the services it relates to. */
export function BlogArticle({ post, relatedServices: related, imageSize }: BlogArticleProps) {
  return (
    <article>
      <PageIntro heading={post.title} lines={[]}>
        {/* The byline and dates that the Article structured data states, visible to readers too. */}
        <p className="max-w-2xl text-lg text-navy-100" data-testid="article-byline">
          {uiCopy.publishedBy} <span>{post.author}</span> · {uiCopy.published} <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time> ·{' '}
          {uiCopy.lastUpdated} <time dateTime={post.updatedAt}>{formatLongDate(post.updatedAt)}</time> · {uiCopy.minuteRead(post.readingMinutes)}
        </p>
      </PageIntro>
      <Container className="max-w-3xl py-16">
        {post.image ? (
          // eslint-disable-next-line @next/next/no-img-element -- a static export without the image optimizer; the file is checked by the loader
          <img
            src={post.image.src}
            alt={post.image.alt}
            width={imageSize?.width}
            height={imageSize?.height}
            decoding="async"
            className="mb-10 h-auto w-full rounded-2xl"
          />
        ) : null}
        <BlogBody sections={post.sections} />
        {related.length > 0 ? (
          <aside className="mt-14 rounded-2xl bg-paper p-6" aria-labelledby="related-services-heading">
            <h2 id="related-services-heading" className="text-xl font-semibold">
              {uiCopy.relatedServices}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-3">
              {related.map((service) => (
                <li key={service.slug}>
                  <SiteLink
                    href={servicePath(service.slug)}
                    className="inline-flex min-h-11 items-center rounded-full border border-navy-200 bg-white px-4 font-medium text-navy-800 hover:border-navy-700"
                  >
                    {service.name}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </aside>
        ) : null}
        <p className="mt-10">
          <SiteLink href={paths.blogs} className="font-semibold text-navy-800 underline underline-offset-4 hover:text-gold-700">
            {uiCopy.backToBlog}
          </SiteLink>
        </p>
      </Container>
    </article>
  );
}

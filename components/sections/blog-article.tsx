import Link from 'next/link';
import type { BlogPost } from '@/content/blog';
import type { Service } from '@/content/services';
import { uiCopy } from '@/content/ui';
import { Container } from '@/components/ui/container';
import { formatLongDate } from '@/lib/dates';
import { paths, servicePath } from '@/lib/paths';
import { PageIntro } from './page-intro';

interface BlogArticleProps {
  post: BlogPost;
  /** The services of `post.relatedServiceSlugs`, linked at the end (none: no list). */
  relatedServices: readonly Pick<Service, 'slug' | 'name'>[];
}

/** One guide: title band, body sections, and links to the services it relates to. */
export function BlogArticle({ post, relatedServices: related }: BlogArticleProps) {
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
        {post.sections.map((section) => (
          <section key={section.heading} className="mt-10 first:mt-0">
            <h2 className="text-2xl font-semibold">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-lg leading-relaxed">
                {paragraph}
              </p>
            ))}
            {section.list ? (
              <ul className="mt-4 list-disc space-y-2 pl-6 text-lg">
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
        {related.length > 0 ? (
          <aside className="mt-14 rounded-2xl bg-paper p-6" aria-labelledby="related-services-heading">
            <h2 id="related-services-heading" className="text-xl font-semibold">
              {uiCopy.relatedServices}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-3">
              {related.map((service) => (
                <li key={service.slug}>
                  <Link
                    href={servicePath(service.slug)}
                    className="inline-flex min-h-11 items-center rounded-full border border-navy-200 bg-white px-4 font-medium text-navy-800 hover:border-navy-700"
                  >
                    {service.name}
                  </Link>
                </li>
              ))}
            </ul>
          </aside>
        ) : null}
        <p className="mt-10">
          <Link href={paths.blogs} className="font-semibold text-navy-800 underline underline-offset-4 hover:text-gold-700">
            {uiCopy.backToBlog}
          </Link>
        </p>
      </Container>
    </article>
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getBlogPostBySlug, loadBlogPosts } from '@/content/blog';
import { getServicesBySlugs } from '@/content/services';
import { createPageMetadata } from '@/lib/metadata';
import { blogPostPath } from '@/lib/paths';
import { BlogArticle } from '@/components/sections/blog-article';
import { JsonLd } from '@/components/seo/json-ld';
import { articleJsonLd, breadcrumbJsonLd } from '@/lib/structured-data';
import { pages } from '@/content/pages';

interface BlogPostPageProps {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return loadBlogPosts().map((post) => ({ slug: post.slug }));
}

export async function generateMetadata({ params }: BlogPostPageProps): Promise<Metadata> {
  const post = getBlogPostBySlug((await params).slug);
  if (!post) return {};
  return createPageMetadata({
    title: post.metaTitle,
    description: post.metaDescription,
    path: blogPostPath(post.slug),
    pageType: 'blog',
    article: { publishedAt: post.publishedAt, updatedAt: post.updatedAt, author: post.author },
    keywords: post.tags,
    ...(post.image ? { image: { src: post.image.src, alt: post.image.alt || post.title } } : {}),
  });
}

export default async function BlogPostPage({ params }: BlogPostPageProps) {
  const post = getBlogPostBySlug((await params).slug);
  if (!post) notFound();
  return (
    <>
      <BlogArticle post={post} relatedServices={getServicesBySlugs(post.relatedServiceSlugs)} />
      <JsonLd data={articleJsonLd(post)} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: pages.home.breadcrumb, path: pages.home.path },
          { name: pages.blogs.breadcrumb, path: pages.blogs.path },
          { name: post.title, path: blogPostPath(post.slug) },
        ])}
      />
    </>
  );
}

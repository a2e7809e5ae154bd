import { loadBlogPosts } from '@/content/blog';
import { pages } from '@/content/pages';
import { createPageMetadata } from '@/lib/metadata';
import { PageIntro } from '@/components/sections/page-intro';
import { BlogIndex } from '@/components/sections/blog-index';

const page = pages.blogs;

export const metadata = createPageMetadata({ title: page.metaTitle, description: page.metaDescription, path: page.path, pageType: 'blog' });

export default function BlogsPage() {
  return (
    <>
      <PageIntro heading={page.heading} lines={[page.intro]} />
      <BlogIndex posts={loadBlogPosts()} />
    </>
  );
}

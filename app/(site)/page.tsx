import { pages } from '@/content/pages';
import { createPageMetadata } from '@/lib/metadata';
import { IntroWithActions } from '@/components/sections/intro-with-actions';

const page = pages.home;

export const metadata = createPageMetadata({
  title: page.metaTitle,
  description: page.metaDescription,
  path: page.path,
  keywords: page.keywords,
});

export default function HomePage() {
  return <IntroWithActions page={page} highlight="Publishing Services" />;
}

import { pages } from '@/content/pages';
import { createPageMetadata } from '@/lib/metadata';
import { IntroWithActions } from '@/components/sections/intro-with-actions';

const page = pages.bookPublishingSolution;

export const metadata = createPageMetadata({
  title: page.metaTitle,
  description: page.metaDescription,
  path: page.path,
});

export default function BookPublishingSolutionPage() {
  return <IntroWithActions page={page} />;
}

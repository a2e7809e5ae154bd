import { pages } from '@/content/pages';
import { createPageMetadata } from '@/lib/metadata';
import { IntroWithActions } from '@/components/sections/intro-with-actions';

const page = pages.lp;

export const metadata = createPageMetadata({
  title: page.metaTitle,
  description: page.metaDescription,
  path: page.path,
});

export default function LandingPage() {
  return <IntroWithActions page={page} />;
}

import { pages } from '@/content/pages';
import { createPageMetadata } from '@/lib/metadata';
import { LandingChrome } from '@/components/layout/landing-chrome';
import { IntroWithActions } from '@/components/sections/intro-with-actions';

const page = pages.bookPublishingSolution;

export const metadata = createPageMetadata({ title: page.metaTitle, description: page.metaDescription, path: page.path });

export default function BookPublishingSolutionPage() {
  return (
    <LandingChrome fixedHeader showGetStarted={false}>
      <IntroWithActions page={page} />
    </LandingChrome>
  );
}

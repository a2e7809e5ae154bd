import { pages } from '@/content/pages';
import { closingCallToAction } from '@/content/section-copy';
import { createPageMetadata } from '@/lib/metadata';
import { IntroWithActions } from '@/components/sections/intro-with-actions';
import { PortfolioSection } from '@/components/sections/portfolio/portfolio-section';
import { WorkProcess } from '@/components/sections/work-process';
import { CallToAction } from '@/components/sections/call-to-action';

const page = pages.portfolio;

export const metadata = createPageMetadata({ title: page.metaTitle, description: page.metaDescription, path: page.path });

export default function PortfolioPage() {
  return (
    <>
      <IntroWithActions page={page} />
      <PortfolioSection inFirstScreen />
      <WorkProcess />
      <CallToAction id="closing-cta" copy={closingCallToAction} />
    </>
  );
}

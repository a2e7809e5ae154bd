import { pages } from '@/content/pages';
import { portfolio } from '@/content/portfolio';
import { portfolioCopy } from '@/content/portfolio-copy';
import { closingCallToAction, workProcessCopy, workProcessSteps } from '@/content/section-copy';
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
      <PortfolioSection covers={portfolio} copy={portfolioCopy} inFirstScreen />
      <WorkProcess copy={workProcessCopy} steps={workProcessSteps} />
      <CallToAction id="closing-cta" copy={closingCallToAction} />
    </>
  );
}

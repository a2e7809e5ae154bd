import { pages } from '@/content/pages';
import { lpHero } from '@/content/landing-lp';
import { sectionImages } from '@/content/media';
import { bannerCallToAction, closingCallToAction } from '@/content/shared-sections';
import { createPageMetadata } from '@/lib/metadata';
import { LandingChrome } from '@/components/layout/landing-chrome';
import { HeroBanner } from '@/components/sections/hero-banner';
import { ServicesTeaser } from '@/components/sections/services-teaser';
import { PortfolioSection } from '@/components/sections/portfolio/portfolio-section';
import { WorkProcess } from '@/components/sections/work-process';
import { TrustCards } from '@/components/sections/trust-cards';
import { CallToAction } from '@/components/sections/call-to-action';
import { VideoTestimonialsSection } from '@/components/sections/video-testimonials/video-testimonials-section';

const page = pages.lp;

export const metadata = createPageMetadata({ title: page.metaTitle, description: page.metaDescription, path: page.path, pageType: 'landing' });

/** Advertising landing page for book publishing; its form lands on /thankyou/ (lib/enquiry/thank-you.ts). */
export default function LandingPage() {
  return (
    <LandingChrome>
      <HeroBanner copy={lpHero} background={sectionImages['lp-hero']} />
      <ServicesTeaser />
      <CallToAction id="banner-cta" copy={bannerCallToAction} />
      <PortfolioSection />
      <TrustCards />
      <WorkProcess />
      <VideoTestimonialsSection />
      <CallToAction id="closing-cta" copy={closingCallToAction} />
    </LandingChrome>
  );
}

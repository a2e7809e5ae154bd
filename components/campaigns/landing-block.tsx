import type { LandingBlock as LandingBlockData } from '@/content/campaigns/blocks';
import { AuthorTestimonials } from '@/components/sections/author-testimonials/author-testimonials';
import { CallToAction } from '@/components/sections/call-to-action';
import { ContactBand } from '@/components/sections/contact-band';
import { CoverMarquee } from '@/components/sections/cover-marquee';
import { EnquirySection } from '@/components/sections/enquiry-section';
import { FaqCards } from '@/components/sections/faq-cards';
import { FaqSection } from '@/components/sections/faq-section';
import { FeatureBanner } from '@/components/sections/feature-banner';
import { FeaturedProjects } from '@/components/sections/featured-projects';
import { HeroBanner } from '@/components/sections/hero-banner';
import { PackagesSection } from '@/components/sections/packages-section';
import { PlatformsSection } from '@/components/sections/platforms-section';
import { PortfolioSection } from '@/components/sections/portfolio/portfolio-section';
import { ProcessSteps } from '@/components/sections/process-steps';
import { RotatingHeadlineHero } from '@/components/sections/rotating-headline-hero';
import { ServicesCarousel } from '@/components/sections/services-carousel';
import { ServicesGrid } from '@/components/sections/services-grid';
import { ServicesTeaser } from '@/components/sections/services-teaser';
import { TestimonialVideosSection } from '@/components/sections/testimonial-videos/testimonial-videos-section';
import { TrustCards } from '@/components/sections/trust-cards';
import { VideoTestimonialsSection } from '@/components/sections/video-testimonials/video-testimonials-section';
import { WhyChooseUs } from '@/components/sections/why-choose-us';
import { WorkProcess } from '@/components/sections/work-process';

/**
 * One section of a landing page, chosen by the block's type, with the block's copy as props. The
 * switch is exhaustive: a new block type does not compile until it is rendered here.
 */
export function LandingBlock({ block }: { block: LandingBlockData }) {
  switch (block.type) {
    case 'hero':
      return <HeroBanner copy={block.copy} background={block.background} eyebrow={block.eyebrow} />;
    case 'rotating-headline-hero':
      return <RotatingHeadlineHero copy={block.copy} background={block.background} packagesId={block.packagesId} />;
    case 'feature-banner':
      return <FeatureBanner {...block.copy} reverse={block.reverse} tone={block.tone} />;
    case 'services-teaser':
      return <ServicesTeaser copy={block.copy} services={block.services} logos={block.logos} />;
    case 'featured-projects':
      return <FeaturedProjects copy={block.copy} projects={block.projects} />;
    case 'process-steps':
      return <ProcessSteps copy={block.copy} steps={block.steps} />;
    case 'work-process':
      return <WorkProcess copy={block.copy} steps={block.steps} />;
    case 'trust-cards':
      return <TrustCards copy={block.copy} cards={block.cards} />;
    case 'services-carousel':
      return <ServicesCarousel copy={block.copy} slides={block.slides} />;
    case 'services-grid':
      return <ServicesGrid copy={block.copy} />;
    case 'packages':
      return <PackagesSection copy={block.copy} />;
    case 'author-testimonials':
      return <AuthorTestimonials copy={block.copy} testimonials={block.testimonials} />;
    case 'video-testimonials':
      return <VideoTestimonialsSection copy={block.copy} videos={block.videos} />;
    case 'testimonial-videos':
      return <TestimonialVideosSection copy={block.copy} videos={block.videos} />;
    case 'platforms-strip':
      return <PlatformsSection copy={block.copy} />;
    case 'why-choose-us':
      return <WhyChooseUs copy={block.copy} />;
    case 'cover-marquee':
      return <CoverMarquee copy={block.copy} />;
    case 'portfolio':
      return <PortfolioSection covers={block.covers} copy={block.copy} />;
    case 'faq':
      return <FaqSection copy={block.copy} items={block.items} />;
    case 'faq-cards':
      return <FaqCards copy={block.copy} />;
    case 'call-to-action':
      return <CallToAction id={block.id} copy={block.copy} />;
    case 'enquiry':
      return <EnquirySection copy={block.copy} />;
    case 'contact':
      return <ContactBand copy={block.copy} />;
    default:
      return assertNever(block);
  }
}

function assertNever(block: never): never {
  throw new Error(`Unknown landing-page block: ${JSON.stringify(block)}`);
}

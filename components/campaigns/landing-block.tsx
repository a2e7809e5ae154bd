import type { LandingBlock as LandingBlockData } from '@/content/campaigns/blocks';
import { AuthorTestimonials } from '@/components/sections/author-testimonials/author-testimonials';
import { ContactBand } from '@/components/sections/contact-band';
import { CoverMarquee } from '@/components/sections/cover-marquee';
import { EnquirySection } from '@/components/sections/enquiry-section';
import { FaqCards } from '@/components/sections/faq-cards';
import { FaqSection } from '@/components/sections/faq-section';
import { FeaturedProjects } from '@/components/sections/featured-projects';
import { PackagesSection } from '@/components/sections/packages-section';
import { PlatformsSection } from '@/components/sections/platforms-section';
import { ProcessSteps } from '@/components/sections/process-steps';
import { RotatingHeadlineHero } from '@/components/sections/rotating-headline-hero';
import { ServicesCarousel } from '@/components/sections/services-carousel';
import { ServicesGrid } from '@/components/sections/services-grid';
import { TestimonialVideosSection } from '@/components/sections/testimonial-videos/testimonial-videos-section';
import { WhyChooseUs } from '@/components/sections/why-choose-us';
import { HomeBlock } from './home-block';

/**
 * One section of a landing page, chosen by the block's type, with the block's copy as props: the
 * campaigns' own sections here, the home page's and the site's (hero, feature banner, portfolio, …)
 * by HomeBlock and SiteBlock. A new block type does not compile until one of the three switches
 * renders it.
 */
export function LandingBlock({ block }: { block: LandingBlockData }) {
  switch (block.type) {
    case 'rotating-headline-hero':
      return <RotatingHeadlineHero copy={block.copy} background={block.background} packagesId={block.packagesId} />;
    case 'featured-projects':
      return <FeaturedProjects copy={block.copy} projects={block.projects} />;
    case 'process-steps':
      return <ProcessSteps copy={block.copy} steps={block.steps} />;
    case 'services-carousel':
      return <ServicesCarousel copy={block.copy} slides={block.slides} />;
    case 'services-grid':
      return <ServicesGrid copy={block.copy} />;
    case 'packages':
      return <PackagesSection copy={block.copy} />;
    case 'author-testimonials':
      return <AuthorTestimonials copy={block.copy} testimonials={block.testimonials} />;
    case 'testimonial-videos':
      return <TestimonialVideosSection copy={block.copy} videos={block.videos} />;
    case 'platforms-strip':
      return <PlatformsSection copy={block.copy} />;
    case 'why-choose-us':
      return <WhyChooseUs copy={block.copy} />;
    case 'cover-marquee':
      return <CoverMarquee copy={block.copy} />;
    case 'faq':
      return <FaqSection copy={block.copy} items={block.items} />;
    case 'faq-cards':
      return <FaqCards copy={block.copy} />;
    case 'enquiry':
      return <EnquirySection copy={block.copy} />;
    case 'contact':
      return <ContactBand copy={block.copy} />;
    default:
      // What is left is a home or site block: a campaign-only type without its case here does not compile.
      return <HomeBlock block={block} />;
  }
}

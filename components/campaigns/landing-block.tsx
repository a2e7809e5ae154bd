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
 * One section of a landing page, chosen by the block's type, with the block's fields as props: the
 * campaigns' own sections here, the home page's and the site's (hero, feature banner, portfolio, …)
 * by HomeBlock and SiteBlock. A new block type does not compile until one of the three switches
 * renders it.
 */
export function LandingBlock({ block }: { block: LandingBlockData }) {
  switch (block.type) {
    case 'rotating-headline-hero':
      return <RotatingHeadlineHero copy={block} background={block.background} packagesId={block.packagesId} />;
    case 'featured-projects':
      return <FeaturedProjects copy={block} projects={block.projects} />;
    case 'process-steps':
      return <ProcessSteps copy={block} steps={block.steps} />;
    case 'services-carousel':
      return <ServicesCarousel copy={block} cards={block.cards} />;
    case 'services-grid':
      return <ServicesGrid copy={block} />;
    case 'packages':
      return <PackagesSection copy={block} />;
    case 'author-testimonials':
      return <AuthorTestimonials copy={block} testimonials={block.testimonials} />;
    case 'testimonial-videos':
      return <TestimonialVideosSection copy={block} videos={block.videos} />;
    case 'platforms-strip':
      return <PlatformsSection copy={block} />;
    case 'why-choose-us':
      return <WhyChooseUs copy={block} />;
    case 'cover-marquee':
      return <CoverMarquee copy={block} />;
    case 'faq':
      return <FaqSection copy={block} items={block.items} />;
    case 'faq-cards':
      return <FaqCards copy={block} />;
    case 'enquiry':
      return <EnquirySection copy={block} />;
    case 'contact':
      return <ContactBand copy={block} />;
    default:
      // What is left is a home or site block: a campaign-only type without its case here does not compile.
      return <HomeBlock block={block} />;
  }
}

import { pages } from '@/content/pages';
import { bestsellerSection, homeHero, professionallyPublished, publishingJourney, publishingProcess } from '@/content/home';
import { homeHero as homeHeroImage, platformLogos, sectionImages } from '@/content/media';
import { portfolio } from '@/content/portfolio';
import { portfolioCopy } from '@/content/portfolio-copy';
import {
  bannerCallToAction,
  closingCallToAction,
  servicesTeaserCopy,
  teaserServices,
  trustCards,
  trustCardsCopy,
  workProcessCopy,
  workProcessSteps,
} from '@/content/section-copy';
import { videoTestimonialsCopy } from '@/content/video-testimonials-copy';
import { homeVideoTestimonials } from '@/content/videos';
import { createPageMetadata } from '@/lib/metadata';
import { HeroBanner } from '@/components/sections/hero-banner';
import { ServicesTeaser } from '@/components/sections/services-teaser';
import { BestsellerSection } from '@/components/sections/bestseller-section';
import { FeatureBanner } from '@/components/sections/feature-banner';
import { TrustCards } from '@/components/sections/trust-cards';
import { CallToAction } from '@/components/sections/call-to-action';
import { StepsWithImages } from '@/components/sections/steps-with-images';
import { PortfolioSection } from '@/components/sections/portfolio/portfolio-section';
import { WorkProcess } from '@/components/sections/work-process';
import { VideoTestimonialsSection } from '@/components/sections/video-testimonials/video-testimonials-section';

const page = pages.home;

export const metadata = createPageMetadata({
  title: page.metaTitle,
  description: page.metaDescription,
  path: page.path,
  keywords: page.keywords,
});

/** Home: the sections of docs/product.md §2 'Home page sections', in order. */
export default function HomePage() {
  return (
    <>
      <HeroBanner copy={homeHero} background={homeHeroImage} />
      <ServicesTeaser copy={servicesTeaserCopy} services={teaserServices} logos={platformLogos} />
      <BestsellerSection copy={bestsellerSection} background={sectionImages[bestsellerSection.background]} image={sectionImages[bestsellerSection.image]} />
      <FeatureBanner id="publishing-journey" {...publishingJourney} image={sectionImages[publishingJourney.image]} />
      <TrustCards copy={trustCardsCopy} cards={trustCards} />
      <CallToAction id="banner-cta" copy={bannerCallToAction} />
      <FeatureBanner id="professionally-published" {...professionallyPublished} image={sectionImages[professionallyPublished.image]} reverse tone="paper" />
      <StepsWithImages
        id="publishing-process"
        heading={publishingProcess.heading}
        highlight={publishingProcess.highlight}
        intro={publishingProcess.intro}
        tone="white"
        steps={publishingProcess.steps.map((step) => ({ ...step, image: sectionImages[step.image] }))}
      />
      <PortfolioSection covers={portfolio} copy={portfolioCopy} />
      <WorkProcess copy={workProcessCopy} steps={workProcessSteps} />
      <VideoTestimonialsSection copy={videoTestimonialsCopy} videos={homeVideoTestimonials} />
      <CallToAction id="closing-cta" copy={closingCallToAction} />
    </>
  );
}

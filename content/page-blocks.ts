/**
 * The home page and the service pages as blocks, the same blocks campaign landing pages are made
 * of (content/campaigns/blocks.ts; rendered by components/campaigns/home-block.tsx and
 * site-block.tsx), and the sections they and /lp/ share, declared once.
 */
import type { HomeBlock, SiteBlock } from './campaigns/blocks';
import { bestsellerSection, homeHero, professionallyPublished, publishingJourney, publishingProcess } from './home';
import { homeHero as homeHeroImage, platformLogos, sectionImages, serviceImages } from './media';
import { portfolio } from './portfolio';
import { portfolioCopy } from './portfolio-copy';
import {
  bannerCallToAction,
  closingCallToAction,
  servicesTeaserCopy,
  teaserServices,
  trustCards,
  trustCardsCopy,
  workProcessCopy,
  workProcessSteps,
} from './section-copy';
import type { Service } from './services';
import { videoTestimonialsCopy } from './video-testimonials-copy';
import { homeVideoTestimonials } from './videos';

/** The sections several pages show with the same copy. */
export const sharedBlocks = {
  servicesTeaser: { type: 'services-teaser', copy: servicesTeaserCopy, services: teaserServices, logos: platformLogos },
  bannerCallToAction: { type: 'call-to-action', id: 'banner-cta', copy: bannerCallToAction },
  portfolio: { type: 'portfolio', copy: portfolioCopy, covers: portfolio },
  trustCards: { type: 'trust-cards', copy: trustCardsCopy, cards: trustCards },
  workProcess: { type: 'work-process', copy: workProcessCopy, steps: workProcessSteps },
  videoTestimonials: { type: 'video-testimonials', copy: videoTestimonialsCopy, videos: homeVideoTestimonials },
  closingCallToAction: { type: 'call-to-action', id: 'closing-cta', copy: closingCallToAction },
} as const satisfies Record<string, HomeBlock>;

/** Home: the sections of docs/product.md §2 'Home page sections', in order. */
export const homeBlocks: readonly HomeBlock[] = [
  { type: 'hero', copy: homeHero, background: homeHeroImage },
  sharedBlocks.servicesTeaser,
  { type: 'bestseller', copy: bestsellerSection, background: sectionImages[bestsellerSection.background], image: sectionImages[bestsellerSection.image] },
  { type: 'feature-banner', copy: { id: 'publishing-journey', ...publishingJourney, image: sectionImages[publishingJourney.image] } },
  sharedBlocks.trustCards,
  sharedBlocks.bannerCallToAction,
  {
    type: 'feature-banner',
    copy: { id: 'professionally-published', ...professionallyPublished, image: sectionImages[professionallyPublished.image] },
    reverse: true,
    tone: 'paper',
  },
  {
    type: 'steps-with-images',
    id: 'publishing-process',
    copy: { heading: publishingProcess.heading, highlight: publishingProcess.highlight, intro: publishingProcess.intro },
    steps: publishingProcess.steps.map((step) => ({ ...step, image: sectionImages[step.image] })),
    tone: 'white',
  },
  sharedBlocks.portfolio,
  sharedBlocks.workProcess,
  sharedBlocks.videoTestimonials,
  sharedBlocks.closingCallToAction,
];

/** A service page (content/services.ts): its own hero, feature, highlight and details, then the shared sections. */
export function serviceBlocks(service: Service): readonly SiteBlock[] {
  return [
    { type: 'hero', copy: service.hero, eyebrow: service.name, background: sectionImages['publishing-hero'] },
    { type: 'feature-banner', copy: { id: 'service-feature', ...service.feature, image: serviceImages[service.slug] } },
    { type: 'highlight', id: 'service-highlight', copy: service.highlightBlock },
    { type: 'service-details', service },
    sharedBlocks.portfolio,
    sharedBlocks.trustCards,
    sharedBlocks.bannerCallToAction,
    sharedBlocks.workProcess,
    sharedBlocks.closingCallToAction,
  ];
}

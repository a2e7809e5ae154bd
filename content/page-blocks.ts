/**
 * The home page and the service pages as blocks, the same blocks campaign landing pages are made
 * of (content/schema/campaign.ts; rendered by components/campaigns/home-block.tsx and
 * site-block.tsx), and the sections they and the campaigns share, declared once. A campaign file
 * that names a shared block by its type alone shows the block here (content/campaigns/index.ts).
 */
import type { BlockOf, HomeBlock, SiteBlock } from './campaigns/blocks';
import { bestsellerSection, homeHero, professionallyPublished, publishingJourney, publishingProcess } from './home';
import { homeHero as homeHeroImage, platformLogos, sectionImages, serviceImages } from './media';
import { portfolio, type PortfolioCover } from './portfolio';
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
import { homeVideoTestimonials, landingTestimonialVideos } from './videos';

/** The sections several pages show with the same copy. */
export const sharedBlocks = {
  servicesTeaser: { type: 'services-teaser', ...servicesTeaserCopy, services: [...teaserServices], logos: [...platformLogos] },
  bannerCallToAction: { type: 'call-to-action', id: 'banner-cta', ...bannerCallToAction },
  portfolio: { type: 'portfolio', ...portfolioCopy, categoryLabels: { ...portfolioCopy.categoryLabels } },
  trustCards: { type: 'trust-cards', ...trustCardsCopy, cards: [...trustCards] },
  workProcess: { type: 'work-process', ...workProcessCopy, steps: [...workProcessSteps] },
  videoTestimonials: { type: 'video-testimonials', ...videoTestimonialsCopy, videos: [...homeVideoTestimonials] },
  closingCallToAction: { type: 'call-to-action', id: 'closing-cta', ...closingCallToAction },
} as const satisfies Record<string, HomeBlock>;

/** Two covers from each portfolio category, interleaved so neighbouring covers differ in genre. */
export function showcaseCovers(): PortfolioCover[] {
  const categories = Object.values(portfolio);
  const picked: PortfolioCover[] = [];
  for (const position of [0, 1]) {
    for (const covers of categories) {
      const cover = covers[position];
      if (cover) picked.push(cover);
    }
  }
  return picked;
}

type SharedType = 'services-teaser' | 'work-process' | 'trust-cards' | 'video-testimonials' | 'portfolio' | 'call-to-action';

/**
 * The site's copy for a shared block a campaign file names: `call-to-action` with `id: banner-cta`
 * is the banner, any other call to action the closing one.
 */
export function sharedBlockFor(type: SharedType, id?: string): BlockOf<SharedType> {
  switch (type) {
    case 'services-teaser':
      return sharedBlocks.servicesTeaser;
    case 'work-process':
      return sharedBlocks.workProcess;
    case 'trust-cards':
      return sharedBlocks.trustCards;
    case 'video-testimonials':
      return sharedBlocks.videoTestimonials;
    case 'portfolio':
      return sharedBlocks.portfolio;
    case 'call-to-action':
      return id === sharedBlocks.bannerCallToAction.id ? sharedBlocks.bannerCallToAction : sharedBlocks.closingCallToAction;
  }
}

/** Fields a campaign file may leave out of an otherwise own block: the site's data for them. */
export const blockFieldDefaults = {
  'testimonial-videos': { videos: () => [...landingTestimonialVideos] },
  'platforms-strip': { logos: () => [...platformLogos] },
  'cover-marquee': { covers: showcaseCovers },
} as const;

/** Home: the sections of docs/product.md §2 'Home page sections', in order. */
export const homeBlocks: readonly HomeBlock[] = [
  { type: 'hero', ...homeHero, background: homeHeroImage },
  sharedBlocks.servicesTeaser,
  { type: 'bestseller', ...bestsellerSection, background: sectionImages[bestsellerSection.background], image: sectionImages[bestsellerSection.image] },
  { type: 'feature-banner', id: 'publishing-journey', ...publishingJourney, image: sectionImages[publishingJourney.image] },
  sharedBlocks.trustCards,
  sharedBlocks.bannerCallToAction,
  {
    type: 'feature-banner',
    id: 'professionally-published',
    ...professionallyPublished,
    image: sectionImages[professionallyPublished.image],
    reverse: true,
    tone: 'paper',
  },
  {
    type: 'steps-with-images',
    id: 'publishing-process',
    heading: publishingProcess.heading,
    highlight: publishingProcess.highlight,
    intro: publishingProcess.intro,
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
    { type: 'hero', ...service.hero, eyebrow: service.name, background: sectionImages['publishing-hero'] },
    { type: 'feature-banner', id: 'service-feature', ...service.feature, image: serviceImages[service.slug] },
    { type: 'highlight', id: 'service-highlight', ...service.highlightBlock },
    { type: 'service-details', service },
    sharedBlocks.portfolio,
    sharedBlocks.trustCards,
    sharedBlocks.bannerCallToAction,
    sharedBlocks.workProcess,
    sharedBlocks.closingCallToAction,
  ];
}

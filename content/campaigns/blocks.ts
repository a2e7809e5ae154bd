/**
 * The building blocks of pages (docs/landing-pages.md), as TypeScript types inferred from the one
 * schema of campaign files (content/schema/campaign.ts): the block union a campaign entry's
 * `blocks` list, the home page and the service pages are made of, and the props of the sections
 * that render them. Three switches render blocks, each handing what it does not know to the next:
 * components/campaigns/landing-block.tsx (the campaigns' own blocks), home-block.tsx (the home
 * page's) and site-block.tsx (the rest). A page ships the client code of every section its
 * renderer can show, so each page uses the narrowest renderer that covers it.
 */
import type { BlockType, RenderedBlock } from '../schema/campaign';

/** Every block a campaign landing page may use, complete (the file's fields and the site's shared ones). */
export type LandingBlock = RenderedBlock;
export type LandingBlockType = BlockType;
export type BlockOf<Type extends BlockType> = Extract<LandingBlock, { type: Type }>;
type Fields<Type extends BlockType> = Omit<BlockOf<Type>, 'type'>;

export type BlockTone = 'white' | 'paper' | 'navy';

/** The blocks a service page is made of, and other sections without client code of their own; every page may use them. */
export type SiteBlock = BlockOf<
  'hero' | 'feature-banner' | 'bestseller' | 'steps-with-images' | 'highlight' | 'service-details' | 'work-process' | 'trust-cards' | 'portfolio' | 'call-to-action'
>;

/** The home page's blocks: the site's, and two whose sections bring client code (components/campaigns/home-block.tsx). */
export type HomeBlock = SiteBlock | BlockOf<'services-teaser' | 'video-testimonials'>;

// ---------------------------------------------------------------------------------------------
// The props of the sections (components/sections/), named after what they show.

/** Eyebrow, heading with its highlighted words, and an intro paragraph. */
export interface IntroSectionCopy {
  eyebrow: string;
  heading: string;
  highlight: string;
  intro: string;
}

export type PublishingHeroCopy = Omit<Fields<'rotating-headline-hero'>, 'background' | 'packagesId'>;
export type FeaturedProjectsCopy = Omit<Fields<'featured-projects'>, 'projects'>;
export type ProjectSlide = BlockOf<'featured-projects'>['projects'][number];
export type ProjectLogo = ProjectSlide['logos'][number];
export type LandingProcessStep = BlockOf<'process-steps'>['steps'][number];
export type CarouselSectionCopy = Omit<Fields<'services-carousel'>, 'cards'>;
export type LandingServiceCard = BlockOf<'services-carousel'>['cards'][number];
export type ServicesGridCopy = Fields<'services-grid'>;
export type PublishingServiceCard = ServicesGridCopy['cards'][number];
export type PackagesCopy = Fields<'packages'>;
export type PublishingPackage = PackagesCopy['packages'][number];
export type AuthorTestimonialsCopy = Omit<Fields<'author-testimonials'>, 'testimonials'>;
export type AuthorTestimonial = BlockOf<'author-testimonials'>['testimonials'][number];
export type TestimonialVideosCopy = Omit<Fields<'testimonial-videos'>, 'videos'>;
/** The strings the testimonial video carousel itself needs (plain strings, for a client leaf). */
export type TestimonialCarouselCopy = Pick<TestimonialVideosCopy, 'carouselLabel' | 'slideLabel' | 'dotLabel' | 'play' | 'pause' | 'fallback'>;
export type PlatformsStripCopy = Fields<'platforms-strip'>;
export type WhyChooseUsCopy = Fields<'why-choose-us'>;
export type ReasonPoint = WhyChooseUsCopy['points'][number];
export type CoverMarqueeCopy = Fields<'cover-marquee'>;
export type MarketingFaqItem = BlockOf<'faq'>['items'][number];
export type PublishingFaqItem = MarketingFaqItem;
export type FaqCardsCopy = Fields<'faq-cards'>;
export type EnquirySectionCopy = Fields<'enquiry'>;
export type ContactBandCopy = Fields<'contact'>;

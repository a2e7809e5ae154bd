/**
 * The building blocks of pages (docs/landing-pages.md): the copy type of each section a page can
 * show, and the block union a campaign entry's `blocks` list, the home page and the service pages
 * are made of.
 */
import type { BestsellerCopy } from '../home';
import type { IconAsset, ImageAsset, PlatformLogo } from '../media';
import type { EnquiryPackage } from '../../lib/enquiry/packages';
import type { PortfolioCover, PortfolioCovers } from '../portfolio';
import type { PortfolioCopy } from '../portfolio-copy';
import type { Service, ServiceSlug } from '../services';
import type { CallToActionCopy, HeroCopy, SectionIntroCopy, ServicesTeaserCopy, ServiceTile, TrustCard, WorkProcessStep } from '../section-copy';
import type { VideoTestimonialsCopy } from '../video-testimonials-copy';
import type { LandingTestimonialVideo, VideoTestimonial } from '../videos';

export interface IntroBlock {
  id: string;
  heading: string;
  highlight?: string;
  paragraphs: readonly string[];
  image: ImageAsset;
}

export interface ProjectLogo {
  name: string;
  src: string;
  width: number;
  height: number;
}

export interface ProjectSlide {
  id: string;
  subheading: string;
  title: string;
  description: string;
  /** The book's cover: a portfolio cover (its `src` is the image path; width, height and alt come with it). */
  bookCover: ImageAsset;
  /** Stores and channels the campaign used (platform wordmarks from content/media.ts). */
  logos: readonly ProjectLogo[];
}

export interface LandingProcessStep {
  id: string;
  title: string;
  description: string;
  /**
   * Where the step sits in the desktop zig-zag timeline (a two-column grid from `lg`): its column
   * and row. Each step spans two rows so it overlaps its neighbour by half, which staggers them.
   */
  positionClasses: string;
  /** Which side of the centre line the step sits on from `lg` (below that every step is on the right of the line). */
  align: 'left' | 'right';
  icon: IconAsset;
}

export interface LandingServiceCard {
  id: string;
  title: string;
  description: string;
  /** The card's illustration (`image.src` is the product description's (docs/product.md) imageSrc; width, height and alt come with it). */
  image: ImageAsset;
}

export interface MarketingFaqItem {
  question: string;
  answer: string;
}

/** The heading block each section of this page opens with: an anchor id, the eyebrow, the heading
 * with its highlighted phrase, and a one-sentence intro. */
export interface PublishingSectionCopy {
  id: string;
  eyebrow: string;
  heading: string;
  highlight: string;
  intro: string;
}

export interface PublishingHeroCopy {
  eyebrow: string;
  /** The three words that rotate in front of `staticText` (docs/product.md §4: 3 words, every 5 s). */
  words: readonly [string, string, string];
  staticText: string;
  /** The whole heading, read instead of the moving words (screen readers, search engines). */
  headingLabel: string;
  lead: string;
  points: readonly string[];
  /** In-page link to the packages section. */
  packagesLink: string;
  /** The control that stops and restarts the rotating word (WCAG 2.2.2). */
  pauseRotation: string;
  playRotation: string;
}

export interface PublishingServiceCard {
  slug: ServiceSlug;
  title: string;
  text: string;
  image: ImageAsset;
}

export interface ReasonPoint {
  title: string;
  text: string;
}

export interface PublishingPackage {
  /** The ids and names the receiver knows (lib/enquiry/packages.ts): a Get Started sends the id. */
  id: EnquiryPackage;
  name: string;
  tagline: string;
  icon: IconAsset;
  features: readonly string[];
}

/** docs/product.md §3 'Author testimonial': quote, name, designation (empty in all five), src (the portrait). */
export interface AuthorTestimonial {
  quote: string;
  name: string;
  designation: string;
  src: ImageAsset;
}

export interface AuthorTestimonialsCopy extends PublishingSectionCopy {
  previous: string;
  next: string;
  pause: string;
  play: string;
  /** Accessible name of each slide, e.g. '2 of 5'. */
  slideLabel: string;
  /** Announced politely after Previous / Next only (never by autoplay). */
  announcement: string;
}

export interface PublishingFaqItem {
  question: string;
  answer: string;
}

// ---------------------------------------------------------------------------------------------
// Copy of the sections a landing page is built from (one type per section component).

/** Eyebrow, heading with its highlighted words, and an intro paragraph. */
export interface IntroSectionCopy {
  eyebrow: string;
  heading: string;
  highlight: string;
  intro: string;
}

/** An on-page enquiry form (the publishing page): the heading, a few reassurances beside the form. */
export interface EnquirySectionCopy extends IntroSectionCopy {
  id: string;
  points: readonly string[];
}

/** A carousel section: the heading plus the carousel's accessible names ('{position} of {total}'). */
export interface CarouselSectionCopy extends IntroSectionCopy {
  carouselLabel: string;
  slideLabel: string;
  bulletLabel: string;
}

export interface FeaturedProjectsCopy extends CarouselSectionCopy {
  logosLabel: string;
}

/** The strings the testimonial video carousel itself needs (plain strings, for a client leaf). */
export interface TestimonialCarouselCopy {
  carouselLabel: string;
  slideLabel: string;
  dotLabel: string;
  play: string;
  pause: string;
  /** Shown by browsers that cannot play the embedded video. */
  fallback: string;
}

export interface TestimonialVideosCopy extends IntroSectionCopy, TestimonialCarouselCopy {}

export interface ContactBandCopy {
  heading: string;
  highlight: string;
  intro: string;
  background: ImageAsset;
}

export interface PlatformsStripCopy {
  heading: string;
  regionLabel: string;
  pause: string;
  play: string;
  logos: readonly PlatformLogo[];
}

export interface CoverMarqueeCopy extends PublishingSectionCopy {
  regionLabel: string;
  pause: string;
  play: string;
  covers: readonly PortfolioCover[];
}

export interface PackagesCopy extends PublishingSectionCopy {
  featuresLabel: string;
  getStartedSuffix: string;
  note: string;
  packages: readonly PublishingPackage[];
}

export interface FaqCardsCopy extends Omit<PublishingSectionCopy, 'intro'> {
  maxPanelHeight: string;
  items: readonly PublishingFaqItem[];
}

export interface ServicesGridCopy extends PublishingSectionCopy {
  cards: readonly PublishingServiceCard[];
}

export interface WhyChooseUsCopy extends PublishingSectionCopy {
  image: ImageAsset;
  points: readonly ReasonPoint[];
}

/** A heading with its highlighted words and an optional intro. */
export interface HeadingCopy {
  heading: string;
  highlight?: string;
  intro?: string;
}

/** One step of a numbered list whose steps each have an image. */
export interface ImageStepCopy {
  image: ImageAsset;
  heading: string;
  text: string;
}

/** A navy band that sets one message apart. */
export interface HighlightCopy {
  heading: string;
  highlight?: string;
  text: string;
}

// ---------------------------------------------------------------------------------------------
// The blocks a page is made of, in the order the page shows them: every campaign landing page,
// the home page and the service pages (content/page-blocks.ts). Each block names one section
// component (`type`) and carries that section's copy. Three switches render them, each handing what
// it does not know to the next: components/campaigns/landing-block.tsx (the campaigns' own blocks),
// home-block.tsx (the home page's) and site-block.tsx (the rest). A page ships the client code of
// every section its renderer can show, so each page uses the narrowest renderer that covers it.

export type BlockTone = 'white' | 'paper' | 'navy';

/**
 * The blocks a service page is made of (content/page-blocks.ts), and other sections without client
 * code of their own; every page may use them. Rendered by components/campaigns/site-block.tsx.
 */
export type SiteBlock =
  /** The hero with the enquiry form beside it. */
  | { type: 'hero'; copy: HeroCopy; background: ImageAsset; eyebrow?: string }
  /** Image beside a heading, paragraphs, the phone link and Get Started. */
  | { type: 'feature-banner'; copy: IntroBlock; reverse?: boolean; tone?: BlockTone }
  /** 'Want to Become a Best-seller?': text beside an inner image, over a background image. */
  | { type: 'bestseller'; copy: BestsellerCopy; background: ImageAsset; image: ImageAsset }
  /** Numbered steps, each with an image (the home page's publishing process). */
  | { type: 'steps-with-images'; id: string; copy: HeadingCopy; steps: readonly ImageStepCopy[]; tone?: BlockTone }
  /** One message on a navy band (a service page's highlighted text). */
  | { type: 'highlight'; id: string; copy: HighlightCopy }
  /** What a service includes, who it is for and how it works (a service page's own section). */
  | { type: 'service-details'; service: Service }
  /** Three steps from the first call to a finished book, on navy. */
  | { type: 'work-process'; copy: SectionIntroCopy; steps: readonly WorkProcessStep[] }
  | { type: 'trust-cards'; copy: SectionIntroCopy; cards: readonly TrustCard[] }
  /** The portfolio's category tabs and cover carousel (content/portfolio.ts, content/portfolio-copy.ts). */
  | { type: 'portfolio'; copy: PortfolioCopy; covers: PortfolioCovers }
  | { type: 'call-to-action'; id: string; copy: CallToActionCopy };

/** The home page's blocks: the site's, and two whose sections bring client code (components/campaigns/home-block.tsx). */
export type HomeBlock =
  | SiteBlock
  /** Six service tiles, 'See All' and the scrolling platform logos. */
  | { type: 'services-teaser'; copy: ServicesTeaserCopy; services: readonly ServiceTile[]; logos: readonly PlatformLogo[] }
  /** The home page's video carousel (portrait billboards, framer-motion). */
  | { type: 'video-testimonials'; copy: VideoTestimonialsCopy; videos: readonly VideoTestimonial[] };

/** Every block a campaign landing page may use: the site's and the home page's, and the campaigns' own. */
export type LandingBlock =
  | HomeBlock
  /** The hero whose first word rotates, with the trust points and a link to the packages. */
  | { type: 'rotating-headline-hero'; copy: PublishingHeroCopy; background: ImageAsset; packagesId: string }
  | { type: 'featured-projects'; copy: FeaturedProjectsCopy; projects: readonly ProjectSlide[] }
  /** A numbered timeline of steps. */
  | { type: 'process-steps'; copy: IntroSectionCopy; steps: readonly LandingProcessStep[] }
  | { type: 'services-carousel'; copy: CarouselSectionCopy; slides: readonly LandingServiceCard[] }
  | { type: 'services-grid'; copy: ServicesGridCopy }
  | { type: 'packages'; copy: PackagesCopy }
  | { type: 'author-testimonials'; copy: AuthorTestimonialsCopy; testimonials: readonly AuthorTestimonial[] }
  /** Landscape testimonial videos in a slider; only the visible one plays, and only in view. */
  | { type: 'testimonial-videos'; copy: TestimonialVideosCopy; videos: readonly LandingTestimonialVideo[] }
  | { type: 'platforms-strip'; copy: PlatformsStripCopy }
  | { type: 'why-choose-us'; copy: WhyChooseUsCopy }
  | { type: 'cover-marquee'; copy: CoverMarqueeCopy }
  /** Questions under a heading with an intro; the first starts open. */
  | { type: 'faq'; copy: IntroSectionCopy; items: readonly MarketingFaqItem[] }
  /** Questions under a heading only, all closed, panels capped in height. */
  | { type: 'faq-cards'; copy: FaqCardsCopy }
  // The enquiry form with a Package choice, where a package's Get Started leads before scripts run.
  | { type: 'enquiry'; copy: EnquirySectionCopy }
  /** Contact tiles and the enquiry form over a background image. */
  | { type: 'contact'; copy: ContactBandCopy };

export type LandingBlockType = LandingBlock['type'];

/** Every block type, for the build's check of entries that bypass the types (e.g. a cast). */
export const landingBlockTypes = [
  'hero',
  'rotating-headline-hero',
  'feature-banner',
  'bestseller',
  'steps-with-images',
  'highlight',
  'service-details',
  'services-teaser',
  'featured-projects',
  'process-steps',
  'work-process',
  'trust-cards',
  'services-carousel',
  'services-grid',
  'packages',
  'author-testimonials',
  'video-testimonials',
  'testimonial-videos',
  'platforms-strip',
  'why-choose-us',
  'cover-marquee',
  'portfolio',
  'faq',
  'faq-cards',
  'call-to-action',
  'enquiry',
  'contact',
] as const satisfies readonly LandingBlockType[];

/** The copy each block type must carry (checked by the build, lib/landing-pages.ts). */
export const requiredBlockFields = {
  hero: ['copy', 'background'],
  'rotating-headline-hero': ['copy', 'background', 'packagesId'],
  'feature-banner': ['copy'],
  bestseller: ['copy', 'background', 'image'],
  'steps-with-images': ['id', 'copy', 'steps'],
  highlight: ['id', 'copy'],
  'service-details': ['service'],
  'services-teaser': ['copy', 'services', 'logos'],
  'featured-projects': ['copy', 'projects'],
  'process-steps': ['copy', 'steps'],
  'work-process': ['copy', 'steps'],
  'trust-cards': ['copy', 'cards'],
  'services-carousel': ['copy', 'slides'],
  'services-grid': ['copy'],
  packages: ['copy'],
  'author-testimonials': ['copy', 'testimonials'],
  'video-testimonials': ['copy', 'videos'],
  'testimonial-videos': ['copy', 'videos'],
  'platforms-strip': ['copy'],
  'why-choose-us': ['copy'],
  'cover-marquee': ['copy'],
  portfolio: ['copy', 'covers'],
  faq: ['copy', 'items'],
  'faq-cards': ['copy'],
  'call-to-action': ['id', 'copy'],
  enquiry: ['copy'],
  contact: ['copy'],
} as const satisfies { [Type in LandingBlockType]: readonly Exclude<keyof Extract<LandingBlock, { type: Type }>, 'type'>[] };

/**
 * The copy of the three campaign files (content/campaigns/*.yaml) under the names the tests used
 * when the campaigns were TypeScript modules, read through the loader the site uses, so a test
 * compares the page with what the file says.
 */
import { loadLandingPages, type LandingPageEntry } from '@/content/campaigns';
import type { BlockOf, LandingBlockType } from '@/content/campaigns/blocks';
import { campaignSamples, type SampleNotice } from '@/content/samples';

function campaign(id: string): LandingPageEntry {
  const entry = loadLandingPages().find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`No campaign file with id ${id}`);
  return entry;
}

function blocksOf<Type extends LandingBlockType>(entry: LandingPageEntry, type: Type): BlockOf<Type>[] {
  return entry.blocks.filter((block): block is BlockOf<Type> => block.type === type);
}

function blockOf<Type extends LandingBlockType>(entry: LandingPageEntry, type: Type, id?: string): BlockOf<Type> {
  const found = blocksOf(entry, type).find((block) => id === undefined || ('id' in block && block.id === id));
  if (!found) throw new Error(`${entry.source}: no ${type} block${id ? ` with id ${id}` : ''}`);
  return found;
}

function sampleOf(entry: LandingPageEntry): SampleNotice {
  const notice = campaignSamples().find((sample) => sample.replaceIn.startsWith(entry.source));
  if (!notice) throw new Error(`${entry.source}: no samples`);
  return notice;
}

// /book-marketing-offer/
export const bookMarketingOfferPage = campaign('book-marketing-offer');
export const marketingHero = blockOf(bookMarketingOfferPage, 'hero');
export const introBlocks = [
  blockOf(bookMarketingOfferPage, 'feature-banner', 'marketing-why'),
  blockOf(bookMarketingOfferPage, 'feature-banner', 'marketing-approach'),
] as const;
export const movieAdaptation = blockOf(bookMarketingOfferPage, 'feature-banner', 'movie-adaptation');
export const featuredProjectsCopy = blockOf(bookMarketingOfferPage, 'featured-projects');
export const featuredProjects = featuredProjectsCopy.projects;
export const marketingProcessCopy = blockOf(bookMarketingOfferPage, 'process-steps');
/** The steps with the side of the zig-zag the component gives each (even left, odd right). */
export const marketingProcessSteps = marketingProcessCopy.steps.map((step, index) => ({ ...step, align: index % 2 === 0 ? ('left' as const) : ('right' as const) }));
export const marketingServicesCopy = blockOf(bookMarketingOfferPage, 'services-carousel');
export const marketingServices = marketingServicesCopy.cards;
export const marketingCallToAction = blockOf(bookMarketingOfferPage, 'call-to-action', 'marketing-cta');
export const marketingFaqCopy = blockOf(bookMarketingOfferPage, 'faq');
export const marketingFaqs = marketingFaqCopy.items;
export const marketingVideosCopy = blockOf(bookMarketingOfferPage, 'testimonial-videos');
export const marketingContactCopy = blockOf(bookMarketingOfferPage, 'contact');
export const marketingSampleNotice = sampleOf(bookMarketingOfferPage);

// /book-publishing-solution/
export const bookPublishingSolutionPage = campaign('book-publishing-solution');
export const publishingHero = blockOf(bookPublishingSolutionPage, 'rotating-headline-hero');
export const platformsStrip = blockOf(bookPublishingSolutionPage, 'platforms-strip');
export const publishingServices = blockOf(bookPublishingSolutionPage, 'services-grid');
export const whyChooseUs = blockOf(bookPublishingSolutionPage, 'why-choose-us');
export const coverMarquee = blockOf(bookPublishingSolutionPage, 'cover-marquee');
export const publishingPackages = blockOf(bookPublishingSolutionPage, 'packages');
export const publishingEnquiry = blockOf(bookPublishingSolutionPage, 'enquiry');
export const authorTestimonialsCopy = blockOf(bookPublishingSolutionPage, 'author-testimonials');
export const authorTestimonials = authorTestimonialsCopy.testimonials;
export const publishingFaq = blockOf(bookPublishingSolutionPage, 'faq-cards');
export const publishingSampleNotice = sampleOf(bookPublishingSolutionPage);

// /lp/
export const lpPage = campaign('lp');
export const lpHero = blockOf(lpPage, 'hero');

/**
 * /lp/: the advertising landing page for book publishing. Its sections are the site's shared ones
 * (content/section-copy.ts), so what is its own is the hero and the entry.
 */
import { platformLogos, sectionImages } from '../media';
import { pages } from '../pages';
import { portfolio } from '../portfolio';
import { portfolioCopy } from '../portfolio-copy';
import { paths } from '../../lib/paths';
import {
  bannerCallToAction,
  closingCallToAction,
  servicesTeaserCopy,
  teaserServices,
  trustCards,
  trustCardsCopy,
  workProcessCopy,
  workProcessSteps,
  type HeroCopy,
} from '../section-copy';
import { videoTestimonialsCopy } from '../video-testimonials-copy';
import { homeVideoTestimonials } from '../videos';
import type { LandingPageEntry } from './landing-page';

export const lpHero: HeroCopy = {
  title: 'Publish Your Book With a Team That Has Done It Before',
  highlight: 'Publish Your Book',
  lines: [
    'Editing, cover design, formatting and distribution in one plan, with a dedicated project manager.',
    'Request a free consultation today and get a written publishing plan for your manuscript.',
  ],
};

const page = pages.lp;

export const lpPage = {
  id: 'lp',
  path: page.path,
  metadata: { title: page.metaTitle, description: page.metaDescription, socialImage: 'landing' },
  // Paid traffic only: most of its copy is the home page's, so in search it would only compete with
  // the home page. noindex keeps it out of results and out of the sitemap.
  indexable: false,
  chrome: { kind: 'landing' },
  // The second thank-you route, so this page's conversions can be told apart from the site's.
  thankYou: { path: paths.thankYouAlternate },
  conversionLabel: '',
  blocks: [
    { type: 'hero', copy: lpHero, background: sectionImages['lp-hero'] },
    { type: 'services-teaser', copy: servicesTeaserCopy, services: teaserServices, logos: platformLogos },
    { type: 'call-to-action', id: 'banner-cta', copy: bannerCallToAction },
    { type: 'portfolio', copy: portfolioCopy, covers: portfolio },
    { type: 'trust-cards', copy: trustCardsCopy, cards: trustCards },
    { type: 'work-process', copy: workProcessCopy, steps: workProcessSteps },
    { type: 'video-testimonials', copy: videoTestimonialsCopy, videos: homeVideoTestimonials },
    { type: 'call-to-action', id: 'closing-cta', copy: closingCallToAction },
  ],
} as const satisfies LandingPageEntry;

/**
 * /lp/: the advertising landing page for book publishing. Its sections are the site's shared ones
 * (content/page-blocks.ts), so what is its own is the hero and the entry.
 */
import { sectionImages } from '../media';
import { sharedBlocks } from '../page-blocks';
import { pages } from '../pages';
import { paths } from '../../lib/paths';
import type { HeroCopy } from '../section-copy';
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
    sharedBlocks.servicesTeaser,
    sharedBlocks.bannerCallToAction,
    sharedBlocks.portfolio,
    sharedBlocks.trustCards,
    sharedBlocks.workProcess,
    sharedBlocks.videoTestimonials,
    sharedBlocks.closingCallToAction,
  ],
} as const satisfies LandingPageEntry;
